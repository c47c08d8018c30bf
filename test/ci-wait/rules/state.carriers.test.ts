import { describe, expect, it } from 'vitest';
import {
  countMarker,
  findingHead,
  findingMarker,
  legacyStateComment,
  newestCarrier,
  openFindings,
  readState,
  withState,
} from '../../../src/ci-wait/rules/state.js';
import { parseMarkers, renderMarker } from '../../../src/core/pure/markers.js';
import type { PullView, TrustedComment } from '../../../src/core/pure/view.js';

const A = 'a'.repeat(40);

/** A trusted comment as the gateway reads it: markers from the first line of its body. */
function comment(id: number, body: string): TrustedComment {
  return { id, url: `https://github.example/c/${id}`, body, markers: parseMarkers(body) };
}

const pull = (...comments: TrustedComment[]) => ({ trusted: comments }) as unknown as PullView;

describe("ci-wait's state on its comments", () => {
  it('reads the state of the newest carrier, whatever order the comments come in', () => {
    const older = comment(
      3,
      `${renderMarker(findingMarker(`ci_failed:${A}:x`, false, { state: { attempts: 1 } }))}\nold`,
    );
    const newer = comment(9, `${renderMarker(findingMarker(`conflict:${A}`, true, { state: { attempts: 2 } }))}\nnew`);
    expect(readState(pull(newer, older))).toEqual({ attempts: 2 });
    expect(newestCarrier(pull(older, newer))?.comment.id).toBe(9);
  });

  it('reads the standalone state comment of earlier versions, written literally as they wrote it', () => {
    // The exact first line an earlier release wrote: a `state` marker with the state in its data.
    const legacy = comment(
      4,
      '<!-- mergexo:v1 {"action":"ci-wait","kind":"state","key":"pr","data":{"attempts":2,"lastRound":"x"}} -->\nstate',
    );
    expect(readState(pull(legacy))).toEqual({ attempts: 2, lastRound: 'x' });
    expect(legacyStateComment(pull(legacy))?.id).toBe(4);
    // It asks nothing: the state is never written back to it.
    expect(newestCarrier(pull(legacy))).toBeUndefined();
    // A carrier's state wins over it once one exists.
    const carrier = comment(2, `${renderMarker(findingMarker(`timeout:${A}`, true, { state: { attempts: 3 } }))}\nt`);
    expect(readState(pull(legacy, carrier))).toEqual({ attempts: 3 });
  });

  it("reads the count riding on another action's notice", () => {
    const notice = comment(5, `${renderMarker(countMarker({ attempts: 1, held: true, holds: 1 }))}\nnotice`);
    expect(readState(pull(notice))).toEqual({ attempts: 1, held: true, holds: 1 });
    expect(newestCarrier(pull(notice))?.marker.kind).toBe('count');
  });

  it('a malformed state is no state, and only well-formed fields are kept', () => {
    const bad = comment(
      6,
      `${renderMarker({ action: 'ci-wait', kind: 'hold', key: 'hold:1', data: { state: { attempts: -1 } } })}\nx`,
    );
    expect(readState(pull(bad))).toBeUndefined();
    const odd = comment(
      7,
      `${renderMarker({ action: 'ci-wait', kind: 'hold', key: 'hold:1', data: { state: { attempts: 1, outcome: 'nope', head: 'HEAD', holds: 0, seen: 2 } } })}\nx`,
    );
    expect(readState(pull(odd))).toEqual({ attempts: 1, seen: 2 });
  });

  it('a marker carrying another state keeps its other data; none drops the state', () => {
    const marker = findingMarker(`conflict:${A}`, false, { base: 'main', state: { attempts: 1 } });
    expect(withState(marker, { attempts: 2 }).data).toEqual({ open: false, base: 'main', state: { attempts: 2 } });
    expect(withState(marker, undefined).data).toEqual({ open: false, base: 'main' });
  });

  it("lists open findings but the one named, and tells a finding's head from its key", () => {
    const open = comment(1, `${renderMarker(findingMarker(`ci_failed:${A}:d`, true))}\nx`);
    const closed = comment(2, `${renderMarker(findingMarker(`timeout:${A}`, false))}\nx`);
    expect(openFindings(pull(open, closed), undefined).map((f) => f.comment.id)).toEqual([1]);
    expect(openFindings(pull(open, closed), `ci_failed:${A}:d`)).toEqual([]);
    expect(findingHead(`ci_failed:${A}:d`)).toBe(A);
    expect(findingHead('pr')).toBeUndefined();
  });
});

// Where ci-wait keeps what it remembers about a PR: on the marker of its newest comment that asks the author
// something. The markers below are the ones real PRs carry, written out literally so a change of form still reads
// them.
import { describe, expect, it } from 'vitest';
import {
  copiedCount,
  countCopyLine,
  countMarker,
  findingHead,
  findingMarker,
  holdCommentPosted,
  holdMarker,
  legacyStateComment,
  newestCarrier,
  openFindings,
  readState,
  withState,
} from '../../../src/ci-wait/rules/state.js';
import { parseMarkers, renderMarker, withMarkers } from '../../../src/core/pure/markers.js';
import type { PullView, TrustedComment } from '../../../src/core/pure/view.js';

const HEAD = 'c'.repeat(40);

function comment(id: number, body: string): TrustedComment {
  return { id, url: `https://github.com/acme/r/pull/1#issuecomment-${id}`, body, markers: parseMarkers(body) };
}

const view = (...trusted: TrustedComment[]) => ({ trusted }) as Pick<PullView, 'trusted'> as PullView;

describe('the markers ci-wait writes', () => {
  it('name a finding by its round, with its base and state, and a hold by its number', () => {
    expect(renderMarker(findingMarker(`ci_failed:${HEAD}`, true, { state: { attempts: 1 }, base: 'main' }))).toBe(
      `<!-- mergexo:v1 {"action":"ci-wait","kind":"finding","key":"ci_failed:${HEAD}",` +
        '"data":{"open":true,"base":"main","state":{"attempts":1}}} -->',
    );
    expect(holdMarker(2)).toEqual({ action: 'ci-wait', kind: 'hold', key: 'hold:2' });
    expect(countMarker({ attempts: 3 })).toEqual({
      action: 'ci-wait',
      kind: 'count',
      key: 'pr',
      data: { state: { attempts: 3 } },
    });
  });

  it('change only the state when the state is rewritten, and drop an empty data', () => {
    const finding = findingMarker('conflict:x', false, { state: { attempts: 1 } });
    expect(withState(finding, { attempts: 2 })).toEqual({ ...finding, data: { open: false, state: { attempts: 2 } } });
    expect(withState(holdMarker(1, { attempts: 1 }), undefined)).toEqual(holdMarker(1));
  });
});

describe('readState', () => {
  it('reads the state of the newest carrier, not of an older one', () => {
    const older = comment(10, withMarkers('old finding', [findingMarker('a', false, { state: { attempts: 1 } })]));
    const newer = comment(20, withMarkers('hold', [holdMarker(1, { attempts: 3, held: true, holds: 1 })]));
    expect(readState(view(newer, older))).toEqual({ attempts: 3, held: true, holds: 1 });
    expect(newestCarrier(view(older, newer))?.comment.id).toBe(20);
  });

  it("reads the count ci-wait rides on rebase-notify's conflict notice", () => {
    const notice = comment(
      5,
      '<!-- mergexo:v1 {"action":"rebase-notify","kind":"conflict","key":"pr"} -->' +
        '<!-- mergexo:v1 {"action":"ci-wait","kind":"count","key":"pr","data":{"state":{"attempts":2,' +
        `"lastRound":"conflict:${HEAD}","outcome":"conflict","head":"${HEAD}"}}} -->\nThis PR conflicts.`,
    );
    expect(readState(view(notice))).toEqual({
      attempts: 2,
      lastRound: `conflict:${HEAD}`,
      outcome: 'conflict',
      head: HEAD,
    });
    expect(newestCarrier(view(notice))?.marker.kind).toBe('count');
  });

  it('still reads the standalone state comment of earlier versions, until a carrier has a state', () => {
    const legacy = comment(
      3,
      '<!-- mergexo:v1 {"action":"ci-wait","kind":"state","key":"pr","data":{"attempts":2,"seen":1}} -->',
    );
    expect(readState(view(legacy))).toEqual({ attempts: 2, seen: 1 });
    expect(legacyStateComment(view(legacy))?.id).toBe(3);
    // It asks nothing, so it is never where the state is written.
    expect(newestCarrier(view(legacy))).toBeUndefined();
    const finding = comment(4, withMarkers('finding', [findingMarker('a', true, { state: { attempts: 3 } })]));
    expect(readState(view(legacy, finding))).toEqual({ attempts: 3 });
  });

  it('takes a malformed state for none, and drops fields it cannot trust', () => {
    const bad = (data: string) =>
      comment(1, `<!-- mergexo:v1 {"action":"ci-wait","kind":"hold","key":"hold:1","data":{"state":${data}}} -->`);
    expect(readState(view(bad('{"attempts":-1}')))).toBeUndefined();
    expect(readState(view(bad('{"attempts":1.5}')))).toBeUndefined();
    expect(readState(view(bad('"two"')))).toBeUndefined();
    expect(
      readState(
        view(bad('{"attempts":1,"outcome":"won","head":"abc","held":"yes","holds":0,"seen":-2,"lastRound":7}')),
      ),
    ).toEqual({ attempts: 1 });
    // Another action's marker of the same kind is not ci-wait's state.
    const other = comment(
      2,
      '<!-- mergexo:v1 {"action":"rebase-notify","kind":"hold","key":"x","data":{"state":{"attempts":4}}} -->',
    );
    expect(readState(view(other))).toBeUndefined();
  });
});

describe('openFindings, findingHead and holdCommentPosted', () => {
  it('list the findings still open except the named one, and the head a finding was about', () => {
    const open = comment(1, withMarkers('x', [findingMarker(`ci_failed:${HEAD}:abcd`, true)]));
    const closed = comment(2, withMarkers('y', [findingMarker(`timeout:${HEAD}`, false)]));
    const current = comment(3, withMarkers('z', [findingMarker(`conflict:${HEAD}`, true)]));
    const pull = view(open, closed, current);
    expect(openFindings(pull, `conflict:${HEAD}`).map((f) => f.key)).toEqual([`ci_failed:${HEAD}:abcd`]);
    expect(findingHead(`ci_failed:${HEAD}:abcd`)).toBe(HEAD);
    expect(findingHead('hold:1')).toBeUndefined();
  });

  it('tell whether the comment of a given hold is on the PR', () => {
    const pull = view(comment(9, withMarkers('held', [holdMarker(2)])));
    expect(holdCommentPosted(pull, 2)).toBe(true);
    expect(holdCommentPosted(pull, 1)).toBe(false);
    expect(holdCommentPosted(pull, undefined)).toBe(false);
  });
});

describe("the copy of the state in ci-wait's verdict check", () => {
  it('is one hidden line keyed by the PR, read back for that PR only', () => {
    const state = { attempts: 2, lastRound: `ci_failed:${HEAD}:abc`, held: true, holds: 1 };
    const line = countCopyLine(HEAD, 12, state);
    expect(line).toBe(
      `<!-- mergexo:v1 {"action":"ci-wait","kind":"verdict","key":"${HEAD}","data":{"states":{"12":` +
        `{"attempts":2,"lastRound":"ci_failed:${HEAD}:abc","held":true,"holds":1}}}} -->`,
    );
    expect(copiedCount(line, 12)).toEqual(state);
    expect(copiedCount(line, 13)).toBeUndefined();
  });

  it("reads nothing from text that is not ci-wait's copy, or a copy that does not parse", () => {
    expect(copiedCount('', 12)).toBeUndefined();
    expect(copiedCount('Outcome: CI failed', 12)).toBeUndefined();
    const other = renderMarker({ action: 'history-guard', kind: 'verdict', key: HEAD, data: { states: { 12: {} } } });
    expect(copiedCount(other, 12)).toBeUndefined();
    const broken = renderMarker({
      action: 'ci-wait',
      kind: 'verdict',
      key: HEAD,
      data: { states: { 12: { attempts: -1 } } },
    });
    expect(copiedCount(broken, 12)).toBeUndefined();
    // Only the first line is read: a copy quoted further down is inert.
    expect(copiedCount(`text\n${countCopyLine(HEAD, 12, { attempts: 0 })}`, 12)).toBeUndefined();
  });
});

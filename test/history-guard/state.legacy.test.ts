// Markers earlier versions wrote stay on real PRs: their `tampered` sentence reads back as a cause (facts only).
import { describe, expect, it } from 'vitest';
import { parseMarkers } from '../../src/core/pure/markers.js';
import { decideGuard, decideUnblock, lostRewrite } from '../../src/history-guard/decide.js';
import { blockCommentText } from '../../src/history-guard/messages.js';
import { parseSettings } from '../../src/history-guard/settings.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { blockMarker, copiedState, parseGuardState, readGuardState } from '../../src/history-guard/state.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

// Rendered by the code before this change (a block on a witnessed rewrite whose overwritten head was gone,
// its copy in a verdict check, and a block on a deleted comment), kept verbatim.
const OLD_LOST_REWRITE = `<!-- mergexo:v1 {"action":"history-guard","kind":"block","key":"block:${A}:${B}","data":{"status":"blocked","accepted":"${A}","observed":"${B}","rewrite":"${B}","overwritten":[],"tampered":"history rewritten: force-push by @mallory at 2026-01-02T03:04:05Z, push by @eve","forcePushesSeen":2}} -->`;
const OLD_VERDICT = `<!-- mergexo:v1 {"action":"history-guard","kind":"verdict","key":"${B}","data":{"passed":[],"states":{"7":{"status":"blocked","accepted":"${A}","observed":"${B}","rewrite":"${B}","overwritten":[],"tampered":"history rewritten: force-push by @mallory at 2026-01-02T03:04:05Z, push by @eve","forcePushesSeen":2}},"refused":[]}} -->`;
const OLD_ALTERED = `<!-- mergexo:v1 {"action":"history-guard","kind":"block","key":"block:${A}:${A}","data":{"status":"blocked","accepted":"${A}","observed":"${A}","rewrite":"${A}","tampered":"a comment was deleted"}} -->`;

const LOST = {
  kind: 'overwritten-head-gone',
  rewrites: [
    { source: 'timeline', by: 'mallory', at: '2026-01-02T03:04:05Z' },
    { source: 'event', by: 'eve', at: '' },
  ],
} as const;

const onComment = (text: string) => ({
  trusted: [{ id: 1, url: '', body: text, markers: parseMarkers(text) }],
  forcePushes: [],
});

describe("an earlier version's tampered sentence", () => {
  it('on a lost rewrite reads as overwritten-head-gone, with the rewrites it named', () => {
    const state = readGuardState(onComment(OLD_LOST_REWRITE));
    expect(state).toEqual({
      status: 'blocked',
      accepted: A,
      observed: B,
      rewrite: B,
      overwritten: [],
      cause: LOST,
      forcePushesSeen: 2,
    });
    expect(state && lostRewrite(state)).toBe(true);
    expect(state && decideUnblock({ state, head: B, ancestry: 'ahead' })).toMatchObject({
      ok: false,
      reason: { kind: 'overwritten-head-gone', head: B },
    });
  });

  it("in a verdict check's copy reads the same", () => {
    expect(copiedState(OLD_VERDICT, 7)?.cause).toEqual(LOST);
  });

  it('on an altered record reads as record-altered, lifted once the head holds its history', () => {
    const state = readGuardState(onComment(OLD_ALTERED));
    expect(state?.cause).toEqual({ kind: 'record-altered' });
    expect(state && decideUnblock({ state, head: A, ancestry: 'identical' })).toMatchObject({ ok: true });
  });

  it('a sentence it cannot read still blocks as a lost rewrite, naming no one', () => {
    const data = { status: 'blocked', accepted: A, overwritten: [], tampered: 'something else' };
    expect(parseGuardState(data)?.cause).toEqual({ kind: 'overwritten-head-gone', rewrites: [] });
  });
});

describe('the cause as written now', () => {
  it('holds facts, no sentence, reads back as written, and is worded only by messages', () => {
    const d = decideGuard({ status: 'accepted', accepted: A }, B, 'ahead', {
      forcePushes: 2,
      hiddenRewrites: [
        { before: null, at: '2026-01-02T03:04:05Z', by: 'mallory', actor: 'mallory', source: 'timeline' },
        { before: null, at: '', by: 'eve', source: 'event' },
      ],
    });
    expect(d.next.cause).toEqual(LOST);
    const marker = blockMarker(d.next);
    expect(JSON.stringify(marker.data)).not.toContain('tampered');
    expect(parseGuardState(marker.data)).toEqual(d.next);
    const settings = parseSettings(inputsFromRecord({ 'github-token': 't' }), 'pull_request');
    expect(blockCommentText(d.next, d.transition, 7, settings)).toContain(
      "GitHub recorded a rewrite of this PR's branch (force-push by @mallory at 2026-01-02T03:04:05Z, push by @eve)",
    );
  });

  it('a malformed cause keeps the block, with what it could read', () => {
    const data = { status: 'blocked', accepted: A, cause: { kind: 'overwritten-head-gone', rewrites: [{ by: 1 }] } };
    expect(parseGuardState(data)?.cause).toEqual({ kind: 'overwritten-head-gone', rewrites: [] });
  });
});

// history-guard's state: no comment of its own. The block comment's marker carries what must persist (a
// block, an operator's unblock), read only from a comment mergexo wrote and nobody else edited (a user
// named like mergexo's bot included); the rest is derived from GitHub's witnesses.
import { describe, expect, it } from 'vitest';
import { upsertComment } from '../../../src/core/pr/comments.js';
import { readPull } from '../../../src/core/pr/read.js';
import type { ForcePush } from '../../../src/core/pure/view.js';
import type { GuardState } from '../../../src/history-guard/rules/decide.js';
import {
  blockMarker,
  copiedState,
  parseGuardState,
  passedIn,
  refusalsIn,
  readGuardRecord,
  readGuardState,
  verdictMarker,
} from '../../../src/history-guard/rules/state.js';
import { MemoryGitHub, sha } from '../../support/memory-github.js';

/** The port in memory with one open PR: what GitHub answers for a PR (test/support/memory-github.test.ts). */
function newWorld() {
  const github = new MemoryGitHub();
  const head = sha('feature');
  return { github, ref: github.repo, pr: github.openPull({ head, author: 'agent-1' }).number, head };
}

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const push = (before: string | null): ForcePush => ({ at: '', by: 'agent-1', before, after: C });
const view = (data: GuardState[], extra: { forcePushes?: ForcePush[] } = {}) => ({
  trusted: data.map((d, i) => ({ id: i + 1, url: '', body: '', markers: [blockMarker(d)] })),
  forcePushes: extra.forcePushes ?? [],
});

describe('the block comment as the record', () => {
  it('reads back what was written, and an unblock edits the same comment into the record it leaves', async () => {
    const w = newWorld();
    const blocked: GuardState = { status: 'blocked', accepted: w.head, observed: B, rewrite: B };
    const ctx = { github: w.github, repo: w.ref };
    expect(
      await upsertComment(ctx.github, ctx.repo, await readPull(w.github, w.ref, w.pr), blockMarker(blocked), 'blocked'),
    ).toBe('created');
    expect(readGuardState(await readPull(w.github, w.ref, w.pr))).toEqual(blocked);
    const resolved: GuardState = { status: 'accepted', accepted: B, via: 'unblocked', forcePushesSeen: 1 };
    const again = await readPull(w.github, w.ref, w.pr);
    expect(await upsertComment(ctx.github, ctx.repo, again, blockMarker(blocked, resolved), 'unblocked')).toBe(
      'updated',
    );
    expect(w.github.commentsOn(w.pr)).toHaveLength(1);
    expect(readGuardRecord(await readPull(w.github, w.ref, w.pr))?.state).toEqual(resolved);
  });

  it("is no state once a user whose login is the bot's without [bot] edits it", async () => {
    const w = newWorld();
    const blocked: GuardState = { status: 'blocked', accepted: w.head, observed: B, rewrite: B };
    await upsertComment(w.github, w.ref, await readPull(w.github, w.ref, w.pr), blockMarker(blocked), 'blocked');
    const [comment] = w.github.commentsOn(w.pr);
    w.github.edit(comment?.id as number, (comment?.body ?? '').replace('"blocked"', '"accepted"'), {
      as: 'github-actions',
    });
    const read = await readPull(w.github, w.ref, w.pr);
    expect(readGuardRecord(read)).toBeUndefined();
    expect(readGuardState(read)).toBeUndefined();
    // The namesake does not push to the PR: no evidence against it (src/core/pr/evidence.ts).
    expect(read.tamperEvidence).toEqual([]);
  });
});

describe('readGuardState', () => {
  it('no record, no witness: nothing known, or the event says which head came before', () => {
    expect(readGuardState(view([]))).toBeUndefined();
    expect(readGuardState(view([]), A)).toEqual({ status: 'accepted', accepted: A, via: 'ahead' });
    expect(readGuardState(view([]), 'not-a-sha')).toBeUndefined();
  });

  it('a force-push on the timeline: the head it overwrote is the last accepted one', () => {
    expect(readGuardState(view([], { forcePushes: [push(A), push(B)] }), C)).toEqual({
      status: 'accepted',
      accepted: A,
      via: 'ahead',
    });
    // GitHub no longer has the overwritten head: the witnesses judge it (no state).
    expect(readGuardState(view([], { forcePushes: [push(null)] }))).toBeUndefined();
  });

  it('a block on record stands, whatever came later; a resolution accounts for the force-pushes up to N', () => {
    const blocked: GuardState = { status: 'blocked', accepted: A, observed: B, rewrite: B };
    const resolved: GuardState = { status: 'accepted', accepted: B, via: 'unblocked', forcePushesSeen: 1 };
    expect(readGuardState(view([resolved, blocked], { forcePushes: [push(A), push(B)] }))).toEqual(blocked);
    expect(readGuardState(view([resolved], { forcePushes: [push(A)] }), C)).toEqual(resolved);
    expect(readGuardState(view([resolved], { forcePushes: [push(A), push(C)] }))).toEqual({
      status: 'accepted',
      accepted: C,
      via: 'ahead',
      forcePushesSeen: 1,
    });
  });

  it("the verdict check's copy stands in for a deleted record: a copied block stands unless its finding was resolved", () => {
    const blocked: GuardState = { status: 'blocked', accepted: A, observed: B, rewrite: B, forcePushesSeen: 1 };
    expect(readGuardState(view([], { forcePushes: [push(A)] }), undefined, blocked)).toEqual(blocked);
    const resolved: GuardState = { status: 'accepted', accepted: B, via: 'unblocked', forcePushesSeen: 1 };
    expect(readGuardState(view([], { forcePushes: [push(A)] }), undefined, resolved)).toEqual(resolved);
    // The block's own comment, edited into the record of its unblock, says it was resolved.
    const record = { ...view([]), trusted: [{ id: 9, url: '', body: '', markers: [blockMarker(blocked, resolved)] }] };
    expect(readGuardState({ ...record, forcePushes: [push(A)] }, undefined, blocked)).toEqual(resolved);
  });
});

describe('the verdict marker', () => {
  it('says which PRs passed on the commit; anything else says none did', () => {
    const text = verdictMarker(A, { passed: [3, 5] });
    expect(passedIn(text, 3)).toBe(true);
    expect(passedIn(text, 4)).toBe(false);
    expect(passedIn('', 3)).toBe(false);
    expect(passedIn('<!-- mergexo:v1 {"action":"history-guard","kind":"verdict","key":"x"} -->', 3)).toBe(false);
  });
});

describe("the verdict check's copy", () => {
  it("carries each judged PR's state and whose PRs it refused; a check of an earlier version carries neither", () => {
    const blocked: GuardState = { status: 'blocked', accepted: A, observed: B, rewrite: B, backupRefs: ['r'] };
    const text = verdictMarker(B, {
      passed: [],
      states: new Map([[7, blocked]]),
      refused: [{ pr: 7, author: 'agent-2', branch: 'acme/w:planted' }],
    });
    expect(copiedState(text, 7)).toEqual(blocked);
    expect(copiedState(text, 8)).toBeUndefined();
    expect(refusalsIn(text)).toEqual([{ pr: 7, author: 'agent-2', branch: 'acme/w:planted' }]);
    const legacy = verdictMarker(B, { passed: [3] });
    expect(copiedState(legacy, 3)).toBeUndefined();
    expect(refusalsIn(legacy)).toBeUndefined();
  });
});

describe('parseGuardState: heads no backup ref keeps', () => {
  it('reads back the commit names, dropping anything else', () => {
    const head = 'a'.repeat(40);
    const data = { status: 'blocked', accepted: head, unkept: [head, 'not-a-sha', 7] };
    expect(parseGuardState(data)?.unkept).toEqual([head]);
    expect(parseGuardState({ status: 'blocked', accepted: head })).not.toHaveProperty('unkept');
  });
});

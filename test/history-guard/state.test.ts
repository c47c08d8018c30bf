// history-guard's state: no comment of its own. The block comment's marker carries what must persist (a
// block, an operator's unblock), read only from a comment mergexo wrote and nobody else edited (a user
// named like mergexo's bot included); the rest is derived from GitHub's witnesses.
import { describe, expect, it } from 'vitest';
import { upsertComment } from '../../src/core/pr/comments.js';
import { readPull } from '../../src/core/pr/read.js';
import type { ForcePush } from '../../src/core/pr/view.js';
import type { GuardState } from '../../src/history-guard/decide.js';
import {
  blockMarker,
  passedIn,
  readGuardRecord,
  readGuardState,
  verdictMarker,
} from '../../src/history-guard/state.js';
import { newWorld, useGitHub } from '../core/pr/world.js';

const gh = useGitHub();

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const push = (before: string | null): ForcePush => ({ at: '', by: 'agent-1', before, after: C });
const view = (data: GuardState[], extra: { tamperEvidence?: string[]; forcePushes?: ForcePush[] } = {}) => ({
  trusted: data.map((d, i) => ({ id: i + 1, url: '', body: '', markers: [blockMarker(d)] })),
  tamperEvidence: extra.tamperEvidence ?? [],
  forcePushes: extra.forcePushes ?? [],
});

describe('the block comment as the record', () => {
  it('reads back what was written, and an unblock edits the same comment into the record it leaves', async () => {
    const w = await newWorld(gh);
    const blocked: GuardState = { status: 'blocked', accepted: w.head, observed: B, rewrite: B };
    const ctx = { client: w.client, repo: w.ref };
    expect(
      await upsertComment(ctx.client, ctx.repo, await readPull(w.client, w.ref, w.pr), blockMarker(blocked), 'blocked'),
    ).toBe('created');
    expect(readGuardState(await readPull(w.client, w.ref, w.pr))).toEqual(blocked);
    const resolved: GuardState = { status: 'accepted', accepted: B, via: 'unblocked', forcePushesSeen: 1 };
    const again = await readPull(w.client, w.ref, w.pr);
    expect(await upsertComment(ctx.client, ctx.repo, again, blockMarker(blocked, resolved), 'unblocked')).toBe(
      'updated',
    );
    expect(w.repo.comments(w.pr)).toHaveLength(1);
    expect(readGuardRecord(await readPull(w.client, w.ref, w.pr))?.state).toEqual(resolved);
  });

  it("is no state once a user whose login is the bot's without [bot] edits it", async () => {
    const w = await newWorld(gh);
    const blocked: GuardState = { status: 'blocked', accepted: w.head, observed: B, rewrite: B };
    await upsertComment(w.client, w.ref, await readPull(w.client, w.ref, w.pr), blockMarker(blocked), 'blocked');
    const [comment] = w.repo.comments(w.pr);
    w.repo.setRole('github-actions', 'write');
    w.repo.editComment(
      comment?.id as number,
      'github-actions',
      (comment?.body ?? '').replace('"blocked"', '"accepted"'),
    );
    const read = await readPull(w.client, w.ref, w.pr);
    expect(readGuardRecord(read)).toBeUndefined();
    expect(readGuardState(read)).toBeUndefined();
    expect(read.tamperEvidence.join('\n')).toContain('edited by @github-actions');
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

  it('tamper evidence beyond what an unblock accounted for leaves no state (the guard fails closed)', () => {
    const resolved: GuardState = { status: 'accepted', accepted: B, via: 'unblocked', tamperSeen: 1 };
    expect(readGuardState(view([resolved], { tamperEvidence: ['one'] }))).toEqual(resolved);
    expect(readGuardState(view([resolved], { tamperEvidence: ['one', 'two'] }), A)).toBeUndefined();
    expect(readGuardState(view([], { tamperEvidence: ['one'] }), A)).toBeUndefined();
  });
});

describe('the verdict marker', () => {
  it('says which PRs passed on the commit; anything else says none did', () => {
    const text = verdictMarker(A, [3, 5]);
    expect(passedIn(text, 3)).toBe(true);
    expect(passedIn(text, 4)).toBe(false);
    expect(passedIn('', 3)).toBe(false);
    expect(passedIn('<!-- mergexo:v1 {"action":"history-guard","kind":"verdict","key":"x"} -->', 3)).toBe(false);
  });
});

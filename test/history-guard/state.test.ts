// The state comment: written through core's comment writer, read only from a comment mergexo wrote and
// nobody else edited (a user named like mergexo's bot included).
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { readPull } from '../../src/core/pr/read.js';
import { silentLog, type ShellContext } from '../../src/core/shell.js';
import type { GuardState } from '../../src/history-guard/decide.js';
import { readGuardState, writeGuardState } from '../../src/history-guard/state.js';
import { newWorld, useGitHub, type World } from '../core/pr/world.js';

const gh = useGitHub();

const ctxOf = (w: World): ShellContext => ({
  client: w.client,
  repo: w.ref,
  log: silentLog,
  clock: scaledClock(0.001),
});

describe('the state comment', () => {
  it('reads back what was written, and a second write edits the same comment', async () => {
    const w = await newWorld(gh);
    const state: GuardState = { status: 'accepted', accepted: w.head, via: 'first' };
    const view = await readPull(w.client, w.ref, w.pr);
    expect(await writeGuardState(ctxOf(w), view, state)).toBe('created');
    expect(readGuardState(await readPull(w.client, w.ref, w.pr))).toEqual(state);
    const blocked: GuardState = {
      status: 'blocked',
      accepted: w.head,
      observed: 'b'.repeat(40),
      rewrite: 'b'.repeat(40),
    };
    const again = await readPull(w.client, w.ref, w.pr);
    expect(await writeGuardState(ctxOf(w), again, blocked)).toBe('updated');
    expect(w.repo.comments(w.pr)).toHaveLength(1);
    expect(readGuardState(await readPull(w.client, w.ref, w.pr))).toEqual(blocked);
  });

  it("is no state once a user whose login is the bot's without [bot] edits it", async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.client, w.ref, w.pr);
    await writeGuardState(ctxOf(w), view, { status: 'accepted', accepted: w.head });
    const [comment] = w.repo.comments(w.pr);
    w.repo.setRole('github-actions', 'write');
    w.repo.editComment(comment?.id as number, 'github-actions', (comment?.body ?? '').replace(w.head, 'c'.repeat(40)));
    const read = await readPull(w.client, w.ref, w.pr);
    expect(readGuardState(read)).toBeUndefined();
    expect(read.tamperEvidence.join('\n')).toContain('edited by @github-actions');
  });
});

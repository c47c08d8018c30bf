// history-guard in-process on the fake GitHub with a token that lacks a permission: the run stops with one line
// naming the `permissions:` entry to add, and leaves nothing behind. Moved from test/e2e/history-guard-errors.test.ts.
import { describe, expect, it } from 'vitest';
import { BOT, FULL_PERMISSIONS, openWorld, prState, useGitHub } from '../e2e/support/history-guard-world.js';
import { guardIn } from '../support/in-process/history-guard.js';

const gh = useGitHub();

describe('history-guard names the permission it lacks', () => {
  it.each([
    ['checks', 'checks: write'],
    ['pull-requests', 'pull-requests: write'],
  ])('missing %s write permission names the permissions: entry, and leaves nothing behind', async (perm, fix) => {
    const world = await openWorld(gh);
    const token = `ghs_without_${perm}`;
    // GitHub accepts either issues or pull-requests write for PR comments and labels, so both go.
    const lacking: Record<string, 'read'> =
      perm === 'pull-requests' ? { 'pull-requests': 'read', issues: 'read' } : { [perm]: 'read' };
    gh.addToken(token, { login: BOT, type: 'Bot', permissions: { ...FULL_PERMISSIONS, ...lacking } });
    if (perm === 'pull-requests') {
      // An accepted head writes no comment and no label, so only a block needs pull-requests write.
      expect((await guardIn(world, 'opened')).verdict).toBe('accepted');
      await world.wt.git('commit', '--amend', '-m', 'rewritten');
      await world.wt.push(world.branch, { force: true });
    }
    const run = guardIn(world, perm === 'pull-requests' ? 'synchronize' : 'opened', {}, { token });
    const error = await run.then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain(`Add \`${fix}\``);
    expect(error?.message.split('\n')).toHaveLength(1);
    const state = await prState(world);
    expect(state.comments).toEqual([]);
    expect(state.check).toBeUndefined();
  });
});

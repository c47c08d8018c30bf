import { describe, expect, it } from 'vitest';
import { runAction } from '../support/run-action.js';
import {
  BOT,
  FULL_PERMISSIONS,
  guard,
  openWorld,
  operator,
  prState,
  useGitHub,
} from './support/history-guard-world.js';

const gh = useGitHub();

describe('history-guard tells the user what was wrong and how to fix it', () => {
  it('wrong event', async () => {
    const world = await openWorld(gh);
    const result = await runAction({
      action: 'history-guard',
      event: {
        name: 'push',
        payload: gh.events.push(world.repo, {
          ref: 'refs/heads/main',
          before: world.heads[0] as string,
          after: world.heads[0] as string,
        }),
      },
      token: 'ghs_guard_token',
      apiUrl: gh.apiUrl,
      repository: world.repo.fullName,
    });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(
      /does not handle the 'push' event.*pull_request, pull_request_target, workflow_dispatch/,
    );
  });

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
    const result = await guard(world, 'opened', {}, { token });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain(`Add \`${fix}\``);
    expect(result.errorLine?.split('\n')).toHaveLength(1);
    const state = await prState(world);
    expect(state.comments).toEqual([]);
    expect(state.check).toBeUndefined();
  });

  it('an abbreviated accept-head', async () => {
    const world = await openWorld(gh);
    const result = await operator(world, {
      mode: 'unblock',
      'pull-request': String(world.pr),
      'accept-head': 'abc1234',
    });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain("'accept-head' must be a full 40-character commit SHA");
  });

  it('an unknown pull request', async () => {
    const world = await openWorld(gh);
    const result = await operator(world, { mode: 'unblock', 'pull-request': '4242' });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('Pull request #4242 does not exist');
  });

  it('a bad token', async () => {
    const world = await openWorld(gh);
    const result = await guard(world, 'opened', {}, { token: 'ghs_revoked' });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('401 Bad credentials');
  });
});

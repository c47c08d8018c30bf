// The runner's side of history-guard's errors on the built bundle: one line naming what was wrong and how to fix
// it, for an event it does not handle, a PR that does not exist and a revoked token. The tests share one PR, which
// none of them changes. A missing permission is tested in-process (test/history-guard/errors.git.test.ts); an
// abbreviated accept-head where the settings are read (test/history-guard/settings.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/run-action.js';
import { guard, openWorld, operator, useGitHub, type World } from './support/history-guard-world.js';

const gh = useGitHub();
let world: World;
beforeAll(async () => {
  world = await openWorld(gh);
});

describe('history-guard tells the user what was wrong and how to fix it', () => {
  it('wrong event', async () => {
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

  it('an unknown pull request', async () => {
    const result = await operator(world, { mode: 'unblock', 'pull-request': '4242' });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('Pull request #4242 does not exist');
  });

  it('a bad token', async () => {
    const result = await guard(world, 'opened', {}, { token: 'ghs_revoked' });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('401 Bad credentials');
  });
});

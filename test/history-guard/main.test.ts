// history-guard's entry, the built bundle run as the Actions runner runs it: which events it takes, what each mode
// sets as outputs and summary, and when the step fails.
import { describe, expect, it } from 'vitest';
import { runAction } from '../support/run-action.js';
import { guard, openWorld, operator, prState, TOKEN, useGitHub } from '../e2e/support/history-guard-world.js';

const gh = useGitHub();

describe('history-guard main', () => {
  it('refuses an event it does not handle, naming the ones it does', async () => {
    const world = await openWorld(gh);
    const head = world.heads[0] as string;
    const result = await runAction({
      action: 'history-guard',
      event: {
        name: 'push',
        payload: gh.events.push(world.repo, { ref: 'refs/heads/main', before: head, after: head }),
      },
      token: TOKEN,
      apiUrl: gh.apiUrl,
      repository: world.repo.fullName,
    });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/'push' event.*pull_request, pull_request_target, workflow_dispatch, merge_group/);
  });

  it('accepts a new PR: outputs the verdict and the head, and writes the summary', async () => {
    const world = await openWorld(gh);
    const result = await guard(world, 'opened');
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({
      verdict: 'accepted',
      'expected-head': world.heads[0],
      'observed-head': world.heads[0],
    });
    expect(result.summary).toContain(`#${world.pr}`);
  });

  it('guards nothing on a closed PR, and says so', async () => {
    const world = await openWorld(gh);
    await world.repo.closePullRequest(world.pr);
    const result = await guard(world, 'closed');
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toEqual({
      verdict: 'accepted',
      'expected-head': '',
      'observed-head': '',
      transition: 'identical',
    });
    expect(result.stdout).toContain('The pull request was closed; there is no history to guard.');
    expect((await prState(world)).check).toBeUndefined();
  });

  it('fails the step when it blocks a rewritten head', async () => {
    const world = await openWorld(gh);
    await guard(world, 'opened');
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    const result = await guard(world, 'synchronize');
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ verdict: 'blocked', 'expected-head': world.heads[0] });
    expect(result.errorLine).toContain(
      `mergexo/history-guard: PR #${world.pr} is blocked: history was rewritten (diverged); ` +
        `expected a descendant of ${world.heads[0]}, observed ${result.outputs['observed-head']}.`,
    );
    expect(result.outputs['observed-head']).not.toBe(world.heads[0]);
  });

  it("carries out an operator's list as asked under observe, and says why", async () => {
    const world = await openWorld(gh);
    const result = await operator(world, { mode: 'list', enforcement: 'observe' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'listed', blocked: '[]' });
    expect(result.stdout).toContain(
      "enforcement: observe governs what mergexo does on its own; this operator's request",
    );
  });
});

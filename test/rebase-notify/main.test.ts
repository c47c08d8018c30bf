// rebase-notify's entry, the built bundle run as the Actions runner runs it: the events it takes, the outputs every
// run sets (also one that fails early), a skipped run's log line and summary, and a sweep's outputs.
import { describe, expect, it } from 'vitest';
import { newWorld, notify, openPr, parseList, pushAndNotify, useFake } from './world.js';

const fake = useFake();
const EMPTY = {
  colliding: '[]',
  behind: '[]',
  conflicting: '[]',
  notified: '[]',
  updated: '[]',
  deferred: '[]',
  unknown: '[]',
};

describe('rebase-notify main', () => {
  it('refuses an event it does not handle, with every output still set', async () => {
    const world = await newWorld(fake);
    const result = await notify(
      world,
      { name: 'schedule' },
      {},
      {
        event: { name: 'issues', payload: { action: 'opened', repository: { full_name: world.repo.fullName } } },
      },
    );
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/'issues' event.*push, schedule, workflow_dispatch, pull_request/);
    expect(result.outputs).toEqual(EMPTY);
  });

  it('does nothing on a push to another branch than its base, and says why in the log and the summary', async () => {
    const world = await newWorld(fake);
    await world.wt.checkout('release', { create: true, from: world.main.at(-1) as string });
    const before = world.main.at(-1) as string;
    const after = await world.wt.commit({ 'docs/release.md': 'r\n' }, 'release note');
    await world.wt.push('release');
    await world.wt.checkout('main');
    const result = await notify(world, { name: 'push', before, after, ref: 'refs/heads/release' }, { base: 'main' });
    expect(result.exitCode).toBe(0);
    const reason = "the push was to release; this step watches the base 'main' (input 'base')";
    expect(result.stdout).toContain(`Nothing to do: ${reason}.`);
    expect(result.summary).toContain('mergexo/rebase-notify: nothing to do');
    expect(result.outputs).toEqual(EMPTY);
  });

  it('lists the PRs a push to the base left behind, and sums the run up', async () => {
    const world = await newWorld(fake);
    const pr = await openPr(world, 'feature');
    const result = await pushAndNotify(world, 1);
    expect(result.exitCode).toBe(0);
    expect(parseList(result.outputs.behind)).toEqual([pr]);
    expect(parseList(result.outputs.conflicting)).toEqual([]);
    expect(result.summary).toContain(`#${pr}`);
  });
});

// A merge group in process: the queue's own commit waited on, its PRs judged, the verdict written on it.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/ci-wait/settings.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { runMergeGroup } from '../../src/ci-wait/group.js';
import { mergeGroupFromPayload } from '../../src/core/merge-group.js';
import { drivenClock, shellOf } from './in-process.js';
import { TOKEN, head, openWorld, useGitHub } from './world.js';

const gh = useGitHub();

const settings = (inputs: Record<string, string> = {}) =>
  parseSettings(inputsFromRecord({ 'github-token': TOKEN, ...inputs }), { job: 'ci-wait' });

describe('ci-wait on a merge group', () => {
  it('a merge group: waits for the group commit, judges its PRs, and answers with the verdict on it', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    // ci-wait's own verdict on the PR's head, as its pull_request run left it.
    world.repo.addCheckRun(sha, { name: 'mergexo/ci-wait', conclusion: 'success', app: 'github-actions' });
    world.repo.mergeQueue.readableWithActionsToken = true; // the answer no source gives: GITHUB_TOKEN may read it
    const queued = await world.repo.mergeQueue.enqueue(world.pr);
    world.repo.addCheckRun(queued.headSha, { name: 'build', conclusion: 'success' });
    const group = mergeGroupFromPayload(gh.events.mergeGroup(world.repo, { group: queued }));
    if (!group) throw new Error('no merge group in the payload');
    const clock = drivenClock();
    const report = await runMergeGroup(shellOf(gh, world, clock), settings(), group, clock.now(), undefined);
    expect(report).toMatchObject({ outcome: 'success', head: queued.headSha, number: world.pr });
    const verdict = world.repo.checkRuns(queued.headSha).find((c) => c.name === 'mergexo/ci-wait');
    expect(verdict?.conclusion).toBe('success');
  });

  it('a queue GitHub refuses the token: the group fails on its commit, then the step with the permission', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'mergexo/ci-wait', conclusion: 'success', app: 'github-actions' });
    const queued = await world.repo.mergeQueue.enqueue(world.pr);
    world.repo.addCheckRun(queued.headSha, { name: 'build', conclusion: 'success' });
    const group = mergeGroupFromPayload(gh.events.mergeGroup(world.repo, { group: queued }));
    if (!group) throw new Error('no merge group in the payload');
    const clock = drivenClock();
    const run = runMergeGroup(shellOf(gh, world, clock), settings(), group, clock.now(), undefined);
    await expect(run).rejects.toThrow(/"Merge queues" \(read\)/);
    const verdict = world.repo.checkRuns(queued.headSha).find((c) => c.name === 'mergexo/ci-wait');
    expect(verdict?.conclusion).toBe('failure');
    expect(verdict?.output.summary).toContain('could not be listed');
  });
});

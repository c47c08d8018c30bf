// Which PRs a ci-wait run is about: the event's PR when it waits, else every open PR headed by the commit the
// event reports on, found in the payload or among the open PRs of the fake GitHub.
import { describe, expect, it } from 'vitest';
import { skipText } from '../../src/ci-wait/messages.js';
import { targetsOf, type Targets } from '../../src/ci-wait/targets.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import type { RunContext } from '../../src/core/run-context.js';
import { newWorld, openAnother, useGitHub, type World } from '../core/pr/world.js';
import { octokitGitHub } from '../../src/core/github/octokit/index.js';

const gh = useGitHub();

function run(eventName: string, payload: Record<string, unknown>): RunContext {
  return {
    eventName,
    payload,
    owner: 'acme',
    repo: 'r',
    apiUrl: gh.apiUrl,
    serverUrl: '',
    actor: 'maya',
    ref: '',
    runId: '',
    job: '',
    workflow: '',
  };
}

const shell = (world: World) => ({ github: octokitGitHub(world.client), repo: world.ref });

describe('targetsOf', () => {
  it("waits for a pull_request event's own PR, and says when it was closed", async () => {
    const world = await newWorld(gh);
    const opened = gh.events.pullRequest(world.repo, world.pr, 'opened');
    expect(await targetsOf(shell(world), run('pull_request', opened))).toEqual({
      mode: 'poll',
      numbers: [world.pr],
      closed: false,
    });
    const closed = gh.events.pullRequest(world.repo, world.pr, 'closed');
    expect(await targetsOf(shell(world), run('pull_request_target', closed))).toMatchObject({ closed: true });
  });

  it('judges the PRs a completed check suite lists', async () => {
    const world = await newWorld(gh);
    const payload = gh.events.checkSuite(world.repo, { headSha: world.head, headBranch: 'feature' });
    expect(await targetsOf(shell(world), run('check_suite', payload))).toEqual({
      mode: 'event',
      sha: world.head,
      numbers: [world.pr],
    });
  });

  it('finds a PR GitHub leaves out of a workflow run (a fork) by its head branch', async () => {
    const world = await newWorld(gh);
    const payload = gh.events.workflowRun(world.repo, { headSha: world.head, headBranch: 'feature' });
    (payload.workflow_run as Record<string, unknown>).pull_requests = [];
    expect(await targetsOf(shell(world), run('workflow_run', payload))).toEqual({
      mode: 'event',
      sha: world.head,
      numbers: [world.pr],
    });
  });

  it('finds every open PR a status commit heads, once each, in order', async () => {
    const world = await newWorld(gh);
    const twin = await openAnother(world, 'twin', world.head);
    await openAnother(world, 'elsewhere');
    const payload = gh.events.status(world.repo, { sha: world.head, context: 'ci', state: 'success' });
    expect(await targetsOf(shell(world), run('status', payload))).toEqual({
      mode: 'event',
      sha: world.head,
      numbers: [world.pr, twin.pr],
    });
    payload.branches = [{ name: 'twin' }];
    expect((await targetsOf(shell(world), run('status', payload))).numbers).toEqual([twin.pr]);
  });

  it('skips what is not yet a result, judging nothing', async () => {
    const world = await newWorld(gh);
    const pending = gh.events.status(world.repo, { sha: world.head, context: 'ci', state: 'pending' });
    // The skip as the log says it.
    const said = (targets: Targets) => ({
      ...targets,
      skip: targets.mode === 'event' && targets.skip && skipText(targets.skip),
    });
    expect(said(await targetsOf(shell(world), run('status', pending)))).toEqual({
      mode: 'event',
      sha: world.head,
      numbers: [],
      skip: 'the status is pending',
    });
    const requested = gh.events.checkSuite(world.repo, { headSha: world.head, action: 'requested' });
    expect(said(await targetsOf(shell(world), run('check_suite', requested)))).toMatchObject({
      numbers: [],
      skip: 'the check suite is requested, not completed',
    });
  });

  it('refuses a payload that names no commit, saying which field is missing', async () => {
    const world = await newWorld(gh);
    await expect(targetsOf(shell(world), run('status', { state: 'success' }))).rejects.toThrow(ConfigurationError);
    await expect(
      targetsOf(shell(world), run('check_suite', { action: 'completed', check_suite: { head_sha: 'abc' } })),
    ).rejects.toThrow(/names no commit \(no check_suite\.head_sha\)/);
  });
});

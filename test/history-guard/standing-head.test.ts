// One PR read and judged on a head that stood still: the state from mergexo's copy and GitHub's witnesses,
// and the decision; nothing is written while judging.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import type { RunContext } from '../../src/core/run-context.js';
import { parseSettings } from '../../src/history-guard/settings.js';
import { guardPullRequest, type GuardContext } from '../../src/history-guard/shell.js';
import { evaluateOrRefuse } from '../../src/history-guard/standing-head.js';
import { newWorld, useGitHub, type World } from '../core/pr/world.js';
import { octokitGitHub } from '../../src/core/github/octokit/index.js';

const gh = useGitHub();

function context(w: World, payload: RunContext['payload'] = {}): GuardContext {
  const event: RunContext = {
    eventName: 'pull_request',
    payload,
    owner: w.ref.owner,
    repo: w.ref.repo,
    apiUrl: gh.apiUrl,
    serverUrl: 'https://github.com',
    actor: 'maya',
    ref: 'refs/heads/main',
    runId: '',
    job: 'guard',
    workflow: 'guard',
  };
  const log = { info: () => undefined, warning: () => undefined, debug: () => undefined };
  return {
    github: octokitGitHub(w.client),
    repo: w.ref,
    log,
    clock: scaledClock(0.001),
    event,
    settings: parseSettings(inputsFromRecord({ 'github-token': 'unused' }), 'pull_request'),
  };
}

const written = (w: World, sha: string) => ({
  comments: w.repo.comments(w.pr).length,
  checks: w.repo.checkRuns(sha).length,
});

describe('evaluateOrRefuse', () => {
  it('a push on top is judged against the state copied on the head it replaced, and nothing is written', async () => {
    const w = await newWorld(gh);
    await guardPullRequest(context(w, { action: 'opened' }), w.pr);
    const next = await w.wt.commit({ 'src/more.ts': 'export const m = 1;\n' }, 'more');
    await w.wt.push('feature');
    const before = written(w, next);
    const pull = { number: w.pr, head: { sha: next }, base: { ref: 'main' } };
    const payload = { action: 'synchronize', before: w.head, pull_request: pull };
    const evaluation = await evaluateOrRefuse(context(w, payload), w.pr);
    expect(evaluation).toMatchObject({
      head: next,
      state: { status: 'accepted', accepted: w.head, via: 'first' },
      decision: { verdict: 'accepted', transition: 'ahead', next: { accepted: next } },
      onCommit: [expect.objectContaining({ number: w.pr, headSha: next })],
    });
    expect(written(w, next)).toEqual(before);
  });

  it("a force-push GitHub's timeline records blocks, judged against the head it overwrote", async () => {
    const w = await newWorld(gh);
    await guardPullRequest(context(w, { action: 'opened' }), w.pr);
    await w.wt.git('commit', '--amend', '-m', 'rewritten');
    await w.wt.push('feature', { force: true });
    const evaluation = await evaluateOrRefuse(context(w), w.pr);
    expect(evaluation.state).toMatchObject({ accepted: w.head });
    expect(evaluation.decision).toMatchObject({ verdict: 'blocked', transition: 'diverged', newlyBlocked: true });
    expect(evaluation.head).not.toBe(w.head);
    expect(w.repo.comments(w.pr)).toEqual([]);
  });

  it('a PR that does not exist is a configuration error, passed on as it is', async () => {
    const w = await newWorld(gh);
    await expect(evaluateOrRefuse(context(w), 999)).rejects.toThrow(ConfigurationError);
  });
});

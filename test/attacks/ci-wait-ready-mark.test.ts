// Attacks on the ready mark (ci-wait's `ready-mark`): reviewers must only be handed a PR that can land, so an
// agent with push access tries to keep the mark on a PR that no longer can, to get it on one that never could,
// or to put it there itself. Run in the test's process (test/support/in-process/run.ts) against the fake GitHub,
// under mergexo's own App identity (a workflow writing with GITHUB_TOKEN is another identity, as on GitHub with a
// dedicated App).
import { describe, expect, it } from 'vitest';
import {
  ciWaitInProcess,
  head,
  openWorld,
  PERMISSIONS,
  pushCommit,
  pushToMain,
  requestsOf,
  startCiWaitInProcess as spawnCiWait,
  useGitHub,
  waitUntil,
  type World,
} from '../ci-wait/world.js';
import { appToken } from '../support/fake-world.js';

const APP = 'ghs_mergexo_app_token';
// Members: read lets the App see the organization's teams, which GitHub needs to request one.
const gh = useGitHub(appToken(APP, 'mergexo-app', { ...PERMISSIONS, members: 'read' }));

const LABEL = 'mergexo:ready';
const MARK = { 'ready-mark': 'label, reviewers', 'ready-reviewers': 'maya, acme/core' };

/** A PR in a repository where maya may review and the team acme/core exists. */
async function world(): Promise<World> {
  const w = await openWorld(gh);
  w.repo.setRole('maya', 'write');
  w.repo.addTeam('core');
  return w;
}

const run = (w: World, inputs: Record<string, string> = {}, more: Parameters<typeof ciWaitInProcess>[1] = {}) =>
  ciWaitInProcess(w, { token: APP, ...more, inputs: { ...MARK, ...inputs, ...more.inputs } });

/** Who is asked to review the PR now (users, then `team:` slugs). */
function requested(w: World): string[] {
  const pr = w.repo.pulls.get(w.pr)!;
  return [...(pr.requestedReviewers ?? []).map((u) => u.login), ...(pr.requestedTeams ?? []).map((t) => `team:${t}`)];
}

/** Every review request ever made on the PR (GitHub's timeline), so "never requested" can be asserted. */
const everRequested = (w: World) => w.repo.timelineEvents(w.pr, ['ReviewRequestedEvent']);

const gate = (w: World, sha: string, name: string, conclusion: string, app = 'mergexo-app') =>
  w.repo.addCheckRun(sha, { name, conclusion, app });

describe('attack: keep the mark after pushing (ci-wait ready-mark)', () => {
  it("an agent pushes after being marked: the push's run takes the mark back first, before it waits", async () => {
    const w = await world();
    const first = await head(w);
    w.repo.addCheckRun(first, { name: 'build', conclusion: 'success' });
    gate(w, first, 'mergexo/history-guard', 'success');
    const marked = await run(w);
    expect(marked.outputs).toMatchObject({ outcome: 'success', ready: 'true' });
    expect(w.repo.labelsOf(w.pr)).toEqual([LABEL]);
    expect(requested(w)).toEqual(['maya', 'team:core']);

    const second = await pushCommit(w, 2);
    const build = w.repo.addCheckRun(second, { name: 'build', status: 'in_progress' });
    const from = gh.requests.length;
    const { result } = spawnCiWait(w, { token: APP, inputs: MARK });
    // While the run still waits for the new head's CI, the mark is already gone.
    await waitUntil(
      gh,
      'the mark is taken back',
      () => requested(w).length === 0 && w.repo.labelsOf(w.pr).length === 0,
    );
    // Taken back before any verdict on the new head: the run has judged nothing yet.
    expect(w.repo.checkRuns(second).filter((c) => c.name === 'mergexo/ci-wait')).toEqual([]);
    expect(requestsOf(gh, 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs', from).length).toBeGreaterThan(0);
    w.repo.updateCheckRun(build.id, { conclusion: 'failure' });
    const failed = await result;
    expect(failed.outputs).toMatchObject({ outcome: 'ci_failed', ready: 'false' });
    expect(w.repo.labelsOf(w.pr)).toEqual(['mergexo:ci-failed']);
    expect(requested(w)).toEqual([]);
  });

  it('a conflict after the mark takes it back, and reviewers are never asked for a conflicting PR', async () => {
    const w = await world();
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    expect((await run(w)).outputs.ready).toBe('true');
    await pushToMain(w, 'src/feature.ts', 'export const v = "main";\n');
    const conflict = await run(w);
    expect(conflict.outputs).toMatchObject({ outcome: 'conflict', ready: 'false' });
    expect(requested(w)).toEqual([]);
    expect(w.repo.labelsOf(w.pr)).toEqual(['mergexo:conflict']);

    const other = await world();
    const otherSha = await head(other);
    other.repo.addCheckRun(otherSha, { name: 'build', conclusion: 'success' });
    await pushToMain(other, 'src/feature.ts', 'export const v = "main";\n');
    expect((await run(other)).outputs).toMatchObject({ outcome: 'conflict', ready: 'false' });
    expect(everRequested(other)).toEqual([]);
    expect(other.repo.labelsOf(other.pr)).not.toContain(LABEL);
  });
});

describe('attack: get the mark on a PR a gate refuses', () => {
  it('green CI but a failing mergexo/write-root-gate: never marked', async () => {
    const w = await world();
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    gate(w, sha, 'mergexo/write-root-gate', 'failure');
    const result = await run(w);
    expect(result.outputs).toMatchObject({ outcome: 'success', ready: 'false' });
    expect(result.stdout).toContain("the check 'mergexo/write-root-gate' is failure");
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
    expect(everRequested(w)).toEqual([]);
  });

  it("history-guard's block label keeps the mark off, and a gate still running does too", async () => {
    const w = await world();
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    w.repo.addLabel(w.pr, 'mergexo:blocked');
    expect((await run(w)).outputs.ready).toBe('false');
    expect(everRequested(w)).toEqual([]);

    const pending = await world();
    const psha = await head(pending);
    pending.repo.addCheckRun(psha, { name: 'build', conclusion: 'success' });
    pending.repo.addCheckRun(psha, { name: 'mergexo/collision', status: 'in_progress', app: 'mergexo-app' });
    expect((await run(pending)).outputs.ready).toBe('false');
    expect(everRequested(pending)).toEqual([]);
  });

  it('a mergexo/history-guard success forged by a workflow (another identity) does not count', async () => {
    const w = await world();
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    gate(w, sha, 'mergexo/history-guard', 'failure');
    // The agent's workflow writes a newer success of the same name with GITHUB_TOKEN.
    gate(w, sha, 'mergexo/history-guard', 'success', 'github-actions');
    const result = await ciWaitInProcess(w, { token: APP, inputs: MARK });
    expect(result.outputs).toMatchObject({ outcome: 'success', ready: 'false' });
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
    expect(everRequested(w)).toEqual([]);
  });

  it("the agent adds the ready label itself to a failing PR: ci-wait's run removes it", async () => {
    const w = await world();
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'failure' });
    w.repo.addLabel(w.pr, LABEL);
    const result = await run(w);
    expect(result.outputs).toMatchObject({ outcome: 'ci_failed', ready: 'false' });
    expect(w.repo.labelsOf(w.pr)).toEqual(['mergexo:ci-failed']);
    expect(everRequested(w)).toEqual([]);
  });

  it('a second PR on the same head that fails keeps the first unmarked (the commit cannot land safely)', async () => {
    const w = await world();
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    // The same commit heads a PR into a base it conflicts with.
    await w.wt.git('push', '-q', 'origin', `${sha}:refs/heads/feature-again`);
    await pushToMain(w, 'src/other.ts', 'export const o = 1;\n');
    const other = await w.repo.clone('maintainer2');
    await other.checkout('release', { create: true, from: 'main' });
    await other.commit({ 'src/feature.ts': 'export const v = "release";\n' }, 'release: feature differs');
    await other.push('release');
    const second = await w.repo.openPullRequest({ head: 'feature-again', base: 'release', author: 'agent-1' });
    const result = await run(w);
    expect(result.outputs).toMatchObject({ outcome: 'shared_head', ready: 'false' });
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
    expect(everRequested(w)).toEqual([]);
    expect(w.repo.labelsOf(second.number)).toEqual([]);
  });
});

describe('the mark is idempotent, and draft mode', () => {
  it('re-running on a marked, still-good PR writes nothing', async () => {
    const w = await world();
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    expect((await run(w)).outputs.ready).toBe('true');
    const from = gh.requests.length;
    const again = await run(w);
    expect(again.outputs).toMatchObject({ outcome: 'success', ready: 'true' });
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
    expect(everRequested(w)).toHaveLength(2);
  });

  it('a draft with green CI is made ready; a push converts it back to a draft', async () => {
    const w = await world();
    w.repo.setDraft(w.pr, true);
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const ready = await run(w, { 'ready-mark': 'draft', 'ready-reviewers': '' });
    expect(ready.outputs).toMatchObject({ outcome: 'success', ready: 'true' });
    expect((await w.repo.pull(w.pr)).draft).toBe(false);
    expect(w.repo.timelineEvents(w.pr, ['ReadyForReviewEvent']).map((e) => e.actor)).toEqual(['mergexo-app[bot]']);

    const next = await pushCommit(w, 2);
    w.repo.addCheckRun(next, { name: 'build', conclusion: 'failure' });
    const back = await run(w, { 'ready-mark': 'draft', 'ready-reviewers': '' });
    expect(back.outputs).toMatchObject({ outcome: 'ci_failed', ready: 'false' });
    expect((await w.repo.pull(w.pr)).draft).toBe(true);
  });

  it('a PR put on hold for a human loses the mark', async () => {
    const w = await world();
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    expect((await run(w)).outputs.ready).toBe('true');
    w.repo.addLabel(w.pr, 'mergexo:needs-human');
    const held = await run(w);
    expect(held.outputs).toMatchObject({ outcome: 'needs_human', ready: 'false' });
    expect(w.repo.labelsOf(w.pr)).toEqual(['mergexo:needs-human']);
    expect(requested(w)).toEqual([]);
  });
});

// The merge queue with the README's recommended protection: every mergexo check required on the base is required on
// the queue's own commit too, so the root action must answer each of them on `merge_group`. A clean PR goes through
// the queue (the fake's queue lands a group only when every required check passed on its commit); a group that
// breaks a rule fails the check of that rule, and the queue does not land it. The root action runs from its bundle
// (it starts each part's bundle) end to end on the first PR and its group: the runner's contract of the root. The
// other PRs and groups are judged by the same parts run one after another as the root runs them, each its main.ts
// in the test's process, as is a part alone.
import { describe, expect, it } from 'vitest';
import type { MergeGroupRecord } from '../../fake-github/merge-queue.js';
import type { FakeRepo } from '../../fake-github/repo.js';
import type { Worktree } from '../../fake-github/worktree.js';
import { botToken, useFakeGitHub, WRITE_PERMISSIONS } from '../support/fake-world.js';
import { runAction, type RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import { partsFor } from '../../src/mergexo/plan.js';

const TOKEN = 'ghs_queue_token';
/** What the root action's job grants GITHUB_TOKEN (README, "Permissions each action needs"). */
const PERMISSIONS = { ...WRITE_PERMISSIONS, statuses: 'read' } as const;
/** README step 3 with `wait-for-ci: true` and `urgency: blocking`, plus the repository's own CI. */
const REQUIRED = ['mergexo/history-guard', 'mergexo/write-root-gate', 'mergexo/ci-wait', 'mergexo/rebase', 'ci'];
const INPUTS = {
  'write-roots': 'src/**',
  'wait-for-ci': 'true',
  urgency: 'blocking',
  'drift-source': 'api',
  'grace-seconds': '5',
};
const HG = 'mergexo/history-guard';

const gh = useFakeGitHub([botToken(TOKEN, PERMISSIONS, 'github-actions')]);
let n = 0;

interface World {
  repo: FakeRepo;
  wt: Worktree;
}

async function world(): Promise<World> {
  const repo = await gh.createRepo(`acme/queued-${++n}`, { defaultBranch: 'main' });
  repo.setRole('maya', 'maintain');
  repo.requiredChecks = [...REQUIRED];
  repo.mergeQueue.require('main');
  // GitHub's answer to GITHUB_TOKEN reading the queue is undocumented; this takes the permissive one (the fake's
  // default refuses it: test/e2e/merge-queue-permission.test.ts).
  repo.mergeQueue.readableWithActionsToken = true;
  return { repo, wt: await repo.clone('agent-1') };
}

/** An agent's PR from `branch` writing `files`, with the repository's CI green on its head. */
async function openPr(w: World, branch: string, files: Record<string, string>): Promise<number> {
  await w.wt.checkout(branch, { create: true, from: 'main' });
  const head = await w.wt.commit(files, `${branch}: work`);
  await w.wt.push(branch);
  w.repo.addCheckRun(head, { name: 'ci', conclusion: 'success', app: 'ci-app' });
  return (await w.repo.openPullRequest({ head: branch, base: 'main', author: 'agent-1', title: branch })).number;
}

function root(w: World, event: { name: string; payload: unknown }, inputs: Record<string, string> = INPUTS) {
  return runAction({
    action: '.',
    event,
    inputs,
    token: TOKEN,
    apiUrl: gh.apiUrl,
    repository: w.repo.fullName,
    actor: 'maya',
  });
}

/** One part on `merge_group`, its main.ts in the test's process (./support/in-process/run.ts). */
function part(action: string, w: World, group: MergeGroupRecord, inputs: Record<string, string> = INPUTS) {
  return runInProcess({
    action,
    event: { name: 'merge_group', payload: gh.events.mergeGroup(w.repo, { group }) },
    inputs,
    token: TOKEN,
    apiUrl: gh.apiUrl,
    repository: w.repo.fullName,
  });
}

const prEvent = (w: World, number: number, action = 'opened') => ({
  name: 'pull_request',
  payload: gh.events.pullRequest(w.repo, number, action),
});

/** What the root action reports (src/mergexo/main.ts): each part's pass, its outputs as `<part>-<name>`, exit. */
interface ByParts {
  exitCode: number;
  parts: Record<string, boolean>;
  outputs: Record<string, string>;
}

/**
 * The root action's parts for `event` (src/mergexo/plan.ts), run in its order, each in the test's process, and
 * reported as the root reports them: what the root's run leaves behind, where the root's own bundle is not the
 * point (the first test runs it).
 */
async function byParts(w: World, event: { name: string; payload: unknown }): Promise<ByParts> {
  const out: ByParts = { exitCode: 0, parts: {}, outputs: {} };
  for (const action of partsFor(event.name, { waitForCi: true, mode: '', urgency: INPUTS.urgency })) {
    const r = await runInProcess({
      action,
      event,
      inputs: INPUTS,
      token: TOKEN,
      apiUrl: gh.apiUrl,
      repository: w.repo.fullName,
      actor: 'maya',
    });
    out.parts[action] = r.exitCode === 0;
    if (r.exitCode !== 0) out.exitCode = 1;
    for (const [name, value] of Object.entries(r.outputs)) out.outputs[`${action}-${name}`] = value;
  }
  return out;
}

/** What the root's run on a PR leaves behind, for tests about the group: whether each part passed, by part. */
async function openedByParts(w: World, number: number): Promise<Record<string, boolean>> {
  return (await byParts(w, prEvent(w, number))).parts;
}

const groupEvent = (w: World, group: MergeGroupRecord) => ({
  name: 'merge_group',
  payload: gh.events.mergeGroup(w.repo, { group }),
});

/** The group's CI, which the repository's own workflow runs on `merge_group`. */
function groupCi(w: World, group: MergeGroupRecord, conclusion = 'success') {
  w.repo.addCheckRun(group.headSha, { name: 'ci', conclusion, app: 'ci-app' });
}

function parts(r: RunActionResult): Record<string, boolean> {
  return Object.fromEntries(
    (JSON.parse(r.outputs.parts ?? '[]') as { part: string; ok: boolean }[]).map((p) => [p.part, p.ok]),
  );
}

/** The newest conclusion of each mergexo check on `sha`. */
function verdicts(w: World, sha: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const c of w.repo.checkRuns(sha).sort((a, b) => a.id - b.id)) {
    if (c.name.startsWith('mergexo/')) out[c.name] = c.conclusion;
  }
  return out;
}

function latest(w: World, sha: string, name: string) {
  return w.repo
    .checkRuns(sha)
    .filter((c) => c.name === name)
    .sort((a, b) => b.id - a.id)[0];
}

/** Every part the root runs on a PR passed. */
const ALL_PASS = { 'history-guard': true, 'write-root-gate': true, 'rebase-notify': true, 'ci-wait': true };

const ALL_GREEN = {
  'mergexo/ci-wait': 'success',
  'mergexo/history-guard': 'success',
  'mergexo/rebase': 'success',
  'mergexo/write-root-gate': 'success',
};

describe('the merge queue under the recommended protection (root action)', () => {
  it('a clean PR goes through the queue end to end', async () => {
    const w = await world();
    const pr = await openPr(w, 'feature', { 'src/feature.ts': 'export const f = 1;\n' });
    const opened = await root(w, prEvent(w, pr));
    expect(opened.exitCode, opened.stdout).toBe(0);
    const view = await w.repo.pull(pr);
    expect(verdicts(w, view.headSha)).toEqual(ALL_GREEN);
    // Every required check passed on the head: the PR may enter the queue.
    expect(view.mergeableState).toBe('clean');

    const group = await w.repo.mergeQueue.enqueue(pr, { by: 'maya' });
    groupCi(w, group);
    // The queue waits for every required check on its own commit.
    await expect(w.repo.mergeQueue.land(pr)).rejects.toThrow(/mergexo\/history-guard: missing/);

    const queued = await root(w, groupEvent(w, group));
    expect(queued.exitCode, queued.stdout).toBe(0);
    expect(parts(queued)).toEqual({
      'history-guard': true,
      'write-root-gate': true,
      'rebase-notify': true,
      'ci-wait': true,
    });
    expect(verdicts(w, group.headSha)).toEqual(ALL_GREEN);
    expect(latest(w, group.headSha, HG)?.output.title).toBe(`Every PR in this merge group is append-only (#${pr})`);

    expect(await w.repo.mergeQueue.land(pr)).toEqual({ merged: [pr], baseSha: group.headSha });
    expect(await w.repo.pull(pr)).toMatchObject({ state: 'closed', merged: true });
    expect(w.repo.branchSha('main')).toBe(group.headSha);
  });

  it('a PR whose history was rewritten after it was queued fails mergexo/history-guard on its group', async () => {
    const w = await world();
    const pr = await openPr(w, 'feature', { 'src/feature.ts': 'export const f = 1;\n' });
    expect(await openedByParts(w, pr)).toEqual(ALL_PASS);
    const group = await w.repo.mergeQueue.enqueue(pr, { by: 'maya' });
    groupCi(w, group);
    // The agent rewrites the accepted commit; the run for that push never happened.
    await w.wt.git('commit', '--amend', '-m', 'feature: rewritten');
    await w.wt.push('feature', { force: true });

    const queued = await byParts(w, groupEvent(w, group));
    expect(queued.exitCode).toBe(1);
    expect(queued.parts['history-guard']).toBe(false);
    expect(queued.outputs['history-guard-verdict']).toBe('blocked');
    const check = latest(w, group.headSha, HG);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toBe(`Blocked: #${pr} in this merge group`);
    expect(check?.output.summary).toContain('it is blocked: history rewritten');
    // Judged as on a push: the PR itself is blocked, with its label and the check on its head.
    const view = await w.repo.pull(pr);
    expect(view.labels).toContain('mergexo:blocked');
    expect(latest(w, view.headSha, HG)?.conclusion).toBe('failure');
    await expect(w.repo.mergeQueue.land(pr)).rejects.toThrow(/mergexo\/history-guard: failure/);
  });

  it('a group whose merge writes outside the lease fails mergexo/write-root-gate', async () => {
    const w = await world();
    const pr = await openPr(w, 'escape', { 'src/ok.ts': 'ok\n', 'secrets/key.pem': 'nope\n' });
    const opened = await openedByParts(w, pr);
    expect(opened['write-root-gate']).toBe(false);
    // An admin queues it anyway (bypassing protection): the queue's own commit is judged again.
    const group = await w.repo.mergeQueue.enqueue(pr, { by: 'maya' });
    groupCi(w, group);
    const queued = await byParts(w, groupEvent(w, group));
    expect(queued.exitCode).toBe(1);
    expect(queued.parts).toEqual({
      'history-guard': true,
      'write-root-gate': false,
      'rebase-notify': true,
      'ci-wait': true,
    });
    expect(verdicts(w, group.headSha)).toEqual({ ...ALL_GREEN, 'mergexo/write-root-gate': 'failure' });
    await expect(w.repo.mergeQueue.land(pr)).rejects.toThrow(/mergexo\/write-root-gate: failure/);
    expect(await w.repo.pull(pr)).toMatchObject({ state: 'open', merged: false });
  });

  it("a group whose own CI fails fails mergexo/ci-wait, even though the PR's head was green", async () => {
    const w = await world();
    const pr = await openPr(w, 'feature', { 'src/feature.ts': 'export const f = 1;\n' });
    expect(await openedByParts(w, pr)).toEqual(ALL_PASS);
    const group = await w.repo.mergeQueue.enqueue(pr, { by: 'maya' });
    groupCi(w, group, 'failure');
    const queued = await byParts(w, groupEvent(w, group));
    expect(queued.exitCode).toBe(1);
    expect(queued.parts['ci-wait']).toBe(false);
    expect(queued.outputs['ci-wait-outcome']).toBe('ci_failed');
    expect(JSON.parse(queued.outputs['ci-wait-failed-checks'] ?? '[]')).toEqual([
      expect.objectContaining({ name: 'ci', conclusion: 'failure' }),
    ]);
    expect(verdicts(w, group.headSha)).toEqual({ ...ALL_GREEN, 'mergexo/ci-wait': 'failure' });
    // The group branch is the queue's: no label or comment was made for it.
    expect((await w.repo.pull(pr)).labels).toEqual([]);
  });
});

describe('history-guard on merge_group', () => {
  it('judges the PRs ahead in the queue too: a blocked one fails the group behind it', async () => {
    const w = await world();
    const first = await openPr(w, 'first', { 'src/first.ts': '1\n' });
    const second = await openPr(w, 'second', { 'src/second.ts': '2\n' });
    for (const pr of [first, second]) expect(await openedByParts(w, pr)).toEqual(ALL_PASS);
    await w.repo.mergeQueue.enqueue(first, { by: 'maya' });
    const group = await w.repo.mergeQueue.enqueue(second, { by: 'maya' });
    expect(group.pulls).toEqual([first, second]);
    await w.wt.checkout('first');
    await w.wt.git('commit', '--amend', '-m', 'first: rewritten');
    await w.wt.push('first', { force: true });

    const r = await part('history-guard', w, group);
    expect(r.exitCode).toBe(1);
    expect(r.outputs.verdict).toBe('blocked');
    const check = latest(w, group.headSha, HG);
    expect(check?.output.title).toBe(`Blocked: #${first} in this merge group`);
    expect(check?.output.summary).toContain(`PR #${second}: accepted`);
    expect(r.summary).toContain(`#${first}`);
  });

  it('passes a group of two clean PRs, naming both', async () => {
    const w = await world();
    const first = await openPr(w, 'first', { 'src/first.ts': '1\n' });
    const second = await openPr(w, 'second', { 'src/second.ts': '2\n' });
    await w.repo.mergeQueue.enqueue(first, { by: 'maya' });
    const group = await w.repo.mergeQueue.enqueue(second, { by: 'maya' });
    const r = await part('history-guard', w, group);
    expect(r.exitCode, r.stdout).toBe(0);
    expect(latest(w, group.headSha, HG)?.output.title).toBe(
      `Every PR in this merge group is append-only (#${first}, #${second})`,
    );
  });

  it("refuses a group that does not contain the PR's accepted head (a squashing queue)", async () => {
    const w = await world();
    const pr = await openPr(w, 'feature', { 'src/feature.ts': 'export const f = 1;\n' });
    const group = await w.repo.mergeQueue.enqueue(pr, { by: 'maya', method: 'squash' });
    const r = await part('history-guard', w, group);
    expect(r.exitCode).toBe(1);
    const check = latest(w, group.headSha, HG);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.summary).toContain('the group commit does not contain its accepted head');
    expect(check?.output.summary).toContain('"merge"');
    // The PR itself is fine: only the group is refused.
    expect(latest(w, (await w.repo.pull(pr)).headSha, HG)?.conclusion).toBe('success');
  });

  it('refuses a group whose PR is not in the queue, and one whose ref names no PR', async () => {
    const w = await world();
    const pr = await openPr(w, 'feature', { 'src/feature.ts': 'x\n' });
    const group = await w.repo.mergeQueue.enqueue(pr, { by: 'maya' });
    await w.repo.mergeQueue.dequeue(pr);
    const gone = await part('history-guard', w, group);
    expect(gone.exitCode).toBe(1);
    expect(latest(w, group.headSha, HG)?.output.summary).toContain('could not tell which PRs this group holds');

    const payload = gh.events.mergeGroup(w.repo, { group });
    payload.merge_group.head_ref = 'refs/heads/gh-readonly-queue/main/something-else';
    const unnamed = await runInProcess({
      action: 'history-guard',
      event: { name: 'merge_group', payload },
      token: TOKEN,
      apiUrl: gh.apiUrl,
      repository: w.repo.fullName,
    });
    expect(unnamed.exitCode).toBe(1);
    expect(latest(w, group.headSha, HG)?.output.summary).toContain('does not name a pull request');
  });
});

describe('rebase-notify on merge_group', () => {
  it('answers mergexo/rebase on the group with urgency blocking, and writes nothing otherwise', async () => {
    const w = await world();
    const pr = await openPr(w, 'feature', { 'src/feature.ts': 'x\n' });
    // The base moves on: the PR is behind, its group is not (the queue built it on the new base).
    const main = await w.repo.clone('maya');
    await main.checkout('main');
    await main.commit({ 'docs/news.md': 'news\n' }, 'docs: news');
    await main.push('main');
    const group = await w.repo.mergeQueue.enqueue(pr, { by: 'maya' });

    const helpful = await part('rebase-notify', w, group, { urgency: 'helpful' });
    expect(helpful.exitCode).toBe(0);
    expect(latest(w, group.headSha, 'mergexo/rebase')).toBeUndefined();

    const blocking = await part('rebase-notify', w, group, { urgency: 'blocking' });
    expect(blocking.exitCode, blocking.stdout).toBe(0);
    expect(latest(w, group.headSha, 'mergexo/rebase')).toMatchObject({
      conclusion: 'success',
      output: expect.objectContaining({ title: 'Merge group: up to date with its base' }),
    });
  });
});

// Attack (issue 20, "a merge group vouched for by one PR"): a merge group commit holds the PR its ref names and
// every PR ahead of it in the queue, and with "only merge non-failing pull requests" off GitHub lands the PRs
// ahead with a later group even when their own group failed. An agent whose PR is queued first loses its lease
// (or its CI fails) after queueing; a second PR queued behind it gets a group of its own, which holds the first's
// changes too. Every gate must judge the whole group: the second group's check fails and names the first.
// Each gate's main.ts runs in the test's process (test/support/in-process/run.ts) against the fake GitHub's merge
// queue (fake-github/merge-queue.ts).
import { describe, expect, it } from 'vitest';
import type { MergeGroupRecord } from '../../fake-github/merge-queue.js';
import { botToken, useFakeGitHub, WRITE_PERMISSIONS } from '../support/fake-world.js';
import type { RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import { newRepo, openPr, type World } from '../write-root-gate/world.js';

const TOKEN = 'ghs_queue_gates';
const gh = useFakeGitHub([botToken(TOKEN, { ...WRITE_PERMISSIONS, statuses: 'read' }, 'github-actions')]);

const WRG = 'mergexo/write-root-gate';
const CIW = 'mergexo/ci-wait';

function run(action: string, event: { name: string; payload: unknown }, w: World, inputs: Record<string, string> = {}) {
  return runInProcess({
    action,
    event,
    inputs: { 'grace-seconds': '0', 'interval-seconds': '5', ...inputs },
    token: TOKEN,
    apiUrl: gh.apiUrl,
    serverUrl: gh.serverUrl,
    repository: w.repo.fullName,
    job: action,
  });
}

const onPull = (action: string, w: World, number: number, event = 'opened', inputs: Record<string, string> = {}) =>
  run(action, { name: 'pull_request_target', payload: gh.events.pullRequest(w.repo, number, event) }, w, inputs);

const onGroup = (action: string, w: World, group: MergeGroupRecord) =>
  run(action, { name: 'merge_group', payload: gh.events.mergeGroup(w.repo, { group }) }, w);

function latest(w: World, sha: string, name: string) {
  return w.repo
    .checkRuns(sha)
    .filter((c) => c.name === name)
    .sort((a, b) => b.id - a.id)[0];
}

/**
 * Two PRs on one base with a merge queue, each inside its lease and green: `first` leased by the label
 * `lease/docs` (docs), `second` by its branch (services/billing). Both queued, first in line first.
 */
async function twoQueued(): Promise<{
  w: World;
  first: number;
  second: number;
  group1: MergeGroupRecord;
  group2: MergeGroupRecord;
}> {
  const { repo, main } = await newRepo(gh);
  repo.mergeQueue.require('main');
  // GitHub's answer to GITHUB_TOKEN reading the queue is undocumented; this takes the permissive one (the fake's
  // default refuses it: test/e2e/merge-queue-permission.test.ts).
  repo.mergeQueue.readableWithActionsToken = true;
  const docs = await openPr(
    gh,
    { 'docs/guide.md': '# Guide, revised\n' },
    { branch: 'agent/docs/guide', inRepo: { repo, main } },
  );
  repo.addLabel(docs.pr, 'lease/docs');
  const billing = await openPr(
    gh,
    { 'services/billing/tax.ts': 'export const tax = 0.3;\n' },
    { inRepo: { repo, main } },
  );
  for (const w of [docs, billing]) {
    const head = (await repo.pull(w.pr)).headSha;
    repo.addCheckRun(head, { name: 'build', conclusion: 'success' });
    const gate = await onPull('write-root-gate', w, w.pr);
    expect(gate.outputs.verdict, gate.stdout).toBe('pass');
    expect((await onPull('ci-wait', w, w.pr)).outputs.outcome).toBe('success');
  }
  const group1 = await repo.mergeQueue.enqueue(docs.pr, { by: 'maya' });
  const group2 = await repo.mergeQueue.enqueue(billing.pr, { by: 'maya' });
  expect(group2.pulls).toEqual([docs.pr, billing.pr]);
  for (const g of [group1, group2]) repo.addCheckRun(g.headSha, { name: 'build', conclusion: 'success' });
  return { w: billing, first: docs.pr, second: billing.pr, group1, group2 };
}

describe('attack: a merge group vouched for by the one PR its ref names', () => {
  it('write-root-gate: the lease of the PR ahead is withdrawn before the group behind it is judged', async () => {
    const { w, first, second, group2 } = await twoQueued();
    // The first PR's lease was its label; a maintainer removes it (the lease is withdrawn) after it was queued.
    const labels = w.repo.getPull(first).labels;
    labels.splice(labels.indexOf('lease/docs'), 1);

    const judged: RunActionResult = await onGroup('write-root-gate', w, group2);
    expect(judged.exitCode).toBe(1);
    expect(judged.outputs.verdict).toBe('refused');
    const check = latest(w, group2.headSha, WRG);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toBe(`Refused: this merge group also holds #${first}, which writes outside its roots`);
    expect(check?.output.summary).toContain(`PR #${second} is inside its own roots`);
    expect(judged.stdout).toContain(`the merge group of PR #${second}`);
    // The first PR is judged as on a push: quarantined, with its own head's check failing.
    const firstView = await w.repo.pull(first);
    expect(firstView.labels).toContain('mergexo:quarantined');
    expect(latest(w, firstView.headSha, WRG)?.conclusion).toBe('failure');
    // The second PR itself is fine.
    expect(latest(w, (await w.repo.pull(second)).headSha, WRG)?.conclusion).toBe('success');
    // Under protection that requires the gate, the queue does not land the group (nor the PR ahead with it).
    w.repo.requiredChecks = [WRG];
    await expect(w.repo.mergeQueue.land(second)).rejects.toThrow(/mergexo\/write-root-gate: failure/);
    expect(await w.repo.pull(first)).toMatchObject({ state: 'open', merged: false });
  });

  it('write-root-gate: a group of two PRs that both stay inside their leases passes, naming the one ahead', async () => {
    const { w, first, group2 } = await twoQueued();
    const judged = await onGroup('write-root-gate', w, group2);
    expect(judged.exitCode, judged.stdout).toBe(0);
    const check = latest(w, group2.headSha, WRG);
    expect(check?.conclusion).toBe('success');
    expect(check?.output.summary).toContain(`ahead of it in the queue, whose changes the group also holds (#${first})`);
  });

  it('ci-wait: the PR ahead has its CI fail after it was queued; the group behind it fails, naming it', async () => {
    const { w, first, group2 } = await twoQueued();
    // The first PR's CI is re-run and fails: ci-wait's run for it refuses its head.
    const firstHead = (await w.repo.pull(first)).headSha;
    w.repo.addCheckRun(firstHead, { name: 'build', conclusion: 'failure' });
    expect((await onPull('ci-wait', w, first, 'synchronize')).outputs.outcome).toBe('ci_failed');

    // The group behind it holds the first's changes, and its own CI passes.
    const judged = await onGroup('ci-wait', w, group2);
    expect(judged.exitCode).toBe(1);
    expect(judged.outputs.outcome).toBe('shared_head');
    const check = latest(w, group2.headSha, CIW);
    expect(check?.conclusion).toBe('failure');
    // Markdown keeps a PR number from becoming a link (a zero-width joiner after '#').
    expect(check?.output.summary).toMatch(new RegExp(`the group also lands #\u200d?${first},`));
    expect(judged.stdout).toContain(`#${first}`);
  });

  it('ci-wait: a group whose PRs all pass ci-wait on their heads passes', async () => {
    const { w, group2 } = await twoQueued();
    const judged = await onGroup('ci-wait', w, group2);
    expect(judged.exitCode, judged.stdout).toBe(0);
    expect(latest(w, group2.headSha, CIW)?.conclusion).toBe('success');
  });
});

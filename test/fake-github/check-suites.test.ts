// Which check suite a check run joins, and what deleting a workflow run deletes (fake-github/check-suites.ts), as
// the cited reports describe GitHub: a GITHUB_TOKEN check run cannot name its suite and lands in the suite of the
// workflow run created first on its commit (orgs/community/discussions/24616, bencherdev/bencher#536); deleting
// a workflow run deletes its suite with every check run in it (Mattraks/delete-workflow-runs#15); an App's check
// runs go into the App's own suite, which no workflow run carries.
import { describe, expect, it } from 'vitest';
import { appToken, botToken, useFakeGitHub, userToken } from '../support/fake-world.js';
import { ALL_WRITE, client } from './helpers.js';

const gh = useFakeGitHub([
  botToken('actions', ALL_WRITE),
  botToken('actions-cleanup', { ...ALL_WRITE, actions: 'write' }),
  appToken('app', 'mergexo-app', ALL_WRITE),
  userToken('maya-pat', 'maya'),
]);
let n = 0;

async function commitWithTwoRuns() {
  const repo = await gh.createRepo(`acme/suites-${++n}`, { defaultBranch: 'main' });
  repo.setRole('maya', 'maintain');
  const wt = await repo.clone('agent');
  await wt.checkout('feature', { create: true, from: 'main' });
  const head = await wt.commit({ 'src/a.ts': 'a\n' }, 'feature');
  await wt.push('feature');
  // On a push GitHub starts CI (`pull_request`, on the head) before mergexo writes anything there; mergexo's own
  // `pull_request_target` run is on the base commit, so its suite is not on the head at all.
  const ci = repo.recordWorkflowRun({
    actor: 'agent',
    event: 'pull_request',
    path: '.github/workflows/ci.yml',
    headSha: head,
  });
  const lint = repo.recordWorkflowRun({
    actor: 'agent',
    event: 'pull_request',
    path: '.github/workflows/lint.yml',
    headSha: head,
  });
  const base = repo.branchSha('main')!;
  const mergexo = repo.recordWorkflowRun({ actor: 'agent', event: 'pull_request_target', headSha: base });
  repo.addCheckRun(head, { name: 'test', conclusion: 'success', workflowRun: ci });
  repo.addCheckRun(head, { name: 'lint', conclusion: 'success', workflowRun: lint });
  const create = (token: string, name: string) =>
    client(gh, token)('POST', `/repos/${repo.fullName}/check-runs`, { name, head_sha: head, conclusion: 'failure' });
  return { repo, head, ci, lint, mergexo, create };
}

describe('the check suite a check run joins', () => {
  it('GITHUB_TOKEN’s check run goes into the suite of the first workflow run on its commit, CI’s', async () => {
    const w = await commitWithTwoRuns();
    const made = await w.create('actions', 'mergexo/history-guard');
    expect(made.status).toBe(201);
    expect(made.json.check_suite.id).toBe(w.ci.suiteId);
    expect(w.repo.checkSuites.runOf(made.json.id)?.id).toBe(w.ci.id);
    // Every later one joins the same suite, whichever workflow wrote it.
    const again = await w.create('actions', 'mergexo/write-root-gate');
    expect(again.json.check_suite.id).toBe(w.ci.suiteId);
  });

  it('an App’s check run goes into the App’s own suite, which no workflow run carries', async () => {
    const w = await commitWithTwoRuns();
    const made = await w.create('app', 'mergexo/history-guard');
    expect(made.json.check_suite.id).not.toBe(w.ci.suiteId);
    expect(made.json.check_suite.id).not.toBe(w.lint.suiteId);
    expect(w.repo.checkSuites.runOf(made.json.id)).toBeUndefined();
  });

  it('with no workflow run on the commit, GITHUB_TOKEN’s check runs share one suite no run carries', async () => {
    const repo = await gh.createRepo(`acme/suites-${++n}`, { defaultBranch: 'main' });
    const head = repo.branchSha('main')!;
    const create = (name: string) =>
      client(gh, 'actions')('POST', `/repos/${repo.fullName}/check-runs`, {
        name,
        head_sha: head,
        conclusion: 'success',
      });
    const first = await create('one');
    const second = await create('two');
    expect(second.json.check_suite.id).toBe(first.json.check_suite.id);
    expect(repo.checkSuites.runOf(first.json.id)).toBeUndefined();
    // A workflow run started later gets a suite of its own; check runs still join the first suite on the commit.
    const late = repo.recordWorkflowRun({ actor: 'maya', event: 'push', headSha: head });
    expect(late.suiteId).not.toBe(first.json.check_suite.id);
    expect((await create('three')).json.check_suite.id).toBe(first.json.check_suite.id);
  });
});

describe('deleting a workflow run', () => {
  it('deletes every check run of its suite, mergexo’s verdict that joined it included', async () => {
    const w = await commitWithTwoRuns();
    const verdict = await w.create('actions', 'mergexo/history-guard');
    const del = await client(gh, 'maya-pat')('DELETE', `/repos/${w.repo.fullName}/actions/runs/${w.ci.id}`);
    expect(del.status).toBe(204);
    const left = w.repo.checkRuns(w.head).map((c) => c.name);
    expect(left).toEqual(['lint']);
    expect(left).not.toContain('mergexo/history-guard');
    expect(w.repo.checkRuns(w.head).some((c) => c.id === verdict.json.id)).toBe(false);
    expect((await client(gh, 'maya-pat')('GET', `/repos/${w.repo.fullName}/actions/runs/${w.ci.id}`)).status).toBe(404);
  });

  it('deleting the run that wrote the verdict deletes nothing of it when GitHub filed it under another run', async () => {
    const w = await commitWithTwoRuns();
    await w.create('actions', 'mergexo/history-guard');
    expect(w.repo.deleteWorkflowRun(w.mergexo.id)).toBe(0);
    expect(w.repo.checkRuns(w.head).map((c) => c.name)).toContain('mergexo/history-guard');
  });

  it('leaves an App’s check runs alone', async () => {
    const w = await commitWithTwoRuns();
    await w.create('app', 'mergexo/history-guard');
    w.repo.deleteWorkflowRun(w.ci.id);
    w.repo.deleteWorkflowRun(w.lint.id);
    expect(w.repo.checkRuns(w.head).map((c) => c.name)).toEqual(['mergexo/history-guard']);
  });

  it('needs actions: write', async () => {
    const w = await commitWithTwoRuns();
    const refused = await client(gh, 'actions')('DELETE', `/repos/${w.repo.fullName}/actions/runs/${w.ci.id}`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-accepted-github-permissions')).toBe('actions=write');
    const done = await client(gh, 'actions-cleanup')('DELETE', `/repos/${w.repo.fullName}/actions/runs/${w.ci.id}`);
    expect(done.status).toBe(204);
    expect(w.repo.checkRuns(w.head).map((c) => c.name)).toEqual(['lint']);
  });

  it('answers the run’s commit and suite', async () => {
    const w = await commitWithTwoRuns();
    const run = await client(gh, 'actions')('GET', `/repos/${w.repo.fullName}/actions/runs/${w.ci.id}`);
    expect(run.json).toMatchObject({ head_sha: w.head, check_suite_id: w.ci.suiteId, event: 'pull_request' });
  });
});

// Attacks on the ready mark's evidence (issue 20, "the ready mark set on an absence"): ci-wait hands a PR to
// reviewers only when every check the base requires (branch protection and rulesets, mergexo's own gates
// included) is present and passing on its head, and a gate that refuses takes the mark back in the same run.
// An agent with push access tries to get the mark before a gate has judged, to keep it after a gate refuses,
// or to stand in for a required check with one of its own. Every action's main.ts runs in the test's process
// (test/support/in-process/run.ts) against the fake GitHub, under one App identity (mergexo's); a workflow
// writing with GITHUB_TOKEN is another identity.
import { describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import { appToken, useFakeGitHub, WRITE_PERMISSIONS } from '../support/fake-world.js';
import type { RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import { LEASES, newRepo, openPr, type World } from '../write-root-gate/world.js';

const APP = 'ghs_mergexo_ready_app';
const gh: FakeGitHub = useFakeGitHub([appToken(APP, 'mergexo-app', { ...WRITE_PERMISSIONS, statuses: 'read' })]);

const READY = 'mergexo:ready';
const QUARANTINED = 'mergexo:quarantined';
const MARK = { 'ready-mark': 'label' };
const GATE = 'mergexo/write-root-gate';
/** The lease file once a maintainer moved the billing agent's roots elsewhere. */
const WITHDRAWN = LEASES.replace('- services/billing\n', '- services/payments\n');

function run(
  world: World,
  action: string,
  inputs: Record<string, string> = {},
  event = 'synchronize',
): Promise<RunActionResult> {
  return runInProcess({
    action,
    event: { name: 'pull_request_target', payload: world.gh.events.pullRequest(world.repo, world.pr, event) },
    token: APP,
    apiUrl: world.gh.apiUrl,
    serverUrl: world.gh.serverUrl,
    repository: world.repo.fullName,
    job: action,
    inputs: { ...MARK, ...inputs },
  });
}

/** ci-wait with a short grace period: the checks of these tests are there before it starts. */
const ciWait = (w: World, inputs: Record<string, string> = {}) =>
  run(w, 'ci-wait', { 'grace-seconds': '0', 'interval-seconds': '5', ...inputs });

const labels = (w: World) => [...w.repo.labelsOf(w.pr)].sort();

/** A PR inside its billing lease, with a green build, on a base that requires `required`. */
async function greenPr(required: string[]): Promise<World & { sha: string }> {
  const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
  world.repo.requiredChecks = required;
  const sha = (await world.repo.pull(world.pr)).headSha;
  world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
  return { ...world, sha };
}

describe('attack: the mark on an absence (a required gate has not reported yet)', () => {
  it('ci-wait passes before write-root-gate has reported: not marked; marked once the gate passed', async () => {
    const w = await greenPr(['build', GATE, 'mergexo/ci-wait']);
    const early = await ciWait(w);
    expect(early.outputs).toMatchObject({ outcome: 'success', ready: 'false' });
    expect(early.stdout).toContain(`the base requires the check '${GATE}', which mergexo has not reported`);
    expect(labels(w)).toEqual([]);

    expect((await run(w, 'write-root-gate')).outputs.verdict).toBe('pass');
    const later = await ciWait(w);
    expect(later.outputs).toMatchObject({ outcome: 'success', ready: 'true' });
    expect(labels(w)).toEqual([READY]);
  });

  it("a required gate's success forged by a workflow (another identity) does not count", async () => {
    const w = await greenPr(['build', GATE]);
    // The agent's workflow, with GITHUB_TOKEN, writes the gate's name before the gate has judged.
    w.repo.addCheckRun(w.sha, { name: GATE, conclusion: 'success', app: 'github-actions' });
    const result = await ciWait(w);
    expect(result.outputs).toMatchObject({ outcome: 'success', ready: 'false' });
    expect(result.stdout).toContain(`the base requires the check '${GATE}', which mergexo has not reported`);
    expect(labels(w)).toEqual([]);
  });

  it("a required check of another tool that is absent keeps the mark off, even where ci-wait's globs skip it", async () => {
    const w = await greenPr(['build', 'security-scan']);
    const result = await ciWait(w, { checks: 'build' });
    expect(result.outputs).toMatchObject({ outcome: 'success', ready: 'false' });
    expect(result.stdout).toContain("the base requires the check 'security-scan', which has not reported");
    expect(labels(w)).toEqual([]);

    w.repo.addStatus(w.sha, { context: 'security-scan', state: 'success' });
    expect((await ciWait(w, { checks: 'build' })).outputs.ready).toBe('true');
    expect(labels(w)).toEqual([READY]);
  });

  it('required checks that cannot be read keep the mark off, in one line, and ci-wait still passes', async () => {
    const w = await greenPr(['build']);
    gh.faults.next({
      kind: '500',
      match: { operation: 'GET /repos/{owner}/{repo}/rules/branches/{branch}' },
      times: 20,
    });
    let result: RunActionResult;
    try {
      result = await ciWait(w);
    } finally {
      gh.faults.clear();
    }
    expect(result.outputs).toMatchObject({ outcome: 'success', ready: 'false' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /Not marked ready for review on [0-9a-f]+: the checks the base requires are not known/,
    );
    expect(labels(w)).toEqual([]);
    const check = w.repo.checkRuns(w.sha).find((c) => c.name === 'mergexo/ci-wait');
    expect(check?.conclusion).toBe('success');
  });
});

describe('attack: keep the mark after a gate refuses', () => {
  it('write-root-gate refuses a marked PR (its lease withdrawn on the base): the mark goes in that run', async () => {
    const w = await greenPr(['build', GATE]);
    expect((await run(w, 'write-root-gate')).outputs.verdict).toBe('pass');
    expect((await ciWait(w)).outputs.ready).toBe('true');
    expect(labels(w)).toEqual([READY]);

    // A maintainer withdraws the billing lease; the gate judges the PR again (an edit, a re-run).
    await w.main.commit({ '.github/mergexo.yml': WITHDRAWN }, 'withdraw the billing lease');
    await w.main.push('main');
    const refused = await run(w, 'write-root-gate', {}, 'edited');
    expect(refused.outputs.verdict).toBe('refused');
    expect(labels(w)).toEqual([QUARANTINED]);
  });

  it('history-guard blocks a marked PR whose history was rewritten: the mark goes in that run', async () => {
    const { repo, main } = await newRepo(gh);
    const w = await openPr(
      gh,
      { 'services/billing/invoice.ts': 'export const invoice = 2;\n' },
      { inRepo: { repo, main } },
    );
    expect((await run(w, 'history-guard', {}, 'opened')).outputs.verdict).toBe('accepted');
    const first = (await repo.pull(w.pr)).headSha;
    repo.addCheckRun(first, { name: 'build', conclusion: 'success' });
    expect((await ciWait(w)).outputs.ready).toBe('true');

    await w.wt.git('commit', '--amend', '-m', 'rewritten');
    await w.wt.push(w.branch, { force: true });
    const blocked = await run(w, 'history-guard');
    expect(blocked.outputs.verdict).toBe('blocked');
    expect(blocked.stdout).toContain('ready for review mark taken back: history-guard blocks the PR');
    expect(labels(w)).toEqual(['mergexo:blocked']);
  });

  it('the same inputs off (the default): a refusing gate leaves labels it does not own alone', async () => {
    const w = await greenPr(['build']);
    w.repo.addLabel(w.pr, READY);
    await w.main.commit({ '.github/mergexo.yml': WITHDRAWN }, 'withdraw the billing lease');
    await w.main.push('main');
    expect((await run(w, 'write-root-gate', { 'ready-mark': 'off' })).outputs.verdict).toBe('refused');
    expect(labels(w)).toEqual([QUARANTINED, READY]);
  });
});

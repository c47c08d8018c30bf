// Attack class 3: GITHUB_TOKEN is one identity for every workflow of a repository. Any workflow (one an agent
// adds on its own branch included) writes checks and comments as the identity mergexo trusts, and a commit status
// named like a mergexo check satisfies a required check that is not pinned to a source. What mergexo does about
// it: it says so in the job summary of every run that wrote a verdict under that identity, it acts as an App of
// its own when configured (the reusable workflow's inputs app-id and environment), and it never takes a commit
// status, or a check run of another app, for its own verdict. What it cannot do, asserted here as the residual:
// tell its own check runs from another workflow's while both are GITHUB_TOKEN's, or stop a required check that is
// not pinned to a source from accepting a status of the same name (docs/security.md).
// Each action's main.ts runs in the test's process (test/support/in-process/run.ts), under the token a run is given.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { FakeRepo } from '../../fake-github/repo.js';
import { SHARED_IDENTITY_NOTE } from '../../src/core/identity.js';
import * as waitWorld from '../ci-wait/world.js';
import * as guardWorld from '../e2e/support/history-guard-world.js';
import { appToken, botToken, useFakeGitHub } from '../support/fake-world.js';
import { REPO_ROOT } from '../support/run-action.js';
import * as gateWorld from '../write-root-gate/world.js';

/** An installation token of mergexo's own App: its check runs belong to `mergexo-app`, not `github-actions`. */
const APP_TOKEN = 'ghs_mergexo_app_token';
const APP = 'mergexo-app';
const HG = 'mergexo/history-guard';

const gh = useFakeGitHub([
  // The GITHUB_TOKEN of each action's own tests: the GitHub Actions App, as every workflow's token.
  botToken(guardWorld.TOKEN, guardWorld.FULL_PERMISSIONS),
  botToken(gateWorld.TOKEN, gateWorld.PERMISSIONS, 'github-actions'),
  botToken(waitWorld.TOKEN, waitWorld.PERMISSIONS, 'github-actions'),
  appToken(APP_TOKEN, APP, guardWorld.FULL_PERMISSIONS),
]);

/** The check runs of `name` on `sha`, newest first, as `[app, conclusion]`. */
function runsOf(repo: FakeRepo, sha: string, name: string): [string, string | null][] {
  return repo
    .checkRuns(sha)
    .filter((c) => c.name === name)
    .sort((a, b) => b.id - a.id)
    .map((c) => [c.app, c.conclusion]);
}

/** What a required check reads: the newest run of the name, from `source` when it is pinned, else from anyone. */
function requiredCheckSees(repo: FakeRepo, sha: string, name: string, source?: string): string | null | undefined {
  return runsOf(repo, sha, name).find(([app]) => source === undefined || app === source)?.[1];
}

describe('the job summary says what GITHUB_TOKEN is worth', () => {
  it('history-guard under GITHUB_TOKEN: its verdict belongs to github-actions, and the summary ends with the line', async () => {
    const world = await guardWorld.openWorld(gh);
    const result = await guardWorld.guardInProcess(world, 'opened');
    expect(result.outputs.verdict).toBe('accepted');
    expect(runsOf(world.repo, world.heads[0]!, HG)).toEqual([['github-actions', 'success']]);
    expect(result.summary).toContain(SHARED_IDENTITY_NOTE);
    expect(result.summary.trimEnd().endsWith(SHARED_IDENTITY_NOTE)).toBe(true);
  });

  it("history-guard as mergexo's own App: the verdict belongs to the App, and the summary has no such line", async () => {
    const world = await guardWorld.openWorld(gh);
    const result = await guardWorld.guardInProcess(world, 'opened', {}, { token: APP_TOKEN });
    expect(result.exitCode).toBe(0);
    expect(runsOf(world.repo, world.heads[0]!, HG)).toEqual([[APP, 'success']]);
    expect(result.summary).toContain('mergexo/history-guard');
    expect(result.summary).not.toContain('GITHUB_TOKEN');
  });

  it('a run that writes no verdict says nothing about it', async () => {
    const world = await guardWorld.openWorld(gh);
    await world.repo.closePullRequest(world.pr);
    const result = await guardWorld.guardInProcess(world, 'closed');
    expect(result.exitCode).toBe(0);
    expect(result.summary).not.toContain('GITHUB_TOKEN');
  });

  it('write-root-gate, refusing under GITHUB_TOKEN, ends its summary with the line', async () => {
    const world = await gateWorld.openPr(gh, { 'services/payments/charge.ts': 'export const charge = 2;\n' });
    const result = await gateWorld.gateInProcess(world, 'opened');
    expect(result.outputs.verdict).toBe('refused');
    expect(result.summary.trimEnd().endsWith(SHARED_IDENTITY_NOTE)).toBe(true);
  });

  it('ci-wait under GITHUB_TOKEN ends its summary with the line', async () => {
    const world = await waitWorld.openWorld(gh);
    world.repo.addCheckRun(await waitWorld.head(world), { name: 'build', conclusion: 'success' });
    const result = await waitWorld.ciWaitInProcess(world);
    expect(result.outputs.outcome).toBe('success');
    expect(result.summary.trimEnd().endsWith(SHARED_IDENTITY_NOTE)).toBe(true);
  });
});

describe('residual: a check run of the same name written by another workflow', () => {
  /** Another workflow of the repository (GITHUB_TOKEN, so the GitHub Actions App) writes a check named like mergexo's. */
  const forge = (repo: FakeRepo, sha: string, conclusion: string) =>
    repo.addCheckRun(sha, { name: HG, conclusion, app: 'github-actions', title: 'forged' });

  it("under GITHUB_TOKEN it is indistinguishable from mergexo's own: a forged refusal blocks a new PR (fail closed)", async () => {
    const world = await guardWorld.openWorld(gh);
    forge(world.repo, world.heads[0]!, 'failure');
    const result = await guardWorld.guardInProcess(world, 'opened');
    // mergexo reads the forged run as its own earlier refusal of this head: a denial of service, never a pass.
    expect(result.outputs.verdict).toBe('blocked');
    expect(result.exitCode).toBe(1);
  });

  it("as mergexo's own App, a run of another app is not mergexo's: the same forged refusal is ignored", async () => {
    const world = await guardWorld.openWorld(gh);
    forge(world.repo, world.heads[0]!, 'failure');
    const result = await guardWorld.guardInProcess(world, 'opened', {}, { token: APP_TOKEN });
    expect(result.outputs.verdict).toBe('accepted');
    expect(runsOf(world.repo, world.heads[0]!, HG)).toEqual([
      [APP, 'success'],
      ['github-actions', 'failure'],
    ]);
  });

  it('a forged success after a refusal: what the required check reads depends on its pinned source alone', async () => {
    for (const [token, source] of [
      [guardWorld.TOKEN, 'github-actions'],
      [APP_TOKEN, APP],
    ] as const) {
      const world = await guardWorld.openWorld(gh);
      expect((await guardWorld.guardInProcess(world, 'opened', {}, { token })).outputs.verdict).toBe('accepted');
      await world.wt.git('commit', '--amend', '-m', 'rewritten');
      await world.wt.push(world.branch, { force: true });
      const rewritten = (await world.repo.pull(world.pr)).headSha;
      expect((await guardWorld.guardInProcess(world, 'synchronize', {}, { token })).outputs.verdict).toBe('blocked');
      forge(world.repo, rewritten, 'success');
      // Not pinned: the newest run of the name counts, the forged one, whichever identity mergexo acts as.
      expect(requiredCheckSees(world.repo, rewritten, HG)).toBe('success');
      // Pinned to mergexo's source: under GITHUB_TOKEN that source is the forger's too; under the App it is not.
      expect(requiredCheckSees(world.repo, rewritten, HG, source)).toBe(source === APP ? 'failure' : 'success');
    }
  });
});

describe('residual: a commit status named like a mergexo check', () => {
  it('write-root-gate never takes it for its verdict and keeps refusing; the status stays, and only a pinned source ignores it', async () => {
    const world = await gateWorld.openPr(gh, { 'secrets/key.pem': 'stolen\n' });
    expect((await gateWorld.gateInProcess(world, 'opened')).outputs.verdict).toBe('refused');
    const head = (await world.repo.pull(world.pr)).headSha;
    world.repo.addStatus(head, { context: gateWorld.CHECK, state: 'success', creator: 'agent-1' });
    const again = await gateWorld.gateInProcess(world, 'synchronize');
    expect(again.outputs.verdict).toBe('refused');
    expect(requiredCheckSees(world.repo, head, gateWorld.CHECK)).toBe('failure');
    // mergexo writes check runs only and cannot remove a status. With mergexo's failing check run beside it, the
    // required name needs both to pass (GitHub's rule), so the status does not unblock the PR; on a head where no
    // mergexo check run exists yet, an unpinned required check would take the status alone: pin the source.
    expect(world.repo.statuses(head).map((s) => [s.context, s.state, s.creator.login])).toEqual([
      [gateWorld.CHECK, 'success', 'agent-1'],
    ]);
    world.repo.requiredChecks = [gateWorld.CHECK];
    expect((await world.repo.pull(world.pr)).mergeableState).toBe('blocked');
  });

  it("ci-wait neither waits on it nor passes or fails because of it, and reports it as not mergexo's", async () => {
    const world = await waitWorld.openWorld(gh);
    const sha = await waitWorld.head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addStatus(sha, { context: gateWorld.CHECK, state: 'pending', creator: 'agent-1' });
    world.repo.addStatus(sha, { context: HG, state: 'failure', creator: 'agent-1' });
    const result = await waitWorld.ciWaitInProcess(world, { inputs: { 'timeout-seconds': 60, 'grace-seconds': 5 } });
    expect(result.outputs.outcome).toBe('success');
    const view = await waitWorld.prView(world);
    for (const text of [view.verdict?.summary ?? '', result.summary]) {
      expect(text).toContain('a commit status named like a mergexo check (mergexo writes check runs only)');
      expect(text).toContain(gateWorld.CHECK);
      expect(text).toContain(HG);
    }
  });

  it("a passing status named like mergexo's ci-wait check does not make failed CI pass", async () => {
    const world = await waitWorld.openWorld(gh);
    const sha = await waitWorld.head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'failure' });
    world.repo.addStatus(sha, { context: 'mergexo/ci-wait', state: 'success', creator: 'agent-1' });
    const result = await waitWorld.ciWaitInProcess(world);
    expect(result.outputs.outcome).toBe('ci_failed');
    expect(JSON.parse(result.outputs['failed-checks'] ?? '[]')).toEqual([
      expect.objectContaining({ name: 'build', conclusion: 'failure' }),
    ]);
  });
});

describe('the reusable workflow acts as an App of its own when told to', () => {
  interface Step {
    name?: string;
    id?: string;
    if?: string;
    uses?: string;
    env?: Record<string, string>;
    with?: Record<string, string>;
  }
  interface Job {
    environment?: unknown;
    steps?: Step[];
  }
  type Workflow = {
    on: {
      workflow_call: {
        inputs: Record<string, { default?: unknown; required?: unknown }>;
        secrets: Record<string, unknown>;
      };
    };
    jobs: Record<string, Job>;
  };
  const read = (file: string) =>
    parseYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows', file), 'utf8')) as Workflow;
  // The App entry point; mergexo.yml, its GITHUB_TOKEN twin, is generated from it without the App.
  const workflow = read('mergexo-app.yml');
  const tokenWorkflow = read('mergexo.yml');
  const minting = Object.entries(workflow.jobs).filter(([, job]) =>
    (job.steps ?? []).some((s) => s.uses?.startsWith('actions/create-github-app-token@')),
  );

  it('takes the environment by a required input, and the key as an environment secret', () => {
    expect(workflow.on.workflow_call.inputs.environment?.required).toBe(true);
    expect(workflow.on.workflow_call.inputs['app-id']?.required).toBe(true);
    expect(Object.keys(workflow.on.workflow_call.secrets)).toEqual(
      expect.arrayContaining(['MERGEXO_APP_PRIVATE_KEY', 'app-private-key']),
    );
  });

  it('every job that mints the App token declares the environment, without deployments', () => {
    expect(minting.map(([name]) => name).sort()).toEqual([
      'ci-wait',
      'ci-wait-merge',
      'gates',
      'history-guard',
      'rebase-notify',
      'rebase-notify-update',
      'write-root-gate',
    ]);
    for (const [, job] of minting) {
      expect(job.environment).toEqual({ name: '${{ inputs.environment }}', deployment: false });
    }
  });

  it('the GITHUB_TOKEN entry point has the same jobs, and none declares an environment or mints a token', () => {
    // No source says GitHub accepts an empty environment name: the quick start must not depend on one.
    expect(Object.keys(tokenWorkflow.jobs)).toEqual(Object.keys(workflow.jobs));
    for (const [name, job] of Object.entries(tokenWorkflow.jobs)) {
      expect(job.environment, name).toBeUndefined();
      expect(
        (job.steps ?? []).filter((s) => s.uses?.startsWith('actions/create-github-app-token@') || s.id === 'token'),
        name,
      ).toEqual([]);
    }
    expect(Object.keys(tokenWorkflow.on.workflow_call.inputs)).not.toContain('app-id');
    expect(Object.keys(tokenWorkflow.on.workflow_call.inputs)).not.toContain('environment');
    expect(Object.keys(tokenWorkflow.on.workflow_call.secrets)).toEqual(['github-token']);
  });

  it("reads the environment's key first, after a step that refuses a missing key or app-id with a clear error", () => {
    for (const [name, job] of minting) {
      const steps = job.steps ?? [];
      const mint = steps.findIndex((s) => s.uses?.startsWith('actions/create-github-app-token@'));
      const check = steps.findIndex((s) => s.name === 'Check the App settings');
      expect(check, name).toBeGreaterThan(-1);
      expect(check, name).toBeLessThan(mint);
      expect(steps[mint]?.with?.['private-key'], name).toBe(
        '${{ secrets.MERGEXO_APP_PRIVATE_KEY || secrets.app-private-key }}',
      );
      expect(steps[check]?.env?.HAS_KEY, name).toBe(
        "${{ (secrets.MERGEXO_APP_PRIVATE_KEY || secrets.app-private-key) != '' }}",
      );
    }
  });
});

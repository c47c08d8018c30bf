// End-to-end support for write-root-gate: a fake GitHub repository with a lease file on its base
// branch, PRs pushed with real git, and the built action run like the Actions runner does.
import { execFile } from 'node:child_process';
import { writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FakeGitHub, FakeRepo, FileSpec, Worktree } from '../../fake-github/index.js';
import { botToken, startFakeGitHub, useFakeGitHub, type Identity } from '../support/fake-world.js';
import { runAction, type RunActionOptions, type RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import { jobPermissions } from '../support/workflow-permissions.js';

export { BOT } from '../support/fake-world.js';
export const TOKEN = 'ghs_write_root_gate_token';
export const CHECK = 'mergexo/write-root-gate';
export const LABEL = 'mergexo:quarantined';
/** What the reusable workflow's write-root-gate job grants its GITHUB_TOKEN (read from the workflow file). */
export const PERMISSIONS = { ...jobPermissions('write-root-gate'), metadata: 'read' } as const;

export const LEASES = `# leases for the agents
version: 1
write-root-gate:
  leases:
    - name: billing-agent
      match:
        branch: agent/billing/**
      roots:
        - services/billing
        - tests/billing/**
    - name: docs-by-label
      match:
        label: lease/docs
      roots: [docs]
`;

/** What the base branch holds before any PR: code inside and outside the billing roots. */
export const BASE_FILES: Record<string, FileSpec> = {
  'services/billing/invoice.ts': 'export const invoice = 1;\n',
  'services/billing/tax.ts': 'export const tax = 0.2;\n',
  'tests/billing/invoice.test.ts': 'test("invoice", () => {});\n',
  'services/payments/charge.ts': 'export const charge = 1;\n',
  'secrets/key.pem': '-----BEGIN KEY-----\n',
  'docs/guide.md': '# Guide\n',
  'scripts/deploy.sh': { content: '#!/bin/sh\necho deploy\n', executable: false },
};

/** A fake GitHub that knows write-root-gate's token (and `more`). */
export function startGitHub(...more: Identity[]): Promise<FakeGitHub> {
  return startFakeGitHub([botToken(TOKEN, PERMISSIONS, 'github-actions'), ...more]);
}

/** write-root-gate's fake GitHub for the tests of the calling file or describe. */
export function useGitHub(...more: Identity[]): FakeGitHub {
  return useFakeGitHub(() => startGitHub(...more));
}

/**
 * GITHUB_SERVER_URL: the fake serves its repositories over git's smart HTTP protocol at
 * `${serverUrl}/${owner}/${repo}.git`, checking the token the action sends in its AUTHORIZATION header.
 */
export function serverUrl(gh: FakeGitHub): string {
  return gh.serverUrl;
}

export interface World {
  gh: FakeGitHub;
  repo: FakeRepo;
  /** A clone on `main`, used to shape the base branch. */
  main: Worktree;
  /** The agent's clone. */
  wt: Worktree;
  pr: number;
  branch: string;
}

let counter = 0;

export async function newRepo(gh: FakeGitHub, opts: { leases?: string | null; files?: Record<string, FileSpec> } = {}) {
  const repo = await gh.createRepo(`acme/ledger-${++counter}`, { defaultBranch: 'main' });
  repo.setRole('maya', 'maintain');
  const main = await repo.clone('maya');
  const leases = opts.leases === undefined ? LEASES : opts.leases;
  await main.commit(
    { ...BASE_FILES, ...(leases === null ? {} : { '.github/mergexo.yml': leases }), ...opts.files },
    'base',
  );
  await main.push('main');
  return { repo, main };
}

/** Opens a PR from `branch` whose one commit writes `files` (null deletes). */
export async function openPr(
  gh: FakeGitHub,
  files: Record<string, FileSpec>,
  opts: {
    branch?: string;
    leases?: string | null;
    baseFiles?: Record<string, FileSpec>;
    author?: string;
    inRepo?: { repo: FakeRepo; main: Worktree };
    /** The author's clone of `inRepo`, shared by several PRs (the branch is checked out from origin's main). */
    clone?: Worktree;
  } = {},
): Promise<World> {
  const { repo, main } = opts.inRepo ?? (await newRepo(gh, { leases: opts.leases, files: opts.baseFiles }));
  const branch = opts.branch ?? 'agent/billing/change';
  const author = opts.author ?? 'agent-1';
  const wt = opts.clone ?? (await repo.clone(author));
  await wt.checkout(branch, { create: true, from: 'main' });
  await wt.commit(files, 'agent change');
  await wt.push(branch);
  const pr = await repo.openPullRequest({ head: branch, base: 'main', author, title: `Change on ${branch}` });
  return { gh, repo, main, wt, pr: pr.number, branch };
}

/** Writes many files straight into the clone and commits them in one go (one git add, not one per file). */
export async function commitMany(wt: Worktree, files: Record<string, string>, message: string): Promise<string> {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(wt.dir, path);
    await mkdir(dirname(abs), { recursive: true });
    await writeFile(abs, content);
  }
  await wt.git('add', '-A');
  await wt.git('commit', '-q', '-m', message);
  return wt.head();
}

/**
 * Runs git in a clone with a fixed author and committer date (which of several merge bases
 * `git merge-base` names depends on commit dates) and optional stdin (`git mktree`).
 */
export function gitAt(wt: Worktree, args: string[], opts: { date?: string; input?: string } = {}): Promise<string> {
  const who = wt.user;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_AUTHOR_NAME: who,
    GIT_COMMITTER_NAME: who,
    GIT_AUTHOR_EMAIL: `${who}@users.noreply.github.com`,
    GIT_COMMITTER_EMAIL: `${who}@users.noreply.github.com`,
    ...(opts.date ? { GIT_AUTHOR_DATE: opts.date, GIT_COMMITTER_DATE: opts.date } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = execFile('git', args, { cwd: wt.dir, env, encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(`git ${args.join(' ')}: ${stderr || err.message}`)) : resolve(stdout),
    );
    // git may exit before reading stdin (most commands never do).
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(opts.input ?? '');
  });
}

export function gateOptions(
  world: World,
  action = 'synchronize',
  overrides: Partial<RunActionOptions> = {},
): RunActionOptions {
  const payload = world.gh.events.pullRequest(world.repo, world.pr, action);
  return {
    action: 'write-root-gate',
    event: { name: 'pull_request_target', payload },
    token: TOKEN,
    apiUrl: world.gh.apiUrl,
    serverUrl: serverUrl(world.gh),
    repository: world.repo.fullName,
    ...overrides,
  };
}

/** Runs the built write-root-gate on the world's PR. */
export function gate(
  world: World,
  action = 'synchronize',
  overrides: Partial<RunActionOptions> = {},
): Promise<RunActionResult> {
  return runAction(gateOptions(world, action, overrides));
}

/** gate's run of main.ts in the test's process (../support/in-process/run.ts): the same result, no bundle. */
export function gateInProcess(
  world: World,
  action = 'synchronize',
  overrides: Partial<RunActionOptions> = {},
): Promise<RunActionResult> {
  return runInProcess(gateOptions(world, action, overrides));
}

export function violationsOf(result: RunActionResult): string[] {
  return JSON.parse(result.outputs.violations ?? 'null') as string[];
}

/** What a person sees on the PR after the run. */
export async function prState(world: World) {
  const view = await world.repo.pull(world.pr);
  const runs = world.repo
    .checkRuns(view.headSha)
    .filter((c) => c.name === CHECK)
    .sort((a, b) => b.id - a.id);
  const latest = runs[0];
  const comments = view.comments.filter((c) => c.body.includes('"action":"write-root-gate"'));
  return {
    head: view.headSha,
    labels: [...view.labels].sort(),
    autoMerge: view.autoMerge,
    comments: comments.map((c) => ({ user: c.user.login, body: c.body })),
    check: latest
      ? {
          conclusion: latest.conclusion,
          title: latest.output.title,
          summary: latest.output.summary ?? '',
          text: latest.output.text ?? '',
          annotations: latest.annotations.map((a) => a.path),
        }
      : undefined,
    checkRuns: runs.length,
  };
}

// A repository set up the hardened way, built directly on the fake GitHub (its API and its store, not `init --app`):
// mergexo's reusable workflow published at a tag, an App created from a manifest and installed, the caller and
// operator workflows calling mergexo-app.yml on pull_request_target, the App's id in a repository variable, the
// environment limited to the default branch holding the key's secret, a ruleset requiring mergexo's checks pinned
// to the App, and mergexo's labels. Each test breaks one thing and runs the built `mergexo doctor` against it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EnvironmentRecord,
  environmentsOf,
  repoVariablesOf,
  type AppRecord,
  type FakeGitHub,
  type FakeRepo,
  type Worktree,
} from '../../../fake-github/index.js';
import { calledWorkflow } from '../../../src/cli/doctor/callers.js';
import { mergexoLabels } from '../../../src/cli/doctor/decide.js';
import { REPO_ROOT } from '../../support/run-action.js';
import { startFakeGitHub, userToken, useFakeGitHub } from '../../support/fake-world.js';
import { type Run } from '../world.js';
import { runCliInProcess } from '../../support/in-process/run.js';

/** The repositories' owner's own token: a person who administers them (`gh auth token`). */
export const OWNER_TOKEN = 'ghp_doctor_owner';
/** A collaborator with write access only: what doctor cannot read with such a token is a line of its own. */
export const WRITER_TOKEN = 'ghp_doctor_writer';
export const OWNER = 'acme';
/** Where mergexo is published in these tests (its reusable workflow at the tag `v1`). */
export const MERGEXO = 'mergexo-dev/mergexo';
export const APP_WORKFLOW = '.github/workflows/mergexo-app.yml';
export const APP_WORKFLOW_TEXT = readFileSync(path.join(REPO_ROOT, APP_WORKFLOW), 'utf8');
/** What mergexo-app.yml's jobs ask their App tokens for, and its inputs' defaults. */
export const CALLED = calledWorkflow(APP_WORKFLOW_TEXT)!;
export const LABELS = mergexoLabels(CALLED.defaults);

const IDENTITIES = [userToken(OWNER_TOKEN, OWNER), userToken(WRITER_TOKEN, 'wanda')];

export function useDoctorGitHub(): FakeGitHub {
  return useFakeGitHub(IDENTITIES);
}

/** The fake with the owner's and the writer's tokens, outside a test file (the bench). */
export function startDoctorGitHub(): Promise<FakeGitHub> {
  return startFakeGitHub(IDENTITIES);
}

const published = new WeakMap<FakeGitHub, Promise<FakeRepo>>();

/** mergexo's repository on the fake, with its reusable workflow (this checkout's) at the tag v1. */
export function publishMergexo(gh: FakeGitHub): Promise<FakeRepo> {
  let p = published.get(gh);
  if (!p) {
    p = (async () => {
      const repo = await gh.createRepo(MERGEXO, { defaultBranch: 'main' });
      const wt = await repo.clone('mergexo-dev');
      await wt.commit({ [APP_WORKFLOW]: APP_WORKFLOW_TEXT }, 'the reusable workflow');
      await wt.push('main');
      await wt.git('tag', 'v1');
      await wt.git('push', '--quiet', 'origin', 'v1');
      return repo;
    })();
    published.set(gh, p);
  }
  return p;
}

export interface CallerOptions {
  trigger?: 'pull_request_target' | 'pull_request';
  enforcement?: string;
  enforcedSince?: string;
}

/** The caller workflow of the App setup (the settings block is the operator workflow's too). */
export function callerWorkflow(o: CallerOptions = {}): string {
  return `name: mergexo
on:
  ${o.trigger ?? 'pull_request_target'}:
    types: [opened, reopened, synchronize, edited, labeled, unlabeled, ready_for_review, closed]
  merge_group:
  push:
    branches: [main]
jobs:
  mergexo:
    uses: ${MERGEXO}/${APP_WORKFLOW}@v1
    permissions:
      checks: write
      pull-requests: write
      contents: write
      statuses: read
      actions: read
    with:
${settingsBlock(o)}
    secrets:
      MERGEXO_APP_PRIVATE_KEY: \${{ secrets.MERGEXO_APP_PRIVATE_KEY }}
`;
}

function settingsBlock(o: CallerOptions): string {
  return [
    `      enforcement: ${o.enforcement ?? 'enforce'}`,
    `      enforced-since: '${o.enforcedSince ?? '2026-01-05T09:00:00Z'}'`,
    '      app-id: ${{ vars.MERGEXO_APP_ID }}',
    '      environment: mergexo',
  ].join('\n');
}

export function operatorWorkflow(o: CallerOptions = {}): string {
  return `name: mergexo operator
on:
  workflow_dispatch:
    inputs:
      mode:
        type: choice
        options: [list, unblock, sweep]
jobs:
  operate:
    uses: ${MERGEXO}/${APP_WORKFLOW}@v1
    permissions:
      checks: write
      pull-requests: write
      contents: write
      statuses: read
      actions: read
    with:
${settingsBlock(o)}
      mode: \${{ inputs.mode }}
    secrets:
      MERGEXO_APP_PRIVATE_KEY: \${{ secrets.MERGEXO_APP_PRIVATE_KEY }}
`;
}

export interface Hardened {
  gh: FakeGitHub;
  repo: FakeRepo;
  app: AppRecord;
  wt: Worktree;
  rulesetId: number;
}

let count = 0;

/** Calls the fake's REST API as the owner. */
export async function asOwner(gh: FakeGitHub, method: string, url: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${gh.apiUrl}${url}`, {
    method,
    headers: {
      authorization: `token ${OWNER_TOKEN}`,
      accept: 'application/vnd.github+json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** The ruleset body of the hardened setup: each check required, pinned to `appId` unless `pin` says otherwise. */
export function rulesetBody(checks: readonly { context: string; integration_id?: number }[]): unknown {
  return {
    name: 'mergexo',
    target: 'branch',
    enforcement: 'active',
    conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
    rules: [
      {
        type: 'required_status_checks',
        parameters: { strict_required_status_checks_policy: false, required_status_checks: checks },
      },
    ],
  };
}

/**
 * A fresh repository set up the hardened way. `permissions` narrows what the App asks for (a broken copy);
 * `caller` replaces the caller workflow's text.
 */
export async function hardenedRepo(
  gh: FakeGitHub,
  opts: {
    permissions?: (p: Record<string, string>) => Record<string, string>;
    caller?: string;
    /** The settings of both the caller and the operator workflow. */
    settings?: CallerOptions;
  } = {},
): Promise<Hardened> {
  await publishMergexo(gh);
  const repo = await gh.createRepo(`${OWNER}/widgets-${++count}`, { defaultBranch: 'main' });
  repo.setRole('wanda', 'write');
  const wt = await repo.clone(OWNER);
  await wt.commit(
    {
      '.github/workflows/mergexo.yml': opts.caller ?? callerWorkflow(opts.settings),
      '.github/workflows/mergexo-operator.yml': operatorWorkflow(opts.settings),
      '.github/workflows/ci.yml':
        'name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: true\n',
    },
    'adopt mergexo as its own App',
  );
  await wt.push('main');

  // What the reusable workflow's tokens may ask for (every permission, whatever its condition).
  const asked = Object.fromEntries(Object.entries(CALLED.mints).map(([name, mint]) => [name, mint.level]));
  const permissions = (opts.permissions ?? ((p) => p))(asked);
  const name = `acme-mergexo-${count}`;
  const code = gh.apps.register(
    {
      url: 'https://example.test/mergexo',
      public: false,
      default_events: [],
      default_permissions: permissions as never,
    },
    gh.store.user(OWNER),
    name,
  );
  const { app } = gh.apps.convert(code);
  gh.apps.install(app, repo, gh.store.user(OWNER));
  const at = new Date().toISOString();
  repoVariablesOf(repo).set('MERGEXO_APP_ID', {
    name: 'MERGEXO_APP_ID',
    value: String(app.id),
    createdAt: at,
    updatedAt: at,
  });

  const E = `/repos/${repo.fullName}/environments/mergexo`;
  await asOwner(gh, 'PUT', E, {
    deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
  });
  await asOwner(gh, 'POST', `${E}/deployment-branch-policies`, { name: 'main', type: 'branch' });
  const env = environmentsOf(repo).get('mergexo') as EnvironmentRecord;
  // The key's value never matters to doctor, which cannot read it: only that the secret is there.
  env.secrets.set('MERGEXO_APP_PRIVATE_KEY', {
    name: 'MERGEXO_APP_PRIVATE_KEY',
    value: 'sealed',
    createdAt: at,
    updatedAt: at,
  });

  const pinned = ['mergexo/history-guard', 'mergexo/write-root-gate'].map((context) => ({
    context,
    integration_id: app.id,
  }));
  const ruleset = (await asOwner(gh, 'POST', `/repos/${repo.fullName}/rulesets`, rulesetBody(pinned))) as {
    id: number;
  };
  for (const label of LABELS) repo.ensureLabel(label, 'ededed', null);
  return { gh, repo, app, wt, rulesetId: ruleset.id };
}

export interface DoctorRun extends Run {
  json?: { checks: { id: string; ok: boolean; message: string; fix: string | null }[] };
}

/** `mergexo doctor` against the repository (src/cli/main.ts in the test's process), with `token` (the owner's by default). */
export async function doctor(
  h: Pick<Hardened, 'gh' | 'repo' | 'wt'>,
  args: string[] = [],
  token = OWNER_TOKEN,
): Promise<DoctorRun> {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith('GIT_') || k.startsWith('GITHUB_') || k === 'GH_TOKEN' || k.startsWith('MERGEXO_')) continue;
    env[k] = v;
  }
  Object.assign(env, { GITHUB_API_URL: h.gh.apiUrl, GH_TOKEN: token, MERGEXO_TIME_SCALE: '0.001' });
  const r = await runCliInProcess(['doctor', '--repo', h.repo.fullName, ...args], h.wt.dir, env);
  return args.includes('--json') && r.stdout.trim().startsWith('{') ? { ...r, json: JSON.parse(r.stdout) } : r;
}

/** The checks that do not hold, by id. */
export function failing(r: DoctorRun): string[] {
  return (r.json?.checks ?? []).filter((c) => !c.ok).map((c) => c.id);
}

/**
 * doctor's shell: reads, through the ports, what the rules judge. Each read GitHub refuses (403, or a 404 where a
 * 404 does not mean "none") becomes an `Unreadable` fact naming the permission its route needs, never an error:
 * the rules turn it into a failing line. A rejected token (401) or an unreadable repository stops the run.
 */
import { ConfigurationError } from '../../core/pure/errors.js';
import { answerMessage, httpStatus } from '../../core/github/errors.js';
import type { GitHubPort } from '../../core/github/port.js';
import { METHOD_ROUTES, SETUP_ROUTES, type SetupMethodName } from '../../core/github/routes.js';
import type { SetupPort } from '../../core/github/setup-port.js';
import type { SetupReads } from '../../core/github/setup-reads.js';
import { readRequiredChecks } from '../../core/pr/required-checks.js';
import type { RepoRef } from '../../core/pure/view.js';
import { githubWords } from '../../core/pure/words.js';
import { calledWorkflow, callersIn, type BrokenWorkflow, type CalledWorkflow, type CallerJob } from './callers.js';
import { appRefOf, KEY_SECRET, type AppRef } from './decide-app.js';
import { mainCaller, settingsOf } from './decide-callers.js';
import { noSuchBranch } from './messages.js';
import type { AppIdSource, DoctorFacts, InstallationFacts, Read, Requirements } from './facts.js';

export interface DoctorPorts {
  /** The actions' port: the branch's rules and protection, read as a job reads them. */
  github: GitHubPort;
  /** The person's setup port, shared with `init --app`, and doctor's own reads beside it. */
  setup: SetupPort & SetupReads;
}

const WORKFLOWS = '.github/workflows';

/** A permission as a person names it when making a token (`pull-requests: read` -> `Pull requests: read`). */
const named = (p: string) => `${p.charAt(0).toUpperCase()}${p.slice(1)}`.replace(/^([^:]*?)-/, '$1 ');
/** What a route of the setup port needs. */
const needs = (method: SetupMethodName) => named(SETUP_ROUTES[method].permission);

/** `fn`'s answer, or the refusal as a fact naming what the token needs. */
async function attempt<T>(need: string, fn: () => Promise<T>): Promise<Read<T>> {
  try {
    return { kind: 'read', value: await fn() };
  } catch (e) {
    const status = httpStatus(e);
    if (status !== 403 && status !== 404) throw e;
    return { kind: 'unreadable', status, needs: need, said: githubWords(answerMessage(e).split('\n')[0] ?? '') };
  }
}

async function readCallers(
  setup: SetupPort & SetupReads,
  repo: RepoRef,
  branch: string,
): Promise<Read<{ jobs: CallerJob[]; broken: BrokenWorkflow[] }>> {
  return attempt(needs('directory'), async () => {
    const listed = await setup.directory(repo, WORKFLOWS, branch);
    const files = listed === 'absent' ? [] : listed.filter((e) => e.type === 'file' && /\.ya?ml$/.test(e.name));
    const jobs: CallerJob[] = [];
    const broken: BrokenWorkflow[] = [];
    for (const file of files.sort((a, b) => a.path.localeCompare(b.path))) {
      const source = await setup.file(repo, file.path, branch);
      if (source === undefined) continue;
      const found = callersIn(file.path, source);
      if (Array.isArray(found)) jobs.push(...found);
      else broken.push(found);
    }
    return { jobs, broken };
  });
}

/** The reusable workflow the main caller calls, at the ref it pins (this repository's at its default branch). */
async function readCalled(
  setup: SetupPort,
  repo: RepoRef,
  branch: string,
  main: CallerJob,
): Promise<Read<CalledWorkflow | 'invalid'> | undefined> {
  const calls = main.calls;
  if (calls.kind === 'actions') return undefined;
  const from = calls.from === 'this' ? repo : calls.from;
  const ref = calls.from === 'this' ? branch : (calls.ref ?? branch);
  const need = `${needs('file')} on ${from.owner}/${from.repo}`;
  const text = await attempt(need, () => setup.file(from, calls.path, ref));
  if (text.kind === 'unreadable') return text;
  if (text.value === undefined) {
    return { kind: 'unreadable', status: 404, needs: need, said: githubWords(`no ${calls.path} at ${ref}`) };
  }
  return { kind: 'read', value: calledWorkflow(text.value) ?? 'invalid' };
}

async function readRequirements(github: GitHubPort, repo: RepoRef, branch: string): Promise<Requirements> {
  const read = await readRequiredChecks(github, repo, branch);
  if (!read.known) return { kind: 'unknown', why: read.why, needs: 'Metadata: read and Contents: read' };
  return { kind: 'read', checks: read.checks, mergeQueue: read.mergeQueue === true };
}

const VARIABLE = /^\$\{\{\s*vars\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;

async function readAppId(setup: SetupPort, repo: RepoRef, raw: string): Promise<AppIdSource> {
  const value = raw.trim();
  if (value === '') return { kind: 'empty' };
  if (!value.includes('${{')) return { kind: 'literal', value };
  const name = VARIABLE.exec(value)?.[1];
  if (name === undefined) return { kind: 'expression', text: value };
  return { kind: 'variable', name, value: await attempt(needs('variable'), () => setup.variable(repo, name)) };
}

/**
 * The App's installation that covers the repository: from the installations the token's person may see, else (an
 * organization's repository, a person GitHub refuses that list) from the organization's.
 */
async function readInstallation(
  setup: SetupPort & SetupReads,
  repo: RepoRef,
  ownerIsOrganization: boolean,
  app: AppRef,
): Promise<Read<InstallationFacts | 'absent'>> {
  let listed = await attempt(needs('userInstallations'), () => setup.userInstallations());
  if (listed.kind === 'unreadable' && ownerIsOrganization) {
    const org = await attempt(needs('organizationInstallations'), () => setup.organizationInstallations(repo.owner));
    if (org.kind === 'read') listed = org;
  }
  if (listed.kind === 'unreadable') return listed;
  const row = listed.value.find((i) => ('id' in app ? i.appId === app.id : i.clientId === app.clientId));
  if (!row) return { kind: 'read', value: 'absent' };
  let repositories: InstallationFacts['repositories'] = 'all';
  if (row.repositorySelection === 'selected') {
    const names = await attempt(needs('installationRepositories'), () => setup.installationRepositories(row.id));
    const full = `${repo.owner}/${repo.repo}`.toLowerCase();
    repositories = {
      selected: true,
      includes: names.kind === 'unreadable' ? 'unknown' : names.value.some((n) => n.toLowerCase() === full),
    };
  }
  const granted = Object.entries(row.permissions).filter(([, l]) => l === 'read' || l === 'write');
  return {
    kind: 'read',
    value: {
      id: row.id,
      appId: row.appId,
      appSlug: row.appSlug,
      permissions: Object.fromEntries(granted) as InstallationFacts['permissions'],
      suspended: row.suspended,
      repositories,
    },
  };
}

async function readEnvironment(
  setup: SetupPort,
  repo: RepoRef,
  env: string,
): Promise<Pick<DoctorFacts, 'environment' | 'environmentSecret'>> {
  const found = await attempt(needs('environment'), () => setup.environment(repo, env));
  if (found.kind === 'read' && found.value === 'absent') return { environment: { kind: 'read', value: 'absent' } };
  const secret = await attempt(needs('environmentSecret'), () => setup.hasEnvironmentSecret(repo, env, KEY_SECRET));
  if (found.kind === 'unreadable') return { environment: found, environmentSecret: secret };
  if (found.value === 'absent') return { environment: { kind: 'read', value: 'absent' } };
  const policy = found.value.branchPolicy;
  const branchPolicy = policy
    ? { protectedBranches: policy.protected_branches, customBranchPolicies: policy.custom_branch_policies }
    : null;
  const patterns = policy?.custom_branch_policies
    ? await attempt(needs('branchPolicies'), async () =>
        (await setup.branchPolicies(repo, env)).map((p) => ({ name: p.name, type: p.type })),
      )
    : undefined;
  return {
    environment: { kind: 'read', value: { name: env, branchPolicy, ...(patterns ? { patterns } : {}) } },
    environmentSecret: secret,
  };
}

/** Everything doctor judges about `repo` (`branch`: the branch whose requirements count; default the default one). */
export async function readDoctorFacts(
  ports: DoctorPorts,
  repo: RepoRef,
  options: { branch?: string; now: number },
): Promise<DoctorFacts> {
  const { setup, github } = ports;
  const { defaultBranch, ownerIsOrganization } = await setup.repository(repo);
  const branch = options.branch ?? defaultBranch;
  if (
    options.branch !== undefined &&
    (await attempt('', () => github.refTarget(repo, `heads/${branch}`))).kind !== 'read'
  ) {
    throw new ConfigurationError(noSuchBranch(repo, branch));
  }
  const callers = await readCallers(setup, repo, defaultBranch);
  const facts: DoctorFacts = {
    repo,
    branch,
    defaultBranch,
    now: options.now,
    callers,
    requirements: await readRequirements(github, repo, branch),
    labels: await attempt(named(METHOD_ROUTES.listRepoLabels.permission), () => setup.listRepoLabels(repo)),
    workflowPermissions: await attempt(needs('workflowPermissions'), () => setup.workflowPermissions(repo)),
  };
  const main = callers.kind === 'read' ? mainCaller(callers.value.jobs) : undefined;
  if (!main) return facts;
  const called = await readCalled(setup, repo, defaultBranch, main);
  if (called === undefined) return facts;
  facts.called = called;
  if (main.calls.kind !== 'app' || called.kind !== 'read' || called.value === 'invalid') return facts;
  const settings = settingsOf(main, called.value);
  const appId = await readAppId(setup, repo, settings['app-id'] ?? '');
  facts.appId = appId;
  const raw =
    appId.kind === 'literal'
      ? appId.value
      : appId.kind === 'variable' && appId.value.kind === 'read'
        ? appId.value.value
        : undefined;
  const app = raw === undefined ? undefined : appRefOf(raw);
  if (app) facts.installation = await readInstallation(setup, repo, ownerIsOrganization, app);
  const env = (settings.environment ?? '').trim();
  if (env !== '') Object.assign(facts, await readEnvironment(setup, repo, env));
  facts.repositorySecret = await attempt(needs('repositorySecret'), () => setup.hasRepositorySecret(repo, KEY_SECRET));
  return facts;
}

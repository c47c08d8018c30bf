/**
 * doctor's shell: reads, through the port, what the rules judge. Each read GitHub refuses (403, or a 404 where a
 * 404 does not mean "none") becomes an `Unreadable` fact naming the permission its route needs, never an error:
 * the rules turn it into a failing line. A rejected token (401) or an unreadable repository stops the run.
 */
import { answerMessage, httpStatus, TokenRefusedError } from '../../core/github/errors.js';
import type { GitHubPort, DoctorReads } from '../../core/github/port.js';
import { METHOD_ROUTES, DOCTOR_ROUTES, type MethodName } from '../../core/github/routes.js';
import { readRequiredChecks } from '../../core/pr/required-checks.js';
import type { RepoRef } from '../../core/pr/view.js';
import { githubWords } from '../../core/words.js';
import { calledWorkflow, callersIn } from './callers.js';
import { KEY_SECRET } from './decide-app.js';
import { mainCaller, settingsOf } from './decide-callers.js';
import type { BrokenWorkflow, CalledWorkflow, CallerJob } from './callers.js';
import type { AppIdSource, DoctorFacts, InstallationFacts, Read, Requirements } from './facts.js';

export interface DoctorPorts {
  github: GitHubPort;
  reads: DoctorReads;
}

const WORKFLOWS = '.github/workflows';

/** `fn`'s answer, or the refusal as a fact naming the route's permission (`needs`). */
async function attempt<T>(needs: string, fn: () => Promise<T>): Promise<Read<T>> {
  try {
    return { kind: 'read', value: await fn() };
  } catch (e) {
    const status = httpStatus(e) ?? (e instanceof TokenRefusedError ? e.status : undefined);
    if (status !== 403 && status !== 404) throw e;
    return { kind: 'unreadable', status, needs, said: githubWords(answerMessage(e).split('\n')[0] ?? '') };
  }
}

const readNeeds = (method: keyof DoctorReads) => DOCTOR_ROUTES[method].permission;
/** The port's routes name a workflow's `permissions:` entry; a person's token is told its fine-grained name. */
const portNeeds = (method: MethodName) =>
  METHOD_ROUTES[method].permission.replace(
    /^([a-z-]+): /,
    (_, scope: string) => `${scope.charAt(0).toUpperCase()}${scope.slice(1).replace(/-/g, ' ')}: `,
  );

async function fileText(github: GitHubPort, repo: RepoRef, path: string, ref: string): Promise<string | undefined> {
  const found = await github.getContent(repo, path, ref);
  if (found.kind !== 'entry' || found.content === undefined) return undefined;
  return Buffer.from(found.content, found.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
}

async function readCallers(
  ports: DoctorPorts,
  repo: RepoRef,
  branch: string,
): Promise<Read<{ jobs: CallerJob[]; broken: BrokenWorkflow[] }>> {
  return attempt(readNeeds('listDirectory'), async () => {
    const listed = await ports.reads.listDirectory(repo, WORKFLOWS, branch);
    const files = listed === 'absent' ? [] : listed.filter((e) => e.type === 'file' && /\.ya?ml$/.test(e.name));
    const jobs: CallerJob[] = [];
    const broken: BrokenWorkflow[] = [];
    for (const file of files.sort((a, b) => a.path.localeCompare(b.path))) {
      const source = await fileText(ports.github, repo, file.path, branch);
      if (source === undefined) continue;
      const found = callersIn(file.path, source);
      if (Array.isArray(found)) jobs.push(...found);
      else broken.push(found);
    }
    return { jobs, broken };
  });
}

async function readCalled(
  ports: DoctorPorts,
  repo: RepoRef,
  branch: string,
  main: CallerJob,
): Promise<Read<CalledWorkflow | 'invalid'> | undefined> {
  const calls = main.calls;
  if (calls.kind === 'actions') return undefined;
  const from = calls.from === 'this' ? repo : calls.from;
  const ref = calls.from === 'this' ? branch : (calls.ref ?? branch);
  const needs = `${portNeeds('getContent')} on ${from.owner}/${from.repo}`;
  const text = await attempt(needs, () => fileText(ports.github, from, calls.path, ref));
  if (text.kind === 'unreadable') return text;
  if (text.value === undefined) {
    return { kind: 'unreadable', status: 404, needs, said: githubWords(`no ${calls.path} at ${ref}`) };
  }
  return { kind: 'read', value: calledWorkflow(text.value) ?? 'invalid' };
}

async function readRequirements(github: GitHubPort, repo: RepoRef, branch: string): Promise<Requirements> {
  const read = await readRequiredChecks(github, repo, branch);
  if (!read.known) {
    return { kind: 'unknown', why: read.why, needs: `${portNeeds('branchRules')} and ${portNeeds('branch')}` };
  }
  return { kind: 'read', checks: read.checks, mergeQueue: read.mergeQueue === true };
}

const VARIABLE = /^\$\{\{\s*vars\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;

async function readAppId(ports: DoctorPorts, repo: RepoRef, raw: string): Promise<AppIdSource> {
  const value = raw.trim();
  if (value === '') return { kind: 'empty' };
  if (/^[0-9]+$/.test(value)) return { kind: 'literal', id: Number(value) };
  const name = VARIABLE.exec(value)?.[1];
  if (name === undefined) return { kind: 'expression', text: value };
  const read = await attempt(readNeeds('repositoryVariable'), () => ports.reads.repositoryVariable(repo, name));
  return { kind: 'variable', name, value: read };
}

/**
 * The App's installation that covers the repository: from the installations the token's user may see, else (an
 * organization's repository, a token GitHub refuses that list) from the organization's.
 */
async function readInstallation(
  ports: DoctorPorts,
  repo: RepoRef,
  appId: number,
): Promise<Read<InstallationFacts | 'absent'>> {
  let listed = await attempt(readNeeds('userInstallations'), () => ports.reads.userInstallations());
  if (listed.kind === 'unreadable') {
    const org = await attempt(readNeeds('organizationInstallations'), () =>
      ports.reads.organizationInstallations(repo.owner),
    );
    if (org.kind === 'unreadable') return listed;
    listed = org;
  }
  const row = listed.value.find((i) => i.appId === appId);
  if (!row) return { kind: 'read', value: 'absent' };
  let repositories: InstallationFacts['repositories'] = 'all';
  if (row.repositorySelection === 'selected') {
    const names = await attempt(readNeeds('installationRepositories'), () =>
      ports.reads.installationRepositories(row.id),
    );
    const full = `${repo.owner}/${repo.repo}`.toLowerCase();
    repositories = {
      selected: true,
      includes: names.kind === 'unreadable' ? 'unknown' : names.value.some((n) => n.toLowerCase() === full),
    };
  }
  return {
    kind: 'read',
    value: {
      id: row.id,
      appId: row.appId,
      appSlug: row.appSlug,
      permissions: Object.fromEntries(
        Object.entries(row.permissions).filter(([, l]) => l === 'read' || l === 'write'),
      ) as InstallationFacts['permissions'],
      suspended: row.suspended,
      repositories,
    },
  };
}

async function readEnvironment(
  ports: DoctorPorts,
  repo: RepoRef,
  env: string,
): Promise<Pick<DoctorFacts, 'environment' | 'environmentSecret'>> {
  const found = await attempt(readNeeds('environment'), () => ports.reads.environment(repo, env));
  if (found.kind === 'read' && found.value === 'absent') return { environment: { kind: 'read', value: 'absent' } };
  const secret = await attempt(readNeeds('hasEnvironmentSecret'), () =>
    ports.reads.hasEnvironmentSecret(repo, env, KEY_SECRET),
  );
  if (found.kind === 'unreadable') return { environment: found, environmentSecret: secret };
  const row = found.value as Exclude<typeof found.value, 'absent'>;
  const branchPolicy = row.deploymentBranchPolicy;
  const patterns = branchPolicy?.customBranchPolicies
    ? await attempt(readNeeds('deploymentBranchPolicies'), () => ports.reads.deploymentBranchPolicies(repo, env))
    : undefined;
  return {
    environment: { kind: 'read', value: { name: row.name, branchPolicy, ...(patterns ? { patterns } : {}) } },
    environmentSecret: secret,
  };
}

/** Everything doctor judges about `repo` (`branch`: the branch whose requirements count; default the default one). */
export async function readDoctorFacts(
  ports: DoctorPorts,
  repo: RepoRef,
  options: { branch?: string; now: number },
): Promise<DoctorFacts> {
  const { defaultBranch } = await ports.github.repository(repo);
  const branch = options.branch ?? defaultBranch;
  const callers = await readCallers(ports, repo, defaultBranch);
  const facts: DoctorFacts = {
    repo,
    branch,
    defaultBranch,
    now: options.now,
    callers,
    requirements: await readRequirements(ports.github, repo, branch),
    labels: await attempt(readNeeds('repositoryLabels'), () => ports.reads.repositoryLabels(repo)),
    workflowPermissions: await attempt(readNeeds('defaultWorkflowPermissions'), () =>
      ports.reads.defaultWorkflowPermissions(repo),
    ),
  };
  const main = callers.kind === 'read' ? mainCaller(callers.value.jobs) : undefined;
  if (!main) return facts;
  const called = await readCalled(ports, repo, defaultBranch, main);
  if (called === undefined) return facts;
  facts.called = called;
  if (main.calls.kind !== 'app' || called.kind !== 'read' || called.value === 'invalid') return facts;
  const settings = settingsOf(main, called.value);
  facts.appId = await readAppId(ports, repo, settings['app-id'] ?? '');
  const appId =
    facts.appId.kind === 'literal'
      ? facts.appId.id
      : facts.appId.kind === 'variable' && facts.appId.value.kind === 'read'
        ? Number(facts.appId.value.value?.trim() ?? Number.NaN)
        : Number.NaN;
  if (Number.isSafeInteger(appId) && appId > 0) facts.installation = await readInstallation(ports, repo, appId);
  const env = (settings.environment ?? '').trim();
  if (env !== '') Object.assign(facts, await readEnvironment(ports, repo, env));
  facts.repositorySecret = await attempt(readNeeds('hasRepositorySecret'), () =>
    ports.reads.hasRepositorySecret(repo, KEY_SECRET),
  );
  return facts;
}

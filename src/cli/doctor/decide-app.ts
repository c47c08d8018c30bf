/**
 * doctor's rules about mergexo's own identity: the App the caller names, its installation on the repository and
 * what that installation grants against what the reusable workflow's tokens ask for, and the environment that
 * keeps the App's key to the default branch. Pure.
 */
import type { Level } from './callers.js';
import type { DoctorFacts, EnvironmentFacts } from './facts.js';
import type { Check } from './findings.js';
import { refusal, type Setup } from './decide-callers.js';

/** The secret the reusable workflow reads the App's private key from (mergexo-app.yml's `workflow_call.secrets`). */
export const KEY_SECRET = 'MERGEXO_APP_PRIVATE_KEY';

/** The branches GitHub's merge queue tests its groups on (`gh-readonly-queue/<base>/pr-<n>-<sha>`). */
export const queuePattern = (branch: string) => `gh-readonly-queue/${branch}/*`;

const LEVEL: Readonly<Record<Level, number>> = { read: 1, write: 2 };

/** The App's id, or the line that says why it is not known. */
function appLine(facts: DoctorFacts, setup: Setup): { check: Check; appId?: number } {
  const source = facts.appId;
  if (setup.main.calls.kind !== 'app' || source === undefined) {
    return { check: { id: 'app', ok: false, finding: { kind: 'no-app', file: setup.main.file } } };
  }
  const fail = (finding: Check['finding']) => ({ check: { id: 'app', ok: false, finding } });
  if (source.kind === 'literal') {
    return { check: { id: 'app', ok: true, finding: { kind: 'app', appId: source.id } }, appId: source.id };
  }
  if (source.kind === 'expression') return fail({ kind: 'app-id-expression', text: source.text });
  if (source.kind === 'empty') return fail({ kind: 'app-id-invalid', value: '' });
  const { name, value } = source;
  if (value.kind === 'unreadable') {
    return fail({ kind: 'unreadable', subject: { what: 'variable', name }, ...refusal(value) });
  }
  if (value.value === undefined) return fail({ kind: 'app-variable-missing', name });
  const raw = value.value.trim();
  if (!/^[1-9][0-9]{0,11}$/.test(raw)) return fail({ kind: 'app-id-invalid', value: raw, variable: name });
  const appId = Number(raw);
  return { check: { id: 'app', ok: true, finding: { kind: 'app', appId, variable: name } }, appId };
}

function installationLines(facts: DoctorFacts, setup: Setup, appId: number): Check[] {
  const read = facts.installation;
  if (read === undefined) return [];
  if (read.kind === 'unreadable') {
    const finding = { kind: 'unreadable', subject: { what: 'installation' }, ...refusal(read) } as const;
    return [{ id: 'app-installation', ok: false, finding }];
  }
  const found = read.value;
  if (found === 'absent') return [{ id: 'app-installation', ok: false, finding: { kind: 'not-installed', appId } }];
  const slug = found.appSlug;
  const lines: Check[] = [];
  if (found.suspended) {
    lines.push({ id: 'app-installation', ok: false, finding: { kind: 'installation-suspended', slug } });
  } else if (found.repositories !== 'all' && found.repositories.includes === false) {
    lines.push({ id: 'app-installation', ok: false, finding: { kind: 'installation-excludes', slug } });
  } else if (found.repositories !== 'all' && found.repositories.includes === 'unknown') {
    lines.push({ id: 'app-installation', ok: false, finding: { kind: 'installation-selection-unknown', slug } });
  } else {
    const selected = found.repositories !== 'all';
    lines.push({ id: 'app-installation', ok: true, finding: { kind: 'installed', appId, slug, selected } });
  }
  const needed = setup.called.mints;
  const missing = Object.entries(needed)
    .filter(([name, level]) => {
      const granted = found.permissions[name];
      return (granted === undefined ? 0 : LEVEL[granted]) < LEVEL[level];
    })
    .map(([name, level]) => ({ name, needed: level, granted: found.permissions[name] }))
    .sort((a, b) => a.name.localeCompare(b.name));
  lines.push(
    missing.length === 0
      ? { id: 'app-permissions', ok: true, finding: { kind: 'permissions-granted', slug, needed } }
      : { id: 'app-permissions', ok: false, finding: { kind: 'permissions-missing', slug, missing } },
  );
  return lines;
}

function branchPolicyLine(facts: DoctorFacts, env: EnvironmentFacts, queue: boolean): Check {
  const id = 'environment';
  const branch = facts.defaultBranch;
  const name = env.name;
  const policy = env.branchPolicy;
  if (policy === null) return { id, ok: false, finding: { kind: 'environment-open', env: name } };
  if (!policy.customBranchPolicies) {
    return { id, ok: false, finding: { kind: 'environment-protected-branches', env: name, branch } };
  }
  const read = env.patterns ?? { kind: 'read', value: [] };
  if (read.kind === 'unreadable') {
    const subject = { what: 'branch-policies', env: name } as const;
    return { id, ok: false, finding: { kind: 'unreadable', subject, ...refusal(read) } };
  }
  const patterns = read.value;
  const isBranch = (p: { type: string }) => p.type === '' || p.type === 'branch';
  const allowed = new Set([branch, queuePattern(branch)]);
  const others = patterns.filter((p) => !isBranch(p) || !allowed.has(p.name)).map((p) => p.name);
  if (others.length > 0) {
    return { id, ok: false, finding: { kind: 'environment-other-branches', env: name, patterns: others } };
  }
  if (!patterns.some((p) => p.name === branch)) {
    return { id, ok: false, finding: { kind: 'environment-without-default', env: name, branch } };
  }
  const hasQueue = patterns.some((p) => p.name === queuePattern(branch));
  if (queue && !hasQueue) {
    return { id, ok: false, finding: { kind: 'environment-without-queue', env: name, pattern: queuePattern(branch) } };
  }
  return { id, ok: true, finding: { kind: 'environment-limited', env: name, branch, queue: hasQueue } };
}

function environmentLines(facts: DoctorFacts, setup: Setup): Check[] {
  const env = (setup.settings.environment ?? '').trim();
  if (env === '') return [{ id: 'environment', ok: false, finding: { kind: 'no-environment', file: setup.main.file } }];
  const lines: Check[] = [];
  const read = facts.environment;
  const queue = facts.requirements.kind === 'read' && facts.requirements.mergeQueue;
  if (read?.kind === 'unreadable') {
    const finding = { kind: 'unreadable', subject: { what: 'environment', env }, ...refusal(read) } as const;
    lines.push({ id: 'environment', ok: false, finding });
  } else if (read === undefined || read.value === 'absent') {
    return [{ id: 'environment', ok: false, finding: { kind: 'environment-missing', env } }];
  } else {
    lines.push(branchPolicyLine(facts, read.value, queue));
  }
  const secret = facts.environmentSecret;
  if (secret?.kind === 'unreadable') {
    const subject = { what: 'environment-secret', env, name: KEY_SECRET } as const;
    lines.push({ id: 'environment-secret', ok: false, finding: { kind: 'unreadable', subject, ...refusal(secret) } });
  } else if (secret !== undefined) {
    lines.push(
      secret.value
        ? { id: 'environment-secret', ok: true, finding: { kind: 'secret-present', env, name: KEY_SECRET } }
        : { id: 'environment-secret', ok: false, finding: { kind: 'secret-missing', env, name: KEY_SECRET } },
    );
  }
  return lines;
}

function repositorySecretLine(facts: DoctorFacts): Check[] {
  const read = facts.repositorySecret;
  if (read === undefined) return [];
  const id = 'repository-secret';
  if (read.kind === 'unreadable') {
    const subject = { what: 'repository-secret', name: KEY_SECRET } as const;
    return [{ id, ok: false, finding: { kind: 'unreadable', subject, ...refusal(read) } }];
  }
  return [
    read.value
      ? { id, ok: false, finding: { kind: 'repository-secret', name: KEY_SECRET } }
      : { id, ok: true, finding: { kind: 'no-repository-secret', name: KEY_SECRET } },
  ];
}

/** The App's lines, and its id for the pinning rule (undefined when mergexo has no App or its id is not known). */
export function decideApp(facts: DoctorFacts, setup: Setup): { checks: Check[]; appId?: number } {
  const { check, appId } = appLine(facts, setup);
  const checks = [check];
  if (setup.main.calls.kind !== 'app') return { checks };
  if (appId !== undefined) checks.push(...installationLines(facts, setup, appId));
  checks.push(...environmentLines(facts, setup), ...repositorySecretLine(facts));
  return appId === undefined ? { checks } : { checks, appId };
}

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

/** What the caller's `app-id` names: the App's id, or its Client ID (create-github-app-token takes either). */
export type AppRef = { id: number } | { clientId: string };

export function appRefOf(raw: string): AppRef | undefined {
  const value = raw.trim();
  if (/^[1-9][0-9]{0,11}$/.test(value)) return { id: Number(value) };
  // GitHub's Client IDs: `Iv1.` and 16 hex digits, or `Iv23li` and more (GitHub Docs, "About the Client ID").
  if (/^Iv[0-9A-Za-z.]{8,}$/.test(value)) return { clientId: value };
  return undefined;
}

/** What the App's installation must grant: each permission a job's token asks for, when the setup asks it. */
function asked(when: string | undefined, setup: Setup): boolean {
  if (when === undefined) return true;
  const event = /^github\.event_name\s*==\s*'([\w-]+)'$/.exec(when.trim());
  if (event) return setup.main.triggers.events.includes(event[1] as string);
  const contains = /^contains\(\s*inputs\.([\w-]+)\s*,\s*'([^']*)'\s*\)$/.exec(when.trim());
  if (contains) return (setup.settings[contains[1] as string] ?? '').includes(contains[2] as string);
  // A condition doctor cannot judge: the token may ask for it.
  return true;
}

/** The App the caller names, or the line that says why it is not known. */
function appLine(facts: DoctorFacts, setup: Setup): { check: Check; app?: AppRef } {
  const source = facts.appId;
  if (setup.main.calls.kind !== 'app' || source === undefined) {
    return { check: { id: 'app', ok: false, finding: { kind: 'no-app', file: setup.main.file } } };
  }
  const fail = (finding: Check['finding']) => ({ check: { id: 'app', ok: false, finding } });
  if (source.kind === 'expression') return fail({ kind: 'app-id-expression', text: source.text });
  if (source.kind === 'empty') return fail({ kind: 'app-id-invalid', value: '' });
  let raw: string;
  let variable: string | undefined;
  if (source.kind === 'literal') raw = source.value;
  else {
    const { name, value } = source;
    if (value.kind === 'unreadable') {
      return fail({ kind: 'unreadable', subject: { what: 'variable', name }, ...refusal(value) });
    }
    if (value.value === undefined) return fail({ kind: 'app-variable-missing', name });
    raw = value.value;
    variable = name;
  }
  const app = appRefOf(raw);
  const named = variable === undefined ? {} : { variable };
  if (!app) return fail({ kind: 'app-id-invalid', value: raw.trim(), ...named });
  return { check: { id: 'app', ok: true, finding: { kind: 'app', app: raw.trim(), ...named } }, app };
}

function installationLines(facts: DoctorFacts, setup: Setup, app: AppRef): { lines: Check[]; appId?: number } {
  const read = facts.installation;
  const named = 'id' in app ? app.id : undefined;
  if (read === undefined) return named === undefined ? { lines: [] } : { lines: [], appId: named };
  const id = 'app-installation';
  if (read.kind === 'unreadable') {
    const finding = { kind: 'unreadable', subject: { what: 'installation' }, ...refusal(read) } as const;
    return { lines: [{ id, ok: false, finding }], ...(named === undefined ? {} : { appId: named }) };
  }
  const found = read.value;
  const app_ = 'id' in app ? String(app.id) : app.clientId;
  if (found === 'absent') {
    const lines = [{ id, ok: false, finding: { kind: 'not-installed', app: app_ } } as const];
    return named === undefined ? { lines } : { lines, appId: named };
  }
  const slug = found.appSlug;
  const appId = found.appId;
  const lines: Check[] = [];
  if (found.suspended) {
    lines.push({ id, ok: false, finding: { kind: 'installation-suspended', slug } });
  } else if (found.repositories !== 'all' && found.repositories.includes === false) {
    lines.push({ id, ok: false, finding: { kind: 'installation-excludes', slug } });
  } else if (found.repositories !== 'all' && found.repositories.includes === 'unknown') {
    lines.push({ id, ok: false, finding: { kind: 'installation-selection-unknown', slug } });
  } else {
    const selected = found.repositories !== 'all';
    lines.push({ id, ok: true, finding: { kind: 'installed', appId, slug, selected } });
  }
  const needed = Object.entries(setup.called.mints).filter(([, mint]) => asked(mint.when, setup));
  const missing = needed
    .filter(([name, mint]) => {
      const granted = found.permissions[name];
      return (granted === undefined ? 0 : LEVEL[granted]) < LEVEL[mint.level];
    })
    .map(([name, mint]) => ({
      name,
      needed: mint.level,
      granted: found.permissions[name],
      ...(mint.when === undefined ? {} : { when: mint.when }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const all = Object.fromEntries(needed.map(([name, mint]) => [name, mint.level]));
  lines.push(
    missing.length === 0
      ? { id: 'app-permissions', ok: true, finding: { kind: 'permissions-granted', slug, needed: all } }
      : { id: 'app-permissions', ok: false, finding: { kind: 'permissions-missing', slug, missing } },
  );
  return { lines, appId };
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

/**
 * The App's lines, and its id for the pinning rule (undefined when mergexo has no App, or its id is not known: a
 * Client ID whose installation could not be read).
 */
export function decideApp(facts: DoctorFacts, setup: Setup): { checks: Check[]; appId?: number } {
  const { check, app } = appLine(facts, setup);
  const checks = [check];
  if (setup.main.calls.kind !== 'app') return { checks };
  let appId: number | undefined;
  if (app !== undefined) {
    const installed = installationLines(facts, setup, app);
    checks.push(...installed.lines);
    appId = installed.appId;
  }
  checks.push(...environmentLines(facts, setup), ...repositorySecretLine(facts));
  return appId === undefined ? { checks } : { checks, appId };
}

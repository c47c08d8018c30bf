/**
 * The rules of `init --app`, pure: what the environment needs to be limited to the default branch, whether an
 * earlier run finished the App, which checks the ruleset requires and whether the ruleset GitHub holds already
 * says that. The shell (`./steps.ts`) reads, asks these, and writes.
 */
import { parse } from 'yaml';

/** The checks mergexo always writes, and those a setting of the caller workflow turns on. */
const ALWAYS = ['mergexo/history-guard', 'mergexo/write-root-gate'];

/** A ruleset in GitHub's own format (what its API takes and its import page reads). */
export interface Ruleset {
  name: string;
  target: 'branch';
  enforcement: 'active' | 'disabled' | 'evaluate';
  bypass_actors: Array<Record<string, unknown>>;
  conditions: { ref_name: { include: string[]; exclude: string[] } };
  rules: Array<{ type: string; parameters?: Record<string, unknown> }>;
}

export const RULESET_NAME = 'mergexo';

/**
 * The mergexo checks the caller workflow makes GitHub expect on every pull request: history-guard and
 * write-root-gate, ci-wait with `wait-for-ci: true`, rebase with `urgency: blocking`, collision with
 * `allocated-names`. An unreadable workflow asks for the two that always run.
 */
export function requiredChecks(callerText: string | undefined): string[] {
  const out = [...ALWAYS];
  let doc: unknown;
  try {
    doc = callerText === undefined ? undefined : parse(callerText);
  } catch {
    return out;
  }
  const jobs = (doc as { jobs?: Record<string, { with?: Record<string, unknown> }> } | undefined)?.jobs ?? {};
  const settings = Object.values(jobs).map((j) => j?.with ?? {});
  if (settings.some((w) => w['wait-for-ci'] === true || w['wait-for-ci'] === 'true')) out.push('mergexo/ci-wait');
  if (settings.some((w) => w.urgency === 'blocking')) out.push('mergexo/rebase');
  if (settings.some((w) => typeof w['allocated-names'] === 'string' && w['allocated-names'].trim() !== ''))
    out.push('mergexo/collision');
  return out;
}

/**
 * mergexo's ruleset on the default branch: each check required from the App `appId` only. An existing ruleset keeps
 * its other rules and its bypass list (a person's choices); only its status checks rule is mergexo's.
 */
export function desiredRuleset(appId: number, checks: readonly string[], existing?: Ruleset): Ruleset {
  const statusRule = {
    type: 'required_status_checks',
    parameters: {
      strict_required_status_checks_policy: false,
      do_not_enforce_on_create: false,
      required_status_checks: checks.map((context) => ({ context, integration_id: appId })),
    },
  };
  return {
    name: RULESET_NAME,
    target: 'branch',
    enforcement: 'active',
    bypass_actors: existing?.bypass_actors ?? [],
    conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
    rules: [...(existing?.rules ?? []).filter((r) => r.type !== 'required_status_checks'), statusRule],
  };
}

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

function checksOf(r: Ruleset): string[] {
  const rule = r.rules.find((x) => x.type === 'required_status_checks');
  const checks = (rule?.parameters?.required_status_checks ?? []) as Array<{
    context: string;
    integration_id?: number;
  }>;
  return sorted(checks.map((c) => `${c.context}@${c.integration_id ?? 'any'}`));
}

/** Whether GitHub's ruleset already requires what `desired` does, where `desired` applies. */
export function rulesetHolds(existing: Ruleset, desired: Ruleset): boolean {
  const inc = existing.conditions?.ref_name?.include ?? [];
  const exc = existing.conditions?.ref_name?.exclude ?? [];
  const rule = existing.rules.find((x) => x.type === 'required_status_checks');
  return (
    existing.enforcement === 'active' &&
    existing.target === 'branch' &&
    JSON.stringify(sorted(inc)) === JSON.stringify(sorted(desired.conditions.ref_name.include)) &&
    exc.length === 0 &&
    rule?.parameters?.strict_required_status_checks_policy === false &&
    JSON.stringify(checksOf(existing)) === JSON.stringify(checksOf(desired)) &&
    existing.rules.filter((x) => x.type === 'required_status_checks').length === 1
  );
}

export type EnvironmentState =
  'absent' | { branchPolicy: { protected_branches: boolean; custom_branch_policies: boolean } | null };

export interface Pattern {
  id: number;
  name: string;
  type: 'branch' | 'tag';
}

/** What limits an environment to the default branch: the policy to set, the pattern to add, the patterns to drop. */
export interface EnvironmentPlan {
  was: 'absent' | 'every branch' | 'protected branches' | 'selected branches';
  setPolicy: boolean;
  addDefault: boolean;
  remove: Pattern[];
}

export function planEnvironment(
  state: EnvironmentState,
  patterns: readonly Pattern[],
  defaultBranch: string,
): EnvironmentPlan {
  if (state === 'absent') return { was: 'absent', setPolicy: true, addDefault: true, remove: [] };
  const policy = state.branchPolicy;
  if (!policy) return { was: 'every branch', setPolicy: true, addDefault: true, remove: [] };
  if (!policy.custom_branch_policies)
    return { was: 'protected branches', setPolicy: true, addDefault: true, remove: [] };
  const isDefault = (p: Pattern): boolean => p.type === 'branch' && p.name === defaultBranch;
  return {
    was: 'selected branches',
    setPolicy: false,
    addDefault: !patterns.some(isDefault),
    remove: patterns.filter((p) => !isDefault(p)),
  };
}

/** Nothing to change: the environment already lets the default branch alone use it. */
export const environmentHolds = (plan: EnvironmentPlan): boolean =>
  !plan.setPolicy && !plan.addDefault && plan.remove.length === 0;

/**
 * Where an earlier run left the App: `done` when the variable holds an App id and the secret is stored (the id is
 * written last, so both mean the key was stored); `keyless` when an App id is recorded but no key is stored (a run
 * stopped in between: that App's key exists nowhere); `none` otherwise.
 */
export function appProgress(idVariable: string | undefined, secretStored: boolean): 'done' | 'keyless' | 'none' {
  const recorded = idVariable !== undefined && /^[1-9][0-9]*$/.test(idVariable);
  if (recorded && secretStored) return 'done';
  return recorded ? 'keyless' : 'none';
}

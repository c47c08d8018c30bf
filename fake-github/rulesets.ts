// Repository rulesets and what they require of a merge. Required checks come from two places: the knob
// `repo.requiredChecks` (applied to every branch, served both as a ruleset rule and as classic protection; a name
// can be pinned to an App with `pinRequiredCheck`, classic protection's `checks: [{ context, app_id }]`), and the
// active rulesets created through the API whose conditions match the branch. A required check pinned to an App
// (`integration_id`) is satisfied only by that App's check runs and commit statuses: a passing check of the same
// name from any other source, GitHub Actions' included, does not count.
import { minimatch } from 'minimatch';
import { appIdOf } from './apps.js';
import type { FakeRepo } from './repo.js';
import { nodeId, now } from './store.js';

export interface RequiredCheck {
  context: string;
  /** The App whose checks alone satisfy it; null: any source. */
  integrationId: number | null;
}

export interface RuleRecord {
  type: string;
  parameters?: Record<string, unknown>;
}

export interface RulesetRecord {
  id: number;
  nodeId: string;
  name: string;
  target: 'branch' | 'tag' | 'push';
  enforcement: 'disabled' | 'active' | 'evaluate';
  bypassActors: Array<Record<string, unknown>>;
  conditions: { ref_name?: { include?: string[]; exclude?: string[] } } | null;
  rules: RuleRecord[];
  createdAt: string;
  updatedAt: string;
}

interface RepoRules {
  rulesets: RulesetRecord[];
  /** The knob's pins: required check name -> App id. */
  pins: Map<string, number>;
}

const byRepo = new WeakMap<FakeRepo, RepoRules>();

function rulesOf(repo: FakeRepo): RepoRules {
  let r = byRepo.get(repo);
  if (!r) byRepo.set(repo, (r = { rulesets: [], pins: new Map() }));
  return r;
}

export function rulesetsOf(repo: FakeRepo): RulesetRecord[] {
  return rulesOf(repo).rulesets;
}

/** Pins one of `repo.requiredChecks` to an App, as classic protection's `checks: [{ context, app_id }]` does. */
export function pinRequiredCheck(repo: FakeRepo, context: string, appId: number | null): void {
  if (appId === null) rulesOf(repo).pins.delete(context);
  else rulesOf(repo).pins.set(context, appId);
}

/** The App `repo.requiredChecks`'s entry `context` is pinned to, or null. */
export function knobSource(repo: FakeRepo, context: string): number | null {
  return rulesOf(repo).pins.get(context) ?? null;
}

export function newRuleset(
  repo: FakeRepo,
  fields: Omit<RulesetRecord, 'id' | 'nodeId' | 'createdAt' | 'updatedAt'>,
): RulesetRecord {
  const id = repo.store.nextId();
  const rec: RulesetRecord = { id, nodeId: nodeId('RRS', id), createdAt: now(), updatedAt: now(), ...fields };
  rulesOf(repo).rulesets.push(rec);
  return rec;
}

// GitHub: "Creating rulesets for a repository" (ref_name include/exclude: fnmatch patterns, ~DEFAULT_BRANCH, ~ALL)
function refMatches(repo: FakeRepo, pattern: string, branch: string): boolean {
  if (pattern === '~ALL') return true;
  if (pattern === '~DEFAULT_BRANCH') return branch === repo.defaultBranch;
  const ref = `refs/heads/${branch}`;
  return minimatch(ref, pattern, { dot: true }) || minimatch(branch, pattern, { dot: true });
}

/** The active branch rulesets whose conditions cover `branch`. */
export function rulesetsFor(repo: FakeRepo, branch: string): RulesetRecord[] {
  return rulesetsOf(repo).filter((r) => {
    if (r.enforcement !== 'active' || r.target !== 'branch') return false;
    const include = r.conditions?.ref_name?.include ?? [];
    const exclude = r.conditions?.ref_name?.exclude ?? [];
    return include.some((p) => refMatches(repo, p, branch)) && !exclude.some((p) => refMatches(repo, p, branch));
  });
}

/** Every check a merge into `branch` requires, with the App each is pinned to. */
export function requiredChecksFor(repo: FakeRepo, branch: string): RequiredCheck[] {
  const out: RequiredCheck[] = repo.requiredChecks.map((context) => ({
    context,
    integrationId: knobSource(repo, context),
  }));
  for (const r of rulesetsFor(repo, branch)) {
    for (const rule of r.rules) {
      if (rule.type !== 'required_status_checks') continue;
      const checks = (rule.parameters?.required_status_checks ?? []) as Array<{
        context: string;
        integration_id?: number;
      }>;
      for (const c of checks) out.push({ context: c.context, integrationId: c.integration_id ?? null });
    }
  }
  return out;
}

/** Whether a ruleset on `branch` asks for branches to be up to date before merging. */
export function strictFor(repo: FakeRepo, branch: string): boolean {
  return rulesetsFor(repo, branch).some((r) =>
    r.rules.some(
      (rule) =>
        rule.type === 'required_status_checks' && rule.parameters?.strict_required_status_checks_policy === true,
    ),
  );
}

/**
 * The result a required check has on `sha`: for an unpinned check, the newest of any source (`latestChecks`); for a
 * pinned one, only the pinned App's newest check run and newest commit status of that name count (both required
 * when both exist). undefined: nothing from an allowed source.
 */
// GitHub: "About protected branches" (a required status check can be pinned to an App as its expected source)
export function requiredCheckResult(repo: FakeRepo, sha: string, req: RequiredCheck): string | undefined {
  if (req.integrationId === null) return repo.latestChecks(sha).get(req.context);
  const store = repo.store;
  let run: string | undefined;
  let seenRun = false;
  for (const c of [...repo.checkRunList].sort((a, b) => a.id - b.id)) {
    if (c.headSha !== sha || c.name !== req.context || appIdOf(store, c.app) !== req.integrationId) continue;
    seenRun = true;
    run = c.status === 'completed' ? (c.conclusion ?? undefined) : 'pending';
  }
  let status: string | undefined;
  for (const st of [...repo.statusList].sort((a, b) => a.id - b.id)) {
    if (st.sha !== sha || st.context !== req.context || st.creator.type !== 'Bot') continue;
    if (appIdOf(store, st.creator.login.replace(/\[bot\]$/, '')) !== req.integrationId) continue;
    status = st.state === 'error' ? 'failure' : st.state;
  }
  const passed = (c: string | undefined): boolean => c === 'success' || c === 'neutral' || c === 'skipped';
  if (seenRun && status !== undefined) return passed(run) ? status : run;
  return seenRun ? run : status;
}

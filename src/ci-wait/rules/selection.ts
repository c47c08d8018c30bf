import { isMergexoCheckName } from '../../core/pure/protocol/checks.js';
import { escapeRegExp, matchesAny } from './glob.js';

/** A check run as GitHub lists it for a commit (only the fields ci-wait reads). */
export interface RawCheckRun {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  url: string | null;
  app: string | null;
  /** The writing App's id (a required check may pin it); absent where a test or caller did not read it. */
  appId?: number | null;
  title: string | null;
  /** The check's `external_id`: the facts ci-wait's own verdict stated (`./decide-verdict.ts`); absent if unread. */
  externalId?: string | null;
  summary: string | null;
  text: string | null;
  annotationsCount: number;
}

/** A commit status as the combined status lists it (newest per context). */
export interface RawStatus {
  id: number;
  context: string;
  state: string;
  url: string | null;
  description: string | null;
}

export type CheckResult = 'pending' | 'passed' | 'failed';

export interface CheckItem {
  kind: 'check_run' | 'status';
  id: number;
  name: string;
  result: CheckResult;
  /** GitHub's word for where it stands: a conclusion when done (`failure`, `timed_out`, ...), else its status. */
  conclusion: string;
  url: string | null;
  /** What the check said about itself (output title/summary/text, or a status description). */
  output: string[];
  annotationsCount: number;
}

/**
 * `status-named-mergexo`: a commit status named like a mergexo check. mergexo writes check runs only, so
 * such a status is someone else's; it is neither waited for nor counted (a pending one must not hold the
 * wait, a passing one must not pass it), and it is listed under this reason rather than as mergexo's own,
 * because a required check not pinned to mergexo's App as its source accepts it (docs/security.md).
 */
export type ExclusionReason = 'mergexo' | 'status-named-mergexo' | 'self' | 'not-selected' | 'ignored' | 'superseded';

export interface SelectionRules {
  /** ci-wait's own verdict check (any `mergexo/` name is excluded too). */
  checkName: string;
  jobCheckRunId: number | undefined;
  jobNames: readonly string[];
  checks: readonly RegExp[];
  ignoreChecks: readonly RegExp[];
}

export interface Selection {
  /** What ci-wait waits for and judges: newest per name, none of its own. */
  counted: CheckItem[];
  excluded: { item: CheckItem; reason: ExclusionReason }[];
  /** Required checks (branch protection, rulesets) that have not reported on this head yet. */
  missing: string[];
}

export function noSelection(): Selection {
  return { counted: [], excluded: [], missing: [] };
}

const PASSING = new Set(['success', 'neutral', 'skipped']);

export function checkRunResult(run: Pick<RawCheckRun, 'status' | 'conclusion'>): CheckResult {
  if (run.status !== 'completed') return 'pending';
  return run.conclusion !== null && PASSING.has(run.conclusion) ? 'passed' : 'failed';
}

export function statusResult(state: string): CheckResult {
  if (state === 'success') return 'passed';
  if (state === 'pending') return 'pending';
  return 'failed';
}

function fromRun(run: RawCheckRun): CheckItem {
  return {
    kind: 'check_run',
    id: run.id,
    name: run.name,
    result: checkRunResult(run),
    conclusion: run.status === 'completed' ? (run.conclusion ?? 'unknown') : run.status,
    url: run.url,
    output: [run.title, run.summary, run.text].filter((s): s is string => typeof s === 'string' && s.trim() !== ''),
    annotationsCount: run.annotationsCount,
  };
}

function fromStatus(status: RawStatus): CheckItem {
  return {
    kind: 'status',
    id: status.id,
    name: status.context,
    result: statusResult(status.state),
    conclusion: status.state,
    url: status.url,
    output: status.description ? [status.description] : [],
    annotationsCount: 0,
  };
}

/** GitHub's ids grow with time, so the highest id of a name is its newest run (a re-run supersedes). */
function newestPerName<T extends { id: number }>(
  items: readonly T[],
  nameOf: (t: T) => string,
): { newest: T[]; older: T[] } {
  const best = new Map<string, T>();
  for (const item of items) {
    const seen = best.get(nameOf(item));
    if (!seen || item.id > seen.id) best.set(nameOf(item), item);
  }
  const newest = [...best.values()];
  const keep = new Set(newest);
  return { newest, older: items.filter((i) => !keep.has(i)) };
}

/**
 * How the job running ci-wait shows up when its check run id is unknown: its name, or under a
 * reusable workflow `caller / name`, with a matrix suffix `name (a, b)`.
 */
export function jobNamePattern(jobNames: readonly string[]): RegExp | undefined {
  if (jobNames.length === 0) return undefined;
  const alternatives = jobNames.map(escapeRegExp).join('|');
  return new RegExp(`^(?:.+ / )?(?:${alternatives})(?: \\(.*\\))?$`, 's');
}

export function isMergexoCheck(name: string, checkName: string): boolean {
  return isMergexoCheckName(name) || name === checkName;
}

/** Why the `checks` / `ignore-checks` globs leave a name out, if they do. */
function leftOutByGlobs(name: string, rules: SelectionRules): 'not-selected' | 'ignored' | undefined {
  if (rules.checks.length > 0 && !matchesAny(name, rules.checks)) return 'not-selected';
  if (matchesAny(name, rules.ignoreChecks)) return 'ignored';
  return undefined;
}

/**
 * What ci-wait waits for on a head: every check run and commit status, newest per name,
 * except mergexo's own checks, the job running ci-wait, and what the globs leave out; plus
 * the required checks that have not appeared yet.
 */
export function selectChecks(
  runs: readonly RawCheckRun[],
  statuses: readonly RawStatus[],
  required: readonly string[],
  rules: SelectionRules,
): Selection {
  const excluded: Selection['excluded'] = [];
  const runsByName = newestPerName(runs, (r) => r.name);
  const statusesByName = newestPerName(statuses, (s) => s.context);
  for (const r of runsByName.older) excluded.push({ item: fromRun(r), reason: 'superseded' });
  for (const s of statusesByName.older) excluded.push({ item: fromStatus(s), reason: 'superseded' });

  // With the runner's exact id, the job's name is learned from its own check run and every run of
  // that name (earlier attempts of the same job) is left out; without it, a running check whose
  // name is the job's is taken to be this job.
  const selfRun = rules.jobCheckRunId === undefined ? undefined : runs.find((r) => r.id === rules.jobCheckRunId);
  const fallback = rules.jobCheckRunId === undefined ? jobNamePattern(rules.jobNames) : undefined;
  const isSelf = (run: RawCheckRun): boolean =>
    selfRun
      ? run.name === selfRun.name
      : fallback !== undefined && run.status !== 'completed' && fallback.test(run.name);

  const counted: CheckItem[] = [];
  const consider = (item: CheckItem, self: boolean) => {
    let reason: ExclusionReason | undefined;
    if (isMergexoCheck(item.name, rules.checkName))
      reason = item.kind === 'status' ? 'status-named-mergexo' : 'mergexo';
    else if (self) reason = 'self';
    else reason = leftOutByGlobs(item.name, rules);
    if (reason) excluded.push({ item, reason });
    else counted.push(item);
  };
  for (const run of runsByName.newest) consider(fromRun(run), isSelf(run));
  for (const status of statusesByName.newest) consider(fromStatus(status), false);

  const reported = new Set([...runsByName.newest.map((r) => r.name), ...statusesByName.newest.map((s) => s.context)]);
  const missing = [...new Set(required)].filter(
    (name) => !reported.has(name) && !isMergexoCheck(name, rules.checkName) && !leftOutByGlobs(name, rules),
  );
  const order = (a: CheckItem, b: CheckItem) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind);
  return {
    counted: counted.sort(order),
    excluded: excluded.sort((a, b) => order(a.item, b.item)),
    missing: missing.sort(),
  };
}

/** How many failed check runs have their annotations read into the finding, and how many lines each. */
export const ANNOTATED_CHECKS = 5;
export const ANNOTATIONS_PER_CHECK = 5;

/** The failed checks whose annotations are read: the first `ANNOTATED_CHECKS` check runs that have any. */
export function checksToAnnotate(failed: readonly CheckItem[]): CheckItem[] {
  return failed.filter((c) => c.kind === 'check_run' && c.annotationsCount > 0).slice(0, ANNOTATED_CHECKS);
}

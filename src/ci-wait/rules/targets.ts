/**
 * Which PRs an event is about, as far as its payload tells (`../targets.ts` asks GitHub the rest): poll mode waits
 * for the PR a pull_request event names; event mode judges the PRs whose head is the commit the event reports on,
 * once that result is complete.
 */
import { ConfigurationError } from '../../core/pure/errors.js';
import { isSha } from '../../core/pure/sha.js';

export const POLL_EVENTS = ['pull_request', 'pull_request_target'] as const;
export const ONCE_EVENTS = ['check_suite', 'workflow_run', 'status'] as const;

/** Why an event is not yet a result to judge (`messages.ts` words it). */
export type EventSkip =
  /** The check suite or workflow run is not completed: `action` is the event's (none when it names none). */
  { kind: 'not-completed'; event: 'check_suite' | 'workflow_run'; action?: string } | { kind: 'status-pending' };

/**
 * What the payload says. `poll`: wait for the event's PR. `skip`: nothing to judge yet. `ask`: the commit, and the PRs
 * GitHub listed with it (`listed`, which leaves out PRs from forks); when it listed none, the open PRs with that head
 * are looked for under `branchHeads` (a status event's branches of this repository, one request each), else among
 * all open PRs, narrowed to `headLabel` (`owner:branch`) when the payload names the head branch.
 */
export type EventTarget =
  | { mode: 'poll'; closed: boolean }
  | { mode: 'skip'; sha: string; skip: EventSkip }
  | { mode: 'ask'; sha: string; listed: number[]; branchHeads?: string[]; headLabel?: string };

type Payload = Record<string, unknown>;

/** A status event names at most 10 branches; past that (or none, for a fork's commit) every open PR is searched. */
const MAX_STATUS_BRANCHES = 10;

function prNumbers(list: unknown): number[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((p) => (typeof (p as Payload)?.number === 'number' ? [(p as { number: number }).number] : []));
}

/** The `owner:branch` heads a status event names in this repository; undefined when it names none or too many. */
function statusBranchHeads(owner: string, branches: unknown): string[] | undefined {
  if (!Array.isArray(branches) || branches.length === 0 || branches.length > MAX_STATUS_BRANCHES) return undefined;
  return (branches as { name?: unknown }[]).flatMap((b) => (typeof b?.name === 'string' ? [`${owner}:${b.name}`] : []));
}

/** What event `eventName`'s payload says about the PRs to judge in repository owner `owner`. */
export function eventTarget(eventName: string, payload: Payload, owner: string): EventTarget {
  if ((POLL_EVENTS as readonly string[]).includes(eventName))
    return { mode: 'poll', closed: payload.action === 'closed' };
  let sha: unknown;
  let listed: number[] = [];
  let headLabel: string | undefined;
  let branchHeads: string[] | undefined;
  if (eventName === 'check_suite' || eventName === 'workflow_run') {
    const subject = (payload[eventName] ?? {}) as Payload;
    sha = subject.head_sha;
    if (payload.action !== 'completed') {
      const action = payload.action === undefined || payload.action === null ? {} : { action: String(payload.action) };
      return { mode: 'skip', sha: String(sha ?? ''), skip: { kind: 'not-completed', event: eventName, ...action } };
    }
    listed = prNumbers(subject.pull_requests);
    const headRepo = subject.head_repository as { owner?: { login?: string } } | undefined;
    const branch = subject.head_branch;
    // GitHub leaves PRs from forks out of `pull_requests`; the head branch still finds them.
    if (headRepo?.owner?.login && typeof branch === 'string') headLabel = `${headRepo.owner.login}:${branch}`;
  } else {
    sha = payload.sha;
    if (payload.state === 'pending') return { mode: 'skip', sha: String(sha ?? ''), skip: { kind: 'status-pending' } };
    branchHeads = statusBranchHeads(owner, payload.branches);
  }
  if (!isSha(sha)) {
    throw new ConfigurationError(
      `The '${eventName}' event payload names no commit (no ${eventName === 'status' ? 'sha' : `${eventName}.head_sha`}), ` +
        'so ci-wait cannot tell which PR to judge. Trigger it on the events GitHub sends, not on a hand-made payload.',
    );
  }
  return {
    mode: 'ask',
    sha,
    listed,
    ...(branchHeads ? { branchHeads } : {}),
    ...(headLabel ? { headLabel } : {}),
  };
}

/** The PRs to judge, each once, lowest number first. */
export function targetNumbers(numbers: readonly number[]): number[] {
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The PRs an event is about, once GitHub was asked (`../targets.ts`). */
export type Targets =
  | { mode: 'poll'; numbers: number[]; closed: boolean }
  | { mode: 'event'; sha: string; numbers: number[]; skip?: EventSkip };

/**
 * Where a run starts: a `pull_request` event that closed its PR reports it closed, nothing read; an event whose
 * result is not complete judges nothing and says why; otherwise each PR is judged, in event mode on the event's commit.
 */
export type RunStart =
  | { kind: 'closed'; number: number }
  | { kind: 'skip'; skip: EventSkip }
  | { kind: 'judge'; numbers: number[]; expectHead: string | undefined };

export function runStart(targets: Targets): RunStart {
  if (targets.mode === 'poll') {
    const [number] = targets.numbers;
    if (targets.closed && number !== undefined) return { kind: 'closed', number };
    return { kind: 'judge', numbers: targets.numbers, expectHead: undefined };
  }
  if (targets.skip) return { kind: 'skip', skip: targets.skip };
  return { kind: 'judge', numbers: targets.numbers, expectHead: targets.sha };
}

/**
 * The head this event's push to PR `number` replaced, where its count was: a `synchronize` event's `before`, only for
 * the PR the event names (another PR judged in the same run had no push here).
 */
export function pushedBefore(payload: Payload, number: number): string | undefined {
  const pull = payload.pull_request as { number?: unknown } | undefined;
  const before = payload.before;
  return payload.action === 'synchronize' && pull?.number === number && typeof before === 'string' ? before : undefined;
}

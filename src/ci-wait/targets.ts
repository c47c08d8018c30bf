import { isSha } from '../core/pure/sha.js';
import { ConfigurationError } from '../core/pure/errors.js';
import type { GitHubPort } from '../core/github/port.js';
import { listOpenPulls } from '../core/pr/list.js';
import type { RepoRef } from '../core/pure/view.js';
import { pullRequestNumberOf, type RunContext } from '../core/run-context.js';
import type { ShellContext } from '../core/shell.js';

export const POLL_EVENTS = ['pull_request', 'pull_request_target'] as const;
export const ONCE_EVENTS = ['check_suite', 'workflow_run', 'status'] as const;

export type Targets =
  | { mode: 'poll'; numbers: number[]; closed: boolean }
  | { mode: 'event'; sha: string; numbers: number[]; skip?: EventSkip };

/** Why an event is not yet a result to judge (`messages.ts` words it). */
export type EventSkip =
  /** The check suite or workflow run is not completed: `action` is the event's (none when it names none). */
  { kind: 'not-completed'; event: 'check_suite' | 'workflow_run'; action?: string } | { kind: 'status-pending' };

type Payload = Record<string, unknown>;

function prNumbers(list: unknown): number[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((p) => (typeof (p as Payload)?.number === 'number' ? [(p as { number: number }).number] : []));
}

/** Open PRs whose head is `sha`; `head` (owner:branch) narrows the listing to one branch. */
async function openPullsWithHead(github: GitHubPort, repo: RepoRef, sha: string, head?: string): Promise<number[]> {
  const pulls = await listOpenPulls(github, repo, head ? { head } : {});
  return pulls.filter((p) => p.headSha === sha).map((p) => p.number);
}

/**
 * A status event names the branches of this repository whose tip is the commit: their PRs are
 * found with one request each. `undefined` when the event names none (a fork's commit, or an
 * untracked one), for the caller to search more widely.
 */
async function pullsOfBranches(
  github: GitHubPort,
  repo: RepoRef,
  sha: string,
  branches: unknown,
): Promise<number[] | undefined> {
  if (!Array.isArray(branches) || branches.length === 0 || branches.length > 10) return undefined;
  const numbers: number[] = [];
  for (const branch of branches as { name?: unknown }[]) {
    if (typeof branch?.name !== 'string') continue;
    numbers.push(...(await openPullsWithHead(github, repo, sha, `${repo.owner}:${branch.name}`)));
  }
  return numbers;
}

/**
 * Which PRs an event is about. Poll mode: the event's PR. Event mode: the PRs whose head is the
 * commit the event reports on, taken from the payload when GitHub lists them (it does not for
 * PRs from forks), else found among the open PRs.
 */
export async function targetsOf(shell: Pick<ShellContext, 'github' | 'repo'>, ctx: RunContext): Promise<Targets> {
  const { github, repo } = shell;
  const payload = ctx.payload as Payload;
  if ((POLL_EVENTS as readonly string[]).includes(ctx.eventName)) {
    const number = pullRequestNumberOf(ctx, 'ci-wait', 'waits for the PR that a pull_request event is about');
    return { mode: 'poll', numbers: [number], closed: ctx.payload.action === 'closed' };
  }

  let sha: unknown;
  let listed: number[] = [];
  let headLabel: string | undefined;
  if (ctx.eventName === 'check_suite' || ctx.eventName === 'workflow_run') {
    const key = ctx.eventName;
    const subject = (payload[key] ?? {}) as Payload;
    sha = subject.head_sha;
    if (payload.action !== 'completed') {
      return {
        mode: 'event',
        sha: String(sha ?? ''),
        numbers: [],
        skip: {
          kind: 'not-completed',
          event: key,
          ...(payload.action === undefined || payload.action === null ? {} : { action: String(payload.action) }),
        },
      };
    }
    listed = prNumbers(subject.pull_requests);
    const headRepo = subject.head_repository as { full_name?: string; owner?: { login?: string } } | undefined;
    const branch = subject.head_branch;
    // GitHub leaves PRs from forks out of `pull_requests`; the head branch still finds them.
    if (headRepo?.owner?.login && typeof branch === 'string') headLabel = `${headRepo.owner.login}:${branch}`;
  } else {
    sha = payload.sha;
    if (payload.state === 'pending') {
      return { mode: 'event', sha: String(sha ?? ''), numbers: [], skip: { kind: 'status-pending' } };
    }
  }
  if (!isSha(sha)) {
    throw new ConfigurationError(
      `The '${ctx.eventName}' event payload names no commit (no ${ctx.eventName === 'status' ? 'sha' : `${ctx.eventName}.head_sha`}), ` +
        'so ci-wait cannot tell which PR to judge. Trigger it on the events GitHub sends, not on a hand-made payload.',
    );
  }
  let numbers = listed;
  if (numbers.length === 0) {
    const branches =
      ctx.eventName === 'status' ? await pullsOfBranches(github, repo, sha, payload.branches) : undefined;
    if (branches) numbers = branches;
    else numbers = await openPullsWithHead(github, repo, sha, headLabel);
  }
  return { mode: 'event', sha, numbers: [...new Set(numbers)].sort((a, b) => a - b) };
}

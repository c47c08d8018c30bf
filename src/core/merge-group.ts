/**
 * A merge queue's merge group, as every mergexo check a repository may require must answer it. GitHub's
 * merge queue needs each required check on the group's own commit (`merge_group.head_sha`): branch
 * protection couples the checks of pull requests and of merge groups, so a check that is never reported
 * there leaves the queued PR waiting until the queue gives up.
 *
 * What the payload says (GitHub's docs, "Managing a merge queue" and the `merge_group` webhook): the group
 * commit `head_sha` holds the base branch (`base_ref`) plus the changes of the PRs ahead in the queue plus the
 * PR the group was built for, which only the ref names: `refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>`.
 * `base_sha` is "the SHA of the merge group's parent commit": the base tip for the first entry, the commit of
 * the group ahead for an entry behind others, so it says nothing about which PRs the group holds. The PRs
 * ahead are not in the payload; the queue itself (GraphQL `Repository.mergeQueue(branch).entries`, in queue
 * order) lists them. With "only merge non-failing pull requests" off, GitHub lands the PRs ahead with a later
 * group even when their own group failed: a gate judges every PR of the group (`pullsAheadInQueue` plus the
 * named one) and fails the group when any of them fails.
 */
import { isSha } from './pure/sha.js';
import { ConfigurationError, UndecidableError } from './pure/errors.js';
import type { GitHubPort } from './github/port.js';
import { isGraphQLForbidden } from './github/errors.js';
import { MERGE_QUEUE_ENTRIES } from './github/graphql-documents.js';
import type { RepoRef } from './pure/view.js';
import type { RunContext } from './run-context.js';

export interface MergeGroupEvent {
  /** The group's commit: where the queue waits for the required checks. */
  headSha: string;
  /** `refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>`. */
  headRef: string;
  /** `refs/heads/<base>`, or '' when the payload has none. */
  baseRef: string;
  /** The group's parent commit (`base_sha`): the base tip or the group ahead's commit, when the payload names one. */
  baseSha?: string;
}

export function mergeGroupFromPayload(payload: Record<string, unknown>): MergeGroupEvent | undefined {
  const group = payload.merge_group as Record<string, unknown> | undefined;
  if (!group || typeof group.head_sha !== 'string' || typeof group.head_ref !== 'string') return undefined;
  return {
    headSha: group.head_sha,
    headRef: group.head_ref,
    baseRef: typeof group.base_ref === 'string' ? group.base_ref : '',
    ...(isSha(group.base_sha) ? { baseSha: group.base_sha } : {}),
  };
}

/** The merge group of a `merge_group` run, or a configuration error saying how to run the step. */
export function requireMergeGroup(ctx: RunContext): MergeGroupEvent {
  const group = mergeGroupFromPayload(ctx.payload);
  if (!group || !isSha(group.headSha)) {
    throw new ConfigurationError(
      'The merge_group event payload has no merge_group.head_sha and head_ref. Run the step on the ' +
        '`merge_group` event GitHub sends for a merge queue, without overriding the event payload.',
    );
  }
  return group;
}

/** The PR a merge group ref was made for (the newest PR of the group), or undefined. */
export function mergeGroupPullNumber(headRef: string): number | undefined {
  const m = /\/pr-([1-9]\d*)-[0-9a-f]{7,64}$/.exec(headRef);
  return m ? Number(m[1]) : undefined;
}

/** The base branch's short name: from `base_ref`, else from the group ref `gh-readonly-queue/<base>/pr-...`. */
export function mergeGroupBase(group: MergeGroupEvent): string | undefined {
  if (group.baseRef.startsWith('refs/heads/')) return group.baseRef.slice('refs/heads/'.length);
  const m = /^(?:refs\/heads\/)?gh-readonly-queue\/(.+)\/pr-[1-9]\d*-[0-9a-f]{7,64}$/.exec(group.headRef);
  return m?.[1];
}

interface QueueAnswer {
  repository?: {
    mergeQueue?: {
      entries?: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: ({ position: number; pullRequest: { number: number } | null } | null)[];
      } | null;
    } | null;
  } | null;
}

/**
 * GitHub refused the token the queue (GraphQL FORBIDDEN). Whether reading `Repository.mergeQueue` needs the App
 * permission "Merge queues" is not documented, nor whether `GITHUB_TOKEN` may read it (a workflow's `permissions:`
 * has no entry for it); GitHub's answer decides, and this line names the fix for either token.
 */
export const QUEUE_FORBIDDEN = (base: string): string =>
  `GitHub refused this token the merge queue of ${base} (Resource not accessible by integration), so the PRs of this ` +
  'merge group cannot be listed and the group fails. Reading the queue takes the repository permission "Merge ' +
  'queues" (read), which a workflow\'s GITHUB_TOKEN cannot be given: run mergexo as its GitHub App with that ' +
  'permission, its token minted with `permission-merge-queues: read`.';

/** A merge_group event came from the queue, so a queue GitHub does not show this token is one it may not see. */
export const QUEUE_UNSEEN = (base: string): string =>
  `GitHub shows this token no merge queue on ${base}, so the PRs of this merge group cannot be listed. Either the ` +
  'queue was turned off since the group was built, or the token may not see it: a GitHub App needs the repository ' +
  'permission "Merge queues" (read), its token minted with `permission-merge-queues: read`.';

/** 100 entries a page; a queue longer than this is not one mergexo guesses about. */
const MAX_QUEUE_PAGES = 10;

/**
 * The PRs ahead of `number` in the merge queue of `base`, first in line first: with the PR itself, the PRs
 * whose changes its merge group commit holds. Fails closed (UndecidableError) when the queue cannot be read
 * or does not hold `number`: not knowing a group's PRs is not vouching for them.
 */
export async function pullsAheadInQueue(
  github: GitHubPort,
  repo: RepoRef,
  base: string,
  number: number,
): Promise<number[]> {
  const entries: { position: number; number: number }[] = [];
  let cursor: string | null = null;
  for (let page = 0; ; page++) {
    if (page >= MAX_QUEUE_PAGES) {
      throw new UndecidableError(
        `the merge queue of ${base} holds more than ${MAX_QUEUE_PAGES * 100} entries; mergexo does not judge a group it cannot list.`,
      );
    }
    let answer: QueueAnswer;
    try {
      answer = await github.query<QueueAnswer>('mergeQueue.entries', MERGE_QUEUE_ENTRIES, {
        owner: repo.owner,
        name: repo.repo,
        branch: base,
        cursor,
      });
    } catch (e) {
      if (isGraphQLForbidden(e)) throw new ConfigurationError(QUEUE_FORBIDDEN(base));
      throw e;
    }
    const queue = answer.repository?.mergeQueue;
    if (!queue) throw new UndecidableError(QUEUE_UNSEEN(base));
    const conn = queue.entries;
    if (!conn) throw new UndecidableError(`GitHub did not list the merge queue of ${base}.`);
    for (const node of conn.nodes) {
      if (node?.pullRequest) entries.push({ position: node.position, number: node.pullRequest.number });
    }
    if (!conn.pageInfo.hasNextPage) break;
    cursor = conn.pageInfo.endCursor;
  }
  const own = entries.find((e) => e.number === number);
  if (!own) {
    throw new UndecidableError(
      `PR #${number} is not in the merge queue of ${base} (any more), so the PRs of its merge group cannot be listed; ` +
        'a PR that is queued again gets a new group.',
    );
  }
  return entries
    .filter((e) => e.position < own.position)
    .sort((a, b) => a.position - b.position)
    .map((e) => e.number);
}

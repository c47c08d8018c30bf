import { ConfigurationError, UndecidableError } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub } from '../core/github/errors.js';
import {
  REBASE_COMMENTS_PAGE,
  REBASE_CONFLICT_PAGE,
  REBASE_ONE_PULL,
  REBASE_OPEN_PULLS,
  REBASE_PULL_COMMENTS,
} from './documents.js';
import type { CommentNode, PullView, RepoRef } from '../core/pr/view.js';
import { botless, trustedFrom } from '../core/pr/trust.js';
import type { ObservedCheck } from './decide.js';

export type Mergeable = 'MERGEABLE' | 'CONFLICTING' | 'UNKNOWN';

/** One open PR as the listing saw it: enough to measure drift and to write without another read. */
export interface OpenPull {
  number: number;
  isDraft: boolean;
  headSha: string;
  baseRef: string;
  baseSha: string;
  mergeable?: Mergeable;
  /** mergexo's newest check on the head; `unknown` when GitHub did not show the head's checks. */
  check: ObservedCheck | 'none' | 'unknown';
  /** The shared shape the comment and label helpers work on (labels: mergexo's own, as the PR shows them). */
  snapshot: PullView;
  /**
   * False while the PR's comments were not read: the blocking listing reads each head's checks instead, and
   * the comments only of the PRs its checks do not settle (`readComments`).
   */
  commentsRead: boolean;
  /** False while older comments (that might hold mergexo's status comment) were not read yet. */
  commentsComplete: boolean;
  /** Issue comments the PR has (GitHub's `totalCommentsCount`): 0 means there is nothing to read. */
  totalComments: number;
  /** Younger duplicates of the status comment (from overlapping runs), to delete. */
  twins: number[];
}

interface CommentWindow {
  totalCount: number;
  nodes: (CommentNode | null)[];
}

interface ContextNode {
  __typename: string;
  name?: string;
  databaseId?: number | null;
  conclusion?: string | null;
  title?: string | null;
  completedAt?: string | null;
  checkSuite?: { app: { slug: string } | null } | null;
}

interface Rollup {
  commit: { oid: string } | null;
  contexts: { pageInfo: { hasNextPage: boolean }; nodes: (ContextNode | null)[] };
}

/** REBASE_LISTED_PULL, plus whichever window the document asked for. */
interface PullNode {
  id: string;
  number: number;
  title: string;
  url: string;
  state: 'OPEN' | 'CLOSED' | 'MERGED';
  isDraft: boolean;
  headRefOid: string;
  headRefName: string;
  baseRefName: string;
  baseRefOid: string;
  isCrossRepository: boolean;
  totalCommentsCount: number | null;
  author: { login: string } | null;
  mergeable?: Mergeable;
  comments?: CommentWindow;
  statusCheckRollup?: Rollup | null;
  labels?: { nodes: ({ name: string } | null)[] };
}

interface LabelListing {
  name: string;
  pullRequests: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: ({ number: number; comments?: CommentWindow } | null)[];
  };
}

interface ListAnswer {
  viewer: { login: string };
  repository: {
    pullRequests?: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: (PullNode | null)[];
    };
    behindLabel?: LabelListing | null;
    conflictLabel?: LabelListing | null;
  } | null;
}

interface OneAnswer {
  viewer: { login: string };
  repository: { pullRequest: PullNode | null } | null;
}

/**
 * mergexo's own newest check of this name on the head. Only check runs of the token's own app count: a check
 * run of the same name from anyone else is not our state. `unknown` when the checks shown are not the head's,
 * or when there are more than one page of them and ours is not on the first.
 */
function checkOnHead(node: PullNode, viewer: string, checkName: string): OpenPull['check'] {
  const rollup = node.statusCheckRollup;
  if (rollup === undefined) return 'unknown';
  // GitHub shows no rollup for a commit without any check or status.
  if (rollup === null) return 'none';
  if (!rollup.commit || rollup.commit.oid !== node.headRefOid) return 'unknown';
  let newest: { id: number; run: ObservedCheck } | undefined;
  for (const context of rollup.contexts.nodes) {
    if (!context || context.__typename !== 'CheckRun' || context.name !== checkName) continue;
    const app = context.checkSuite?.app;
    if (!app || botless(app.slug) !== botless(viewer)) continue;
    const id = context.databaseId ?? 0;
    if (!newest || id > newest.id) {
      newest = {
        id,
        run: {
          conclusion: context.conclusion?.toLowerCase() ?? null,
          title: context.title ?? null,
          completedAt: context.completedAt ?? null,
        },
      };
    }
  }
  if (newest) return newest.run;
  return rollup.contexts.pageInfo.hasNextPage ? 'unknown' : 'none';
}

/** Puts a comments window into the PR's snapshot. */
function takeComments(pull: OpenPull, window: CommentWindow): void {
  // Oldest first, as the PR shows them (the window is in update order).
  pull.snapshot.trusted = trustedFrom(window.nodes, pull.snapshot.viewer).sort((a, b) => a.id - b.id);
  pull.commentsRead = true;
  // The window holds every comment unless the PR has more than it shows.
  pull.commentsComplete = window.totalCount <= window.nodes.length;
  pull.totalComments = window.totalCount;
}

function toOpenPull(node: PullNode, viewer: string, checkName: string, labels: string[]): OpenPull {
  const total = node.totalCommentsCount ?? 0;
  const pull: OpenPull = {
    number: node.number,
    isDraft: node.isDraft,
    headSha: node.headRefOid,
    baseRef: node.baseRefName,
    baseSha: node.baseRefOid,
    ...(node.mergeable ? { mergeable: node.mergeable } : {}),
    check: checkOnHead(node, viewer, checkName),
    // A PR without comments has nothing to read.
    commentsRead: total === 0 && node.totalCommentsCount !== null,
    commentsComplete: total === 0 && node.totalCommentsCount !== null,
    totalComments: total,
    twins: [],
    snapshot: {
      nodeId: node.id,
      number: node.number,
      title: node.title,
      url: node.url,
      state: node.state,
      isDraft: node.isDraft,
      headSha: node.headRefOid,
      headRef: node.headRefName,
      baseRef: node.baseRefName,
      isCrossRepository: node.isCrossRepository,
      author: node.author?.login ?? 'ghost',
      labels,
      viewer,
      trusted: [],
      tamperEvidence: [],
      duplicates: [],
      baseSha: node.baseRefOid,
      autoMerge: false,
      changedFiles: 0,
    },
  };
  if (node.comments) takeComments(pull, node.comments);
  return pull;
}

export interface ListOptions {
  /** Only PRs on this base branch; all open PRs when absent. */
  base?: string;
  checkName: string;
  /** mergexo's labels: the PRs carrying them are listed by label. */
  behindLabel: string;
  conflictLabel: string;
  /** Ask GitHub's own test merge (API drift only: it makes GitHub compute mergeability). */
  withMergeable: boolean;
  /** Read the check runs on each head instead of each PR's comments (the blocking gate: its state is the check). */
  withChecks: boolean;
  /** Safety stop: more pages of PRs than this means something is wrong (10,000 PRs). */
  maxPages?: number;
}

/**
 * Every open PR (on one base, or all), 100 per request at 1 point each (see REBASE_OPEN_PULLS): scalar fields
 * and one window per PR, mergexo's labels from the listings of the PRs carrying them.
 */
export async function listOpenPulls(client: GitHubClient, repo: RepoRef, options: ListOptions): Promise<OpenPull[]> {
  const nodes: PullNode[] = [];
  const labels = new Map<number, string[]>();
  const conflictComments = new Map<number, CommentWindow>();
  const cursors = { pulls: null as string | null, behind: null as string | null, conflict: null as string | null };
  const done = { pulls: false, behind: false, conflict: false };
  const maxPages = options.maxPages ?? 100;
  let viewer = '';
  for (let pages = 0; !(done.pulls && done.behind && done.conflict);) {
    if (!done.pulls && pages++ >= maxPages) {
      throw new UndecidableError(
        `more than ${maxPages * 100} open pull requests: narrow the sweep with the 'base' input.`,
      );
    }
    const answer: ListAnswer = await callGitHub('list open pull requests', 'pull-requests: read', () =>
      client.graphql<ListAnswer>(REBASE_OPEN_PULLS, {
        owner: repo.owner,
        repo: repo.repo,
        base: options.base ?? null,
        after: cursors.pulls,
        withPulls: !done.pulls,
        withMergeable: options.withMergeable,
        withChecks: options.withChecks,
        behindLabel: options.behindLabel,
        withBehind: !done.behind,
        behindAfter: cursors.behind,
        conflictLabel: options.conflictLabel,
        withConflict: !done.conflict,
        conflictAfter: cursors.conflict,
        conflictPage: options.withChecks ? REBASE_CONFLICT_PAGE : 100,
      }),
    );
    if (!answer.repository)
      throw new ConfigurationError(
        `Repository ${repo.owner}/${repo.repo} was not found or is not readable by the token. ` +
          "Pass a token with access to this repository in 'github-token' (the default GITHUB_TOKEN has it).",
      );
    viewer = answer.viewer.login;
    const connection = answer.repository.pullRequests;
    if (!done.pulls && connection) {
      for (const node of connection.nodes) {
        if (node && node.state === 'OPEN' && (!options.base || node.baseRefName === options.base)) nodes.push(node);
      }
      cursors.pulls = connection.pageInfo.endCursor;
      done.pulls = !connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor;
    }
    for (const key of ['behind', 'conflict'] as const) {
      if (done[key]) continue;
      const listing = key === 'behind' ? answer.repository.behindLabel : answer.repository.conflictLabel;
      // No such label in the repository: no PR carries it.
      if (!listing) {
        done[key] = true;
        continue;
      }
      for (const pr of listing.pullRequests.nodes) {
        if (!pr) continue;
        labels.set(pr.number, [...(labels.get(pr.number) ?? []), listing.name]);
        if (pr.comments) conflictComments.set(pr.number, pr.comments);
      }
      cursors[key] = listing.pullRequests.pageInfo.endCursor;
      done[key] = !listing.pullRequests.pageInfo.hasNextPage || !listing.pullRequests.pageInfo.endCursor;
    }
  }
  return nodes.map((node) => {
    const pull = toOpenPull(node, viewer, options.checkName, labels.get(node.number) ?? []);
    const comments = conflictComments.get(node.number);
    if (comments && !pull.commentsRead) takeComments(pull, comments);
    return pull;
  });
}

export async function readOpenPull(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  options: Pick<ListOptions, 'checkName' | 'withMergeable' | 'withChecks'>,
): Promise<OpenPull | undefined> {
  const answer = await callGitHub('read the pull request', 'pull-requests: read', () =>
    client.graphql<OneAnswer>(REBASE_ONE_PULL, {
      owner: repo.owner,
      repo: repo.repo,
      number,
      withMergeable: options.withMergeable,
      withChecks: options.withChecks,
    }),
  );
  const node = answer.repository?.pullRequest;
  if (!node || node.state !== 'OPEN') return undefined;
  const labels = node.labels?.nodes.flatMap((l) => (l ? [l.name] : [])) ?? [];
  return toOpenPull(node, answer.viewer.login, options.checkName, labels);
}

interface CommentsAnswer {
  nodes: ({ number?: number; comments?: CommentWindow } | null)[];
}

/**
 * Reads the comments windows of listed PRs whose comments the listing did not read, 100 PRs per request
 * (1 point). A PR GitHub no longer finds keeps an unread window (and is then not written to).
 */
export async function readComments(client: GitHubClient, pulls: readonly OpenPull[]): Promise<void> {
  const todo = pulls.filter((p) => !p.commentsRead);
  for (let i = 0; i < todo.length; i += 100) {
    const batch = todo.slice(i, i + 100);
    const answer = await callGitHub('read pull request comments', 'pull-requests: read', () =>
      client.graphql<CommentsAnswer>(REBASE_PULL_COMMENTS, { ids: batch.map((p) => p.snapshot.nodeId) }),
    );
    const byNumber = new Map(batch.map((p) => [p.number, p]));
    for (const node of answer.nodes) {
      const pull = node?.number !== undefined ? byNumber.get(node.number) : undefined;
      if (pull && node?.comments) takeComments(pull, node.comments);
    }
  }
}

interface CommentsPageAnswer {
  repository: {
    pullRequest: {
      comments: {
        pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
        nodes: (CommentNode | null)[];
      };
    } | null;
  } | null;
}

/**
 * Reads every comment of a PR whose comments window may not hold mergexo's status comment (more comments than
 * the window holds were updated since), so a status comment buried under many newer comments
 * is found (and edited) instead of being posted a second time. 1 request per 100 comments.
 */
export async function completeComments(client: GitHubClient, repo: RepoRef, pull: OpenPull): Promise<void> {
  let before: string | null = null;
  const known = new Set(pull.snapshot.trusted.map((c) => c.id));
  for (;;) {
    const cursor: string | null = before;
    const answer: CommentsPageAnswer = await callGitHub('read pull request comments', 'pull-requests: read', () =>
      client.graphql<CommentsPageAnswer>(REBASE_COMMENTS_PAGE, {
        owner: repo.owner,
        repo: repo.repo,
        number: pull.number,
        before: cursor,
      }),
    );
    const connection = answer.repository?.pullRequest?.comments;
    if (!connection) break;
    const older = trustedFrom(connection.nodes, pull.snapshot.viewer).filter((c) => !known.has(c.id));
    for (const c of older) known.add(c.id);
    pull.snapshot.trusted.push(...older);
    if (!connection.pageInfo.hasPreviousPage || !connection.pageInfo.startCursor) break;
    before = connection.pageInfo.startCursor;
  }
  // Oldest first, as takeStatusTwins and findMarked expect of a PR's comments.
  pull.snapshot.trusted.sort((a, b) => a.id - b.id);
  pull.commentsRead = true;
  pull.commentsComplete = true;
}

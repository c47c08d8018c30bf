/**
 * rebase-notify's listing: every open PR in scope, 100 a request, each turned into core's `PullView`
 * by core's `viewOf` (one trust rule, one duplicate policy, whoever read the PR). What the listing
 * knows beyond the view (the check on the head, how much of the comments it read) rides beside it.
 */
import { ConfigurationError, UndecidableError } from '../core/pure/errors.js';
import type { GitHubPort } from '../core/github/port.js';
import { readCommentPages, viewOf, type PullNode } from '../core/pr/read.js';
import type { CommentNode, PullView, RepoRef } from '../core/pure/view.js';
import type { ObservedCheck } from './rules/drift/plan.js';
import { ownCheckOnHead, type HeadRollup } from './rules/own-check.js';
import { LISTING_PAGES, listedInScope } from './rules/scope.js';
import { tooManyPullsError, unreadableRepositoryError } from './messages.js';
import { REBASE_CONFLICT_PAGE, REBASE_ONE_PULL, REBASE_OPEN_PULLS, REBASE_PULL_COMMENTS } from './documents.js';

/** A PR as the listing saw it: core's view, and what the listing learnt beside it. */
export interface Listed {
  view: PullView;
  /** mergexo's newest check on the head; `unknown` when GitHub did not show the head's checks. */
  check: ObservedCheck | 'none' | 'unknown';
  /**
   * False while the PR's comments were not read: the blocking listing reads each head's checks instead, and
   * the comments only of the PRs its checks do not settle (`readComments`).
   */
  commentsRead: boolean;
  /** False while older comments (that might hold mergexo's status comment) were not read yet. */
  commentsComplete: boolean;
  /** The node the view was made of, and the comments read so far, to make the view again with more. */
  node: PullNode;
  comments: Map<number, CommentNode>;
}

interface CommentWindow {
  totalCount: number;
  nodes: (CommentNode | null)[];
}

/** Core's `PullNode` (the listing asks for the same fields), plus whichever window the document asked for. */
type ListedNode = PullNode & {
  totalCommentsCount: number | null;
  comments?: CommentWindow;
  statusCheckRollup?: HeadRollup | null;
};

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
      nodes: (ListedNode | null)[];
    };
    behindLabel?: LabelListing | null;
    conflictLabel?: LabelListing | null;
  } | null;
}

interface OneAnswer {
  viewer: { login: string };
  repository: { pullRequest: ListedNode | null } | null;
}

/** Makes the view again from every comment read so far, oldest first, through core's `viewOf`. */
function remake(pull: Listed): void {
  const comments = [...pull.comments.values()].sort((a, b) => (a.databaseId ?? 0) - (b.databaseId ?? 0));
  pull.view = viewOf(pull.node, pull.view.viewer, comments);
}

/** Puts a comments window into the PR's view. */
function takeComments(pull: Listed, window: CommentWindow): void {
  pull.comments = new Map();
  for (const c of window.nodes) if (c?.databaseId != null) pull.comments.set(c.databaseId, c);
  remake(pull);
  pull.commentsRead = true;
  // The window holds every comment unless the PR has more than it shows.
  pull.commentsComplete = window.totalCount <= window.nodes.length;
}

function toListed(node: ListedNode, viewer: string, checkName: string, labels: string[]): Listed {
  const total = node.totalCommentsCount ?? 0;
  // mergexo's labels, as the label listings (or the PR itself) showed them.
  const withLabels: PullNode = { ...node, labels: { nodes: labels.map((name) => ({ name })) } };
  const pull: Listed = {
    view: viewOf(withLabels, viewer, []),
    check: ownCheckOnHead(node.statusCheckRollup, node.headRefOid, viewer, checkName),
    // A PR without comments has nothing to read.
    commentsRead: total === 0 && node.totalCommentsCount !== null,
    commentsComplete: total === 0 && node.totalCommentsCount !== null,
    node: withLabels,
    comments: new Map(),
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
export async function listOpenPullsWithChecks(
  github: GitHubPort,
  repo: RepoRef,
  options: ListOptions,
): Promise<Listed[]> {
  const nodes: ListedNode[] = [];
  const labels = new Map<number, string[]>();
  const conflictComments = new Map<number, CommentWindow>();
  const cursors = { pulls: null as string | null, behind: null as string | null, conflict: null as string | null };
  const done = { pulls: false, behind: false, conflict: false };
  const maxPages = options.maxPages ?? LISTING_PAGES;
  let viewer = '';
  for (let pages = 0; !(done.pulls && done.behind && done.conflict);) {
    if (!done.pulls && pages++ >= maxPages) {
      throw new UndecidableError(tooManyPullsError(maxPages * 100));
    }
    const answer: ListAnswer = await github.query<ListAnswer>('pulls.open', REBASE_OPEN_PULLS, {
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
    });
    if (!answer.repository) throw new ConfigurationError(unreadableRepositoryError(repo));
    viewer = answer.viewer.login;
    const connection = answer.repository.pullRequests;
    if (!done.pulls && connection) {
      for (const node of connection.nodes) {
        if (node && listedInScope(node, options.base)) nodes.push(node);
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
    const pull = toListed(node, viewer, options.checkName, labels.get(node.number) ?? []);
    const comments = conflictComments.get(node.number);
    if (comments && !pull.commentsRead) takeComments(pull, comments);
    return pull;
  });
}

/** One PR, with the listing's fields and window (its own events, and a PR on another base sharing a head). */
export async function listOnePull(
  github: GitHubPort,
  repo: RepoRef,
  number: number,
  options: Pick<ListOptions, 'checkName' | 'withMergeable' | 'withChecks'>,
): Promise<Listed | undefined> {
  const answer = await github.query<OneAnswer>('pulls.one', REBASE_ONE_PULL, {
    owner: repo.owner,
    repo: repo.repo,
    number,
    withMergeable: options.withMergeable,
    withChecks: options.withChecks,
  });
  const node = answer.repository?.pullRequest;
  if (!node || !listedInScope(node)) return undefined;
  const labels = node.labels?.nodes.flatMap((l) => (l ? [l.name] : [])) ?? [];
  return toListed(node, answer.viewer.login, options.checkName, labels);
}

interface CommentsAnswer {
  nodes: ({ number?: number; comments?: CommentWindow } | null)[];
}

/**
 * Reads the comments windows of listed PRs whose comments the listing did not read, 100 PRs per request
 * (1 point). A PR GitHub no longer finds keeps an unread window (and is then not written to).
 */
export async function readComments(github: GitHubPort, pulls: readonly Listed[]): Promise<void> {
  const todo = pulls.filter((p) => !p.commentsRead);
  for (let i = 0; i < todo.length; i += 100) {
    const batch = todo.slice(i, i + 100);
    const answer = await github.query<CommentsAnswer>('pulls.comments', REBASE_PULL_COMMENTS, {
      ids: batch.map((p) => p.view.nodeId),
    });
    const byNumber = new Map(batch.map((p) => [p.view.number, p]));
    for (const node of answer.nodes) {
      const pull = node?.number !== undefined ? byNumber.get(node.number) : undefined;
      if (pull && node?.comments) takeComments(pull, node.comments);
    }
  }
}

/**
 * Reads every comment of a PR whose comments window may not hold mergexo's status comment (more comments than
 * the window holds were updated since), so a status comment buried under many newer comments is found (and
 * edited) instead of being posted a second time. 1 request per 100 comments, through core's comment paging: a
 * page GitHub does not answer makes the PR undecidable, never complete.
 */
export async function completeComments(github: GitHubPort, repo: RepoRef, pull: Listed): Promise<void> {
  const vars = { owner: repo.owner, repo: repo.repo, number: pull.view.number };
  for (const c of await readCommentPages(github, vars, null))
    if (c?.databaseId != null) pull.comments.set(c.databaseId, c);
  remake(pull);
  pull.commentsRead = true;
  pull.commentsComplete = true;
}

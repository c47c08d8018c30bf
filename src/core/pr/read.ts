/**
 * The PR gateway's reads: every way mergexo learns about a pull request goes through here.
 * - `readPull`: the whole PR in one GraphQL query (its comments and witnesses read to the end);
 * - `readHead`: where the head is now, one REST request, for the standing-head loop (`./head.ts`);
 * - `viewOf`: the view of a PR another query already returned (rebase-notify's listing), under the
 *   same trust and duplicate rules;
 * - `PullPoller` (`./poll.ts`): ci-wait's conditional re-reads while it waits.
 */
import { ConfigurationError, UndecidableError } from '../pure/errors.js';
import type { GitHubPort, QueryName } from '../github/port.js';
import { restLogin } from '../pure/logins.js';
import { PULL_REQUEST_COMMENTS_PAGE, PULL_REQUEST_READ, PULL_REQUEST_TIMELINE_PAGE } from './documents.js';
import { isViewer, splitDuplicates, tamperFrom, tamperedBy, trustedFrom } from '../pure/trust.js';
import { countsAgainst, pushersOf } from './evidence.js';
import type {
  Actor,
  CommentNode,
  ForcePush,
  Mergeable,
  PullView,
  RepoRef,
  RequestedReviewerNode,
  TrustedComment,
  WitnessedPull,
} from '../pure/view.js';
import { reviewerOf } from './reviewers.js';

interface WitnessNode {
  __typename: string;
  createdAt?: string;
  actor?: Actor | null;
  deletedCommentAuthor?: Actor | null;
  beforeCommit?: { oid: string } | null;
  afterCommit?: { oid: string } | null;
}

interface WitnessConnection {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: (WitnessNode | null)[];
}

interface CommentsConnection {
  pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
  nodes: (CommentNode | null)[];
}

/** The PR fields every query of a PR asks for (`PULL_REQUEST_READ`; rebase-notify's listing asks for the same). */
export interface PullNode {
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
  changedFiles?: number;
  mergeable?: Mergeable;
  autoMergeRequest?: { enabledAt: string | null } | null;
  /** `__typename` tells an App's bot (`Bot`, login without `[bot]`) from a user of the same login. */
  author: Actor | null;
  labels?: { nodes: ({ name: string } | null)[] };
  reviewRequests?: { nodes: ({ requestedReviewer: RequestedReviewerNode | null } | null)[] };
}

/** What `mergexoPullRead` answers of a PR. */
type PullReadNode = PullNode & {
  commits: { nodes: ({ commit: { oid: string } } | null)[] };
  headRepository: { nameWithOwner: string } | null;
  timelineItems: WitnessConnection;
  comments: CommentsConnection;
};

/** The answer to a query that reads the PR, with what it asks beside it on the PR (`P`) and the repository (`R`). */
export interface ReadAnswer<P extends object = object, R extends object = object> {
  viewer: { login: string };
  repository: (R & { pullRequest: (PullReadNode & P) | null }) | null;
}

/** Deletions of our comments by someone who pushes to the PR (`./evidence.ts`), one line each. */
function deletionsFrom(nodes: readonly WitnessNode[], viewer: string, pushers: ReadonlySet<string>): string[] {
  return nodes.flatMap((node) => {
    if (node.__typename !== 'CommentDeletedEvent') return [];
    // Ours, deleted by anyone but ourselves (a user named like our bot included) who pushes to the PR.
    if (!isViewer(node.deletedCommentAuthor, viewer) || isViewer(node.actor, viewer)) return [];
    if (!countsAgainst(node.actor?.login, pushers)) return [];
    const actor = node.actor?.login ?? 'someone';
    return [`a comment written by ${viewer} was deleted by @${actor}${node.createdAt ? ` at ${node.createdAt}` : ''}`];
  });
}

/** Deletions of our comments whose deleter GitHub does not name (it names them only to viewers with write access). */
function unnamedDeletionsIn(nodes: readonly WitnessNode[], viewer: string): number {
  return nodes.filter(
    (node) => node.__typename === 'CommentDeletedEvent' && isViewer(node.deletedCommentAuthor, viewer) && !node.actor,
  ).length;
}

function forcePushesFrom(nodes: readonly WitnessNode[]): ForcePush[] {
  return nodes.flatMap((node) =>
    node.__typename === 'HeadRefForcePushedEvent'
      ? [
          {
            at: node.createdAt ?? '',
            by: node.actor?.login ?? 'ghost',
            ...(node.actor?.login ? { actor: restLogin(node.actor) } : {}),
            before: node.beforeCommit?.oid ?? null,
            after: node.afterCommit?.oid ?? null,
          },
        ]
      : [],
  );
}

/**
 * Anyone can add events to a PR's timeline (create and delete comments) to push the one that
 * matters out of a window, so witnesses are read to the end; past this many pages the PR is
 * refused as undecidable instead of judged on part of its record.
 */
const MAX_WITNESS_PAGES = 50;

async function readAllWitnesses(
  github: GitHubPort,
  vars: { owner: string; repo: string; number: number },
  first: WitnessConnection,
): Promise<WitnessNode[]> {
  const nodes = first.nodes.filter((n): n is WitnessNode => n !== null);
  let page = first.pageInfo;
  for (let pages = 1; page.hasNextPage; pages++) {
    if (pages >= MAX_WITNESS_PAGES || !page.endCursor) {
      throw new UndecidableError(
        `PR #${vars.number} has more than ${MAX_WITNESS_PAGES * 100} deleted-comment and force-push events on its ` +
          'timeline; mergexo does not judge a PR on part of its record. A maintainer should look at who is flooding it.',
      );
    }
    const after = page.endCursor;
    const next = await github.query<ReadAnswer>('pull.timeline', PULL_REQUEST_TIMELINE_PAGE, { ...vars, after });
    const conn = next.repository?.pullRequest?.timelineItems;
    if (!conn) throw new UndecidableError(`GitHub stopped answering for PR #${vars.number}'s timeline mid-way.`);
    nodes.push(...conn.nodes.filter((n): n is WitnessNode => n !== null));
    page = conn.pageInfo;
  }
  return nodes;
}

/**
 * The gateway's comment paging: the PR's comments from the page ending before `before` (the newest page when
 * null) back to the first, oldest first, one request per 100. A page GitHub does not answer refuses the read.
 */
export async function readCommentPages(
  github: GitHubPort,
  vars: { owner: string; repo: string; number: number },
  before: string | null,
): Promise<(CommentNode | null)[]> {
  const comments: (CommentNode | null)[] = [];
  for (let cursor = before; ;) {
    const answer = await github.query<ReadAnswer>('pull.comments', PULL_REQUEST_COMMENTS_PAGE, {
      ...vars,
      before: cursor,
    });
    const conn = answer.repository?.pullRequest?.comments;
    // A state comment on a page we could not read may be the newest record: no partial verdicts.
    if (!conn) throw new UndecidableError(`GitHub stopped answering for PR #${vars.number}'s comments mid-way.`);
    comments.unshift(...conn.nodes);
    if (!conn.pageInfo.hasPreviousPage || !conn.pageInfo.startCursor) return comments;
    cursor = conn.pageInfo.startCursor;
  }
}

/** Comments older than the first window, oldest first; a page GitHub does not answer refuses the read. */
function readOlderComments(
  github: GitHubPort,
  vars: { owner: string; repo: string; number: number },
  first: CommentsConnection,
): Promise<(CommentNode | null)[]> {
  const page = first.pageInfo;
  return page.hasPreviousPage && page.startCursor
    ? readCommentPages(github, vars, page.startCursor)
    : Promise.resolve([]);
}

/**
 * The view of a PR some query returned, with `comments` the comments it read (all of them, or the
 * window an action's query chose) and `extraTamper` what else witnesses said. One place applies the
 * trust rule and the duplicate policy, whoever read the PR.
 */
export function viewOf(
  node: PullNode,
  viewer: string,
  comments: readonly (CommentNode | null)[],
  extraTamper: readonly string[] = [],
  pushers: ReadonlySet<string> = pushersOf(node.author?.login ?? 'ghost'),
): PullView {
  const { trusted, duplicates } = splitDuplicates(trustedFrom(comments, viewer));
  // Edits by someone who does not push to the PR leave the comment untrusted, and count for nothing more.
  const edits = tamperFrom(
    comments.filter((c) => countsAgainst(c?.editor?.login, pushers)),
    viewer,
  );
  return {
    nodeId: node.id,
    number: node.number,
    title: node.title,
    url: node.url,
    state: node.state,
    isDraft: node.isDraft,
    headSha: node.headRefOid,
    headRef: node.headRefName,
    baseRef: node.baseRefName,
    baseSha: node.baseRefOid,
    isCrossRepository: node.isCrossRepository,
    author: restLogin(node.author),
    labels: (node.labels?.nodes ?? []).flatMap((l) => (l ? [l.name] : [])),
    ...(node.mergeable ? { mergeable: node.mergeable } : {}),
    autoMerge: node.autoMergeRequest !== null && node.autoMergeRequest !== undefined,
    ...(node.reviewRequests
      ? { reviewRequests: node.reviewRequests.nodes.flatMap((r) => reviewerOf(r?.requestedReviewer)) }
      : {}),
    changedFiles: node.changedFiles ?? 0,
    viewer,
    trusted,
    duplicates,
    tamperEvidence: [...extraTamper, ...edits],
    tamperedIds: tamperedBy(comments, viewer).flatMap((c) => (c.databaseId === null ? [] : [c.databaseId])),
  };
}

export interface ReadOptions {
  /** Ask GitHub for its test merge too (starts computing it when it is not known yet). */
  mergeable?: boolean;
}

/** The whole PR: one query, plus a page per further 100 comments or witness events. */
export async function readPull(
  github: GitHubPort,
  repo: RepoRef,
  number: number,
  options: ReadOptions = {},
): Promise<WitnessedPull> {
  const variables = { withMergeable: options.mergeable === true };
  return (await readWitnessed(github, repo, number, { name: 'pull.read', document: PULL_REQUEST_READ, variables }))
    .pull;
}

/** A query that reads the PR as `PULL_REQUEST_READ` does (`mergexoPullRead`), with whatever else it asks beside. */
export interface PullQuery {
  name: QueryName;
  document: string;
  variables: Record<string, unknown>;
}

/**
 * The PR read by `query` and its answer, for a reader that asked for more than the PR (`./read-along.ts`): the
 * same view, trust rule and paging as `readPull`.
 */
export async function readWitnessed<P extends object = object, R extends object = object>(
  github: GitHubPort,
  repo: RepoRef,
  number: number,
  query: PullQuery,
): Promise<{ pull: WitnessedPull; answer: ReadAnswer<P, R> }> {
  const vars = { owner: repo.owner, repo: repo.repo, number };
  const answer = await github
    .query<ReadAnswer<P, R>>(query.name, query.document, { ...vars, ...query.variables })
    .catch((e: unknown) => {
      if (isNotFound(e)) throw unknownPullRequest(repo, number);
      throw e;
    });
  const pr = answer.repository?.pullRequest;
  if (!pr) throw unknownPullRequest(repo, number);
  const viewer = answer.viewer.login;
  const witnesses = await readAllWitnesses(github, vars, pr.timelineItems);
  const comments = [...(await readOlderComments(github, vars, pr.comments)), ...pr.comments.nodes];
  const forcePushes = forcePushesFrom(witnesses);
  const pushers = pushersOf(restLogin(pr.author), forcePushes);
  const pull: WitnessedPull = {
    ...viewOf(pr, viewer, comments, deletionsFrom(witnesses, viewer, pushers), pushers),
    unnamedDeletions: unnamedDeletionsIn(witnesses, viewer),
    recentCommits: pr.commits.nodes.flatMap((c) => (c ? [c.commit.oid] : [])),
    forcePushes,
    authorLogin: restLogin(pr.author),
    headRepository: pr.headRepository?.nameWithOwner ?? null,
  };
  return { pull, answer };
}

/** Where the PR's head is now, whether it is still open, and its base branch (a retarget moves it): one REST request. */
export async function readHead(
  github: GitHubPort,
  repo: RepoRef,
  number: number,
): Promise<{ headSha: string; open: boolean; baseRef: string }> {
  const { data } = await github.getPull(repo, number).catch((e: unknown) => {
    if (isNotFound(e)) throw unknownPullRequest(repo, number);
    throw e;
  });
  return { headSha: data.head.sha, open: data.state === 'open', baseRef: data.base.ref };
}

function isNotFound(e: unknown): boolean {
  const err = e as { errors?: { type?: string }[]; status?: number };
  return err?.status === 404 || (Array.isArray(err?.errors) && err.errors.some((x) => x.type === 'NOT_FOUND'));
}

/** No such PR: a configuration error a caller with other words for it (the CLI) can tell apart. */
export class UnknownPullRequestError extends ConfigurationError {
  constructor(
    readonly repo: RepoRef,
    readonly number: number,
  ) {
    super(
      `Pull request #${number} does not exist in ${repo.owner}/${repo.repo}: the number mergexo was given (by the ` +
        "event, or by history-guard's 'pull-request' input) names no PR of this repository.",
    );
  }
}

function unknownPullRequest(repo: RepoRef, number: number): ConfigurationError {
  return new UnknownPullRequestError(repo, number);
}

export type { TrustedComment };

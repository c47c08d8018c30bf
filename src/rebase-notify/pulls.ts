import { ConfigurationError, UndecidableError } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub } from '../core/github/errors.js';
import { PULL_REQUEST_COMMENTS_PAGE, REBASE_ONE_PULL, REBASE_OPEN_PULLS } from '../core/github/graphql-documents.js';
import {
  botless,
  trustedFrom,
  type CommentNode,
  type PullRequestSnapshot,
  type RepoRef,
} from '../core/pull-request.js';
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
  /** The shared shape the comment and label helpers work on. */
  snapshot: PullRequestSnapshot;
  /** False while older comments (that might hold mergexo's status comment) were not read yet. */
  commentsComplete: boolean;
  /** Younger duplicates of the status comment (from overlapping runs), to delete. */
  twins: number[];
  olderCommentsCursor?: string;
}

interface CommentsConnection {
  totalCount?: number;
  pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
  nodes: (CommentNode | null)[];
}

/**
 * The fields of REBASE_PULL_FIELDS. Core's snapshot query reads a single PR with its whole comment
 * history and deletion timeline; this one reads a page of PRs with two comment windows, the base
 * tip, mergeability and checks, so the answer shapes differ even where the fields overlap.
 */
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
  author: { login: string } | null;
  mergeable?: Mergeable;
  labels: { totalCount: number; nodes: ({ name: string } | null)[] };
  earlyComments: { nodes: (CommentNode | null)[] };
  comments: CommentsConnection;
  commits?: {
    nodes: ({
      commit: {
        oid: string;
        checkSuites: {
          nodes: ({
            app: { slug: string } | null;
            checkRuns: {
              nodes: ({
                databaseId: number | null;
                conclusion: string | null;
                title: string | null;
                completedAt: string | null;
              } | null)[];
            } | null;
          } | null)[];
        } | null;
      };
    } | null)[];
  } | null;
}

interface ListAnswer {
  viewer: { login: string };
  repository: {
    pullRequests: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: (PullNode | null)[];
    };
  } | null;
}

interface OneAnswer {
  viewer: { login: string };
  repository: { pullRequest: PullNode | null } | null;
}

/**
 * mergexo's own newest check of this name on the head. Only check suites of the token's own
 * app count: a check run of the same name from anyone else is not our state.
 */
function checkOnHead(node: PullNode, viewer: string): OpenPull['check'] {
  const commit = node.commits?.nodes?.[0]?.commit;
  if (!commit || commit.oid !== node.headRefOid || !commit.checkSuites) return 'unknown';
  let newest: { id: number; run: ObservedCheck } | undefined;
  for (const suite of commit.checkSuites.nodes) {
    if (!suite?.app || botless(suite.app.slug) !== botless(viewer)) continue;
    for (const run of suite.checkRuns?.nodes ?? []) {
      if (!run) continue;
      const id = run.databaseId ?? 0;
      if (!newest || id > newest.id) {
        newest = {
          id,
          run: { conclusion: run.conclusion?.toLowerCase() ?? null, title: run.title, completedAt: run.completedAt },
        };
      }
    }
  }
  return newest ? newest.run : 'none';
}

/** Comments the listing reads per PR: the first EARLY and the last LATEST. */
const EARLY = 10;
const LATEST = 25;

function toOpenPull(node: PullNode, viewer: string): OpenPull {
  const comments = node.comments;
  const latest = trustedFrom(comments.nodes, viewer);
  const seen = new Set(latest.map((c) => c.id));
  const trusted = [...trustedFrom(node.earlyComments.nodes, viewer).filter((c) => !seen.has(c.id)), ...latest];
  // The two windows leave a gap only when the PR has more comments than they hold together.
  const hasOlder =
    comments.pageInfo.hasPreviousPage &&
    comments.pageInfo.startCursor !== null &&
    (comments.totalCount ?? Infinity) > EARLY + LATEST;
  return {
    number: node.number,
    isDraft: node.isDraft,
    headSha: node.headRefOid,
    baseRef: node.baseRefName,
    baseSha: node.baseRefOid,
    ...(node.mergeable ? { mergeable: node.mergeable } : {}),
    check: checkOnHead(node, viewer),
    commentsComplete: !hasOlder,
    twins: [],
    ...(hasOlder ? { olderCommentsCursor: comments.pageInfo.startCursor as string } : {}),
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
      labels: node.labels.nodes.flatMap((l) => (l ? [l.name] : [])),
      viewer,
      trusted,
      tamperEvidence: [],
      forcePushes: [],
    },
  };
}

export interface ListOptions {
  /** Only PRs on this base branch; all open PRs when absent. */
  base?: string;
  checkName: string;
  /** Ask GitHub's own test merge (API drift only: it makes GitHub compute mergeability). */
  withMergeable: boolean;
  /** Read the check runs on each head (the blocking gate needs them; they are the costliest part). */
  withChecks: boolean;
  /** Safety stop: more pages than this means something is wrong (10,000 PRs). */
  maxPages?: number;
}

/** Every open PR (on one base, or all), 100 per request. */
export async function listOpenPulls(client: GitHubClient, repo: RepoRef, options: ListOptions): Promise<OpenPull[]> {
  const pulls: OpenPull[] = [];
  let after: string | null = null;
  const maxPages = options.maxPages ?? 100;
  for (let page = 0; ; page++) {
    if (page >= maxPages) {
      throw new UndecidableError(
        `more than ${maxPages * 100} open pull requests: narrow the sweep with the 'base' input.`,
      );
    }
    const answer: ListAnswer = await callGitHub('list open pull requests', 'pull-requests: read', () =>
      client.graphql<ListAnswer>(REBASE_OPEN_PULLS, {
        owner: repo.owner,
        repo: repo.repo,
        base: options.base ?? null,
        after,
        checkName: options.checkName,
        withMergeable: options.withMergeable,
        withChecks: options.withChecks,
      }),
    );
    const connection = answer.repository?.pullRequests;
    if (!connection)
      throw new ConfigurationError(
        `Repository ${repo.owner}/${repo.repo} was not found or is not readable by the token. ` +
          "Pass a token with access to this repository in 'github-token' (the default GITHUB_TOKEN has it).",
      );
    for (const node of connection.nodes) {
      if (node && node.state === 'OPEN' && (!options.base || node.baseRefName === options.base))
        pulls.push(toOpenPull(node, answer.viewer.login));
    }
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) return pulls;
    after = connection.pageInfo.endCursor;
  }
}

export async function readOpenPull(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  options: Omit<ListOptions, 'base' | 'maxPages'>,
): Promise<OpenPull | undefined> {
  const answer = await callGitHub('read the pull request', 'pull-requests: read', () =>
    client.graphql<OneAnswer>(REBASE_ONE_PULL, {
      owner: repo.owner,
      repo: repo.repo,
      number,
      checkName: options.checkName,
      withMergeable: options.withMergeable,
      withChecks: options.withChecks,
    }),
  );
  const node = answer.repository?.pullRequest;
  return node && node.state === 'OPEN' ? toOpenPull(node, answer.viewer.login) : undefined;
}

interface CommentsPageAnswer {
  repository: { pullRequest: { comments: CommentsConnection } | null } | null;
}

/**
 * Reads the comments older than the listing's window, so a status comment buried under many
 * newer comments is found (and edited) instead of being posted a second time.
 */
export async function completeComments(client: GitHubClient, repo: RepoRef, pull: OpenPull): Promise<void> {
  let cursor = pull.olderCommentsCursor;
  while (cursor) {
    const before: string = cursor;
    const answer = await callGitHub('read pull request comments', 'pull-requests: read', () =>
      client.graphql<CommentsPageAnswer>(PULL_REQUEST_COMMENTS_PAGE, {
        owner: repo.owner,
        repo: repo.repo,
        number: pull.number,
        before,
      }),
    );
    const connection = answer.repository?.pullRequest?.comments;
    if (!connection) break;
    const known = new Set(pull.snapshot.trusted.map((c) => c.id));
    pull.snapshot.trusted.unshift(
      ...trustedFrom(connection.nodes, pull.snapshot.viewer).filter((c) => !known.has(c.id)),
    );
    cursor = connection.pageInfo.hasPreviousPage ? (connection.pageInfo.startCursor ?? undefined) : undefined;
  }
  pull.commentsComplete = true;
  delete pull.olderCommentsCursor;
}

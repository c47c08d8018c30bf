import { ConfigurationError, UndecidableError } from '../errors.js';
import type { GitHubClient } from '../github/client.js';
import { callGitHub } from '../github/errors.js';
import {
  PULL_REQUEST_COMMENTS_PAGE,
  PULL_REQUEST_SNAPSHOT,
  PULL_REQUEST_TIMELINE_PAGE,
} from '../github/graphql-documents.js';
import { parseMarkers, type Marker } from '../markers.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

/** A PR comment that mergexo wrote itself and nobody else has edited since. */
export interface TrustedComment {
  id: number;
  url: string;
  body: string;
  markers: Marker[];
}

export interface PullRequestSnapshot {
  nodeId: string;
  number: number;
  title: string;
  url: string;
  state: 'OPEN' | 'CLOSED' | 'MERGED';
  isDraft: boolean;
  headSha: string;
  headRef: string;
  baseRef: string;
  isCrossRepository: boolean;
  author: string;
  labels: string[];
  /**
   * The newest (up to 100) commits GitHub lists for the PR, oldest first: the commits reachable
   * from the head and not from the base, so membership proves ancestry without a compare.
   */
  recentCommits?: string[];
  /** Login of the token's own identity: the only author whose markers are trusted. */
  viewer: string;
  trusted: TrustedComment[];
  /**
   * Signs that someone else altered mergexo's comments: one of ours edited by another login,
   * or deleted by one. A gate that finds no state but finds these fails closed.
   */
  tamperEvidence: string[];
  /**
   * Every force-push of the PR's head branch, oldest first, as GitHub's timeline records it: a
   * witness no workflow can write or erase, read to the end (or the read fails).
   */
  forcePushes: ForcePush[];
}

/** A `HeadRefForcePushedEvent`: the head branch was moved to a commit that does not descend from the old one. */
export interface ForcePush {
  at: string;
  by: string;
  /** null when GitHub no longer has the commit. */
  before: string | null;
  after: string | null;
}

export interface CommentNode {
  databaseId: number | null;
  body: string;
  url: string;
  author: { __typename: string; login: string } | null;
  editor: { login: string } | null;
}

interface WitnessNode {
  __typename: string;
  createdAt?: string;
  actor?: { login: string } | null;
  deletedCommentAuthor?: { login: string } | null;
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

interface SnapshotAnswer {
  viewer: { login: string };
  repository: {
    pullRequest: {
      id: string;
      number: number;
      title: string;
      url: string;
      state: 'OPEN' | 'CLOSED' | 'MERGED';
      isDraft: boolean;
      headRefOid: string;
      headRefName: string;
      baseRefName: string;
      isCrossRepository: boolean;
      author: { login: string } | null;
      labels: { totalCount: number; nodes: ({ name: string } | null)[] };
      commits: { nodes: ({ commit: { oid: string } } | null)[] };
      timelineItems: WitnessConnection;
      comments: CommentsConnection;
    } | null;
  } | null;
}

/** GraphQL names bots `name` where REST says `name[bot]`; compare them in one spelling. */
export function botless(login: string): string {
  return login.replace(/\[bot\]$/, '').toLowerCase();
}

/**
 * Trust rule: the comment was written by the token's own identity, and if it was edited,
 * edited by that identity too (collaborators with write access may edit anyone's comment).
 */
export function isTrustedAuthor(node: CommentNode, viewer: string): boolean {
  if (!node.author || node.databaseId === null) return false;
  const viewerIsBot = viewer.endsWith('[bot]');
  if (viewerIsBot && node.author.__typename !== 'Bot') return false;
  if (!viewerIsBot && node.author.__typename === 'Bot') return false;
  if (botless(node.author.login) !== botless(viewer)) return false;
  return node.editor === null || botless(node.editor.login) === botless(viewer);
}

function tamperFrom(nodes: (CommentNode | null)[], viewer: string): string[] {
  return nodes.flatMap((node) =>
    node && node.editor && isTrustedAuthor({ ...node, editor: null }, viewer) && !isTrustedAuthor(node, viewer)
      ? [`a comment written by ${viewer} was edited by @${node.editor.login} (${node.url})`]
      : [],
  );
}

function deletionsFrom(nodes: (WitnessNode | null)[], viewer: string): string[] {
  return nodes.flatMap((node) => {
    if (node?.__typename !== 'CommentDeletedEvent') return [];
    const author = node?.deletedCommentAuthor?.login;
    const actor = node?.actor?.login ?? 'someone';
    if (!author || botless(author) !== botless(viewer) || botless(actor) === botless(viewer)) return [];
    return [`a comment written by ${viewer} was deleted by @${actor}${node?.createdAt ? ` at ${node.createdAt}` : ''}`];
  });
}

function forcePushesFrom(nodes: (WitnessNode | null)[]): ForcePush[] {
  return nodes.flatMap((node) =>
    node?.__typename === 'HeadRefForcePushedEvent'
      ? [
          {
            at: node.createdAt ?? '',
            by: node.actor?.login ?? 'ghost',
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
  client: GitHubClient,
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
    const next = await callGitHub('read the pull request timeline', 'pull-requests: read', () =>
      client.graphql<SnapshotAnswer>(PULL_REQUEST_TIMELINE_PAGE, { ...vars, after }),
    );
    const conn = next.repository?.pullRequest?.timelineItems;
    if (!conn) throw new UndecidableError(`GitHub stopped answering for PR #${vars.number}'s timeline mid-way.`);
    nodes.push(...conn.nodes.filter((n): n is WitnessNode => n !== null));
    page = conn.pageInfo;
  }
  return nodes;
}

/** The comments among `nodes` that mergexo wrote and that carry a marker, in the given order. */
export function trustedFrom(nodes: (CommentNode | null)[], viewer: string): TrustedComment[] {
  const out: TrustedComment[] = [];
  for (const node of nodes) {
    if (!node || !isTrustedAuthor(node, viewer)) continue;
    const markers = parseMarkers(node.body);
    if (markers.length === 0) continue;
    out.push({ id: node.databaseId as number, url: node.url, body: node.body, markers });
  }
  return out;
}

export async function readPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
): Promise<PullRequestSnapshot> {
  const vars = { owner: repo.owner, repo: repo.repo, number };
  const answer = await callGitHub('read the pull request', 'pull-requests: read', () =>
    client.graphql<SnapshotAnswer>(PULL_REQUEST_SNAPSHOT, vars),
  ).catch((e: unknown) => {
    if (isNotFound(e)) throw unknownPullRequest(repo, number);
    throw e;
  });
  const pr = answer.repository?.pullRequest;
  if (!pr) throw unknownPullRequest(repo, number);
  const viewer = answer.viewer.login;
  const trusted = trustedFrom(pr.comments.nodes, viewer);
  const witnesses = await readAllWitnesses(client, vars, pr.timelineItems);
  const tamperEvidence = [...deletionsFrom(witnesses, viewer), ...tamperFrom(pr.comments.nodes, viewer)];
  let page = pr.comments.pageInfo;
  while (page.hasPreviousPage && page.startCursor) {
    const older = await callGitHub('read pull request comments', 'pull-requests: read', () =>
      client.graphql<SnapshotAnswer>(PULL_REQUEST_COMMENTS_PAGE, { ...vars, before: page.startCursor }),
    );
    const conn = older.repository?.pullRequest?.comments;
    // A state comment on a page we could not read may be the newest record: no partial verdicts.
    if (!conn) throw new UndecidableError(`GitHub stopped answering for PR #${number}'s comments mid-way.`);
    trusted.unshift(...trustedFrom(conn.nodes, viewer));
    tamperEvidence.push(...tamperFrom(conn.nodes, viewer));
    page = conn.pageInfo;
  }
  return {
    nodeId: pr.id,
    number: pr.number,
    title: pr.title,
    url: pr.url,
    state: pr.state,
    isDraft: pr.isDraft,
    headSha: pr.headRefOid,
    headRef: pr.headRefName,
    baseRef: pr.baseRefName,
    isCrossRepository: pr.isCrossRepository,
    author: pr.author?.login ?? 'ghost',
    labels: pr.labels.nodes.flatMap((l) => (l ? [l.name] : [])),
    recentCommits: pr.commits.nodes.flatMap((c) => (c ? [c.commit.oid] : [])),
    viewer,
    trusted,
    tamperEvidence,
    forcePushes: forcePushesFrom(witnesses),
  };
}

function isNotFound(e: unknown): boolean {
  const err = e as { errors?: { type?: string }[]; status?: number };
  return err?.status === 404 || (Array.isArray(err?.errors) && err.errors.some((x) => x.type === 'NOT_FOUND'));
}

function unknownPullRequest(repo: RepoRef, number: number): ConfigurationError {
  return new ConfigurationError(
    `Pull request #${number} does not exist in ${repo.owner}/${repo.repo}. ` +
      "Check the 'pull-request' input (a PR number of this repository).",
  );
}

/** The newest trusted comment carrying a marker of this action and kind (and key, if given). */
export function findMarked(
  snapshot: PullRequestSnapshot,
  action: string,
  kind: string,
  key?: string,
): { comment: TrustedComment; marker: Marker } | undefined {
  for (let i = snapshot.trusted.length - 1; i >= 0; i--) {
    const comment = snapshot.trusted[i] as TrustedComment;
    const marker = comment.markers.find(
      (m) => m.action === action && m.kind === kind && (key === undefined || m.key === key),
    );
    if (marker) return { comment, marker };
  }
  return undefined;
}

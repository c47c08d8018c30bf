import { ConfigurationError } from './errors.js';
import type { GitHubClient } from './github/client.js';
import { callGitHub } from './github/errors.js';
import { PULL_REQUEST_COMMENTS_PAGE, PULL_REQUEST_SNAPSHOT } from './github/graphql-documents.js';
import { parseMarkers, type Marker } from './markers.js';

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
}

export interface CommentNode {
  databaseId: number | null;
  body: string;
  url: string;
  author: { __typename: string; login: string } | null;
  editor: { login: string } | null;
}

interface DeletedCommentNode {
  __typename: string;
  createdAt?: string;
  actor?: { login: string } | null;
  deletedCommentAuthor?: { login: string } | null;
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
      timelineItems: { nodes: (DeletedCommentNode | null)[] };
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

function deletionsFrom(nodes: (DeletedCommentNode | null)[], viewer: string): string[] {
  return nodes.flatMap((node) => {
    const author = node?.deletedCommentAuthor?.login;
    const actor = node?.actor?.login ?? 'someone';
    if (!author || botless(author) !== botless(viewer) || botless(actor) === botless(viewer)) return [];
    return [`a comment written by ${viewer} was deleted by @${actor}${node?.createdAt ? ` at ${node.createdAt}` : ''}`];
  });
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
  const tamperEvidence = [...deletionsFrom(pr.timelineItems.nodes, viewer), ...tamperFrom(pr.comments.nodes, viewer)];
  let page = pr.comments.pageInfo;
  while (page.hasPreviousPage && page.startCursor) {
    const older = await callGitHub('read pull request comments', 'pull-requests: read', () =>
      client.graphql<SnapshotAnswer>(PULL_REQUEST_COMMENTS_PAGE, { ...vars, before: page.startCursor }),
    );
    const conn = older.repository?.pullRequest?.comments;
    if (!conn) break;
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

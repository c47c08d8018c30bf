/**
 * The trust rule: which comments on a PR mergexo may read state from. Anyone with write access can
 * comment, and edit or delete anyone's comment; only a comment its own identity wrote, and nobody
 * else edited, carries state. What others did to those comments is kept as tamper evidence.
 */
import { parseMarkers, type Marker } from './markers.js';
import type { Actor, CommentNode, PullView, TrustedComment } from './view.js';

/** GraphQL names bots `name` where REST says `name[bot]`; compare them in one spelling. */
export function botless(login: string): string {
  return login.replace(/\[bot\]$/, '').toLowerCase();
}

/**
 * Whether `actor` is the token's own identity. A login alone does not say it: GraphQL names an App's
 * bot `maya` where REST says `maya[bot]`, and a user `maya` may exist too; the type tells them apart.
 */
export function isViewer(actor: Actor | null | undefined, viewer: string): boolean {
  if (!actor) return false;
  const viewerIsBot = viewer.endsWith('[bot]');
  if (viewerIsBot !== (actor.__typename === 'Bot')) return false;
  return botless(actor.login) === botless(viewer);
}

/**
 * The comment was written by the token's own identity, and if it was edited, edited by that
 * identity too (collaborators with write access may edit anyone's comment).
 */
export function isTrustedAuthor(node: CommentNode, viewer: string): boolean {
  if (node.databaseId === null || !isViewer(node.author, viewer)) return false;
  return node.editor === null || isViewer(node.editor, viewer);
}

/** The comments of ours that another login edited. */
export function tamperedBy(nodes: readonly (CommentNode | null)[], viewer: string): CommentNode[] {
  return nodes.filter(
    (node): node is CommentNode =>
      node !== null &&
      node.editor !== null &&
      isTrustedAuthor({ ...node, editor: null }, viewer) &&
      !isTrustedAuthor(node, viewer),
  );
}

/** One line per comment of ours that another login edited. */
export function tamperFrom(nodes: readonly (CommentNode | null)[], viewer: string): string[] {
  return tamperedBy(nodes, viewer).map(
    (node) => `a comment written by ${viewer} was edited by @${node.editor?.login ?? 'someone'} (${node.url})`,
  );
}

/** The comments among `nodes` that mergexo wrote and that carry a marker, in the given order. */
export function trustedFrom(nodes: readonly (CommentNode | null)[], viewer: string): TrustedComment[] {
  const out: TrustedComment[] = [];
  for (const node of nodes) {
    if (!node || !isTrustedAuthor(node, viewer)) continue;
    const markers = parseMarkers(node.body);
    if (markers.length === 0) continue;
    out.push({ id: node.databaseId as number, url: node.url, body: node.body, markers });
  }
  return out;
}

const findingOf = (m: Marker) => JSON.stringify([m.action, m.kind, m.key]);

/**
 * The duplicate policy, in one place: one comment per finding, and the oldest (lowest id) is the
 * one. Overlapping runs may each post a finding's comment; the younger ones are split off here,
 * from comments a read already holds, so finding them costs nothing and the writer deletes them.
 */
export function splitDuplicates(comments: readonly TrustedComment[]): {
  trusted: TrustedComment[];
  duplicates: TrustedComment[];
} {
  const oldest = new Map<string, TrustedComment>();
  for (const c of [...comments].sort((a, b) => a.id - b.id)) {
    for (const m of c.markers) if (!oldest.has(findingOf(m))) oldest.set(findingOf(m), c);
  }
  const keep = new Set(oldest.values());
  return {
    trusted: comments.filter((c) => keep.has(c)),
    duplicates: comments.filter((c) => !keep.has(c)),
  };
}

/** The trusted comment carrying a marker of this action and kind (and key, if given). */
export function findMarked(
  view: Pick<PullView, 'trusted'>,
  action: string,
  kind: string,
  key?: string,
): { comment: TrustedComment; marker: Marker } | undefined {
  for (let i = view.trusted.length - 1; i >= 0; i--) {
    const comment = view.trusted[i] as TrustedComment;
    const marker = comment.markers.find(
      (m) => m.action === action && m.kind === kind && (key === undefined || m.key === key),
    );
    if (marker) return { comment, marker };
  }
  return undefined;
}

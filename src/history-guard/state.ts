/**
 * Where history-guard's state lives. A PR that asks nothing of its author carries no comment: its
 * state is derived from what GitHub records (the timeline's force-pushes, the event's `before`) and
 * stated in the verdict check. What must persist (a block, an operator's unblock) is kept twice: on
 * the block comment's marker (it asks the author to act while blocked, and after an unblock it is
 * edited in place into the record of how the finding was resolved), and in the verdict check's
 * hidden line, which nobody can edit and, under a dedicated App, nobody can delete. Only trusted
 * comments and mergexo's own check runs count.
 */
import { isSha } from '../core/pure/sha.js';
import { parseMarkers, renderMarker, type Marker } from '../core/pure/markers.js';
import type { PullView, TrustedComment, WitnessedPull } from '../core/pure/view.js';
import type { BlockCause, GuardState, RewriteSighting } from './decide.js';

export const ACTION = 'history-guard';

/** A block comment's finding key: which accepted head was rewritten, by which head. */
export function blockKey(finding: GuardState): string {
  return `block:${finding.accepted}:${finding.rewrite ?? finding.observed ?? ''}`;
}

/**
 * The block comment's marker: named by the finding, carrying the PR's state (`record`): the block
 * itself, or after an unblock the state the operator left.
 */
export function blockMarker(finding: GuardState, record: GuardState = finding): Marker {
  return { action: ACTION, kind: 'block', key: blockKey(finding), data: { ...record } };
}

function parseSighting(value: unknown): RewriteSighting[] {
  const { source, by, at } = (value ?? {}) as Record<string, unknown>;
  return (source === 'timeline' || source === 'event') && typeof by === 'string' && typeof at === 'string'
    ? [{ source, by, at }]
    : [];
}

/**
 * The sentence earlier versions kept in `tampered`, as the facts it stated: `history rewritten: force-push by
 * @login at <time>, push by @login` (mergexo's own words, never a user's). A part it cannot read is left out.
 */
function legacySightings(sentence: string): RewriteSighting[] {
  const list = sentence.startsWith('history rewritten: ') ? sentence.slice('history rewritten: '.length) : '';
  return list.split(', ').flatMap((part) => {
    const m = /^(force-push|push) by @(\S+?)(?: at (\S+))?$/.exec(part);
    return m ? [{ source: m[1] === 'push' ? 'event' : 'timeline', by: m[2] as string, at: m[3] ?? '' } as const] : [];
  });
}

/**
 * Why a stored block is not one restoring history lifts: `cause` as written now, or the sentence earlier
 * versions wrote in `tampered`: with `overwritten` present and empty it named a witnessed rewrite whose
 * overwritten head was gone, else an altered record.
 */
function parseCause(
  cause: unknown,
  tampered: unknown,
  overwritten: readonly string[] | undefined,
): BlockCause | undefined {
  const { kind, rewrites } = (cause ?? {}) as Record<string, unknown>;
  if (kind === 'record-altered') return { kind };
  if (kind === 'overwritten-head-gone') {
    return { kind, rewrites: Array.isArray(rewrites) ? rewrites.flatMap(parseSighting) : [] };
  }
  if (typeof tampered !== 'string') return undefined;
  return overwritten?.length === 0
    ? { kind: 'overwritten-head-gone', rewrites: legacySightings(tampered) }
    : { kind: 'record-altered' };
}

/** A marker's data as a guard state; anything malformed is no state. Earlier versions' markers read too. */
export function parseGuardState(data: Record<string, unknown> | undefined): GuardState | undefined {
  if (!data) return undefined;
  const { status, accepted, observed, rewrite, backupRefs, via, refusedHead, overwritten, forcePushesSeen, unkept } =
    data;
  if ((status !== 'accepted' && status !== 'blocked') || !isSha(accepted)) {
    return undefined;
  }
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
  const heads = Array.isArray(overwritten) ? overwritten.filter(isSha) : undefined;
  const cause = parseCause(data.cause, data.tampered, heads);
  return {
    status,
    accepted,
    ...(isSha(observed) ? { observed } : {}),
    ...(isSha(rewrite) ? { rewrite } : {}),
    ...(cause ? { cause } : {}),
    ...(typeof refusedHead === 'string' ? { refusedHead } : {}),
    ...(heads ? { overwritten: heads } : {}),
    ...(count(forcePushesSeen) ? { forcePushesSeen: forcePushesSeen as number } : {}),
    ...(via === 'first' || via === 'ahead' || via === 'unblocked' ? { via } : {}),
    ...(Array.isArray(backupRefs) ? { backupRefs: backupRefs.filter((r): r is string => typeof r === 'string') } : {}),
    ...(Array.isArray(unkept) ? { unkept: unkept.filter(isSha) } : {}),
  };
}

export interface GuardRecord {
  state: GuardState;
  comment: TrustedComment;
  marker: Marker;
}

/**
 * The state the PR's trusted block comments carry: a block still open wins (the newest, if
 * several); otherwise the latest resolution (the one that accounts for the most force-pushes).
 */
export function readGuardRecord(view: Pick<PullView, 'trusted'>): GuardRecord | undefined {
  let best: GuardRecord | undefined;
  const rank = (r: GuardRecord) => [r.state.status === 'blocked' ? 1 : 0, r.state.forcePushesSeen ?? 0, r.comment.id];
  const better = (a: GuardRecord, b: GuardRecord | undefined) => {
    if (!b) return true;
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) > (y[i] as number);
    return false;
  };
  for (const comment of view.trusted) {
    for (const marker of comment.markers) {
      if (marker.action !== ACTION || marker.kind !== 'block') continue;
      const state = parseGuardState(marker.data);
      if (!state) continue;
      const candidate = { state, comment, marker };
      if (better(candidate, best)) best = candidate;
    }
  }
  return best;
}

/**
 * Whether the PR's trusted comments show that an operator resolved the finding a copied block names:
 * the block comment of that finding, edited into the record of its unblock.
 */
function resolvedOnRecord(view: Pick<PullView, 'trusted'>, block: GuardState): boolean {
  const key = blockKey(block);
  return view.trusted.some((c) =>
    c.markers.some(
      (m) =>
        m.action === ACTION && m.kind === 'block' && m.key === key && parseGuardState(m.data)?.status === 'accepted',
    ),
  );
}

/**
 * The PR's guard state, from its two copies and GitHub's witnesses:
 * - a block on record (the block comment, or the copy in mergexo's verdict check) stands until an
 *   operator lifts it: deleting or editing the comment leaves the copy, and the check run cannot be
 *   deleted (`src/core/pr/evidence.ts` says which evidence counts, and what is left when both go);
 * - a force-push neither copy accounts for: the head it overwrote is the last accepted one (every
 *   earlier move of the branch was a fast-forward, which GitHub does not record as forced);
 * - the accepted head of the copy that accounts for the most force-pushes (the check's copy on a tie:
 *   it was written at a later head);
 * - else `lastHead`, a head known to precede this one with no rewrite between (the event's `before`).
 * Undefined: nothing is known, the head is judged as a first head.
 */
export function readGuardState(
  snapshot: Pick<WitnessedPull, 'trusted' | 'forcePushes'>,
  lastHead?: string,
  copy?: GuardState,
): GuardState | undefined {
  const record = readGuardRecord(snapshot)?.state;
  if (record?.status === 'blocked') return record;
  if (copy?.status === 'blocked' && !resolvedOnRecord(snapshot, copy)) return copy;
  const known = [copy?.status === 'accepted' ? copy : undefined, record]
    .filter((s): s is GuardState => s !== undefined)
    .sort((a, b) => (b.forcePushesSeen ?? 0) - (a.forcePushesSeen ?? 0))[0];
  const seen = known?.forcePushesSeen ? { forcePushesSeen: known.forcePushesSeen } : {};
  const first = snapshot.forcePushes[known?.forcePushesSeen ?? 0];
  if (first?.before) return { status: 'accepted', accepted: first.before, via: 'ahead', ...seen };
  if (known) return known;
  if (isSha(lastHead)) return { status: 'accepted', accepted: lastHead, via: 'ahead' };
  return undefined;
}

/** A PR a verdict check refused: whose it was, so a refusal counts only against the same author or branch. */
export interface Refusal {
  pr: number;
  author: string;
  /** `owner/name:branch` of the PR's head. */
  branch: string;
}

/** What a verdict check carries besides its words: the PRs that passed, each judged PR's state, the refusals. */
export interface VerdictCopy {
  passed: readonly number[];
  /** The state decided for each PR judged on the commit: the copy no one can delete (the comment's twin). */
  states?: ReadonlyMap<number, GuardState>;
  refused?: readonly Refusal[];
}

/** The hidden line a verdict check carries: which PRs on its commit passed, their states and the refusals. */
export function verdictMarker(head: string, copy: VerdictCopy): string {
  const states = copy.states ? Object.fromEntries([...copy.states].map(([n, s]) => [String(n), { ...s }])) : undefined;
  return renderMarker({
    action: ACTION,
    kind: 'verdict',
    key: head,
    data: {
      passed: [...copy.passed],
      ...(states ? { states } : {}),
      ...(copy.refused ? { refused: copy.refused.map((r) => ({ ...r })) } : {}),
    },
  });
}

function verdictData(text: string): Record<string, unknown> | undefined {
  return parseMarkers(text).find((m) => m.action === ACTION && m.kind === 'verdict')?.data;
}

/** Whether a verdict check's text says PR `number` passed on it. */
export function passedIn(text: string, number: number): boolean {
  const passed = verdictData(text)?.passed;
  return Array.isArray(passed) && passed.includes(number);
}

/** The state a verdict check's copy holds for PR `number`, if it judged that PR. */
export function copiedState(text: string, number: number): GuardState | undefined {
  const states = verdictData(text)?.states;
  if (!states || typeof states !== 'object') return undefined;
  return parseGuardState((states as Record<string, Record<string, unknown> | undefined>)[String(number)]);
}

/** The PRs a verdict check refused, by author and branch; undefined for a check that names none (earlier versions). */
export function refusalsIn(text: string): Refusal[] | undefined {
  const refused = verdictData(text)?.refused;
  if (!Array.isArray(refused)) return undefined;
  return refused.flatMap((r: unknown) => {
    const { pr, author, branch } = (r ?? {}) as Record<string, unknown>;
    return typeof pr === 'number' && typeof author === 'string' && typeof branch === 'string'
      ? [{ pr, author, branch }]
      : [];
  });
}

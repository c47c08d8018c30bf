/**
 * Where the copy of a PR's state is searched, in order: mergexo writes it into its verdict check on each head it
 * judges, and no one can delete a check run, so the copy outlives a deleted or edited block comment.
 */
import { isSha } from '../../core/pure/sha.js';
import type { ForcePush } from '../../core/pure/view.js';

/**
 * How many heads force-pushes left are searched for the copy, newest first, when neither the event's `before`
 * nor the head carries it: past these, the timeline's witnesses judge alone.
 */
export const COPY_LOOKUPS = 10;

/**
 * The commits whose verdict check may carry the copy, in the order they are read (the first copy found wins):
 * the head this push replaced (`before`), the head itself (a re-run, a reopened PR), then the heads GitHub's
 * timeline says force-pushes left (no one can erase them), newest first: the run that judged one wrote its copy
 * there, a block included, even when the event names no `before`. None while the block comment still carries a
 * block (`recordBlocked`): that record needs no copy.
 */
export function copyLookups(input: {
  recordBlocked: boolean;
  head: string;
  before: string | undefined;
  forcePushes: readonly Pick<ForcePush, 'after'>[];
}): string[] {
  const { recordBlocked, head, before, forcePushes } = input;
  if (recordBlocked) return [];
  const left = [...forcePushes]
    .reverse()
    .slice(0, COPY_LOOKUPS)
    .flatMap((push) => (push.after && push.after !== head && push.after !== before ? [push.after] : []));
  return [...(before ? [before] : []), head, ...left];
}

/** What an event's payload says about a PR, as GitHub sends it (any field may be missing or malformed). */
export interface EventPayload {
  action?: unknown;
  before?: unknown;
  pull_request?: { number?: unknown; head?: { sha?: unknown } } | undefined;
}

/**
 * The heads an event names for PR `number`: `head`, the head it is about (its `after`); `before`, the head a push
 * to this PR replaced (`synchronize` only), with no rewrite between the two. Neither when the event is about another
 * PR or the value is not a SHA.
 */
export function eventHeads(payload: EventPayload, number: number): { head?: string; before?: string } {
  const ours = payload.pull_request?.number === number;
  const head = ours ? payload.pull_request?.head?.sha : undefined;
  const before = ours && payload.action === 'synchronize' ? payload.before : undefined;
  return { ...(isSha(head) ? { head } : {}), ...(isSha(before) ? { before } : {}) };
}

/**
 * Where ci-wait's count of failed rounds is read back from, and which copy of it is the latest (pure).
 *
 * The count is per PR, the verdict check that carries its copy per commit (`./state.ts`): a push makes a new head
 * whose check does not exist yet, so the copy is looked for on the heads the PR had before, as GitHub recorded
 * them. The PR's own head (a re-run, a CI re-run on the same head); the event's `before` (the head this push
 * replaced); the head the copy on ci-wait's comment names; the heads the PR's last force-pushes left and replaced
 * (GitHub's timeline, which nobody can erase). When none of them carries a copy (an event that names no `before`, a
 * round whose run never wrote), the PR's commits are walked back from the head: a fast-forward's previous head is
 * one of them, and the nearest one ci-wait judged holds the latest count of its line.
 *
 * A state only moves forward: failed rounds add up, a hold adds one to `holds`, and only a human lifting a hold
 * (removing the label) starts the count over, at the same `holds` and no longer held. So of every copy found, the
 * one furthest along is the latest, whichever head carries it: a copy that is gone can only make the count lower,
 * never let an older one outrank a newer one.
 */
import { isSha } from '../core/pure/sha.js';
import type { ForcePush } from '../core/pure/view.js';
import type { CiWaitState } from './decide.js';

/** How many of the PR's newest force-pushes are read for copies (their `before` and `after` heads). */
export const FORCE_PUSHES_READ = 3;
/** How many of the PR's commits, newest first, are read for a copy when no head above carries one. */
export const COMMITS_WALKED = 10;

export interface CountSources {
  head: string;
  /** The head this event's push to the PR replaced (a `synchronize` event's `before`). */
  before?: string;
  /** The head named by the state ci-wait's newest comment carries. */
  commentHead?: string;
  /** The PR's force-pushes, oldest first (`WitnessedPull.forcePushes`). */
  forcePushes: readonly Pick<ForcePush, 'before' | 'after'>[];
  /** The PR's newest commits, oldest first (`WitnessedPull.recentCommits`). */
  commits: readonly string[];
}

/**
 * The commits whose verdict checks are read for a copy, in three steps: `head`, then `pushes` (the heads of the last
 * force-pushes) always; `earlier` (the event's `before`, the head the comment names) only when the head carries no
 * copy; `walk` one by one, only until a copy is found. A copy on the head itself was written while it was the head,
 * and a PR that came back to a head it had before did so by a force-push: every head judged after that copy is among
 * the force-pushes' heads, so the earlier ones can add nothing newer.
 */
export function countCandidates(sources: CountSources): {
  head: string;
  pushes: string[];
  earlier: string[];
  walk: string[];
} {
  const seen = new Set<string>([sources.head]);
  const fresh = (shas: readonly (string | null | undefined)[]) =>
    shas.filter((sha): sha is string => {
      if (!isSha(sha) || seen.has(sha)) return false;
      seen.add(sha);
      return true;
    });
  const newest = sources.forcePushes.slice(-FORCE_PUSHES_READ).reverse();
  const pushes = fresh(newest.flatMap((p) => [p.before, p.after]));
  const earlier = fresh([sources.before, sources.commentHead]);
  const walk = fresh([...sources.commits].reverse()).slice(0, COMMITS_WALKED);
  return { head: sources.head, pushes, earlier, walk };
}

/** One copy of the state: `order` is GitHub's id of the check run that carries it (0 for the comment's copy). */
export interface CountCopy {
  state: CiWaitState;
  order: number;
}

/** How far along a state is: holds so far, then whether the last hold was lifted, then failed rounds since. */
function progress(state: CiWaitState): number[] {
  return [state.holds ?? 0, state.held === true ? 0 : 1, state.attempts];
}

function ahead(a: CountCopy, b: CountCopy): boolean {
  const [x, y] = [
    [...progress(a.state), a.order],
    [...progress(b.state), b.order],
  ];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) > (y[i] as number);
  return false;
}

/** The latest of the copies found (ties go to the newest check run); undefined when there is none. */
export function latestCount(copies: readonly CountCopy[]): CiWaitState | undefined {
  let best: CountCopy | undefined;
  for (const copy of copies) if (!best || ahead(copy, best)) best = copy;
  return best?.state;
}

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
import { isSha } from '../../core/pure/sha.js';
import type { ForcePush } from '../../core/pure/view.js';
import type { CiWaitState } from './decide-transition.js';
import { copiedCount } from './state.js';

/**
 * Whether GitHub's answer to reading a commit's checks says the commit is gone (404, or 422 for a SHA it does not
 * have): an event's `before`, or a head a force-push left, carries nothing then; any other failure is a count that
 * cannot be read, and the PR fails closed.
 */
export function commitGone(status: number | undefined): boolean {
  return status === 404 || status === 422;
}

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

/** A check run as the head's look at its checks shows it. */
export interface HeadRun {
  id: number;
  name: string;
  /** The app's slug, or the login of the token's identity; null when GitHub names none. */
  app: string | null;
  text?: string | null;
}

/** The newest run of check `checkName` on a head written by `self` (this token's identity, lowercase, no `[bot]`). */
export function newestOwnRun<R extends HeadRun>(runs: readonly R[], checkName: string, self: string): R | undefined {
  return runs
    .filter((r) => r.name === checkName && r.app !== null && r.app.toLowerCase() === self)
    .reduce<R | undefined>((a, r) => (a === undefined || r.id > a.id ? r : a), undefined);
}

/** What reading the count asks of the shell. */
export interface CountPorts {
  /** The head's check runs, as the wait's look at its checks shows them (a conditional request, free if unchanged). */
  headRuns(head: string): Promise<readonly HeadRun[]>;
  /** The newest copy among the verdict checks on `commit`, all its runs read. */
  on(commit: string): Promise<CountCopy | undefined>;
}

/** Whose count is read, and in which check. */
export interface CountReader {
  number: number;
  checkName: string;
  /** This token's identity, as `botless` spells it. */
  self: string;
}

/**
 * The copy on the head. The head's look at its checks shows this identity's newest run of the check: none means no
 * copy on the head at all, and one that carries this PR's copy is the newest copy there. Only when it carries
 * another PR's (a shared head) are the older runs read.
 */
async function copyOnHead(ports: CountPorts, who: CountReader, head: string): Promise<CountCopy | undefined> {
  const newest = newestOwnRun(await ports.headRuns(head), who.checkName, who.self);
  if (!newest) return undefined;
  const state = copiedCount(newest.text ?? '', who.number);
  return state ? { state, order: newest.id } : ports.on(head);
}

/**
 * The PR's count: the latest of its copies, read in `countCandidates`' steps (the comment's copy, `onComment`, is
 * one of them): the head and the force-pushes' heads always, the earlier heads only when the head carries none,
 * the walk only until a check's copy is found.
 */
export async function readCountWith(
  ports: CountPorts,
  who: CountReader,
  sources: CountSources,
  onComment: CiWaitState | undefined,
): Promise<CiWaitState | undefined> {
  const { head, pushes, earlier, walk } = countCandidates(sources);
  const copies: CountCopy[] = onComment ? [{ state: onComment, order: 0 }] : [];
  const inChecks = () => copies.some((c) => c.order > 0);
  const read = async (commits: readonly string[], untilFound = false): Promise<void> => {
    for (const commit of commits) {
      if (untilFound && inChecks()) return;
      const copy = await ports.on(commit);
      if (copy) copies.push(copy);
    }
  };
  const onHead = await copyOnHead(ports, who, head);
  if (onHead) copies.push(onHead);
  await read(pushes);
  if (!onHead) await read(earlier);
  await read(walk, true);
  return latestCount(copies);
}

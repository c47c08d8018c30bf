/**
 * A retargeted PR held before it is judged again (`../base-change.ts` answers the questions): its head's check
 * still carries the verdict given for the old base, and auto-merge may be armed. The check goes back to pending as
 * the run's first write (on the head the event names, so no read comes before it), then on the head the PR has
 * now when a push landed since, then auto-merge goes off: GitHub then has no passing check to merge on, nor an
 * order to merge the moment one passes.
 */

/** What the hold asks of the shell. */
export interface HoldPorts<P extends { headSha: string }> {
  /** `head`'s verdict back to pending. */
  pending(head: string): Promise<void>;
  /** The PR as it is now; undefined when it cannot be read (judging reads it again, and refuses if it still cannot). */
  readNow(): Promise<P | undefined>;
  disableAutoMerge(pull: P): Promise<void>;
}

/** Holds a retargeted PR, in the order above; `eventHead`: the head the event names, if any. */
export async function holdRetargeted<P extends { headSha: string }>(
  ports: HoldPorts<P>,
  eventHead: string | undefined,
): Promise<void> {
  if (eventHead) await ports.pending(eventHead);
  const pull = await ports.readNow();
  if (!pull) return;
  if (pull.headSha !== eventHead) await ports.pending(pull.headSha);
  await ports.disableAutoMerge(pull);
}

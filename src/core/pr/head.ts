import { UndecidableError } from '../pure/errors.js';
import type { Logger } from '../shell.js';

/** How many times a run follows a moving head before it leaves the PR to the next push event. */
export const MAX_HEAD_MOVES = 3;

export interface StandingHead<T> {
  /** The head the judgement is about. */
  head: string;
  value: T;
  /** Set when the head moved and `onMove` chose to stop: where it is now. */
  movedTo?: string;
}

export interface StandingHeadOptions<T> {
  log: Logger;
  maxMoves?: number;
  /**
   * What to do when the head moved after a judgement (default: judge the new head). An action that
   * leaves a moved head to that head's own event returns 'stop'.
   */
  onMove?: (from: string, to: string, value: T) => 'judge-again' | 'stop';
}

/**
 * The one "re-read the head, retry when it moved" loop of every gate. A push can land while a run
 * reads and judges a PR; a verdict written for the old head would then describe a commit the PR no
 * longer has. So the head is judged, then asked for again (`headNow`, which may reuse what the
 * judgement read), and the judgement stands only when the head stood still.
 */
export async function onStandingHead<T>(
  first: string,
  judge: (head: string) => Promise<T>,
  headNow: (value: T, head: string) => Promise<string>,
  options: StandingHeadOptions<T>,
): Promise<StandingHead<T>> {
  const max = options.maxMoves ?? MAX_HEAD_MOVES;
  let head = first;
  for (let move = 0; ; move++) {
    const value = await judge(head);
    const now = await headNow(value, head);
    if (now === head) return { head, value };
    if (options.onMove?.(head, now, value) === 'stop') return { head, value, movedTo: now };
    if (move + 1 >= max) {
      throw new UndecidableError(
        `the PR head kept moving while it was evaluated (${max} times); the next push event will judge it.`,
      );
    }
    options.log.info(`The head moved from ${head} to ${now} during evaluation; evaluating the new head.`);
    head = now;
  }
}

/**
 * `max-writes` is one budget for the whole run: the drift phase and the collision phase spend from it. The run
 * hands each PR an allowance (what the budget leaves it, beside the writes promised to PRs still to be served),
 * the PR's writer counts its own writes against it and hands back how many it made: no counter is shared.
 * A PR whose next writes do not fit waits for the next run (writes are ordered so that a PR left half-written
 * converges: its check, the state, comes last).
 */
export class Allowance {
  /** Writes this PR made so far. */
  made = 0;

  constructor(readonly room: number) {}

  /** Whether `n` more writes fit this PR's allowance. */
  fits(n = 1): boolean {
    return this.made + n <= this.room;
  }

  spend(n = 1): void {
    this.made += n;
  }
}

/** Thrown by a writer whose next write does not fit: the PR is deferred to the next run. */
export class OutOfWrites extends Error {
  constructor() {
    super('max-writes reached');
  }
}

/**
 * What max-writes leaves one PR: the budget less the writes this run made so far and those promised to the PRs
 * served after it (the drift phase allocates its plans first, `allocate`).
 */
export const allowanceFor = (maxWrites: number, made: number, promisedAfter = 0): Allowance =>
  new Allowance(maxWrites - made - promisedAfter);

/** Whether a PR's writes may start at all: one more write must fit what is left (else it waits, deferred). */
export const roomFor = (room: number, made: number): boolean => made + 1 <= room;

/** What max-writes leaves the collision phase: the run's budget less the drift phase's writes. */
export const collisionRoom = (maxWrites: number, driftWrites: number): number => maxWrites - driftWrites;

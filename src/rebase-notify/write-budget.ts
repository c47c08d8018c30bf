/**
 * `max-writes`, held per write across the whole run: the drift phase and the collision phase spend from one
 * budget, and a write is made only when it fits. A PR whose next writes do not fit waits for the next run
 * (writes are ordered so that a PR left half-written converges: its check, the state, comes last).
 */
export class WriteBudget {
  /** Writes made so far in this run. */
  writes = 0;
  /** Writes promised to PRs the drift phase will still serve (its plans are allocated up front). */
  reserved = 0;

  constructor(readonly limit: number) {}

  /** Whether `n` more writes stay within max-writes, beside the writes promised to others. */
  fits(n = 1): boolean {
    return this.writes + this.reserved + n <= this.limit;
  }
}

/** Thrown by a writer whose next write does not fit: the PR is deferred to the next run. */
export class OutOfWrites extends Error {
  constructor() {
    super('max-writes reached');
  }
}

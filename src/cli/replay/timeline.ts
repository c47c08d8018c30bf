/**
 * When PRs were open at the same time, and what each looked like then: the moments at which replay asks the
 * collision judgement again. Pure.
 *
 * The default branch's first-parent history orders the landings; times order the rest. A PR is open from
 * `openedAt` (GitHub's record with a token; without one, the first commit of its branch) until it lands. Its
 * head at a time is its newest known state (`states`, pushed at their commit times) by then.
 *
 * - A **landing moment** per PR: just before it landed, on the commit it landed on, with every PR open then.
 *   Its verdict there is the PR's verdict (what the check said when it was merged).
 * - A **landed moment** per PR (the push of its landing to the default branch, which rebase-notify answers): on
 *   the landing commit, with every PR still open.
 * - A **state moment** per earlier state of a PR (a push that changed what it claims): on the default branch as
 *   it was then, with every PR open then.
 * The verdicts at the last two are what each open PR was told before it landed.
 */

export interface TimedPull {
  number: number;
  openedAt: number;
  /** Index of its landing commit in the first-parent history, oldest first. */
  landedAt: number;
  /** Index of the commit it landed on (its base) in the same history. */
  baseAt: number;
  /** Its states, oldest first; the last is its head when it landed. Each at the time it was pushed. */
  states: readonly { at: number }[];
}

export interface Moment {
  kind: 'landing' | 'landed' | 'state';
  /** The PR whose landing (or push) this is. */
  pull: number;
  /** When: the landing's commit time, or the push's. */
  at: number;
  /** Index of the default branch's commit the open PRs were compared on. */
  baseAt: number;
  /** Every PR open then, with the index of its state then. */
  open: { number: number; state: number }[];
}

/** The state of `pull` at time `at`: its newest pushed by then, else its first. */
export function stateAt(pull: TimedPull, at: number): number {
  let found = 0;
  pull.states.forEach((s, i) => {
    if (s.at <= at) found = i;
  });
  return found;
}

/**
 * The index of the newest commit of the history (`times`: commit times, oldest first) made at or before `at`;
 * -1 when every commit is younger. Commit times need not be sorted: the running maximum is searched.
 */
export function commitAt(times: readonly number[], at: number): number {
  let found = -1;
  let newest = -Infinity;
  for (let i = 0; i < times.length; i++) {
    newest = Math.max(newest, times[i] as number);
    if (newest <= at) found = i;
    else break;
  }
  return found;
}

/**
 * Every moment, in the order of the default branch's history (then by time): one landing moment per PR, and
 * (with `withStates`) its landed moment and one state moment per state but the last. `times`: the history's commit times, oldest
 * first.
 */
export function moments(pulls: readonly TimedPull[], times: readonly number[], withStates: boolean): Moment[] {
  const out: Moment[] = [];
  // No moment is compared on a commit older than the oldest one a PR landed on: replay reads nothing before it.
  const floor = Math.min(...pulls.map((p) => p.baseAt));
  const openAt = (at: number, baseAt: number, self: TimedPull): Moment['open'] =>
    pulls
      .filter((p) => p === self || (p.openedAt <= at && p.landedAt > baseAt))
      .map((p) => ({ number: p.number, state: stateAt(p, at) }));

  for (const pull of pulls) {
    const at = times[pull.landedAt] ?? Infinity;
    const open = openAt(at, pull.baseAt, pull).map((o) =>
      o.number === pull.number ? { ...o, state: pull.states.length - 1 } : o,
    );
    out.push({ kind: 'landing', pull: pull.number, at, baseAt: pull.baseAt, open });
    if (!withStates) continue;
    const after = openAt(at, pull.landedAt, pull).filter((o) => o.number !== pull.number);
    if (after.length > 0) out.push({ kind: 'landed', pull: pull.number, at, baseAt: pull.landedAt, open: after });
    pull.states.slice(0, -1).forEach((state, i) => {
      // A push is compared on the branch as it was then, never after the PR's own landing (clocks disagree).
      const baseAt = Math.min(Math.max(commitAt(times, state.at), floor), pull.baseAt);
      const open = openAt(state.at, baseAt, pull).map((o) => (o.number === pull.number ? { ...o, state: i } : o));
      out.push({ kind: 'state', pull: pull.number, at: state.at, baseAt, open });
    });
  }
  return out.sort((a, b) => a.baseAt - b.baseAt || a.at - b.at);
}

import {
  allocatedName,
  findCollisions,
  passes,
  type AllocatedGlob,
  type NameClash,
  type Ownership,
  type PullChanges,
  type PullCollisions,
} from '../../rebase-notify/index.js';
import type { BaseNames } from './base-names.js';
import type { MergedPull, PullHistory, PullState } from './types.js';
import type { CollisionReplay, PullCollisionVerdict } from './verdicts.js';
import { moments, type TimedPull } from './timeline.js';

/**
 * rebase-notify's collision judgement (`findCollisions`, through its public surface) asked again at every moment
 * of the history (`timeline.ts`): with the PRs open then, as they looked then, on the default branch as it was.
 */

const claims = (changes: PullChanges, globs: readonly AllocatedGlob[]) =>
  changes.known
    ? changes.changes.some((c) => c.status === 'A' && globs.some((g) => allocatedName(g, c.path) !== undefined))
    : true;

const clashKey = (c: NameClash) => `${c.other}\0${c.glob}\0${c.name}`;

/**
 * The collision verdict of every PR. `history`: the first-parent commits, oldest first (`sha`, `at`); `base`:
 * the default branch's name; `names` undefined without globs.
 */
export function replayCollisions(input: {
  pulls: readonly MergedPull[];
  histories: ReadonlyMap<number, PullHistory>;
  history: readonly { sha: string; at: number }[];
  globs: readonly AllocatedGlob[];
  /** The names the default branch's tree held at each of its commits (read forward). */
  names: Pick<BaseNames, 'upTo'> | undefined;
}): CollisionReplay {
  const { pulls, histories, history, globs, names } = input;
  const owners: Ownership = {
    // Only what the history shows: a fork's branch ranks after the others; whether an author may write is unknown.
    trusted: new Set(pulls.filter((p) => !p.isCrossRepository).map((p) => p.number)),
    handed: new Map(),
  };
  const timed: TimedPull[] = pulls.map((p) => ({
    number: p.number,
    openedAt: p.openedAt,
    landedAt: p.landedAt,
    baseAt: p.baseAt,
    states: (histories.get(p.number) as PullHistory).states,
  }));
  const out = new Map<number, PullCollisionVerdict>(
    pulls.map((p) => [
      p.number,
      { verdict: globs.length === 0 ? 'off' : 'pass', clashes: [], earlier: [], overlaps: [] },
    ]),
  );
  const seen = new Map<number, Set<string>>(pulls.map((p) => [p.number, new Set()]));
  const overlapsOf = new Map<number, Map<number, Set<string>>>(pulls.map((p) => [p.number, new Map()]));
  const collided = new Set<string>();
  const times = history.map((c) => c.at);

  for (const moment of moments(timed, times, globs.length > 0)) {
    const landing = moment.kind === 'landing';
    const headOf = new Map(
      moment.open.map((o) => [o.number, (histories.get(o.number) as PullHistory).states[o.state] as PullState]),
    );
    let open = [...headOf.values()].map((s) => s.changes);
    // Away from a landing only the allocated names are asked: a PR that claims none cannot clash.
    if (!landing) open = open.filter((c) => claims(c, globs));
    if (!landing && open.length === 0) continue;
    const held = globs.length > 0 && names ? names.upTo(moment.baseAt) : new Map();
    // Every PR replayed shares the one branch, so each base named is that branch's tree at this moment.
    const trees = new Map(open.map((c) => [c.base, held] as const));
    const results = findCollisions(open, globs, trees, landing, owners);
    const base = history[moment.baseAt]?.sha ?? '';
    for (const [number, result] of results) {
      if (landing) recordOverlaps(overlapsOf.get(number), result);
      if (globs.length === 0) continue;
      const verdict = out.get(number) as PullCollisionVerdict;
      if (landing && number === moment.pull) {
        verdict.verdict = passes(result) ? 'pass' : result.known ? 'fail' : 'undecidable';
        if (result.known) verdict.clashes = result.clashes;
        else verdict.unknown = 'said' in result.reason ? result.reason.said : result.reason.kind;
        for (const c of verdict.clashes) collided.add(`${c.glob}\0${c.name}`);
        const claimants = open.filter((c) => claims(c, globs)).map((c) => c.number);
        verdict.landing = {
          base,
          claimants: claimants.map((n) => ({ number: n, head: (headOf.get(n) as PullState).sha })),
        };
        continue;
      }
      if (!result.known) continue;
      for (const clash of result.clashes) {
        collided.add(`${clash.glob}\0${clash.name}`);
        const own = seen.get(number) as Set<string>;
        if (own.has(clashKey(clash))) continue;
        own.add(clashKey(clash));
        const head = (headOf.get(number) as PullState).sha;
        const other = clash.other === 'base' ? undefined : headOf.get(clash.other)?.sha;
        verdict.earlier.push({ at: moment.at, base, head, ...(other ? { otherHead: other } : {}), clash });
      }
    }
  }
  for (const [number, verdict] of out) {
    verdict.overlaps = [...(overlapsOf.get(number) ?? new Map<number, Set<string>>())]
      .map(([other, paths]) => ({ other, paths: [...paths].sort() }))
      .sort((a, b) => a.other - b.other);
  }
  return { pulls: out, names: collided };
}

function recordOverlaps(into: Map<number, Set<string>> | undefined, result: PullCollisions): void {
  if (!into || !result.known) return;
  for (const o of result.overlaps) {
    const paths = into.get(o.other) ?? new Set<string>();
    for (const p of o.paths) paths.add(p);
    into.set(o.other, paths);
  }
}

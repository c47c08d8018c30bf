import type { MergedPull } from './types.js';
import type { CollisionReplay, LeaseVerdict, ReplayedPull, ReplaySummary } from './verdicts.js';

/**
 * What replay found, as facts: per PR, each gate's verdict with its reasons; and the counts the summary states.
 * Pure; `messages.ts` words it, `--json` prints it.
 */

const iso = (ms: number) => new Date(ms).toISOString();
/** The author's name in the summary; git alone knows no login. */
export const UNKNOWN_AUTHOR = '(unknown)';

export function replayedPull(pull: MergedPull, leases: LeaseVerdict, collisions: CollisionReplay): ReplayedPull {
  const c = collisions.pulls.get(pull.number);
  return {
    number: pull.number,
    title: pull.title,
    author: pull.author,
    headBranch: pull.headRef,
    headOwner: pull.headOwner,
    isCrossRepository: pull.isCrossRepository,
    labels: pull.labels,
    landedAs: pull.landedAs,
    landing: pull.landing,
    base: pull.base,
    head: pull.head,
    headFrom: pull.headFrom,
    openedAt: iso(pull.openedAt),
    mergedAt: iso(pull.mergedAt),
    facts: pull.source,
    gates: {
      'write-root-gate': leases,
      collision: {
        verdict: c?.verdict ?? 'off',
        clashes: c?.clashes ?? [],
        ...(c?.unknown !== undefined ? { unknown: c.unknown } : {}),
        earlier: (c?.earlier ?? []).map((e) => ({ ...e, at: iso(e.at) })),
        ...(c?.landing ? { landing: c.landing } : {}),
      },
      overlaps: c?.overlaps ?? [],
    },
  };
}

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

export function summarize(pulls: readonly ReplayedPull[], collisions: CollisionReplay): ReplaySummary {
  const byLease: Record<string, number> = {};
  const byAuthor: Record<string, number> = {};
  let refused = 0;
  for (const p of pulls) {
    if (p.gates['write-root-gate'].verdict === 'pass') continue;
    refused++;
    count(byLease, p.gates['write-root-gate'].lease);
    count(byAuthor, p.author ?? UNKNOWN_AUTHOR);
  }
  return {
    merged: pulls.length,
    refused,
    byLease,
    byAuthor,
    collidedNames: [...collisions.names].map((k) => k.replace('\0', ': ')).sort(),
    collidingAtLanding: pulls.filter(
      (p) => p.gates.collision.verdict === 'fail' || p.gates.collision.verdict === 'undecidable',
    ).length,
    toldOfClash: pulls.filter((p) => p.gates.collision.earlier.length > 0 || p.gates.collision.clashes.length > 0)
      .length,
    overlapping: pulls.filter((p) => p.gates.overlaps.length > 0).length,
  };
}

import { plainLine, plural } from '../../core/untrusted.js';
import type { NameClash } from '../../rebase-notify/index.js';
import { RULE_TEXT } from '../../write-root-gate/index.js';
import { reportedViolation, type ReportedViolation } from '../messages.js';
import type { ReplayedPull, ReplaySummary } from './verdicts.js';

/** Everything `mergexo replay` prints for people; `--json` prints the facts with these words beside them. */

export const usage = (what: string): string => `${what}. Run 'mergexo help' for usage.`;
export const badSince = (raw: string) =>
  `--since must be a date (2026-01-31) or a time with a zone (2026-01-31T09:00:00Z), got '${raw}'`;
export const badLast = (raw: string) => `--last must be a number of pull requests (1 or more), got '${raw}'`;

export const notAClone = (dir: string) =>
  `${dir} is not inside a git clone: run mergexo replay in a clone of the repository whose merged PRs to replay.`;
export const SHALLOW_CLONE =
  'this clone is shallow, so the history replay judges is cut off: run git fetch --unshallow, then replay again.';
export const NO_BRANCH =
  'no default branch to replay: the clone has no remote HEAD and no current branch. Name it with --branch main.';
export const unknownBranch = (name: string, remote: string) =>
  `the clone has no branch '${name}' (neither ${remote}/${name} nor a local one): fetch it, or name another with --branch.`;
export const leaseFileMissing = (file: string) =>
  `no lease file at ${file}: pass the leases to replay with --lease-file PATH (or --write-root for every PR).`;
export const NO_REPO_FOR_TOKEN =
  "a token is set but the repository is unknown (the remote's URL names none): pass --repo OWNER/NAME, or --offline.";
export const noLeaseFileNote = (file: string) =>
  `no lease file at ${file} and no --write-root: every PR is judged without a lease, so each one is refused.`;

/** What git alone cannot know, said once above the table. */
export const OFFLINE_NOTES = [
  'git only: authors and labels are unknown (no lease matches by them) and a squash commit names no branch.',
  'Open at the same time: from the first commit of each PR branch to its merge (with a token: as GitHub recorded).',
];
export const noPullRefsNote = (n: number) =>
  `${plural(n, 'squash-merged PR')} judged as the squash commit itself: their heads are not in this clone ` +
  "(git fetch origin '+refs/pull/*/head:refs/pull/*/head' brings them).";
export const missingNote = (numbers: readonly number[]) =>
  `${plural(numbers.length, 'merged PR')} GitHub lists landed on commits this clone's branch does not hold ` +
  `(${numbers
    .slice(0, 5)
    .map((n) => `#${n}`)
    .join(', ')}${numbers.length > 5 ? ', ...' : ''}): git fetch, then replay again.`;
export const NOTHING_MERGED = 'no merged pull request found in this history: nothing to replay.';

export const progressLine = (done: number, total: number, what: string) => `mergexo replay: ${what} ${done}/${total}`;

const day = (iso: string) => iso.slice(0, 10);

/** A clash in one line: the name, and who holds it. */
export function clashText(c: NameClash): string {
  const holder = c.other === 'base' ? `the base (${c.otherPaths.join(', ')})` : `#${c.other}`;
  return `name ${c.name} (${c.glob}) of ${c.paths.join(', ')} is held by ${holder}`;
}

function leaseCell(p: ReplayedPull): string {
  const g = p.gates['write-root-gate'];
  const lease = plainLine(g.lease, 30);
  if (g.verdict === 'pass') return `pass (${lease})`;
  if (g.verdict === 'undecidable') return `refused: undecidable (${lease})`;
  return `refused: ${plural(g.violations.length, 'path')} (${lease})`;
}

function collisionCell(p: ReplayedPull): string {
  const c = p.gates.collision;
  if (c.verdict === 'off') return '-';
  const told = c.earlier.length > 0 ? `, told of ${plural(c.earlier.length, 'clash', 'clashes')} before` : '';
  if (c.verdict === 'pass') return `pass${told}`;
  if (c.verdict === 'undecidable') return 'fail: undecidable';
  const first = c.clashes[0];
  return `fail: name ${first?.name ?? '?'} held by ${first?.other === 'base' ? 'the base' : `#${first?.other}`}`;
}

const authorCell = (p: ReplayedPull) => plainLine(p.author ?? '?', 24);
const branchCell = (p: ReplayedPull) =>
  p.headBranch === null ? `(${p.landedAs})` : plainLine(`${p.isCrossRepository ? 'fork:' : ''}${p.headBranch}`, 32);

/** The table: one row per PR, newest first. */
export function table(pulls: readonly ReplayedPull[]): string[] {
  const rows = [
    ['PR', 'merged', 'author', 'branch', 'write-root-gate', 'collision', 'overlaps'],
    ...pulls.map((p) => [
      `#${p.number}`,
      day(p.mergedAt),
      authorCell(p),
      branchCell(p),
      leaseCell(p),
      collisionCell(p),
      p.gates.overlaps.length > 0 ? `${p.gates.overlaps.length}` : '-',
    ]),
  ];
  const widths = (rows[0] as string[]).map((_, i) => Math.max(...rows.map((r) => (r[i] as string).length)));
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd(),
  );
}

const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${plainLine(k, 40)} ${n}`)
    .join(', ');

export function summaryLines(s: ReplaySummary, branch: string, collisions: boolean): string[] {
  const lines = [`${plural(s.merged, 'merged PR')} of ${plainLine(branch, 60)} replayed.`];
  lines.push(`write-root-gate would have refused ${s.refused} of ${s.merged}.`);
  if (s.refused > 0) {
    lines.push(`  by lease: ${tally(s.byLease)}`);
    lines.push(`  by author: ${tally(s.byAuthor)}`);
  }
  if (collisions) {
    lines.push(
      `collisions: ${plural(s.collidedNames.length, 'name')} collided` +
        (s.collidedNames.length > 0
          ? ` (${s.collidedNames
              .slice(0, 5)
              .map((n) => plainLine(n, 60))
              .join('; ')}` + `${s.collidedNames.length > 5 ? '; ...' : ''})`
          : '') +
        `; ${plural(s.toldOfClash, 'PR')} told of a clash while open, ${s.collidingAtLanding} still failing when merged.`,
    );
  }
  lines.push(`overlaps: ${plural(s.overlapping, 'PR')} changed a file another open PR changed differently.`);
  return lines;
}

/** `--json`'s form of one PR: the facts, and the words of each reason beside them. */
export function jsonPull(p: ReplayedPull) {
  const lease = p.gates['write-root-gate'];
  return {
    ...p,
    gates: {
      'write-root-gate': {
        ...lease,
        violations: lease.violations.map((v): ReportedViolation & { reason: string } => ({
          ...reportedViolation(v),
          reason: RULE_TEXT[v.rule],
        })),
      },
      collision: {
        ...p.gates.collision,
        clashes: p.gates.collision.clashes.map((c) => ({ ...c, reason: clashText(c) })),
        earlier: p.gates.collision.earlier.map((e) => ({ ...e, reason: clashText(e.clash) })),
      },
      overlaps: p.gates.overlaps,
    },
  };
}

export const WHY_REFUSED = 'Why write-root-gate would have refused them (--json gives every reason):';

/** A refused PR's first reasons, for the text report under the table. */
export function refusalLines(p: ReplayedPull, max = 3): string[] {
  const g = p.gates['write-root-gate'];
  if (g.verdict === 'pass') return [];
  if (g.verdict === 'undecidable') return [`  #${p.number}: ${plainLine(g.undecidable ?? '', 200)}`];
  const shown = g.violations
    .slice(0, max)
    .map((v) => `  #${p.number}: ${plainLine(v.path, 120)}: ${RULE_TEXT[v.rule]}`);
  if (g.violations.length > max) shown.push(`  #${p.number}: ... and ${g.violations.length - max} more`);
  return shown;
}

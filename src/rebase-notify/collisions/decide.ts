/**
 * Cross-PR collisions, the pure rules. Every open PR on a base brings the paths it changes against
 * that base (with the blob each path ends as); they are indexed by path and by allocated name, so
 * finding who collides with whom costs one pass over the index, never a merge per pair.
 *
 * - Two PRs **overlap** when they change the same path and end it differently (the same result merges
 *   cleanly: no notice), unless more than `SHARED_FILE_PRS` open PRs change that path. Overlaps never fail a check: two PRs editing one file may merge cleanly, and a
 *   real conflict is the conflict notice's once the first lands.
 * - PRs **collide** when each adds a path matching one `allocated-names` glob with the same allocated
 *   name, unless they add the very same path with the very same content. The name has an owner
 *   (`owners.ts`): the base when its tree already holds it at another path (the second of two
 *   migration PRs after the first merged), else one claimant; only the others fail, each naming the holder.
 * - Bases that meet later (`meeting-bases`) are one index: their PRs are compared with each other, and each PR
 *   with every one of those bases' trees (its own first).
 * - A squashed migration (`allocated-names.ts`) beside a migration it replaces claims no name, and a base file
 *   the PR deletes holds nothing against it: the PR lands one file of the name.
 */
import { digest } from '../../core/pure/fingerprint.js';
import { allocatedName, isSquashed, type AllocatedGlob } from './allocated-names.js';
import { holderOf, holdReason, nameKey, NO_OWNERSHIP, type HoldReason, type Ownership } from './owners.js';
import type { CollisionsUnknown } from './unknown.js';

/** One path a PR changes against its base: git's status letter and what the path ends as. */
export interface PathChange {
  path: string;
  /** `A` added, `D` deleted, `M` modified, `T` type changed (from `git diff --raw --no-renames`). */
  status: string;
  /** `<mode>:<blob>` after the PR, or `deleted`. */
  result: string;
}

/** What the index knows of one PR: its changes, or why they could not be read. */
export type PullChanges =
  | { number: number; base: string; known: true; changes: readonly PathChange[] }
  | { number: number; base: string; known: false; reason: CollisionsUnknown };

/** An allocated name this PR claims and another party holds. */
export interface NameClash {
  /** The holder: another PR's number, or `base` for the base branch's tree. */
  other: number | 'base';
  /** For `base`: another base whose PRs meet this PR's (`meeting-bases`), when its tree holds the name. */
  base?: string;
  /** Why the other PR holds it (absent for the base, which holds a name its tree has for good). */
  holds?: HoldReason;
  glob: string;
  name: string;
  /** This PR's added paths claiming the name. */
  paths: string[];
  /** The other side's paths claiming it. */
  otherPaths: string[];
}

export interface Overlap {
  other: number;
  paths: string[];
}

export type PullCollisions =
  | { number: number; known: true; clashes: NameClash[]; overlaps: Overlap[] }
  | { number: number; known: false; reason: CollisionsUnknown };

/**
 * A path more open PRs on one base than this change is a shared file: it gets no same-file notices. Ten
 * keeps a notice readable (it names each other PR) and bounds the pairs to look at per path.
 */
export const SHARED_FILE_PRS = 10;

interface Claim {
  number: number;
  base: string;
  path: string;
  result: string;
}

/** Per glob (by its text), each allocated name a tree holds and at which paths. */
export type TreeNames = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/** The trees of the bases one index compares (one, or the bases that meet), by base name. */
export type BaseTrees = ReadonlyMap<string, TreeNames>;

const byOther = (a: { other: number | 'base' }, b: { other: number | 'base' }) =>
  (a.other === 'base' ? -1 : a.other) - (b.other === 'base' ? -1 : b.other);

/**
 * Collisions and overlaps of every PR of one index: one base, or the bases that meet. `trees` holds the names
 * each of those bases' trees already has; a PR is compared with its own base's tree first.
 */
export function findCollisions(
  pulls: readonly PullChanges[],
  globs: readonly AllocatedGlob[],
  trees: BaseTrees,
  overlaps: boolean,
  owners: Ownership = NO_OWNERSHIP,
): Map<number, PullCollisions> {
  const byPath = new Map<string, Claim[]>();
  const byName = claimsByName(pulls, globs, trees);
  if (overlaps) {
    for (const pull of pulls) {
      if (!pull.known) continue;
      for (const change of pull.changes)
        push(byPath, change.path, { number: pull.number, base: pull.base, path: change.path, result: change.result });
    }
  }
  const deleted = new Map(
    pulls.map((p) => [p.number, new Set(p.known ? p.changes.filter((c) => c.status === 'D').map((c) => c.path) : [])]),
  );

  const out = new Map<number, PullCollisions>();
  const clashes = new Map<number, Map<string, NameClash>>();
  const overlapsOf = new Map<number, Map<number, Set<string>>>();
  for (const pull of pulls) {
    if (!pull.known) out.set(pull.number, { number: pull.number, known: false, reason: pull.reason });
    else {
      clashes.set(pull.number, new Map());
      overlapsOf.set(pull.number, new Map());
    }
  }
  const clash = (
    self: number,
    other: NameClash['other'],
    why: Pick<NameClash, 'holds' | 'base'>,
    key: string,
    path: string,
  ) => {
    const [glob, name] = key.split('\0') as [string, string];
    const own = clashes.get(self) as Map<string, NameClash>;
    const id = `${other}\0${why.base ?? ''}\0${key}`;
    const found = own.get(id) ?? { other, ...why, glob, name, paths: [], otherPaths: [] };
    own.set(id, found);
    if (!found.paths.includes(path)) found.paths.push(path);
    return found;
  };

  for (const [key, claims] of byName) {
    const [glob, name] = key.split('\0') as [string, string];
    const heldBy = (tree: TreeNames) => tree.get(glob)?.get(name) ?? [];
    // A base holds a name its tree has, for good: every other path claiming it would give the base two. The
    // PR's own base is asked first; a file the PR deletes there holds nothing against it.
    if ([...trees.values()].some((t) => heldBy(t).length > 0)) {
      for (const a of claims) {
        for (const [base, tree] of basesOf(trees, a.base)) {
          const gone = base === a.base ? (deleted.get(a.number) as Set<string>) : new Set<string>();
          const others = heldBy(tree).filter((at) => at !== a.path && !gone.has(at));
          if (others.length === 0) continue;
          const found = clash(a.number, 'base', base === a.base ? {} : { base }, key, a.path);
          for (const at of others) if (!found.otherPaths.includes(at)) found.otherPaths.push(at);
          break;
        }
      }
      continue;
    }
    const holder = holderOf([...new Set(claims.map((c) => c.number))], key, owners);
    if (!holder) continue;
    const holderClaims = claims.filter((c) => c.number === holder.number);
    for (const a of claims) {
      if (a.number === holder.number) continue;
      // The very same file as the holder's claims nothing more: both PRs would land one file.
      if (holderClaims.some((h) => h.path === a.path && h.result === a.result)) continue;
      const found = clash(a.number, holder.number, { holds: holdReason(holder, a.number, key, owners) }, key, a.path);
      for (const h of holderClaims) if (!found.otherPaths.includes(h.path)) found.otherPaths.push(h.path);
    }
  }
  if (overlaps) {
    for (const [path, claims] of byPath) {
      // A file most open PRs touch (a changelog, a lock file) is no news to anyone: naming every pair would
      // edit every PR's notice each time one more PR touches it. Real conflicts there get the conflict notice.
      if (claims.length < 2 || claims.length > SHARED_FILE_PRS) continue;
      for (const a of claims) {
        for (const b of claims) {
          // PRs on two bases end a file on two different trees: only the PRs of one base overlap.
          if (a.number === b.number || a.result === b.result || a.base !== b.base) continue;
          const own = overlapsOf.get(a.number) as Map<number, Set<string>>;
          const paths = own.get(b.number) ?? new Set<string>();
          own.set(b.number, paths.add(path));
        }
      }
    }
  }
  for (const [number, own] of clashes) {
    const list = [...own.values()]
      .map((c) => ({ ...c, paths: [...c.paths].sort(), otherPaths: [...c.otherPaths].sort() }))
      .sort((a, b) => byOther(a, b) || a.glob.localeCompare(b.glob) || a.name.localeCompare(b.name));
    const over = [...(overlapsOf.get(number) as Map<number, Set<string>>)]
      .map(([other, paths]) => ({ other, paths: [...paths].sort() }))
      .sort(byOther);
    out.set(number, { number, known: true, clashes: list, overlaps: over });
  }
  return out;
}

/** The bases whose trees a PR on `own` is compared with: its own first, then the others of its index. */
function basesOf(trees: BaseTrees, own: string): [string, TreeNames][] {
  const others = [...trees].filter(([b]) => b !== own).sort(([a], [b]) => a.localeCompare(b));
  const mine = trees.get(own);
  return mine ? [[own, mine], ...others] : others;
}

/**
 * Every added path's claim, by `nameKey(glob, name)`. A squashed migration claims nothing when a migration that
 * is no squash holds its name beside it: in its base's tree (the migrations it replaces) or among the PR's own.
 */
function claimsByName(
  pulls: readonly PullChanges[],
  globs: readonly AllocatedGlob[],
  trees: BaseTrees = new Map(),
): Map<string, Claim[]> {
  const byName = new Map<string, Claim[]>();
  for (const pull of pulls) {
    if (!pull.known) continue;
    const squashes: [string, Claim][] = [];
    const plain = new Set<string>();
    for (const change of pull.changes) {
      if (change.status !== 'A') continue;
      for (const glob of globs) {
        const name = allocatedName(glob, change.path);
        if (name === undefined) continue;
        const key = nameKey(glob.glob, name);
        const claim = { number: pull.number, base: pull.base, path: change.path, result: change.result };
        if (isSquashed(change.path)) squashes.push([key, claim]);
        else {
          plain.add(key);
          push(byName, key, claim);
        }
      }
    }
    for (const [key, claim] of squashes) {
      const [glob, name] = key.split('\0') as [string, string];
      const replaced = (trees.get(pull.base)?.get(glob)?.get(name) ?? []).some((p) => !isSquashed(p));
      if (!replaced && !plain.has(key)) push(byName, key, claim);
    }
  }
  return byName;
}

/**
 * The names PRs contest: claimed by more than one PR, with more than one file, and held by none of the index's
 * bases. Each with its claimants by number: only their claim times (`decide-claims.ts`), their authors' access and the
 * hand-over records decide the holder, so only they are looked up.
 */
export function contestedNames(
  pulls: readonly PullChanges[],
  globs: readonly AllocatedGlob[],
  trees: BaseTrees = new Map(),
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const [key, claims] of claimsByName(pulls, globs, trees)) {
    const [glob, name] = key.split('\0') as [string, string];
    if ([...trees.values()].some((t) => (t.get(glob)?.get(name) ?? []).length > 0)) continue;
    const numbers = [...new Set(claims.map((c) => c.number))].sort((a, b) => a - b);
    if (numbers.length < 2 || new Set(claims.map((c) => `${c.path}\0${c.result}`)).size < 2) continue;
    out.set(key, numbers);
  }
  return out;
}

/** The names each PR claims (its added paths, squashes aside), by `nameKey`: what its collision check records. */
export function claimedNames(
  pulls: readonly PullChanges[],
  globs: readonly AllocatedGlob[],
  trees: BaseTrees = new Map(),
): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const [key, claims] of claimsByName(pulls, globs, trees))
    for (const n of new Set(claims.map((c) => c.number))) push(out, n, key);
  for (const list of out.values()) list.sort();
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Whether a PR's allocated names stand alone (the collision check passes). */
export function passes(c: PullCollisions): boolean {
  return c.known && c.clashes.length === 0;
}

/**
 * The facts a PR's collision comment states, as a short digest: a run compares it with the one the
 * comment (and the check) carries, never the rendered words.
 */
export function collisionFingerprint(c: PullCollisions, withOverlaps: boolean): string {
  const facts = c.known ? { clashes: c.clashes, overlaps: withOverlaps ? c.overlaps : [] } : { unknown: c.reason };
  return digest(facts);
}

/**
 * Whether what a PR shows (its comment's marker, its check's `external_id`) states the facts of `fingerprint`.
 * Versions before core's scheme wrote 20 hex digits of the same SHA-256, of which `digest` keeps the first 12:
 * such a marker still matches, so an upgrade rewrites no collision comment or check.
 */
export function showsFacts(shown: string | null | undefined, fingerprint: string): boolean {
  if (typeof shown !== 'string') return false;
  return shown === fingerprint || (/^[0-9a-f]{20}$/.test(shown) && shown.startsWith(fingerprint));
}

/** What a PR's collision comment says: nothing, or its clashes and (at a notice urgency) its overlaps. */
export function commentFacts(
  c: PullCollisions,
  overlapNotice: boolean,
): { clashes: NameClash[]; overlaps: Overlap[] } | undefined {
  if (!c.known) return undefined;
  const overlaps = overlapNotice ? c.overlaps : [];
  return c.clashes.length > 0 || overlaps.length > 0 ? { clashes: c.clashes, overlaps } : undefined;
}

/**
 * A merge group commit's collisions: each allocated name a path the group adds (against the base the group was
 * built on) claims while another path of the group's tree holds it too, so two colliding PRs in one group, or a
 * PR and the base, never land together. `treeNames`: the names of the group commit's tree, per glob.
 */
export function groupClashes(
  added: readonly PathChange[],
  globs: readonly AllocatedGlob[],
  treeNames: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>,
): NameClash[] {
  const out = new Map<string, NameClash>();
  for (const change of added) {
    if (change.status !== 'A') continue;
    for (const glob of globs) {
      const name = allocatedName(glob, change.path);
      if (name === undefined) continue;
      const others = (treeNames.get(glob.glob)?.get(name) ?? []).filter((p) => p !== change.path);
      // A squashed migration beside the migrations it replaces is how Django replaces files.
      if (others.length === 0 || (isSquashed(change.path) && others.some((p) => !isSquashed(p)))) continue;
      const key = `${glob.glob}\0${name}`;
      const found = out.get(key) ?? { other: 'base' as const, glob: glob.glob, name, paths: [], otherPaths: [] };
      out.set(key, found);
      found.paths.push(change.path);
      for (const o of others) if (!found.otherPaths.includes(o)) found.otherPaths.push(o);
    }
  }
  return [...out.values()].sort((a, b) => a.glob.localeCompare(b.glob) || a.name.localeCompare(b.name));
}

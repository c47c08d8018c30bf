/**
 * The collision phase's read of one base (or of the bases that meet, `meeting-bases`, as one index): their open
 * PRs, what each changes (a local git's index), the bases' allocated names, when each contested name was claimed
 * (`claim-evidence.ts`) and who owns it; then what collides. Each index is read once per run, and another PR on a
 * commit this run writes to is judged from the index of its own base (read-only).
 */
import { ConfigurationError, errorMessage } from '../../core/pure/errors.js';
import type { PullPart } from '../../core/pure/commit-verdict.js';
import type { ShellContext } from '../../core/shell.js';
import type { GitDrift } from '../drift/drift-git.js';
import { listOnePull, listOpenPullsWithChecks, type Listed } from '../listing.js';
import type { RebaseNotifySettings } from '../settings.js';
import {
  claimedNames,
  contestedNames,
  findCollisions,
  type PullChanges,
  type PullCollisions,
} from '../rules/collisions/decide.js';
import type { CollisionsUnknown } from '../rules/collisions/unknown.js';
import { githubWords } from '../../core/pure/words.js';
import { fetchMissText } from '../drift/messages.js';
import type { FetchMiss } from '../rules/drift/unknown.js';
import { allPullChanges, baseAllocatedNames } from './git.js';
import { newLookups, ownershipOf } from './handover.js';
import { handOverRule } from '../rules/collisions/hand-over-authority.js';
import { partOf, partOnHead, unindexedStanding } from '../rules/collisions/parts.js';
import { claimTimesOf, recordOn, trustsRecords } from './claim-evidence.js';
import type { ClaimsRecord } from './record.js';
import { carriedClaims, comparedPulls, indexedBases, recordedSince } from '../rules/collisions/index-scope.js';

/** One index's open PRs, what it found for each, and what each one's collision check records of its claims. */
export interface BaseIndex {
  /** The base, or the bases that meet (`meeting-bases`), this index compares. */
  bases: readonly string[];
  pulls: Listed[];
  results: Map<number, PullCollisions>;
  records: Map<number, ClaimsRecord>;
}

export type CollisionGit = { drift: GitDrift } | { unavailable: string };

/** The listing the collision phase reads: its own check on each head, the comments only where they matter. */
export interface CollisionListing {
  checkName: string;
  behindLabel: string;
  conflictLabel: string;
  withMergeable: boolean;
  withChecks: boolean;
}

export class BaseIndexes {
  private readonly indexed = new Map<string, Promise<BaseIndex>>();
  private readonly lookups = newLookups();

  constructor(
    private readonly ctx: ShellContext,
    private readonly settings: RebaseNotifySettings,
    private readonly git: CollisionGit,
    private readonly listing: CollisionListing,
    /** This run's time: a claim first seen now is recorded as made now. */
    private readonly now: Date = new Date(),
    /** The PR this run's push moved, and the head it replaced: its record of claims is carried from there. */
    private readonly pushed?: { number: number; before: string },
  ) {}

  /** The bases one index compares: `base`, and the bases that meet it (`meeting-bases`). */
  private groupOf(base: string): string[] {
    return indexedBases(this.settings.meetingBases, base);
  }

  /** The index of `base` (with the bases that meet it), read once. */
  of(base: string): Promise<BaseIndex> {
    const group = this.groupOf(base);
    const key = group.join('\0');
    let found = this.indexed.get(key);
    if (!found) this.indexed.set(key, (found = this.build(group)));
    return found;
  }

  /** Every index read so far. */
  all(): Promise<BaseIndex[]> {
    return Promise.all(this.indexed.values());
  }

  /** Another PR's part on `head`: from an index, else read and its own base indexed (read-only). */
  async judge(number: number, head: string): Promise<PullPart<PullCollisions> | undefined> {
    for (const pending of this.indexed.values()) {
      const index = await pending;
      const pull = index.pulls.find((p) => p.view.number === number);
      if (pull) return partOnHead(number, index.results.get(number), pull.view.headSha, head);
    }
    const other = await listOnePull(this.ctx.github, this.ctx.repo, number, { ...this.listing, withChecks: false });
    if (!other) return undefined;
    const standing = unindexedStanding(other.view, head, this.settings.includeDrafts);
    if (standing === 'moved-on') return undefined;
    if (standing === 'passes') return { number, pass: true };
    const index = await this.of(other.view.baseRef);
    return partOf(number, index.results.get(number));
  }

  private async build(bases: readonly string[]): Promise<BaseIndex> {
    const { ctx, settings, git } = this;
    const globs = settings.allocatedNames;
    const listed: Listed[] = [];
    for (const base of bases)
      listed.push(...(await listOpenPullsWithChecks(ctx.github, ctx.repo, { ...this.listing, base })));
    const pulls = comparedPulls(listed, settings.includeDrafts);
    const unknown = (reason: CollisionsUnknown): BaseIndex => ({
      bases,
      pulls,
      results: new Map(
        pulls.map((p): [number, PullCollisions] => [p.view.number, { number: p.view.number, known: false, reason }]),
      ),
      records: new Map(),
    });
    if ('unavailable' in git) return unknown({ kind: 'git', said: githubWords(git.unavailable) });
    try {
      const fetched = await git.drift.fetch(
        bases,
        pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base: p.view.baseRef })),
      );
      const missingBase = bases.find((b) => !fetched.baseShas.has(b));
      if (missingBase !== undefined) return unknown({ kind: 'base-not-fetched', base: missingBase });
      const reachable = pulls.filter((p) => !fetched.missing.has(p.view.number));
      const changes: PullChanges[] = [
        ...(await allPullChanges(
          git.drift.gitDir,
          reachable.map((p) => ({
            number: p.view.number,
            base: p.view.baseRef,
            baseSha: fetched.baseShas.get(p.view.baseRef) as string,
            headSha: p.view.headSha,
          })),
        )),
        ...pulls
          .filter((p) => fetched.missing.has(p.view.number))
          .map((p): PullChanges => ({
            number: p.view.number,
            base: p.view.baseRef,
            known: false,
            reason: {
              kind: 'unread',
              said: githubWords(fetchMissText(fetched.missing.get(p.view.number) as FetchMiss)),
            },
          })),
      ];
      const trees = new Map<string, Map<string, Map<string, string[]>>>();
      if (globs.length > 0)
        for (const base of bases)
          trees.set(base, await baseAllocatedNames(git.drift.gitDir, fetched.baseShas.get(base) as string, globs));
      const byNumber = new Map(pulls.map((p) => [p.view.number, p]));
      const claimed = claimedNames(changes, globs, trees);
      const reading = {
        gitDir: git.drift.gitDir,
        drift: git.drift,
        globs,
        bases: new Set(bases),
        draftsCompared: settings.includeDrafts,
        checkName: settings.collisionCheckName,
        now: this.now.getTime(),
      };
      const carried = await this.carried(byNumber, claimed, reading);
      // A claim dates from when it was made: only the claims PRs contest are dated (their timelines, their pushes).
      const contested = contestedNames(changes, globs, trees);
      const times = await claimTimesOf(ctx, byNumber, contested, { ...reading, carried });
      // Names have an owner: only where PRs contest a name are their authors' access and hand-overs looked up,
      // the claimants in claim order.
      const owners = await ownershipOf(
        ctx,
        byNumber,
        new Map([...contested].map(([key, claimants]) => [key, times.order.get(key) ?? claimants])),
        globs,
        handOverRule(settings),
        this.lookups,
      );
      const results = findCollisions(changes, globs, trees, settings.overlaps === 'notice', {
        ...owners,
        order: times.order,
      });
      // Each check records since when its PR claims each name: as dated here, else first seen now, and never
      // later than the record carried from the head its push replaced.
      const records = new Map<number, ClaimsRecord>();
      for (const [number, keys] of claimed) {
        const at = (key: string) =>
          recordedSince(times.since.get(number)?.get(key), carried.get(number)?.get(key), this.now.getTime());
        const since = new Map(keys.map((key): [string, number] => [key, at(key)]));
        records.set(number, { base: byNumber.get(number)?.view.baseRef ?? '', since });
      }
      return { bases, pulls, results, records };
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      return unknown({ kind: 'git', said: githubWords(errorMessage(e)) });
    }
  }

  /**
   * The record of claims on the head the run's push replaced, for the pushed PR alone (one read): under mergexo's
   * own App only, and only of names the PR still claims. A commit GitHub may later drop keeps nothing; the new
   * head's check carries it on.
   */
  private async carried(
    pulls: ReadonlyMap<number, Listed>,
    claimed: ReadonlyMap<number, readonly string[]>,
    options: Parameters<typeof recordOn>[3],
  ): Promise<Map<number, ReadonlyMap<string, number>>> {
    const out = new Map<number, ReadonlyMap<string, number>>();
    const pull = this.pushed ? pulls.get(this.pushed.number) : undefined;
    const keys = pull ? claimed.get(pull.view.number) : undefined;
    if (!this.pushed || !pull || !keys || !trustsRecords(pull.view.viewer)) return out;
    const record = await recordOn(this.ctx, this.pushed.before, pull.view.number, options, pull.view.viewer);
    if (record) out.set(pull.view.number, carriedClaims(record, keys));
    return out;
  }
}

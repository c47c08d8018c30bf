/**
 * The collision phase's read of one base: its open PRs, what each changes (a local git's index), the base's
 * allocated names and who owns a contested one; then what collides. Each base is read once per run, and another
 * PR on a commit this run writes to is judged from the index of its own base (read-only).
 */
import { ConfigurationError, errorMessage } from '../../core/errors.js';
import type { PullPart } from '../../core/pr/commit-verdict.js';
import type { ShellContext } from '../../core/shell.js';
import type { GitDrift } from '../drift/drift-git.js';
import { listOnePull, listOpenPullsWithChecks, type Listed } from '../listing.js';
import type { RebaseNotifySettings } from '../settings.js';
import { contestedNames, findCollisions, type PullChanges, type PullCollisions } from './decide.js';
import type { CollisionsUnknown } from './unknown.js';
import { githubWords } from '../../core/words.js';
import { fetchMissText } from '../drift/messages.js';
import type { FetchMiss } from '../drift/unknown.js';
import { allPullChanges, baseAllocatedNames } from './git.js';
import { handOverRule, newLookups, ownershipOf } from './handover.js';
import { ownPart } from './writes.js';

/** One base's open PRs and what the index found for each. */
export interface BaseIndex {
  pulls: Listed[];
  results: Map<number, PullCollisions>;
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
  ) {}

  /** `base`'s index, read once. */
  of(base: string): Promise<BaseIndex> {
    let found = this.indexed.get(base);
    if (!found) this.indexed.set(base, (found = this.build(base)));
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
      if (pull) return pull.view.headSha === head ? partOf(number, index.results.get(number)) : undefined;
    }
    const other = await listOnePull(this.ctx.github, this.ctx.repo, number, { ...this.listing, withChecks: false });
    if (!other || other.view.headSha !== head) return undefined;
    // Drafts follow include-drafts: a draft's names are not compared, it does not hold the commit back.
    if (other.view.isDraft && !this.settings.includeDrafts) return { number, pass: true };
    const index = await this.of(other.view.baseRef);
    return partOf(number, index.results.get(number));
  }

  private async build(base: string): Promise<BaseIndex> {
    const { ctx, settings, git } = this;
    const globs = settings.allocatedNames;
    const listed = await listOpenPullsWithChecks(ctx.github, ctx.repo, { ...this.listing, base });
    const pulls = listed.filter((p) => !p.view.isDraft || settings.includeDrafts);
    const unknown = (reason: CollisionsUnknown) =>
      new Map(
        pulls.map((p): [number, PullCollisions] => [p.view.number, { number: p.view.number, known: false, reason }]),
      );
    if ('unavailable' in git) return { pulls, results: unknown({ kind: 'git', said: githubWords(git.unavailable) }) };
    try {
      const fetched = await git.drift.fetch(
        [base],
        pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base })),
      );
      const baseSha = fetched.baseShas.get(base);
      if (!baseSha) return { pulls, results: unknown({ kind: 'base-not-fetched', base }) };
      const reachable = pulls.filter((p) => !fetched.missing.has(p.view.number));
      const changes: PullChanges[] = [
        ...(await allPullChanges(
          git.drift.gitDir,
          reachable.map((p) => ({ number: p.view.number, base, baseSha, headSha: p.view.headSha })),
        )),
        ...pulls
          .filter((p) => fetched.missing.has(p.view.number))
          .map((p): PullChanges => ({
            number: p.view.number,
            base,
            known: false,
            reason: {
              kind: 'unread',
              said: githubWords(fetchMissText(fetched.missing.get(p.view.number) as FetchMiss)),
            },
          })),
      ];
      const names = globs.length > 0 ? await baseAllocatedNames(git.drift.gitDir, baseSha, globs) : new Map();
      // Names have an owner: only where PRs contest a name are their authors' access and hand-overs looked up.
      const owners = await ownershipOf(
        ctx,
        new Map(pulls.map((p) => [p.view.number, p])),
        contestedNames(changes, globs),
        globs,
        handOverRule(settings),
        this.lookups,
      );
      return { pulls, results: findCollisions(changes, globs, names, settings.overlaps === 'notice', owners) };
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      return { pulls, results: unknown({ kind: 'git', said: githubWords(errorMessage(e)) }) };
    }
  }
}

/** A PR's part in the verdict on its head; a PR the index holds no result for fails closed. */
export function partOf(number: number, result: PullCollisions | undefined): PullPart<PullCollisions> {
  const found: PullCollisions = result ?? { number, known: false, reason: { kind: 'not-indexed' } };
  return ownPart(number, found);
}

/**
 * The read behind "a claim dates from when it was made" (`decide-claims.ts` holds the rules): only for the PRs that
 * contest a name, what GitHub recorded of each claim, and what mergexo's own App recorded.
 *
 * - When each contestant's claims began: its creation and its timeline's reopenings and retargets (one GraphQL
 *   request for up to 100 PRs, 1 point).
 * - The pushes of each contestant's head branch, from the repository's activity (one REST request per 100
 *   pushes, at most `MAX_PUSHES`, `decide-claims.ts`), and for each pushed commit whether its tree held the name (local git; a commit
 *   a force-push left behind is fetched when GitHub still serves it).
 * - Under mergexo's own App only: its collision check on the head and on a pushed commit git cannot read (a
 *   rebase's old head), whose hidden record says since when mergexo saw the claim (`record.ts`), at most
 *   `MAX_RECORD_READS` per contestant, and the record a push's own run carried from the head it replaced (a
 *   commit GitHub may later drop). Under `GITHUB_TOKEN` any workflow could have written that check.
 */
import { isCommitSha } from '../../core/pure/sha.js';
import { ownCheckRuns } from '../../core/pr/commit-verdict.js';
import type { RefActivityRow } from '../../core/github/port.js';
import type { ShellContext } from '../../core/shell.js';
import type { GitDrift } from '../drift/drift-git.js';
import { REBASE_CLAIM_STARTS } from '../documents.js';
import type { Listed } from '../listing.js';
import type { AllocatedGlob } from '../rules/collisions/allocated-names.js';
import {
  MAX_PUSHES,
  claimMarkOf,
  claimedSince,
  claimOrder,
  claimStart,
  earliest,
  pushesToWeigh,
  recordCommits,
  recordMayBeOn,
  recordOnBases,
  timeOf,
  trustsRecords,
  type DatedClaim,
  type PushSighting,
} from '../rules/collisions/decide-claims.js';
import { presentCommits, treeNameKeys } from './git.js';
import { readClaimsRecord } from './record.js';

interface StartNode {
  number: number;
  createdAt: string;
  headRefName: string;
  headRepository: { nameWithOwner: string } | null;
  timelineItems: {
    nodes: ({ __typename: string; createdAt?: string; previousRefName?: string; currentRefName?: string } | null)[];
  };
}

/** What one contestant's claims rest on. */
interface Contestant {
  number: number;
  head: string;
  start: number;
  pushes: RefActivityRow[];
  complete: boolean;
}

/** The claim times of the contested names: each name's claimants in claim order, and each claim's time. */
export interface ClaimTimes {
  order: Map<string, number[]>;
  /** Per PR, per `nameKey`, since when it claims the name. */
  since: Map<number, Map<string, number>>;
}

export interface ClaimReadOptions {
  gitDir: string;
  drift: Pick<GitDrift, 'fetchCommits'>;
  globs: readonly AllocatedGlob[];
  /** The bases the index compares: a retarget among them does not start a claim again. */
  bases: ReadonlySet<string>;
  /** `include-drafts`: a draft is compared, so marking it ready does not start its claims again. */
  draftsCompared: boolean;
  checkName: string;
  /** This run's time, in ms. */
  now: number;
  /** mergexo's own record of a PR's claims on the head its push replaced (`recordOn`), carried to its new head. */
  carried?: ReadonlyMap<number, ReadonlyMap<string, number>>;
}

export { trustsRecords };

/** mergexo's record of PR `number`'s claims in its newest collision check on `sha`, on one of `bases`. */
export async function recordOn(
  ctx: Pick<ShellContext, 'github' | 'repo'>,
  sha: string,
  number: number,
  options: Pick<ClaimReadOptions, 'checkName' | 'bases'>,
  viewer: string,
): Promise<ReadonlyMap<string, number> | undefined> {
  if (!recordMayBeOn(sha)) return undefined;
  let text: string | undefined;
  try {
    text = (await ownCheckRuns(ctx.github, ctx.repo, sha, options.checkName, viewer))[0]?.text;
  } catch {
    // A commit GitHub no longer has carries no record: the claim is shown by the rest of the evidence.
    return undefined;
  }
  return recordOnBases(readClaimsRecord(text, number), options.bases);
}

/** When each contestant's claims began, from GitHub's timeline (100 PRs a request). */
async function startsOf(
  ctx: Pick<ShellContext, 'github'>,
  pulls: readonly Listed[],
  bases: ReadonlySet<string>,
  draftsCompared: boolean,
) {
  const out = new Map<number, { start: number; headRepo: string | undefined; headRef: string }>();
  for (let i = 0; i < pulls.length; i += 100) {
    const batch = pulls.slice(i, i + 100);
    const answer = await ctx.github.query<{ nodes: (StartNode | null)[] }>('pulls.claims', REBASE_CLAIM_STARTS, {
      ids: batch.map((p) => p.view.nodeId),
    });
    for (const node of answer.nodes) {
      if (!node) continue;
      const marks = node.timelineItems.nodes.flatMap((e) => (e ? (claimMarkOf(e) ?? []) : []));
      out.set(node.number, {
        start: claimStart(timeOf(node.createdAt), marks, bases, draftsCompared),
        headRepo: node.headRepository?.nameWithOwner,
        headRef: node.headRefName,
      });
    }
  }
  return out;
}

/**
 * Dates every claim on the contested names (`contested`: each name's claimants) and orders the claimants. A
 * contestant GitHub says nothing about claims from this run's time, the latest it can be shown to claim.
 */
export async function claimTimesOf(
  ctx: Pick<ShellContext, 'github' | 'repo'>,
  pulls: ReadonlyMap<number, Listed>,
  contested: ReadonlyMap<string, readonly number[]>,
  options: ClaimReadOptions,
): Promise<ClaimTimes> {
  const listed = [...new Set([...contested.values()].flat())].flatMap((n) => pulls.get(n) ?? []);
  if (listed.length === 0) return { order: new Map(), since: new Map() };
  const starts = await startsOf(ctx, listed, options.bases, options.draftsCompared);
  const contestants: Contestant[] = [];
  for (const pull of listed) {
    const s = starts.get(pull.view.number);
    const start = s?.start ?? options.now;
    const [owner, repo] = (s?.headRepo ?? '').split('/');
    const activity =
      s && owner && repo
        ? await ctx.github.refActivity({ owner, repo }, `refs/heads/${s.headRef}`, MAX_PUSHES)
        : 'unreadable';
    const all = activity === 'unreadable' ? [] : activity.rows;
    contestants.push({
      number: pull.view.number,
      head: pull.view.headSha,
      start,
      pushes: pushesToWeigh(all, pull.view.headSha, start),
      complete: activity !== 'unreadable' && activity.complete,
    });
  }

  // Which pushed commits git has: a commit a force-push left behind is asked of GitHub once, for all of them.
  const afters = contestants.flatMap((c) => c.pushes.map((p) => p.after));
  let present = await presentCommits(options.gitDir, afters);
  const missing = [...new Set(afters)].filter((a) => isCommitSha(a) && !present.has(a));
  if (missing.length > 0) {
    try {
      await options.drift.fetchCommits(missing);
    } catch {
      // GitHub no longer serves some of them: those pushes are unknown, and end a claim unless recorded.
    }
    present = await presentCommits(options.gitDir, afters);
  }
  const keysOf = new Map<string, Set<string>>();
  for (const sha of new Set(afters))
    if (present.has(sha)) keysOf.set(sha, await treeNameKeys(options.gitDir, sha, options.globs));

  const viewer = listed[0]?.view.viewer ?? '';
  const trusted = trustsRecords(viewer);
  const since = new Map<number, Map<string, number>>();
  for (const c of contestants) {
    const records = trusted ? await recordsOf(ctx, c, keysOf, options, viewer) : new Map();
    const mine = new Map<string, number>();
    for (const [key, claimants] of contested) {
      if (!claimants.includes(c.number)) continue;
      const pushes: PushSighting[] = c.pushes.map((p) => {
        const recorded = records.get(p.after)?.get(key);
        return {
          at: timeOf(p.at),
          claims: keysOf.get(p.after)?.has(key),
          ...(recorded !== undefined ? { recorded } : {}),
          creation: p.type === 'branch_creation',
        };
      });
      const onHead = earliest(records.get(c.head)?.get(key), options.carried?.get(c.number)?.get(key));
      mine.set(
        key,
        claimedSince(
          { start: c.start, pushes, complete: c.complete, ...(onHead !== undefined ? { recorded: onHead } : {}) },
          options.now,
        ),
      );
    }
    since.set(c.number, mine);
  }
  const order = new Map<string, number[]>();
  for (const [key, claimants] of contested) {
    const dated: DatedClaim[] = claimants.map((number) => ({
      number,
      since: since.get(number)?.get(key) ?? options.now,
      start: contestants.find((c) => c.number === number)?.start ?? options.now,
    }));
    order.set(key, claimOrder(dated));
  }
  return { order, since };
}

/**
 * mergexo's own records (App only) on the contestant's head and on the pushed commits git could not read, by
 * commit: since when it saw this PR claim each name there, on a base of this index.
 */
async function recordsOf(
  ctx: Pick<ShellContext, 'github' | 'repo'>,
  c: Contestant,
  keysOf: ReadonlyMap<string, Set<string>>,
  options: ClaimReadOptions,
  viewer: string,
): Promise<Map<string, ReadonlyMap<string, number>>> {
  const out = new Map<string, ReadonlyMap<string, number>>();
  const commits = recordCommits(
    c.head,
    c.pushes.map((p) => p.after),
    (sha) => keysOf.has(sha),
  );
  for (const sha of commits) {
    const record = await recordOn(ctx, sha, c.number, options, viewer);
    if (record) out.set(sha, record);
  }
  return out;
}

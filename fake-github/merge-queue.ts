// GitHub's merge queue, as far as mergexo meets it. Queuing a pull request builds its merge group: the PR's head
// merged onto the base as it is now plus the groups ahead of it in the queue, on a branch
// `gh-readonly-queue/<base>/pr-<number>-<base sha>` (the commit the `merge_group` event's `head_sha` names).
// Landing a group fast-forwards the base to its commit once every required check passed on that commit (the
// checks of `repo.requiredChecks`, which branch protection applies to pull requests and merge groups alike), and
// merges every PR in the group: the entries ahead of it and its own. GraphQL `Repository.mergeQueue(branch)` and
// `PullRequest.mergeQueueEntry` read the entries (fake-github/graphql/resolvers.ts).
import * as g from './git.js';
import type { FakeRepo } from './repo.js';
import { knobSource, requiredCheckResult, requiredChecksFor } from './rulesets.js';
import { now, nodeId, type UserRecord } from './store.js';

/** The app GitHub's merge queue acts as when it merges. */
export const MERGE_QUEUE_BOT = 'github-merge-queue[bot]';

export type QueueMergeMethod = 'merge' | 'squash';

export interface MergeGroupRecord {
  /** The PR the group was built for: the newest one in it, which its ref names. */
  number: number;
  /** The group's commit (`merge_group.head_sha`). */
  headSha: string;
  /** `refs/heads/gh-readonly-queue/<base>/pr-<number>-<base sha>` (`merge_group.head_ref`). */
  headRef: string;
  /** The base branch tip the queue built on (in `head_ref`; `merge_group.base_sha` is `parentSha`). */
  baseSha: string;
  /** `refs/heads/<base>` (`merge_group.base_ref`). */
  baseRef: string;
  /** The commit this PR's own merge sits on: the group ahead's commit, or `baseSha` for the first entry (`base_sha`). */
  parentSha: string;
  /** Every PR whose changes the group commit holds, oldest first; the last is `number`. */
  pulls: number[];
}

export interface MergeQueueEntryRecord {
  id: number;
  nodeId: string;
  number: number;
  base: string;
  enqueuedAt: string;
  enqueuedBy: UserRecord;
  group: MergeGroupRecord;
}

const ok = (c: string | undefined): boolean => c === 'success' || c === 'neutral' || c === 'skipped';

export class FakeMergeQueue {
  private readonly queued: MergeQueueEntryRecord[] = [];
  /** Base branches a queue was required on (by a test, or by queuing a PR to it). */
  private readonly bases = new Set<string>();
  /**
   * Whether GITHUB_TOKEN may read `Repository.mergeQueue`: no source says. False (the default) answers FORBIDDEN as
   * to an App token without Merge queues, the stricter answer; a test sets it to check mergexo under the other one.
   */
  readableWithActionsToken = false;

  constructor(private readonly repo: FakeRepo) {}

  /** Turns the queue on for `base` (GraphQL `mergeQueue(branch)` is null for a branch without one). */
  require(base: string): void {
    this.bases.add(base);
  }

  enabled(base: string): boolean {
    return this.bases.has(base);
  }

  /** The entries queued for `base`, first in line first. */
  entries(base: string): MergeQueueEntryRecord[] {
    return this.queued.filter((e) => e.base === base);
  }

  entryOf(number: number): MergeQueueEntryRecord | undefined {
    return this.queued.find((e) => e.number === number);
  }

  /**
   * Adds open pull request `number` to the queue of its base, as `by`, and builds its merge group with real git:
   * a merge commit (or, with `method: 'squash'`, one squashed commit) of the PR's head onto the group ahead of it,
   * or onto the base tip. Throws when the PR is not open, is queued already, or conflicts.
   */
  async enqueue(number: number, opts: { by?: string; method?: QueueMergeMethod } = {}): Promise<MergeGroupRecord> {
    const repo = this.repo;
    repo.syncPushes();
    const pr = repo.getPull(number);
    if (pr.state !== 'open') throw new Error(`merge queue: pull request #${number} is not open`);
    if (this.entryOf(number)) throw new Error(`merge queue: pull request #${number} is already queued`);
    const head = await repo.syncPullRef(pr);
    const base = pr.baseRef;
    const baseSha = repo.branchSha(base);
    if (!baseSha) throw new Error(`merge queue: base branch ${base} does not exist`);
    const ahead = this.entries(base).at(-1)?.group;
    const parentSha = ahead?.headSha ?? baseSha;
    const merged = await g.mergeTree(repo.gitDir, parentSha, head);
    if (!merged.clean || !merged.tree) throw new Error(`merge queue: pull request #${number} conflicts`);
    const method = opts.method ?? 'merge';
    const message =
      method === 'merge'
        ? `Merge pull request #${number} from ${pr.headRepo.owner}/${pr.headRef}\n\n${pr.title}\n`
        : `${pr.title} (#${number})\n`;
    const headSha = await g.commitTree(
      repo.gitDir,
      merged.tree,
      method === 'merge' ? [parentSha, head] : [parentSha],
      message,
    );
    const headRef = `refs/heads/gh-readonly-queue/${base}/pr-${number}-${baseSha}`;
    await g.updateRef(repo.gitDir, headRef, headSha);
    const group: MergeGroupRecord = {
      number,
      headSha,
      headRef,
      baseSha,
      baseRef: `refs/heads/${base}`,
      parentSha,
      pulls: [...(ahead?.pulls ?? []), number],
    };
    const id = repo.store.nextId();
    this.queued.push({
      id,
      nodeId: nodeId('MQE', id),
      number,
      base,
      enqueuedAt: now(),
      enqueuedBy: repo.store.user(opts.by ?? pr.author.login),
      group,
    });
    this.require(base);
    return group;
  }

  /**
   * The required checks that have not passed on `sha`, each as `name: conclusion` (`missing` when absent), each from
   * the source it is pinned to; `base` adds the rulesets that cover it.
   */
  unmet(sha: string, base?: string): string[] {
    const required = base
      ? requiredChecksFor(this.repo, base)
      : this.repo.requiredChecks.map((context) => ({ context, integrationId: knobSource(this.repo, context) }));
    return required.flatMap((req) => {
      const c = requiredCheckResult(this.repo, sha, req);
      return ok(c) ? [] : [`${req.context}: ${c ?? 'missing'}`];
    });
  }

  /**
   * What the queue does once a group's checks are in: when every required check passed on the group commit of
   * `number`, fast-forwards the base to it and merges every PR in the group (those ahead too, as GitHub does when
   * the last group of a run passed). Throws, changing nothing, when a required check has not passed or the base
   * moved under the group (GitHub rebuilds the groups then).
   */
  async land(number: number): Promise<{ merged: number[]; baseSha: string }> {
    const repo = this.repo;
    repo.syncPushes();
    const entry = this.entryOf(number);
    if (!entry) throw new Error(`merge queue: pull request #${number} is not queued`);
    const group = entry.group;
    const unmet = this.unmet(group.headSha, entry.base);
    if (unmet.length) {
      throw new Error(`merge queue: required checks have not passed on the group of #${number}: ${unmet.join(', ')}`);
    }
    const tip = repo.branchSha(entry.base);
    if (!tip || !(await g.isAncestor(repo.gitDir, tip, group.headSha))) {
      throw new Error(`merge queue: ${entry.base} moved past the group of #${number}; the queue rebuilds it`);
    }
    await g.updateRef(repo.gitDir, `refs/heads/${entry.base}`, group.headSha, tip);
    const by = repo.store.user(MERGE_QUEUE_BOT, 'Bot');
    const line = this.entries(entry.base);
    const done = line.slice(0, line.indexOf(entry) + 1);
    for (const e of done) {
      repo.markMerged(repo.getPull(e.number), by, e.group.headSha, e.group.parentSha);
      this.queued.splice(this.queued.indexOf(e), 1);
      await g.deleteRef(repo.gitDir, e.group.headRef);
    }
    return { merged: done.map((e) => e.number), baseSha: group.headSha };
  }

  /** Takes pull request `number` out of the queue (a failed group, or "Remove from queue"); its group branch goes. */
  async dequeue(number: number): Promise<void> {
    const entry = this.entryOf(number);
    if (!entry) return;
    this.queued.splice(this.queued.indexOf(entry), 1);
    await g.deleteRef(this.repo.gitDir, entry.group.headRef);
  }
}

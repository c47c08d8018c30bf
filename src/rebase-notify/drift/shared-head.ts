/**
 * The PRs a commit heads, for the per-commit verdict rule (core's `writeCommitVerdict`) on the blocking
 * check. A PR passes when it is up to date with its own base (drift measured, neither behind nor
 * conflicting); the check on a commit is written as a success only when every open PR with that head passes.
 *
 * One run measures many PRs: those it listed are grouped by head and judged at no extra request. A sweep
 * of every base listed every open PR, so its listing is the answer to "which PRs head this commit". A push
 * (or a sweep of one base) lists only the PRs on that base, and a pull_request run only its PR: there GitHub
 * is asked which open PRs the commit heads (one request), and any on another base is read and measured
 * against its own base, read-only (its own runs write its label, comment and check).
 */
import { errorMessage } from '../../core/pure/errors.js';
import type { PullPart } from '../../core/pure/commit-verdict.js';
import type { OpenPullHead } from '../../core/pr/list.js';
import type { Logger } from '../../core/shell.js';
import { driftPart, measuresOnHead, unjudgedPart } from '../rules/drift/decide.js';
import type { DriftPartReason, DriftResult } from '../rules/drift/plan.js';
import type { Listed } from '../listing.js';
import { unjudgedLog } from './messages.js';

export interface HeadPartsDeps {
  /** The PRs this run measured (drafts sharing a head with an evaluated PR included). */
  measured: ReadonlyArray<{ pull: Listed; drift: DriftResult | undefined }>;
  /** The listing held every open PR of the repository (a sweep of every base). */
  complete: boolean;
  /** Reads an open PR this run did not list; `undefined` when it is not open. */
  read: (number: number) => Promise<Listed | undefined>;
  /** Measures one PR's drift from its own base. */
  measure: (pull: Listed) => Promise<DriftResult>;
  log: Logger;
}

/** Who heads a commit in this run's eyes, and each one's part in the verdict on it. */
export class HeadParts {
  private readonly byHead = new Map<string, Map<number, PullPart<DriftPartReason>>>();
  /** Parts of PRs this run did not list, by head, then number (undefined: not on that head). */
  private readonly foreign = new Map<string, Map<number, PullPart<DriftPartReason> | undefined>>();

  constructor(private readonly deps: HeadPartsDeps) {
    for (const { pull, drift } of deps.measured) {
      let parts = this.byHead.get(pull.view.headSha);
      if (!parts) this.byHead.set(pull.view.headSha, (parts = new Map()));
      parts.set(pull.view.number, driftPart(pull.view.number, drift));
    }
  }

  /**
   * What this run knows of the PRs heading `head`, as an answer of `openPullsWithCommit` (`self` now on
   * `head`, also when `head` is the commit its update just created). Complete only after a sweep of
   * every base; `anyway` asks for it all the same (a failure needs no one else to fail).
   */
  listed(head: string, self: number, anyway = false): OpenPullHead[] | undefined {
    if (!this.deps.complete && !anyway) return undefined;
    return [
      { number: self, headSha: head },
      ...this.deps.measured
        .filter(({ pull }) => pull.view.number !== self)
        .map(({ pull }) => ({ number: pull.view.number, headSha: pull.view.headSha })),
    ];
  }

  /** A PR's part on `head`: from this run's listing, else read and measured once. */
  async judge(number: number, head: string): Promise<PullPart<DriftPartReason> | undefined> {
    const listed = this.byHead.get(head)?.get(number);
    if (listed) return listed;
    let parts = this.foreign.get(head);
    if (!parts) this.foreign.set(head, (parts = new Map()));
    if (parts.has(number)) return parts.get(number);
    let part: PullPart<DriftPartReason> | undefined;
    try {
      const pull = await this.deps.read(number);
      const measured = measuresOnHead(pull?.view.headSha, head) && pull;
      part = measured ? driftPart(number, await this.deps.measure(measured)) : undefined;
    } catch (e) {
      part = unjudgedPart(number, e);
      this.deps.log.info(unjudgedLog(number, errorMessage(e)));
    }
    parts.set(number, part);
    return part;
  }
}

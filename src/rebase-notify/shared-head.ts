/**
 * The per-commit verdict rule (src/core/commit-verdict.ts) for the blocking check. A PR passes when
 * it is up to date with its own base (drift measured, neither behind nor conflicting); the check on
 * a commit is written as a success only when every open PR with that head passes.
 *
 * One run measures many PRs: those it listed are grouped by head and conjoined at no extra request.
 * A sweep of every base listed every open PR, so its groups are complete. A push (or a sweep of one
 * base) lists only the PRs on that base, and a pull_request run only its PR: before writing success
 * there, GitHub is asked which open PRs the commit heads (one request), and any on another base is
 * read and measured against its own base, read-only (its own runs write its label, comment and check).
 * After every success, the PRs on the commit are listed again (one request) for a PR that moved onto
 * it meanwhile.
 */
import { judgeOthersOnHead, newcomersAfterSuccess, type PullPart } from '../core/pr/commit-verdict.js';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import type { RepoRef } from '../core/pr/view.js';
import { classOf, type DriftResult } from './decide.js';
import type { OpenPull } from './pulls.js';

/** Why a PR on the commit does not pass, in mergexo's own words (branch names stay out). */
export function partOf(number: number, drift: DriftResult | undefined): PullPart {
  if (!drift || !drift.known) return { number, pass: false, reason: 'drift from its base unknown' };
  const cls = classOf(drift.drift);
  if (cls === 'up_to_date') return { number, pass: true };
  return { number, pass: false, reason: cls === 'behind' ? 'behind its base' : 'conflicts with its base' };
}

export interface SharedHeadDeps {
  client: GitHubClient;
  repo: RepoRef;
  /** The PRs this run measured (drafts sharing a head with an evaluated PR included). */
  measured: ReadonlyArray<{ pull: OpenPull; drift: DriftResult | undefined }>;
  /** The listing held every open PR of the repository (a sweep of every base). */
  complete: boolean;
  /** Reads an open PR this run did not list; `undefined` when it is not open. */
  read: (number: number) => Promise<OpenPull | undefined>;
  /** Measures one PR's drift from its own base. */
  measure: (pull: OpenPull) => Promise<DriftResult>;
  log: (message: string) => void;
}

/** The commit-level verdict for one run: who else heads a commit, and whether each passes. */
export class SharedHeads {
  private readonly byHead = new Map<string, Map<number, PullPart>>();
  /** Parts of PRs this run did not list, by head, then number (undefined: not on that head). */
  private readonly foreign = new Map<string, Map<number, PullPart | undefined>>();

  constructor(private readonly deps: SharedHeadDeps) {
    for (const { pull, drift } of deps.measured) {
      let parts = this.byHead.get(pull.headSha);
      if (!parts) this.byHead.set(pull.headSha, (parts = new Map()));
      parts.set(pull.number, partOf(pull.number, drift));
    }
  }

  /** A PR's part on `head`: from this run's listing, else read and measured once. */
  private async partFor(number: number, head: string): Promise<PullPart | undefined> {
    const listed = this.byHead.get(head)?.get(number);
    if (listed) return listed;
    let parts = this.foreign.get(head);
    if (!parts) this.foreign.set(head, (parts = new Map()));
    if (parts.has(number)) return parts.get(number);
    let part: PullPart | undefined;
    try {
      const pull = await this.deps.read(number);
      part = pull && pull.headSha === head ? partOf(number, await this.deps.measure(pull)) : undefined;
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      this.deps.log(`PR #${number} on the same commit could not be judged: ${errorMessage(e)}`);
      part = { number, pass: false, reason: 'could not be judged (GitHub did not answer)' };
    }
    parts.set(number, part);
    return part;
  }

  /**
   * Every open PR heading `head` with its part, `self` first (it passes: only a success asks). From
   * the listing alone when it was complete; else GitHub lists the PRs of the commit.
   */
  async before(head: string, self: number): Promise<PullPart[]> {
    const parts: PullPart[] = [{ number: self, pass: true }];
    for (const [number, part] of this.byHead.get(head) ?? []) if (number !== self) parts.push(part);
    if (this.deps.complete) return parts;
    const skip = new Set(parts.map((p) => p.number));
    const judge = (number: number) => this.partFor(number, head);
    parts.push(...(await judgeOthersOnHead(this.deps.client, this.deps.repo, head, self, judge, { skip })));
    return parts;
  }

  /** After a success on `head`: the parts of the PRs that moved onto it meanwhile, judged. */
  after(head: string, self: number, judged: readonly PullPart[]): Promise<PullPart[]> {
    return newcomersAfterSuccess(this.deps.client, this.deps.repo, head, self, judged, (n) => this.partFor(n, head));
  }
}

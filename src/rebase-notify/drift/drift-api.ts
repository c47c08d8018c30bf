import type { Clock } from '../../core/clock.js';
import type { GitHubPort } from '../../core/github/port.js';
import { REBASE_MERGEABLE } from '../documents.js';
import type { Mergeable, RepoRef } from '../../core/pure/view.js';
import type { DriftResult } from '../rules/drift/plan.js';
import {
  asksMergeable,
  comparedDrift,
  listedMergeable,
  readsLastPage,
  upToDate,
  withMergeable,
} from '../rules/drift/api-drift.js';

export interface ApiDriftOptions {
  /** Paces the re-asks of an UNKNOWN mergeability (MERGEXO_TIME_SCALE shrinks it in tests). */
  clock: Clock;
  /** Re-asks while GitHub is still computing mergeability: waits 2, 4, 8, 16 s by default. */
  mergeableAttempts?: number;
}

interface MergeableAnswer {
  repository: { pullRequest: { headRefOid: string; mergeable: Mergeable } | null } | null;
}

/**
 * Drift without a local git: one compare per PR (head...base, so GitHub lists the base
 * commits the head lacks) and GitHub's own test merge (`mergeable`), which names no files.
 */
export class ApiDrift {
  constructor(
    private readonly github: GitHubPort,
    private readonly repo: RepoRef,
    private readonly options: ApiDriftOptions,
  ) {}

  async measure(pull: {
    number: number;
    base: string;
    baseSha: string;
    headSha: string;
    mergeable?: Mergeable;
  }): Promise<DriftResult> {
    const { base, baseSha, headSha } = pull;
    const answer = await this.github.compare(this.repo, headSha, baseSha, 100);
    if (answer.kind === 'unknown') return { known: false, reason: { kind: 'cannot-compare', headSha, base } };
    // Seen from the head: "ahead" here are the base commits the PR does not contain.
    const behind = answer.comparison.aheadBy;
    let commits = answer.comparison.commits;
    if (readsLastPage(behind, commits.length)) {
      // The newest missing commits are on the last page of the comparison.
      const page = Math.ceil(behind / 100);
      const last = await this.github.compare(this.repo, headSha, baseSha, 100, page).catch(() => undefined);
      commits = last?.kind === 'compared' ? last.comparison.commits : [];
    }
    const drift = comparedDrift({ base, baseSha, headSha, behind, ahead: answer.comparison.behindBy, commits });
    if (!asksMergeable(drift)) return upToDate(drift);
    return withMergeable(drift, await this.mergeable(pull.number, headSha, pull.mergeable));
  }

  /** GitHub computes mergeability lazily after the base moves: re-ask with a bounded backoff. */
  private async mergeable(
    number: number,
    headSha: string,
    listed: Mergeable | undefined,
  ): Promise<Mergeable | 'MOVED'> {
    const known = listedMergeable(listed);
    if (known) return known;
    const attempts = this.options.mergeableAttempts ?? 4;
    for (let attempt = 0; attempt < attempts; attempt++) {
      await this.options.clock.sleep(2000 * 2 ** attempt);
      const answer = await this.github.query<MergeableAnswer>('pull.mergeable', REBASE_MERGEABLE, {
        owner: this.repo.owner,
        repo: this.repo.repo,
        number,
      });
      const pr = answer.repository?.pullRequest;
      if (!pr) return 'UNKNOWN';
      if (pr.headRefOid !== headSha) return 'MOVED';
      if (pr.mergeable !== 'UNKNOWN') return pr.mergeable;
    }
    return 'UNKNOWN';
  }
}

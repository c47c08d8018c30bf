/**
 * The gateway's poller: a PR read again and again while an action waits on it (ci-wait). Each read
 * is one conditional REST request (If-None-Match), so a PR that did not change costs a free 304;
 * it reads no comments (`readPull` does, once, before writing).
 */
import { EtagCache } from '../conditional.js';
import type { GitHubPort, RestPull } from '../github/port.js';
import type { Mergeable, PolledPull, RepoRef } from '../pure/view.js';

/** The fields of REST's pull request the poller reads. */
type PullAnswer = RestPull;

/** REST's `mergeable` in GraphQL's words: `null` (still computing) is `UNKNOWN`. */
function mergeableOf(value: boolean | null | undefined): Mergeable {
  if (value === true) return 'MERGEABLE';
  if (value === false) return 'CONFLICTING';
  return 'UNKNOWN';
}

/** A REST pull request as the gateway's polled view. */
export function polledPull(pr: PullAnswer, changed: boolean): PolledPull {
  const merged = pr.merged === true || pr.merged_at !== null;
  return {
    nodeId: pr.node_id ?? '',
    number: pr.number,
    title: pr.title,
    url: pr.html_url,
    state: merged ? 'MERGED' : pr.state === 'open' ? 'OPEN' : 'CLOSED',
    isDraft: pr.draft === true,
    headSha: pr.head.sha,
    headRef: pr.head.ref,
    baseRef: pr.base.ref,
    baseSha: pr.base.sha,
    // A head repository GitHub no longer knows (a deleted fork) is another repository too.
    isCrossRepository: (pr.head.repo?.full_name ?? null) !== (pr.base.repo?.full_name ?? null),
    author: pr.user?.login ?? 'ghost',
    labels: pr.labels.flatMap((l) => (l.name ? [l.name] : [])),
    mergeable: mergeableOf(pr.mergeable),
    merged,
    mergedBy: pr.merged_by?.login ?? null,
    mergeableState: pr.mergeable_state ?? 'unknown',
    changed,
  };
}

/** Polls the PRs of one repository; one poller remembers the ETag of each PR it read. */
export class PullPoller {
  private readonly cache = new EtagCache();

  constructor(
    private readonly github: GitHubPort,
    private readonly repo: RepoRef,
  ) {}

  async pull(number: number): Promise<PolledPull> {
    const { data, changed } = await this.cache.get(`pull:${number}`, (headers) =>
      this.github.getPull(this.repo, number, headers),
    );
    return polledPull(data, changed);
  }
}

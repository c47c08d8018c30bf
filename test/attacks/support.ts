// What the attack tests share: how a required check is read the way branch protection reads it.
import type { FakeRepo } from '../../fake-github/repo.js';
import type { LoggedRequest } from '../../fake-github/index.js';

/** The newest run of the check `name` on commit `sha`, whichever PR it was written for. */
export function newestCheck(repo: FakeRepo, sha: string, name: string) {
  return repo
    .checkRuns(sha)
    .filter((c) => c.name === name)
    .sort((a, b) => b.id - a.id)[0];
}

/**
 * The writes a run made since `from` (an index into the fake's request log) other than its verdict check runs:
 * what observe mode must leave empty.
 */
export function writesBesideChecks(requests: readonly LoggedRequest[], from: number): string[] {
  return requests
    .slice(from)
    .filter((r) => r.kind === 'write' && !/^(POST|PATCH) \/repos\/\{owner\}\/\{repo\}\/check-runs/.test(r.operation))
    .map((r) => r.operation);
}

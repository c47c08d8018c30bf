// What the attack tests share: how a required check is read the way branch protection reads it.
import type { FakeRepo } from '../../fake-github/repo.js';

/** The newest run of the check `name` on commit `sha`, whichever PR it was written for. */
export function newestCheck(repo: FakeRepo, sha: string, name: string) {
  return repo
    .checkRuns(sha)
    .filter((c) => c.name === name)
    .sort((a, b) => b.id - a.id)[0];
}

import type { GitHubPort } from './github/port.js';
import type { RepoRef } from './pure/view.js';

/**
 * Points `ref` at `sha` so the commit stays reachable (and fetchable) after a force-push.
 * Idempotent: an existing ref at the same commit is success; one elsewhere is moved.
 */
export async function keepReachable(github: GitHubPort, repo: RepoRef, ref: string, sha: string): Promise<void> {
  // Observe mode (`./enforcement.ts`) keeps no backup ref: it writes nothing but its verdict.
  if (github.observing) return;
  if ((await github.createRef(repo, ref, sha)) === 'created') return;
  const short = ref.replace(/^refs\//, '');
  if ((await github.refTarget(repo, short)) !== sha) await github.forceRef(repo, short, sha);
}

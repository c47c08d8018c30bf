import { isObserving } from './enforcement.js';
import type { GitHubClient } from './github/client.js';
import { callGitHub, httpStatus } from './github/errors.js';
import type { RepoRef } from './pr/view.js';

/**
 * Points `ref` at `sha` so the commit stays reachable (and fetchable) after a force-push.
 * Idempotent: an existing ref at the same commit is success; one elsewhere is moved.
 */
export async function keepReachable(client: GitHubClient, repo: RepoRef, ref: string, sha: string): Promise<void> {
  // Observe mode (`./enforcement.ts`) keeps no backup ref: it writes nothing but its verdict.
  if (isObserving(client)) return;
  try {
    await callGitHub(`create the backup ref ${ref}`, 'contents: write', () =>
      client.rest.git.createRef({ ...repo, ref, sha }),
    );
  } catch (e) {
    if (httpStatus(e) !== 422) throw e;
    const short = ref.replace(/^refs\//, '');
    const existing = await callGitHub(`read the backup ref ${ref}`, 'contents: read', () =>
      client.rest.git.getRef({ ...repo, ref: short }),
    );
    if (existing.data.object.sha !== sha) {
      await callGitHub(`move the backup ref ${ref}`, 'contents: write', () =>
        client.rest.git.updateRef({ ...repo, ref: short, sha, force: true }),
      );
    }
  }
}

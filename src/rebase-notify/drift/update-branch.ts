/**
 * GitHub's update-branch, the one write that moves a PR's head: the base merged into it, only if the head is
 * still the one evaluated. Kept apart so that the call itself is one small function.
 */
import { ConfigurationError } from '../../core/pure/errors.js';
import type { ShellContext } from '../../core/shell.js';
import { githubWords } from '../../core/pure/words.js';
import type { UpdateRefusal } from './decide.js';
import type { Listed } from '../listing.js';

export type UpdateResult =
  { outcome: 'updated' } | { outcome: 'head-moved' } | { outcome: 'failed'; refusal: UpdateRefusal };

/** Merges the base into the head on GitHub, only if the head is still the one evaluated. */
export async function updateBranch(ctx: ShellContext, pull: Listed, expectedHead: string): Promise<UpdateResult> {
  const { github, repo } = ctx;
  // Observe mode (src/core/enforcement.ts) updates no branch: the PR is judged as it stands, and says why.
  if (github.observing) return { outcome: 'failed', refusal: { kind: 'observing' } };
  try {
    const answer = await github.updateBranch(repo, pull.view.number, expectedHead);
    if (answer.kind === 'updated') return { outcome: 'updated' };
    if (answer.kind === 'head-moved') return { outcome: 'head-moved' };
    // The base changed a workflow file and the token may not write workflows (403): this PR is not
    // updated, says why and what fixes it, and the run goes on. Any other refusal is GitHub's (422).
    if (answer.reason === 'workflows')
      return { outcome: 'failed', refusal: { kind: 'workflows', message: answer.said } };
    return { outcome: 'failed', refusal: { kind: 'github', message: answer.said } };
  } catch (e) {
    // A fork whose author does not let maintainers push refuses the token; the rest carry on.
    if (e instanceof ConfigurationError && pull.view.isCrossRepository)
      return { outcome: 'failed', refusal: { kind: 'github', message: githubWords(e.message) } };
    throw e;
  }
}

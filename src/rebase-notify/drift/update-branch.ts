/**
 * GitHub's update-branch, the one write that moves a PR's head: the base merged into it, only if the head is
 * still the one evaluated. What each answer means is `../rules/drift/update-branch.ts`.
 */
import { ConfigurationError } from '../../core/pure/errors.js';
import type { ShellContext } from '../../core/shell.js';
import { githubWords } from '../../core/pure/words.js';
import { OBSERVING, tokenRefusal, updateResultOf, type UpdateResult } from '../rules/drift/update-branch.js';
import type { Listed } from '../listing.js';

/** Merges the base into the head on GitHub, only if the head is still the one evaluated. */
export async function updateBranch(ctx: ShellContext, pull: Listed, expectedHead: string): Promise<UpdateResult> {
  const { github, repo } = ctx;
  if (github.observing) return OBSERVING;
  try {
    return updateResultOf(await github.updateBranch(repo, pull.view.number, expectedHead));
  } catch (e) {
    const refused =
      e instanceof ConfigurationError ? tokenRefusal(pull.view.isCrossRepository, githubWords(e.message)) : undefined;
    if (refused) return refused;
    throw e;
  }
}

/**
 * GitHub's update-branch, the one write that moves a PR's head: the base merged into it, only if the head is
 * still the one evaluated. Kept apart so that the call itself is one small function.
 */
import { isObserving } from '../../core/enforcement.js';
import { ConfigurationError } from '../../core/errors.js';
import { answerMessage, callGitHub, httpStatus } from '../../core/github/errors.js';
import type { ShellContext } from '../../core/shell.js';
import { workflowRefusal } from '../../core/workflow-refusal.js';
import type { UpdateRefusal } from './decide.js';
import type { Listed } from '../listing.js';

export type UpdateResult =
  { outcome: 'updated' } | { outcome: 'head-moved' } | { outcome: 'failed'; refusal: UpdateRefusal };

/** Merges the base into the head on GitHub, only if the head is still the one evaluated. */
export async function updateBranch(ctx: ShellContext, pull: Listed, expectedHead: string): Promise<UpdateResult> {
  const { client, repo } = ctx;
  // Observe mode (src/core/enforcement.ts) updates no branch: the PR is judged as it stands, and says why.
  if (isObserving(client)) return { outcome: 'failed', refusal: { kind: 'observing' } };
  try {
    await callGitHub('update the pull request branch', 'contents: write` and `pull-requests: write', () =>
      client.rest.pulls.updateBranch({ ...repo, pull_number: pull.view.number, expected_head_sha: expectedHead }),
    );
    return { outcome: 'updated' };
  } catch (e) {
    // The base changed a workflow file and the token may not write workflows (403): this PR is not
    // updated, says why and what fixes it, and the run goes on.
    const workflows = workflowRefusal(e);
    if (workflows !== undefined) return { outcome: 'failed', refusal: { kind: 'workflows', message: workflows } };
    const message = answerMessage(e);
    if (httpStatus(e) === 422 && /expected head sha|head ref|head branch was modified/i.test(message)) {
      return { outcome: 'head-moved' };
    }
    if (httpStatus(e) === 422) return { outcome: 'failed', refusal: { kind: 'github', message } };
    // A fork whose author does not let maintainers push refuses the token; the rest carry on.
    if (e instanceof ConfigurationError && pull.view.isCrossRepository)
      return { outcome: 'failed', refusal: { kind: 'github', message: e.message } };
    throw e;
  }
}

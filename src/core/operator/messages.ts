/** The words of an operator mode's refusal (`./decide.ts`): one line that says what was wrong and the fix. */
import type { RepoRef } from '../pure/view.js';
import type { OperatorRefusal } from '../pure/operator/decide.js';

/** The mode as its refusals name it. */
export interface OperatorMode {
  /** What the mode does, as a noun: 'unblock', 'hand-over', 'list'. */
  name: string;
  /** The input that sets the role the mode needs ('unblock-permission'). */
  permissionInput: string;
}

export function operatorRefusalText(refusal: OperatorRefusal, mode: OperatorMode, repo: RepoRef): string {
  switch (refusal.kind) {
    case 'not-default-branch':
      return (
        `The ${mode.name} runs only from the default branch (${refusal.defaultBranch}), not from ` +
        `'${refusal.ref || 'an unknown ref'}': a workflow file on another branch could be altered by anyone who ` +
        `can push there. Dispatch the workflow on ${refusal.defaultBranch}.`
      );
    case 'no-actor':
      return (
        `GITHUB_ACTOR is empty, so mergexo cannot check who asked for the ${mode.name} (nothing was done). Run the ` +
        "operator workflow with workflow_dispatch on GitHub's runner, which sets GITHUB_ACTOR to the person who " +
        'dispatched it.'
      );
    case 'role-too-low':
      return (
        `@${refusal.actor} has '${refusal.role}' permission on ${repo.owner}/${repo.repo}; the ${mode.name} needs ` +
        `'${refusal.needed}' or higher (input '${mode.permissionInput}'). Ask a maintainer to run it.`
      );
  }
}

import { answerMessage, httpStatus } from './github/errors.js';
import { mdCode as code } from './untrusted.js';

/**
 * GitHub's refusal to update a pull request's branch when the merge of the base into the head would
 * change a file under `.github/workflows/` and the token may not write workflows: `PUT
 * .../update-branch` answers 403 `refusing to allow a GitHub App to create or update workflow
 * .github/workflows/ci.yml without workflows permission` (an OAuth or personal access token without the
 * `workflow` scope is refused the same way, "an OAuth App ... without workflow scope"). `GITHUB_TOKEN`
 * can never hold that permission, so re-running never helps: it is an answer about this PR, not an outage.
 */
const REFUSAL = /refusing to allow an? (?:GitHub|OAuth) App to create or update workflow/i;

/** GitHub's words when `e` is that refusal; undefined for every other error. */
export function workflowRefusal(e: unknown): string | undefined {
  if (httpStatus(e) !== 403) return undefined;
  const message = answerMessage(e);
  return REFUSAL.test(message) ? message : undefined;
}

/** Whether a refusal GitHub gave (its message, as kept in a reason) is that one. */
export function isWorkflowRefusal(message: string | undefined): boolean {
  return message !== undefined && REFUSAL.test(message);
}

/**
 * What fixes it, as markdown sentences naming `base` (GitHub's branch name, shown in a code span): the
 * token, never a re-run. `writesChecks`: the run also writes check runs, which a personal access token
 * cannot, so only the App token fits.
 */
export function workflowRefusalFix(base: string, writesChecks: boolean): string {
  const app =
    "set mergexo's `github-token` input to a GitHub App installation token whose App has " +
    '**Workflows: Read and write** (with `actions/create-github-app-token`, add `permission-workflows: write`)';
  const token = writesChecks
    ? `${app}. A personal access token with the \`workflow\` scope could update the branch, but cannot write check runs.`
    : `${app}, or a personal access token with the \`workflow\` scope.`;
  return (
    `${code(base)} changed a workflow file (under ${code('.github/workflows/')}), so merging it changes that file on ` +
    "this branch too, and GitHub lets only a token with the `workflows` permission do that. The workflow's " +
    `\`GITHUB_TOKEN\` can never have it. To let mergexo update such branches, ${token}`
  );
}

/**
 * Which identity mergexo's verdicts come from, and what that identity is worth.
 *
 * `GITHUB_TOKEN` is one identity for every workflow of a repository: the GitHub Actions App
 * (`github-actions`). A check run or a comment mergexo writes with it looks exactly like one any other
 * workflow writes with it, including a workflow an agent adds on its own branch. So a required
 * `mergexo/*` check written under that identity is only as strong as control over who can add
 * workflows. A dedicated GitHub App, pinned in the ruleset as each check's expected source, closes
 * it. This module holds that rule and the one line the job summary carries when it applies.
 */
import { isSharedIdentity } from './pure/shared-identity.js';

// Which identity is the shared one is pure, and a rule may ask it (`./pure/shared-identity.ts`).
export { SHARED_APP_SLUG, isSharedIdentity } from './pure/shared-identity.js';

/** The closing line of the job summary (HTML, written by mergexo alone) under the shared identity. */
export const SHARED_IDENTITY_NOTE =
  '⚠️ This verdict was written with <code>GITHUB_TOKEN</code>: any workflow of this repository can write ' +
  'checks and comments as the same identity, so the required <code>mergexo/*</code> checks are only as ' +
  'strong as control over who can add workflows. What closes it: mergexo as its own GitHub App, pinned as ' +
  'the source of each required check, and no <code>workflows</code> permission for agents (see ' +
  'docs/security.md in mergexo). GitHub also files such a check under the first workflow run on its commit ' +
  "(often CI's), so deleting that run deletes the verdict: the pull request then waits for it, never passes " +
  'without it, until mergexo runs on it again (re-run this job, push, or close and reopen the pull request).';

/**
 * The apps that wrote a verdict in this run. Each action runs in a process of its own (the root
 * action spawns one per part), so module state lives exactly as long as one action's run:
 * `writeVerdict` records here, and `writeSummary` reads it when the run ends. Tests reset it.
 */
const verdictApps = new Set<string>();

/** Records the app GitHub named as the author of a verdict check run just written. */
export function recordVerdictApp(appSlug: string | null | undefined): void {
  verdictApps.add(typeof appSlug === 'string' ? appSlug.toLowerCase() : '');
}

/** Whether this run wrote a verdict, and under which identities. */
export function verdictAppsOfRun(): string[] {
  return [...verdictApps].sort();
}

/** The summary's closing line when a verdict of this run was written under the shared identity. */
export function sharedIdentityNote(): string | undefined {
  return [...verdictApps].some(isSharedIdentity) ? SHARED_IDENTITY_NOTE : undefined;
}

/** Forgets the verdicts recorded so far (tests; one process running several actions). */
export function resetVerdictApps(): void {
  verdictApps.clear();
}

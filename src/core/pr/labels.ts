import type { GitHubPort } from '../github/port.js';
import type { PullView, RepoRef } from './view.js';

/**
 * The PR's label named `label`, as the PR spells it. GitHub compares label names without case: adding
 * `needs-rebase` where the repository has `Needs-Rebase` attaches `Needs-Rebase`.
 */
function labelAsShown(view: Pick<PullView, 'labels'>, label: string): string | undefined {
  const wanted = label.toLowerCase();
  return view.labels.find((l) => l.toLowerCase() === wanted);
}

/** Every label on the PR (for a reader whose listing showed only some of them). */
export async function readLabels(github: GitHubPort, repo: RepoRef, number: number): Promise<string[]> {
  return github.listLabels(repo, number);
}

/** Adds the label unless the PR already has it (GitHub creates a missing repository label). */
export async function addLabel(
  github: GitHubPort,
  repo: RepoRef,
  view: Pick<PullView, 'number' | 'labels'>,
  label: string,
): Promise<boolean> {
  // Observe mode (`../enforcement.ts`) labels nothing.
  if (labelAsShown(view, label) !== undefined || github.observing) return false;
  await github.addLabel(repo, view.number, label);
  view.labels.push(label);
  return true;
}

/** Removes the label, under whatever spelling the PR shows it. */
export async function removeLabel(
  github: GitHubPort,
  repo: RepoRef,
  view: Pick<PullView, 'number' | 'labels'>,
  label: string,
): Promise<boolean> {
  const shown = labelAsShown(view, label);
  if (shown === undefined || github.observing) return false;
  // Gone already: someone removed it between our read and this write, and the goal is reached.
  await github.removeLabel(repo, view.number, shown);
  view.labels = view.labels.filter((l) => l !== shown);
  return true;
}

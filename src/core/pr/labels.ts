import type { GitHubClient } from '../github/client.js';
import { isObserving } from '../enforcement.js';
import { callGitHub, httpStatus } from '../github/errors.js';
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
export async function readLabels(client: GitHubClient, repo: RepoRef, number: number): Promise<string[]> {
  const labels = await callGitHub('read the labels', 'pull-requests: read', () =>
    client.paginate(client.rest.issues.listLabelsOnIssue, { ...repo, issue_number: number, per_page: 100 }),
  );
  return labels.map((l) => l.name);
}

/** Adds the label unless the PR already has it (GitHub creates a missing repository label). */
export async function addLabel(
  client: GitHubClient,
  repo: RepoRef,
  view: Pick<PullView, 'number' | 'labels'>,
  label: string,
): Promise<boolean> {
  // Observe mode (`../enforcement.ts`) labels nothing.
  if (labelAsShown(view, label) !== undefined || isObserving(client)) return false;
  await callGitHub(`add the label '${label}'`, 'pull-requests: write', () =>
    client.rest.issues.addLabels({ ...repo, issue_number: view.number, labels: [label] }),
  );
  view.labels.push(label);
  return true;
}

/** Removes the label, under whatever spelling the PR shows it. */
export async function removeLabel(
  client: GitHubClient,
  repo: RepoRef,
  view: Pick<PullView, 'number' | 'labels'>,
  label: string,
): Promise<boolean> {
  const shown = labelAsShown(view, label);
  if (shown === undefined || isObserving(client)) return false;
  try {
    await callGitHub(`remove the label '${label}'`, 'pull-requests: write', () =>
      client.rest.issues.removeLabel({ ...repo, issue_number: view.number, name: shown }),
    );
  } catch (e) {
    // Someone removed it between our read and this write: the goal is reached.
    if (httpStatus(e) !== 404) throw e;
  }
  view.labels = view.labels.filter((l) => l !== shown);
  return true;
}

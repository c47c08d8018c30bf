import type { GitHubClient } from '../github/client.js';
import { callGitHub, httpStatus } from '../github/errors.js';
import type { PullView, RepoRef } from './view.js';

/** Adds the label unless the PR already has it (GitHub creates a missing repository label). */
export async function addLabel(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: PullView,
  label: string,
): Promise<boolean> {
  if (snapshot.labels.includes(label)) return false;
  await callGitHub(`add the label '${label}'`, 'pull-requests: write', () =>
    client.rest.issues.addLabels({ ...repo, issue_number: snapshot.number, labels: [label] }),
  );
  snapshot.labels.push(label);
  return true;
}

export async function removeLabel(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: PullView,
  label: string,
): Promise<boolean> {
  if (!snapshot.labels.includes(label)) return false;
  try {
    await callGitHub(`remove the label '${label}'`, 'pull-requests: write', () =>
      client.rest.issues.removeLabel({ ...repo, issue_number: snapshot.number, name: label }),
    );
  } catch (e) {
    // Someone removed it between our read and this write: the goal is reached.
    if (httpStatus(e) !== 404) throw e;
  }
  snapshot.labels = snapshot.labels.filter((l) => l !== label);
  return true;
}

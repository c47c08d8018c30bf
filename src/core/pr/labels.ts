import { LabelCreationRefusedError } from '../github/errors.js';
import type { GitHubPort } from '../github/port.js';
import type { PullView, RepoRef } from '../pure/view.js';
import { findLabel } from '../pure/labels.js';

/** A label GitHub would not create for the run's token, on PR `number`. */
export interface LabelRefusal {
  number: number;
  label: string;
  permission: string;
  said: string;
}

/**
 * The run's refused labels. A label is a signal beside the verdict, never the verdict: a refusal must not stop
 * the run before its check is written, so `addLabel` notes it here and carries on, and the entry point
 * (`../entrypoint.ts`) ends the step with one line naming the permission once the run is done.
 */
const refusals: LabelRefusal[] = [];

/** The refusals noted since the last call, and forgets them. */
export function takeLabelRefusals(): LabelRefusal[] {
  return refusals.splice(0);
}

/** The one line a run with refused labels ends with. */
export function labelRefusalLine(all: readonly LabelRefusal[]): string {
  const first = all[0];
  if (!first) return '';
  const names = [...new Set(all.map((r) => `'${r.label}'`))].join(', ');
  const prs = [...new Set(all.map((r) => `#${r.number}`))].join(', ');
  return (
    `Could not label ${prs} with ${names}: the repository has no such label, and GitHub creates a missing label ` +
    `only for a token with \`${first.permission}\` (403 ${first.said}). Add \`${first.permission}\` to the ` +
    "job's `permissions:` block (a GitHub App: Issues: write), or create the label once in the repository. " +
    'The verdict check was written as decided.'
  );
}

/**
 * The PR's label named `label`, as the PR spells it. GitHub compares label names without case: adding
 * `needs-rebase` where the repository has `Needs-Rebase` attaches `Needs-Rebase`.
 */
function labelAsShown(view: Pick<PullView, 'labels'>, label: string): string | undefined {
  return findLabel(view.labels, label);
}

/** Every label on the PR (for a reader whose listing showed only some of them). */
export async function readLabels(github: GitHubPort, repo: RepoRef, number: number): Promise<string[]> {
  return github.listLabels(repo, number);
}

/**
 * Adds the label unless the PR already has it (GitHub creates a missing repository label). False when nothing was
 * added: the PR had it, the run observes, or GitHub would not create it (noted, see `takeLabelRefusals`).
 */
export async function addLabel(
  github: GitHubPort,
  repo: RepoRef,
  view: Pick<PullView, 'number' | 'labels'>,
  label: string,
): Promise<boolean> {
  // Observe mode (`../enforcement.ts`) labels nothing.
  if (labelAsShown(view, label) !== undefined || github.observing) return false;
  try {
    await github.addLabel(repo, view.number, label);
  } catch (e) {
    if (!(e instanceof LabelCreationRefusedError)) throw e;
    refusals.push({ number: view.number, label, permission: e.permission, said: e.said });
    return false;
  }
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

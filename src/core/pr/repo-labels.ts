/**
 * mergexo's labels as repository labels, created before enforcement first needs them. Adding a label the
 * repository lacks creates it, and GitHub refuses that to a token without `issues: write` (docs/github-behaviour.md):
 * a setup that creates them once (`mergexo init --app`, with the user's own token) lets a run whose token lacks
 * that permission still label. Each label is named by its action's input; the defaults below are those inputs'
 * defaults (`test/core/pr/repo-labels.test.ts` holds them to every `action.yml`).
 */
import type { GitHubPort, NewLabel } from '../github/port.js';
import {
  DEFAULT_BLOCKED_LABEL,
  DEFAULT_CONFLICT_LABEL,
  DEFAULT_QUARANTINE_LABEL,
  DEFAULT_READY_LABEL,
} from '../pure/protocol/index.js';
import type { RepoRef } from '../pure/view.js';

/** The inputs that name a label mergexo may add, across the four actions and the reusable workflow. */
export type LabelInput =
  | 'blocked-label'
  | 'quarantine-label'
  | 'failed-label'
  | 'conflict-label'
  | 'needs-human-label'
  | 'ready-label'
  | 'behind-label';

/** Every label mergexo may add, by the input that names it (`overlap`: rebase-notify's, which no input renames). */
export const MERGEXO_LABELS: Readonly<Record<LabelInput | 'overlap', NewLabel>> = {
  'blocked-label': {
    name: DEFAULT_BLOCKED_LABEL,
    color: 'b60205',
    description: 'mergexo history-guard: the history of this PR was rewritten; an operator unblocks it',
  },
  'quarantine-label': {
    name: DEFAULT_QUARANTINE_LABEL,
    color: 'd93f0b',
    description: 'mergexo write-root-gate: this PR writes outside the roots leased to it',
  },
  'failed-label': { name: 'mergexo:ci-failed', color: 'e11d21', description: 'mergexo ci-wait: CI failed on the head' },
  'conflict-label': {
    name: DEFAULT_CONFLICT_LABEL,
    color: 'fbca04',
    description: 'mergexo: this PR conflicts with its base branch',
  },
  'needs-human-label': {
    name: 'mergexo:needs-human',
    color: '5319e7',
    description: 'mergexo ci-wait: too many failed rounds; mergexo stops acting until the label is removed',
  },
  'ready-label': {
    name: DEFAULT_READY_LABEL,
    color: '0e8a16',
    description: 'mergexo: CI passed, no blocking label, every mergexo check passes: ready for review',
  },
  'behind-label': {
    name: 'mergexo:behind',
    color: 'c5def5',
    description: 'mergexo rebase-notify: the base branch moved on since this PR was last updated',
  },
  overlap: {
    name: 'mergexo:overlap',
    color: 'bfdadc',
    description: 'mergexo rebase-notify: another open PR changes the same file',
  },
};

/** The inputs that name a label, as a list (a caller's settings name its labels by them). */
export const LABEL_INPUTS = Object.keys(MERGEXO_LABELS).filter((k): k is LabelInput => k !== 'overlap');

/**
 * The labels to create for a repository whose settings name them as `names` does (an input missing or empty:
 * its default). Two inputs naming one label (the same name in any case) give one label.
 */
export function mergexoLabels(names: Partial<Record<LabelInput, string>> = {}): NewLabel[] {
  const out = new Map<string, NewLabel>();
  for (const [input, label] of Object.entries(MERGEXO_LABELS) as [LabelInput | 'overlap', NewLabel][]) {
    const name = (input === 'overlap' ? undefined : names[input])?.trim() || label.name;
    if (!out.has(name.toLowerCase())) out.set(name.toLowerCase(), { ...label, name });
  }
  return [...out.values()];
}

/** What `createLabels` did to one label. */
export interface LabelOutcome {
  name: string;
  outcome: 'created' | 'exists';
}

/**
 * Creates each label the repository lacks (names compare without case, as GitHub's do) and leaves every other as
 * it is, colour and description included: one read, and a write per missing label, so a rerun writes nothing.
 * A token without `issues: write` gets the permission to add in the error (`../github/routes.ts`).
 */
export async function createLabels(
  github: Pick<GitHubPort, 'listRepoLabels' | 'createLabel'>,
  repo: RepoRef,
  labels: readonly NewLabel[],
): Promise<LabelOutcome[]> {
  const have = new Set((await github.listRepoLabels(repo)).map((n) => n.toLowerCase()));
  const outcomes: LabelOutcome[] = [];
  for (const label of labels) {
    if (have.has(label.name.toLowerCase())) {
      outcomes.push({ name: label.name, outcome: 'exists' });
      continue;
    }
    // 'exists' too when someone created it since the listing.
    outcomes.push({ name: label.name, outcome: await github.createLabel(repo, label) });
    have.add(label.name.toLowerCase());
  }
  return outcomes;
}

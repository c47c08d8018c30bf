/**
 * The labels mergexo may add, created before enforcement first needs them (a token without `issues: write` may not
 * create a label on GitHub). Names are each action's default (`<action>/action.yml`, and rebase-notify's overlap label;
 * test/cli/app/labels.test.ts holds them equal); a repository that renamed a label in its workflow creates that one itself.
 */
export interface MergexoLabel {
  name: string;
  color: string;
  description: string;
}

export const MERGEXO_LABELS: readonly MergexoLabel[] = [
  {
    name: 'mergexo:blocked',
    color: 'b60205',
    description: 'history-guard: history was rewritten; an operator unblocks',
  },
  { name: 'mergexo:quarantined', color: 'd93f0b', description: 'write-root-gate: changes paths outside its lease' },
  { name: 'mergexo:ci-failed', color: 'e99695', description: 'ci-wait: a check failed on the head' },
  { name: 'mergexo:conflict', color: 'fbca04', description: 'conflicts with its base' },
  { name: 'mergexo:needs-human', color: '5319e7', description: 'ci-wait: failed too often; a person takes over' },
  { name: 'mergexo:behind', color: 'c5def5', description: 'rebase-notify: behind its base' },
  { name: 'mergexo:ready', color: '0e8a16', description: 'ci-wait: every check passed; ready for review' },
  { name: 'mergexo:overlap', color: 'f9d0c4', description: 'rebase-notify: claims a name another open PR holds' },
];

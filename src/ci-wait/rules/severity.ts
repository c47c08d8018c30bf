import type { Outcome } from './decide.js';

/** With several PRs (event mode), the outputs speak for the one that most needs attention: this order, worst first. */
export const SEVERITY: readonly Outcome[] = [
  'error',
  'needs_human',
  'conflict',
  'ci_failed',
  'merge_failed',
  'timeout',
  'no_checks',
  'shared_head',
  'closed',
  'pending',
  'success',
  'merged',
  'skipped',
];

/** The outcome the step reports for the PRs it judged: the worst of theirs (none judged: `skipped`). */
export function worstOutcome(outcomes: readonly Outcome[]): Outcome {
  return [...outcomes].sort((a, b) => SEVERITY.indexOf(a) - SEVERITY.indexOf(b))[0] ?? 'skipped';
}

/**
 * Observe mode (`enforcement: observe`): every action judges as usual and says what enforcement would
 * have done, in its verdict check (conclusion `neutral`) and its job summary, and writes nothing else.
 *
 * The rule lives here and in the writers of the PR gateway, not in each action: `shellContext` marks the
 * run's client as observing, each core writer (comments, labels, refs, the ready mark, reviewers,
 * auto-merge, branch updates, merges) asks `isObserving` and writes nothing, and the verdict writer
 * (`./pr/checks.ts`) turns the verdict into its observed form. Behind them, the client itself refuses
 * any other write while observing (`./github/observe-guard.ts`), so a writer added later that forgets
 * to ask fails the run instead of writing.
 *
 * Kept light (no Octokit): every action's settings read `enforcementInput` before the event is accepted.
 */
import { choiceInput, type InputReader } from './inputs.js';

export type Enforcement = 'enforce' | 'observe';

export const ENFORCEMENTS: readonly Enforcement[] = ['enforce', 'observe'];

/** The `enforcement` input: `enforce` (the default) or `observe`. */
export function enforcementInput(read: InputReader): Enforcement {
  return choiceInput(read, 'enforcement', ENFORCEMENTS, 'enforce');
}

/**
 * The clients of observing runs. A run has one client, but tests run several shells in one process,
 * so the mark is on the client, where every writer already is, not on the process.
 */
const observing = new WeakSet<object>();

/** Marks `client` as an observing run's: core's writers write nothing through it but its verdict checks. */
export function markObserving(client: object): void {
  observing.add(client);
}

/** Whether writes through `client` are only said, never done (observe mode). */
export function isObserving(client: object): boolean {
  return observing.has(client);
}

/**
 * Whether this process observed (an action runs in a process of its own, as `../identity.ts` notes):
 * the job summary says so on every run, whatever else the run wrote.
 */
let runObserves = false;

export function declareRunEnforcement(enforcement: Enforcement): void {
  runObserves = enforcement === 'observe';
}

export function runIsObserving(): boolean {
  return runObserves;
}

/** What enforcement would have made of a verdict, as the first words of its observed title. */
export function wouldHave(conclusion: 'success' | 'failure' | 'neutral'): string {
  if (conclusion === 'failure') return 'Would fail';
  if (conclusion === 'success') return 'Would pass';
  return 'Would be neutral';
}

/** The observed title: what enforcement would have concluded, then the verdict's own title. */
export function observedTitle(conclusion: 'success' | 'failure' | 'neutral', title: string): string {
  return `${wouldHave(conclusion)}: ${title}`;
}

/** The first paragraph of an observed verdict's summary (markdown; mergexo's own words). */
export function observedSummaryLead(conclusion: 'success' | 'failure' | 'neutral'): string {
  return (
    `**Observe mode** (\`enforcement: observe\`): with enforcement this check would have concluded ` +
    `\`${conclusion}\`. mergexo wrote nothing else: no label, comment, auto-merge change, branch update, merge, ` +
    'reviewer or draft change. GitHub counts a neutral required check as passing, so this check blocks nothing.'
  );
}

/** The job summary's line on every observing run (HTML, mergexo's own words). */
export const OBSERVE_SUMMARY_NOTE =
  '👀 <b>Observe mode</b> (<code>enforcement: observe</code>): this run enforced nothing. Its verdict check is ' +
  '<code>neutral</code>, which GitHub counts as passing even when required, and it wrote no label, comment, ' +
  'auto-merge change, branch update, merge, reviewer or draft change. The table says what enforcement would have ' +
  'done. Set <code>enforcement: enforce</code> to act on it (docs/operators.md in mergexo).';

/** The log line that stands for a step enforcement would have failed. */
export function wouldHaveFailedLine(message: string): string {
  return `Observe mode: with enforcement this step would have failed: ${message}`;
}

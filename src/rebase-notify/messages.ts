/**
 * Every word rebase-notify's run says beside its two phases' own (drift/messages.ts, collisions/messages.ts):
 * what it did to each PR, its job summary and its log, rendered from what was decided and done. Nothing here
 * feeds a decision (decide.ts compares fingerprints of facts, never these words).
 */
import type { MergeGroupEvent } from '../core/merge-group.js';
import { failingNames } from '../core/pr/commit-verdict-messages.js';
import type { Outputs, SummaryTable } from '../core/report.js';
import { collisionSummaryLine } from './collisions/messages.js';
import { htmlCode, htmlLink, htmlText, plural, short } from '../core/untrusted.js';
import type { CollisionOutcome, PullOutcome, RunResult, Step } from './drift/decide.js';
import { refusalWords, skipText } from './drift/messages.js';
import type { Scope } from './scope.js';
import type { RebaseNotifySettings } from './settings.js';
import type { ScopeSkip } from './scope.js';

// ---- what a run did, in words -------------------------------------------------------------------

export function stepText(step: Step): string {
  switch (step.kind) {
    case 'draft':
      return 'skipped: draft';
    case 'skipped':
      return `skipped: ${skipText(step.reason)}`;
    case 'no-change':
      return step.held ? 'no change (cooldown)' : 'no change';
    case 'deferred':
      return step.maxWrites === undefined
        ? 'deferred: the write budget is spent'
        : `deferred: the write budget (max-writes ${step.maxWrites}) is spent`;
    case 'error':
      return `error: ${step.message}`;
    case 'updated':
      return `merged ${step.base} into the branch (update-branch)`;
    case 'update-head-moved':
      return 'update skipped: the head moved since it was evaluated';
    case 'update-refused-workflows':
      return (
        `not updated: ${step.base} changed a workflow file and the token lacks the workflows permission ` +
        `(${step.message}); an App token with workflows: write or a PAT with the workflow scope can, ` +
        'GITHUB_TOKEN never'
      );
    case 'update-failed':
      return `update failed: ${refusalWords(step.refusal)}`;
    case 'duplicate-deleted':
      return 'duplicate status comment deleted';
    case 'comment-deleted':
      return "status comment deleted: ci-wait's notice tells the conflict";
    case 'label':
      return `label ${step.label} ${step.op}`;
    case 'comment':
      return `comment ${step.result}${step.refresh ? ' (cooldown over)' : ''}`;
    case 'check-unconfirmed':
      return 'check not written: the updated head could not be confirmed yet (the next run writes it)';
    case 'check':
      return `check ${step.conclusion}`;
    case 'check-shared-head':
      return step.stays
        ? `check stays failing: this commit also heads ${failingNames(step.failing)}, which is not up to date`
        : `check failure: this commit also heads ${failingNames(step.failing)}, which is not up to date`;
    case 'held':
      return 'refresh held (cooldown)';
    case 'ready-taken-back':
      return 'ready for review mark taken back: the PR conflicts with its base';
  }
}

// ---- the log ------------------------------------------------------------------------------------

export function listedLog(
  scope: Exclude<Scope, { kind: 'skip' }>,
  counts: { open: number; evaluated: number; drafts: number },
): string {
  const where = scope.kind === 'sweep' && scope.base ? ` on ${scope.base}` : '';
  return (
    `${plural(counts.open, 'open PR')}${where}; ${counts.evaluated} evaluated, ` +
    `${plural(counts.drafts, 'draft')} skipped (input 'include-drafts').`
  );
}

export function notOpenLog(number: number): string {
  return `PR #${number} is not open; nothing to do.`;
}

export function commentsReadLog(count: number): string {
  return `Comments read for ${plural(count, 'PR')} whose check does not settle them.`;
}

export function outcomeLog(o: PullOutcome): string {
  return `#${o.number} ${o.class}: ${o.steps.map(stepText).join('; ')}`;
}

/** Why an event gives a run nothing to do, in words. */
export function scopeSkipText(skip: ScopeSkip): string {
  switch (skip.kind) {
    case 'not-a-branch':
      return `the push was to ${skip.ref || 'an unknown ref'}, not to a branch`;
    case 'branch-deleted':
      return `the push deleted ${skip.branch}`;
    case 'other-branch':
      return `the push was to ${skip.branch}; this step watches the base '${skip.base}' (input 'base')`;
    case 'pull-closed':
      return `PR #${skip.number} was closed`;
    case 'other-base':
      return `PR #${skip.number} targets ${skip.prBase}; this step watches the base '${skip.base}' (input 'base')`;
  }
}

export function nothingToDoLog(reason: string): string {
  return `Nothing to do: ${reason}.`;
}

export function pullErrorLog(number: number, error: string): string {
  return `PR #${number}: ${error}`;
}

export function gitFallbackWarning(error: string): string {
  return `Local git could not fetch the repository; measuring drift through the API instead: ${error}`;
}

export function gitFallbackNote(error: string): string {
  return `git fetch failed (${error})`;
}

export const API_SOURCE_NOTE = "input 'drift-source' is api";
export const BORROWED_NOTE = 'objects borrowed from the workspace checkout';

export function tooManyPullsError(max: number): string {
  return `more than ${max} open pull requests: narrow the sweep with the 'base' input.`;
}

export function unreadableRepositoryError(repo: { owner: string; repo: string }): string {
  return (
    `Repository ${repo.owner}/${repo.repo} was not found or is not readable by the token. ` +
    "Pass a token with access to this repository in 'github-token' (the default GITHUB_TOKEN has it)."
  );
}

/** Not a failure of the run (each PR was told), but a setting to change: one annotation on the run. */
export function workflowRefusalWarning(numbers: readonly number[], blocking: boolean): string {
  return (
    `GitHub refused to update ${numbers.map((n) => `#${n}`).join(', ')}: the base changed a file under ` +
    '.github/workflows/ and this token lacks the workflows permission (GITHUB_TOKEN can never have it). ' +
    "To have such branches updated, set the 'github-token' input to a GitHub App installation token whose App " +
    'has Workflows: Read and write (actions/create-github-app-token with permission-workflows: write)' +
    // A personal access token cannot write the check runs the blocking gate needs.
    (blocking ? '' : ', or to a personal access token with the workflow scope') +
    '; until then they are notified as behind.'
  );
}

export function gitRequiredError(unavailable: string): string {
  return (
    `Input 'drift-source' is git, but ${unavailable}. Install git 2.38 or later on the runner, ` +
    "or use 'auto' to fall back to the API."
  );
}

export function gitFetchFailedError(error: string, serverUrl: string): string {
  return (
    `git could not fetch the repository (${error}); nothing was changed. Check that the runner ` +
    `reaches ${serverUrl} and the token has \`contents: read\`, ` +
    "or set 'drift-source' to auto to fall back to the API."
  );
}

/** The step fails when a write failed: a re-run completes what is missing. */
export function failedWritesMessage(errors: readonly string[], line: (s: string) => string): string {
  return (
    `mergexo/rebase-notify: writing to ${plural(errors.length, 'PR')} failed (${line(errors.join('; '))}). ` +
    'Re-run the job: every write is idempotent, so a re-run completes what is missing without duplicates.'
  );
}

export function groupFailedMessage(group: MergeGroupEvent, reason: string): string {
  return `mergexo/rebase-notify: merge group ${group.headSha}: ${reason}.`;
}

// ---- the job summary ----------------------------------------------------------------------------

const STATE: Record<PullOutcome['class'], string> = {
  up_to_date: '✅ up to date',
  behind: '⏳ behind',
  conflicting: '⚠️ conflicting',
  unknown: '❔ unknown',
  draft: '📝 draft (skipped)',
};

const HEADER = ['PR', 'behind', 'ahead', 'state', 'action taken'];

/** The step's outputs: PR numbers by what this run found and did (all empty before any PR was looked at). */
export function outputsOf(pulls: readonly PullOutcome[], collisions?: CollisionOutcome): Outputs {
  const numbers = (pick: (p: PullOutcome) => boolean) => pulls.filter(pick).map((p) => p.number);
  // The collision phase's PRs join the same lists: a PR notified or deferred for either reason is listed once.
  const union = (a: number[], b: readonly number[] = []) => [...new Set([...a, ...b])].sort((x, y) => x - y);
  return {
    colliding: [...(collisions?.colliding ?? [])],
    behind: numbers((p) => p.class === 'behind'),
    conflicting: numbers((p) => p.class === 'conflicting'),
    notified: union(
      numbers((p) => p.notified),
      collisions?.notified,
    ),
    updated: numbers((p) => p.updated),
    deferred: union(
      numbers((p) => p.deferred),
      collisions?.deferred,
    ),
    unknown: numbers((p) => p.class === 'unknown'),
  };
}

/** The summary of a merge_group run that answered the check on the group commit. */
export function groupSummary(
  answer: { conclusion: 'success' | 'failure'; reason: string },
  group: MergeGroupEvent,
  checkName: string,
): SummaryTable {
  return {
    heading: `mergexo/rebase-notify: merge group ${answer.conclusion === 'success' ? 'up to date ✅' : 'refused ⛔'}`,
    lead: `${htmlCode(group.headSha)} (${htmlCode(group.headRef)}): ${htmlText(answer.reason)}.`,
    header: ['check', 'conclusion'],
    rows: [[htmlCode(checkName), answer.conclusion]],
  };
}

/** The summary of a run the event gave nothing to do. */
export function skippedSummary(reason: string): SummaryTable {
  return {
    heading: 'mergexo/rebase-notify: nothing to do',
    lead: htmlText(`${reason[0]?.toUpperCase() ?? ''}${reason.slice(1)}.`),
    header: HEADER,
    rows: [],
  };
}

function stateCell(p: PullOutcome): string {
  if (p.class !== 'conflicting') return STATE[p.class];
  if (!p.files) return `${STATE.conflicting} (files unknown)`;
  const shown = p.files.slice(0, 5).map((f) => htmlCode(f));
  return `${STATE.conflicting}: ${shown.join(', ')}${p.files.length > 5 ? ` and ${p.files.length - 5} more` : ''}`;
}

/** Up-to-date PRs that nothing happened to are counted, not listed, so the table stays readable. */
function quiet(p: PullOutcome): boolean {
  return p.class === 'up_to_date' && !p.notified && !p.updated && !p.deferred && !p.error;
}

/**
 * What the run looked at, as English counts it: `PR #4` for a PR's own run, `3 open PRs on `main``
 * (or `1 open PR on every base`) for a sweep.
 */
export function scopeLine(scope: Exclude<Scope, { kind: 'skip' }>, pulls: number): string {
  if (scope.kind === 'pull') return pulls === 0 ? `PR #${scope.number} (not open)` : `PR #${scope.number}`;
  const what = plural(pulls, 'open PR');
  return scope.base ? `${what} on ${htmlCode(scope.base)}` : `${what} on every base`;
}

export function summaryOf(
  result: RunResult,
  settings: RebaseNotifySettings,
  scope: Exclude<Scope, { kind: 'skip' }>,
  requests: { reads: number; writes: number },
): SummaryTable {
  const count = (cls: PullOutcome['class']) => result.pulls.filter((p) => p.class === cls).length;
  const bases = [...result.bases].map(([b, sha]) => `${htmlCode(b)} at ${htmlCode(short(sha))}`).join(', ');
  const source =
    result.source === 'git'
      ? `Drift measured with a local git${result.sourceNote ? ` (${htmlText(result.sourceNote)})` : ''}.`
      : `Drift measured through the API${result.sourceNote ? ` (${htmlText(result.sourceNote)})` : ''}: conflicted files are not named.`;
  const deferred = result.pulls.filter((p) => p.deferred).length;
  const lead = [
    `${scopeLine(scope, result.pulls.length)}${bases ? `; base ${bases}` : ''}. ${source}`,
    `Urgency <b>${settings.urgency}</b> · update-branch ${settings.updateBranch} · cooldown ${settings.cooldownMinutes} min · ` +
      `${plural(result.writes, 'write')} of a budget of ${settings.maxWrites} · ${plural(requests.reads, 'read request')}` +
      (deferred ? ` · <b>${plural(deferred, 'PR')} deferred</b> to the next run (max-writes)` : '') +
      '.',
    ...(result.collisions ? [collisionSummaryLine(result.collisions)] : []),
  ].join('<br>');
  const listed = result.pulls.filter((p) => !quiet(p));
  const hidden = result.pulls.length - listed.length;
  return {
    heading:
      `mergexo/rebase-notify: ${count('behind')} behind, ${count('conflicting')} conflicting` +
      (count('unknown') ? `, ${count('unknown')} unknown` : '') +
      ` of ${result.pulls.length}`,
    lead,
    header: HEADER,
    rows: listed.map((p) => [
      `${htmlLink(`#${p.number}`, p.url)} ${htmlText(p.title)}`,
      p.behind === undefined ? '' : String(p.behind),
      p.ahead === undefined ? '' : String(p.ahead),
      stateCell(p),
      htmlText(p.steps.map(stepText).join('; ')),
    ]),
    ...(hidden > 0
      ? { footer: `${plural(hidden, 'PR')} up to date with nothing to do ${hidden === 1 ? 'is' : 'are'} not listed.` }
      : {}),
  };
}

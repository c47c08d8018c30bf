/**
 * Every word rebase-notify says: its comment, its check, its job summary and its log, rendered from what
 * decide.ts decided and the shell did. Nothing here feeds a decision (decide.ts compares fingerprints of
 * facts, never these words).
 */
import type { MergeGroupEvent } from '../core/merge-group.js';
import { failingNames, type PullPart } from '../core/pr/commit-verdict.js';
import type { Outputs, SummaryTable } from '../core/report.js';
import { collisionSummaryLine } from './collisions/messages.js';
import {
  mdCode as code,
  htmlCode,
  htmlLink,
  htmlText,
  mdText,
  plainLine,
  plural,
  shellWord,
  short,
} from '../core/untrusted.js';
import { workflowRefusalFix } from '../core/workflow-refusal.js';
import { codePointPrefix } from '../core/utf8.js';
import type {
  CheckSays,
  CollisionOutcome,
  Drift,
  NoticeFacts,
  PullOutcome,
  RunResult,
  SkipReason,
  Step,
  UpdateRefusal,
} from './drift/decide.js';
import type { Scope } from './scope.js';
import type { RebaseNotifySettings } from './settings.js';

/** Everything a message depends on (decide.ts fingerprints the same facts, so a rerun writes nothing). */
/** Why observe mode left a branch as it was (src/core/enforcement.ts): enforcement would have updated it. */
export const OBSERVE_NOT_UPDATED = 'observe mode: enforcement would have merged the base into the branch here';

/** Everything a status comment or check is rendered from: the facts decide.ts fingerprints. */
export type MessageInput = NoticeFacts;

const MAX_FILES = 50;
const SUBJECT_CHARS = 120;
/** `1 commit`, `2 commits`: a count as English says it. */

/** Commit subjects are written by anyone: clipped, then one line of defused text (file names go in code spans). */
function subject(s: string): string {
  return mdText(s.length > SUBJECT_CHARS ? `${codePointPrefix(s, SUBJECT_CHARS - 1)}…` : s);
}

function missingList(drift: Drift): string[] {
  const lines = drift.missing.map((c) => `- ${code(short(c.sha))} ${subject(c.subject)}`);
  const rest = drift.behind - drift.missing.length;
  if (rest > 0) lines.push(`- … and ${plural(rest, 'more commit')}`);
  return lines;
}

function filesList(files: string[]): string[] {
  const lines = files.slice(0, MAX_FILES).map((f) => `- ${code(f)}`);
  if (files.length > MAX_FILES) lines.push(`- … and ${plural(files.length - MAX_FILES, 'more file')}`);
  return lines;
}

function mergeRecipe(base: string, conflict: boolean): string[] {
  return [
    '```sh',
    `git fetch origin ${shellWord(base)}`,
    conflict
      ? `git merge ${shellWord(`origin/${base}`)}   # resolve the conflicts, then: git commit`
      : `git merge ${shellWord(`origin/${base}`)}`,
    'git push',
    '```',
  ];
}

/** Kept free of settings, so that tuning the cooldown does not rewrite every comment. */
function footer(): string {
  return '<sub>mergexo/rebase-notify keeps this comment current in place; it changes at once when the state changes.</sub>';
}

/** Why the update did not happen: GitHub's own words, or observe mode's. */
export function refusalWords(r: UpdateRefusal): string {
  return r.kind === 'observing' ? OBSERVE_NOT_UPDATED : r.message;
}

/** Why mergexo did not bring the branch up to date itself, and the fix when the token is the cause. */
function refusalLines(input: MessageInput): string[] {
  const { updateRefusal, drift } = input;
  if (!updateRefusal) return [];
  const words = refusalWords(updateRefusal);
  return [
    '',
    `mergexo tried to merge ${code(drift.base)} into this branch and GitHub refused: ${mdText(words.replace(/\.$/, ''))}.`,
    ...(updateRefusal.kind === 'workflows'
      ? ['', workflowRefusalFix(drift.base, input.policy.urgency === 'blocking')]
      : []),
  ];
}

function gateLine(policy: MessageInput['policy']): string[] {
  return policy.urgency === 'blocking'
    ? ['', `The check ${code(policy.checkName)} fails until the branch is up to date with its base.`]
    : [];
}

/** The PR's one status comment (the marker with the state is added by the caller). */
export function statusText(input: MessageInput): string {
  const { cls, drift, policy } = input;
  const base = code(drift.base);
  if (cls === 'up_to_date') {
    const lines = input.updatedByMergexo
      ? [
          `### ✅ mergexo merged ${base} into this branch`,
          '',
          `GitHub was asked to merge the ${plural(drift.behind, 'new commit')} of ${base} into this branch with a merge ` +
            'commit on top (no rebase: the history stays append-only). Pull before you push again.',
        ]
      : [`### ✅ This branch is up to date with ${base}`, '', 'It has caught up: nothing to do.'];
    return [...lines, '', footer()].join('\n');
  }
  if (cls === 'behind') {
    return [
      `### ⏳ This branch is ${plural(drift.behind, 'commit')} behind ${base}`,
      '',
      `New on ${base} since this branch last caught up (newest first):`,
      ...missingList(drift),
      ...refusalLines(input),
      '',
      'Bring them in with a merge, not a rebase, so the pull request history stays append-only:',
      ...mergeRecipe(drift.base, false),
      'or press **Update branch** on the pull request.',
      ...gateLine(policy),
      '',
      footer(),
    ].join('\n');
  }
  const where =
    drift.files && drift.files.length > 0
      ? [
          `Merging ${base} into this branch conflicts in ${plural(drift.files.length, 'file')}:`,
          ...filesList(drift.files),
        ]
      : drift.files
        ? [`Merging ${base} into this branch conflicts.`]
        : [
            `GitHub reports that merging ${base} into this branch conflicts. Which files conflict is unknown: ` +
              'this run had no local git to test the merge with.',
          ];
  return [
    `### ⚠️ This branch conflicts with ${base}`,
    '',
    ...where,
    '',
    `The branch is ${plural(drift.behind, 'commit')} behind ${base}. Resolve the conflict with a merge, not a rebase:`,
    ...mergeRecipe(drift.base, true),
    ...gateLine(policy),
    '',
    footer(),
  ].join('\n');
}

function stateLine(input: MessageInput): string {
  const { cls, drift } = input;
  const files =
    cls === 'conflicting'
      ? drift.files
        ? ` · conflicted files: ${drift.files.length}`
        : ' · conflicted files: unknown'
      : '';
  return (
    `State: **${cls}** · ${drift.behind} behind, ${drift.ahead} ahead · base ${code(drift.base)} at ${code(drift.baseSha)} · ` +
    `evaluated head ${code(drift.headSha)}${files}`
  );
}

/** Title and summary of the `mergexo/rebase` check run; the summary states the state decided on. */
export function checkOutput(input: MessageInput): { title: string; summary: string } {
  const { cls, drift, policy } = input;
  let title: string;
  const body: string[] = [];
  if (cls === 'up_to_date') {
    title = `Up to date with ${drift.base}`;
    body.push(
      input.updatedByMergexo
        ? `mergexo merged ${code(drift.base)} into the branch (a merge commit, no rebase).`
        : `The head contains every commit of ${code(drift.base)}.`,
    );
  } else if (cls === 'behind') {
    title = `${plural(drift.behind, 'commit')} behind ${drift.base}`;
    body.push(`Commits on ${code(drift.base)} the branch does not have yet (newest first):`, ...missingList(drift));
    body.push(...refusalLines(input));
    body.push('', `Merge ${code(drift.base)} into the branch (no rebase) to pass this check.`);
  } else {
    title =
      drift.files && drift.files.length > 0
        ? `Conflicts with ${drift.base} in ${plural(drift.files.length, 'file')}`
        : `Conflicts with ${drift.base}`;
    body.push(
      ...(drift.files ? filesList(drift.files) : ['The conflicted files are unknown (no local git in this run).']),
    );
    body.push('', `Merge ${code(drift.base)} into the branch and resolve the conflicts to pass this check.`);
  }
  if (policy.urgency !== 'blocking') {
    title = `${title} (not blocking: urgency is ${policy.urgency})`;
  }
  return { title: plainLine(title), summary: [...body, '', stateLine(input)].join('\n') };
}

/** The blocking check when drift could not be measured: the gate fails closed and says why. */
export function undecidableCheckOutput(base: string, reason: string): { title: string; summary: string } {
  return {
    title: plainLine(`Could not tell whether the branch is up to date with ${base}`),
    summary:
      `mergexo could not measure this PR's drift from ${code(base)}: ${mdText(reason)}.\n\n` +
      'The check fails until a run can decide; re-run the workflow (or wait for the next push to the base).\n\n' +
      'State: **unknown**',
  };
}

/**
 * The blocking check when this PR is up to date but its head commit also heads an open PR that is
 * not: a check counts for every PR on its commit. `line` is core's shared-head line (mergexo's own words).
 */
export function sharedHeadCheckOutput(
  own: { summary: string },
  failing: readonly PullPart[],
  line: string,
): { title: string; summary: string } {
  return {
    title: plainLine(`This commit also heads ${failingNames(failing)}, which is not up to date with its base`),
    summary: `${line}\n\nThis PR on its own:\n\n${own.summary}`,
  };
}

/** A check's title and summary, from what the plan says it says. */
export function checkText(says: CheckSays): { title: string; summary: string } {
  return says.kind === 'drift' ? checkOutput(says.facts) : undecidableCheckOutput(says.base, says.reason);
}

/** Why a PR got no writes, in words. */
export function skipText(reason: SkipReason): string {
  return reason.kind === 'head-moved'
    ? 'the PR head moved while this run evaluated it; the next run judges the new head'
    : reason.reason;
}

// ---- the per-commit verdict ---------------------------------------------------------------------

/** Why a PR on a commit keeps the commit from passing, in mergexo's own words (branch names stay out). */
export function partReason(why: 'unknown' | 'behind' | 'conflicting' | 'unjudged'): string {
  switch (why) {
    case 'unknown':
      return 'drift from its base unknown';
    case 'behind':
      return 'behind its base';
    case 'conflicting':
      return 'conflicts with its base';
    case 'unjudged':
      return 'could not be judged (GitHub did not answer)';
  }
}

export function unjudgedLog(number: number, error: string): string {
  return `PR #${number} on the same commit could not be judged: ${error}`;
}

// ---- merge groups -------------------------------------------------------------------------------

export type GroupFinding =
  | { kind: 'up'; base: string | undefined; baseSha: string }
  | { kind: 'no-base' }
  | { kind: 'not-contained'; baseSha: string; status: string }
  | { kind: 'compare-failed'; baseSha: string; error: string };

export function groupReason(f: GroupFinding): string {
  switch (f.kind) {
    case 'up':
      return `the queue built it on ${f.base ?? 'the base'} at ${f.baseSha}, so it is up to date by construction`;
    case 'no-base':
      return 'the merge_group payload names no base commit, so the group cannot be shown to be up to date';
    case 'not-contained':
      return `it does not contain the base commit ${f.baseSha} it was built on (${f.status})`;
    case 'compare-failed':
      return `GitHub could not compare it with the base commit ${f.baseSha}: ${f.error}`;
  }
}

export function groupSkipReason(
  why:
    | { kind: 'not-blocking'; urgency: string; checkName: string }
    | { kind: 'other-base'; base: string; watched: string },
): string {
  return why.kind === 'not-blocking'
    ? `urgency is ${why.urgency}: ${why.checkName} is a check only with urgency blocking`
    : `the merge group targets ${why.base}; this step watches the base '${why.watched}' (input 'base')`;
}

/** The check on a merge group commit. */
export function groupCheckOutput(group: MergeGroupEvent, up: boolean, why: string): { title: string; summary: string } {
  return {
    title: up ? 'Merge group: up to date with its base' : 'Merge group: not shown to be up to date',
    summary:
      `Merge group ${code(group.headSha)} (${code(group.headRef)}): ${mdText(why)}.\n\n` +
      'The queue lands a group by fast-forwarding the base to it, and rebuilds its groups when the base moves, ' +
      'so a group commit never lands behind its base.',
  };
}

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

export function apiUnansweredReason(error: string): string {
  return `GitHub did not answer (${error})`;
}

export function baseNotFetchedReason(base: string): string {
  return `the base branch ${base} could not be fetched`;
}

export const NOT_MEASURED = 'not measured';

export function cannotCompareReason(headSha: string, base: string): string {
  return `GitHub cannot compare ${headSha} with ${base}`;
}

export const MERGEABLE_PENDING_REASON =
  'GitHub has not finished computing whether the PR conflicts; the next run asks again';

export const HEAD_MOVED_REASON = 'the PR head moved while this run evaluated it';

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

/**
 * The drift phase's words: the status comment, the blocking check, the reasons a PR's drift is unknown, a
 * PR's part on a shared head and the merge group's check, rendered from what decide.ts decided. Nothing here
 * feeds a decision (decide.ts compares fingerprints of facts, never these words).
 */
import type { MergeGroupEvent } from '../../core/merge-group.js';
import { failingNames } from '../../core/pr/commit-verdict-messages.js';
import type { PullPart } from '../../core/pure/commit-verdict.js';
import { mdCode as code, mdText, plainLine, plural, shellWord, short } from '../../core/untrusted.js';
import { workflowRefusalFix } from '../../core/workflow-refusal.js';
import { codePointPrefix } from '../../core/utf8.js';
import type { CheckSays, Drift, DriftPartReason, GroupSkip, NoticeFacts, SkipReason, UpdateRefusal } from './decide.js';
import type { DriftUnknown, FetchMiss } from './unknown.js';

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
export function undecidableCheckOutput(base: string, reason: DriftUnknown): { title: string; summary: string } {
  return {
    title: plainLine(`Could not tell whether the branch is up to date with ${base}`),
    summary:
      `mergexo could not measure this PR's drift from ${code(base)}: ${mdText(driftUnknownText(reason))}.\n\n` +
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
    : driftUnknownText(reason.reason);
}

// ---- the per-commit verdict ---------------------------------------------------------------------

/** Why a PR on a commit keeps the commit from passing, in mergexo's own words (branch names stay out). */
export function partReason(why: DriftPartReason): string {
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

export function groupSkipReason(why: GroupSkip): string {
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

// ---- why drift is unknown ----------------------------------------------------------------------

/** Why a PR's drift is unknown, in words: the check's summary and the run's log line say this. */
export function driftUnknownText(why: DriftUnknown): string {
  switch (why.kind) {
    case 'cannot-compare':
      return `GitHub cannot compare ${why.headSha} with ${why.base}`;
    case 'mergeable-pending':
      return 'GitHub has not finished computing whether the PR conflicts; the next run asks again';
    case 'head-moved':
      return 'the PR head moved while this run evaluated it';
    case 'unanswered':
      return `GitHub did not answer (${why.said})`;
    case 'comments-unanswered':
      return 'GitHub did not answer for its older comments';
    case 'not-measured':
      return 'not measured';
    case 'base-not-fetched':
      return baseNotFetchedReason(why.base);
    case 'unfetched':
      return fetchMissText(why.miss);
    case 'uncounted':
      return `git could not count commits: ${why.said}`;
    case 'unmerged':
      return `git could not test-merge ${why.base} into the head: ${why.said}`;
  }
}

/** Which ref of a PR a local git could not fetch (drift's reason, and the collision phase's `unread`). */
export function fetchMissText(miss: FetchMiss): string {
  switch (miss.kind) {
    case 'pull-ref-unserved':
      return `GitHub does not serve refs/pull/${miss.number}/head`;
    case 'base-unfetched':
      return baseNotFetchedReason(miss.base);
    case 'head-unfetched':
      return `head commit ${miss.headSha} could not be fetched`;
  }
}

export function baseNotFetchedReason(base: string): string {
  return `the base branch ${base} could not be fetched`;
}

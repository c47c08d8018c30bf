import { mdCode as code, mdText, plainLine, shellWord, short } from '../core/untrusted.js';
import { isWorkflowRefusal, workflowRefusalFix } from '../core/workflow-refusal.js';
import type { Drift, DriftClass, Policy } from './decide.js';

/** Everything a message depends on; the same inputs always give the same text, so reruns write nothing. */
export interface MessageInput {
  cls: DriftClass;
  drift: Drift;
  policy: Policy;
  /** mergexo asked GitHub to merge the base into the branch in this run. */
  updatedByMergexo: boolean;
  /** GitHub refused mergexo's update of the branch, in its own words. */
  updateRefusal?: string;
}

const MAX_FILES = 50;
const SUBJECT_CHARS = 120;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Commit subjects are written by anyone: clipped, then one line of defused text (file names go in code spans). */
function subject(s: string): string {
  return mdText(s.length > SUBJECT_CHARS ? `${s.slice(0, SUBJECT_CHARS - 1)}…` : s);
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

/** Why mergexo did not bring the branch up to date itself, and the fix when the token is the cause. */
function refusalLines(input: MessageInput): string[] {
  const { updateRefusal, drift } = input;
  if (!updateRefusal) return [];
  return [
    '',
    `mergexo tried to merge ${code(drift.base)} into this branch and GitHub refused: ${mdText(updateRefusal.replace(/\.$/, ''))}.`,
    ...(isWorkflowRefusal(updateRefusal)
      ? ['', workflowRefusalFix(drift.base, input.policy.urgency === 'blocking')]
      : []),
  ];
}

function gateLine(policy: Policy): string[] {
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
 * not: a check counts for every PR on its commit. `failing` and `line` are mergexo's own words.
 */
export function sharedHeadCheckOutput(
  own: { summary: string },
  failing: string,
  line: string,
): { title: string; summary: string } {
  return {
    title: plainLine(`This commit also heads ${failing}, which is not up to date with its base`),
    summary: `${line}\n\nThis PR on its own:\n\n${own.summary}`,
  };
}

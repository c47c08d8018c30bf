/**
 * The comments ci-wait leaves on a PR, in words: a finding (CI failed, a conflict, a merge that failed, a
 * timeout), the hold, and a finding as it reads once the PR moved past it. Rendered from the plan's facts
 * (`./rules/`); what came from elsewhere goes through src/core/untrusted.ts.
 */
import { markerlessText } from '../core/pure/markers.js';
import { mdCode as code, mdFence, mdLink, mdText, shellWord, short } from '../core/untrusted.js';
import { workflowRefusalFix } from '../core/workflow-refusal.js';
import type { MergeMethod, Outcome } from './rules/decide.js';
import { mergeStatus, type Reason, type UpdateRefusal } from './rules/reason.js';
import type { CheckItem } from './rules/selection.js';
import { excerpt, OUTCOME_WORDS, reasonText, reasonWords, updateRefusalWords } from './messages.js';

export interface MessageContext {
  head: string;
  baseRef: string;
  headRef: string;
  attempt: number;
  maxAttempts: number;
  failedLabel: string;
  conflictLabel: string;
  needsHumanLabel: string;
  checkName: string;
}

function roundLine(ctx: MessageContext): string {
  return (
    `This is failed round ${ctx.attempt} of ${ctx.maxAttempts}; after ${ctx.maxAttempts} ci-wait hands the PR to a ` +
    `human (label ${code(ctx.needsHumanLabel)}).`
  );
}

function checkEntry(check: CheckItem): string {
  const details = mdLink('details', check.url);
  const head = `- ${code(check.name)}: **${mdText(check.conclusion)}**${details ? ` (${details})` : ''}`;
  const text = excerpt(check.output);
  return text ? `${head}\n\n${mdFence(text).replace(/^/gm, '  ')}` : head;
}

export function ciFailedText(ctx: MessageContext, failed: readonly CheckItem[], pending: readonly CheckItem[]): string {
  const lines = [
    `### ❌ CI failed on ${code(short(ctx.head))}`,
    '',
    `${failed.length === 1 ? 'One check' : `${failed.length} checks`} failed on head ${code(ctx.head)}:`,
    '',
    ...failed.map(checkEntry),
  ];
  if (pending.length > 0) {
    lines.push('', `Still running when ci-wait stopped waiting: ${pending.map((c) => code(c.name)).join(', ')}.`);
  }
  lines.push(
    '',
    '**What to do:** fix what the checks report and push a new commit. If a check failed for reasons that have ' +
      'nothing to do with this PR, re-run it from its details page; ci-wait judges the re-run.',
    '',
    roundLine(ctx),
  );
  return lines.join('\n');
}

/** ci-wait's attempt to merge the base in, refused by GitHub, and the fix when the token is the cause. */
function updateRefusalLines(ctx: MessageContext, updateRefusal: UpdateRefusal | undefined): string[] {
  if (!updateRefusal) return [];
  const base = code(ctx.baseRef);
  return [
    '',
    `ci-wait tried to merge ${base} into the branch and GitHub refused: ${mdText(updateRefusalWords(updateRefusal).replace(/\.$/, ''))}.`,
    ...(updateRefusal.kind === 'workflows' ? ['', workflowRefusalFix(ctx.baseRef, true)] : []),
  ];
}

export function conflictText(ctx: MessageContext, updateRefusal: UpdateRefusal | undefined): string {
  const base = code(ctx.baseRef);
  return [
    `### ⚠️ This PR conflicts with ${base}`,
    '',
    `GitHub cannot merge head ${code(ctx.head)} into ${base} without conflicts, so it cannot land, and CI may not run.`,
    ...updateRefusalLines(ctx, updateRefusal),
    '',
    `**What to do:** merge ${base} into the branch, resolve the conflicts, and push:`,
    '```sh',
    `git fetch origin ${shellWord(ctx.baseRef)}`,
    `git merge ${shellWord(`origin/${ctx.baseRef}`)}`,
    '# resolve the conflicts, then: git add <files> && git commit',
    'git push',
    '```',
    "Merge rather than rebase: a rebase rewrites the PR's history.",
    '',
    roundLine(ctx),
  ].join('\n');
}

export function mergeFailedText(
  ctx: MessageContext,
  method: MergeMethod,
  reason: Reason,
  updateRefusal?: UpdateRefusal,
): string {
  // The branch had to be brought up to date first and GitHub would not let this token do it.
  if (updateRefusal?.kind === 'workflows') {
    const base = code(ctx.baseRef);
    return [
      '### ⛔ Merge refused: the branch could not be updated',
      '',
      `ci-wait found every check passing on ${code(short(ctx.head))}, but the branch is behind ${base}, which branch ` +
        `protection requires it to be up to date with. GitHub refused to merge ${base} into the branch: ` +
        `${mdText(updateRefusalWords(updateRefusal).replace(/\.$/, ''))}.`,
      '',
      workflowRefusalFix(ctx.baseRef, true),
      '',
      `**What to do now:** merge ${base} into the branch yourself and push (CI then runs on the new head):`,
      '```sh',
      `git fetch origin ${shellWord(ctx.baseRef)}`,
      `git merge ${shellWord(`origin/${ctx.baseRef}`)}`,
      'git push',
      '```',
      '',
      roundLine(ctx),
    ].join('\n');
  }
  const status = mergeStatus(reason);
  const hint =
    status === 409
      ? 'The head moved after ci-wait checked it; the run for the new head decides.'
      : status === 405
        ? 'Branch protection still blocks the merge (required reviews or checks, or the branch is behind its base). ' +
          'Satisfy the rule, then re-run ci-wait.'
        : "Check the PR's merge box for what GitHub requires, then re-run ci-wait.";
  return [
    '### ⛔ Merge refused',
    '',
    `ci-wait found every check passing on ${code(short(ctx.head))} and asked GitHub to merge it (${method}). ${mdText(reasonWords(reason))}.`,
    '',
    `**What to do:** ${hint}`,
    '',
    roundLine(ctx),
  ].join('\n');
}

/** A round that never finished: a check still running, or GitHub never computing whether the PR can merge. */
export function timeoutText(ctx: MessageContext, reason: Reason, pending: readonly CheckItem[]): string {
  const still = pending.length > 0 ? pending.map((c) => code(c.name)).join(', ') : undefined;
  return [
    `### ⏱️ ci-wait timed out on ${code(short(ctx.head))}`,
    '',
    `ci-wait stopped waiting on head ${code(ctx.head)}: ${mdText(reasonText('timeout', reason))}.`,
    ...(still ? ['', `Still running: ${still}.`] : []),
    '',
    '**What to do:** look at why it never finished (a hung or queued job, a check that never reports), then re-run ' +
      'it or push a new commit; the next event, or a re-run of ci-wait, judges the result.',
    '',
    roundLine(ctx),
  ].join('\n');
}

/** The finding comment an outcome calls for, if it calls for one. */
export function findingText(
  ctx: MessageContext,
  finding: {
    outcome: Outcome;
    reason: Reason;
    failed: readonly CheckItem[];
    pending: readonly CheckItem[];
    mergeMethod?: MergeMethod;
    updateRefusal?: UpdateRefusal;
  },
): string | undefined {
  switch (finding.outcome) {
    case 'ci_failed':
      return ciFailedText(ctx, finding.failed, finding.pending);
    case 'conflict':
      return conflictText(ctx, finding.updateRefusal);
    case 'merge_failed':
      return mergeFailedText(ctx, finding.mergeMethod ?? 'merge', finding.reason, finding.updateRefusal);
    case 'timeout':
      return timeoutText(ctx, finding.reason, finding.pending);
    default:
      return undefined;
  }
}

export function holdText(ctx: MessageContext, tamper: readonly string[] = []): string {
  if (tamper.length > 0) {
    return [
      '### 🙋 Handing this PR to a human',
      '',
      "Someone who pushes to this PR edited or deleted mergexo's comments on it. ci-wait's count of failed rounds " +
        "does not depend on them (its check keeps a copy), but a change to mergexo's record is for a person to " +
        'look at. ci-wait stops acting on the PR: no more labels, comments, branch updates or merges from ci-wait, ' +
        'and its check fails.',
      '',
      ...tamper.map((line) => `- ${mdText(line)}`),
      '',
      `A person should look at who changed what. Remove the label ${code(ctx.needsHumanLabel)} to let ci-wait act ` +
        'again; the count of failed rounds then starts over from what ci-wait sees then.',
    ].join('\n');
  }
  return [
    '### 🙋 Handing this PR to a human',
    '',
    `ci-wait has counted ${ctx.attempt} failed rounds on this PR (limit \`max-attempts: ${ctx.maxAttempts}\`) and stops ` +
      'acting on it: no more labels, comments, branch updates or merges from ci-wait.',
    '',
    `A person should look at what keeps failing. Remove the label ${code(ctx.needsHumanLabel)} to let ci-wait act ` +
      'again; the count of failed rounds then starts over.',
  ].join('\n');
}

/** The finding comment as it reads once the PR moved past it (its original text kept folded). */
export function resolvedText(original: string, now: { outcome: Outcome; head: string; sameHead: boolean }): string {
  const outcome = `**${OUTCOME_WORDS[now.outcome]}**`;
  const status = !now.sameHead
    ? `**Outdated**: the PR moved on to ${code(short(now.head))} (${outcome}).`
    : now.outcome === 'success' || now.outcome === 'merged'
      ? `**Resolved**: on ${code(short(now.head))} the outcome is now ${outcome}.`
      : `**Superseded**: on ${code(short(now.head))} the outcome is now ${outcome}.`;
  return [status, '', '<details><summary>Earlier report</summary>', '', original, '', '</details>'].join('\n');
}

/** The finding text of a comment: its body without the marker line. */
export function bodyWithoutMarker(body: string): string {
  return markerlessText(body);
}

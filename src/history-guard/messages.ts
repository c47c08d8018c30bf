import { mdCode, short } from '../core/untrusted.js';
import type { GuardState, Transition } from './decide.js';
import type { HistoryGuardSettings } from './settings.js';

const DESCRIBE: Record<Transition, string> = {
  first: 'first head seen',
  identical: 'same head as the last accepted one',
  ahead: 'new commits on top of the last accepted head',
  behind: 'the branch was reset to an older commit',
  diverged: 'the branch was rewritten (rebase, amend or force-push)',
};

export function describeTransition(t: Transition): string {
  return DESCRIBE[t];
}

export function stateCommentText(state: GuardState, prNumber: number): string {
  if (state.status === 'accepted') {
    return (
      `**mergexo/history-guard**: history is append-only. Last accepted head: \`${state.accepted}\`.\n\n` +
      "<sub>mergexo keeps this PR's state in this comment; edits by anyone else make it untrusted.</sub>"
    );
  }
  return (
    `**mergexo/history-guard**: ⛔ PR #${prNumber} is blocked. Expected a descendant of \`${state.accepted}\`, ` +
    `observed \`${state.observed ?? 'unknown'}\`. The comment below says how to unblock it.\n\n` +
    "<sub>mergexo keeps this PR's state in this comment; edits by anyone else make it untrusted.</sub>"
  );
}

function dispatch(settings: HistoryGuardSettings, pr: number, acceptHead?: string): string {
  return (
    `gh workflow run ${settings.operatorWorkflow} -f mode=unblock -f pull-request=${pr}` +
    (acceptHead ? ` -f accept-head=${acceptHead}` : '')
  );
}

export function blockCommentText(
  state: GuardState,
  transition: Transition,
  prNumber: number,
  settings: HistoryGuardSettings,
): string {
  const observed = state.observed ?? 'unknown';
  const backups = state.backupRefs ?? [];
  const backupLine =
    backups.length > 0
      ? backups.map((r) => mdCode(r, { table: true })).join(', ')
      : '_(could not be created; see the workflow log. The commits stay in GitHub until garbage-collected.)_';
  const fetchRef = backups[0] ?? state.accepted;
  if (state.refusedHead) {
    return [
      '### ⛔ mergexo/history-guard blocked this pull request',
      '',
      `Its head \`${observed}\` already carries a refusal written by mergexo (${state.refusedHead}), for this PR ` +
        'or another one with the same head. A commit mergexo refused is not a new first head: the check on a ' +
        'commit counts for every PR it heads, so opening another PR cannot turn it green.',
      '',
      `Someone with \`${settings.unblockPermission}\` permission can review the head and accept it as this PR's baseline:`,
      '```sh',
      dispatch(settings, prNumber, observed),
      '```',
    ].join('\n');
  }
  if (state.tampered) {
    return [
      '### ⛔ mergexo/history-guard blocked this pull request',
      '',
      `mergexo's record of this PR's accepted history was altered by someone else: ${state.tampered}. ` +
        'Without a trusted record no push can be proven append-only, so the PR is blocked.',
      '',
      `Current head: \`${observed}\`. Someone with \`${settings.unblockPermission}\` permission can review it and accept it as the new baseline:`,
      '```sh',
      dispatch(settings, prNumber, observed),
      '```',
    ].join('\n');
  }
  return [
    `### ⛔ mergexo/history-guard blocked this pull request`,
    '',
    `Pull request history must be append-only: every new head has to descend from the last accepted head. ` +
      `This push does not: ${describeTransition(transition)}.`,
    '',
    '| | commit |',
    '| --- | --- |',
    `| Expected: last accepted head | \`${state.accepted}\` |`,
    `| Observed: current head | \`${observed}\` |`,
    ...(state.overwritten?.length
      ? [`| Overwritten heads (GitHub's timeline) | ${state.overwritten.map((o) => `\`${o}\``).join(', ')} |`]
      : []),
    `| Overwritten commits kept at | ${backupLine} |`,
    '',
    `The check \`${settings.checkName}\` fails and the label \`${settings.blockedLabel}\` stays until an operator ` +
      'unblocks the PR. New pushes do not lift the block. There are two ways out:',
    '',
    '**1. Restore history** (the author): bring the accepted commits back under the branch, then ask a maintainer to unblock.',
    '```sh',
    `git fetch origin ${fetchRef}`,
    `git merge ${short(state.accepted)}   # or rebuild your change on top of ${short(state.accepted)}`,
    'git push',
    dispatch(settings, prNumber),
    '```',
    '',
    `**2. Accept the rewritten head** (someone with \`${settings.unblockPermission}\` permission, after reviewing it):`,
    '```sh',
    dispatch(settings, prNumber, observed),
    '```',
  ].join('\n');
}

export function unblockedCommentText(state: GuardState, how: string, actor: string, previous: GuardState): string {
  return [
    `### ✅ mergexo/history-guard: unblocked by @${actor}`,
    '',
    how === 'accepted-head'
      ? `@${actor} accepted the rewritten head \`${state.accepted}\` as the new baseline.`
      : `History is restored: the head \`${state.accepted}\` descends from the last accepted head \`${previous.accepted}\`.`,
    '',
    'Later pushes must build on this head.',
  ].join('\n');
}

import { conjoin, type PullPart } from '../core/pure/commit-verdict.js';
import { failingNames, sharedHeadLine } from '../core/pr/commit-verdict-messages.js';
import type { MergeGroupEvent } from '../core/merge-group.js';
import type { SummaryTable } from '../core/report.js';
import { htmlCode, htmlLink, htmlText, logLine, mdCode, mdText, plural, short } from '../core/untrusted.js';
import type {
  GuardDecision,
  GuardState,
  HiddenRewrite,
  RewriteSighting,
  Transition,
  UnblockDecision,
  UnblockRefusal,
} from './decide.js';
import type { BlockedEntry, DeferredWrite, GuardNote, GuardResult, StaysBlocked, UnblockOutcome } from './types.js';
import { verdictReserve } from '../core/github/rate-budget.js';
import { utcTime } from '../core/github/wait-budget.js';
import type { GroupFailure, GroupMemberFailure, GroupResult } from './group-types.js';
import type { HistoryGuardSettings } from './settings.js';

/** A check run's output: what the Checks tab shows. */
export interface CheckText {
  title: string;
  summary: string;
}

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

/** The rewrites a block names, as its comment and an operator's refusal state them. */
export function describeRewrites(rewrites: readonly RewriteSighting[]): string {
  return rewrites
    .map((r) => `${r.source === 'timeline' ? 'force-push' : 'push'} by @${r.by}${r.at ? ` at ${r.at}` : ''}`)
    .join(', ');
}

/** Why an operator's unblock was refused, and what to do instead. */
export function unblockRefusalText(reason: UnblockRefusal): string {
  switch (reason.kind) {
    case 'head-moved':
      return (
        `accept-head ${reason.acceptHead} is not the PR's current head (${reason.head}); the branch moved since it ` +
        'was chosen. Review the new head and run again with accept-head set to it.'
      );
    case 'no-record':
      return 'history-guard has no record of this PR: it was never evaluated, so nothing is blocked.';
    case 'not-blocked':
      return `the PR is not blocked, and its head ${reason.head} does not descend from ${reason.accepted}.`;
    case 'refused-head':
      return (
        `this head was already refused by mergexo (${reason.refusedHead}); review it and run again with ` +
        `accept-head=${reason.head}.`
      );
    case 'overwritten-head-gone':
      return (
        `GitHub recorded a rewrite of the branch (history rewritten: ${describeRewrites(reason.rewrites)}) but no ` +
        'longer has the head it overwrote, so restored history cannot be shown; review the head and run again ' +
        `with accept-head=${reason.head}.`
      );
    case 'not-restored':
      return (
        `history is not restored: the head ${reason.head} does not descend from the last accepted head ` +
        `${reason.accepted}. Merge the backup ref into the branch and push, or run again with accept-head set to ` +
        'the current head.'
      );
  }
}

function dispatch(settings: HistoryGuardSettings, pr: number, acceptHead?: string): string {
  return (
    `gh workflow run ${settings.operatorWorkflow} -f mode=unblock -f pull-request=${pr}` +
    (acceptHead ? ` -f accept-head=${acceptHead}` : '')
  );
}

/**
 * Overwritten heads no backup ref keeps (GitHub wants `workflows` for a ref at them), as the block comment's "kept
 * at" cell says it (no newline, no pipe): never claimed kept, and how to keep them.
 */
function unkeptText(shas: readonly string[]): string {
  const list = shas.map((sha) => mdCode(sha, { table: true })).join(', ');
  const [changes, them] = shas.length === 1 ? ['changes', 'it'] : ['change', 'them'];
  return (
    `_(not kept: ${list} ${changes} a file under \`.github/workflows/\`, and GitHub lets only a token with the ` +
    `\`workflows\` permission create a ref at such commits; \`GITHUB_TOKEN\` never has it. No ref holds ${them} now: ` +
    `GitHub keeps ${them} only until it garbage-collects ${them}, and the author's clone still has ${them} ` +
    `(\`git reflog\`). To keep ${them}, push ${them} to a branch with a token that may write workflows.)_`
  );
}

/** The comment on a blocked PR. It never claims a commit is kept when no ref holds it (`state.unkept`). */
export function blockCommentText(
  state: GuardState,
  transition: Transition,
  prNumber: number,
  settings: HistoryGuardSettings,
): string {
  const observed = state.observed ?? 'unknown';
  const backups = state.backupRefs ?? [];
  const kept = backups.map((r) => mdCode(r, { table: true })).join(', ');
  const unkept = state.unkept ?? [];
  const backupLine =
    unkept.length > 0
      ? [kept, unkeptText(unkept)].filter((x) => x !== '').join('; ')
      : kept || '_(could not be created; see the workflow log. The commits stay in GitHub until garbage-collected.)_';
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
  if (state.cause) {
    // Restoring history cannot lift either of these: only an operator's accept-head can.
    const why =
      state.cause.kind === 'overwritten-head-gone'
        ? `GitHub recorded a rewrite of this PR's branch (${describeRewrites(state.cause.rewrites)}) that mergexo ` +
          'had not accepted, and no longer has the head it overwrote, so no push can show that history was restored.'
        : "mergexo's record of this PR's accepted history was altered by someone else. " +
          'Without a trusted record no push can be proven append-only, so the PR is blocked.';
    return [
      '### ⛔ mergexo/history-guard blocked this pull request',
      '',
      why,
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

/** Worded from the stored state, so a re-run of the same head (or one resumed after a crash) reads the same. */
function acceptedTitle(state: GuardState): string {
  if (state.via === 'unblocked') return 'History is append-only (accepted by an operator)';
  return `History is append-only (${state.via ?? 'ahead'})`;
}

/**
 * A block that does not rest on ancestry (a refused head, an altered record) is named from the
 * stored state, so a re-run of the same head reads the same whatever its transition is now.
 */
function blockedTitle(state: GuardState, transition: Transition): string {
  if (state.refusedHead) return 'Blocked: mergexo already refused this commit';
  if (state.overwritten) return "Blocked: history rewritten (a force-push on GitHub's timeline)";
  if (state.cause) return "Blocked: mergexo's record of this PR was altered";
  return `Blocked: history rewritten (${transition})`;
}

/** The title of a commit whose own PR passes but which also heads a failing one. */
function sharedBlockTitle(parts: readonly PullPart[]): string {
  return `Blocked: this commit also heads ${failingNames(parts)}, which is blocked`;
}

/** The log's line when a block took ci-wait's ready mark back (`ready-mark`). */
export function readyTakenBackLine(number: number): string {
  return `#${number}: ready for review mark taken back: history-guard blocks the PR.`;
}

export function readyNotTakenBackLine(number: number, error: string): string {
  return `#${number}: could not take the ready for review mark back (${error}); the block stands.`;
}

/** Why a blocked PR fails the commit it heads, as other PRs' checks on that commit name it. */
export function blockedPartReason(transition: Transition): string {
  return `blocked, history rewritten (${transition})`;
}

/** The check on the head of PR `number`, judged as `decision` beside the other PRs on the commit (`parts`). */
export function guardCheckText(
  decision: GuardDecision,
  head: string,
  previous: GuardState | undefined,
  parts: readonly PullPart<Transition>[],
  number: number,
): CheckText {
  const next = decision.next;
  const lines = [
    `Transition: **${decision.transition}** (${describeTransition(decision.transition)}).`,
    `Last accepted head: \`${next.accepted}\`.`,
  ];
  if (decision.verdict === 'blocked') {
    lines.push(`Expected head: a descendant of \`${next.accepted}\`.`, `Observed head: \`${head}\`.`);
    if (next.overwritten?.length)
      lines.push(`Overwritten heads GitHub recorded: ${next.overwritten.map((o) => `\`${o}\``).join(', ')}.`);
    if (next.refusedHead) lines.push(`This commit was already refused by mergexo: ${next.refusedHead}.`);
    if (next.backupRefs?.length)
      lines.push(`Overwritten commits kept at: ${next.backupRefs.map((r) => `\`${r}\``).join(', ')}.`);
    if (previous?.status === 'blocked')
      lines.push('The PR was already blocked; pushes do not lift a block, an operator does.');
  }
  const shared = sharedHeadLine(number, parts, blockedPartReason);
  if (shared) lines.push(shared);
  const title = !conjoin(parts).pass
    ? decision.verdict === 'accepted'
      ? sharedBlockTitle(parts)
      : blockedTitle(next, decision.transition)
    : acceptedTitle(next);
  return { title, summary: lines.join('\n\n') };
}

/** The check an operator's unblock writes on the PR head, beside the other PRs on the commit (`parts`). */
export function unblockCheckText(
  how: Extract<UnblockDecision, { ok: true }>['how'],
  actor: string,
  head: string,
  previous: GuardState,
  parts: readonly PullPart<Transition>[],
  number: number,
): CheckText {
  const shared = sharedHeadLine(number, parts, blockedPartReason);
  return {
    title: !conjoin(parts).pass
      ? sharedBlockTitle(parts)
      : how === 'accepted-head'
        ? 'Rewritten head accepted by an operator'
        : 'History restored',
    summary:
      `Unblocked by @${actor} (${how}).\n\nLast accepted head: \`${head}\`.` +
      (previous.status === 'blocked' ? `\n\nPreviously expected a descendant of \`${previous.accepted}\`.` : '') +
      (shared ? `\n\n${shared}` : ''),
  };
}

/** The check on a merge group commit: each PR of the group and why one fails. */
export function groupCheckText(group: MergeGroupEvent, result: GroupResult): CheckText {
  const lines = [`Merge group ${mdCode(group.headSha)} (${mdCode(group.headRef)}).`];
  if (result.why) lines.push(groupWhy(result.why));
  for (const m of result.members) {
    lines.push(
      m.pass
        ? `- PR #${m.number}: accepted at \`${m.guard?.observedHead ?? ''}\`, which the group commit contains.`
        : `- PR #${m.number}: fails: ${m.reason ? groupMemberReason(m.reason) : 'refused'}.`,
    );
  }
  lines.push(
    'The group holds the PR its ref names and every PR ahead of it in the queue; each is judged as on a push, and ' +
      'the group passes only when every one of them is accepted and its accepted head is in the group commit.',
  );
  const failing = result.members.filter((m) => !m.pass).map((m) => `#${m.number}`);
  const title =
    result.verdict === 'accepted'
      ? `Every PR in this merge group is append-only (${result.members.map((m) => `#${m.number}`).join(', ')})`
      : failing.length
        ? `Blocked: ${failing.join(', ')} in this merge group`
        : 'Blocked: the PRs of this merge group are unknown';
  return { title, summary: lines.join('\n\n') };
}

/** Why a PR of a merge group fails the group, in mergexo's own words (an error is quoted as plain text). */
export function groupMemberReason(why: GroupMemberFailure): string {
  switch (why.kind) {
    case 'unjudged':
      return `could not be judged: ${mdText(why.error)}`;
    case 'shares-blocked-head':
      return 'its head also heads a blocked PR';
    case 'blocked':
      return `it is blocked: history rewritten (${why.transition})`;
    case 'uncompared':
      return `GitHub could not compare its accepted head \`${why.head}\` with the group commit`;
    case 'not-in-group':
      return (
        `the group commit does not contain its accepted head \`${why.head}\` (the head moved on after ` +
        "the group was built, or the queue squashes or rebases; history-guard needs the queue's merge method " +
        '"merge")'
      );
  }
}

/** Why a merge group fails before any of its PRs is judged. */
export function groupWhy(why: GroupFailure): string {
  switch (why.kind) {
    case 'unnamed':
      return `The group ref does not name a pull request (${mdCode('pr-<number>-<sha>')}), so no history can be vouched for.`;
    case 'configuration':
      return `Configuration error: ${mdText(why.error)}`;
    case 'unlisted':
      return `mergexo could not tell which PRs this group holds (${mdText(why.error)}), so it cannot pass.`;
  }
}

export function judgingGroupMemberLine(number: number, groupHead: string): string {
  return `Judging PR #${number} of merge group ${groupHead}.`;
}

/** The accepted commit is gone from GitHub: the way forward is an operator's accept-head. */
export function acceptedHeadGoneAdvice(error: string, number: number, head: string): string {
  return (
    `${error} To judge pushes from the current head on, a maintainer can accept it: run the operator ` +
    `workflow with mode=unblock, pull-request=${number}, accept-head=${head}.`
  );
}

export function githubSilentReason(error: string): string {
  return (
    `GitHub did not answer while history was being checked (${error}), even after retries. ` +
    'Nothing was changed; re-run the job once GitHub is healthy.'
  );
}

const DEFERRED_WRITE: Readonly<Record<DeferredWrite, (label: string) => string>> = {
  'add-label': (label) => `the label '${label}'`,
  'remove-label': (label) => `taking the label '${label}' off`,
  'ready-mark': () => 'taking back the ready mark',
  'block-comment': () => 'the block comment (the check carries the state)',
};

/** Writes deferred for the budget, and when they happen. */
function deferredNote(note: Extract<GuardNote, { kind: 'deferred' }>): string {
  const at = utcTime(new Date(note.left.resetAt * 1000));
  return (
    `PR #${note.number}: GitHub's REST budget for this token is nearly spent (${note.left.remaining} of ` +
    `${note.left.limit} requests left until ${at}, below the ${verdictReserve(note.left.limit)} mergexo keeps for ` +
    `verdicts). The verdict is written; deferred: ${note.what.map((w) => DEFERRED_WRITE[w](note.label)).join('; ')}. ` +
    `The PR's next run writes them (its next push, or this job re-run after ${at}).`
  );
}

/** A note of the run, in words (the summary's footer; a backup failure and a deferral are logged as warnings too). */
export function guardNoteText(note: GuardNote): string {
  switch (note.kind) {
    case 'backup-failed':
      if (note.needs !== 'workflows') return `Could not create backup ref ${note.ref}: ${note.said}`;
      return (
        `Could not create backup ref ${note.ref}: ${note.sha} brings changes to a workflow file, and GitHub lets only ` +
        'a token with the `workflows` permission create a ref at it, which GITHUB_TOKEN never has (GitHub said: ' +
        `${note.said}). No ref keeps it; a GitHub App token with Workflows: Read and write would.`
      );
    case 'deferred':
      return deferredNote(note);
    case 'forgiven':
      return forgivenNote(note.number, note.rewrite, note.why);
  }
}

/** A PR `unblock all` left blocked, as the log names it. */
export function stillBlockedLine(number: number, reason: string): string {
  return `PR #${number}: ${reason}`;
}

/** The runner gave no actor: who asked for an unblock cannot be checked, so nobody is let through. */
/** A merge_group event without its base branch: the queue's PRs cannot be listed, so the group is refused. */
export const NO_GROUP_BASE_REASON =
  "the merge_group event's payload names no base branch, so the PRs queued ahead cannot be listed; " +
  'the group is refused because mergexo fails closed when it cannot be sure: add the PRs to the queue again';

/** Why an unblock left PR `number` blocked, in words. */
export function staysBlockedText(number: number, reason: StaysBlocked): string {
  switch (reason.kind) {
    case 'not-open':
      return `PR #${number} is ${reason.state.toLowerCase()}.`;
    case 'refused':
      return unblockRefusalText(reason.refusal);
    case 'undecidable':
      return reason.said;
    case 'error':
      return `error: ${reason.said}`;
  }
}

const staysBlocked = (o: UnblockOutcome): string => (o.reason ? staysBlockedText(o.number, o.reason) : '');

/** A summary note for a force-push the repository accepts (`enforced-since`, `rewrite-allowed-actors`). */
function forgivenNote(number: number, r: HiddenRewrite, why: 'enforced-since' | 'allowed-actor' | undefined): string {
  const who = r.actor ?? r.by;
  const because =
    why === 'enforced-since'
      ? 'GitHub recorded it before enforced-since'
      : `${who} is in rewrite-allowed-actors and authored the PR`;
  return `PR #${number}: the force-push by ${who} at ${r.at} is accepted: ${because}.`;
}

/** Logged when an operator mode runs with `enforcement: observe`: it writes as asked. */
export const OPERATOR_ENFORCES_LINE =
  "enforcement: observe governs what mergexo does on its own; this operator's request is carried out as asked.";

export const CLOSED_LINE = 'The pull request was closed; there is no history to guard.';

/** The job summary of a run on a PR. */
export function guardSummary(number: number, result: GuardResult): SummaryTable {
  return {
    heading: `mergexo/history-guard: PR #${number} ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
    header: ['PR', 'verdict', 'transition', 'expected head', 'observed head'],
    rows: [
      [`#${number}`, result.verdict, result.transition, htmlCode(result.expectedHead), htmlCode(result.observedHead)],
    ],
    ...(result.notes.length ? { footer: result.notes.map((n) => htmlText(guardNoteText(n))).join('<br>') } : {}),
  };
}

/** Why the step fails when the commit is blocked. */
export function guardFailure(number: number, result: GuardResult): string {
  if (result.ownVerdict === 'accepted') {
    const sharedBlock = result.sharedWith.filter((p) => !p.pass);
    return (
      `mergexo/history-guard: PR #${number}'s own history is append-only, but its head ${result.observedHead} is ` +
      `also the head of ${failingNames(sharedBlock)}, which is blocked; a check on a commit ` +
      'counts for every PR it heads, so it stays failing until each of them is accepted.'
    );
  }
  return (
    `mergexo/history-guard: PR #${number} is blocked: history was rewritten (${result.transition}); ` +
    `expected a descendant of ${result.expectedHead}, observed ${result.observedHead}. See the PR comment for the way out.`
  );
}

/** The job summary of a run on a merge group. */
export function groupSummary(group: MergeGroupEvent, result: GroupResult): SummaryTable {
  const where = `merge group ${htmlCode(group.headSha)}`;
  return {
    heading: `mergexo/history-guard: merge group ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
    lead: `${where}, ref ${htmlCode(group.headRef)}${result.why ? `: ${htmlText(groupWhy(result.why))}` : ''}`,
    header: ['PR', 'verdict', 'accepted head', 'in the group commit'],
    rows: result.members.map((m) => [
      `#${m.number}`,
      m.pass ? 'accepted' : 'blocked',
      htmlCode(m.guard?.observedHead ?? ''),
      m.pass ? 'yes' : htmlText(m.reason ? groupMemberReason(m.reason) : ''),
    ]),
  };
}

/** Why the step fails when the merge group is blocked. */
export function groupFailure(group: MergeGroupEvent, result: GroupResult): string {
  const failing = result.members
    .filter((m) => !m.pass)
    .map((m) => `#${m.number} (${logLine(m.reason ? groupMemberReason(m.reason) : '')})`);
  return (
    `mergexo/history-guard: merge group ${group.headSha} is blocked: ` +
    (failing.length ? failing.join('; ') : logLine(result.why ? groupWhy(result.why) : 'its PRs are unknown')) +
    '. See the check on the group commit.'
  );
}

/** The job summary of `mode: list`. */
export function listSummary(blocked: readonly BlockedEntry[]): SummaryTable {
  return {
    heading: `mergexo/history-guard: ${blocked.length} blocked pull request${blocked.length === 1 ? '' : 's'}`,
    header: ['PR', 'title', 'expected head', 'observed head', 'backup refs'],
    rows: blocked.map((b) => [
      htmlLink(`#${b.number}`, b.url),
      htmlText(b.title),
      htmlCode(b.expected),
      htmlCode(b.observed),
      b.backupRefs.map((r) => htmlCode(r)).join('<br>'),
    ]),
  };
}

/** The log of `mode: list`. Titles are the PR's: one log line each, never a workflow command. */
export function blockedListLines(blocked: readonly BlockedEntry[]): string[] {
  if (blocked.length === 0) return ['No blocked pull requests.'];
  return blocked.map((b) => logLine(`#${b.number} ${b.title}`));
}

/** The job summary of `mode: unblock`. */
export function unblockSummary(outcomes: readonly UnblockOutcome[]): SummaryTable {
  return {
    heading: 'mergexo/history-guard: unblock',
    header: ['PR', 'result', 'head', 'detail'],
    rows: outcomes.map((o) => [
      `#${o.number}`,
      o.unblocked ? 'unblocked ✅' : 'still blocked ⛔',
      htmlCode(o.head),
      htmlText(o.how ?? staysBlocked(o)),
    ]),
  };
}

/** Why the step fails when the one PR asked for stays blocked. */
export function unblockFailure(outcome: UnblockOutcome): string {
  return `mergexo/history-guard: PR #${outcome.number} stays blocked: ${logLine(staysBlocked(outcome))}`;
}

/** The warning of `unblock all` for the PRs it left blocked. */
export function unblockWarning(refused: readonly UnblockOutcome[]): string {
  return `${plural(refused.length, 'PR')} ${refused.length === 1 ? 'stays' : 'stay'} blocked: ${refused.map((o) => `#${o.number} (${logLine(staysBlocked(o))})`).join('; ')}`;
}

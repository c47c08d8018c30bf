/**
 * Every word of the collision phase a user reads (rebase-notify's messages.ts holds the rest): the
 * collision comment, the collision check, the log lines. Paths and names are the PRs' own text: they
 * reach markdown only as code spans, the check's title never.
 */
import { mdCode, mdText, plainLine, plural } from '../../core/untrusted.js';
import { baseNotFetchedReason } from '../drift/messages.js';
import type { NameClash, Overlap, PullCollisions } from '../rules/collisions/decide.js';
import type { GroupCollisionsFinding } from '../rules/collisions/decide-group.js';
import type { CollisionsUnknown } from '../rules/collisions/unknown.js';
import { HAND_OVER_RUN_NAME, type HandOverRunFault } from '../rules/collisions/decide-handover.js';
import type { HandOverRefusal } from '../rules/collisions/hand-over-authority.js';

/** Files named per party before "and N more": a comment stays readable when a PR touches hundreds. */
const SHOWN = 10;
/** Parties named in a comment before "and N more PRs". */
const PARTIES = 20;

const files = (paths: readonly string[]) =>
  paths
    .slice(0, SHOWN)
    .map((p) => mdCode(p))
    .join(', ') + (paths.length > SHOWN ? ` and ${paths.length - SHOWN} more` : '');

const party = (other: number | 'base', base: string) => (other === 'base' ? `the base ${mdCode(base)}` : `#${other}`);

const held = (c: NameClash, base: string): string => {
  if (c.other === 'base' && c.base !== undefined)
    return `which the base ${mdCode(c.base)}, which meets ${mdCode(base)} later, already holds at ${files(c.otherPaths)}`;
  if (c.other === 'base') return `which ${party(c.other, base)} already holds at ${files(c.otherPaths)}`;
  const at = `(${files(c.otherPaths)})`;
  if (c.holds === 'handed') return `which an operator handed to #${c.other} ${at}`;
  if (c.holds === 'trusted')
    return (
      `which #${c.other} holds ${at}: a PR from this repository by an author with write access holds a name ` +
      "before a fork's or a read-only author's"
    );
  return `which #${c.other} claimed first ${at}`;
};

function clashLine(c: NameClash, base: string): string {
  return `- ${files(c.paths)} claims the name ${mdCode(c.name)} (${mdCode(c.glob)}), ${held(c, base)}.`;
}

function overlapLine(o: Overlap): string {
  return `- #${o.other} also changes ${files(o.paths)}, to different contents.`;
}

/** The PR's one collision comment: its name clashes, then (with notices on) the PRs changing the same files. */
export function collisionComment(
  facts: { clashes: readonly NameClash[]; overlaps: readonly Overlap[] },
  base: string,
  checkName: string,
): string {
  const parts: string[] = [];
  if (facts.clashes.length > 0) {
    const shown = facts.clashes.slice(0, PARTIES);
    parts.push(
      `**Allocated names taken.** This PR adds a name that another open PR on ${mdCode(base)} holds, or that the ` +
        `base itself already has; only one file may hold it, so ${mdCode(checkName)} fails until this PR renames ` +
        'its file (the holder keeps the name; an operator can hand it to this PR instead):',
      '',
      ...shown.map((c) => clashLine(c, base)),
      ...(facts.clashes.length > shown.length ? [`- and ${facts.clashes.length - shown.length} more.`] : []),
    );
  }
  if (facts.overlaps.length > 0) {
    if (parts.length > 0) parts.push('');
    const shown = facts.overlaps.slice(0, PARTIES);
    parts.push(
      `**Same files as other PRs.** These open PRs on ${mdCode(base)} change files this PR changes; whichever ` +
        'lands second may need to merge the other in (no check fails for this):',
      '',
      ...shown.map(overlapLine),
      ...(facts.overlaps.length > shown.length
        ? [`- and ${plural(facts.overlaps.length - shown.length, 'more PR')}.`]
        : []),
    );
  }
  parts.push('', '_mergexo updates this comment as the PRs change and deletes it once nothing collides._');
  return parts.join('\n');
}

export interface CheckText {
  title: string;
  summary: string;
}

/** The collision check of a PR on its own (the per-commit rule may add the other PRs on the head). */
export function collisionCheckText(c: PullCollisions, base: string): CheckText {
  if (!c.known) {
    return {
      title: 'Collisions could not be determined',
      summary:
        `mergexo could not compare this PR's allocated names with the other open PRs: ${mdText(collisionsUnknownText(c.reason))}. ` +
        'It fails closed until a run can: re-run the rebase-notify workflow, or push to the PR.',
    };
  }
  if (c.clashes.length === 0) {
    return {
      title: 'No allocated name collides',
      summary: `No other open PR on ${mdCode(base)}, nor the base itself, claims a name this PR adds.`,
    };
  }
  const names = [...new Set(c.clashes.map((x) => x.name))];
  const who = [...new Set(c.clashes.map(holderWord))].join(', ');
  return {
    title: plainLine(`${plural(names.length, 'allocated name')} held by ${who}: rename this PR's file`),
    summary: c.clashes.map((x) => clashLine(x, base)).join('\n'),
  };
}

/** Who holds a clash's name, in a title: a PR, the base, or a base that meets it (its name is the PR's text). */
const holderWord = (x: NameClash): string =>
  x.other !== 'base' ? `#${x.other}` : x.base !== undefined ? `the base ${plainLine(x.base)}` : 'the base';

/** A PR's part on a shared head, when it fails, in mergexo's own words. */
export function collisionPartReason(c: PullCollisions): string {
  if (!c.known) return 'collisions could not be determined';
  return `an allocated name is held by ${[...new Set(c.clashes.map(holderWord))].join(', ')}`;
}

export function sharedHeadCollisionTitle(failing: readonly number[]): string {
  return `This commit also heads ${failing.map((n) => `#${n}`).join(', ')}, whose allocated names collide`;
}

function collisionsUnknownReason(why: string): string {
  return `the PR heads could not be compared with git (${why})`;
}

/** Why collisions could not be determined, in words (the reader's words passed through). */
export function collisionsUnknownText(u: CollisionsUnknown): string {
  switch (u.kind) {
    case 'git':
      return collisionsUnknownReason(u.said);
    case 'base-not-fetched':
      return collisionsUnknownReason(baseNotFetchedReason(u.base));
    case 'unread':
      return u.said;
    case 'not-indexed':
      return 'not indexed';
    case 'no-group-base':
      return 'the merge_group event names no base commit';
    case 'api-source':
      return collisionsUnknownReason('drift-source is api');
    case 'comments-unanswered':
      return 'GitHub did not answer for its older comments';
  }
}

/** A PR whose older comments GitHub did not answer: the run goes on, its collision check fails closed. */
export function collisionCommentsUnansweredLog(number: number, error: string): string {
  return (
    `PR #${number}: GitHub did not answer for its older comments (${error}); ` +
    'its collision check fails closed until a run can read them.'
  );
}

export function collisionLog(base: string, compared: number, colliding: number, overlapping: number): string {
  return (
    `Collisions on ${base}: ${plural(compared, 'open PR')} compared; ${colliding} with a colliding allocated name, ` +
    `${overlapping} changing the same files as another.`
  );
}

export function collisionsDeferredLog(count: number): string {
  return `Collision writes for ${plural(count, 'PR')} deferred to the next run (max-writes).`;
}

export function collisionsWithoutGitWarning(why: string): string {
  return (
    `Collisions between PRs need a local git (drift-source auto or git) and none is usable: ${why}. ` +
    'Every collision check is written as failing; same-file notices are not computed. Run rebase-notify with ' +
    "drift-source 'auto' or 'git' on a runner with git 2.38 or later (GitHub's hosted runners have it)."
  );
}

/** The job summary's line on collisions (HTML: mergexo's own words and numbers only). */
export function collisionSummaryLine(o: {
  colliding: readonly number[];
  overlapping: readonly number[];
  notified: readonly number[];
  deferred: readonly number[];
}): string {
  const list = (ns: readonly number[]) =>
    ns
      .slice(0, 20)
      .map((n) => `#${n}`)
      .join(', ') + (ns.length > 20 ? ', …' : '');
  return (
    `Collisions: ${plural(o.colliding.length, 'PR')} colliding${o.colliding.length ? ` (${list(o.colliding)})` : ''}, ` +
    `${o.overlapping.length} changing the same files as another, ${plural(o.notified.length, 'PR')} updated` +
    (o.deferred.length ? `, <b>${o.deferred.length} deferred</b> to the next run (max-writes)` : '') +
    '.'
  );
}

/** The collision check on a merge group commit. */
export function groupCollisionCheckText(finding: GroupCollisionsFinding, base: string): CheckText {
  if (finding.kind === 'unknown') {
    return {
      title: 'Collisions could not be determined',
      summary:
        `mergexo could not compare the names this merge group adds: ${mdText(collisionsUnknownText(finding.reason))}. ` +
        'It fails closed: queue the pull requests again once the cause is mended.',
    };
  }
  if (finding.clashes.length === 0) {
    return {
      title: 'No allocated name collides in this group',
      summary: `No name this merge group adds is held by another path of ${mdCode(base)} with the group merged.`,
    };
  }
  return {
    title: plainLine(`${plural(finding.clashes.length, 'allocated name')} held twice once this group lands`),
    summary: finding.clashes
      .map(
        (c) =>
          `- ${files(c.paths)} claims the name ${mdCode(c.name)} (${mdCode(c.glob)}), as ${files(c.otherPaths)} does.`,
      )
      .join('\n'),
  };
}

export function collisionsFailedLog(error: string): string {
  return `Collisions between PRs could not be compared this run: ${error}. The next run compares them again; re-run the workflow to retry now.`;
}

export const readyTakenBackLog = (number: number): string =>
  `#${number}: ready for review mark taken back: an allocated name it adds is held by another`;

// ---- the operator's hand-over ----------------------------------------------------------------------

/** The record on the PR that receives a name (the marker line above it carries the facts). */
export function handOverComment(
  r: { name: string; base: string; run: number; actor: string },
  permission: string,
): string {
  return [
    `**Allocated name handed over.** ${mdCode(r.actor)} handed the name ${mdCode(r.name)} on ${mdCode(r.base)} to ` +
      'this PR (rebase-notify, workflow run ' +
      `${r.run}). While this PR adds a file of that name on this base, it holds the name and any other open PR ` +
      "claiming it fails; a name the base already has stays the base's.",
    '',
    `_The record counts while GitHub shows run ${r.run} as this hand-over, dispatched on the default branch by ` +
      `${mdCode(r.actor)}, who holds ${mdCode(permission)} or higher (as must whoever started the run). Deleting ` +
      'this comment gives the name back to its first claim._',
  ].join('\n');
}

export const handOverRunReason = (event: string): string =>
  `A hand-over (hand-over-to, hand-over-name) is an operator's workflow_dispatch run, not a '${event || 'unknown'}' ` +
  'run: remove the two inputs from this step, and dispatch the workflow with them instead.';

export const handOverNoRunReason = (runId: string): string =>
  `GitHub does not show this run (${runId || 'GITHUB_RUN_ID is empty'}) as a workflow_dispatch by the person ` +
  "running it, so no reader could check the hand-over's record. Dispatch the workflow from the Actions tab, and " +
  "give the job 'actions: read' (the record is checked against GitHub's record of the run).";

export const handOverUncheckedWarning = (pull: number, name: string): string =>
  `#${pull} carries a hand-over of the allocated name ${name}, which this run cannot check against GitHub's record ` +
  "of its dispatch (the token lacks 'actions: read'): it counts for nothing here, and the first claim holds. Give " +
  "this job 'actions: read' (permissions:) so the hand-over holds.";

export const handOverNotOpenReason = (pull: number, state: string): string =>
  `PR #${pull} is ${state.toLowerCase()}: a name is handed only to an open PR. Check 'hand-over-to'.`;

export const handOverLog = (pull: number, name: string, base: string): string =>
  `Allocated name ${name} on ${base} handed to #${pull}; comparing the open PRs on ${base} again.`;

/** Why this run is not the hand-over it says it is: the record would not count, so it is not written. */
export function handOverRunFaultReason(fault: HandOverRunFault, run: number): string {
  const fix = (what: string) => `GitHub records run ${run} ${what}, so no reader would count its record.`;
  switch (fault.kind) {
    case 'not-dispatch':
      return `${fix(`as a '${plainLine(fault.event, 40)}' run`)} Dispatch the hand-over workflow from the Actions tab.`;
    case 'other-workflow':
      return (
        `${fix(`as a run of ${plainLine(fault.path, 120)}`)} A hand-over counts only from ${fault.expected} ` +
        "(input 'hand-over-workflow'): run it from that workflow, or give the input that workflow's file name."
      );
    case 'other-branch':
      return `${fix(`on ${fault.branch === null ? 'no branch' : `'${plainLine(fault.branch, 80)}'`}`)} Dispatch it on ${fault.expected}.`;
    case 'other-hand-over':
      return (
        `${fix(`titled '${plainLine(fault.title, 120)}'`)} GitHub does not record a dispatch's inputs, so the ` +
        `hand-over workflow must carry them in its title: give it 'run-name: ${HAND_OVER_RUN_NAME}', with the ` +
        `inputs that feed hand-over-name (${fault.expected.name}) and hand-over-to (${fault.expected.pull}).`
      );
    case 'other-dispatcher':
      return `${fix(`as triggered by ${plainLine(fault.triggeringActor || 'nobody', 60)}`)} Dispatch it yourself.`;
  }
}

/** A hand-over run started, or re-run, by someone without the permission. */
export const handOverRunRoleReason = (run: number, lacking: { login: string; role: string }, needed: string): string =>
  `Run ${run} was started or re-run by ${plainLine(lacking.login || 'someone GitHub does not name', 60)}, who has ` +
  `'${lacking.role}' permission; a hand-over needs '${needed}' or higher (input 'hand-over-permission') of both ` +
  'the person who dispatched it and whoever re-runs it. Ask a maintainer to dispatch it again.';

/** Why this run may not hand a name over (`decideHandOver`), as the run's one-line error. */
export function handOverRefusalText(refusal: HandOverRefusal): string {
  switch (refusal.kind) {
    case 'not-dispatch':
      return handOverRunReason(refusal.event);
    case 'no-run':
      return handOverNoRunReason(refusal.runId);
    case 'run-fault':
      return handOverRunFaultReason(refusal.fault, refusal.run);
    case 'run-role':
      return handOverRunRoleReason(refusal.run, refusal.lacking, refusal.needed);
    case 'not-open':
      return handOverNotOpenReason(refusal.pull, refusal.state);
  }
}

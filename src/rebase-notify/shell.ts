/**
 * rebase-notify's shell: read (the listing, then each PR's drift), decide (decide.ts, per PR), write
 * (through core's PR gateway, within the write budget, most important changes first). Everything it says
 * comes from messages.ts; it logs through `ctx.log`.
 */
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import { compareCommits } from '../core/compare.js';
import { mapLimit } from '../core/git.js';
import { writeVerdict } from '../core/pr/checks.js';
import { deleteOwnComment, removeDuplicates, upsertComment } from '../core/pr/comments.js';
import { otherConflictNotice } from '../core/pr/conflict-notice.js';
import { sharedHeadLine, writeCommitVerdict, type CommitVerdict, type PullPart } from '../core/pr/commit-verdict.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import { readHead } from '../core/pr/read.js';
import { changed, markOn, writesOf, type ReadyMarkSettings } from '../core/pr/ready-mark.js';
import type { ShellContext } from '../core/shell.js';
import { isWorkflowRefusal } from '../core/workflow-refusal.js';
import {
  allocate,
  decidePull,
  policyOf,
  sharedHeadFingerprint,
  stepsBefore,
  withDuplicateDeletes,
  type CheckWrite,
  type DriftResult,
  type Observed,
  type Policy,
  type PullOutcome,
  type PullPlan,
  type RunResult,
  type Step,
  type UpdateOutcome,
} from './decide.js';
import { ApiDrift } from './drift-api.js';
import { GitDrift } from './drift-git.js';
import { completeComments, listOnePull, listOpenPullsWithChecks, readComments, type Listed } from './listing.js';
import {
  API_SOURCE_NOTE,
  OBSERVE_NOT_UPDATED,
  BORROWED_NOTE,
  NOT_MEASURED,
  apiUnansweredReason,
  baseNotFetchedReason,
  commentsReadLog,
  gitFallbackNote,
  gitFallbackWarning,
  gitFetchFailedError,
  gitRequiredError,
  listedLog,
  notOpenLog,
  outcomeLog,
  pullErrorLog,
  sharedHeadCheckOutput,
  workflowRefusalWarning,
} from './messages.js';
import type { Scope } from './scope.js';
import type { RebaseNotifySettings } from './settings.js';
import { HeadParts } from './shared-head.js';
import { WriteBudget } from './write-budget.js';
import { takeBackMark } from './ready-take-back.js';
import { STATUS, readCollisionComment, readStatusComment, statusMarker } from './state.js';
import { allPullChanges, baseAllocatedNames } from './collision-git.js';
import {
  collisionsFailedLog,
  collisionLog,
  collisionPartReason,
  collisionsDeferredLog,
  collisionsUnknownReason,
  collisionsWithoutGitWarning,
} from './collision-messages.js';
import {
  collisionFingerprint,
  contestedNames,
  findCollisions,
  passes,
  type PullChanges,
  type PullCollisions,
} from './collisions.js';
import { ownPart, settled, writeCollisions, type CollisionPolicy } from './collision-writes.js';
import { OVERLAP_LABEL, collisionsOn } from './settings.js';
import { newLookups, ownershipOf } from './collision-handover.js';
import type { CollisionOutcome } from './decide.js';

/** What one run is about, beside the shell context. */
export interface RunInput {
  settings: RebaseNotifySettings;
  scope: Exclude<Scope, { kind: 'skip' }>;
  /** GITHUB_SERVER_URL, where the repository is fetched from. */
  serverUrl: string;
  /** RUNNER_TEMP. */
  tempDir: string;
  /** GITHUB_WORKSPACE. */
  workspace?: string;
  now: Date;
}

// ---- read: drift ------------------------------------------------------------------------------

async function chooseSource(ctx: ShellContext, run: RunInput): Promise<{ git?: GitDrift; note?: string }> {
  if (run.settings.driftSource === 'api') return { note: API_SOURCE_NOTE };
  const opened = await GitDrift.open({
    repo: ctx.repo,
    token: run.settings.token,
    serverUrl: run.serverUrl,
    tempDir: run.tempDir,
    ...(run.workspace ? { workspace: run.workspace } : {}),
    log: (m) => ctx.log.info(m),
  });
  if ('unavailable' in opened) {
    if (run.settings.driftSource === 'git') throw new ConfigurationError(gitRequiredError(opened.unavailable));
    return { note: opened.unavailable };
  }
  return { git: opened, ...(opened.borrowed ? { note: BORROWED_NOTE } : {}) };
}

async function gitDrifts(
  git: GitDrift,
  pulls: Listed[],
): Promise<{ drifts: Map<number, DriftResult>; bases: Map<string, string> }> {
  const bases = [...new Set(pulls.map((p) => p.view.baseRef))].sort();
  const fetched = await git.fetch(
    bases,
    pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base: p.view.baseRef })),
  );
  const drifts = new Map<number, DriftResult>();
  const measurable: { pull: Listed; baseSha: string }[] = [];
  for (const pull of pulls) {
    const baseSha = fetched.baseShas.get(pull.view.baseRef);
    const missing = fetched.missing.get(pull.view.number);
    if (missing) drifts.set(pull.view.number, { known: false, reason: missing });
    else if (!baseSha) drifts.set(pull.view.number, { known: false, reason: baseNotFetchedReason(pull.view.baseRef) });
    else measurable.push({ pull, baseSha });
  }
  const results = await git.measureAll(
    measurable.map((m) => ({ base: m.pull.view.baseRef, baseSha: m.baseSha, headSha: m.pull.view.headSha })),
  );
  measurable.forEach((m, i) => drifts.set(m.pull.view.number, results[i] as DriftResult));
  return { drifts, bases: fetched.baseShas };
}

async function apiDrifts(ctx: ShellContext, pulls: Listed[]): Promise<Map<number, DriftResult>> {
  const api = new ApiDrift(ctx.github, ctx.repo, { clock: ctx.clock });
  const results = await mapLimit(pulls, 4, async ({ view }) => {
    try {
      return await api.measure({
        number: view.number,
        base: view.baseRef,
        baseSha: view.baseSha,
        headSha: view.headSha,
        ...(view.mergeable ? { mergeable: view.mergeable } : {}),
      });
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      return { known: false as const, reason: apiUnansweredReason(errorMessage(e)) };
    }
  });
  return new Map(pulls.map((p, i) => [p.view.number, results[i] as DriftResult]));
}

// ---- decide: what the PR shows ----------------------------------------------------------------

function observe(pull: Listed): Observed {
  const comment = readStatusComment(pull.view);
  const conflictReported = otherConflictNotice(pull.view, 'rebase-notify', pull.view.baseRef) !== undefined;
  return {
    labels: pull.view.labels,
    ...(comment ? { comment } : {}),
    ...(conflictReported ? { conflictReported } : {}),
    check: pull.check,
  };
}

/** A label or failing check of ours means a status comment may hide among older comments. */
function mayHideStatus(pull: Listed, policy: Policy): boolean {
  const ours = [policy.behindLabel, policy.conflictLabel].map((l) => l.toLowerCase());
  return (
    pull.view.labels.some((l) => ours.includes(l.toLowerCase())) ||
    (typeof pull.check === 'object' && pull.check.conclusion === 'failure')
  );
}

/** Younger copies of the status comment that core's read found (overlapping runs each posted one). */
const statusDuplicates = (pull: Listed) =>
  pull.view.duplicates.filter((c) =>
    c.markers.some((m) => m.action === STATUS.action && m.kind === STATUS.kind && m.key === STATUS.key),
  ).length;

// ---- write: one PR's plan ---------------------------------------------------------------------

interface WriteContext {
  ctx: ShellContext;
  policy: Policy;
  now: Date;
  /** max-writes, shared by every PR and both phases: writes are counted as they happen, each checked first. */
  counter: WriteBudget;
  /** Who else heads a commit, and whether each passes: a success on a commit needs every one of them. */
  heads: HeadParts;
  /** ci-wait's ready mark, taken back from a PR that conflicts. */
  ready: ReadyMarkSettings;
}

interface Applied {
  steps: Step[];
  notified: boolean;
  updated: boolean;
  deferred: boolean;
  /** Set when the plan changed on the way (an update that did not happen). */
  class?: PullPlan['class'];
  /** GitHub's refusal when the update would have changed a workflow file the token may not write. */
  workflowRefusal?: string;
}

type UpdateResult = { outcome: UpdateOutcome; message?: string };

/** Merges the base into the head on GitHub, only if the head is still the one evaluated. */
async function updateBranch(w: WriteContext, pull: Listed, expectedHead: string): Promise<UpdateResult> {
  const { github, repo } = w.ctx;
  // Observe mode (src/core/enforcement.ts) updates no branch: the PR is judged as it stands, and says why.
  if (github.observing) return { outcome: 'failed', message: OBSERVE_NOT_UPDATED };
  try {
    const answer = await github.updateBranch(repo, pull.view.number, expectedHead);
    if (answer.kind === 'updated') return { outcome: 'updated' };
    if (answer.kind === 'head-moved') return { outcome: 'head-moved', message: answer.said };
    // The base changed a workflow file and the token may not write workflows (403), or GitHub would not (422):
    // this PR is not updated, says why (and what fixes it), and the run goes on.
    return { outcome: 'failed', message: answer.said };
  } catch (e) {
    // A fork whose author does not let maintainers push refuses the token; the rest carry on.
    if (e instanceof ConfigurationError && pull.view.isCrossRepository)
      return { outcome: 'failed', message: e.message };
    throw e;
  }
}

/**
 * The head that update-branch created: read back (GitHub merges asynchronously) and confirmed
 * to contain the base, so a passing check is never written on a head that is still behind.
 */
async function updatedHead(
  w: WriteContext,
  pull: Listed,
  oldHead: string,
  baseSha: string,
): Promise<string | undefined> {
  const { github, repo, clock } = w.ctx;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await clock.sleep(1000 * 2 ** (attempt - 1));
    const { headSha } = await readHead(github, repo, pull.view.number);
    if (headSha === oldHead) continue;
    const { status } = await compareCommits(github, repo, baseSha, headSha);
    return status === 'ahead' || status === 'identical' ? headSha : undefined;
  }
  return undefined;
}

/**
 * Writes the blocking check on `headSha` through core's per-commit rule: it counts for every open PR
 * with that head, so a success is written only when each of them is up to date with its own base;
 * otherwise the check fails and names them (unless that very failure already stands on the head). A PR
 * that moved onto the commit while this run looked, and does not pass, turns a success just written back
 * into a failure: the one write that may go past max-writes, since leaving the success would let that
 * PR merge. A failure of the PR's own needs no one else: it is judged on what this run already knows.
 */
async function writeGate(w: WriteContext, pull: Listed, check: CheckWrite, headSha: string, result: Applied) {
  const { github, repo } = w.ctx;
  const self = pull.view.number;
  const write = async (
    conclusion: CheckWrite['conclusion'],
    output: { title: string; summary: string },
    id: string,
  ) => {
    await writeVerdict(github, repo, { name: w.policy.checkName, headSha, conclusion, ...output, externalId: id });
    w.counter.writes++;
    result.notified = true;
  };
  const own: PullPart = { number: self, pass: check.conclusion === 'success' };
  // The refusal already standing on the head, when it is the evaluated one.
  const seen = headSha === pull.view.headSha && typeof pull.check === 'object' ? pull.check : undefined;
  let written = false;
  const listed = w.heads.listed(headSha, self, !own.pass);
  // A success may have to be written back to failure (a PR that does not pass moved onto the commit meanwhile):
  // it is written only with room for that second write, so max-writes holds even then.
  if (own.pass && !w.counter.fits(2)) {
    result.deferred = true;
    result.steps.push({ kind: 'deferred' });
    return;
  }
  await writeCommitVerdict(github, repo, {
    head: headSha,
    own,
    ...(listed ? { listed } : {}),
    judgeOther: (number) => w.heads.judge(number, headSha),
    write: async (parts: readonly PullPart[], commit: CommitVerdict) => {
      if (!own.pass) {
        await write(check.conclusion, { title: check.title, summary: check.summary }, check.fingerprint);
        result.steps.push({ kind: 'check', conclusion: check.conclusion });
        return;
      }
      if (commit.pass) {
        const line = sharedHeadLine(self, parts);
        const summary = line ? `${line}\n\n${check.summary}` : check.summary;
        await write('success', { title: check.title, summary }, check.fingerprint);
        result.steps.push({ kind: 'check', conclusion: 'success' });
        written = true;
        return;
      }
      const failing = [...commit.failing];
      const fingerprint = sharedHeadFingerprint(failing);
      // The same refusal already on the head is not written again on every run.
      if (!written && seen?.conclusion === 'failure' && seen.fingerprint === fingerprint) {
        result.steps.push({ kind: 'check-shared-head', failing, stays: true });
        return;
      }
      const output = sharedHeadCheckOutput(check, failing, sharedHeadLine(self, parts) ?? '');
      await write('failure', output, fingerprint);
      result.steps.push({ kind: 'check-shared-head', failing, stays: false });
    },
  });
}

/**
 * Carries out one PR's plan in the order that converges after a crash: the update first (it
 * decides what the rest says), then labels, then the status comment (which holds the state),
 * then the check.
 */
async function applyPlan(w: WriteContext, pull: Listed, plan: PullPlan, drift: DriftResult): Promise<Applied> {
  const result: Applied = { steps: [], notified: false, updated: false, deferred: false };
  const { github, repo } = w.ctx;
  let current = plan;
  const known = drift.known ? drift.drift : undefined;

  if (current.update && known) {
    const update = await updateBranch(w, pull, known.headSha);
    w.counter.writes++;
    if (update.outcome === 'updated') {
      result.updated = true;
      result.steps.push({ kind: 'updated', base: known.base });
    } else {
      result.steps.push(
        update.outcome === 'head-moved'
          ? { kind: 'update-head-moved' }
          : isWorkflowRefusal(update.message)
            ? { kind: 'update-refused-workflows', base: known.base, message: update.message ?? '' }
            : { kind: 'update-failed', ...(update.message ? { message: update.message } : {}) },
      );
      if (isWorkflowRefusal(update.message)) result.workflowRefusal = update.message;
      current = decidePull({
        drift,
        base: pull.view.baseRef,
        observed: observe(pull),
        policy: w.policy,
        now: w.now,
        update: update.outcome,
        ...(update.outcome === 'failed' && update.message ? { updateRefusal: update.message } : {}),
      });
      result.class = current.class;
      if (!w.counter.fits(current.writes)) {
        result.deferred = true;
        result.steps.push({ kind: 'deferred' });
        return result;
      }
    }
  }

  // A PR that now conflicts cannot land: reviewers are not left asked to review it. Only when this run reports
  // the conflict (a PR already reported had its mark taken back then) and ci-wait has not (its run took the mark
  // back with its own notice). Its writes (one per mode at most) must fit beside the plan's, else the whole PR
  // waits: the notice must not go out without the take-back, or the next run would think it done.
  if (current.class === 'conflicting' && current.writes > 0 && !observe(pull).conflictReported && markOn(w.ready)) {
    if (!w.counter.fits(w.ready.modes.length + current.writes)) {
      result.deferred = true;
      result.steps.push({ kind: 'deferred' });
      return result;
    }
    const back = await takeBackMark(w.ctx, w.ready, pull.view);
    if (changed(back)) {
      w.counter.writes += writesOf(back);
      result.notified = true;
      result.steps.push({ kind: 'ready-taken-back' });
    }
  }

  // Core's one duplicate policy: the oldest status comment stays, the younger copies the read found go.
  const deleted = await removeDuplicates(github, repo, pull.view, STATUS);
  for (let i = 0; i < deleted; i++) {
    w.counter.writes++;
    result.steps.push({ kind: 'duplicate-deleted' });
  }
  for (const label of current.addLabels) {
    if (await addLabel(github, repo, pull.view, label)) {
      w.counter.writes++;
      result.notified = true;
      result.steps.push({ kind: 'label', label, op: 'added' });
    }
  }
  for (const label of current.removeLabels) {
    if (await removeLabel(github, repo, pull.view, label)) {
      w.counter.writes++;
      result.notified = true;
      result.steps.push({ kind: 'label', label, op: 'removed' });
    }
  }
  if (current.comment) {
    const written = await upsertComment(
      github,
      repo,
      pull.view,
      statusMarker(current.comment.state),
      current.comment.text,
    );
    if (written !== 'unchanged') {
      w.counter.writes++;
      result.notified = true;
      result.steps.push({ kind: 'comment', result: written, refresh: current.comment.why === 'refresh' });
    }
  }
  if (current.deleteComment) {
    const own = readStatusComment(pull.view);
    if (own) {
      await deleteOwnComment(github, repo, pull.view, own.id);
      w.counter.writes++;
      result.notified = true;
      result.steps.push({ kind: 'comment-deleted' });
    }
  }
  if (current.check) {
    let headSha: string | undefined = pull.view.headSha;
    if (current.check.target === 'updated-head' && known) {
      headSha = await updatedHead(w, pull, known.headSha, known.baseSha);
      if (!headSha) result.steps.push({ kind: 'check-unconfirmed' });
    }
    if (headSha) await writeGate(w, pull, current.check, headSha, result);
  }
  if (current.held) result.steps.push({ kind: 'held' });
  if (current.skipped) result.steps.push({ kind: 'skipped', reason: current.skipped });
  return result;
}

// ---- the run ----------------------------------------------------------------------------------

/**
 * One run: list the open PRs in scope, measure each one's drift, decide per PR with the pure
 * rules, then write within the budget, most important changes first.
 */
export async function rebaseNotify(ctx: ShellContext, run: RunInput): Promise<RunResult> {
  const { github, repo, log } = ctx;
  const { settings, scope } = run;
  const policy = policyOf(settings);
  const chosen = await chooseSource(ctx, run);
  let source: 'git' | 'api' = chosen.git ? 'git' : 'api';
  let sourceNote = chosen.note;
  const listing = {
    checkName: settings.checkName,
    behindLabel: settings.behindLabel,
    conflictLabel: settings.conflictLabel,
    withMergeable: source === 'api',
    withChecks: settings.urgency === 'blocking',
  };

  let pulls: Listed[];
  if (scope.kind === 'sweep' && scope.collisionsOnly) {
    // A closed PR, or one moved away from this base: only the collisions it caused on the others change.
    pulls = [];
  } else if (scope.kind === 'pull') {
    const one = await listOnePull(github, repo, scope.number, listing);
    pulls = one ? [one] : [];
    if (!one) log.info(notOpenLog(scope.number));
  } else {
    pulls = await listOpenPullsWithChecks(github, repo, { ...listing, ...(scope.base ? { base: scope.base } : {}) });
  }
  const drafts = pulls.filter((p) => p.view.isDraft && !settings.includeDrafts);
  const evaluated = pulls.filter((p) => !p.view.isDraft || settings.includeDrafts);
  // A draft is open too: on a head the blocking check may pass, it is measured (never written to),
  // so marking the failing PR a draft does not take it out of the commit's verdict.
  const evaluatedHeads = new Set(evaluated.map((p) => p.view.headSha));
  const companions = settings.urgency === 'blocking' ? drafts.filter((p) => evaluatedHeads.has(p.view.headSha)) : [];
  const measured = [...evaluated, ...companions];
  log.info(listedLog(scope, { open: pulls.length, evaluated: evaluated.length, drafts: drafts.length }));

  let drifts = new Map<number, DriftResult>();
  let bases = new Map<string, string>();
  if (chosen.git && measured.length > 0) {
    try {
      ({ drifts, bases } = await gitDrifts(chosen.git, measured));
    } catch (e) {
      if (settings.driftSource === 'git')
        throw new UndecidableError(gitFetchFailedError(errorMessage(e), run.serverUrl));
      source = 'api';
      sourceNote = gitFallbackNote(errorMessage(e));
      log.warning(gitFallbackWarning(errorMessage(e)));
    }
  }
  if (source === 'api' && measured.length > 0) {
    drifts = await apiDrifts(ctx, measured);
    for (const p of evaluated) if (!bases.has(p.view.baseRef)) bases.set(p.view.baseRef, p.view.baseSha);
  }
  const heads = new HeadParts({
    measured: measured.map((pull) => ({ pull, drift: drifts.get(pull.view.number) })),
    complete: scope.kind === 'sweep' && scope.base === undefined,
    read: (number) =>
      listOnePull(github, repo, number, { ...listing, withMergeable: source === 'api', withChecks: false }),
    measure: async (pull) =>
      (source === 'git' && chosen.git
        ? (await gitDrifts(chosen.git, [pull])).drifts.get(pull.view.number)
        : (await apiDrifts(ctx, [pull])).get(pull.view.number)) ?? { known: false, reason: NOT_MEASURED },
    log,
  });

  // Decide, reading older comments only where a status comment could hide.
  const plans = new Map<number, PullPlan>();
  const decide = (pull: Listed) =>
    decidePull({
      drift: drifts.get(pull.view.number) as DriftResult,
      base: pull.view.baseRef,
      observed: observe(pull),
      policy,
      now: run.now,
    });
  // The blocking listing read each head's checks, not the comments. A PR whose check and labels already say
  // what this run would write is settled: that check was written, after the PR's comment, by a run that saw
  // this head against this base. The comments of the others are read, 100 PRs a request (1 point).
  const onHead = new Map<string, number>();
  for (const pull of pulls) onHead.set(pull.view.headSha, (onHead.get(pull.view.headSha) ?? 0) + 1);
  const unsettled = evaluated.filter(
    (pull) => !pull.commentsRead && ((onHead.get(pull.view.headSha) ?? 0) > 1 || decide(pull).writes > 0),
  );
  if (unsettled.length > 0) {
    await readComments(github, unsettled);
    log.info(commentsReadLog(unsettled.length));
  }
  for (const pull of evaluated) {
    let plan = decide(pull);
    // A settled PR whose comments were not read has nothing to write: its status comment is not looked for.
    const mayHide = pull.commentsRead && mayHideStatus(pull, policy);
    if (!pull.commentsComplete && (plan.comment?.op === 'create' || mayHide)) {
      await completeComments(github, repo, pull);
      plan = decide(pull);
    }
    plans.set(pull.view.number, withDuplicateDeletes(plan, statusDuplicates(pull)));
  }

  const { run: order, deferred } = allocate(
    evaluated.map((p) => ({ number: p.view.number, plan: plans.get(p.view.number) as PullPlan })),
    settings.maxWrites,
  );
  const outcomes = new Map<number, PullOutcome>();
  for (const { view } of pulls) {
    const drift = drifts.get(view.number);
    const plan = plans.get(view.number);
    const known = drift?.known ? drift.drift : undefined;
    outcomes.set(view.number, {
      number: view.number,
      title: view.title,
      url: view.url,
      base: view.baseRef,
      class: plan ? plan.class : 'draft',
      ...(known ? { behind: known.behind, ahead: known.ahead, ...(known.files ? { files: known.files } : {}) } : {}),
      steps: stepsBefore(plan),
      notified: false,
      updated: false,
      deferred: false,
    });
  }
  for (const n of deferred) {
    const o = outcomes.get(n) as PullOutcome;
    o.deferred = true;
    o.steps.push({ kind: 'deferred', maxWrites: settings.maxWrites });
  }

  // Every allocated plan is promised its writes; a PR's promise turns into writes as it is served.
  const budget = new WriteBudget(settings.maxWrites);
  for (const number of order) budget.reserved += (plans.get(number) as PullPlan).writes;
  const w: WriteContext = {
    ctx,
    policy,
    now: run.now,
    counter: budget,
    heads,
    ready: settings.ready,
  };
  const errors: string[] = [];
  const byNumber = new Map(evaluated.map((p) => [p.view.number, p]));
  const refusedForWorkflows: number[] = [];
  for (const number of order) {
    const pull = byNumber.get(number) as Listed;
    const outcome = outcomes.get(number) as PullOutcome;
    budget.reserved -= (plans.get(number) as PullPlan).writes;
    try {
      const applied = await applyPlan(w, pull, plans.get(number) as PullPlan, drifts.get(number) as DriftResult);
      outcome.steps.push(...applied.steps);
      outcome.notified = applied.notified;
      outcome.updated = applied.updated;
      outcome.deferred = applied.deferred;
      if (applied.class) outcome.class = applied.class;
      if (applied.workflowRefusal) refusedForWorkflows.push(number);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const message = pullErrorLog(number, errorMessage(e));
      errors.push(message);
      log.warning(message);
      outcome.error = errorMessage(e);
      outcome.steps.push({ kind: 'error', message: errorMessage(e) });
    }
  }
  for (const o of outcomes.values()) log.info(outcomeLog(o));

  let collisions: { outcome: CollisionOutcome; writes: number } | undefined;
  if (collisionsOn(settings)) {
    const collisionBases =
      scope.kind === 'pull'
        ? [...pulls.map((p) => p.view.baseRef), ...(scope.previousBase ? [scope.previousBase] : [])]
        : scope.base
          ? [scope.base]
          : [...new Set(evaluated.map((p) => p.view.baseRef))];
    const git = source === 'git' && chosen.git ? { drift: chosen.git } : { unavailable: sourceNote ?? API_SOURCE_NOTE };
    try {
      collisions = await collisionPhase(ctx, run, git, [...new Set(collisionBases)].sort(), { budget, errors });
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const message = collisionsFailedLog(errorMessage(e));
      errors.push(message);
      log.warning(message);
    }
  }
  if (refusedForWorkflows.length > 0) {
    log.warning(workflowRefusalWarning(refusedForWorkflows, settings.urgency === 'blocking'));
  }
  return {
    source,
    ...(sourceNote ? { sourceNote } : {}),
    bases,
    pulls: [...outcomes.values()].sort((a, b) => a.number - b.number),
    writes: w.counter.writes,
    errors,
    refusedForWorkflows,
    ...(collisions ? { collisions: collisions.outcome } : {}),
  };
}

// ---- collisions between PRs: read (listing, git index), decide (collisions.ts), write -----------

/** One base's open PRs and what the index found for each. */
interface BaseIndex {
  pulls: Listed[];
  results: Map<number, PullCollisions>;
}

/**
 * Compares the open PRs of each base with each other (and with the base's tree), and writes the collision
 * label, comment and check of every PR whose facts changed: also PRs other than the one whose event ran.
 * A PR on another base that shares a head with one of them is judged against its own base, read-only.
 */
async function collisionPhase(
  ctx: ShellContext,
  run: RunInput,
  git: { drift: GitDrift } | { unavailable: string },
  bases: readonly string[],
  limits: { budget: WriteBudget; errors: string[] },
): Promise<{ outcome: CollisionOutcome; writes: number }> {
  const { github, repo, log } = ctx;
  const { settings } = run;
  const globs = settings.allocatedNames;
  const notice = settings.overlaps === 'notice';
  const policy: CollisionPolicy = {
    check: globs.length > 0,
    checkName: settings.collisionCheckName,
    overlapComment: notice && settings.urgency !== 'fyi',
    overlapLabel: notice && settings.urgency === 'fyi',
    ready: settings.ready,
  };
  const outcome: CollisionOutcome = { colliding: [], overlapping: [], notified: [], deferred: [] };
  if ('unavailable' in git) {
    log.warning(collisionsWithoutGitWarning(git.unavailable));
    // Same-file notices are a courtesy: without git they are not computed. The check fails closed.
    if (!policy.check) return { outcome, writes: 0 };
  }
  // The collision check is the state (its externalId the facts): the listing reads it on each head, and the
  // comments only of the PRs it does not settle. Without a check, the comments window is the state.
  const listing = {
    checkName: settings.collisionCheckName,
    behindLabel: OVERLAP_LABEL,
    conflictLabel: settings.conflictLabel,
    withMergeable: false,
    withChecks: policy.check,
  };

  const indexed = new Map<string, Promise<BaseIndex>>();
  const lookups = newLookups();
  const indexBase = (base: string): Promise<BaseIndex> => {
    let found = indexed.get(base);
    if (!found) indexed.set(base, (found = buildIndex(base)));
    return found;
  };
  const buildIndex = async (base: string): Promise<BaseIndex> => {
    const listed = await listOpenPullsWithChecks(github, repo, { ...listing, base });
    const pulls = listed.filter((p) => !p.view.isDraft || settings.includeDrafts);
    const unknown = (reason: string) =>
      new Map(
        pulls.map((p): [number, PullCollisions] => [p.view.number, { number: p.view.number, known: false, reason }]),
      );
    if ('unavailable' in git) return { pulls, results: unknown(collisionsUnknownReason(git.unavailable)) };
    try {
      const fetched = await git.drift.fetch(
        [base],
        pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base })),
      );
      const baseSha = fetched.baseShas.get(base);
      if (!baseSha) return { pulls, results: unknown(collisionsUnknownReason(baseNotFetchedReason(base))) };
      const reachable = pulls.filter((p) => !fetched.missing.has(p.view.number));
      const changes: PullChanges[] = [
        ...(await allPullChanges(
          git.drift.gitDir,
          reachable.map((p) => ({ number: p.view.number, base, baseSha, headSha: p.view.headSha })),
        )),
        ...pulls
          .filter((p) => fetched.missing.has(p.view.number))
          .map((p): PullChanges => ({
            number: p.view.number,
            base,
            known: false,
            reason: fetched.missing.get(p.view.number) as string,
          })),
      ];
      const names = globs.length > 0 ? await baseAllocatedNames(git.drift.gitDir, baseSha, globs) : new Map();
      // Names have an owner: only where PRs contest a name are their authors' access and hand-overs looked up.
      const owners = await ownershipOf(
        ctx,
        new Map(pulls.map((p) => [p.view.number, p])),
        contestedNames(changes, globs),
        globs,
        settings.handOverPermission,
        lookups,
      );
      return { pulls, results: findCollisions(changes, globs, names, notice, owners) };
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      return { pulls, results: unknown(collisionsUnknownReason(errorMessage(e))) };
    }
  };
  const partOf = (number: number, result: PullCollisions | undefined): PullPart =>
    result
      ? ownPart(number, result, collisionPartReason(result))
      : { number, pass: false, reason: 'collisions could not be determined' };

  /** Another PR's part on `head`: from an index, else read and its own base indexed (read-only). */
  const judge = async (number: number, head: string): Promise<PullPart | undefined> => {
    for (const pending of indexed.values()) {
      const index = await pending;
      const pull = index.pulls.find((p) => p.view.number === number);
      if (pull) return pull.view.headSha === head ? partOf(number, index.results.get(number)) : undefined;
    }
    const other = await listOnePull(github, repo, number, { ...listing, withChecks: false });
    if (!other || other.view.headSha !== head) return undefined;
    // Drafts follow include-drafts: a draft's names are not compared, it does not hold the commit back.
    if (other.view.isDraft && !settings.includeDrafts) return { number, pass: true };
    const index = await indexBase(other.view.baseRef);
    return partOf(number, index.results.get(number));
  };

  const work: { pull: Listed; result: PullCollisions; fingerprint: string }[] = [];
  for (const base of bases) {
    const index = await indexBase(base);
    let colliding = 0;
    let overlapping = 0;
    for (const pull of index.pulls) {
      const result = index.results.get(pull.view.number) as PullCollisions;
      if (policy.check && !passes(result)) {
        outcome.colliding.push(pull.view.number);
        colliding++;
      }
      if (result.known && result.overlaps.length > 0) {
        outcome.overlapping.push(pull.view.number);
        overlapping++;
      }
      work.push({ pull, result, fingerprint: collisionFingerprint(result, notice) });
    }
    log.info(collisionLog(base, index.pulls.length, colliding, overlapping));
  }

  // A PR whose head already carries this very check is settled; the comments of the others are read. Within
  // max-writes the colliding PRs go first, then those with a notice, then the successes.
  const rank = ({ result }: { result: PullCollisions }) =>
    !passes(result) ? 0 : result.known && result.overlaps.length > 0 ? 1 : 2;
  const unsettled = work
    .filter(({ pull, result, fingerprint }) => !policy.check || !settled(pull, fingerprint, passes(result)))
    .sort((a, b) => rank(a) - rank(b));
  await readComments(
    github,
    unsettled.map((u) => u.pull),
  );
  const listed = [...indexed.values()];
  const heads = (await Promise.all(listed)).flatMap((i) =>
    i.pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha })),
  );
  let writes = 0;
  for (const item of unsettled) {
    const { pull, result, fingerprint } = item;
    if (!limits.budget.fits(1)) {
      outcome.deferred.push(pull.view.number);
      continue;
    }
    try {
      // A comment about to be created is looked for among every older comment first: never posted twice. So is
      // one whose facts may just have cleared: it goes. That is any PR written to here, a new head too (the PR
      // that renames its file to give up a held name is the usual one to clear), and costs a read only for a PR
      // with more comments than the listing's window.
      const mayHide = result.known;
      if (mayHide && !pull.commentsComplete && !readCollisionComment(pull.view))
        await completeComments(github, repo, pull);
      const made = await writeCollisions(
        ctx,
        policy,
        {
          pull,
          result,
          fingerprint,
          listed: [{ number: pull.view.number, headSha: pull.view.headSha }, ...heads],
          judge,
        },
        collisionPartReason(result),
        limits.budget,
      );
      writes += made.writes;
      if (made.writes > 0) outcome.notified.push(pull.view.number);
      // The next write did not fit max-writes: what is left of this PR waits for the next run.
      if (made.deferred) outcome.deferred.push(pull.view.number);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const message = pullErrorLog(pull.view.number, errorMessage(e));
      limits.errors.push(message);
      log.warning(message);
    }
  }
  if (outcome.deferred.length > 0) log.info(collisionsDeferredLog(outcome.deferred.length));
  for (const key of ['colliding', 'overlapping', 'notified', 'deferred'] as const) {
    outcome[key] = [...new Set(outcome[key])].sort((a, b) => a - b);
  }
  return { outcome, writes };
}

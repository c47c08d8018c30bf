/**
 * rebase-notify's drift phase: read (the listing, then each PR's drift), decide (decide.ts, once per PR),
 * write (apply.ts, within max-writes, most important changes first). Everything it says comes from messages.ts;
 * it logs through `ctx.log`.
 */
import { ConfigurationError, UndecidableError, errorMessage } from '../../core/pure/errors.js';
import type { ShellContext } from '../../core/shell.js';
import { allocate, decidePull, withDuplicateDeletes } from '../rules/drift/decide.js';
import { policyOf } from '../settings.js';
import { stepsBefore, type PullOutcome } from '../rules/drift/run-result.js';
import type { DriftResult, Policy, PullPlan } from '../rules/drift/plan.js';
import type { GitDrift } from './drift-git.js';
import { completeComments, listOnePull, listOpenPullsWithChecks, readComments, type Listed } from '../listing.js';
import {
  commentsReadLog,
  gitFallbackNote,
  gitFallbackWarning,
  gitFetchFailedError,
  listedLog,
  notOpenLog,
  outcomeLog,
  pullErrorLog,
} from '../messages.js';
import type { RunInput } from '../run-input.js';
import { applyPlan, type ApplyContext } from './apply.js';
import { apiDrifts, gitDrifts } from './measure.js';
import { commentsUnanswered, observe, readsAllComments, statusDuplicates } from '../rules/drift/observed.js';
import { commentsToRead, driftSelection } from '../rules/drift/selection.js';
import { HeadParts } from './shared-head.js';
import { allowanceFor } from '../rules/write-budget.js';
import { listsMergeable, whenGitFails } from '../rules/drift/source.js';

/** What the drift phase read and did. */
export interface DriftPhase {
  source: 'git' | 'api';
  sourceNote?: string;
  bases: Map<string, string>;
  /** Every PR listed (drafts too), with what this run did to it. */
  outcomes: PullOutcome[];
  /** The PRs this run evaluated (drafts only with include-drafts). */
  evaluated: Listed[];
  /** The listing, drafts included. */
  pulls: Listed[];
  writes: number;
  errors: string[];
  refusedForWorkflows: number[];
}

type Listing = Parameters<typeof listOpenPullsWithChecks>[2];

/** The open PRs in scope: the one of a PR's own run, every open PR of a sweep (of one base or all). */
async function listPulls(ctx: ShellContext, run: RunInput, listing: Listing): Promise<Listed[]> {
  const { scope } = run;
  // A closed PR, or one moved away from this base: only the collisions it caused on the others change.
  if (scope.kind === 'sweep' && scope.collisionsOnly) return [];
  if (scope.kind === 'pull') {
    const one = await listOnePull(ctx.github, ctx.repo, scope.number, listing);
    if (!one) ctx.log.info(notOpenLog(scope.number));
    return one ? [one] : [];
  }
  return listOpenPullsWithChecks(ctx.github, ctx.repo, { ...listing, ...(scope.base ? { base: scope.base } : {}) });
}

interface Measured {
  source: 'git' | 'api';
  sourceNote?: string;
  drifts: Map<number, DriftResult>;
  bases: Map<string, string>;
}

/** Each PR's drift: by the local git when there is one, else (or when its fetch fails) through the API. */
async function measure(
  ctx: ShellContext,
  run: RunInput,
  chosen: { git?: GitDrift; note?: string },
  measured: Listed[],
  evaluated: Listed[],
): Promise<Measured> {
  const m: Measured = { source: chosen.git ? 'git' : 'api', drifts: new Map(), bases: new Map() };
  if (chosen.note) m.sourceNote = chosen.note;
  if (chosen.git && measured.length > 0) {
    try {
      ({ drifts: m.drifts, bases: m.bases } = await gitDrifts(chosen.git, measured));
    } catch (e) {
      if (whenGitFails(run.settings.driftSource) === 'refuse')
        throw new UndecidableError(gitFetchFailedError(errorMessage(e), run.serverUrl));
      m.source = 'api';
      m.sourceNote = gitFallbackNote(errorMessage(e));
      ctx.log.warning(gitFallbackWarning(errorMessage(e)));
    }
  }
  if (m.source === 'api' && measured.length > 0) {
    m.drifts = await apiDrifts(ctx, measured);
    for (const p of evaluated) if (!m.bases.has(p.view.baseRef)) m.bases.set(p.view.baseRef, p.view.baseSha);
  }
  return m;
}

/**
 * One plan per evaluated PR, decided once. The blocking listing read each head's checks, not the comments. A
 * PR whose check and labels already say what this run would write is settled: that check was written, after
 * the PR's comment, by a run that saw this head against this base. The comments of the others are read, 100
 * PRs a request (1 point); older comments only where a status comment could hide.
 */
async function planAll(
  ctx: ShellContext,
  pulls: Listed[],
  evaluated: Listed[],
  drifts: Map<number, DriftResult>,
  policy: Policy,
  now: Date,
): Promise<Map<number, PullPlan>> {
  const decide = (pull: Listed) =>
    decidePull({
      drift: drifts.get(pull.view.number) as DriftResult,
      base: pull.view.baseRef,
      observed: observe(pull),
      policy,
      now,
    });
  const unsettled = commentsToRead(evaluated, pulls, (pull) => decide(pull).writes);
  if (unsettled.length > 0) {
    await readComments(ctx.github, unsettled);
    ctx.log.info(commentsReadLog(unsettled.length));
  }
  const plans = new Map<number, PullPlan>();
  for (const pull of evaluated) {
    const first = decide(pull);
    const complete = readsAllComments(pull, policy, first.comment?.op === 'create');
    if (complete) {
      try {
        await completeComments(ctx.github, ctx.repo, pull);
      } catch (e) {
        const unknown = commentsUnanswered(e);
        ctx.log.warning(pullErrorLog(pull.view.number, errorMessage(e)));
        drifts.set(pull.view.number, unknown);
      }
    }
    // Every comment is read before this PR's one decision is taken.
    const plan = complete ? decide(pull) : first;
    plans.set(pull.view.number, withDuplicateDeletes(plan, statusDuplicates(pull)));
  }
  return plans;
}

/** Every listed PR's outcome before any write: its class, drift and what its plan says up front. */
function outcomesOf(
  pulls: Listed[],
  drifts: Map<number, DriftResult>,
  plans: Map<number, PullPlan>,
  deferred: number[],
  maxWrites: number,
): Map<number, PullOutcome> {
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
    o.steps.push({ kind: 'deferred', maxWrites });
  }
  return outcomes;
}

/**
 * The allocated plans carried out in order. Each PR is handed what max-writes leaves it beside the writes
 * promised to the PRs after it, and hands back the writes it made.
 */
async function applyAll(
  a: ApplyContext,
  order: number[],
  byNumber: Map<number, Listed>,
  plans: Map<number, PullPlan>,
  drifts: Map<number, DriftResult>,
  outcomes: Map<number, PullOutcome>,
  maxWrites: number,
): Promise<{ writes: number; errors: string[]; refusedForWorkflows: number[] }> {
  const errors: string[] = [];
  const refusedForWorkflows: number[] = [];
  let writes = 0;
  let promised = order.reduce((n, number) => n + (plans.get(number) as PullPlan).writes, 0);
  for (const number of order) {
    const plan = plans.get(number) as PullPlan;
    const outcome = outcomes.get(number) as PullOutcome;
    promised -= plan.writes;
    const budget = allowanceFor(maxWrites, writes, promised);
    try {
      const applied = await applyPlan(
        a,
        byNumber.get(number) as Listed,
        plan,
        drifts.get(number) as DriftResult,
        budget,
      );
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
      a.ctx.log.warning(message);
      outcome.error = errorMessage(e);
      outcome.steps.push({ kind: 'error', message: errorMessage(e) });
    } finally {
      writes += budget.made;
    }
  }
  return { writes, errors, refusedForWorkflows };
}

/**
 * The drift phase: list the open PRs in scope, measure each one's drift, decide per PR with the pure rules,
 * then write within max-writes, most important changes first.
 */
export async function driftPhase(
  ctx: ShellContext,
  run: RunInput,
  chosen: { git?: GitDrift; note?: string },
): Promise<DriftPhase> {
  const { settings, scope } = run;
  const policy = policyOf(settings);
  const listing = {
    checkName: settings.checkName,
    behindLabel: settings.behindLabel,
    conflictLabel: settings.conflictLabel,
    withMergeable: listsMergeable(chosen.git ? 'git' : 'api'),
    withChecks: settings.urgency === 'blocking',
  };
  const pulls = await listPulls(ctx, run, listing);
  const { evaluated, drafts, companions } = driftSelection(pulls, settings.includeDrafts, settings.urgency);
  const measured = [...evaluated, ...companions];
  ctx.log.info(listedLog(scope, { open: pulls.length, evaluated: evaluated.length, drafts: drafts.length }));

  const m = await measure(ctx, run, chosen, measured, evaluated);
  const heads = new HeadParts({
    measured: measured.map((pull) => ({ pull, drift: m.drifts.get(pull.view.number) })),
    complete: scope.kind === 'sweep' && scope.base === undefined,
    read: (number) =>
      listOnePull(ctx.github, ctx.repo, number, {
        ...listing,
        withMergeable: listsMergeable(m.source),
        withChecks: false,
      }),
    measure: async (pull) =>
      (m.source === 'git' && chosen.git
        ? (await gitDrifts(chosen.git, [pull])).drifts.get(pull.view.number)
        : (await apiDrifts(ctx, [pull])).get(pull.view.number)) ?? { known: false, reason: { kind: 'not-measured' } },
    log: ctx.log,
  });

  const plans = await planAll(ctx, pulls, evaluated, m.drifts, policy, run.now);
  const { run: order, deferred } = allocate(
    evaluated.map((p) => ({ number: p.view.number, plan: plans.get(p.view.number) as PullPlan })),
    settings.maxWrites,
  );
  const outcomes = outcomesOf(pulls, m.drifts, plans, deferred, settings.maxWrites);
  const byNumber = new Map(evaluated.map((p) => [p.view.number, p]));
  const applied = await applyAll(
    { ctx, policy, heads, ready: settings.ready },
    order,
    byNumber,
    plans,
    m.drifts,
    outcomes,
    settings.maxWrites,
  );
  for (const o of outcomes.values()) ctx.log.info(outcomeLog(o));
  return {
    source: m.source,
    ...(m.sourceNote ? { sourceNote: m.sourceNote } : {}),
    bases: m.bases,
    outcomes: [...outcomes.values()],
    evaluated,
    pulls,
    ...applied,
  };
}

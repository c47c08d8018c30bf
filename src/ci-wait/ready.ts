/** The ready mark (src/core/ready-mark/mark.ts) as a run sets it or takes it back. */
import { readHead, readPull } from '../core/pr/read.js';
import type { RequiredChecks } from '../core/pure/required-checks.js';
import { changed, noChange, setReadyMark, takeBackReadyMark, type MarkChange } from '../core/ready-mark/mark.js';
import type { PullView } from '../core/pure/view.js';
import {
  decideReady,
  markWhenReady,
  needsStatuses,
  readsReadyChecks,
  readyBlockingLabels,
  takesBackFirst,
} from './rules/decide-ready.js';
import type { Outcome } from './rules/decide.js';
import { LOG } from './messages.js';
import { type ReadyReport } from './report.js';
import type { CiWaitSettings } from './settings.js';
import { type Run, type Evaluation } from './run.js';
import { standingVerdict } from './verdict.js';

// ---------------------------------------------------------------------------------------------
// The ready mark (src/core/ready-mark/mark.ts): set only on a landable head, taken back otherwise

/**
 * A push's run takes the mark back before it waits: the mark belongs to the head it was set on, and the
 * new head has no success of ci-wait's own yet. A re-run on a head ci-wait already passed leaves it (the
 * run ends by judging that head again), so a marked, still-good PR sees no write.
 */
export async function takeBackFirst(run: Run, settings: CiWaitSettings, number: number): Promise<void> {
  const { ctx } = run;
  const view = await readPull(ctx.github, ctx.repo, number);
  if (!takesBackFirst(view.state, undefined)) return;
  const standing = await standingVerdict(run, settings, view.headSha, view.viewer);
  if (!takesBackFirst(view.state, standing?.conclusion)) return;
  const change = await takeBackReadyMark(ctx.github, ctx.repo, view, settings.ready);
  if (changed(change)) ctx.log.info(LOG.readyTakenBack(view.headSha, change, ctx.repo.owner, [{ kind: 'new-head' }]));
}

/**
 * Sets the mark when the rule says the head can land and the head still stands, else takes it back
 * (`rules/decide-ready.ts`'s `markWhenReady` says in which order). Reviewers are asked only after the head
 * was read again.
 */
export async function markReady(
  run: Run,
  settings: CiWaitSettings,
  view: PullView,
  evaluation: Evaluation,
  outcome: Outcome,
): Promise<ReadyReport> {
  const { ctx } = run;
  const { head } = evaluation;
  const judged = readsReadyChecks(outcome);
  const runs = judged ? await run.checks.checkRuns(head) : [];
  const required: RequiredChecks = judged
    ? await run.checks.requiredSet(evaluation.pr.baseRef)
    : { known: true, checks: [] };
  const names = new Set(runs.map((r) => r.name));
  const statuses = needsStatuses(required, names) ? await run.checks.statuses(head) : [];
  const decision = decideReady({
    outcome,
    mergeableState: evaluation.pr.mergeableState,
    isDraft: view.isDraft,
    draftMode: settings.ready.modes.includes('draft'),
    labels: view.labels,
    blockingLabels: readyBlockingLabels(settings),
    runs,
    statuses,
    required,
    // The job running ci-wait is still running while it marks; a requirement on it is the job's own business.
    selfNames: evaluation.selection.excluded.filter((e) => e.reason === 'self').map((e) => e.item.name),
    checkName: settings.checkName,
    viewer: view.viewer,
  });
  const result = await markWhenReady<MarkChange>(
    {
      headNow: () => readHead(ctx.github, ctx.repo, view.number),
      set: () => setReadyMark(ctx.github, ctx.repo, view, settings.ready),
      takeBack: () => takeBackReadyMark(ctx.github, ctx.repo, view, settings.ready),
      changed,
    },
    head,
    decision,
    noChange(),
  );
  if (!result.marked) {
    if (changed(result.change)) ctx.log.info(LOG.readyTakenBack(head, result.change, ctx.repo.owner, result.blocks));
    else ctx.log.info(LOG.notReady(head, result.blocks));
    return { marked: false, blocks: result.blocks, change: result.change };
  }
  if (changed(result.change)) ctx.log.info(LOG.readySet(head, result.change, ctx.repo.owner));
  return { marked: true, blocks: [], change: result.change };
}

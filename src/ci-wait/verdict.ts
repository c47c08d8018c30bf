/** The verdict check on the commit, for every open PR it heads. */
import { ConfigurationError, errorMessage } from '../core/pure/errors.js';
import { recordVerdictApp } from '../core/identity.js';
import { writeVerdict } from '../core/pr/checks.js';
import { sharedHeadLine } from '../core/pr/commit-verdict-messages.js';
import { writeCommitVerdict } from '../core/pr/commit-verdict.js';
import type { CommitVerdict, PullPart, VerdictConclusion } from '../core/pure/commit-verdict.js';
import { botless } from '../core/pure/trust.js';
import type { Outcome } from './rules/decide.js';
import type { PartReason } from './rules/decide-verdict.js';
import type { TransitionPlan } from './rules/decide-transition.js';
import { LOG } from './messages.js';
import { partReasonText, verdictCheckTitle, verdictSummary } from './verdict-messages.js';
import type { CiWaitSettings } from './settings.js';
import { type Run, type Evaluation } from './run.js';
import { countCopyLine } from './rules/state.js';
import { knownOnCommit, unjudgedPart } from './rules/commit-others.js';
import {
  lookOnly,
  otherPartOn,
  partOf,
  planVerdict,
  readsStanding,
  standingOwnVerdict,
  stateCopy,
  verdictStands,
  type StandingVerdict,
} from './rules/decide-verdict.js';
import { evaluatePullRequest } from './wait.js';

// ---------------------------------------------------------------------------------------------
// The verdict on the commit, for every open PR it heads

export { partOf };

/** Records the PR's own outcome on `head`, for the other PRs of the same run (a merged PR is no longer open). */
export function remember(run: Run, number: number, head: string, outcome: Outcome): void {
  if (outcome === 'merged') run.judged.delete(number);
  else run.judged.set(number, { head, part: partOf(number, outcome) });
}

/**
 * Another PR judged as it stands, once, on `head`: `undefined` when it is no longer open or no
 * longer on `head` (its own events judge its new head). Nothing is written on it.
 */
async function judgeOther(
  run: Run,
  settings: CiWaitSettings,
  number: number,
  head: string,
): Promise<PullPart<PartReason> | undefined> {
  const known = run.judged.get(number);
  if (known?.head === head) return known.part;
  let part: PullPart<PartReason> | undefined;
  try {
    const evaluation = await evaluatePullRequest(run, lookOnly(settings), number, 'event', head);
    part = otherPartOn(number, evaluation, head);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    run.ctx.log.info(LOG.otherUnjudged(number, errorMessage(e)));
    part = unjudgedPart(number);
  }
  if (part) run.judged.set(number, { head, part });
  return part;
}

/**
 * The newest verdict check on the head, when this token's identity wrote it: a rerun that reaches the
 * same verdict leaves it standing. Read again just before writing (a conditional request: free when
 * nothing changed since the last look), so a verdict another run wrote meanwhile is seen.
 */
export async function standingVerdict(
  run: Run,
  settings: CiWaitSettings,
  head: string,
  viewer: string,
): Promise<(StandingVerdict & { app: string }) | undefined> {
  return standingOwnVerdict(await run.checks.checkRuns(head), settings.checkName, botless(viewer));
}

/**
 * The verdict check on the PR head, which counts for every open PR with that head, written by core's
 * per-commit rule (`writeCommitVerdict`): the PR's own verdict when every PR on the commit passes or
 * the PR fails itself (a refusal is right for every PR on the commit: the others matter only to a
 * success), else a failure naming the PRs that keep the commit from passing. A rerun whose own
 * newest check already states the same facts (`./decide-verdict.ts`) writes nothing.
 *
 * The check carries a copy of the PR's state (`plan.next`, `./state.ts`): the copy no comment deletion reaches,
 * read back from the heads the PR had (`./count.ts`). An observing run keeps none, as it keeps no comment: rounds it
 * only reported are not held against anyone after the switch to enforce.
 */
export async function writeVerdictOnCommit(
  run: Run,
  settings: CiWaitSettings,
  number: number,
  evaluation: Evaluation,
  plan: TransitionPlan,
  viewer: string,
): Promise<CommitVerdict> {
  const { github, repo } = run.ctx;
  const { outcome, head, reason } = evaluation;
  const copy = stateCopy(github.observing, number, plan.next);
  let writes = 0;
  const write = async (
    parts: readonly PullPart<PartReason>[],
    commit: CommitVerdict<PartReason>,
    conclusion: VerdictConclusion,
  ): Promise<void> => {
    const first = readsStanding(writes++);
    const check = planVerdict({
      verdict: plan.verdict ?? 'failure',
      outcome,
      reason,
      commit,
      conclusion,
      ...(copy ? { copy } : {}),
    });
    const standing = first ? await standingVerdict(run, settings, head, viewer) : undefined;
    if (standing && verdictStands(standing, check)) {
      // The facts branch protection and people read would not change; the verdict standing is this identity's.
      recordVerdictApp(standing.app);
      return;
    }
    const shared = sharedHeadLine(number, parts, partReasonText);
    const summary = verdictSummary({
      outcome,
      reason,
      head,
      attempt: plan.attempt,
      maxAttempts: settings.maxAttempts,
      selection: evaluation.selection,
      notes: evaluation.notes,
    });
    await writeVerdict(github, repo, {
      name: settings.checkName,
      headSha: head,
      conclusion: check.conclusion,
      title: verdictCheckTitle(check.title, outcome, reason),
      summary: shared ? `${shared}\n\n${summary}` : summary,
      ...(copy ? { text: countCopyLine(head, copy.number, copy.state) } : {}),
      ...(run.detailsUrl ? { detailsUrl: run.detailsUrl } : {}),
      externalId: check.fingerprint,
    });
  };
  const { commit } = await writeCommitVerdict(github, repo, {
    head,
    own: partOf(number, outcome),
    ...knownOnCommit(outcome),
    othersOnlyIfOwnPasses: true,
    judgeOther: (other) => judgeOther(run, settings, other, head),
    write,
  });
  return commit;
}

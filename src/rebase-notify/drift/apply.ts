/**
 * Carries out one PR's drift plan through core's PR gateway, in the order that converges after a crash: the
 * update first (it decides which of the plan's branches is carried out), then labels, then the status comment
 * (which holds the state), then the check. Every write counts against the PR's allowance of max-writes.
 */
import { compareCommits } from '../../core/compare.js';
import { writeVerdict } from '../../core/pr/checks.js';
import { deleteOwnComment, removeDuplicates, upsertComment } from '../../core/pr/comments.js';
import { writeCommitVerdict } from '../../core/pr/commit-verdict.js';
import { sharedHeadLine } from '../../core/pr/commit-verdict-messages.js';
import type { CommitVerdict, PullPart, VerdictConclusion } from '../../core/pure/commit-verdict.js';
import { addLabel, removeLabel } from '../../core/pr/labels.js';
import { readHead } from '../../core/pr/read.js';
import { changed, markOn, writesOf, type ReadyMarkSettings } from '../../core/ready-mark/mark.js';
import type { ShellContext } from '../../core/shell.js';
import { sharedHeadFingerprint } from '../rules/drift/fingerprints.js';
import { toldRefusal } from '../rules/drift/decide.js';
import type { CheckWrite, DriftPartReason, DriftResult, Policy, PullPlan } from '../rules/drift/plan.js';
import type { Step } from '../rules/drift/run-result.js';
import type { Listed } from '../listing.js';
import { checkText, partReason, sharedHeadCheckOutput, statusText } from './messages.js';
import { takeBackMark } from '../../core/ready-mark/take-back.js';
import { STATUS, readStatusComment, statusMarker } from '../rules/state.js';
import type { Allowance } from '../write-budget.js';
import type { HeadParts } from './shared-head.js';
import { observe } from './observed.js';
import { updateBranch } from './update-branch.js';

export interface ApplyContext {
  ctx: ShellContext;
  policy: Policy;
  /** Who else heads a commit, and whether each passes: a success on a commit needs every one of them. */
  heads: HeadParts;
  /** ci-wait's ready mark, taken back from a PR that conflicts. */
  ready: ReadyMarkSettings;
}

export interface Applied {
  steps: Step[];
  notified: boolean;
  updated: boolean;
  deferred: boolean;
  /** Set when the plan's other branch was carried out (an update that did not happen). */
  class?: PullPlan['class'];
  /** GitHub refused the update for a workflow file the token may not write. */
  workflowRefusal: boolean;
}

/** Carries out `plan` on `pull` within `budget` (what max-writes leaves this PR; it counts the writes made). */
export async function applyPlan(
  a: ApplyContext,
  pull: Listed,
  plan: PullPlan,
  drift: DriftResult,
  budget: Allowance,
): Promise<Applied> {
  const result: Applied = { steps: [], notified: false, updated: false, deferred: false, workflowRefusal: false };
  const known = drift.known ? drift.drift : undefined;
  let current = plan;

  if (plan.update && known) {
    const update = await updateBranch(a.ctx, pull, known.headSha);
    budget.spend();
    if (update.outcome === 'updated') {
      result.updated = true;
      result.steps.push({ kind: 'updated', base: known.base });
    } else {
      const fallback = plan.ifNotUpdated as NonNullable<PullPlan['ifNotUpdated']>;
      if (update.outcome === 'head-moved') {
        result.steps.push({ kind: 'update-head-moved' });
        current = fallback.headMoved;
      } else {
        const { refusal } = update;
        result.steps.push(
          refusal.kind === 'workflows'
            ? { kind: 'update-refused-workflows', base: known.base, message: refusal.message }
            : { kind: 'update-failed', refusal },
        );
        result.workflowRefusal = refusal.kind === 'workflows';
        current = toldRefusal(fallback.refused[refusal.kind], refusal);
      }
      result.class = current.class;
      if (!budget.fits(current.writes)) return deferred(result);
    }
  }

  // A PR that now conflicts cannot land: reviewers are not left asked to review it. Only when this run reports
  // the conflict (a PR already reported had its mark taken back then) and ci-wait has not (its run took the mark
  // back with its own notice). Its writes (one per mode at most) must fit beside the plan's, else the whole PR
  // waits: the notice must not go out without the take-back, or the next run would think it done.
  if (current.class === 'conflicting' && current.writes > 0 && !observe(pull).conflictReported && markOn(a.ready)) {
    if (!budget.fits(a.ready.modes.length + current.writes)) return deferred(result);
    const back = await takeBackMark(a.ctx, a.ready, pull.view);
    if (changed(back)) {
      budget.spend(writesOf(back));
      result.notified = true;
      result.steps.push({ kind: 'ready-taken-back' });
    }
  }

  await writeNotices(a.ctx, pull, current, budget, result);
  if (current.check) {
    let headSha: string | undefined = pull.view.headSha;
    if (current.check.target === 'updated-head' && known) {
      headSha = await updatedHead(a.ctx, pull, known.headSha, known.baseSha);
      if (!headSha) result.steps.push({ kind: 'check-unconfirmed' });
    }
    if (headSha) await writeGate(a, pull, current.check, headSha, budget, result);
  }
  if (current.held) result.steps.push({ kind: 'held' });
  if (current.skipped) result.steps.push({ kind: 'skipped', reason: current.skipped });
  return result;
}

function deferred(result: Applied): Applied {
  result.deferred = true;
  result.steps.push({ kind: 'deferred' });
  return result;
}

/** The duplicates, labels and status comment: state before the check. */
async function writeNotices(ctx: ShellContext, pull: Listed, plan: PullPlan, budget: Allowance, result: Applied) {
  const { github, repo } = ctx;
  // Core's one duplicate policy: the oldest status comment stays, the younger copies the read found go.
  const deleted = await removeDuplicates(github, repo, pull.view, STATUS);
  for (let i = 0; i < deleted; i++) {
    budget.spend();
    result.steps.push({ kind: 'duplicate-deleted' });
  }
  for (const label of plan.addLabels) {
    if (await addLabel(github, repo, pull.view, label)) {
      budget.spend();
      result.notified = true;
      result.steps.push({ kind: 'label', label, op: 'added' });
    }
  }
  for (const label of plan.removeLabels) {
    if (await removeLabel(github, repo, pull.view, label)) {
      budget.spend();
      result.notified = true;
      result.steps.push({ kind: 'label', label, op: 'removed' });
    }
  }
  if (plan.comment) {
    const text = statusText(plan.comment.facts);
    const written = await upsertComment(github, repo, pull.view, statusMarker(plan.comment.state), text);
    if (written !== 'unchanged') {
      budget.spend();
      result.notified = true;
      result.steps.push({ kind: 'comment', result: written, refresh: plan.comment.why === 'refresh' });
    }
  }
  if (plan.deleteComment) {
    const own = readStatusComment(pull.view);
    if (own) {
      await deleteOwnComment(github, repo, pull.view, own.id);
      budget.spend();
      result.notified = true;
      result.steps.push({ kind: 'comment-deleted' });
    }
  }
}

/**
 * The head that update-branch created: read back (GitHub merges asynchronously) and confirmed
 * to contain the base, so a passing check is never written on a head that is still behind.
 */
async function updatedHead(
  ctx: ShellContext,
  pull: Listed,
  oldHead: string,
  baseSha: string,
): Promise<string | undefined> {
  const { github, repo, clock } = ctx;
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
 * into a failure: the one write that may go past the PR's allowance were it not kept for it (below), since
 * leaving the success would let that PR merge. A failure of the PR's own needs no one else: it is judged on
 * what this run already knows.
 */
async function writeGate(
  a: ApplyContext,
  pull: Listed,
  check: CheckWrite,
  headSha: string,
  budget: Allowance,
  result: Applied,
) {
  const { github, repo } = a.ctx;
  const self = pull.view.number;
  const text = checkText(check.says);
  const write = async (
    conclusion: CheckWrite['conclusion'],
    output: { title: string; summary: string },
    id: string,
  ) => {
    await writeVerdict(github, repo, { name: a.policy.checkName, headSha, conclusion, ...output, externalId: id });
    budget.spend();
    result.notified = true;
  };
  const own: PullPart<DriftPartReason> = { number: self, pass: check.conclusion === 'success' };
  // The refusal already standing on the head, when it is the evaluated one.
  const seen = headSha === pull.view.headSha && typeof pull.check === 'object' ? pull.check : undefined;
  let written = false;
  const listed = a.heads.listed(headSha, self, !own.pass);
  // A success may have to be written back to failure (a PR that does not pass moved onto the commit meanwhile):
  // it is written only with room for that second write, so max-writes holds even then.
  if (own.pass && !budget.fits(2)) {
    result.deferred = true;
    result.steps.push({ kind: 'deferred' });
    return;
  }
  await writeCommitVerdict(github, repo, {
    head: headSha,
    own,
    ...(listed ? { listed } : {}),
    judgeOther: (number) => a.heads.judge(number, headSha),
    write: async (
      parts: readonly PullPart<DriftPartReason>[],
      commit: CommitVerdict<DriftPartReason>,
      conclusion: VerdictConclusion,
    ) => {
      if (!own.pass) {
        await write(check.conclusion, text, check.fingerprint);
        result.steps.push({ kind: 'check', conclusion: check.conclusion });
        return;
      }
      if (commit.pass) {
        const line = sharedHeadLine(self, parts, partReason);
        const summary = line ? `${line}\n\n${text.summary}` : text.summary;
        await write(conclusion, { title: text.title, summary }, check.fingerprint);
        result.steps.push({ kind: 'check', conclusion });
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
      const output = sharedHeadCheckOutput(text, failing, sharedHeadLine(self, parts, partReason) ?? '');
      await write(conclusion, output, fingerprint);
      result.steps.push({ kind: 'check-shared-head', failing, stays: false });
    },
  });
}

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
import { gateDeferred, gateWrite, readyRoom, takesReadyBack } from '../rules/drift/gate-writes.js';
import { UPDATED_HEAD_READS, afterUpdate, containsBase, updatedHeadWait } from '../rules/drift/update-branch.js';
import type { CheckWrite, DriftPartReason, DriftResult, Policy, PullPlan } from '../rules/drift/plan.js';
import type { Step } from '../rules/drift/run-result.js';
import type { Listed } from '../listing.js';
import { checkText, partReason, sharedHeadCheckOutput, statusText } from './messages.js';
import { takeBackMark } from '../../core/ready-mark/take-back.js';
import { STATUS, readStatusComment, statusMarker } from '../rules/state.js';
import type { Allowance } from '../rules/write-budget.js';
import type { HeadParts } from './shared-head.js';
import { observe } from '../rules/drift/observed.js';
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
    const after = afterUpdate(plan, update, known.base);
    result.steps.push(after.step);
    if (update.outcome === 'updated') result.updated = true;
    else {
      current = after.plan;
      result.workflowRefusal = after.workflowRefusal;
      result.class = current.class;
      if (!budget.fits(current.writes)) return deferred(result);
    }
  }

  if (takesReadyBack(current, observe(pull).conflictReported, markOn(a.ready))) {
    if (!budget.fits(readyRoom(a.ready.modes.length, current))) return deferred(result);
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
  for (let attempt = 0; attempt < UPDATED_HEAD_READS; attempt++) {
    const wait = updatedHeadWait(attempt);
    if (wait > 0) await clock.sleep(wait);
    const { headSha } = await readHead(github, repo, pull.view.number);
    if (headSha === oldHead) continue;
    const { status } = await compareCommits(github, repo, baseSha, headSha);
    return containsBase(status) ? headSha : undefined;
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
  if (gateDeferred(own.pass, (n) => budget.fits(n))) {
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
      const gate = gateWrite(own.pass, commit, seen, written);
      if (gate.kind === 'own') {
        await write(check.conclusion, text, check.fingerprint);
        result.steps.push({ kind: 'check', conclusion: check.conclusion });
        return;
      }
      if (gate.kind === 'pass') {
        const line = sharedHeadLine(self, parts, partReason);
        const summary = line ? `${line}\n\n${text.summary}` : text.summary;
        await write(conclusion, { title: text.title, summary }, check.fingerprint);
        result.steps.push({ kind: 'check', conclusion });
        written = true;
        return;
      }
      const { failing, fingerprint } = gate;
      if (gate.stays) {
        result.steps.push({ kind: 'check-shared-head', failing, stays: true });
        return;
      }
      const output = sharedHeadCheckOutput(text, failing, sharedHeadLine(self, parts, partReason) ?? '');
      await write(conclusion, output, fingerprint);
      result.steps.push({ kind: 'check-shared-head', failing, stays: false });
    },
  });
}

/**
 * The gate's writes, each attempted and reported whatever happened to the others: turning
 * auto-merge off, the quarantine label, the quarantine comment and the verdict check. A failed
 * write is reported (an `Effect`), never turned into a pass.
 */
import type { Annotation, Verdict } from '../core/pr/checks.js';
import { writePending, writeVerdict } from '../core/pr/checks.js';
import { upsertComment } from '../core/pr/comments.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import { ConfigurationError, errorMessage } from '../core/pure/errors.js';
import type { Marker } from '../core/pure/markers.js';
import type { PullView } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import { short } from '../core/untrusted.js';
import { verdictsOnly } from '../core/github/rate-budget.js';
import type { Effect, ExtraVerdict } from './job.js';
import { EFFECT, type CheckText } from './messages.js';
import { releaseWrites } from './rules/decide.js';
import { deferringBudget, labelWritten, releaseOrder, turnsAutoMergeOff } from './rules/pull-writes.js';

export const ACTION = 'write-root-gate';

/** What the PR's own writes need of the view: no re-read, the gateway's read narrowed. */
export type GatedPull = Pick<
  PullView,
  'number' | 'nodeId' | 'autoMerge' | 'labels' | 'trusted' | 'duplicates' | 'tamperedIds'
>;

export const quarantineMarker = (verdict: 'pass' | 'refused'): Marker => ({
  action: ACTION,
  kind: 'quarantine',
  key: 'pr',
  data: { verdict },
});

export async function attempt(
  ctx: Pick<ShellContext, 'log'>,
  effects: Effect[],
  what: string,
  fn: () => Promise<string>,
  verdict = false,
): Promise<void> {
  const kind = verdict ? { verdict: true } : {};
  try {
    effects.push({ what, ok: true, detail: await fn(), ...kind });
  } catch (e) {
    const detail = errorMessage(e);
    ctx.log.warning(EFFECT.failed(what, detail));
    effects.push({
      what,
      ok: false,
      detail,
      ...kind,
      ...(e instanceof ConfigurationError ? { configuration: true } : {}),
    });
  }
}

/** Where a verdict check goes and what it carries besides its text. */
export interface CheckTarget {
  checkName: string;
  /** The PR head, when known. */
  headSha: string | undefined;
  extra: readonly ExtraVerdict[];
  detailsUrl?: string;
}

/** Writes the same verdict on the PR head and on every extra commit (the merge group). */
export async function writeChecks(
  ctx: ShellContext,
  to: CheckTarget,
  effects: Effect[],
  conclusion: Verdict['conclusion'],
  text: CheckText,
  annotations: Annotation[] = [],
): Promise<void> {
  const targets = [...(to.headSha ? [{ headSha: to.headSha, note: '' }] : []), ...to.extra];
  for (const target of targets) {
    await attempt(
      ctx,
      effects,
      EFFECT.check(conclusion, short(target.headSha)),
      async () => {
        const id = await writeVerdict(ctx.github, ctx.repo, {
          name: to.checkName,
          headSha: target.headSha,
          conclusion,
          title: text.title,
          summary: target.note ? `${target.note}\n\n${text.summary}` : text.summary,
          ...(text.text ? { text: text.text } : {}),
          annotations,
          ...(to.detailsUrl ? { detailsUrl: to.detailsUrl } : {}),
        });
        return EFFECT.checkWritten(id);
      },
      true,
    );
  }
}

/** The head's verdict back to pending (`in_progress`), while a retargeted PR is judged again. */
export async function writePendingCheck(
  ctx: ShellContext,
  to: CheckTarget & { headSha: string },
  effects: Effect[],
  text: CheckText,
): Promise<void> {
  await attempt(ctx, effects, EFFECT.pending(short(to.headSha)), async () =>
    EFFECT.pendingWritten(
      await writePending(ctx.github, ctx.repo, {
        name: to.checkName,
        headSha: to.headSha,
        title: text.title,
        summary: text.summary,
        ...(to.detailsUrl ? { detailsUrl: to.detailsUrl } : {}),
      }),
    ),
  );
}

/**
 * Auto-merge off. GitHub refuses `disablePullRequestAutoMerge` to a token without `contents: write` beside
 * `pull-requests: write` (see docs/github-behaviour.md): that refusal is a ConfigurationError, so the step fails
 * with the permission to add, even when the verdict is written.
 */
export async function disableAutoMerge(ctx: ShellContext, effects: Effect[], pull: GatedPull): Promise<void> {
  // Observe mode (src/core/enforcement.ts) leaves auto-merge as it is.
  if (!turnsAutoMergeOff(pull.autoMerge, ctx.github.observing)) return;
  await attempt(ctx, effects, EFFECT.autoMerge, async () => {
    if ((await ctx.github.disableAutoMerge(pull.nodeId)) === 'forbidden') {
      throw new ConfigurationError(EFFECT.autoMergeForbidden);
    }
    return EFFECT.autoMergeDone;
  });
}

/**
 * Whether what can wait (labels, comments, the ready mark) waits: GitHub's REST budget is below what mergexo keeps
 * for verdicts (`src/core/github/rate-budget.ts`). Then the effect says what was deferred, and the log says why.
 */
export function deferredForBudget(
  ctx: Pick<ShellContext, 'log'>,
  effects: Effect[],
  number: number,
  what: readonly string[],
): boolean {
  const low = deferringBudget(verdictsOnly(), what);
  if (low === undefined) return false;
  ctx.log.warning(EFFECT.deferredLine(number, what, low));
  effects.push({ what: EFFECT.deferred, ok: true, detail: what.join(', ') });
  return true;
}

/** A refused PR: auto-merge off, the quarantine label on, the quarantine comment written. */
export async function quarantine(
  ctx: ShellContext,
  effects: Effect[],
  pull: GatedPull,
  label: string,
  comment: string,
): Promise<void> {
  if (ctx.github.observing) {
    effects.push({ what: EFFECT.observed, ok: true, detail: EFFECT.wouldQuarantine(label) });
    return;
  }
  // Auto-merge off keeps a refused PR from landing (a GraphQL mutation, of the other budget): it never waits.
  await disableAutoMerge(ctx, effects, pull);
  if (deferredForBudget(ctx, effects, pull.number, [EFFECT.addLabel(label), EFFECT.comment])) return;
  await attempt(ctx, effects, EFFECT.addLabel(label), async () => {
    const written = labelWritten(await addLabel(ctx.github, ctx.repo, pull, label), pull.labels, label);
    // Not added and not there: GitHub would not create it; the step's last line names the permission.
    if (written === 'refused') throw new Error(EFFECT.labelNotCreated);
    return written === 'added' ? EFFECT.labelAdded : EFFECT.labelThere;
  });
  await attempt(ctx, effects, EFFECT.comment, async () =>
    // Two runs racing (a push and a label change) must still leave one comment.
    EFFECT.commentResult(
      await upsertComment(ctx.github, ctx.repo, pull, quarantineMarker('refused'), comment, { settle: true }),
    ),
  );
}

/** A PR back inside its roots: the label off, and the quarantine comment (if any) says so. */
export async function release(
  ctx: ShellContext,
  effects: Effect[],
  pull: GatedPull,
  label: string,
  comment: string,
  hasQuarantineComment: boolean,
): Promise<void> {
  const writes = releaseWrites(pull.labels, label, hasQuarantineComment);
  const order = releaseOrder(writes);
  if (ctx.github.observing) {
    if (order.length > 0) effects.push({ what: EFFECT.observed, ok: true, detail: EFFECT.wouldRelease(label) });
    return;
  }
  const waiting = order.map((w) => (w === 'remove-label' ? EFFECT.removeLabel(label) : EFFECT.updateComment));
  if (deferredForBudget(ctx, effects, pull.number, waiting)) return;
  if (writes.removeLabel) {
    await attempt(ctx, effects, EFFECT.removeLabel(label), async () => {
      await removeLabel(ctx.github, ctx.repo, pull, label);
      return EFFECT.labelRemoved;
    });
  }
  if (writes.updateComment) {
    await attempt(ctx, effects, EFFECT.updateComment, async () =>
      EFFECT.commentResult(await upsertComment(ctx.github, ctx.repo, pull, quarantineMarker('pass'), comment)),
    );
  }
}

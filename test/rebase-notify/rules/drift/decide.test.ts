import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRIORITY,
  type Drift,
  type DriftClass,
  type DriftResult,
  type Observed,
  type ObservedCheck,
  type Policy,
  type PullPlan,
  type StatusComment,
} from '../../../../src/rebase-notify/rules/drift/plan.js';
import {
  allocate,
  classOf,
  decidePull,
  driftPart,
  measuresOnHead,
  previousClass,
  unjudgedPart,
} from '../../../../src/rebase-notify/rules/drift/decide.js';
import { checkFingerprint, noticeFingerprint } from '../../../../src/rebase-notify/rules/drift/fingerprints.js';
import { checkText, skipText, statusText } from '../../../../src/rebase-notify/drift/messages.js';
import { isWorkflowRefusal } from '../../../../src/core/workflow-refusal.js';
import { githubWords } from '../../../../src/core/pure/words.js';
import { ConfigurationError } from '../../../../src/core/pure/errors.js';
import type { Urgency } from '../../../../src/rebase-notify/rules/drift/plan.js';

const NOW = new Date('2025-03-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const BASE = 'b'.repeat(40);
const HEAD = 'a'.repeat(40);

function policy(over: Partial<Policy> = {}): Policy {
  return {
    urgency: 'helpful',
    updateBranch: 'off',
    cooldownMinutes: 60,
    behindLabel: 'mergexo:behind',
    conflictLabel: 'mergexo:conflict',
    checkName: 'mergexo/rebase',
    ...over,
  };
}

function drift(over: Partial<Drift> = {}): Drift {
  return { base: 'main', baseSha: BASE, headSha: HEAD, behind: 0, ahead: 1, conflict: false, missing: [], ...over };
}

const behind = (n = 3) =>
  drift({
    behind: n,
    missing: Array.from({ length: Math.min(n, 5) }, (_, i) => ({
      sha: `${i}`.repeat(40),
      subject: `base change ${n - i}`,
    })),
  });
const conflicting = (files: string[] | null = ['src/a.ts']) =>
  drift({ behind: 2, conflict: true, ...(files ? { files } : {}) });

/** The status comment mergexo would have written for `d` at `notifiedAt`. */
function commentFor(d: Drift, p: Policy, notifiedAt = minutesAgo(5), updatedByMergexo = false): StatusComment {
  const cls = updatedByMergexo ? 'up_to_date' : classOf(d);
  return {
    text: statusText({ cls, drift: d, policy: p, updatedByMergexo }),
    state: {
      class: cls,
      notifiedAt,
      behind: d.behind,
      ahead: d.ahead,
      base: d.base,
      baseSha: d.baseSha,
      headSha: d.headSha,
      fingerprint: noticeFingerprint({ cls, drift: d, policy: p, updatedByMergexo }),
    },
  };
}

function observed(over: Partial<Observed> = {}): Observed {
  return { labels: [], check: 'none', ...over };
}

/** The fingerprints of the blocking checks the tests below speak of by their titles. */
const SAYS: Record<string, string> = {
  '2 commits behind main': checkFingerprint({
    cls: 'behind',
    drift: behind(2),
    policy: policy({ urgency: 'blocking' }),
    updatedByMergexo: false,
  }),
  '3 commits behind main': checkFingerprint({
    cls: 'behind',
    drift: behind(3),
    policy: policy({ urgency: 'blocking' }),
    updatedByMergexo: false,
  }),
  'Up to date with main': checkFingerprint({
    cls: 'up_to_date',
    drift: drift(),
    policy: policy({ urgency: 'blocking' }),
    updatedByMergexo: false,
  }),
};

/** A check of ours that said `title` (as its fingerprint says it). */
const check = (conclusion: string, title: string, completedAt = minutesAgo(5)): ObservedCheck => ({
  conclusion,
  fingerprint: SAYS[title] ?? title,
  completedAt,
});

function decide(
  d: Drift | DriftResult,
  o: Observed = observed(),
  p: Policy = policy(),
  extra: { update?: 'updated' | 'head-moved' | 'failed'; updateRefusal?: string } = {},
) {
  const result: DriftResult = 'known' in d ? d : { known: true, drift: d };
  const { updateRefusal, ...rest } = extra;
  // GitHub's words, typed as the shell types them (a workflow refusal, or another).
  const refusal = updateRefusal
    ? {
        kind: isWorkflowRefusal(updateRefusal) ? ('workflows' as const) : ('github' as const),
        message: githubWords(updateRefusal),
      }
    : undefined;
  const plan = decidePull({
    drift: result,
    base: 'main',
    observed: o,
    policy: p,
    now: NOW,
    ...rest,
    ...(refusal ? { updateRefusal: refusal } : {}),
  });
  return shown(plan);
}

/** A plan with the words messages.ts renders from it, as the PR would show them. */
function shown(plan: PullPlan) {
  const { comment, check, skipped, ...rest } = plan;
  return {
    ...rest,
    ...(comment ? { comment: { ...comment, text: statusText(comment.facts) } } : {}),
    ...(check ? { check: { ...check, ...checkText(check.says) } } : {}),
    ...(skipped ? { skipped: skipText(skipped) } : {}),
  };
}

const URGENCIES: Urgency[] = ['blocking', 'helpful', 'fyi'];

describe('state classes', () => {
  it('conflicting beats behind, behind beats up to date', () => {
    expect(classOf(drift())).toBe('up_to_date');
    expect(classOf(drift({ behind: 1 }))).toBe('behind');
    expect(classOf(conflicting())).toBe('conflicting');
  });

  it('the previous class comes from the status comment, else the labels, else a failing check', () => {
    const p = policy();
    expect(previousClass(observed(), p)).toBe('up_to_date');
    expect(previousClass(observed({ labels: ['mergexo:behind'] }), p)).toBe('behind');
    expect(previousClass(observed({ labels: ['MERGEXO:CONFLICT', 'mergexo:behind'] }), p)).toBe('conflicting');
    expect(previousClass(observed({ check: check('failure', '3 commits behind main') }), p)).toBe('behind');
    expect(previousClass(observed({ labels: ['mergexo:conflict'], comment: commentFor(behind(), p) }), p)).toBe(
      'behind',
    );
  });
});

describe('a PR seen for the first time', () => {
  it.each(URGENCIES)('up to date (%s): nothing to say, only the blocking gate passes', (urgency) => {
    const plan = decide(drift(), observed(), policy({ urgency }));
    expect(plan.addLabels).toEqual([]);
    expect(plan.removeLabels).toEqual([]);
    expect(plan.comment).toBeUndefined();
    if (urgency === 'blocking') {
      expect(plan.check).toMatchObject({ conclusion: 'success', target: 'head', why: 'missing' });
      expect(plan.writes).toBe(1);
    } else {
      expect(plan.check).toBeUndefined();
      expect(plan.writes).toBe(0);
    }
  });

  it('behind, helpful: one comment with the count and the newest subjects, no label', () => {
    const plan = decide(behind(12));
    expect(plan).toMatchObject({ class: 'behind', previous: 'up_to_date', addLabels: [], removeLabels: [], writes: 1 });
    expect(plan.comment).toMatchObject({
      op: 'create',
      why: 'new',
      state: { class: 'behind', behind: 12, notifiedAt: NOW.toISOString() },
    });
    expect(plan.comment?.text).toContain('12 commits behind `main`');
    expect(plan.comment?.text).toContain('base change 12');
    expect(plan.comment?.text).toContain('… and 7 more commits');
    expect(plan.check).toBeUndefined();
    expect(plan.priority).toBe(PRIORITY.behind);
  });

  it('behind, fyi: the behind label only', () => {
    const plan = decide(behind(), observed(), policy({ urgency: 'fyi' }));
    expect(plan).toMatchObject({ addLabels: ['mergexo:behind'], removeLabels: [], writes: 1 });
    expect(plan.comment).toBeUndefined();
    expect(plan.check).toBeUndefined();
  });

  it('behind, blocking: a failing check saying how far behind, nothing else', () => {
    const plan = decide(behind(3), observed(), policy({ urgency: 'blocking' }));
    expect(plan.check).toMatchObject({ conclusion: 'failure', title: '3 commits behind main', target: 'head' });
    expect(plan.check?.summary).toContain('State: **behind**');
    expect(plan.addLabels).toEqual([]);
    expect(plan.comment).toBeUndefined();
    expect(plan.priority).toBe(PRIORITY.gate);
  });

  it.each(URGENCIES)('conflicting (%s): the conflict label and a comment naming the files', (urgency) => {
    const plan = decide(conflicting(['src/a.ts', 'src/b.ts']), observed(), policy({ urgency }));
    expect(plan.addLabels).toEqual(['mergexo:conflict']);
    expect(plan.comment?.op).toBe('create');
    expect(plan.comment?.text).toContain('conflicts in 2 files');
    expect(plan.comment?.text).toContain('- `src/b.ts`');
    expect(plan.comment?.state.files).toEqual(['src/a.ts', 'src/b.ts']);
    expect(plan.priority).toBe(PRIORITY.conflict);
    if (urgency === 'blocking')
      expect(plan.check).toMatchObject({ conclusion: 'failure', title: 'Conflicts with main in 2 files' });
    else expect(plan.check).toBeUndefined();
  });

  it('conflicting without a local git says the files are unknown', () => {
    const plan = decide(conflicting(null));
    expect(plan.comment?.text).toContain('Which files conflict is unknown');
    expect(plan.comment?.state.files).toBeUndefined();
  });
});

describe('a PR that caught up', () => {
  it('helpful: the comment says so at once, even within the cooldown', () => {
    const p = policy();
    const plan = decide(drift(), observed({ comment: commentFor(behind(), p, minutesAgo(1)) }), p);
    expect(plan.comment).toMatchObject({ op: 'edit', why: 'class-changed', state: { class: 'up_to_date' } });
    expect(plan.comment?.text).toContain('up to date with `main`');
    expect(plan.priority).toBe(PRIORITY.caughtUp);
  });

  it('fyi: loses the behind label', () => {
    const plan = decide(drift(), observed({ labels: ['mergexo:behind', 'wip'] }), policy({ urgency: 'fyi' }));
    expect(plan).toMatchObject({ removeLabels: ['mergexo:behind'], addLabels: [], writes: 1 });
  });

  it('blocking: the check turns green on the head', () => {
    const plan = decide(
      drift(),
      observed({ check: check('failure', '3 commits behind main') }),
      policy({ urgency: 'blocking' }),
    );
    expect(plan.check).toMatchObject({ conclusion: 'success', title: 'Up to date with main', why: 'class-changed' });
  });

  it('a conflict that was resolved loses its label, and the comment says so', () => {
    const p = policy({ urgency: 'fyi' });
    const plan = decide(drift(), observed({ labels: ['mergexo:conflict'], comment: commentFor(conflicting(), p) }), p);
    expect(plan.removeLabels).toEqual(['mergexo:conflict']);
    expect(plan.comment?.state.class).toBe('up_to_date');
  });

  it('non-blocking urgencies still clear a failing check of ours', () => {
    const plan = decide(
      drift(),
      observed({ check: check('failure', '2 commits behind main') }),
      policy({ urgency: 'helpful' }),
    );
    expect(plan.check).toMatchObject({ conclusion: 'success', why: 'unblock' });
    expect(plan.check?.title).toContain('not blocking');
  });

  it('labels are matched ignoring case and removed under the name the PR shows', () => {
    const plan = decide(drift(), observed({ labels: ['MERGEXO:Conflict'] }), policy());
    expect(plan.removeLabels).toEqual(['MERGEXO:Conflict']);
    expect(decide(conflicting(), observed({ labels: ['MERGEXO:Conflict'] }), policy()).addLabels).toEqual([]);
  });

  it('an up-to-date comment is never refreshed', () => {
    const p = policy({ cooldownMinutes: 0 });
    const stale = { ...commentFor(drift(), p, minutesAgo(600)), text: 'older wording' };
    expect(decide(drift(), observed({ comment: stale }), p).writes).toBe(0);
  });
});

describe('the cooldown', () => {
  const p = policy();
  const was = commentFor(behind(2), p, minutesAgo(10));

  it('holds a refresh of the same class within the cooldown', () => {
    const plan = decide(behind(3), observed({ comment: was }), p);
    expect(plan).toMatchObject({ writes: 0, held: true });
  });

  it('refreshes in place once the cooldown is over', () => {
    const plan = decide(
      behind(3),
      observed({ comment: { ...was, state: { ...was.state!, notifiedAt: minutesAgo(60) } } }),
      p,
    );
    expect(plan.comment).toMatchObject({ op: 'edit', why: 'refresh' });
    expect(plan.priority).toBe(PRIORITY.refresh);
  });

  it('cooldown 0 refreshes on every run', () => {
    const p0 = policy({ cooldownMinutes: 0 });
    expect(
      decide(behind(3), observed({ comment: commentFor(behind(2), p0, NOW.toISOString()) }), p0).comment?.why,
    ).toBe('refresh');
  });

  it('nothing changed: no write and nothing held', () => {
    expect(decide(behind(2), observed({ comment: was }), p)).toMatchObject({ writes: 0, held: false });
  });

  it('a class change is notified at once: behind to conflicting', () => {
    const plan = decide(conflicting(), observed({ comment: was }), p);
    expect(plan.comment).toMatchObject({ op: 'edit', why: 'class-changed' });
    expect(plan.addLabels).toEqual(['mergexo:conflict']);
    expect(plan.priority).toBe(PRIORITY.conflict);
  });

  it('conflicting to behind in fyi: labels swap and the existing comment follows', () => {
    const pf = policy({ urgency: 'fyi' });
    const plan = decide(
      behind(2),
      observed({ labels: ['mergexo:conflict'], comment: commentFor(conflicting(), pf) }),
      pf,
    );
    expect(plan.addLabels).toEqual(['mergexo:behind']);
    expect(plan.removeLabels).toEqual(['mergexo:conflict']);
    expect(plan.comment).toMatchObject({ op: 'edit', why: 'class-changed', state: { class: 'behind' } });
  });

  it('new conflicted files wait for the cooldown like counts do', () => {
    const before = commentFor(conflicting(['a']), p, minutesAgo(5));
    expect(
      decide(conflicting(['a', 'b']), observed({ labels: ['mergexo:conflict'], comment: before }), p),
    ).toMatchObject({
      writes: 0,
      held: true,
    });
  });

  it('a comment whose state cannot be read is rewritten', () => {
    const plan = decide(behind(2), observed({ comment: { text: 'whatever' } }), p);
    expect(plan.comment).toMatchObject({ op: 'edit', why: 'class-changed' });
  });

  it('blocking: a stale count on the failing check waits for the cooldown, a missing check does not', () => {
    const pb = policy({ urgency: 'blocking' });
    expect(decide(behind(3), observed({ check: check('failure', '2 commits behind main') }), pb)).toMatchObject({
      writes: 0,
      held: true,
    });
    expect(
      decide(behind(3), observed({ check: check('failure', '2 commits behind main', minutesAgo(61)) }), pb).check?.why,
    ).toBe('refresh');
    expect(decide(behind(3), observed({ check: 'none' }), pb).check?.why).toBe('missing');
    expect(decide(behind(3), observed({ check: 'unknown' }), pb).check?.why).toBe('missing');
    expect(decide(behind(3), observed({ check: check('failure', '3 commits behind main') }), pb).writes).toBe(0);
  });
});

describe('update-branch: merge', () => {
  const pm = policy({ updateBranch: 'merge' });

  it('updates a behind PR and treats it as caught up', () => {
    const p = pm;
    const plan = decide(behind(2), observed({ comment: commentFor(behind(2), p) }), p);
    expect(plan.update).toBe(true);
    expect(plan.comment).toMatchObject({ op: 'edit', state: { class: 'up_to_date', behind: 0 } });
    expect(plan.comment?.text).toContain('mergexo merged `main` into this branch');
    expect(plan.writes).toBe(2);
  });

  it('posts nothing new on a PR it updates', () => {
    const plan = decide(behind(2), observed(), pm);
    expect(plan).toMatchObject({ update: true, addLabels: [], writes: 1 });
    expect(plan.comment).toBeUndefined();
  });

  it('blocking: the passing check goes on the head the update creates', () => {
    const plan = decide(
      behind(2),
      observed({ check: check('failure', '2 commits behind main') }),
      policy({ updateBranch: 'merge', urgency: 'blocking' }),
    );
    expect(plan.check).toMatchObject({ conclusion: 'success', target: 'updated-head' });
  });

  it('never updates a conflicting or up-to-date PR', () => {
    expect(decide(conflicting(), observed(), pm).update).toBe(false);
    expect(decide(drift(), observed(), pm).update).toBe(false);
  });

  it('a head that moved is skipped', () => {
    const plan = decide(behind(2), observed(), pm, { update: 'head-moved' });
    expect(plan).toMatchObject({ update: false, writes: 0, class: 'behind' });
    expect(plan.skipped).toMatch(/head moved/);
  });

  it('a failed update falls back to notifying', () => {
    const plan = decide(behind(2), observed(), pm, { update: 'failed' });
    expect(plan.update).toBe(false);
    expect(plan.comment?.op).toBe('create');
  });

  it('a refused update is explained in the comment, and the token that fixes a workflow refusal is named', () => {
    const refusal =
      'refusing to allow a GitHub App to create or update workflow .github/workflows/ci.yml without workflows permission';
    const plan = decide(behind(2), observed(), pm, { update: 'failed', updateRefusal: refusal });
    expect(plan.comment?.text).toContain(
      `mergexo tried to merge \`main\` into this branch and GitHub refused: ${refusal}.`,
    );
    expect(plan.comment?.text).toContain('**Workflows: Read and write**');
    const other = decide(behind(2), observed(), pm, { update: 'failed', updateRefusal: 'merge conflict' });
    expect(other.comment?.text).toContain('GitHub refused: merge conflict.');
    expect(other.comment?.text).not.toContain('Workflows');
    // Only a refusal this run saw is told: a plain failed update without GitHub's words says nothing more.
    expect(decide(behind(2), observed(), pm, { update: 'failed' }).comment?.text).not.toContain('refused');
  });
});

describe('drift that could not be measured', () => {
  const unknown: DriftResult = { known: false, reason: { kind: 'mergeable-pending' } };
  const pending = 'GitHub has not finished computing whether the PR conflicts; the next run asks again';

  it.each(['helpful', 'fyi'] as const)('%s: nothing is written, the reason is kept', (urgency) => {
    const plan = decide(unknown, observed({ labels: ['mergexo:behind'] }), policy({ urgency }));
    expect(plan).toMatchObject({ class: 'unknown', writes: 0, skipped: pending });
  });

  it('blocking fails closed: a failing check says why', () => {
    const plan = decide(
      unknown,
      observed({ check: check('success', 'Up to date with main') }),
      policy({ urgency: 'blocking' }),
    );
    expect(plan.check).toMatchObject({ conclusion: 'failure', why: 'undecidable' });
    expect(plan.check?.summary).toContain(pending);
    expect(decide(unknown, observed({ check: check('failure', 'x') }), policy({ urgency: 'blocking' })).writes).toBe(0);
  });
});

describe('the write budget', () => {
  const plan = (priority: number, writes: number): PullPlan => ({
    class: 'behind',
    previous: 'up_to_date',
    update: false,
    addLabels: [],
    removeLabels: [],
    held: false,
    writes,
    priority,
  });

  it('runs the most important changes first, oldest PR first, and defers the rest whole', () => {
    const plans = [
      { number: 5, plan: plan(PRIORITY.refresh, 1) },
      { number: 1, plan: plan(PRIORITY.behind, 1) },
      { number: 9, plan: plan(PRIORITY.conflict, 2) },
      { number: 3, plan: plan(PRIORITY.behind, 1) },
      { number: 7, plan: plan(PRIORITY.none, 0) },
      { number: 2, plan: plan(PRIORITY.caughtUp, 2) },
    ];
    expect(allocate(plans, 100)).toEqual({ run: [9, 2, 1, 3, 5], deferred: [] });
    expect(allocate(plans, 5)).toEqual({ run: [9, 2, 1], deferred: [3, 5] });
    expect(allocate(plans, 3)).toEqual({ run: [9, 1], deferred: [2, 3, 5] });
    expect(allocate(plans, 0)).toEqual({ run: [], deferred: [1, 2, 3, 5, 9] });
  });
});

// ---- properties ------------------------------------------------------------------------------

/** What the PR shows after a plan was carried out (the shell's writes, as data). */
function applied(o: Observed, plan: Omit<PullPlan, 'skipped'>): Observed {
  const lower = (s: string) => s.toLowerCase();
  let labels = o.labels.filter((l) => !plan.removeLabels.map(lower).includes(lower(l)));
  labels = [...labels, ...plan.addLabels];
  const comment = plan.comment ? { text: statusText(plan.comment.facts), state: plan.comment.state } : o.comment;
  const checkNow = plan.check
    ? { conclusion: plan.check.conclusion, fingerprint: plan.check.fingerprint, completedAt: NOW.toISOString() }
    : o.check;
  return { labels, ...(comment ? { comment } : {}), check: checkNow };
}

const arbDrift = fc
  .record({
    behind: fc.nat({ max: 60 }),
    ahead: fc.nat({ max: 5 }),
    conflict: fc.boolean(),
    files: fc.option(fc.array(fc.constantFrom('a.ts', 'b.ts', 'c/d.ts'), { maxLength: 3 }), { nil: undefined }),
  })
  .map(({ behind: b, conflict, files, ahead }) =>
    b === 0
      ? drift({ ahead })
      : drift({ behind: b, ahead, conflict, ...(conflict && files ? { files } : {}), missing: [] }),
  );
const arbClass = fc.constantFrom<DriftClass>('up_to_date', 'behind', 'conflicting');
const arbObserved = fc
  .record({
    labels: fc.subarray(['mergexo:behind', 'mergexo:conflict', 'wip']),
    commentClass: fc.option(arbClass, { nil: undefined }),
    commentAge: fc.nat({ max: 200 }),
    check: fc.constantFrom<'none' | 'unknown' | 'failure' | 'success'>('none', 'unknown', 'failure', 'success'),
  })
  .map(({ labels, commentClass, commentAge, check: c }): Observed => {
    const p = policy();
    const d = commentClass === 'behind' ? behind(1) : commentClass === 'conflicting' ? conflicting() : drift();
    return {
      labels,
      ...(commentClass ? { comment: commentFor(d, p, minutesAgo(commentAge)) } : {}),
      check: c === 'none' || c === 'unknown' ? c : check(c, 'earlier title', minutesAgo(commentAge)),
    };
  });
const arbPolicy = fc
  .record({
    urgency: fc.constantFrom<Urgency>('blocking', 'helpful', 'fyi'),
    cooldownMinutes: fc.constantFrom(0, 30, 60),
  })
  .map((o) => policy(o));

describe('properties', () => {
  it('carrying out a plan converges: deciding again on the same drift writes nothing', () => {
    fc.assert(
      fc.property(arbDrift, arbObserved, arbPolicy, (d, o, p) => {
        const first = decide(d, o, p);
        const second = decide(d, applied(o, first), p);
        expect(second.writes).toBe(0);
      }),
    );
  });

  it('labels and the blocking check always match the class found', () => {
    fc.assert(
      fc.property(arbDrift, arbObserved, arbPolicy, (d, o, p) => {
        const after = applied(o, decide(d, o, p));
        const cls = classOf(d);
        expect(after.labels.includes('mergexo:conflict')).toBe(cls === 'conflicting');
        expect(after.labels.includes('mergexo:behind')).toBe(cls === 'behind' && p.urgency === 'fyi');
        if (p.urgency === 'blocking' && typeof after.check === 'object') {
          expect(after.check.conclusion).toBe(cls === 'up_to_date' ? 'success' : 'failure');
        }
        if (after.comment?.state) expect(after.comment.state.class === cls || !decide(d, o, p).comment).toBe(true);
      }),
    );
  });

  it('within the cooldown, only a class change rewrites an existing comment', () => {
    fc.assert(
      fc.property(arbDrift, arbObserved, (d, o) => {
        const p = policy({ cooldownMinutes: 10_000 });
        const plan = decide(d, o, p);
        if (plan.comment?.op === 'edit' && o.comment?.state) expect(o.comment.state.class).not.toBe(classOf(d));
      }),
    );
  });
});

describe("one conflict notice: ci-wait's open notice is the one", () => {
  const p = policy();
  const reported = (over: Partial<Observed> = {}) => observed({ conflictReported: true, ...over });

  it('no status comment yet: none is created, the label and the check still say conflict', () => {
    const pb = policy({ urgency: 'blocking' });
    const plan = decide(conflicting(), reported(), pb);
    expect(plan.comment).toBeUndefined();
    expect(plan.deleteComment).toBeUndefined();
    expect(plan.addLabels).toEqual(['mergexo:conflict']);
    expect(plan.check).toMatchObject({ conclusion: 'failure' });
  });

  it('a status comment from before the conflict (behind, up to date, unreadable) goes, at conflict priority', () => {
    for (const comment of [commentFor(behind(2), p), commentFor(drift(), p), { text: 'whatever' }]) {
      const plan = decide(conflicting(), reported({ comment }), p);
      expect(plan.comment).toBeUndefined();
      expect(plan.deleteComment).toBe(true);
      expect(plan.writes).toBe(2); // the label and the deletion
      expect(plan.priority).toBe(PRIORITY.conflict);
    }
  });

  it('the deletion is not held by the cooldown: the comment would say the PR is only behind', () => {
    const plan = decide(conflicting(), reported({ comment: commentFor(behind(2), p, minutesAgo(0)) }), p);
    expect(plan).toMatchObject({ deleteComment: true, held: false });
  });

  it('the next run reads the class from the label and writes nothing', () => {
    const plan = decide(conflicting(), reported({ labels: ['mergexo:conflict'] }), p);
    expect(plan.previous).toBe('conflicting');
    expect(plan).toMatchObject({ writes: 0, held: false });
  });

  it('once ci-wait closed its notice and the PR is only behind, a new status comment is created', () => {
    const plan = decide(behind(2), observed({ labels: ['mergexo:conflict'] }), p);
    expect(plan.comment).toMatchObject({ op: 'create', state: { class: 'behind' } });
    expect(plan.removeLabels).toEqual(['mergexo:conflict']);
  });

  it('its own conflict notice stays and is refreshed as before (it was the first)', () => {
    const comment = commentFor(conflicting(['a']), p, minutesAgo(120));
    const plan = decide(conflicting(['a', 'b']), reported({ labels: ['mergexo:conflict'], comment }), p);
    expect(plan.deleteComment).toBeUndefined();
    expect(plan.comment).toMatchObject({ op: 'edit', why: 'refresh' });
  });

  it('a PR that does not conflict keeps its comment whatever the flag says', () => {
    const plan = decide(behind(3), reported({ comment: commentFor(behind(2), p, minutesAgo(120)) }), p);
    expect(plan.deleteComment).toBeUndefined();
    expect(plan.comment).toMatchObject({ op: 'edit', why: 'refresh' });
  });
});

describe('driftPart: a PR in the verdict on the commit it heads', () => {
  const drift = (over: Partial<Drift>): DriftResult => ({
    known: true,
    drift: { base: 'main', baseSha: BASE, headSha: HEAD, behind: 0, ahead: 1, conflict: false, missing: [], ...over },
  });

  it('passes only when it is up to date with its own base', () => {
    expect(driftPart(3, drift({}))).toEqual({ number: 3, pass: true });
    expect(driftPart(3, drift({ behind: 2 }))).toEqual({ number: 3, pass: false, reason: 'behind' });
    expect(driftPart(3, drift({ behind: 2, conflict: true }))).toEqual({
      number: 3,
      pass: false,
      reason: 'conflicting',
    });
  });

  it('fails closed when its drift is not known or not measured', () => {
    expect(driftPart(3, { known: false, reason: { kind: 'mergeable-pending' } })).toEqual({
      number: 3,
      pass: false,
      reason: 'unknown',
    });
    expect(driftPart(3, undefined)).toEqual({ number: 3, pass: false, reason: 'unknown' });
  });
});

describe("another PR's part on a commit this run did not list", () => {
  const head = 'c'.repeat(40);

  it('is measured only while it is open and still heads the commit', () => {
    expect(measuresOnHead(head, head)).toBe(true);
    // It moved on (or was closed): its own runs judge its new head; it has no part on this one.
    expect(measuresOnHead('d'.repeat(40), head)).toBe(false);
    expect(measuresOnHead(undefined, head)).toBe(false);
  });

  it('fails closed as unjudged when it cannot be read or measured, so the commit does not pass', () => {
    expect(unjudgedPart(8, new Error('Server Error (502)'))).toEqual({ number: 8, pass: false, reason: 'unjudged' });
  });

  it("stops the run on a user's mistake, with its fix", () => {
    const mistake = new ConfigurationError('Give the workflow `pull-requests: read`.');
    expect(() => unjudgedPart(8, mistake)).toThrow(mistake);
  });
});

// The ready rule (pure) and its inputs: marked only when ci-wait passed, GitHub can merge the PR, no blocking
// label is on it and every mergexo gate on the head passes, with only mergexo's own runs counting for a pass.
import { describe, expect, it } from 'vitest';
import {
  decideReady,
  markWhenReady,
  needsStatuses,
  readsReadyChecks,
  readyBlockingLabels,
  takesBackFirst,
  type GateRun,
  type ReadyInput,
} from '../../../src/ci-wait/rules/decide-ready.js';
import { parseSettings } from '../../../src/ci-wait/settings.js';
import { inputsFromRecord } from '../../../src/core/inputs.js';

const run = (
  id: number,
  name: string,
  conclusion: string | null,
  app = 'mergexo-app',
  status = 'completed',
): GateRun => ({
  id,
  name,
  status,
  conclusion,
  app,
});

const base: ReadyInput = {
  outcome: 'success',
  mergeableState: 'clean',
  isDraft: false,
  draftMode: false,
  labels: [],
  blockingLabels: ['mergexo:ci-failed', 'mergexo:conflict', 'mergexo:needs-human', 'mergexo:blocked'],
  runs: [
    run(1, 'mergexo/ci-wait', 'success'),
    run(2, 'mergexo/history-guard', 'success'),
    run(3, 'build', 'failure', 'ci'),
  ],
  statuses: [],
  required: { known: true, checks: [] },
  checkName: 'mergexo/ci-wait',
  viewer: 'mergexo-app[bot]',
};

describe('decideReady: every check the base requires is present and passing', () => {
  const requires = (...checks: { name: string; appId?: number }[]): ReadyInput['required'] => ({
    known: true,
    checks,
  });

  it('a required mergexo gate that has not reported on the head blocks (an absence vouches for nothing)', () => {
    const input = { ...base, required: requires({ name: 'mergexo/write-root-gate' }, { name: 'mergexo/ci-wait' }) };
    expect(decideReady(input).blocks).toEqual([
      { kind: 'gate', name: 'mergexo/write-root-gate', result: 'missing', foreign: false },
    ]);
    const reported = { ...input, runs: [...base.runs, run(9, 'mergexo/write-root-gate', 'success')] };
    expect(decideReady(reported).ready).toBe(true);
  });

  it("a forged success of a required gate by another identity is not the gate's report", () => {
    const input = {
      ...base,
      required: requires({ name: 'mergexo/write-root-gate' }),
      runs: [...base.runs, run(9, 'mergexo/write-root-gate', 'success', 'github-actions')],
    };
    expect(decideReady(input).blocks).toEqual([
      { kind: 'gate', name: 'mergexo/write-root-gate', result: 'missing', foreign: false },
    ]);
  });

  it('a required check of another tool must be there and pass: a run, else a status; a pinned App only by that App', () => {
    const input = { ...base, required: requires({ name: 'security-scan' }) };
    expect(decideReady(input).blocks).toEqual([{ kind: 'required', name: 'security-scan', result: 'missing' }]);
    const pending = { ...input, runs: [...base.runs, run(9, 'security-scan', null, 'scanner', 'in_progress')] };
    expect(decideReady(pending).blocks).toEqual([{ kind: 'required', name: 'security-scan', result: 'in_progress' }]);
    const status = { ...input, statuses: [{ id: 4, context: 'security-scan', state: 'success' }] };
    expect(decideReady(status).ready).toBe(true);
    const pinned = { ...status, required: requires({ name: 'security-scan', appId: 77 }) };
    expect(decideReady(pinned).blocks).toEqual([{ kind: 'required', name: 'security-scan', result: 'missing' }]);
    const byApp = { ...pinned, runs: [...base.runs, { ...run(9, 'security-scan', 'success', 'scanner'), appId: 77 }] };
    expect(decideReady(byApp).ready).toBe(true);
    const byOther = { ...pinned, runs: [...base.runs, { ...run(9, 'security-scan', 'success', 'forger'), appId: 5 }] };
    expect(decideReady(byOther).ready).toBe(false);
  });

  it("a required check that is the job running ci-wait (still running while it marks) is the job's business", () => {
    const input = {
      ...base,
      required: requires({ name: 'gates / ci-wait' }),
      runs: [...base.runs, run(9, 'gates / ci-wait', null, 'github-actions', 'in_progress')],
    };
    expect(decideReady(input).ready).toBe(false);
    expect(decideReady({ ...input, selfNames: ['gates / ci-wait'] }).ready).toBe(true);
  });

  it('required checks that cannot be read keep the mark off, saying why', () => {
    const why = 'the rules of main could not be read (500: boom)';
    expect(decideReady({ ...base, required: { known: false, why } }).blocks).toEqual([
      { kind: 'required-unknown', why },
    ]);
  });
});

describe('decideReady', () => {
  it("marks a passed, cleanly mergeable PR whose mergexo gates pass (other checks are ci-wait's business)", () => {
    expect(decideReady(base)).toEqual({ ready: true, blocks: [] });
    // A required review is what the mark asks for: `blocked` does not stop it.
    expect(decideReady({ ...base, mergeableState: 'blocked' }).ready).toBe(true);
  });

  it('never marks a PR that did not pass, conflicts, must be updated first, or is unknown', () => {
    for (const outcome of ['ci_failed', 'conflict', 'timeout', 'needs_human', 'shared_head', 'no_checks'] as const) {
      expect(decideReady({ ...base, outcome }).blocks).toEqual([{ kind: 'outcome', outcome }]);
    }
    for (const state of ['dirty', 'behind', 'unknown']) {
      expect(decideReady({ ...base, mergeableState: state }).blocks).toEqual([{ kind: 'state', state }]);
    }
  });

  it('a draft is marked only in the draft mode (which makes it ready)', () => {
    expect(decideReady({ ...base, isDraft: true, mergeableState: 'draft' }).blocks).toEqual([
      { kind: 'state', state: 'draft' },
    ]);
    expect(decideReady({ ...base, isDraft: true, mergeableState: 'draft', draftMode: true }).ready).toBe(true);
  });

  it('a blocking label stops it, whatever its case', () => {
    expect(decideReady({ ...base, labels: ['Mergexo:Blocked', 'docs'] }).blocks).toEqual([
      { kind: 'label', label: 'Mergexo:Blocked' },
    ]);
  });

  it('every mergexo gate must pass: failing, pending, a re-run that failed', () => {
    const failing = decideReady({ ...base, runs: [...base.runs, run(4, 'mergexo/write-root-gate', 'failure')] });
    expect(failing.blocks).toEqual([
      { kind: 'gate', name: 'mergexo/write-root-gate', result: 'failure', foreign: false },
    ]);
    const pending = decideReady({
      ...base,
      runs: [...base.runs, run(4, 'mergexo/collision', null, 'mergexo-app', 'in_progress')],
    });
    expect(pending.blocks).toEqual([
      { kind: 'gate', name: 'mergexo/collision', result: 'in_progress', foreign: false },
    ]);
    const rerun = decideReady({ ...base, runs: [...base.runs, run(9, 'mergexo/history-guard', 'failure')] });
    expect(rerun.ready).toBe(false);
    const fixed = decideReady({
      ...base,
      runs: [run(1, 'mergexo/rebase', 'failure'), run(5, 'mergexo/rebase', 'success')],
    });
    expect(fixed.ready).toBe(true);
  });

  it('a success written by another identity never counts, and its failure still blocks', () => {
    const forged = decideReady({
      ...base,
      runs: [run(2, 'mergexo/history-guard', 'failure'), run(7, 'mergexo/history-guard', 'success', 'github-actions')],
    });
    expect(forged.blocks).toEqual([{ kind: 'gate', name: 'mergexo/history-guard', result: 'failure', foreign: false }]);
    const foreignFailure = decideReady({
      ...base,
      runs: [run(7, 'mergexo/history-guard', 'failure', 'github-actions')],
    });
    expect(foreignFailure.blocks).toEqual([
      { kind: 'gate', name: 'mergexo/history-guard', result: 'failure', foreign: true },
    ]);
    // ci-wait's own check is not a gate of itself (it is written just before the mark).
    expect(decideReady({ ...base, runs: [run(1, 'mergexo/ci-wait', 'failure')] }).ready).toBe(true);
  });
});

const parse = (inputs: Record<string, string>) =>
  parseSettings(inputsFromRecord({ 'github-token': 't', ...inputs }), { job: 'ci-wait' });

describe('ready-mark inputs', () => {
  it("is off by default, with the label and the other actions' blocking labels at their defaults", () => {
    expect(parse({})).toMatchObject({
      ready: { modes: [], label: 'mergexo:ready', reviewers: [] },
      readyBlockingLabels: ['mergexo:blocked', 'mergexo:quarantined'],
    });
    expect(parse({ 'ready-mark': 'off' }).ready.modes).toEqual([]);
  });

  it('takes its own blocking labels', () => {
    expect(parse({ 'ready-blocking-labels': 'hold' }).readyBlockingLabels).toEqual(['hold']);
  });
});

describe('markWhenReady: the order the mark is set in', () => {
  const H = 'a'.repeat(40);
  const M = 'b'.repeat(40);
  /** Ports whose reads of the head answer `heads` in turn; a write changes the mark when `changes` says so. */
  function ports(heads: { headSha: string; open: boolean }[], changes = true) {
    const calls: string[] = [];
    return {
      calls,
      ports: {
        headNow: async () => {
          calls.push('read');
          return heads.shift() ?? { headSha: H, open: true };
        },
        set: async () => {
          calls.push('set');
          return changes ? 'set' : 'none';
        },
        takeBack: async () => {
          calls.push('take back');
          return changes ? 'taken' : 'none';
        },
        changed: (c: string) => c !== 'none',
      },
    };
  }
  const ready = { ready: true, blocks: [] };

  it('reads the head, sets the mark, and reads it once more when the write changed something', async () => {
    const { calls, ports: p } = ports([]);
    expect(await markWhenReady(p, H, ready, 'none')).toEqual({ marked: true, change: 'set' });
    expect(calls).toEqual(['read', 'set', 'read']);
  });

  it('does not read again after a write that changed nothing', async () => {
    const { calls, ports: p } = ports([], false);
    expect(await markWhenReady(p, H, ready, 'none')).toEqual({ marked: true, change: 'none' });
    expect(calls).toEqual(['read', 'set']);
  });

  it('takes the mark back without setting it when the head moved or the PR closed before the write', async () => {
    const moved = ports([{ headSha: M, open: true }]);
    expect(await markWhenReady(moved.ports, H, ready, 'none')).toEqual({
      marked: false,
      blocks: [{ kind: 'head-moved', to: M }],
      change: 'taken',
    });
    expect(moved.calls).toEqual(['read', 'take back']);
    const closed = ports([{ headSha: H, open: false }]);
    expect(await markWhenReady(closed.ports, H, ready, 'none')).toMatchObject({ marked: false });
  });

  it('takes the mark back at once when the head moved during the write', async () => {
    const { calls, ports: p } = ports([
      { headSha: H, open: true },
      { headSha: M, open: true },
    ]);
    expect(await markWhenReady(p, H, ready, 'none')).toEqual({
      marked: false,
      blocks: [{ kind: 'head-moved', to: M }],
      change: 'taken',
    });
    expect(calls).toEqual(['read', 'set', 'read', 'take back']);
  });

  it("takes it back for the rule's own blocks without reading the head", async () => {
    const { calls, ports: p } = ports([]);
    const blocks = [{ kind: 'label' as const, label: 'ci-failed' }];
    expect(await markWhenReady(p, H, { ready: false, blocks }, 'none')).toEqual({
      marked: false,
      blocks,
      change: 'taken',
    });
    expect(calls).toEqual(['take back']);
  });
});

describe('what a run reads and takes back for the mark', () => {
  it("takes the mark back before waiting unless the PR is closed or its head already has ci-wait's success", () => {
    expect(takesBackFirst('OPEN', undefined)).toBe(true);
    expect(takesBackFirst('OPEN', 'failure')).toBe(true);
    expect(takesBackFirst('OPEN', null)).toBe(true);
    expect(takesBackFirst('OPEN', 'success')).toBe(false);
    expect(takesBackFirst('CLOSED', undefined)).toBe(false);
    expect(takesBackFirst('MERGED', 'failure')).toBe(false);
  });

  it("reads the head's checks only for a round that succeeded", () => {
    expect(readsReadyChecks('success')).toBe(true);
    expect(readsReadyChecks('ci_failed')).toBe(false);
  });

  it('reads statuses only for a required check that is none of the check runs (mergexo gates are runs)', () => {
    const required = { known: true as const, checks: [{ name: 'build' }, { name: 'mergexo/history-guard' }] };
    expect(needsStatuses(required, new Set(['build']))).toBe(false);
    expect(needsStatuses(required, new Set(['lint']))).toBe(true);
    expect(needsStatuses({ known: true, checks: [{ name: 'mergexo/write-root-gate' }] }, new Set())).toBe(false);
    expect(needsStatuses({ known: false, why: 'forbidden' }, new Set())).toBe(false);
  });

  it("keeps the mark off under ci-wait's own labels and the ones the settings add", () => {
    expect(
      readyBlockingLabels({
        failedLabel: 'ci-failed',
        conflictLabel: 'conflict',
        needsHumanLabel: 'needs-human',
        readyBlockingLabels: ['do-not-merge'],
      }),
    ).toEqual(['ci-failed', 'conflict', 'needs-human', 'do-not-merge']);
  });
});

// A decision never depends on a message's words: the rules (src/ci-wait/rules/) give their reasons as data and
// the messages modules word them. Here (1) every string a reason carries is a fact the rules were given (a check
// name, GitHub's answer, a login), never a sentence of mergexo's, and (2) ci-wait's messages modules are swapped for
// ones that word everything differently, and a refused merge is still the same round, counted once.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Decide from '../../src/ci-wait/rules/decide.js';
import type * as Transition from '../../src/ci-wait/rules/decide-transition.js';
import type { Reason } from '../../src/ci-wait/rules/reason.js';
import type * as Shell from '../../src/ci-wait/shell.js';
import { parseSettings } from '../../src/ci-wait/settings.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { eventOf, shellOf } from './in-process.js';
import { TOKEN, head, openWorld, prView, useGitHub } from './world.js';

const gh = useGitHub();
const REWORDED = '〔reworded〕';
/** ci-wait's modules of words. */
const WORDS = [
  '../../src/ci-wait/messages.js',
  '../../src/ci-wait/finding-messages.js',
  '../../src/ci-wait/verdict-messages.js',
];

/** Every string a value holds (keys and `kind` tags aside), recursively. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === 'kind' ? [] : strings(v)));
  }
  return [];
}

/** Swaps the words: every string a messages module renders gets a mark and is upper-cased; the facts stay. */
function reword<T extends object>(real: T): T {
  const wrap =
    (f: (...a: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const out = f(...args);
      return typeof out === 'string' ? `${REWORDED} ${out.toUpperCase()}` : out;
    };
  const swapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(real)) {
    if (typeof value === 'function') swapped[name] = wrap(value as (...a: unknown[]) => unknown);
    else if (name === 'LOG') {
      swapped[name] = Object.fromEntries(
        Object.entries(value as Record<string, (...a: unknown[]) => unknown>).map(([k, f]) => [k, wrap(f)]),
      );
    } else swapped[name] = value;
  }
  // The comment body a finding is resolved from is read back as it is (a marker line, not words).
  if ('bodyWithoutMarker' in real) swapped.bodyWithoutMarker = real.bodyWithoutMarker;
  return swapped as T;
}

async function modules(
  wording: 'today' | 'reworded',
): Promise<{ decide: typeof Decide; transition: typeof Transition; shell: typeof Shell }> {
  vi.resetModules();
  if (wording === 'reworded') {
    for (const words of WORDS) vi.doMock(words, async (importOriginal) => reword(await importOriginal<object>()));
  } else {
    for (const words of WORDS) vi.doUnmock(words);
  }
  return {
    decide: await import('../../src/ci-wait/rules/decide.js'),
    transition: await import('../../src/ci-wait/rules/decide-transition.js'),
    shell: await import('../../src/ci-wait/shell.js'),
  };
}

afterEach(() => {
  for (const words of WORDS) vi.doUnmock(words);
  vi.resetModules();
});

describe("ci-wait's reasons are facts, not words", () => {
  const names = fc.constantFrom('build', 'test', 'ci/legacy', 'deploy-preview');
  const check = fc.record({
    kind: fc.constantFrom('check_run' as const, 'status' as const),
    id: fc.nat(),
    name: names,
    result: fc.constantFrom('pending' as const, 'passed' as const, 'failed' as const),
    conclusion: fc.constant('x'),
    url: fc.constant(null),
    output: fc.constant([] as string[]),
    annotationsCount: fc.constant(0),
  });
  const input: fc.Arbitrary<Decide.RoundInput> = fc.record({
    mode: fc.constantFrom('poll' as const, 'event' as const),
    pr: fc.record({
      open: fc.boolean(),
      merged: fc.boolean(),
      head: fc.constant('a'.repeat(40)),
      mergeable: fc.constantFrom(true, false, null),
      mergeableState: fc.constantFrom('clean', 'behind', 'blocked', 'dirty', 'unknown'),
      held: fc.boolean(),
    }),
    checks: fc.record({
      counted: fc.array(check, { maxLength: 4 }),
      missing: fc.array(fc.constantFrom('e2e', 'deploy'), { maxLength: 2 }),
    }),
    graceOver: fc.boolean(),
    timedOut: fc.boolean(),
    mergeabilityExhausted: fc.boolean(),
    branchUpdate: fc.oneof(
      fc.constant({ state: 'available' as const }),
      fc.constant({ state: 'requested' as const }),
      fc.constant({ state: 'refused' as const, reason: { kind: 'github' as const, message: 'GitHub: no' } }),
    ),
    onConflict: fc.constantFrom('report' as const, 'update-branch' as const),
    merge: fc.constantFrom(undefined, 'merge' as const),
    allowNoChecks: fc.boolean(),
  });

  it("a round's reason carries only what the round was given: check names and GitHub's answers", async () => {
    const { decide } = await modules('today');
    fc.assert(
      fc.property(input, (i) => {
        const r = decide.decideRound(i);
        if (r.kind !== 'done' && r.kind !== 'wait') return;
        const given = new Set([...i.checks.counted.map((c) => c.name), ...i.checks.missing, 'GitHub: no']);
        for (const s of strings(r.reason)) expect(given).toContain(s);
      }),
      { numRuns: 2000 },
    );
  });

  it("a merge result's reason carries only GitHub's answer and the login it shows", async () => {
    const { decide } = await modules('today');
    const answer = fc.oneof(
      fc.record({ ok: fc.constant(true as const), merged: fc.boolean(), message: fc.string() }),
      fc.record({
        ok: fc.constant(false as const),
        status: fc.constantFrom(undefined, 405, 409, 502),
        message: fc.string(),
      }),
    );
    const after = fc.record({
      merged: fc.boolean(),
      mergedBy: fc.constantFrom(null, 'someone', 'mergexo[bot]'),
      open: fc.boolean(),
    });
    fc.assert(
      fc.property(answer, after, (a, p) => {
        const r = decide.decideMergeResult(a, p, 'mergexo');
        if (r.kind !== 'done') throw new Error('a merge result is final');
        const given = [a.message, ...(p.mergedBy ? [p.mergedBy] : [])];
        for (const s of strings(r.reason)) expect(given).toContain(s);
      }),
    );
  });

  it('two refusals tell apart by their facts only: the same answer is the same round, another answer another', async () => {
    const { transition } = await modules('today');
    const refused = (message: string, status = 405): Reason => ({ kind: 'merge-refused', status, message });
    const key = (reason: Reason) => transition.roundKey('merge_failed', 'a'.repeat(40), { reason });
    expect(key(refused('not mergeable'))).toBe(key({ message: 'not mergeable', status: 405, kind: 'merge-refused' }));
    expect(key(refused('not mergeable'))).not.toBe(key(refused('not mergeable', 409)));
    expect(key(refused('not mergeable'))).not.toBe(key(refused('checks missing')));
    const after = (update: string): Reason => ({
      kind: 'merge-after-refused-update',
      merge: refused('behind'),
      update: { kind: 'github', message: update },
    });
    expect(key(after('x'))).toBe(
      key({ update: { message: 'x', kind: 'github' }, merge: refused('behind'), kind: 'merge-after-refused-update' }),
    );
    expect(key(after('x'))).not.toBe(key(after('y')));
  });
});

// ---------------------------------------------------------------------------------------------
// The shell, under either wording

const settings = () =>
  parseSettings(inputsFromRecord({ 'github-token': TOKEN, merge: 'merge', 'timeout-seconds': '600' }), {
    job: 'ci-wait',
  });

describe("swapping ci-wait's wording changes no decision", () => {
  it('a merge GitHub refuses twice the same way is one failed round, whichever words reported it', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    // A draft cannot merge: GitHub answers 405, the same way each time.
    world.repo.setDraft(world.pr, true);

    const today = await modules('today');
    const first = await today.shell.runPulls(shellOf(gh, world), settings(), eventOf(gh, world), 0, undefined);
    expect(first.reports).toMatchObject([{ outcome: 'merge_failed', attempt: 1 }]);
    const before = await prView(world);
    const key = before.findings[0]?.markers.find((m) => m.kind === 'finding')?.key;
    expect(before.findings[0]?.body).not.toContain(REWORDED);

    const reworded = await modules('reworded');
    const ctx = shellOf(gh, world);
    const second = await reworded.shell.runPulls(ctx, settings(), eventOf(gh, world), 0, undefined);
    // The same outcome, the same round (not counted again), the same reason as data.
    expect(second.reports).toMatchObject([{ outcome: 'merge_failed', attempt: 1 }]);
    expect(second.reports[0]?.reason).toEqual(first.reports[0]?.reason);
    const after = await prView(world);
    expect(after.ciState).toMatchObject({ attempts: 1, outcome: 'merge_failed' });
    expect(after.findings).toHaveLength(1);
    expect(after.findings[0]?.markers.find((m) => m.kind === 'finding')?.key).toBe(key);
    expect(after.labels).toEqual(before.labels);
    expect(after.verdict?.conclusion).toBe(before.verdict?.conclusion);
    // The swap was live: what the run wrote and said is in the new words.
    expect(after.findings[0]?.body).toContain(REWORDED);
    // The verdict states the same facts (its fingerprint), so new words alone do not rewrite it.
    expect(after.verdict?.title).toBe(before.verdict?.title);
    expect(ctx.lines.some((l) => l.includes(REWORDED))).toBe(true);
  });
});

// A decision never depends on a message's words: decide.ts compares fingerprints of facts, and the words
// are rendered from the decision. Here messages.ts is swapped for one that words everything differently,
// and every decision stays the same.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Decide from '../../src/rebase-notify/drift/decide.js';
import type * as Messages from '../../src/rebase-notify/drift/messages.js';
import { statusText } from '../../src/rebase-notify/drift/messages.js';
import { githubWords } from '../../src/core/pure/words.js';

type DecideModule = typeof Decide;

const NOW = new Date('2025-03-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const BASE = 'b'.repeat(40);
const HEAD = 'a'.repeat(40);

async function decideModule(wording: 'today' | 'reworded'): Promise<DecideModule> {
  vi.resetModules();
  if (wording === 'reworded') {
    vi.doMock('../../src/rebase-notify/drift/messages.js', async (importOriginal) => {
      const real = await importOriginal<typeof Messages>();
      return {
        ...real,
        statusText: (input: Messages.MessageInput) =>
          `Heads up!\n\n${real.statusText(input).toUpperCase()}\n\n(new words)`,
        checkOutput: (input: Messages.MessageInput) => {
          const today = real.checkOutput(input);
          return { title: `Rebase status: ${today.title.length} characters`, summary: `Reworded: ${today.summary}` };
        },
        undecidableCheckOutput: () => ({ title: 'Unknown drift', summary: 'Some other words entirely.' }),
        partReason: (why: string) => `reworded ${why}`,
      };
    });
  } else {
    vi.doUnmock('../../src/rebase-notify/drift/messages.js');
  }
  return import('../../src/rebase-notify/drift/decide.js');
}

afterEach(() => {
  vi.doUnmock('../../src/rebase-notify/drift/messages.js');
  vi.resetModules();
});

const policy = (over: Partial<Decide.Policy> = {}): Decide.Policy => ({
  urgency: 'helpful',
  updateBranch: 'off',
  cooldownMinutes: 0,
  behindLabel: 'mergexo:behind',
  conflictLabel: 'mergexo:conflict',
  checkName: 'mergexo/rebase',
  ...over,
});

const drift = (over: Partial<Decide.Drift> = {}): Decide.Drift => ({
  base: 'main',
  baseSha: BASE,
  headSha: HEAD,
  behind: 0,
  ahead: 1,
  conflict: false,
  missing: [],
  ...over,
});

const behind = (n: number) =>
  drift({
    behind: n,
    missing: Array.from({ length: Math.min(n, 5) }, (_, i) => ({ sha: `${i}`.repeat(40), subject: `change ${n - i}` })),
  });

/** What the PR shows after a plan was carried out, as its comment and check would be read back. */
function applied(o: Decide.Observed, plan: Decide.PullPlan): Decide.Observed {
  const lower = (s: string) => s.toLowerCase();
  const labels = [...o.labels.filter((l) => !plan.removeLabels.map(lower).includes(lower(l))), ...plan.addLabels];
  const comment = plan.comment ? { text: statusText(plan.comment.facts), state: plan.comment.state } : o.comment;
  const check = plan.check
    ? { conclusion: plan.check.conclusion, fingerprint: plan.check.fingerprint, completedAt: minutesAgo(600) }
    : o.check;
  return { labels, ...(comment ? { comment } : {}), check };
}

/** A plan without its words: what was decided. */
function decided(plan: Decide.PullPlan) {
  const { comment, check, ...rest } = plan;
  return {
    ...rest,
    ...(comment ? { comment: { op: comment.op, why: comment.why, state: comment.state } } : {}),
    ...(check
      ? { check: { conclusion: check.conclusion, target: check.target, why: check.why, fp: check.fingerprint } }
      : {}),
  };
}

describe("a message's wording never changes a decision", () => {
  it('a comment and check written in the old words are not rewritten by a version with new words', async () => {
    const today = await decideModule('today');
    const input = (observed: Decide.Observed, p: Decide.Policy, d: Decide.Drift) => ({
      drift: { known: true as const, drift: d },
      base: 'main',
      observed,
      policy: p,
      now: NOW,
    });
    const cases: [Decide.Policy, Decide.Drift][] = [
      [policy(), behind(3)],
      [policy({ urgency: 'blocking' }), behind(12)],
      [policy({ urgency: 'blocking' }), drift({ behind: 2, conflict: true, files: ['a.ts', 'b.ts'] })],
      [policy({ urgency: 'fyi' }), drift({ behind: 2, conflict: true })],
    ];
    const shown = cases.map(([p, d]) => {
      const first = today.decidePull(input({ labels: [], check: 'none' }, p, d));
      expect(first.writes).toBeGreaterThan(0);
      return applied({ labels: [], check: 'none' }, first);
    });
    const reworded = await decideModule('reworded');
    // The new words are in force: the same facts now read differently.
    const words = await import('../../src/rebase-notify/drift/messages.js');
    const facts = { cls: 'behind' as const, drift: behind(3), policy: policy(), updatedByMergexo: false };
    expect(words.statusText(facts)).toMatch(/^Heads up!/);
    expect(words.statusText(facts)).not.toBe(shown[0]?.comment?.text);
    cases.forEach(([p, d], i) => {
      // Cooldown 0: were the words compared, every one of these would be refreshed now.
      const again = reworded.decidePull(input(shown[i] as Decide.Observed, p, d));
      expect(again).toMatchObject({ writes: 0, held: false });
    });
  });

  it('the same facts give the same decision under either wording (the words aside)', async () => {
    const today = await decideModule('today');
    const reworded = await decideModule('reworded');
    const arbDrift = fc.oneof(
      fc.nat({ max: 3 }).map((ahead) => drift({ ahead })),
      fc.integer({ min: 1, max: 40 }).map((n) => behind(n)),
      fc
        .option(fc.array(fc.constantFrom('a.ts', 'b.ts', 'c/d.ts'), { maxLength: 3 }), { nil: undefined })
        .map((files) => drift({ behind: 2, conflict: true, ...(files ? { files } : {}) })),
    );
    const arbResult = fc.oneof(
      arbDrift.map((d): Decide.DriftResult => ({ known: true, drift: d })),
      fc.constant<Decide.DriftResult>({ known: false, reason: { kind: 'unanswered', said: githubWords('timeout') } }),
    );
    const arbPolicy = fc
      .record({
        urgency: fc.constantFrom<Decide.Policy['urgency']>('blocking', 'helpful', 'fyi'),
        updateBranch: fc.constantFrom<Decide.Policy['updateBranch']>('off', 'merge'),
        cooldownMinutes: fc.constantFrom(0, 60),
      })
      .map((o) => policy(o));
    fc.assert(
      fc.property(
        arbResult,
        arbDrift,
        fc.boolean(),
        arbPolicy,
        arbPolicy,
        fc.nat({ max: 120 }),
        (result, other, same, p, then, age) => {
          // What an earlier run wrote, in today's words, on the same drift (often) or another, and some policy.
          const earlier = same && result.known ? result.drift : other;
          const before = today.decidePull({
            drift: { known: true, drift: earlier },
            base: 'main',
            observed: { labels: [], check: 'none' },
            policy: same ? p : then,
            now: new Date(NOW.getTime() - age * 60_000),
          });
          const observed = applied({ labels: [], check: 'none' }, before);
          const input = { drift: result, base: 'main', observed, policy: p, now: NOW };
          expect(decided(reworded.decidePull(input))).toEqual(decided(today.decidePull(input)));
        },
      ),
      { numRuns: 200 },
    );
  });
});

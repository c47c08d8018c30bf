// history-guard's judgement through narrow ports: in-memory answers stand for GitHub and git, and each test
// checks both the verdict and which questions were asked (the action's request count rides on them).
import { describe, expect, it } from 'vitest';
import type { Ancestry } from '../../src/core/pure/ancestry.js';
import { UndecidableError } from '../../src/core/pure/errors.js';
import type { ForcePush } from '../../src/core/pure/view.js';
import type { GuardState } from '../../src/history-guard/decide.js';
import { evaluate, recordOn, type HistoryPorts, type VerdictOnCommit } from '../../src/history-guard/evaluate.js';
import { blockMarker, verdictMarker } from '../../src/history-guard/state.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const D = 'd'.repeat(40);

interface World {
  /** `ancestor>descendant` pairs git knows; everything else is diverged. */
  descends: Set<string>;
  /** Commits git cannot have. */
  missing: Set<string>;
  verdicts: Map<string, VerdictOnCommit>;
  asked: string[];
}

function ports(world: World, over: Partial<HistoryPorts> & { records?: GuardState[]; pushes?: ForcePush[] }) {
  const { records = [], pushes = [], ...rest } = over;
  const ancestry = async (from: string, to: string): Promise<Ancestry> => {
    world.asked.push(`ancestry ${from[0]}..${to[0]}`);
    if (world.missing.has(from)) throw new UndecidableError(`${from} is gone`);
    if (from === to) return 'identical';
    if (world.descends.has(`${from}>${to}`)) return 'ahead';
    return world.descends.has(`${to}>${from}`) ? 'behind' : 'diverged';
  };
  const p: HistoryPorts = {
    pull: {
      number: 7,
      author: 'agent-1',
      headRef: 'feature',
      headRepository: 'acme/widgets',
      trusted: records.map((r, i) => ({ id: i + 1, url: '', body: '', markers: [blockMarker(r)] })),
      forcePushes: pushes,
    },
    head: B,
    git: {
      ancestry,
      contains: async (commit, head) => {
        world.asked.push(`contains ${commit[0]} in ${head[0]}`);
        if (world.missing.has(commit)) return 'unknown';
        return commit === head || world.descends.has(`${commit}>${head}`);
      },
    },
    newestVerdict: async (commit) => {
      world.asked.push(`verdict on ${commit[0]}`);
      return world.verdicts.get(commit);
    },
    ...rest,
  };
  return p;
}

const newWorld = (): World => ({ descends: new Set(), missing: new Set(), verdicts: new Map(), asked: [] });
const accepted = (head: string): GuardState => ({ status: 'accepted', accepted: head, via: 'ahead' });
const push = (before: string | null, actor?: string): ForcePush => ({
  at: '2026-01-02T03:04:05Z',
  by: actor ?? 'agent-1',
  ...(actor ? { actor } : {}),
  before,
  after: B,
});
const refusal = (author: string, branch: string): VerdictOnCommit => ({
  id: 9,
  conclusion: 'failure',
  url: 'https://example.test/runs/9',
  text: verdictMarker(B, { passed: [], refused: [{ pr: 3, author, branch }] }),
});

describe('evaluate: a PR with no record', () => {
  it('accepts its first head, after asking only whether mergexo refused that commit', async () => {
    const world = newWorld();
    const verdict = await evaluate(ports(world, {}));
    expect(verdict).toMatchObject({ state: undefined, decision: { verdict: 'accepted', transition: 'first' } });
    expect(verdict.decision.next).toEqual({ status: 'accepted', accepted: B, via: 'first' });
    expect(world.asked).toEqual([`verdict on b`]);
  });

  it("blocks a head mergexo refused for the same author's PR, not one refused for a stranger's", async () => {
    const world = newWorld();
    world.verdicts.set(B, refusal('Agent-1', 'acme/widgets:other'));
    const mine = await evaluate(ports(world, {}));
    expect(mine.decision).toMatchObject({ verdict: 'blocked', transition: 'first' });
    expect(mine.decision.next.refusedHead).toBe('https://example.test/runs/9');
    world.verdicts.set(B, refusal('stranger', 'acme/widgets:planted'));
    expect((await evaluate(ports(world, {}))).decision.verdict).toBe('accepted');
  });

  it('judges a head whose lastHead git cannot have as a first head', async () => {
    const world = newWorld();
    world.missing.add(A);
    const verdict = await evaluate(ports(world, { lastHead: A }));
    expect(verdict).toMatchObject({ state: undefined, decision: { verdict: 'accepted', transition: 'first' } });
  });
});

describe('evaluate: a PR with a record', () => {
  it('accepts a head that descends from the accepted one, asking git once and no verdict', async () => {
    const world = newWorld();
    world.descends.add(`${A}>${B}`);
    const verdict = await evaluate(ports(world, { copy: accepted(A) }));
    expect(verdict).toMatchObject({ ancestry: 'ahead', decision: { verdict: 'accepted', transition: 'ahead' } });
    expect(verdict.decision.next.accepted).toBe(B);
    expect(world.asked).toEqual(['ancestry a..b']);
  });

  it('blocks a rewrite of the accepted head', async () => {
    const world = newWorld();
    const verdict = await evaluate(ports(world, { copy: accepted(A) }));
    expect(verdict.decision).toMatchObject({ verdict: 'blocked', transition: 'diverged', newlyBlocked: true });
    expect(verdict.decision.next).toMatchObject({ status: 'blocked', accepted: A, observed: B, rewrite: B });
  });

  it('a block on the comment stands whatever is pushed, and no witness is asked', async () => {
    const world = newWorld();
    world.descends.add(`${A}>${B}`);
    const block: GuardState = { status: 'blocked', accepted: A, observed: C, rewrite: C };
    const verdict = await evaluate(ports(world, { records: [block], pushes: [push(null)] }));
    expect(verdict.decision).toMatchObject({ verdict: 'blocked', newlyBlocked: false, next: { observed: B } });
    expect(world.asked).toEqual(['ancestry a..b']);
  });

  it("a known accepted head git cannot have is the port's error, not a first head", async () => {
    const world = newWorld();
    world.missing.add(A);
    await expect(evaluate(ports(world, { copy: accepted(A) }))).rejects.toThrow(`${A} is gone`);
  });
});

describe("evaluate: GitHub's witnesses", () => {
  it("a force-push that dropped a head the new one lacks blocks, naming it; the accepted head's needs no question", async () => {
    const world = newWorld();
    world.descends.add(`${A}>${B}`);
    const verdict = await evaluate(ports(world, { copy: accepted(A), pushes: [push(A), push(C)] }));
    expect(verdict.decision).toMatchObject({ verdict: 'blocked', transition: 'diverged' });
    expect(verdict.decision.next).toMatchObject({ accepted: A, overwritten: [C], forcePushesSeen: 2 });
    expect(world.asked).toEqual(['ancestry a..b', 'contains c in b']);
  });

  it('a force-push whose overwritten head is gone blocks with its cause: the facts, no sentence', async () => {
    const world = newWorld();
    world.descends.add(`${A}>${B}`);
    const verdict = await evaluate(ports(world, { copy: accepted(A), pushes: [push(null, 'mallory')] }));
    expect(verdict.decision.next.cause).toEqual({
      kind: 'overwritten-head-gone',
      rewrites: [{ source: 'timeline', by: 'mallory', at: '2026-01-02T03:04:05Z' }],
    });
  });

  it("a force-push by an allowed actor on their own PR is forgiven under the repository's policy", async () => {
    const world = newWorld();
    const policy = { allowedActors: ['agent-1'], author: 'agent-1' };
    const verdict = await evaluate(ports(world, { copy: accepted(A), pushes: [push(A, 'agent-1')], policy }));
    expect(verdict.decision).toMatchObject({ verdict: 'accepted', next: { accepted: B } });
    expect(verdict.decision.verdict === 'accepted' && verdict.decision.forgiven).toHaveLength(1);
  });

  it("the event's before blocks only when git says for certain the head lacks it", async () => {
    const world = newWorld();
    world.descends.add(`${A}>${B}`);
    const pushed = { before: D, by: 'eve' };
    const lost = await evaluate(ports(world, { copy: accepted(A), pushed }));
    expect(lost.decision).toMatchObject({ verdict: 'blocked', transition: 'diverged', next: { overwritten: [D] } });
    expect(lost.decision.next.cause).toBeUndefined();
    world.missing.add(D);
    expect((await evaluate(ports(world, { copy: accepted(A), pushed }))).decision.verdict).toBe('accepted');
  });
});

describe('recordOn', () => {
  it("reads the copy a verdict check carries, or an earlier version's pass as the accepted head", () => {
    const copy = accepted(A);
    const text = verdictMarker(B, { passed: [7], states: new Map([[7, copy]]) });
    expect(recordOn({ id: 1, conclusion: 'success', url: '', text }, 7, B)).toEqual({ copy });
    expect(recordOn({ id: 1, conclusion: 'success', url: '', text: 'no marker' }, 7, B)).toEqual({ lastHead: B });
    expect(recordOn({ id: 1, conclusion: 'failure', url: '', text: 'no marker' }, 7, B)).toEqual({});
    expect(recordOn(undefined, 7, B)).toEqual({});
  });
});

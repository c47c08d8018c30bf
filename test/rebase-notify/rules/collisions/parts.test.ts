import { describe, expect, it } from 'vitest';
import type { PullCollisions } from '../../../../src/rebase-notify/rules/collisions/decide.js';
import {
  collisionWritePlan,
  collisionWrites,
  ownPart,
  partOf,
  partOnHead,
  settled,
  unindexedStanding,
} from '../../../../src/rebase-notify/rules/collisions/parts.js';

const [A, B] = ['a', 'b'].map((x) => x.repeat(40)) as [string, string];
const clear: PullCollisions = { number: 4, known: true, clashes: [], overlaps: [] };
const unknown: PullCollisions = { number: 4, known: false, reason: { kind: 'not-indexed' } };

describe("a PR's part in the collision check on its head", () => {
  it('passes with no clash, and a failing part carries its facts', () => {
    expect(ownPart(4, clear)).toEqual({ number: 4, pass: true });
    expect(ownPart(4, unknown)).toEqual({ number: 4, pass: false, reason: unknown });
  });

  it('fails closed for a PR the index holds no result for', () => {
    expect(partOf(4, undefined)).toEqual({ number: 4, pass: false, reason: unknown });
  });

  it('counts an indexed PR only while it still heads the commit', () => {
    expect(partOnHead(4, clear, A, A)).toEqual({ number: 4, pass: true });
    expect(partOnHead(4, clear, B, A)).toBeUndefined();
  });
});

describe('a PR this run did not index', () => {
  it('is left out once it no longer heads the commit', () => {
    expect(unindexedStanding({ headSha: B, isDraft: false }, A, false)).toBe('moved-on');
  });

  it('passes as a draft unless drafts are included; any other is judged on its own base', () => {
    expect(unindexedStanding({ headSha: A, isDraft: true }, A, false)).toBe('passes');
    expect(unindexedStanding({ headSha: A, isDraft: true }, A, true)).toBe('index-its-base');
    expect(unindexedStanding({ headSha: A, isDraft: false }, A, false)).toBe('index-its-base');
  });
});

describe('settled: the head already shows this very check', () => {
  it('only when it states the same facts with the same conclusion', () => {
    expect(settled({ check: { fingerprint: 'f1', conclusion: 'success' } }, 'f1', true)).toBe(true);
    expect(settled({ check: { fingerprint: 'f1', conclusion: 'success' } }, 'f1', false)).toBe(false);
    expect(settled({ check: { fingerprint: 'f0', conclusion: 'success' } }, 'f1', true)).toBe(false);
    expect(settled({ check: 'none' }, 'f1', true)).toBe(false);
    expect(settled({ check: 'unknown' }, 'f1', true)).toBe(false);
  });
});

describe('collisionWrites: the most writes one PR can take', () => {
  const policy = { check: true, overlapComment: true, overlapLabel: false, readyWrites: 0, overlapName: 'overlap' };
  const view = { labels: [], trusted: [], duplicates: [] };
  const clash = {
    number: 4,
    known: true as const,
    clashes: [
      {
        other: 9,
        glob: 'migrations/*',
        name: '0042',
        paths: ['migrations/0042_a.sql'],
        otherPaths: ['migrations/0042_b.sql'],
      },
    ],
    overlaps: [],
  };

  it('counts the check alone for a clear PR with nothing shown (two: a pass may lift a failure)', () => {
    expect(collisionWrites(policy, view, clear, 'f')).toBe(2);
  });

  it('counts the ready mark, the comment and the check for a clash', () => {
    expect(collisionWrites({ ...policy, readyWrites: 2 }, view, clash, 'f')).toBe(2 + 1 + 1);
  });

  it('counts the overlap label when it must come off, and nothing for the check when it is not written', () => {
    const labelled = { ...view, labels: ['Overlap'] };
    expect(collisionWrites({ ...policy, check: false }, labelled, clear, 'f')).toBe(1);
  });

  it('fails closed facts only cost the check', () => {
    expect(collisionWrites(policy, view, unknown, 'f')).toBe(1);
  });
});

describe('collisionWritePlan: what one PR is written, in order', () => {
  const policy = { check: true, overlapComment: true, overlapLabel: true, readyWrites: 1, overlapName: 'overlap' };
  const comment = (fingerprint: string, id = 5) => ({
    id,
    url: '',
    body: '',
    markers: [{ action: 'rebase-notify', kind: 'collision', key: 'pr', data: { fingerprint } }],
  });
  const overlapping: PullCollisions = {
    number: 4,
    known: true,
    clashes: [],
    overlaps: [{ other: 9, paths: ['src/a.ts'] }],
  };

  it('takes the ready mark back only from a PR whose check fails, and only when the mark is on', () => {
    const view = { labels: [], trusted: [], duplicates: [] };
    expect(collisionWritePlan(policy, view, unknown, 'f')).toEqual({ takeBackReady: true, check: true });
    expect(collisionWritePlan({ ...policy, readyWrites: 0 }, view, unknown, 'f').takeBackReady).toBe(false);
    expect(collisionWritePlan(policy, view, clear, 'f').takeBackReady).toBe(false);
  });

  it('puts the overlap label on, and writes the comment with its younger copies deleted', () => {
    const view = { labels: [], trusted: [], duplicates: [comment('old', 6)] };
    expect(collisionWritePlan(policy, view, overlapping, 'f')).toEqual({
      takeBackReady: false,
      label: 'add',
      comment: {
        op: 'write',
        facts: { clashes: [], overlaps: [{ other: 9, paths: ['src/a.ts'] }] },
        deletes: 1,
      },
      check: true,
    });
  });

  it('writes nothing again that the PR already shows, and deletes the comment once nothing is left to say', () => {
    const shown = { labels: ['Overlap'], trusted: [comment('f')], duplicates: [] };
    expect(collisionWritePlan(policy, shown, overlapping, 'f')).toEqual({ takeBackReady: false, check: true });
    expect(collisionWritePlan(policy, shown, clear, 'g')).toEqual({
      takeBackReady: false,
      label: 'remove',
      comment: { op: 'delete', id: 5 },
      check: true,
    });
  });
});

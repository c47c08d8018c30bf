// The collision phase's words: who holds a name and why, a notice that stays readable however many PRs and
// files it names, a check title free of the PRs' text, and the job summary's line.
import { githubWords } from '../../../src/core/pure/words.js';
import { describe, expect, it } from 'vitest';
import type { NameClash, PullCollisions } from '../../../src/rebase-notify/collisions/decide.js';
import {
  collisionCheckText,
  collisionComment,
  collisionCommentsUnansweredLog,
  collisionPartReason,
  collisionSummaryLine,
  groupCollisionCheckText,
} from '../../../src/rebase-notify/collisions/messages.js';

const clash = (over: Partial<NameClash> = {}): NameClash => ({
  other: 7,
  glob: 'migrations/*.sql',
  name: '0042',
  paths: ['migrations/0042_add.sql'],
  otherPaths: ['migrations/0042_other.sql'],
  ...over,
});

describe('the collision comment', () => {
  it('says who holds each name, and why it holds it', () => {
    const text = collisionComment(
      { clashes: [clash(), clash({ other: 'base' }), clash({ other: 9, holds: 'handed' })], overlaps: [] },
      'main',
      'mergexo/collision',
    );
    expect(text).toContain('**Allocated names taken.**');
    expect(text).toContain('`mergexo/collision` fails until this PR renames its file');
    expect(text).toContain('which #7 claimed first (`migrations/0042_other.sql`)');
    expect(text).toContain('which the base `main` already holds at `migrations/0042_other.sql`');
    expect(text).toContain('which an operator handed to #9');
  });

  it('a trusted holder is named as such; same-file notices follow the clashes', () => {
    const text = collisionComment(
      { clashes: [clash({ holds: 'trusted' })], overlaps: [{ other: 3, paths: ['src/a.ts'] }] },
      'main',
      'mergexo/collision',
    );
    expect(text).toContain('an author with write access holds a name');
    expect(text.indexOf('**Allocated names taken.**')).toBeLessThan(text.indexOf('**Same files as other PRs.**'));
    expect(text).toContain('- #3 also changes `src/a.ts`, to different contents.');
  });

  it('stays readable: ten files per party, twenty parties, then counts', () => {
    const paths = Array.from({ length: 13 }, (_, i) => `src/f${i}.ts`);
    const overlaps = Array.from({ length: 23 }, (_, i) => ({ other: i + 1, paths }));
    const text = collisionComment({ clashes: [], overlaps }, 'main', 'mergexo/collision');
    expect(text).toContain('`src/f9.ts` and 3 more');
    expect(text).not.toContain('`src/f10.ts`');
    expect(text).toContain('- and 3 more PRs.');
  });
});

describe('the collision check', () => {
  it("names the holders in the title, never the PRs' paths", () => {
    const c: PullCollisions = { number: 5, known: true, clashes: [clash(), clash({ other: 'base' })], overlaps: [] };
    const out = collisionCheckText(c, 'main');
    expect(out.title).toBe("1 allocated name held by #7, the base: rename this PR's file");
    expect(out.summary).toContain('`migrations/0042_add.sql`');
    expect(collisionPartReason(c)).toBe('an allocated name is held by #7, the base');
  });

  it('fails closed, saying why, when collisions could not be determined', () => {
    const c: PullCollisions = {
      number: 5,
      known: false,
      reason: { kind: 'unread', said: githubWords('git fetch failed') },
    };
    expect(collisionCheckText(c, 'main')).toMatchObject({ title: 'Collisions could not be determined' });
    expect(collisionCheckText(c, 'main').summary).toContain('git fetch failed');
    expect(collisionPartReason(c)).toBe('collisions could not be determined');
  });

  it("fails closed when GitHub did not answer the PR's older comments, and the log says so", () => {
    const c: PullCollisions = { number: 5, known: false, reason: { kind: 'comments-unanswered' } };
    expect(collisionCheckText(c, 'main').summary).toBe(
      "mergexo could not compare this PR's allocated names with the other open PRs: " +
        'GitHub did not answer for its older comments. ' +
        'It fails closed until a run can: re-run the rebase-notify workflow, or push to the PR.',
    );
    expect(collisionCommentsUnansweredLog(5, 'Bad Gateway')).toBe(
      'PR #5: GitHub did not answer for its older comments (Bad Gateway); ' +
        'its collision check fails closed until a run can read them.',
    );
  });

  it('a passing PR and a merge group without clashes', () => {
    expect(collisionCheckText({ number: 5, known: true, clashes: [], overlaps: [] }, 'main').title).toBe(
      'No allocated name collides',
    );
    expect(groupCollisionCheckText({ kind: 'clashes', clashes: [] }, 'main').title).toBe(
      'No allocated name collides in this group',
    );
  });
});

describe("the job summary's line", () => {
  it('counts, lists at most twenty PRs, and marks deferred writes', () => {
    const colliding = Array.from({ length: 22 }, (_, i) => i + 1);
    const line = collisionSummaryLine({ colliding, overlapping: [3], notified: [1], deferred: [4, 5] });
    expect(line).toMatch(/^Collisions: 22 PRs colliding \(#1, #2, .*#20, …\), 1 changing the same files/);
    expect(line).toContain('<b>2 deferred</b> to the next run (max-writes)');
  });
});

import { describe, expect, it } from 'vitest';
import { commentsToRead, driftSelection } from '../../../../src/rebase-notify/rules/drift/selection.js';

const [A, B, C] = ['a', 'b', 'c'].map((x) => x.repeat(40)) as [string, string, string];
const pr = (n: number, headSha: string, isDraft = false, commentsRead = false) => ({
  n,
  commentsRead,
  view: { headSha, isDraft },
});

describe('driftSelection: the PRs drift judges and measures', () => {
  const ready = pr(1, A);
  const draftOnA = pr(2, A, true);
  const draftOnB = pr(3, B, true);

  it('judges drafts only with include-drafts', () => {
    expect(driftSelection([ready, draftOnA, draftOnB], true, 'helpful')).toEqual({
      evaluated: [ready, draftOnA, draftOnB],
      drafts: [],
      companions: [],
    });
  });

  it("measures, at urgency blocking, a draft that shares a judged PR's head (the commit's verdict counts it)", () => {
    expect(driftSelection([ready, draftOnA, draftOnB], false, 'blocking')).toEqual({
      evaluated: [ready],
      drafts: [draftOnA, draftOnB],
      companions: [draftOnA],
    });
    expect(driftSelection([ready, draftOnA], false, 'helpful').companions).toEqual([]);
  });
});

describe('commentsToRead: the judged PRs whose comments are read before deciding', () => {
  it('reads a PR that would write, or that shares its head with another listed PR', () => {
    const writes = pr(1, A);
    const alone = pr(2, B);
    const shared = pr(3, C);
    const listed = [writes, alone, shared, pr(4, C, true)];
    const planned = new Map([
      [1, 2],
      [2, 0],
      [3, 0],
    ]);
    expect(commentsToRead([writes, alone, shared], listed, (p) => planned.get(p.n) ?? 0)).toEqual([writes, shared]);
  });

  it('never reads them twice', () => {
    const read = pr(1, A, false, true);
    expect(commentsToRead([read], [read, pr(2, A)], () => 3)).toEqual([]);
  });
});

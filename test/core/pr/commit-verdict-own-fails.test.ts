// writeCommitVerdict's `othersOnlyIfOwnPasses`: a gate whose judged PR fails writes its refusal without
// judging (or listing) the other PRs on the commit, since a failing PR fails the commit whatever they are.
import { describe, expect, it } from 'vitest';
import { writeCommitVerdict } from '../../../src/core/pr/commit-verdict.js';
import type { CommitVerdict, PullPart } from '../../../src/core/pure/commit-verdict.js';
import { newWorld, openAnother, useGitHub } from './world.js';

const gh = useGitHub();

const pass = (number: number): PullPart => ({ number, pass: true });
const fail = (number: number): PullPart => ({ number, pass: false, reason: 'refused' });
const listings = () =>
  gh.requests.filter((r) => /^GET \/repos\/\{owner\}\/\{repo\}\/(commits\/\{commit_sha\}\/)?pulls$/.test(r.operation))
    .length;

async function sharedHead() {
  const w = await newWorld(gh);
  const twin = await openAnother(w, 'feature-copy', w.head);
  return { ...w, twin: twin.pr };
}

describe('writeCommitVerdict with othersOnlyIfOwnPasses', () => {
  it('a failing PR writes failure once, judging and listing no other PR', async () => {
    const w = await sharedHead();
    const judged: number[] = [];
    const writes: { parts: PullPart[]; commit: CommitVerdict }[] = [];
    const before = listings();
    const result = await writeCommitVerdict(w.github, w.ref, {
      head: w.head,
      own: fail(w.pr),
      othersOnlyIfOwnPasses: true,
      judgeOther: async (n) => (judged.push(n), pass(n)),
      write: async (parts, commit) => void writes.push({ parts: [...parts], commit }),
    });
    expect(result).toEqual({ parts: [fail(w.pr)], commit: { pass: false, failing: [fail(w.pr)] } });
    expect(writes).toHaveLength(1);
    expect(judged).toEqual([]);
    expect(listings()).toBe(before);
  });

  it('a passing PR still judges the others: the commit passes only when each does', async () => {
    const w = await sharedHead();
    const result = await writeCommitVerdict(w.github, w.ref, {
      head: w.head,
      own: pass(w.pr),
      othersOnlyIfOwnPasses: true,
      judgeOther: async (n) => fail(n),
      write: async () => undefined,
    });
    expect(result.parts).toEqual([pass(w.pr), fail(w.twin)]);
    expect(result.commit.pass).toBe(false);
  });
});

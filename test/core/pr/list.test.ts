// The gateway's listing against the fake GitHub: which PRs are open, and on which head.
import { describe, expect, it } from 'vitest';
import { listOpenPulls } from '../../../src/core/pr/list.js';
import { newWorld, openAnother, useGitHub } from './world.js';

const gh = useGitHub();

describe('listOpenPulls', () => {
  it('lists every open PR with its head, and leaves closed ones out', async () => {
    const w = await newWorld(gh);
    const other = await openAnother(w, 'second');
    const closed = await openAnother(w, 'third');
    await w.repo.closePullRequest(closed.pr);
    const open = await listOpenPulls(w.github, w.ref);
    expect(open.sort((a, b) => a.number - b.number)).toEqual([
      { number: w.pr, headSha: w.head, baseRef: 'main' },
      { number: other.pr, headSha: other.head, baseRef: 'main' },
    ]);
  });

  it("narrows to one branch with GitHub's owner:branch filter", async () => {
    const w = await newWorld(gh);
    const other = await openAnother(w, 'second');
    expect(await listOpenPulls(w.github, w.ref, { head: 'acme:second' })).toEqual([
      { number: other.pr, headSha: other.head, baseRef: 'main' },
    ]);
    expect(await listOpenPulls(w.github, w.ref, { head: 'acme:no-such-branch' })).toEqual([]);
  });
});

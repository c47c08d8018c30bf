// The per-commit verdict rule: a check on a commit counts for every open PR it heads, so success is written
// only when each of them passes, and the PRs on the commit are listed again after a success.
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { judgeOthersOnHead, otherPullsWithHead, writeCommitVerdict } from '../../../src/core/pr/commit-verdict.js';
import {
  UNLISTED,
  conjoin,
  unlisted,
  type CommitVerdict,
  type PullPart,
} from '../../../src/core/pure/commit-verdict.js';
import { failingNames, sharedHeadLine } from '../../../src/core/pr/commit-verdict-messages.js';
import { newWorld, openAnother, useGitHub, type World, portFor } from './world.js';

const pass = (number: number): PullPart<string> => ({ number, pass: true });
const fail = (number: number, reason = 'refused'): PullPart<string> => ({ number, pass: false, reason });
/** The judging action's render: here its reasons are already words. */
const words = (reason: string) => reason;

describe('conjoin', () => {
  it('passes only when every part passes', () => {
    expect(conjoin([pass(1), pass(2)])).toEqual({ pass: true, failing: [] });
    expect(conjoin([pass(1), fail(2), fail(3)])).toEqual({ pass: false, failing: [fail(2), fail(3)] });
    expect(conjoin([fail(UNLISTED, 'listing failed'), pass(1)]).pass).toBe(false);
  });

  it('nothing judged is not a pass', () => {
    expect(conjoin([])).toEqual({ pass: false, failing: [] });
  });
});

describe('failingNames', () => {
  it('names the failing PRs', () => {
    expect(failingNames([pass(1), fail(12), fail(14)])).toBe('#12, #14');
    expect(failingNames([fail(12), fail(UNLISTED)])).toBe('#12');
  });

  it('says when the failing part is not knowing the other PRs', () => {
    expect(failingNames([pass(1), fail(UNLISTED)])).toBe('other pull requests it could not list');
  });
});

describe('sharedHeadLine', () => {
  it('says nothing when no other PR shares the head', () => {
    expect(sharedHeadLine(1, [pass(1)], words)).toBeUndefined();
    expect(sharedHeadLine(1, [fail(1)], words)).toBeUndefined();
  });

  it('lists the other PRs and their parts', () => {
    const line = sharedHeadLine(1, [pass(1), pass(2), fail(3, 'it rewrites history')], words);
    expect(line).toContain('#2 (passes)');
    expect(line).toContain('#3 (fails: it rewrites history)');
    expect(line).not.toContain('#1 ');
  });

  it('says the commit cannot pass when the others could not be listed, the reason made inert', () => {
    const boom = new Error('boom <img src=x> @mallory [x](https://evil.test)');
    const line = sharedHeadLine(1, [pass(1), unlisted(boom)], words);
    expect(line).toMatch(/could not tell which other open PRs.*cannot pass/);
    expect(line).not.toContain('<img');
    expect(line).not.toContain('](https://');
    expect(line).not.toMatch(/(^|[^\\`])@mallory/);
  });
});

describe('against the fake GitHub', () => {
  const gh = useGitHub({ token: 'ghs_no_pulls', login: 'nopulls[bot]', type: 'Bot', permissions: { checks: 'write' } });

  const listings = () =>
    gh.requests.filter((r) => r.operation === 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls').length;
  const openListings = () => gh.requests.filter((r) => r.operation === 'GET /repos/{owner}/{repo}/pulls').length;

  /** A world whose first PR's head is also the head of a second PR (another branch, same commit). */
  async function sharedHead(): Promise<World & { twin: number }> {
    const w = await newWorld(gh);
    await openAnother(w, 'unrelated');
    const twin = await openAnother(w, 'feature-copy', w.head);
    return { ...w, twin: twin.pr };
  }

  describe('otherPullsWithHead', () => {
    it('finds the other open PRs with the same head, not PRs with other heads nor itself', async () => {
      const w = await sharedHead();
      expect(await otherPullsWithHead(w.github, w.ref, w.head, w.pr)).toEqual([w.twin]);
      expect(await otherPullsWithHead(w.github, w.ref, w.head, w.twin)).toEqual([w.pr]);
    });

    it('a closed PR on the head does not count', async () => {
      const w = await sharedHead();
      await w.repo.closePullRequest(w.twin, 'maya');
      expect(await otherPullsWithHead(w.github, w.ref, w.head, w.pr)).toEqual([]);
    });

    it('an answer that leaves out the judged PR is incomplete: every open PR is listed instead', async () => {
      const w = await sharedHead();
      const before = openListings();
      expect(await otherPullsWithHead(w.github, w.ref, w.head, w.pr, [])).toEqual([w.twin]);
      expect(openListings()).toBe(before + 1);
    });

    it('a complete answer read earlier is used as it is', async () => {
      const w = await sharedHead();
      const before = { listings: listings(), open: openListings() };
      const listed = [
        { number: w.pr, headSha: w.head },
        { number: w.twin, headSha: w.head },
        { number: w.twin, headSha: w.head },
      ];
      expect(await otherPullsWithHead(w.github, w.ref, w.head, w.pr, listed)).toEqual([w.twin]);
      expect({ listings: listings(), open: openListings() }).toEqual(before);
    });
  });

  describe('judgeOthersOnHead', () => {
    it('judges each other PR on the head; one that moved off (undefined) and skipped ones are left out', async () => {
      const w = await sharedHead();
      const third = await openAnother(w, 'feature-third', w.head);
      const judged: number[] = [];
      const parts = await judgeOthersOnHead(w.github, w.ref, w.head, w.pr, async (n) => {
        judged.push(n);
        return n === third.pr ? undefined : fail(n);
      });
      expect(judged).toEqual([w.twin, third.pr]);
      expect(parts).toEqual([fail(w.twin)]);
      const skipped = await judgeOthersOnHead(w.github, w.ref, w.head, w.pr, async (n) => pass(n), {
        skip: new Set([w.twin]),
      });
      expect(skipped).toEqual([pass(third.pr)]);
    });

    it('a listing GitHub does not answer becomes a failing part', async () => {
      const w = await sharedHead();
      gh.faults.next({ kind: '500', match: { path: /\/commits\/[0-9a-f]+\/pulls$/ }, times: 50 });
      try {
        const parts = await judgeOthersOnHead(w.github, w.ref, w.head, w.pr, async (n) => pass(n));
        expect(parts).toHaveLength(1);
        expect(parts[0]).toMatchObject({ number: UNLISTED, pass: false });
        expect(conjoin([pass(w.pr), ...parts]).pass).toBe(false);
      } finally {
        gh.faults.clear();
      }
    });

    it('a missing permission stops the run with the permissions: entry to add', async () => {
      const w = await sharedHead();
      const judging = judgeOthersOnHead(portFor(gh, 'ghs_no_pulls'), w.ref, w.head, w.pr, async (n) => pass(n));
      await expect(judging).rejects.toBeInstanceOf(ConfigurationError);
      await expect(judging).rejects.toThrow('pull-requests: read');
    });
  });

  describe('writeCommitVerdict', () => {
    type Write = { parts: PullPart[]; commit: CommitVerdict };

    function recorder() {
      const writes: Write[] = [];
      return {
        writes,
        write: async (parts: readonly PullPart[], commit: CommitVerdict) =>
          void writes.push({ parts: [...parts], commit }),
      };
    }

    it('writes failure once when the judged PR fails, without listing again', async () => {
      const w = await sharedHead();
      const r = recorder();
      const before = listings();
      const result = await writeCommitVerdict(w.github, w.ref, {
        head: w.head,
        own: fail(w.pr),
        judgeOther: async (n) => pass(n),
        write: r.write,
      });
      expect(r.writes).toHaveLength(1);
      expect(r.writes[0]!.commit.pass).toBe(false);
      expect(result.commit).toEqual({ pass: false, failing: [fail(w.pr)] });
      expect(result.parts).toEqual([fail(w.pr), pass(w.twin)]);
      expect(listings()).toBe(before + 1);
    });

    it('writes failure once when another PR on the head fails', async () => {
      const w = await sharedHead();
      const r = recorder();
      const result = await writeCommitVerdict(w.github, w.ref, {
        head: w.head,
        own: pass(w.pr),
        judgeOther: async (n) => fail(n),
        write: r.write,
      });
      expect(r.writes.map((x) => x.commit.pass)).toEqual([false]);
      expect(result.commit.failing).toEqual([fail(w.twin)]);
    });

    it('after a success, a PR that moved onto the commit meanwhile and fails makes it write failure again', async () => {
      const w = await sharedHead();
      const r = recorder();
      let newcomer = 0;
      const judged: number[] = [];
      const result = await writeCommitVerdict(w.github, w.ref, {
        head: w.head,
        own: pass(w.pr),
        judgeOther: async (n) => {
          judged.push(n);
          return n === newcomer ? fail(n, 'newcomer refused') : pass(n);
        },
        write: async (parts, commit) => {
          await r.write(parts, commit);
          if (newcomer === 0) newcomer = (await openAnother(w, 'late', w.head)).pr;
        },
      });
      expect(r.writes.map((x) => x.commit.pass)).toEqual([true, false]);
      expect(r.writes[1]!.parts.map((p) => p.number)).toEqual([w.pr, w.twin, newcomer]);
      expect(judged).toEqual([w.twin, newcomer]);
      expect(result.commit).toEqual({ pass: false, failing: [fail(newcomer, 'newcomer refused')] });
    });

    it('after a success, a newcomer that passes changes nothing', async () => {
      const w = await sharedHead();
      const r = recorder();
      let opened = false;
      const judged: number[] = [];
      const result = await writeCommitVerdict(w.github, w.ref, {
        head: w.head,
        own: pass(w.pr),
        judgeOther: async (n) => {
          judged.push(n);
          return pass(n);
        },
        write: async (parts, commit) => {
          await r.write(parts, commit);
          if (!opened) {
            opened = true;
            await openAnother(w, 'late-ok', w.head);
          }
        },
      });
      expect(r.writes.map((x) => x.commit.pass)).toEqual([true]);
      expect(judged).toHaveLength(2);
      expect(result.commit.pass).toBe(true);
    });

    it('a PR alone on its commit: success once, the re-listing finds nobody', async () => {
      const w = await newWorld(gh);
      const r = recorder();
      const before = listings();
      const result = await writeCommitVerdict(w.github, w.ref, {
        head: w.head,
        own: pass(w.pr),
        judgeOther: async () => {
          throw new Error('nobody else to judge');
        },
        write: r.write,
      });
      expect(r.writes.map((x) => x.commit.pass)).toEqual([true]);
      expect(result).toEqual({ parts: [pass(w.pr)], commit: { pass: true, failing: [] } });
      expect(listings()).toBe(before + 2);
    });

    it('a listing that fails after a success makes the commit fail', async () => {
      const w = await sharedHead();
      const r = recorder();
      const result = await writeCommitVerdict(w.github, w.ref, {
        head: w.head,
        own: pass(w.pr),
        judgeOther: async (n) => pass(n),
        write: async (parts, commit) => {
          await r.write(parts, commit);
          gh.faults.next({ kind: '500', match: { path: /\/commits\/[0-9a-f]+\/pulls$/ }, times: 50 });
        },
      });
      gh.faults.clear();
      expect(r.writes.map((x) => x.commit.pass)).toEqual([true, false]);
      expect(result.commit.failing.map((p) => p.number)).toEqual([UNLISTED]);
    });
  });
});

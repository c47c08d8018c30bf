import { describe, expect, it } from 'vitest';
import {
  blockComments,
  guard,
  openWorld,
  operator,
  prState,
  pushCommit,
  spawnGuard,
  useGitHub,
  type World,
} from './support/history-guard-world.js';

const gh = useGitHub();

/** Accepted first head and one appended commit, then an amend pushed but not yet judged. */
async function rewrittenWorld(): Promise<World> {
  const world = await openWorld(gh);
  await guard(world, 'opened');
  await pushCommit(world, 2);
  await guard(world);
  await world.wt.git('commit', '--amend', '-m', 'rewritten');
  await world.wt.push('feature', { force: true });
  return world;
}

/** The final state with the parts that differ between repositories (SHAs, PR numbers) normalised. */
async function comparable(world: World) {
  const state = await prState(world);
  const scrub = (s: string) => {
    let out = s;
    for (const sha of [...world.heads, state.head]) out = out.replaceAll(sha, 'SHA');
    return out
      .replace(/[0-9a-f]{40}/g, 'SHA')
      .replace(/\b[0-9a-f]{7}\b/g, 'SHORT')
      .replace(/pr-\d+/g, 'pr-N')
      .replace(/pull-request=\d+/g, 'pull-request=N')
      .replace(/#\d+/g, '#N');
  };
  return {
    labels: state.labels,
    comments: state.comments.map((c) => ({ user: c.user, body: scrub(c.body) })),
    check: state.check,
    backupRefs: state.backupRefs.length,
  };
}

describe('history-guard converges', () => {
  it('the same event run three times leaves exactly one block comment and the same state', async () => {
    const world = await rewrittenWorld();
    await guard(world);
    const once = await prState(world);
    await guard(world);
    await guard(world);
    const thrice = await prState(world);
    expect(blockComments(thrice)).toHaveLength(1);
    expect({ ...thrice, check: thrice.check }).toEqual(once);
  });

  it('five runs at once on one PR leave one block comment (which carries the state) and no other', async () => {
    const world = await rewrittenWorld();
    const results = await Promise.all(Array.from({ length: 5 }, () => guard(world)));
    expect(results.map((r) => r.outputs.verdict)).toEqual(Array(5).fill('blocked'));
    const state = await prState(world);
    expect(blockComments(state)).toHaveLength(1);
    expect(state.comments).toHaveLength(1);
    expect(blockComments(state)[0]?.body).toContain('"status":"blocked"');
    expect(state.labels).toEqual(['mergexo:blocked']);
    expect(state.check).toMatchObject({ conclusion: 'failure' });
  });

  it('a run killed after each of its writes, then rerun, ends as an uninterrupted run does', async () => {
    const reference = await rewrittenWorld();
    gh.resetLog();
    await guard(reference);
    // only writes GitHub applied count: a refused one (4xx) changes nothing to be killed after
    const writes = gh.requests.filter((r) => r.kind === 'write' && r.status < 400).length;
    expect(writes).toBeGreaterThanOrEqual(4);
    const expected = await comparable(reference);

    for (let k = 1; k <= writes; k++) {
      const world = await rewrittenWorld();
      let seen = 0;
      const { child, result } = spawnGuard(world);
      const off = gh.onWrite(() => {
        seen += 1;
        if (seen === k) child.kill('SIGKILL');
      });
      const killed = await result;
      off();
      expect(killed.signal, `killed after write ${k}`).toBe('SIGKILL');
      const rerun = await guard(world);
      expect(rerun.outputs.verdict).toBe('blocked');
      expect(await comparable(world), `after a kill at write ${k}`).toEqual(expected);
    }
    // Two bundle runs per write, one after another (the fake counts writes across the server, so the kills
    // cannot run side by side): the heaviest test of the suite, given room on a loaded machine.
  }, 150_000);

  it('with 20% of requests failing (5xx, 429, 403 secondary, drops), every scenario reaches the fault-free state', async () => {
    const scenario = async () => {
      const world = await openWorld(gh);
      await guard(world, 'opened');
      await pushCommit(world, 2);
      await guard(world);
      await world.wt.git('commit', '--amend', '-m', 'rewritten');
      await world.wt.push('feature', { force: true });
      await guard(world);
      await guard(world);
      await operator(world, {
        mode: 'unblock',
        'pull-request': String(world.pr),
        'accept-head': (await world.repo.pull(world.pr)).headSha,
      });
      await pushCommit(world, 3);
      await guard(world);
      return comparable(world);
    };
    const clean = await scenario();
    for (const seed of [1, 2, 3]) {
      gh.faults.random({ rate: 0.2, kinds: ['500', '502', '503', '403-secondary', '429', 'drop'], seed });
      try {
        expect(await scenario(), `seed ${seed}`).toEqual(clean);
      } finally {
        gh.faults.clear();
      }
    }
  });

  it('refuses, and says why, when GitHub keeps failing while history is checked', async () => {
    const world = await rewrittenWorld();
    const before = await prState(world);
    gh.faults.next({ kind: '502', match: { path: /\/compare\// }, times: 100 });
    try {
      const result = await guard(world);
      expect(result.exitCode).toBe(1);
      expect(result.errorLine).toMatch(/could not decide and refuses: GitHub did not answer/);
    } finally {
      gh.faults.clear();
    }
    const after = await prState(world);
    expect(after.labels).toEqual(before.labels);
    expect(after.comments).toEqual(before.comments);
  });
});

// history-guard converges, in-process on the fake GitHub and real git (test/support/in-process/history-guard.ts): re-runs,
// runs at once, and a run stopped after each of its writes and re-run all end in the state one clean run leaves.
// Moved from test/e2e/history-guard-resilience.test.ts, where random faults and the error line of a run GitHub keeps
// failing stay on the built bundle.
import { describe, expect, it } from 'vitest';
import type { GitHubPort } from '../../src/core/github/port.js';
import {
  blockComments,
  openWorld,
  prState,
  pushCommit,
  useGitHub,
  type World,
} from '../e2e/support/history-guard-world.js';
import { guardIn } from '../support/in-process/history-guard.js';

const gh = useGitHub();

/** Accepted first head and one appended commit, then an amend pushed but not yet judged. */
async function rewrittenWorld(): Promise<World> {
  const world = await openWorld(gh);
  await guardIn(world, 'opened');
  await pushCommit(world, 2);
  await guardIn(world);
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

/** A port that stops answering once `stopped()` says so: every later request of the run fails, as if it died. */
function stoppable(stopped: () => boolean) {
  return (port: GitHubPort): GitHubPort =>
    new Proxy(port, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (stopped()) return Promise.reject(new Error('the run was killed'));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
}

describe('history-guard converges', () => {
  it('the same event run three times leaves exactly one block comment and the same state', async () => {
    const world = await rewrittenWorld();
    await guardIn(world);
    const once = await prState(world);
    await guardIn(world);
    await guardIn(world);
    const thrice = await prState(world);
    expect(blockComments(thrice)).toHaveLength(1);
    expect({ ...thrice, check: thrice.check }).toEqual(once);
  });

  it('five runs at once on one PR leave one block comment (which carries the state) and no other', async () => {
    const world = await rewrittenWorld();
    const results = await Promise.all(Array.from({ length: 5 }, () => guardIn(world)));
    expect(results.map((r) => r.verdict)).toEqual(Array(5).fill('blocked'));
    const state = await prState(world);
    expect(blockComments(state)).toHaveLength(1);
    expect(state.comments).toHaveLength(1);
    expect(blockComments(state)[0]?.body).toContain('"status":"blocked"');
    expect(state.labels).toEqual(['mergexo:blocked']);
    expect(state.check).toMatchObject({ conclusion: 'failure' });
  });

  it('a run stopped after each of its writes, then rerun, ends as an uninterrupted run does', async () => {
    const reference = await rewrittenWorld();
    gh.resetLog();
    await guardIn(reference);
    // only writes GitHub applied count: a refused one (4xx) changes nothing to be stopped after
    const writes = gh.requests.filter((r) => r.kind === 'write' && r.status < 400).length;
    expect(writes).toBeGreaterThanOrEqual(4);
    const expected = await comparable(reference);

    for (let k = 1; k <= writes; k++) {
      const world = await rewrittenWorld();
      let seen = 0;
      const off = gh.onWrite(() => {
        seen += 1;
      });
      // The run may end on its own after its last write, or fail on the first request after the stop.
      await guardIn(world, 'synchronize', {}, { port: stoppable(() => seen >= k) }).catch(() => undefined);
      off();
      expect(seen, `writes applied before the stop at ${k}`).toBe(k);
      expect((await guardIn(world)).verdict).toBe('blocked');
      expect(await comparable(world), `after a stop at write ${k}`).toEqual(expected);
    }
    // One run and its rerun per write, one after another (the fake counts writes across the server): the
    // heaviest test of the file, given room on a loaded machine.
  }, 600_000);
});

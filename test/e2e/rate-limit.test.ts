// A token whose hourly rate limit runs out mid-run, with the reset an hour away, while the job has minutes
// to live: the built action stops at once with an undecidable refusal that says when to re-run, instead of
// waiting out the hour and being killed without a verdict.
//
// What proves the wait budget rather than the test suite's time scale: these runs use the real time scale
// (MERGEXO_TIME_SCALE=1), so a run that waited for the reset would still be waiting when the harness kills it;
// and the limited request was sent once, never retried. Those runs are the built bundle, which the harness can
// kill; the runs before and after the limit run main.ts in the test's process.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenInfo } from '../../fake-github/store.js';
import { utcTime } from '../../src/core/github/wait-budget.js';
import { TOKEN, guard, guardInProcess, openWorld, prState, useGitHub } from './support/history-guard-world.js';

const gh = useGitHub();
let token: TokenInfo;
beforeAll(() => {
  token = gh.store.tokens.get(TOKEN)!;
});

/** Spends the token's whole hourly budget (REST and GraphQL) right after its first write is applied. */
function exhaustAfterFirstWrite(): () => void {
  const off = gh.onWrite(() => {
    token.used = { core: token.rateLimit, graphql: token.rateLimit * 5 };
    off();
  });
  return off;
}

/** A PR whose head was rewritten, so that the run writes before its verdict (an accepted head writes only the check). */
async function rewrittenWorld() {
  const world = await openWorld(gh);
  expect((await guardInProcess(world, 'opened')).exitCode).toBe(0);
  await world.wt.git('commit', '--amend', '-m', 'rewritten');
  await world.wt.push(world.branch, { force: true });
  return world;
}

describe('a rate limit that resets after the job would be gone', () => {
  it('history-guard refuses at once, naming the reset, and writes no verdict', async () => {
    const world = await rewrittenWorld();
    token.resetAt = Math.floor(Date.now() / 1000) + 3600;
    gh.resetLog();
    const off = exhaustAfterFirstWrite();
    const result = await guard(world, 'synchronize', {}, { timeScale: 1, timeoutMs: 40_000 });
    off();

    expect(result.timedOut).toBe(false);
    expect(result.exitCode, result.stdout).toBe(1);
    const reset = utcTime(new Date(token.resetAt * 1000));
    expect(result.errorLine).toContain('mergexo/history-guard could not decide and refuses');
    expect(result.errorLine).toContain(`rate limit for this token is used up until ${reset}`);
    expect(result.errorLine).toContain('mergexo waits at most 300 s in a run');
    expect(result.errorLine).toContain(`re-run the job after ${reset}`);

    // No verdict on the new head.
    const state = await prState(world);
    expect(state.check).toBeUndefined();
    // Each refused request was sent once: nothing waited for the reset or retried into the limit.
    const limited = gh.requests.filter((r) => r.status === 403).map((r) => `${r.method} ${r.url}`);
    expect(limited.length).toBeGreaterThan(0);
    expect(new Set(limited).size).toBe(limited.length);

    // Once the limit has reset, a re-run decides.
    token.used = { core: 0, graphql: 0 };
    const rerun = await guardInProcess(world, 'synchronize');
    expect(rerun.outputs.verdict, rerun.stdout).toBe('blocked');
    expect((await prState(world)).check).toMatchObject({ conclusion: 'failure' });
  });

  it('MERGEXO_MAX_WAIT_SECONDS sets the budget: 0 waits for nothing, not even a reset a few seconds away', async () => {
    const world = await rewrittenWorld();
    // Seconds away, but more than a loaded machine takes to start the run and reach its first write.
    token.resetAt = Math.floor(Date.now() / 1000) + 30;
    const off = exhaustAfterFirstWrite();
    const result = await guard(
      world,
      'synchronize',
      {},
      { timeScale: 1, timeoutMs: 40_000, env: { MERGEXO_MAX_WAIT_SECONDS: '0' } },
    );
    off();
    token.used = { core: 0, graphql: 0 };
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.errorLine).toContain('mergexo waits at most 0 s in a run');
    expect(result.errorLine).toContain(`re-run the job after ${utcTime(new Date(token.resetAt * 1000))}`);
    expect((await prState(world)).check).toBeUndefined();
  });

  it('a malformed MERGEXO_MAX_WAIT_SECONDS is a configuration error that says what to set', async () => {
    const world = await openWorld(gh);
    const result = await guard(world, 'opened', {}, { env: { MERGEXO_MAX_WAIT_SECONDS: '5m' } });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('MERGEXO_MAX_WAIT_SECONDS must be a whole number of seconds');
  });
});

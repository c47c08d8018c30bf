// GitHub's hourly REST budget nearly spent by the repository's other runs: the gates still write their
// verdicts (the required checks), defer what can wait (labels, comments, the ready mark) with a warning line that says
// what and until when, and say in the summary what the run used and what is left. Nothing is lost: once GitHub starts
// the next hour, the re-run writes what was deferred, once. main.ts runs in the test's process
// (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import type { TokenInfo } from '../../fake-github/store.js';
import { verdictReserve } from '../../src/core/github/rate-budget.js';
import { utcTime } from '../../src/core/github/wait-budget.js';
import type { RunActionResult } from '../support/run-action.js';
import * as hg from './support/history-guard-world.js';
import * as wrg from '../write-root-gate/world.js';

/** Leaves `left` requests of the token's hour, the reset `minutes` away (another job spent the rest). */
function nearlySpend(token: TokenInfo, left: number, minutes = 20): void {
  token.resetAt = Math.floor(Date.now() / 1000) + minutes * 60;
  token.used = { core: token.rateLimit - left, graphql: 0 };
}

/** GitHub starts the next hour: the budget is whole again at the next request. */
function nextHour(token: TokenInfo): void {
  token.resetAt = Math.floor(Date.now() / 1000) - 1;
}

/** Requests left that are below the reserve, yet enough for a run's verdict. */
function belowReserve(token: TokenInfo): number {
  return Math.min(20, verdictReserve(token.rateLimit) - 1);
}

/** The job summary as a reader sees it (the summary is HTML; mergexo escapes the text it writes). */
function summaryText(result: RunActionResult): string {
  return result.summary.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** A loaded machine must not kill a run that is merely slow. */
const SLOW = { timeoutMs: 240_000 };

function warnings(result: RunActionResult): string[] {
  return result.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
}

function expectDeferred(result: RunActionResult, gh: FakeGitHub, token: TokenInfo, pr: number, what: string[]) {
  const reset = utcTime(new Date(token.resetAt * 1000));
  const line = warnings(result).find((w) => w.includes('deferred:'));
  expect(line, result.stdout).toBeDefined();
  expect(line).toContain(`PR #${pr}: GitHub's REST budget for this token is nearly spent`);
  expect(line).toContain(`requests left until ${reset}, below the ${verdictReserve(token.rateLimit)}`);
  expect(line).toContain('The verdict is written');
  for (const w of what) expect(line).toContain(w);
  expect(line).toContain(`re-run after ${reset}`);
  // The summary says what the run spent and what GitHub says is left.
  const summary = summaryText(result);
  expect(summary).toContain("GitHub's API, this run:");
  expect(summary).toContain(`of ${token.rateLimit.toLocaleString('en-US')} REST requests`);
  expect(summary).toContain('mergexo keeps for verdicts: verdicts came first');
  // Nothing refused for the budget: the run stayed within what was left.
  expect(gh.requests.filter((r) => r.limited)).toEqual([]);
}

describe('history-guard with the budget nearly spent', () => {
  const gh = hg.useGitHub();

  it('blocks a rewrite with its check and backup ref, defers label and comment, and writes them next hour', async () => {
    const token = gh.store.tokens.get(hg.TOKEN)!;
    const world = await hg.openWorld(gh);
    expect((await hg.guardInProcess(world, 'opened', {}, SLOW)).exitCode).toBe(0);
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });

    nearlySpend(token, belowReserve(token));
    gh.resetLog();
    const low = await hg.guardInProcess(world, 'synchronize', {}, SLOW);
    expect(low.exitCode, low.stdout).toBe(1);
    expect(low.outputs.verdict).toBe('blocked');
    expectDeferred(low, gh, token, world.pr, ["the label 'mergexo:blocked'", 'the block comment']);
    const deferred = await hg.prState(world);
    expect(deferred.check).toMatchObject({ conclusion: 'failure' });
    expect(deferred.backupRefs).toHaveLength(1);
    expect(deferred.labels).toEqual([]);
    expect(hg.blockComments(deferred)).toEqual([]);

    nextHour(token);
    const rerun = await hg.guardInProcess(world, 'synchronize', {}, SLOW);
    expect(rerun.outputs.verdict, rerun.stdout).toBe('blocked');
    expect(warnings(rerun).filter((w) => w.includes('deferred:'))).toEqual([]);
    expect(summaryText(rerun)).toContain("GitHub's API, this run:");
    expect(summaryText(rerun)).not.toContain('keeps for verdicts');
    const done = await hg.prState(world);
    expect(done.check).toMatchObject({ conclusion: 'failure' });
    expect(done.labels).toEqual(['mergexo:blocked']);
    expect(hg.blockComments(done)).toHaveLength(1);
    expect(done.backupRefs).toEqual(deferred.backupRefs);
  });
});

describe('write-root-gate with the budget nearly spent', () => {
  const gh = wrg.useGitHub();

  it('refuses an escape with its check and auto-merge off, defers label and comment, and writes them next hour', async () => {
    const token = gh.store.tokens.get(wrg.TOKEN)!;
    const world = await wrg.openPr(gh, {
      'services/billing/invoice.ts': 'export const invoice = 2;\n',
      'services/payments/charge.ts': 'export const charge = 2;\n',
    });

    nearlySpend(token, belowReserve(token));
    gh.resetLog();
    const low = await wrg.gateInProcess(world, 'synchronize', SLOW);
    expect(low.exitCode, low.stdout).toBe(1);
    expect(low.outputs.verdict).toBe('refused');
    expect(wrg.violationsOf(low)).toEqual(['services/payments/charge.ts']);
    expectDeferred(low, gh, token, world.pr, [`add the label '${wrg.LABEL}'`, 'comment']);
    const deferred = await wrg.prState(world);
    expect(deferred.check?.conclusion).toBe('failure');
    expect(deferred.check?.text).toContain('services/payments/charge.ts');
    expect(deferred.labels).toEqual([]);
    expect(deferred.comments).toEqual([]);

    nextHour(token);
    const rerun = await wrg.gateInProcess(world, 'synchronize', SLOW);
    expect(rerun.outputs.verdict, rerun.stdout).toBe('refused');
    expect(warnings(rerun).filter((w) => w.includes('deferred:'))).toEqual([]);
    const done = await wrg.prState(world);
    expect(done.check?.conclusion).toBe('failure');
    expect(done.labels).toEqual([wrg.LABEL]);
    expect(done.comments).toHaveLength(1);
    expect(done.comments[0]?.body).toContain('services/payments/charge.ts');
  });
});

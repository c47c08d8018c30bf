// A small fleet's hour, played as the bench plays it: mergexo's own code against the fake with GitHub's budgets,
// under simulated time. What the bench reports has to follow from what the fake saw.
import { describe, expect, it } from 'vitest';
import { playHour, SETUPS, type HourResult } from '../../../bench/fleet/play.js';
import { summarize } from '../../../bench/fleet/summary.js';

const setup = (label: string) => SETUPS.find((s) => s.label === label)!;

/** REST requests the identity's budget was charged, as GitHub counts them. */
function charged(hour: HourResult): number {
  return hour.requests.filter(
    (e) =>
      !e.graphql && !e.notModified && e.status !== 0 && e.limited !== 'primary' && e.operation !== 'GET /rate_limit',
  ).length;
}

describe("a fleet's hour", () => {
  it('GITHUB_TOKEN quick start: every push of a small fleet gets both verdicts, from one budget', async () => {
    const hour = await playHour({ setup: setup('GITHUB_TOKEN quick start'), agents: 2, pushesPerHour: 3, runners: 60 });
    const s = summarize(hour);
    expect(hour.required).toEqual(['mergexo/history-guard', 'mergexo/write-root-gate']);
    expect([s.pushes, s.decided, s.missing, s.sustained]).toEqual([6, 6, 0, 6]);
    // One job a push (the gates job) running both gates, each part with a token of its own, all GITHUB_TOKENs of
    // the repository.
    expect(hour.jobs).toHaveLength(6);
    expect(hour.jobs.every((j) => j.parts.map((p) => p.part).join() === 'history-guard,write-root-gate')).toBe(true);
    expect(new Set(hour.jobs.flatMap((j) => j.parts.map((p) => p.token))).size).toBe(12);
    // The job's steps share their reads: write-root-gate's repeats are free 304s, and a push stays within 3 counted
    // REST requests and 2 points (issue #31's target).
    expect(hour.requests.filter((e) => e.notModified).length).toBeGreaterThan(0);
    expect(s.requests / s.decided).toBeLessThanOrEqual(3);
    expect(s.points / s.decided).toBeLessThanOrEqual(2);
    expect(s.requests).toBe(charged(hour));
    expect(s.budget.reduce((sum, l) => sum + l.requests, 0)).toBe(s.requests);
    expect(s.budget.map((l) => l.action).sort()).toContain('write-root-gate');
    // Every push is three minutes or more from the next: no wait for a runner or a group.
    expect(s.latency!.worst).toBeLessThan(60);
    expect(hour.pushes.every((p) => p.at >= hour.start && p.at < hour.end)).toBe(true);
  });

  it("once the identity's hour is spent, later pushes are left without verdicts and nothing more is charged", async () => {
    const hour = await playHour({
      setup: setup('GITHUB_TOKEN quick start'),
      agents: 2,
      pushesPerHour: 2,
      runners: 60,
      // 4 pushes at 3 requests each: past 6.
      hourly: 6,
    });
    const s = summarize(hour);
    expect(s.decided).toBeGreaterThan(0);
    expect(s.missing).toBeGreaterThan(0);
    expect(s.sustained).toBe(s.decided);
    expect(s.refused.primary).toBeGreaterThan(0);
    expect(charged(hour)).toBeLessThanOrEqual(6);
    // A refused job says why: GitHub's limit, and when to re-run.
    const reasons = hour.jobs.flatMap((j) => j.parts.map((p) => (p.outcome?.ok === false ? p.outcome.reason : '')));
    expect(reasons.some((r) => /rate limit for this token is used up until/.test(r))).toBe(true);
  });

  it('the root action: one job a push running both parts', async () => {
    const hour = await playHour({ setup: setup('root action'), agents: 1, pushesPerHour: 2, runners: 60 });
    const s = summarize(hour);
    expect([s.pushes, s.decided]).toEqual([2, 2]);
    expect(hour.jobs.map((j) => j.parts.map((p) => p.part))).toEqual([
      ['history-guard', 'write-root-gate'],
      ['history-guard', 'write-root-gate'],
    ]);
  });
});

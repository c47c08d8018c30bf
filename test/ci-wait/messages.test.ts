import { describe, expect, it } from 'vitest';
import { decideRound, type RoundInput } from '../../src/ci-wait/decide.js';
import {
  ciFailedText,
  excerpt,
  failureMessage,
  neutralize,
  outcomeLine,
  resolvedText,
  bodyWithoutMarker,
  timeoutText,
  type MessageContext,
} from '../../src/ci-wait/messages.js';
import { summaryTable, verdictSummary, verdictTitle } from '../../src/ci-wait/verdict-messages.js';
import type { PullRunReport } from '../../src/ci-wait/report.js';
import { type CheckItem, type Selection } from '../../src/ci-wait/selection.js';
import { parseMarkers, withMarker } from '../../src/core/pure/markers.js';

const ctx: MessageContext = {
  head: 'a'.repeat(40),
  baseRef: 'main',
  headRef: 'feature',
  attempt: 2,
  maxAttempts: 5,
  failedLabel: 'mergexo:ci-failed',
  conflictLabel: 'mergexo:conflict',
  needsHumanLabel: 'mergexo:needs-human',
  checkName: 'mergexo/ci-wait',
};

const failed = (name: string, output: string[], url: string | null = 'https://ci.example.test/1'): CheckItem => ({
  kind: 'check_run',
  id: 1,
  name,
  result: 'failed',
  conclusion: 'failure',
  url,
  output,
  annotationsCount: 0,
});

describe('messages', () => {
  it('lists each failed check with its conclusion, link and an excerpt', () => {
    const text = ciFailedText(ctx, [failed('build', ['Tests failed', '3 of 120 tests failed'])], []);
    expect(text).toContain('`build`: **failure** ([details](https://ci.example.test/1))');
    expect(text).toContain('3 of 120 tests failed');
    expect(text).toContain('failed round 2 of 5');
  });

  it('cannot be made to carry a forged mergexo marker, a mention or a broken fence', () => {
    const forged = '<!-- mergexo:v1 {"action":"ci-wait","kind":"state","key":"pr","data":{"attempts":0}} -->';
    const text = ciFailedText(
      ctx,
      [failed(`evil ${forged}`, [forged, '```', '@maintainer please merge'], 'javascript:alert(1)')],
      [],
    );
    expect(parseMarkers(text)).toEqual([]);
    expect(text).not.toMatch(/@maintainer/);
    expect(text).not.toContain('javascript:');
    // The excerpt's own backticks cannot close the fence around it.
    expect(text).toMatch(/````text/);
  });

  it('keeps excerpts short and strips terminal colours', () => {
    const long = Array.from({ length: 50 }, (_, i) => `\u001b[31mline ${i}\u001b[0m`);
    const e = excerpt(long) as string;
    expect(e.split('\n').length).toBeLessThanOrEqual(13);
    expect(e).not.toContain('\u001b');
    expect(e.endsWith('…')).toBe(true);
    expect(excerpt([' ', ''])).toBeUndefined();
  });

  it('folds the earlier report into a resolved comment', () => {
    const original = withMarker('### ❌ CI failed', {
      action: 'ci-wait',
      kind: 'finding',
      key: 'k',
      data: { open: true },
    });
    const text = resolvedText(bodyWithoutMarker(original), {
      outcome: 'success',
      head: 'b'.repeat(40),
      sameHead: false,
    });
    expect(text).toMatch(/^\*\*Outdated\*\*/);
    expect(text).toContain('### ❌ CI failed');
    expect(parseMarkers(text)).toEqual([]);
  });

  it('neutralizes comment delimiters in both directions', () => {
    expect(neutralize('a <!-- b --> c')).not.toMatch(/<!--|-->/);
  });
});

describe('messages: the outcome is said once', () => {
  const pending: CheckItem = { ...failed('deploy-preview', []), result: 'pending', conclusion: 'in_progress' };
  const round: RoundInput = {
    mode: 'poll',
    pr: { open: true, merged: false, head: ctx.head, mergeable: true, mergeableState: 'clean', held: false },
    checks: { counted: [pending], missing: [] },
    graceOver: true,
    timedOut: true,
    mergeabilityExhausted: false,
    branchUpdate: { state: 'available' },
    onConflict: 'report',
    merge: undefined,
    allowNoChecks: false,
  };
  const timedOut = decideRound(round);
  if (timedOut.kind !== 'done' || timedOut.outcome !== 'timeout') throw new Error('the round should time out');
  const selection: Selection = { counted: [pending], excluded: [], missing: [] };
  const report: PullRunReport = {
    number: 7,
    outcome: 'timeout',
    reason: timedOut.reason,
    head: ctx.head,
    attempt: 1,
    attemptKnown: true,
    selection,
    failedChecks: [],
  };
  const timesSaid = (text: string) => text.match(/timed out/gi)?.length ?? 0;

  it('a timeout says "timed out" once in the title, the failure line, the log line, the finding and the summaries', () => {
    const title = verdictTitle('timeout', timedOut.reason);
    expect(title).toBe('Timed out: 1 check still running (deploy-preview)');
    const failure = failureMessage([report]) as string;
    expect(failure).toContain('deploy-preview');
    expect(timesSaid(failure)).toBe(1);
    expect(outcomeLine(report)).toBe('PR #7: timeout: 1 check still running (deploy-preview).');
    expect(timesSaid(timeoutText(ctx, timedOut.reason, []).split('\n').slice(0, 3).join('\n'))).toBe(1);
    const summary = verdictSummary({ ...report, maxAttempts: 5, notes: [] });
    expect(timesSaid(summary.split('\n')[0] as string)).toBe(1);
    const job = summaryTable([report], 5);
    expect(timesSaid(`${job.heading}\n${job.lead ?? ''}`)).toBe(1);
  });

  it('other outcomes keep their reason whole', () => {
    expect(verdictTitle('ci_failed', { kind: 'checks-failed', failed: ['build'], stillRunning: 0 })).toBe(
      'CI failed: 1 check failed (build)',
    );
    expect(verdictTitle('no_checks', { kind: 'no-checks-appeared' })).toBe(
      'No checks: no checks appeared on this head within the grace period',
    );
  });
});

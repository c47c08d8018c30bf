import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/ci-wait/settings.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { inputsFromRecord } from '../../src/core/inputs.js';

const parse = (inputs: Record<string, string>, job = 'ci-wait') =>
  parseSettings(inputsFromRecord({ 'github-token': 't', ...inputs }), { job });

describe('parseSettings', () => {
  it('has the contract defaults', () => {
    const s = parse({});
    expect(s).toMatchObject({
      timeoutMs: 600_000,
      intervalMs: 30_000,
      graceMs: 120_000,
      onConflict: 'report',
      merge: undefined,
      maxAttempts: 5,
      allowNoChecks: false,
      jobCheckRunId: undefined,
      jobNames: ['ci-wait'],
      checkName: 'mergexo/ci-wait',
      failedLabel: 'mergexo:ci-failed',
      conflictLabel: 'mergexo:conflict',
      needsHumanLabel: 'mergexo:needs-human',
    });
    expect(s.checks).toEqual([]);
  });

  it('reads merge methods, off spellings and the job identity', () => {
    expect(parse({ merge: 'squash' }).merge).toBe('squash');
    expect(parse({ merge: 'off' }).merge).toBeUndefined();
    expect(parse({ merge: 'false' }).merge).toBeUndefined();
    const s = parse({ 'job-check-run-id': '51725241954', 'job-name': 'Wait for CI' });
    expect(s.jobCheckRunId).toBe(51725241954);
    expect(s.jobNames).toEqual(['ci-wait', 'Wait for CI']);
  });

  it.each([
    [{ 'timeout-seconds': 'ten' }, /timeout-seconds.*whole number/],
    [{ 'interval-seconds': '1' }, /interval-seconds.*between 5 and 3600/],
    [{ merge: 'fast-forward' }, /merge.*merge, squash, rebase/],
    [{ 'on-conflict': 'rebase' }, /on-conflict.*report, update-branch/],
    [{ 'max-attempts': '0' }, /max-attempts/],
    [{ 'job-check-run-id': 'abc' }, /job-check-run-id/],
    [{ checks: 'build, [oops' }, /checks.*\[oops/],
    [{ 'failed-label': 'a,b' }, /failed-label/],
    [{ 'github-token': '' }, /github-token/],
  ])('refuses %j with a message naming the input', (inputs, message) => {
    expect(() => parse(inputs)).toThrow(ConfigurationError);
    expect(() => parse(inputs)).toThrow(message);
  });
});

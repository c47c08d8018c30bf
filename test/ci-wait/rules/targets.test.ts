// What an event's payload says about the PRs ci-wait judges, before GitHub is asked anything.
import { describe, expect, it } from 'vitest';
import { eventTarget, pushedBefore, runStart, targetNumbers } from '../../../src/ci-wait/rules/targets.js';
import { ConfigurationError } from '../../../src/core/pure/errors.js';

const A = 'a'.repeat(40);

describe('eventTarget', () => {
  it('waits on pull_request events, and says when the PR was closed', () => {
    expect(eventTarget('pull_request', { action: 'opened' }, 'acme')).toEqual({ mode: 'poll', closed: false });
    expect(eventTarget('pull_request_target', { action: 'closed' }, 'acme')).toEqual({ mode: 'poll', closed: true });
  });

  it('skips a check suite or workflow run that is not completed, naming its action', () => {
    expect(eventTarget('check_suite', { action: 'requested', check_suite: { head_sha: A } }, 'acme')).toEqual({
      mode: 'skip',
      sha: A,
      skip: { kind: 'not-completed', event: 'check_suite', action: 'requested' },
    });
    expect(eventTarget('workflow_run', { workflow_run: { head_sha: A } }, 'acme')).toEqual({
      mode: 'skip',
      sha: A,
      skip: { kind: 'not-completed', event: 'workflow_run' },
    });
  });

  it('skips a pending status', () => {
    expect(eventTarget('status', { sha: A, state: 'pending' }, 'acme')).toEqual({
      mode: 'skip',
      sha: A,
      skip: { kind: 'status-pending' },
    });
  });

  it("takes the PRs GitHub listed with a completed run, and its head branch for a fork's PR", () => {
    const payload = {
      action: 'completed',
      workflow_run: {
        head_sha: A,
        pull_requests: [{ number: 4 }, { number: 'x' }, null],
        head_branch: 'feature',
        head_repository: { owner: { login: 'fork-owner' } },
      },
    };
    expect(eventTarget('workflow_run', payload, 'acme')).toEqual({
      mode: 'ask',
      sha: A,
      listed: [4],
      headLabel: 'fork-owner:feature',
    });
  });

  it("looks a status's PRs up under the branches it names in this repository, up to 10", () => {
    const branches = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}` }));
    expect(eventTarget('status', { sha: A, state: 'success', branches: [{ name: 'x' }, { name: 3 }] }, 'acme')).toEqual(
      { mode: 'ask', sha: A, listed: [], branchHeads: ['acme:x'] },
    );
    expect(eventTarget('status', { sha: A, state: 'success', branches: branches(10) }, 'acme')).toMatchObject({
      branchHeads: branches(10).map((b) => `acme:${b.name}`),
    });
    // None named, or more than a status event lists: every open PR is searched.
    expect(eventTarget('status', { sha: A, state: 'success', branches: branches(11) }, 'acme')).toEqual({
      mode: 'ask',
      sha: A,
      listed: [],
    });
    expect(eventTarget('status', { sha: A, state: 'failure', branches: [] }, 'acme')).toEqual({
      mode: 'ask',
      sha: A,
      listed: [],
    });
  });

  it('refuses a payload that names no commit, with the field it lacks', () => {
    expect(() => eventTarget('status', { state: 'success' }, 'acme')).toThrow(ConfigurationError);
    expect(() =>
      eventTarget('check_suite', { action: 'completed', check_suite: { head_sha: 'main' } }, 'acme'),
    ).toThrow(/no check_suite\.head_sha/);
  });
});

describe('targetNumbers', () => {
  it('judges each PR once, lowest number first', () => {
    expect(targetNumbers([9, 2, 9, 4])).toEqual([2, 4, 9]);
    expect(targetNumbers([])).toEqual([]);
  });
});

describe('runStart: where a run starts', () => {
  it('reports a PR a pull_request event closed as closed, reading nothing; an open one is waited for', () => {
    expect(runStart({ mode: 'poll', numbers: [7], closed: true })).toEqual({ kind: 'closed', number: 7 });
    expect(runStart({ mode: 'poll', numbers: [7], closed: false })).toEqual({
      kind: 'judge',
      numbers: [7],
      expectHead: undefined,
    });
  });

  it('judges nothing while the result is not complete, and the PRs on the commit once it is', () => {
    const skip = { kind: 'status-pending' } as const;
    expect(runStart({ mode: 'event', sha: A, numbers: [3], skip })).toEqual({ kind: 'skip', skip });
    expect(runStart({ mode: 'event', sha: A, numbers: [3, 5] })).toEqual({
      kind: 'judge',
      numbers: [3, 5],
      expectHead: A,
    });
  });
});

describe("pushedBefore: the head a push replaced, where a PR's count was", () => {
  const B = 'b'.repeat(40);
  it("is a synchronize event's before, for the PR it names", () => {
    expect(pushedBefore({ action: 'synchronize', pull_request: { number: 7 }, before: B }, 7)).toBe(B);
  });

  it('is nothing for another PR judged in the same run, another action, or a before that is not text', () => {
    // Another PR on the same commit had no push here: its count is not read from this PR's old head.
    expect(pushedBefore({ action: 'synchronize', pull_request: { number: 7 }, before: B }, 8)).toBeUndefined();
    expect(pushedBefore({ action: 'opened', pull_request: { number: 7 }, before: B }, 7)).toBeUndefined();
    expect(pushedBefore({ action: 'synchronize', pull_request: { number: 7 }, before: 42 }, 7)).toBeUndefined();
    expect(pushedBefore({ action: 'synchronize', before: B }, 7)).toBeUndefined();
  });
});

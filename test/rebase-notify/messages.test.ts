import { describe, expect, it } from 'vitest';
import type { PullOutcome, RunResult } from '../../src/rebase-notify/rules/drift/run-result.js';
import {
  commentsReadLog,
  failedWritesMessage,
  listedLog,
  scopeLine,
  stepText,
  summaryOf,
} from '../../src/rebase-notify/messages.js';
import { parseSettings } from '../../src/rebase-notify/settings.js';

const settings = parseSettings((name) => (name === 'github-token' ? 'ghs_x' : ''));

function outcome(number: number, over: Partial<PullOutcome> = {}): PullOutcome {
  return {
    number,
    title: `PR ${number}`,
    url: `https://github.com/acme/widgets/pull/${number}`,
    base: 'main',
    class: 'behind',
    behind: 2,
    ahead: 1,
    steps: [{ kind: 'label', label: 'mergexo:behind', op: 'added' }],
    notified: true,
    updated: false,
    deferred: false,
    ...over,
  };
}

function result(pulls: PullOutcome[], writes = 1): RunResult {
  return { source: 'git', bases: new Map(), pulls, writes, errors: [], refusedForWorkflows: [] };
}

describe('counts read as English', () => {
  it("a PR's own run names the PR, without a count in front of it", () => {
    const lead = summaryOf(result([outcome(4)]), settings, { kind: 'pull', number: 4 }, { reads: 1, writes: 1 }).lead;
    expect(lead).toMatch(/^PR #4\. /);
    expect(lead).not.toContain('1 PR #4');
    expect(scopeLine({ kind: 'pull', number: 4 }, 0)).toBe('PR #4 (not open)');
  });

  it('a sweep counts its open PRs, one or many', () => {
    expect(scopeLine({ kind: 'sweep' }, 1)).toBe('1 open PR on every base');
    expect(scopeLine({ kind: 'sweep', base: 'main' }, 3)).toBe('3 open PRs on <code>main</code>');
    const lead = summaryOf(result([outcome(4)], 1), settings, { kind: 'sweep' }, { reads: 1, writes: 1 }).lead ?? '';
    expect(lead).toContain('1 open PR on every base.');
    expect(lead).toContain('1 write of a budget');
    expect(lead).toContain('1 read request.');
    const many = summaryOf(result([outcome(4), outcome(5)], 2), settings, { kind: 'sweep' }, { reads: 3, writes: 2 });
    expect(many.lead).toContain('2 open PRs on every base.');
    expect(many.lead).toContain('2 writes of a budget');
    expect(many.lead).toContain('3 read requests.');
  });

  it('the quiet PRs left out of the table are counted as English counts them', () => {
    const quiet = (n: number) =>
      outcome(n, { class: 'up_to_date', notified: false, steps: [{ kind: 'no-change', held: false }] });
    expect(summaryOf(result([quiet(1)]), settings, { kind: 'sweep' }, { reads: 1, writes: 0 }).footer).toBe(
      '1 PR up to date with nothing to do is not listed.',
    );
    expect(summaryOf(result([quiet(1), quiet(2)]), settings, { kind: 'sweep' }, { reads: 1, writes: 0 }).footer).toBe(
      '2 PRs up to date with nothing to do are not listed.',
    );
  });

  it('the log and the failure say their counts in English too', () => {
    expect(listedLog({ kind: 'sweep', base: 'main' }, { open: 1, evaluated: 1, drafts: 0 })).toBe(
      "1 open PR on main; 1 evaluated, 0 drafts skipped (input 'include-drafts').",
    );
    expect(listedLog({ kind: 'pull', number: 4 }, { open: 1, evaluated: 0, drafts: 1 })).toBe(
      "1 open PR; 0 evaluated, 1 draft skipped (input 'include-drafts').",
    );
    expect(commentsReadLog(1)).toBe('Comments read for 1 PR whose check does not settle them.');
    expect(failedWritesMessage(['PR #4: boom'], (s) => s)).toMatch(/^mergexo\/rebase-notify: writing to 1 PR failed/);
  });
});

describe('what a run did, in words', () => {
  it('says each step as the summary has always said it', () => {
    expect(stepText({ kind: 'duplicate-deleted' })).toBe('duplicate status comment deleted');
    expect(stepText({ kind: 'comment', result: 'updated', refresh: true })).toBe('comment updated (cooldown over)');
    expect(stepText({ kind: 'deferred', maxWrites: 3 })).toBe('deferred: the write budget (max-writes 3) is spent');
    expect(stepText({ kind: 'no-change', held: true })).toBe('no change (cooldown)');
    expect(stepText({ kind: 'update-head-moved' })).toBe('update skipped: the head moved since it was evaluated');
    expect(
      stepText({
        kind: 'check-shared-head',
        failing: [{ number: 12, pass: false, reason: 'behind its base' }],
        stays: true,
      }),
    ).toBe('check stays failing: this commit also heads #12, which is not up to date');
  });
});

import { describe, expect, it } from 'vitest';
import { githubWords } from '../../src/core/pure/words.js';
import { groupCheckText, groupFailure, groupSummary } from '../../src/history-guard/group-messages.js';
import type { GroupResult } from '../../src/history-guard/group-types.js';

const GROUP = {
  headSha: 'g'.repeat(40),
  headRef: 'refs/heads/gh-readonly-queue/main/pr-7-abc',
  baseRef: 'refs/heads/main',
};
const HEAD = 'a'.repeat(40);

describe("history-guard's words on a merge group", () => {
  it('an accepted group names each PR, and the accepted head the group commit contains', () => {
    const result: GroupResult = { verdict: 'accepted', number: 7, members: [{ number: 7, pass: true }] };
    const text = groupCheckText(GROUP, result);
    expect(text.title).toBe('Every PR in this merge group is append-only (#7)');
    expect(text.summary).toContain('- PR #7: accepted at');
  });

  it("a blocked group names the PR that fails it and why, on the check, in the summary and in the step's line", () => {
    const result: GroupResult = {
      verdict: 'blocked',
      number: 7,
      members: [
        { number: 5, pass: false, reason: { kind: 'not-in-group', head: HEAD } },
        { number: 7, pass: true },
      ],
    };
    expect(groupCheckText(GROUP, result).title).toBe('Blocked: #5 in this merge group');
    expect(groupCheckText(GROUP, result).summary).toContain(`does not contain its accepted head \`${HEAD}\``);
    expect(groupSummary(GROUP, result).rows.map((r) => r[1])).toEqual(['blocked', 'accepted']);
    expect(groupFailure(GROUP, result)).toMatch(/^mergexo\/history-guard: merge group g+ is blocked: #5 \(the group/);
  });

  it("a group whose PRs are unknown says so, and GitHub's words stay one plain line", () => {
    const result: GroupResult = {
      verdict: 'blocked',
      number: 7,
      members: [],
      why: { kind: 'unlisted', error: githubWords('boom\n::error::forged') },
    };
    expect(groupCheckText(GROUP, result).title).toBe('Blocked: the PRs of this merge group are unknown');
    const line = groupFailure(GROUP, result);
    expect(line).toContain('mergexo could not tell which PRs this group holds');
    expect(line).not.toContain('\n');
  });
});

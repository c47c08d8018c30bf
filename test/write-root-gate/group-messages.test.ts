import { describe, expect, it } from 'vitest';
import { MERGE_GROUP_PAYLOAD_ERROR, groupWithoutPullMessage } from '../../src/write-root-gate/group-messages.js';

describe('write-root-gate messages for a merge group', () => {
  it('a group that names no PR is refused in one line that says what to do', () => {
    const line = groupWithoutPullMessage('gh-readonly-queue/main/pr-x');
    expect(line).toBe(
      'mergexo/write-root-gate: merge group gh-readonly-queue/main/pr-x names no pull request; refused. ' +
        'Queue the pull requests again.',
    );
  });

  it('a crafted ref cannot start a workflow command or a second line', () => {
    const line = groupWithoutPullMessage('x\n::error::forged');
    expect(line).not.toContain('\n');
    expect(line).not.toMatch(/^::/m);
  });

  it('a payload without the group says how to run the gate', () => {
    expect(MERGE_GROUP_PAYLOAD_ERROR).toContain('without overriding the event payload');
  });
});

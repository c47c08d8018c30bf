import { describe, expect, it } from 'vitest';
import { partsFor } from '../../src/mergexo/plan.js';

const off = { waitForCi: false, mode: '' };

describe('which parts the root action runs', () => {
  it.each([
    ['pull_request', off, ['history-guard', 'write-root-gate']],
    ['pull_request_target', { waitForCi: true, mode: '' }, ['history-guard', 'write-root-gate', 'ci-wait']],
    [
      'pull_request',
      { waitForCi: true, mode: '', urgency: 'blocking' },
      ['history-guard', 'write-root-gate', 'rebase-notify', 'ci-wait'],
    ],
    ['merge_group', off, ['history-guard', 'write-root-gate']],
    [
      'merge_group',
      { waitForCi: true, mode: '', urgency: 'blocking' },
      ['history-guard', 'write-root-gate', 'rebase-notify', 'ci-wait'],
    ],
    [
      'pull_request',
      { waitForCi: false, mode: '', collisions: true },
      ['history-guard', 'write-root-gate', 'rebase-notify'],
    ],
    [
      'merge_group',
      { waitForCi: false, mode: '', collisions: true },
      ['history-guard', 'write-root-gate', 'rebase-notify'],
    ],
    ['push', off, ['rebase-notify']],
    ['schedule', off, ['rebase-notify']],
    ['check_suite', off, []],
    ['workflow_run', { waitForCi: true, mode: '' }, ['ci-wait']],
    ['workflow_dispatch', { waitForCi: false, mode: 'unblock' }, ['history-guard']],
    ['workflow_dispatch', { waitForCi: false, mode: 'LIST' }, ['history-guard']],
    ['workflow_dispatch', { waitForCi: false, mode: 'sweep' }, ['rebase-notify']],
  ])('%s %o -> %o', (event, options, parts) => {
    expect(partsFor(event, options)).toEqual(parts);
  });

  it('names the modes when a dispatch gives none', () => {
    expect(() => partsFor('workflow_dispatch', off)).toThrow(/'list' or 'unblock'.*'sweep'/);
  });

  it('names the events it handles when given another', () => {
    expect(() => partsFor('issues', off)).toThrow(/does not handle the 'issues' event/);
  });
});

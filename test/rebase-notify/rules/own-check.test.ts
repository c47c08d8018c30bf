// Which check on a PR's head is rebase-notify's own state: only its own app's newest run of the check's name.
import { describe, expect, it } from 'vitest';
import { ownCheckOnHead, type RollupContext } from '../../../src/rebase-notify/rules/own-check.js';

const HEAD = 'a'.repeat(40);
const VIEWER = 'mergexo-app[bot]';
const run = (over: Partial<RollupContext> = {}): RollupContext => ({
  __typename: 'CheckRun',
  name: 'mergexo/rebase',
  databaseId: 1,
  conclusion: 'SUCCESS',
  externalId: 'fp1',
  completedAt: '2025-03-01T12:00:00Z',
  checkSuite: { app: { slug: 'mergexo-app' } },
  ...over,
});
const rollup = (nodes: (RollupContext | null)[], hasNextPage = false, oid = HEAD) => ({
  commit: { oid },
  contexts: { pageInfo: { hasNextPage }, nodes },
});

describe('ownCheckOnHead', () => {
  it("reads the app's newest check of the name, its conclusion in GitHub's REST case", () => {
    const older = run({ databaseId: 1, conclusion: 'FAILURE', externalId: 'old' });
    const newer = run({ databaseId: 5, externalId: '' });
    expect(ownCheckOnHead(rollup([newer, older]), HEAD, VIEWER, 'mergexo/rebase')).toEqual({
      conclusion: 'success',
      fingerprint: null,
      completedAt: '2025-03-01T12:00:00Z',
    });
  });

  it('ignores a check of the same name written by another app (an agent faking a pass)', () => {
    const fake = run({ databaseId: 9, checkSuite: { app: { slug: 'agent-app' } } });
    const status = { __typename: 'StatusContext', name: 'mergexo/rebase' };
    expect(ownCheckOnHead(rollup([fake, status, null]), HEAD, VIEWER, 'mergexo/rebase')).toBe('none');
    expect(ownCheckOnHead(rollup([run({ checkSuite: null })]), HEAD, VIEWER, 'mergexo/rebase')).toBe('none');
    expect(ownCheckOnHead(rollup([run({ name: 'other' })]), HEAD, VIEWER, 'mergexo/rebase')).toBe('none');
  });

  it("is unknown when the rollup was not read, is another commit's, or ours may be on a later page", () => {
    expect(ownCheckOnHead(undefined, HEAD, VIEWER, 'mergexo/rebase')).toBe('unknown');
    expect(ownCheckOnHead(rollup([run()], false, 'b'.repeat(40)), HEAD, VIEWER, 'mergexo/rebase')).toBe('unknown');
    expect(ownCheckOnHead({ ...rollup([]), commit: null }, HEAD, VIEWER, 'mergexo/rebase')).toBe('unknown');
    expect(ownCheckOnHead(rollup([], true), HEAD, VIEWER, 'mergexo/rebase')).toBe('unknown');
  });

  it('is none on a commit without any check or status', () => {
    expect(ownCheckOnHead(null, HEAD, VIEWER, 'mergexo/rebase')).toBe('none');
  });
});

// What a PR already shows of the drift phase's state: its labels and check, and when a status comment may hide.
import { describe, expect, it } from 'vitest';
import type { PullView } from '../../../../src/core/pure/view.js';
import { ConfigurationError } from '../../../../src/core/pure/errors.js';
import {
  commentsUnanswered,
  mayHideStatus,
  observe,
  readsAllComments,
  statusDuplicates,
} from '../../../../src/rebase-notify/rules/drift/observed.js';

const policy = {
  urgency: 'helpful' as const,
  updateBranch: 'off' as const,
  cooldownMinutes: 60,
  behindLabel: 'mergexo:behind',
  conflictLabel: 'mergexo:conflict',
  checkName: 'mergexo/rebase',
};

const status = { action: 'rebase-notify', kind: 'status', key: 'pr' };
const view = (labels: string[], duplicates: PullView['duplicates'] = []): PullView =>
  ({
    nodeId: 'PR_1',
    number: 1,
    title: 't',
    url: 'u',
    state: 'OPEN',
    isDraft: false,
    headSha: 'a'.repeat(40),
    headRef: 'f',
    baseRef: 'main',
    isCrossRepository: false,
    author: 'x',
    labels,
    viewer: 'github-actions[bot]',
    trusted: [],
    tamperEvidence: [],
    duplicates,
    baseSha: '',
    autoMerge: false,
    changedFiles: 0,
  }) as PullView;
const failing = { conclusion: 'failure', fingerprint: 'f', completedAt: null };

describe('mayHideStatus', () => {
  it('suspects a hidden status comment behind one of our labels (any case) or our failing check', () => {
    expect(mayHideStatus({ view: view(['MergeXo:Behind']), check: 'none' }, policy)).toBe(true);
    expect(mayHideStatus({ view: view([]), check: failing }, policy)).toBe(true);
    expect(mayHideStatus({ view: view(['bug']), check: { ...failing, conclusion: 'success' } }, policy)).toBe(false);
    expect(mayHideStatus({ view: view([]), check: 'unknown' }, policy)).toBe(false);
  });
});

describe('observe and statusDuplicates', () => {
  it("shows the PR's labels and check, and no conflict notice where ci-wait wrote none", () => {
    expect(observe({ view: view(['bug']), check: failing })).toEqual({ labels: ['bug'], check: failing });
  });

  it('counts the younger copies of the status comment only', () => {
    const copy = (markers: object[]) => ({ id: 9, url: '', body: '', markers }) as PullView['duplicates'][number];
    const other = { action: 'rebase-notify', kind: 'collision', key: 'pr' };
    expect(statusDuplicates({ view: view([], [copy([status]), copy([other]), copy([status])]) })).toBe(2);
  });
});

describe('readsAllComments', () => {
  const shown = (labels: string[], read: boolean, complete: boolean) => ({
    view: view(labels),
    check: 'none' as const,
    commentsRead: read,
    commentsComplete: complete,
  });

  it('reads older comments before creating a status comment: an older one may already be there', () => {
    expect(readsAllComments(shown([], true, false), policy, true)).toBe(true);
    expect(readsAllComments(shown([], false, false), policy, true)).toBe(true);
  });

  it('reads them where a label of ours says a status comment may hide, once the first comments were read', () => {
    expect(readsAllComments(shown(['mergexo:behind'], true, false), policy, false)).toBe(true);
    // A settled PR whose comments were not read has nothing to write: its status comment is not looked for.
    expect(readsAllComments(shown(['mergexo:behind'], false, false), policy, false)).toBe(false);
    expect(readsAllComments(shown([], true, false), policy, false)).toBe(false);
  });

  it('reads nothing more once every comment was read', () => {
    expect(readsAllComments(shown(['mergexo:behind'], true, true), policy, true)).toBe(false);
  });
});

describe('commentsUnanswered', () => {
  it('leaves the drift unknown when GitHub did not answer a page of older comments: that PR is not decided', () => {
    expect(commentsUnanswered(new Error('Server Error (502)'))).toEqual({
      known: false,
      reason: { kind: 'comments-unanswered' },
    });
  });

  it("stops the run on a user's mistake, with its fix", () => {
    const mistake = new ConfigurationError('Give the workflow `pull-requests: read`.');
    expect(() => commentsUnanswered(mistake)).toThrow(mistake);
  });
});

import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import { describe, expect, it } from 'vitest';
import { withMarker } from '../../../src/core/pure/markers.js';
import type { GitHubClient } from '../../../src/core/github/client.js';
import { removeDuplicates } from '../../../src/core/pr/comments.js';
import { viewOf, type PullNode } from '../../../src/core/pr/read.js';
import type { PullView } from '../../../src/core/pure/view.js';
import type { StoredState } from '../../../src/rebase-notify/rules/drift/plan.js';
import { STATUS, parseStoredState, readStatusComment, statusMarker } from '../../../src/rebase-notify/rules/state.js';

const state: StoredState = {
  class: 'behind',
  notifiedAt: '2025-03-01T12:00:00.000Z',
  behind: 3,
  ahead: 1,
  base: 'main',
  baseSha: 'b'.repeat(40),
  headSha: 'a'.repeat(40),
};

function snapshot(bodies: string[]): PullView {
  return {
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
    labels: [],
    viewer: 'github-actions[bot]',
    trusted: bodies
      .map((body, i) => ({ id: i + 1, url: '', body, markers: [] }))
      .map((c) => ({
        ...c,
        markers: [...c.body.matchAll(/<!-- mergexo:v1 (\{.*?\}) -->/g)].map((m) => JSON.parse(m[1] as string)),
      })),
    tamperEvidence: [],
    duplicates: [],
    baseSha: '',
    autoMerge: false,
    changedFiles: 0,
  };
}

describe('rebase-notify state', () => {
  it('round-trips through the status comment marker', () => {
    const body = withMarker('### hello\nworld', statusMarker({ ...state, files: ['a -->b'] }));
    const read = readStatusComment(snapshot(['unrelated', body]));
    expect(read).toEqual({ id: 2, text: '### hello\nworld', state: { ...state, files: ['a -->b'] } });
  });

  it('a comment without readable state is still found (and will be rewritten)', () => {
    const body = withMarker('text', {
      action: 'rebase-notify',
      kind: 'status',
      key: 'pr',
      data: { class: 'sideways' },
    });
    expect(readStatusComment(snapshot([body]))).toEqual({ id: 1, text: 'text' });
  });

  it("keeps the oldest status comment and hands back younger twins for deletion (core's duplicate policy)", async () => {
    const body = (n: number) => withMarker(`text ${n}`, statusMarker({ ...state, behind: n }));
    const bot = { __typename: 'Bot', login: 'github-actions' };
    const node: PullNode = {
      id: 'PR_1',
      number: 1,
      title: 't',
      url: 'u',
      state: 'OPEN',
      isDraft: false,
      headRefOid: 'a'.repeat(40),
      headRefName: 'f',
      baseRefName: 'main',
      baseRefOid: 'b'.repeat(40),
      isCrossRepository: false,
      author: { login: 'x' },
    };
    const comments = [body(1), 'other', body(2), body(3)].map((b, i) => ({
      databaseId: i + 1,
      body: b,
      url: '',
      author: bot,
      editor: null,
    }));
    const snap = viewOf(node, 'github-actions[bot]', comments);
    expect(snap.duplicates.filter((c) => c.markers.some((m) => m.kind === STATUS.kind)).map((c) => c.id)).toEqual([
      3, 4,
    ]);
    expect(readStatusComment(snap)).toMatchObject({ id: 1, text: 'text 1' });
    const deleted: number[] = [];
    const client = {
      rest: { issues: { deleteComment: async ({ comment_id }: { comment_id: number }) => deleted.push(comment_id) } },
    } as unknown as GitHubClient;
    expect(await removeDuplicates(octokitGitHub(client), { owner: 'acme', repo: 'r' }, snap, STATUS)).toBe(2);
    expect(deleted).toEqual([3, 4]);
    expect(snap.duplicates).toEqual([]);
  });

  it('ignores other actions and kinds', () => {
    const other = withMarker('x', { action: 'history-guard', kind: 'status', key: 'pr', data: { ...state } });
    expect(readStatusComment(snapshot([other]))).toBeUndefined();
  });

  it.each([
    [{ ...state, class: 'ahead' }],
    [{ ...state, notifiedAt: 'yesterday' }],
    [{ ...state, behind: -1 }],
    [{ ...state, baseSha: 'main' }],
    [{ ...state, base: 3 }],
  ])('refuses malformed state %j', (data) => {
    expect(parseStoredState(data as Record<string, unknown>)).toBeUndefined();
  });
});

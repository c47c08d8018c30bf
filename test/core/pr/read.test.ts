// The PR gateway's reads against the fake GitHub: what a gate learns about a PR, and whom it believes.
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { withMarker, type Marker } from '../../../src/core/pure/markers.js';
import { readHead, readPull, viewOf, type PullNode } from '../../../src/core/pr/read.js';
import { BOT, USER, USER_TOKEN, newWorld, openAnother, useGitHub, portFor } from './world.js';

const gh = useGitHub();

const marker = (key: string, kind = 'state'): Marker => ({ action: 'demo', kind, key });

describe('readPull', () => {
  it("reads the PR's fields, labels and who the token is", async () => {
    const w = await newWorld(gh);
    w.repo.addLabel(w.pr, 'needs-rebase');
    w.repo.addLabel(w.pr, 'agent');
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view).toMatchObject({
      number: w.pr,
      title: 'Add the feature',
      state: 'OPEN',
      isDraft: false,
      headSha: w.head,
      headRef: 'feature',
      baseRef: 'main',
      baseSha: w.repo.branchSha('main'),
      isCrossRepository: false,
      author: 'agent-1',
      viewer: BOT,
      autoMerge: false,
      changedFiles: 1,
      trusted: [],
      duplicates: [],
      tamperEvidence: [],
      forcePushes: [],
      recentCommits: [w.head],
    });
    expect(view.labels.sort()).toEqual(['agent', 'needs-rebase']);
    expect(view.url).toContain(`/pull/${w.pr}`);
    expect(view.nodeId).toBeTruthy();
  });

  it('trusts marked comments of its own identity only: a forged marker by a collaborator is ignored', async () => {
    const w = await newWorld(gh);
    const ours = w.repo.addComment(w.pr, BOT, withMarker('state of a', marker('a')));
    w.repo.addComment(w.pr, 'mallory', withMarker('forged state', marker('b')));
    w.repo.addComment(w.pr, 'github-actions', withMarker('a user named like the bot', marker('c')));
    w.repo.addComment(w.pr, BOT, 'a plain comment of ours');
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view.trusted).toEqual([
      { id: ours.id, url: expect.stringContaining(String(ours.id)), body: ours.body, markers: [marker('a')] },
    ]);
    expect(view.tamperEvidence).toEqual([]);
  });

  it("a user token trusts the user's own comments, not the bot's", async () => {
    const w = await newWorld(gh);
    const mine = w.repo.addComment(w.pr, USER, withMarker('mine', marker('a')));
    w.repo.addComment(w.pr, BOT, withMarker('the bot', marker('b')));
    const view = await readPull(portFor(gh, USER_TOKEN), w.ref, w.pr);
    expect(view.viewer).toBe(USER);
    expect(view.trusted.map((c) => c.id)).toEqual([mine.id]);
  });

  it('reads comments beyond the newest 100 to the end, oldest first', async () => {
    const w = await newWorld(gh);
    const oldest = w.repo.addComment(w.pr, BOT, withMarker('oldest', marker('old')));
    for (let i = 0; i < 230; i++) w.repo.addComment(w.pr, 'agent-1', `chatter ${i}`);
    const newest = w.repo.addComment(w.pr, BOT, withMarker('newest', marker('new')));
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view.trusted.map((c) => c.id)).toEqual([oldest.id, newest.id]);
  });

  it('a comment of ours edited by another user is not trusted; it is evidence only when the PR author edited it', async () => {
    const w = await newWorld(gh);
    const ours = w.repo.addComment(w.pr, BOT, withMarker('state', marker('a')));
    w.repo.editComment(ours.id, 'mallory', withMarker('state, rewritten', marker('a')));
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view.trusted).toEqual([]);
    // mallory does not push to this PR: her move counts against nothing (src/core/pr/evidence.ts).
    expect(view.tamperEvidence).toEqual([]);
    w.repo.editComment(ours.id, 'agent-1', withMarker('state, rewritten again', marker('a')));
    const own = await readPull(w.github, w.ref, w.pr);
    expect(own.tamperEvidence).toHaveLength(1);
    expect(own.tamperEvidence[0]).toContain('@agent-1');
  });

  // Core bug: the trust rule tells a Bot author from a User of the same name, but not an editor or a
  // deleter: GraphQL names the App's bot `github-actions`, exactly like a user with that login, and the
  // editor and deletion actor are compared by login alone (`editor { login }` carries no __typename).
  it('a comment of ours edited by a user named like the bot is not trusted', async () => {
    const w = await newWorld(gh);
    w.repo.setRole('github-actions', 'write');
    const ours = w.repo.addComment(w.pr, BOT, withMarker('state', marker('a')));
    w.repo.editComment(ours.id, 'github-actions', withMarker('state, rewritten', marker('a')));
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view.trusted).toEqual([]);
    // The namesake does not push to the PR: untrusted, and no evidence against it.
    expect(view.tamperEvidence).toEqual([]);
  });

  it('a comment of ours deleted by a user named like the bot counts only when that user pushes to the PR', async () => {
    const w = await newWorld(gh);
    w.repo.setRole('github-actions', 'write');
    const ours = w.repo.addComment(w.pr, BOT, withMarker('state', marker('a')));
    w.repo.deleteComment(ours.id, 'github-actions');
    expect((await readPull(w.github, w.ref, w.pr)).tamperEvidence).toEqual([]);
    const pr = await w.repo.openPullRequest({ head: 'feature', base: 'main', author: 'github-actions', title: 'x' });
    const again = w.repo.addComment(pr.number, BOT, withMarker('state', marker('a')));
    w.repo.deleteComment(again.id, 'github-actions');
    expect((await readPull(w.github, w.ref, pr.number)).tamperEvidence).toHaveLength(1);
  });

  it("a comment of ours deleted by the PR's author is evidence; its own, a colleague's and an anonymized one are not", async () => {
    const w = await newWorld(gh);
    const ours = w.repo.addComment(w.pr, BOT, withMarker('state', marker('a')));
    const selfDeleted = w.repo.addComment(w.pr, BOT, withMarker('gone', marker('b')));
    const colleague = w.repo.addComment(w.pr, BOT, withMarker('notice', marker('c')));
    const theirs = w.repo.addComment(w.pr, 'agent-1', 'a note');
    w.repo.deleteComment(selfDeleted.id, BOT);
    w.repo.deleteComment(colleague.id, 'mallory');
    w.repo.deleteComment(theirs.id, 'mallory');
    const clean = await readPull(w.github, w.ref, w.pr);
    expect(clean.tamperEvidence).toEqual([]);
    w.repo.deleteComment(ours.id, 'agent-1');
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view.trusted).toEqual([]);
    expect(view.tamperEvidence).toHaveLength(1);
    expect(view.tamperEvidence[0]).toMatch(/deleted by @agent-1/);
    // GitHub hides who deleted from a viewer without write access: a deleter nobody can name counts for nothing.
    w.repo.anonymizeDeleters = true;
    const hidden = await readPull(w.github, w.ref, w.pr);
    expect(hidden.tamperEvidence).toEqual([]);
    // Ours deleted by mergexo itself, by mallory and by agent-1: none named now (a note's deletion is not ours).
    expect(hidden.unnamedDeletions).toBe(3);
  });

  it('records force-pushes, read past the first page of timeline events', async () => {
    const w = await newWorld(gh);
    // More than 100 deletions of someone else's comments first: the force-push is on a later page.
    for (let i = 0; i < 120; i++) {
      const c = w.repo.addComment(w.pr, 'agent-1', `noise ${i}`);
      w.repo.deleteComment(c.id, 'agent-1');
    }
    await w.wt.checkout('feature');
    await w.wt.git('reset', '-q', '--hard', 'HEAD~1');
    const rewritten = await w.wt.commit({ 'src/feature.ts': 'export const v = 2;\n' }, 'feature: rewritten');
    await w.wt.push('feature', { force: true });
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view.forcePushes).toEqual([
      { at: expect.any(String), by: 'agent-1', actor: 'agent-1', before: w.head, after: rewritten },
    ]);
    expect(view.headSha).toBe(rewritten);
    expect(view.recentCommits).toEqual([rewritten]);
  });

  it('splits younger copies of a finding off as duplicates, keeping the oldest', async () => {
    const w = await newWorld(gh);
    const first = w.repo.addComment(w.pr, BOT, withMarker('one', marker('a')));
    const second = w.repo.addComment(w.pr, BOT, withMarker('two', marker('a')));
    const other = w.repo.addComment(w.pr, BOT, withMarker('other', marker('b')));
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view.trusted.map((c) => c.id)).toEqual([first.id, other.id]);
    expect(view.duplicates.map((c) => c.id)).toEqual([second.id]);
  });

  it('an unknown PR is a ConfigurationError naming the input to fix', async () => {
    const w = await newWorld(gh);
    const read = readPull(w.github, w.ref, 9999);
    await expect(read).rejects.toBeInstanceOf(ConfigurationError);
    await expect(read).rejects.toThrow(/#9999 does not exist in acme\/core-\d+.*'pull-request' input/);
  });

  it('asks for mergeability only when told to', async () => {
    const w = await newWorld(gh);
    expect((await readPull(w.github, w.ref, w.pr)).mergeable).toBeUndefined();
    expect((await readPull(w.github, w.ref, w.pr, { mergeable: true })).mergeable).toBe('MERGEABLE');
    w.repo.setMergeable(w.pr, false);
    expect((await readPull(w.github, w.ref, w.pr, { mergeable: true })).mergeable).toBe('CONFLICTING');
  });
});

describe('readHead', () => {
  it('where the head is now, whether the PR is open, and its base', async () => {
    const w = await newWorld(gh);
    const base = (await w.repo.pull(w.pr)).baseRef;
    expect(await readHead(w.github, w.ref, w.pr)).toEqual({ headSha: w.head, open: true, baseRef: base });
    await w.wt.checkout('feature');
    const next = await w.wt.commit({ 'src/more.ts': 'x\n' }, 'more');
    await w.wt.push('feature');
    await w.repo.closePullRequest(w.pr, USER);
    expect(await readHead(w.github, w.ref, w.pr)).toEqual({ headSha: next, open: false, baseRef: base });
  });

  it('an unknown PR is a ConfigurationError', async () => {
    const w = await newWorld(gh);
    await expect(readHead(w.github, w.ref, 9999)).rejects.toThrow(ConfigurationError);
  });

  it('reads the PR asked for, not another', async () => {
    const w = await newWorld(gh);
    const other = await openAnother(w, 'second');
    expect((await readHead(w.github, w.ref, other.pr)).headSha).toBe(other.head);
  });
});

describe('viewOf', () => {
  const pullNode = (extra: Partial<PullNode> = {}): PullNode => ({
    id: 'PR_1',
    number: 7,
    title: 't',
    url: 'https://github.test/acme/widgets/pull/7',
    state: 'OPEN',
    isDraft: true,
    headRefOid: 'h'.repeat(40),
    headRefName: 'feature',
    baseRefName: 'main',
    baseRefOid: 'b'.repeat(40),
    isCrossRepository: true,
    author: null,
    ...extra,
  });
  const comment = (id: number, login: string, body: string, editor: string | null = null) => ({
    databaseId: id,
    body,
    url: `u${id}`,
    author: { __typename: login.endsWith('[bot]') || login === 'github-actions' ? 'Bot' : 'User', login },
    editor: editor ? { login: editor } : null,
  });

  it('applies the trust rule and the duplicate policy to comments another query returned', () => {
    const view = viewOf(
      pullNode({ labels: { nodes: [{ name: 'x' }, null] }, autoMergeRequest: { enabledAt: null }, changedFiles: 3 }),
      BOT,
      [
        comment(5, 'github-actions', withMarker('a', marker('a'))),
        comment(6, 'github-actions', withMarker('a again', marker('a'))),
        comment(7, 'mallory', withMarker('forged', marker('b'))),
        comment(8, 'github-actions', withMarker('edited', marker('c')), 'mallory'),
        comment(9, 'github-actions', withMarker('edited', marker('d')), 'author'),
        null,
      ],
      ['deleted earlier'],
      new Set(['author']),
    );
    expect(view).toMatchObject({
      number: 7,
      isDraft: true,
      isCrossRepository: true,
      author: 'ghost',
      labels: ['x'],
      autoMerge: true,
      changedFiles: 3,
      viewer: BOT,
    });
    expect(view.mergeable).toBeUndefined();
    expect(view.trusted.map((c) => c.id)).toEqual([5]);
    expect(view.duplicates.map((c) => c.id)).toEqual([6]);
    expect(view.tamperEvidence[0]).toBe('deleted earlier');
    expect(view.tamperEvidence).toHaveLength(2);
  });

  it("names the author as REST does: an App's bot as name[bot], never the bare name a user could hold", () => {
    const app = viewOf(pullNode({ author: { __typename: 'Bot', login: 'billing-bot' } }), BOT, []);
    const user = viewOf(pullNode({ author: { __typename: 'User', login: 'billing-bot' } }), BOT, []);
    expect(app.author).toBe('billing-bot[bot]');
    expect(user.author).toBe('billing-bot');
  });

  it('an absent auto-merge request is not armed', () => {
    expect(viewOf(pullNode({ autoMergeRequest: null }), BOT, []).autoMerge).toBe(false);
    expect(viewOf(pullNode(), BOT, []).autoMerge).toBe(false);
  });
});

// The port's comments, labels and check runs against the fake GitHub: the writes whose "already done" is an outcome.
import { describe, expect, it } from 'vitest';
import { conversationOn } from '../../../../src/core/github/octokit/conversation.js';
import { BOT, newWorld, useGitHub } from '../../pr/world.js';

const gh = useGitHub();

describe('comments', () => {
  it('creates, edits, lists since a time, and deletes; a comment already gone is "gone"', async () => {
    const w = await newWorld(gh);
    const created = await conversationOn(w.client).createComment(w.ref, w.pr, 'first');
    expect(created.user?.login).toBe(BOT);
    await conversationOn(w.client).updateComment(w.ref, created.id, 'edited');
    const since = new Date(Date.parse(created.created_at) - 60_000).toISOString();
    expect((await conversationOn(w.client).listCommentsSince(w.ref, w.pr, since)).map((c) => c.body)).toEqual([
      'edited',
    ]);
    expect(await conversationOn(w.client).deleteComment(w.ref, created.id)).toBe('deleted');
    expect(await conversationOn(w.client).deleteComment(w.ref, created.id)).toBe('gone');
    expect(await conversationOn(w.client).listCommentsSince(w.ref, w.pr, since)).toEqual([]);
  });
});

describe('labels', () => {
  it('adds and lists; removing one the PR does not carry is "gone"', async () => {
    const w = await newWorld(gh);
    await conversationOn(w.client).addLabel(w.ref, w.pr, 'mergexo:behind');
    expect(await conversationOn(w.client).listLabels(w.ref, w.pr)).toEqual(['mergexo:behind']);
    expect(await conversationOn(w.client).removeLabel(w.ref, w.pr, 'mergexo:behind')).toBe('removed');
    expect(await conversationOn(w.client).removeLabel(w.ref, w.pr, 'mergexo:behind')).toBe('gone');
    expect(await conversationOn(w.client).listLabels(w.ref, w.pr)).toEqual([]);
  });
});

describe('check runs', () => {
  it('creates a completed run and an in-progress one, annotates, and lists the runs of a name', async () => {
    const w = await newWorld(gh);
    const done = await conversationOn(w.client).createCheckRun(w.ref, {
      name: 'mergexo/demo',
      headSha: w.head,
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'Refused', summary: 'why', text: 'facts' },
    });
    expect(done.appSlug).toBe('github-actions');
    await conversationOn(w.client).annotateCheckRun(w.ref, done.id, {
      title: 'Refused',
      summary: 'why',
      annotations: [{ path: 'a.ts', start_line: 1, end_line: 1, annotation_level: 'failure', message: 'outside' }],
    });
    expect((await conversationOn(w.client).listAnnotations(w.ref, done.id, 10)).map((a) => a.message)).toEqual([
      'outside',
    ]);
    const pending = await conversationOn(w.client).createCheckRun(w.ref, {
      name: 'mergexo/demo',
      headSha: w.head,
      status: 'in_progress',
      output: { title: 'Judging again', summary: 'retargeted' },
    });
    const runs = await conversationOn(w.client).listCheckRunsNamed(w.ref, w.head, 'mergexo/demo');
    expect(runs.map((r) => [r.id, r.conclusion]).sort()).toEqual(
      [
        [done.id, 'failure'],
        [pending.id, null],
      ].sort(),
    );
    expect(runs.find((r) => r.id === done.id)?.output.text).toBe('facts');
  });

  it('a page of check runs answers a repeated conditional read with 304; statuses name their permission', async () => {
    const w = await newWorld(gh);
    await conversationOn(w.client).createCheckRun(w.ref, {
      name: 'ci',
      headSha: w.head,
      status: 'completed',
      conclusion: 'success',
      output: { title: 'ok', summary: 'ok' },
    });
    const first = await conversationOn(w.client).checkRunsPage(w.ref, w.head, 1, {});
    expect((first.data as { check_runs: { name: string }[] }).check_runs.map((r) => r.name)).toEqual(['ci']);
    const etag = String(first.headers.etag);
    await expect(
      conversationOn(w.client).checkRunsPage(w.ref, w.head, 1, { 'if-none-match': etag }),
    ).rejects.toMatchObject({
      status: 304,
    });
    // The route table names what each route needs: this token has no `statuses` permission.
    await expect(conversationOn(w.client).statusesPage(w.ref, w.head, 1, {})).rejects.toMatchObject({
      status: 403,
      permission: 'statuses: read',
    });
  });
});

// The port's comments, labels and check runs against the fake GitHub: the writes whose "already done" is an outcome.
import { describe, expect, it } from 'vitest';
import { BOT, newWorld, useGitHub } from '../../pr/world.js';

const gh = useGitHub();

describe('comments', () => {
  it('creates, edits, lists since a time, and deletes; a comment already gone is "gone"', async () => {
    const w = await newWorld(gh);
    const created = await w.github.createComment(w.ref, w.pr, 'first');
    expect(created.user?.login).toBe(BOT);
    await w.github.updateComment(w.ref, created.id, 'edited');
    const since = new Date(Date.parse(created.created_at) - 60_000).toISOString();
    expect((await w.github.listCommentsSince(w.ref, w.pr, since)).map((c) => c.body)).toEqual(['edited']);
    expect(await w.github.deleteComment(w.ref, created.id)).toBe('deleted');
    expect(await w.github.deleteComment(w.ref, created.id)).toBe('gone');
    expect(await w.github.listCommentsSince(w.ref, w.pr, since)).toEqual([]);
  });
});

describe('labels', () => {
  it('adds and lists; removing one the PR does not carry is "gone"', async () => {
    const w = await newWorld(gh);
    await w.github.addLabel(w.ref, w.pr, 'mergexo:behind');
    expect(await w.github.listLabels(w.ref, w.pr)).toEqual(['mergexo:behind']);
    expect(await w.github.removeLabel(w.ref, w.pr, 'mergexo:behind')).toBe('removed');
    expect(await w.github.removeLabel(w.ref, w.pr, 'mergexo:behind')).toBe('gone');
    expect(await w.github.listLabels(w.ref, w.pr)).toEqual([]);
  });
});

describe('check runs', () => {
  it('creates a completed run and an in-progress one, annotates, and lists the runs of a name', async () => {
    const w = await newWorld(gh);
    const done = await w.github.createCheckRun(w.ref, {
      name: 'mergexo/demo',
      headSha: w.head,
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'Refused', summary: 'why', text: 'facts' },
    });
    expect(done.appSlug).toBe('github-actions');
    await w.github.annotateCheckRun(w.ref, done.id, {
      title: 'Refused',
      summary: 'why',
      annotations: [{ path: 'a.ts', start_line: 1, end_line: 1, annotation_level: 'failure', message: 'outside' }],
    });
    expect((await w.github.listAnnotations(w.ref, done.id, 10)).map((a) => a.message)).toEqual(['outside']);
    const pending = await w.github.createCheckRun(w.ref, {
      name: 'mergexo/demo',
      headSha: w.head,
      status: 'in_progress',
      output: { title: 'Judging again', summary: 'retargeted' },
    });
    const runs = await w.github.listCheckRunsNamed(w.ref, w.head, 'mergexo/demo');
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
    await w.github.createCheckRun(w.ref, {
      name: 'ci',
      headSha: w.head,
      status: 'completed',
      conclusion: 'success',
      output: { title: 'ok', summary: 'ok' },
    });
    const first = await w.github.checkRunsPage(w.ref, w.head, 1, {});
    expect((first.data as { check_runs: { name: string }[] }).check_runs.map((r) => r.name)).toEqual(['ci']);
    const etag = String(first.headers.etag);
    await expect(w.github.checkRunsPage(w.ref, w.head, 1, { 'if-none-match': etag })).rejects.toMatchObject({
      status: 304,
    });
    // The route table names what each route needs: this token has no `statuses` permission.
    await expect(w.github.statusesPage(w.ref, w.head, 1, {})).rejects.toMatchObject({
      status: 403,
      permission: 'statuses: read',
    });
  });
});

// The comment writer against the fake GitHub: one comment per finding, whatever runs overlap or crash.
import { describe, expect, it } from 'vitest';
import { parseMarkers, withMarker, type Marker } from '../../../src/core/pure/markers.js';
import { removeDuplicates, setRider, upsertComment } from '../../../src/core/pr/comments.js';
import { readPull } from '../../../src/core/pr/read.js';
import { BOT, newWorld, useGitHub, type World, portFor } from './world.js';

const gh = useGitHub();

const marker = (key: string, kind = 'notice'): Marker => ({ action: 'demo', kind, key });

/** The comments on the PR as a person sees them: author, marker key and text. */
function seen(w: World) {
  return w.repo.comments(w.pr).map((c) => ({
    id: c.id,
    by: c.user.login,
    key: parseMarkers(c.body)[0]?.key,
    text: c.body.split('\n').slice(1).join('\n'),
  }));
}

describe('upsertComment', () => {
  it('creates the comment once, then edits it in place, and leaves it alone when the text is the same', async () => {
    const w = await newWorld(gh);
    const first = await readPull(w.github, w.ref, w.pr);
    expect(await upsertComment(w.github, w.ref, first, marker('a'), 'first text')).toBe('created');
    expect(first.trusted.map((c) => c.markers)).toEqual([[marker('a')]]);
    const [created] = seen(w);
    expect(created).toMatchObject({ by: BOT, key: 'a', text: 'first text' });

    const rerun = await readPull(w.github, w.ref, w.pr);
    expect(await upsertComment(w.github, w.ref, rerun, marker('a'), 'first text')).toBe('unchanged');
    expect(await upsertComment(w.github, w.ref, rerun, marker('a'), 'second text')).toBe('updated');
    expect(seen(w)).toEqual([{ ...created, text: 'second text' }]);

    const after = await readPull(w.github, w.ref, w.pr);
    expect(after.trusted).toHaveLength(1);
    expect(await upsertComment(w.github, w.ref, after, marker('a'), 'second text')).toBe('unchanged');
  });

  it("another action's rider stays on the comment through the writer's edits", async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.github, w.ref, w.pr);
    await upsertComment(w.github, w.ref, view, marker('a'), 'notice');
    const rider: Marker = { action: 'other', kind: 'count', key: 'pr', data: { n: 1 } };
    expect(await setRider(w.github, w.ref, view.trusted[0]!, rider)).toBe('updated');
    expect(await setRider(w.github, w.ref, view.trusted[0]!, rider)).toBe('unchanged');
    const again = await readPull(w.github, w.ref, w.pr);
    expect(again.trusted[0]?.markers).toEqual([marker('a'), rider]);
    expect(await upsertComment(w.github, w.ref, again, marker('a'), 'notice')).toBe('unchanged');
    expect(await upsertComment(w.github, w.ref, again, marker('a'), 'notice, edited')).toBe('updated');
    const after = await readPull(w.github, w.ref, w.pr);
    expect(after.trusted[0]?.markers).toEqual([marker('a'), rider]);
    expect(seen(w).map((c) => c.text)).toEqual(['notice, edited']);
  });

  it('one comment per finding: another key is another comment', async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.github, w.ref, w.pr);
    await upsertComment(w.github, w.ref, view, marker('a'), 'about a');
    await upsertComment(w.github, w.ref, view, marker('b'), 'about b');
    await upsertComment(w.github, w.ref, view, marker('a'), 'about a, again');
    expect(seen(w).map((c) => [c.key, c.text])).toEqual([
      ['a', 'about a, again'],
      ['b', 'about b'],
    ]);
  });

  it('does not edit a forged comment of another user: it writes its own', async () => {
    const w = await newWorld(gh);
    const forged = w.repo.addComment(w.pr, 'mallory', withMarker('forged', marker('a')));
    const view = await readPull(w.github, w.ref, w.pr);
    expect(await upsertComment(w.github, w.ref, view, marker('a'), 'ours')).toBe('created');
    expect(seen(w)).toEqual([
      { id: forged.id, by: 'mallory', key: 'a', text: 'forged' },
      { id: expect.any(Number), by: BOT, key: 'a', text: 'ours' },
    ]);
  });

  it('deletes the younger copies of the finding the read found, and edits the oldest', async () => {
    const w = await newWorld(gh);
    const oldest = w.repo.addComment(w.pr, BOT, withMarker('one', marker('a')));
    w.repo.addComment(w.pr, BOT, withMarker('two', marker('a')));
    w.repo.addComment(w.pr, BOT, withMarker('three', marker('a')));
    const otherDup = w.repo.addComment(w.pr, BOT, withMarker('b1', marker('b')));
    const otherDup2 = w.repo.addComment(w.pr, BOT, withMarker('b2', marker('b')));
    const view = await readPull(w.github, w.ref, w.pr);
    expect(await upsertComment(w.github, w.ref, view, marker('a'), 'the one')).toBe('updated');
    expect(seen(w).map((c) => [c.id, c.text])).toEqual([
      [oldest.id, 'the one'],
      [otherDup.id, 'b1'],
      [otherDup2.id, 'b2'],
    ]);
    // The other finding's copy stays listed for its own write (or removeDuplicates).
    expect(view.duplicates.map((c) => c.id)).toEqual([otherDup2.id]);
  });

  it('settle: a twin another run created meanwhile wins when older, and this run deletes its own', async () => {
    const w = await newWorld(gh);
    const stale = await readPull(w.github, w.ref, w.pr);
    const twin = w.repo.addComment(w.pr, BOT, withMarker('from the other run', marker('a')));
    expect(await upsertComment(w.github, w.ref, stale, marker('a'), 'from this run', { settle: true })).toBe('created');
    expect(seen(w).map((c) => c.id)).toEqual([twin.id]);
    // The view now names the surviving comment, so a later write in this run edits it.
    expect(stale.trusted.map((c) => c.id)).toEqual([twin.id]);
    expect(await upsertComment(w.github, w.ref, stale, marker('a'), 'edited later')).toBe('updated');
    expect(seen(w)).toEqual([{ id: twin.id, by: BOT, key: 'a', text: 'edited later' }]);
  });

  it('settle ignores a forged twin by another user', async () => {
    const w = await newWorld(gh);
    const stale = await readPull(w.github, w.ref, w.pr);
    w.repo.addComment(w.pr, 'mallory', withMarker('forged', marker('a')));
    await upsertComment(w.github, w.ref, stale, marker('a'), 'ours', { settle: true });
    expect(seen(w).map((c) => c.by)).toEqual(['mallory', BOT]);
  });

  // Core bug: settle lists comments over REST, which does not say who edited a comment, so it takes an
  // older comment of ours that another user edited (untrusted, tamper evidence for the read) for a
  // concurrent run's twin: it deletes the comment it just wrote and keeps the one the other user wrote.
  // Every later run does the same, so the finding never again has a comment mergexo can trust.
  it('settle does not give way to an older comment of ours that another user edited', async () => {
    const w = await newWorld(gh);
    const tampered = w.repo.addComment(w.pr, BOT, withMarker('state', marker('a')));
    w.repo.editComment(tampered.id, 'mallory', withMarker('rewritten by mallory', marker('a')));
    const view = await readPull(w.github, w.ref, w.pr);
    expect(view.trusted).toEqual([]);
    expect(await upsertComment(w.github, w.ref, view, marker('a'), 'ours', { settle: true })).toBe('created');
    const after = await readPull(w.github, w.ref, w.pr);
    expect(after.trusted.map((c) => c.body.split('\n').slice(1).join('\n'))).toEqual(['ours']);
  });

  it('two runs creating the same finding at once leave one comment', async () => {
    const w = await newWorld(gh);
    const runs = [portFor(gh), portFor(gh), portFor(gh)];
    const views = await Promise.all(runs.map((c) => readPull(c, w.ref, w.pr)));
    const results = await Promise.all(
      runs.map((c, i) => upsertComment(c, w.ref, views[i]!, marker('a'), `run ${i}`, { settle: true })),
    );
    expect(results).toEqual(['created', 'created', 'created']);
    const left = seen(w);
    expect(left).toHaveLength(1);
    // Every run's view names the one that is left.
    expect(views.map((v) => v.trusted.map((c) => c.id))).toEqual(views.map(() => [left[0]!.id]));
  });
});

describe('removeDuplicates', () => {
  it('deletes every younger copy the read found, or only those of one finding', async () => {
    const w = await newWorld(gh);
    const a = w.repo.addComment(w.pr, BOT, withMarker('a1', marker('a')));
    w.repo.addComment(w.pr, BOT, withMarker('a2', marker('a')));
    const b = w.repo.addComment(w.pr, BOT, withMarker('b1', marker('b')));
    const b2 = w.repo.addComment(w.pr, BOT, withMarker('b2', marker('b')));
    w.repo.addComment(w.pr, BOT, withMarker('b3', marker('b')));

    const view = await readPull(w.github, w.ref, w.pr);
    expect(await removeDuplicates(w.github, w.ref, view, marker('a'))).toBe(1);
    expect(seen(w).map((c) => c.text)).toEqual(['a1', 'b1', 'b2', 'b3']);
    expect(view.duplicates).toHaveLength(2);

    // Another run deleted one of them first: the goal is reached all the same.
    w.repo.deleteComment(b2.id, BOT);
    expect(await removeDuplicates(w.github, w.ref, view)).toBe(2);
    expect(seen(w).map((c) => c.id)).toEqual([a.id, b.id]);
    expect(view.duplicates).toEqual([]);
    expect(await removeDuplicates(w.github, w.ref, view)).toBe(0);
  });
});

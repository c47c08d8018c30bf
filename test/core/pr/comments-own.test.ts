// deleteOwnComment: a run takes back a comment it wrote (ci-wait's state comment of an earlier version, once
// its state rides on a comment that asks something), and the view it holds forgets it.
import { describe, expect, it } from 'vitest';
import type { Marker } from '../../../src/core/pure/markers.js';
import { deleteOwnComment, upsertComment } from '../../../src/core/pr/comments.js';
import { readPull } from '../../../src/core/pr/read.js';
import { newWorld, useGitHub } from './world.js';

const gh = useGitHub();

const marker: Marker = { action: 'demo', kind: 'state', key: 'pr' };

describe('deleteOwnComment', () => {
  it('deletes the comment and drops it from the view; a second delete of the same comment is fine', async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.github, w.ref, w.pr);
    await upsertComment(w.github, w.ref, view, marker, 'state');
    const [mine] = view.trusted;
    expect(w.repo.comments(w.pr)).toHaveLength(1);
    await deleteOwnComment(w.github, w.ref, view, mine?.id as number);
    expect(w.repo.comments(w.pr)).toEqual([]);
    expect(view.trusted).toEqual([]);
    await deleteOwnComment(w.github, w.ref, view, mine?.id as number);
    expect((await readPull(w.github, w.ref, w.pr)).trusted).toEqual([]);
  });
});

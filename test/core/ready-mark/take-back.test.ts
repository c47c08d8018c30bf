// The take-back from a view that shows only some of the PR's labels (rebase-notify's listing): the label goes
// all the same, because the PR's labels are read before it is taken back.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../../src/core/clock.js';
import { readPull } from '../../../src/core/pr/read.js';
import type { ReadyMarkSettings } from '../../../src/core/ready-mark/mark.js';
import { takeBackMark } from '../../../src/core/ready-mark/take-back.js';
import { silentLog, type ShellContext } from '../../../src/core/shell.js';
import { newWorld, useGitHub } from '../pr/world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();
const LABEL: ReadyMarkSettings = { modes: ['label'], label: 'mergexo:ready', reviewers: [] };

describe('taking the mark back from a listing', () => {
  it('removes the label a listing did not show, and a second take-back writes nothing', async () => {
    const w = await newWorld(gh);
    w.repo.addLabel(w.pr, 'mergexo:ready');
    const ctx: ShellContext = { github: octokitGitHub(w.client), repo: w.ref, log: silentLog, clock: scaledClock(1) };
    const view = { ...(await readPull(octokitGitHub(w.client), w.ref, w.pr)), labels: [] };
    expect((await takeBackMark(ctx, LABEL, view)).labelRemoved).toBe(true);
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
    const writes = gh.requests.filter((r) => r.kind === 'write').length;
    expect((await takeBackMark(ctx, LABEL, { ...view, labels: [] })).labelRemoved).toBe(false);
    expect(gh.requests.filter((r) => r.kind === 'write').length).toBe(writes);
  });
});

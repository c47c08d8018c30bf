// Drift measured without a local git, on the fake GitHub: how far a PR's head is behind its base from one compare,
// the subjects of the newest missing commits, and GitHub's test merge re-asked while it is still computing.
import { describe, expect, it } from 'vitest';
import { git } from '../../../fake-github/git.js';
import { scaledClock } from '../../../src/core/clock.js';
import { ApiDrift } from '../../../src/rebase-notify/drift/drift-api.js';
import { SUBJECTS } from '../../../src/rebase-notify/rules/drift/plan.js';
import { driftUnknownText } from '../../../src/rebase-notify/drift/messages.js';
import { newWorld, useGitHub, type World } from '../../core/pr/world.js';

const gh = useGitHub();

const drift = (w: World, mergeableAttempts?: number) =>
  new ApiDrift(w.github, w.ref, {
    clock: scaledClock(0.001),
    ...(mergeableAttempts !== undefined ? { mergeableAttempts } : {}),
  });

/**
 * Moves main `n` commits on, one file each (or `files(i)`), in one `git fast-import` run on the fake's repository,
 * as `commitDirect` writes one commit (main is no PR's head: nothing else to record); returns main's new tip.
 */
async function advanceMain(w: World, n: number, files = (i: number) => ({ [`docs/note-${i}.md`]: `note ${i}\n` })) {
  const when = `${Math.floor(Date.now() / 1000)} +0000`;
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  let stream = '';
  for (let i = 0; i < n; i++) {
    const ident = `fake-github <fake-github@users.noreply.github.com> ${when}`;
    stream += `commit refs/heads/main\nauthor ${ident}\ncommitter ${ident}\n${data(`main: change ${i}\n\nbody ${i}`)}`;
    if (i === 0) stream += `from ${w.repo.branchSha('main')}\n`;
    for (const [path, text] of Object.entries(files(i)))
      stream += `M 100644 inline ${JSON.stringify(path)}\n${data(text)}`;
    stream += '\n';
  }
  await git(w.repo.gitDir, ['fast-import', '--quiet'], { input: stream });
  return w.repo.branchSha('main') as string;
}

const pull = (w: World, baseSha: string, headSha = w.head) => ({ number: w.pr, base: 'main', baseSha, headSha });

describe('ApiDrift.measure', () => {
  it('a head that has every base commit is not behind, and GitHub is not asked to test-merge it', async () => {
    const w = await newWorld(gh);
    const base = (await w.repo.pull(w.pr)).baseSha;
    const from = gh.requests.length;
    expect(await drift(w).measure(pull(w, base))).toEqual({
      known: true,
      drift: { base: 'main', baseSha: base, headSha: w.head, behind: 0, ahead: 1, conflict: false, missing: [] },
    });
    expect(gh.requests.length - from).toBe(1);
  });

  it('names the newest missing commits by their first line, newest first', async () => {
    const w = await newWorld(gh);
    const tip = await advanceMain(w, SUBJECTS + 2);
    const result = await drift(w).measure({ ...pull(w, tip), mergeable: 'MERGEABLE' });
    expect(result).toMatchObject({ known: true, drift: { behind: SUBJECTS + 2, ahead: 1, conflict: false } });
    const missing = result.known ? result.drift.missing : [];
    expect(missing.map((c) => c.subject)).toEqual(
      Array.from({ length: SUBJECTS }, (_, i) => `main: change ${SUBJECTS + 1 - i}`),
    );
    expect(missing[0]?.sha).toBe(tip);
  });

  it('reads the last page of a comparison longer than one page, where the newest missing commits are', async () => {
    const w = await newWorld(gh);
    const tip = await advanceMain(w, 106);
    const result = await drift(w).measure({ ...pull(w, tip), mergeable: 'MERGEABLE' });
    expect(result).toMatchObject({ known: true, drift: { behind: 106 } });
    expect(result.known ? result.drift.missing.map((c) => c.subject) : []).toEqual(
      [105, 104, 103, 102, 101].map((i) => `main: change ${i}`),
    );
  });

  it('a conflict with the base is a drift that names no commits', async () => {
    const w = await newWorld(gh);
    const tip = await advanceMain(w, 2, (i) => ({ 'src/feature.ts': `export const v = ${10 + i};\n` }));
    expect(await drift(w).measure(pull(w, tip))).toMatchObject({
      known: true,
      drift: { behind: 2, conflict: true, missing: [] },
    });
  });

  it('asks again while GitHub is still computing mergeability, and gives up as not known', async () => {
    const w = await newWorld(gh);
    const tip = await advanceMain(w, 1);
    w.repo.setMergeableSequence(w.pr, [null, true]);
    expect(await drift(w).measure({ ...pull(w, tip), mergeable: 'UNKNOWN' })).toMatchObject({
      known: true,
      drift: { behind: 1, conflict: false },
    });
    w.repo.setMergeableSequence(w.pr, [null]);
    const pending = await drift(w, 2).measure({ ...pull(w, tip), mergeable: 'UNKNOWN' });
    expect(pending).toEqual({ known: false, reason: { kind: 'mergeable-pending' } });
    expect(!pending.known && driftUnknownText(pending.reason)).toBe(
      'GitHub has not finished computing whether the PR conflicts; the next run asks again',
    );
  });

  it('does not measure a head that moved while the run evaluated it', async () => {
    const w = await newWorld(gh);
    const tip = await advanceMain(w, 1);
    await w.wt.commit({ 'src/feature.ts': 'export const v = 2;\n' }, 'feature: second');
    await w.wt.push('feature');
    const moved = await drift(w).measure({ ...pull(w, tip), mergeable: 'UNKNOWN' });
    expect(moved).toEqual({ known: false, reason: { kind: 'head-moved' } });
    expect(!moved.known && driftUnknownText(moved.reason)).toBe('the PR head moved while this run evaluated it');
  });

  it('a head GitHub cannot compare with the base is not known', async () => {
    const w = await newWorld(gh);
    const base = (await w.repo.pull(w.pr)).baseSha;
    expect(await drift(w).measure(pull(w, base, 'f'.repeat(40)))).toEqual({
      known: false,
      reason: { kind: 'cannot-compare', headSha: 'f'.repeat(40), base: 'main' },
    });
  });
});

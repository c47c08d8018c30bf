// Attack class 2, ci-wait: the count of failed rounds is state, and it lives in ci-wait's own
// comments (the marker of its newest finding or hold; there is no state comment). An agent with push
// access, whose PR keeps failing, tries to reset the count to escape `max-attempts`: by deleting or
// editing the comment that carries it, by posting a forged one, by rerunning, by a missed event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import { renderMarker } from '../../src/core/markers.js';
import { BOT, ciWait, openWorld, prView, pushCommit, startGitHub, type World } from '../ci-wait/world.js';

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startGitHub();
});
afterAll(async () => {
  await gh?.stop();
});

const LIMIT = { inputs: { 'max-attempts': '3' } };

/** A new head whose only check fails, and ci-wait's run on it. */
async function failRound(world: World, n: number) {
  const sha = await pushCommit(world, n);
  world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure', summary: `round ${n}: assertion failed` });
  return ciWait(world, LIMIT);
}

/** ci-wait's newest comment that carries its state. */
async function carrier(world: World) {
  const view = await prView(world);
  const ours = view.comments.filter(
    (c) => c.user === BOT && c.markers.some((m) => m.action === 'ci-wait' && m.data?.state !== undefined),
  );
  const newest = ours.sort((a, b) => b.id - a.id)[0];
  if (!newest) throw new Error('no ci-wait comment carries the state');
  return newest;
}

async function expectHeld(world: World, result: Awaited<ReturnType<typeof ciWait>>) {
  expect(result.exitCode).toBe(1);
  const view = await prView(world);
  expect(view.labels).toContain('mergexo:needs-human');
  expect(view.verdict?.conclusion).toBe('failure');
  expect(view.holds).toHaveLength(1);
  return view;
}

describe('attack: reset the count of failed rounds (ci-wait)', () => {
  it('no state comment: the count rides on the finding that asks the author to act', async () => {
    const world = await openWorld(gh);
    await failRound(world, 1);
    const view = await prView(world);
    expect(view.stateComments).toEqual([]);
    expect(view.comments.filter((c) => c.user === BOT)).toHaveLength(1);
    expect(view.ciState).toMatchObject({ attempts: 1 });
    expect((await carrier(world)).markers[0]).toMatchObject({ kind: 'finding', data: { open: true } });
  });

  it('deleting the comment that carries the count does not reset it: the PR is held (fail closed)', async () => {
    const world = await openWorld(gh);
    await failRound(world, 1);
    await failRound(world, 2);
    // The newest finding carries attempts 2; the older one shed its copy when it was resolved.
    world.repo.deleteComment((await carrier(world)).id, 'agent-1');
    expect((await prView(world)).ciState).toBeUndefined();
    const third = await failRound(world, 3);
    const view = await expectHeld(world, third);
    // The login is named, defused so it pings nobody.
    expect(view.holds[0]?.body).toMatch(/deleted by @\S*agent-1/);
  });

  it('deleting every ci-wait comment does not make the PR new: held, even on a green head', async () => {
    const world = await openWorld(gh);
    await failRound(world, 1);
    await failRound(world, 2);
    for (const c of (await prView(world)).comments.filter((x) => x.user === BOT)) {
      world.repo.deleteComment(c.id, 'agent-1');
    }
    const sha = await pushCommit(world, 3);
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    const green = await ciWait(world, LIMIT);
    expect(green.outputs.outcome).toBe('needs_human');
    await expectHeld(world, green);
  });

  it('editing the carrier to say attempts 0 makes it untrusted, and the edit holds the PR', async () => {
    const world = await openWorld(gh);
    await failRound(world, 1);
    await failRound(world, 2);
    const newest = await carrier(world);
    const marker = newest.markers[0];
    if (!marker) throw new Error('no marker');
    const forged = renderMarker({ ...marker, data: { ...marker.data, state: { attempts: 0 } } });
    world.repo.editComment(newest.id, 'agent-1', newest.body.replace(/^[^\n]*/, forged));
    const third = await failRound(world, 3);
    const view = await expectHeld(world, third);
    expect(view.holds[0]?.body).toMatch(/edited by @\S*agent-1/);
  });

  it('a forged carrier posted by the agent, newer than ours, is ignored: the count reaches the limit', async () => {
    const world = await openWorld(gh);
    await failRound(world, 1);
    await failRound(world, 2);
    const marker = (await carrier(world)).markers[0];
    if (!marker) throw new Error('no marker');
    world.repo.addComment(
      world.pr,
      'agent-1',
      `${renderMarker({ ...marker, key: 'ci_failed:forged', data: { open: true, state: { attempts: 0 } } })}\nfresh start`,
    );
    const third = await failRound(world, 3);
    expect(third.outputs).toMatchObject({ outcome: 'ci_failed', attempt: '3' });
    const view = await expectHeld(world, third);
    expect(view.holds[0]?.body).toContain('3 failed rounds');
  });

  it('a rerun of the same round counts it once; a missed run does not lose the count', async () => {
    const world = await openWorld(gh);
    await failRound(world, 1);
    expect((await ciWait(world, LIMIT)).outputs.attempt).toBe('1');
    // Round 2's run never happens; round 3's run counts round 3 on top of round 1.
    const missed = await pushCommit(world, 2);
    world.repo.addCheckRun(missed, { name: 'test', conclusion: 'failure' });
    expect((await failRound(world, 3)).outputs.attempt).toBe('2');
    expect((await prView(world)).ciState).toMatchObject({ attempts: 2 });
  });

  it('a green round after red ones keeps the count on the resolved finding, and writes no new comment', async () => {
    const world = await openWorld(gh);
    await failRound(world, 1);
    await failRound(world, 2);
    const sha = await pushCommit(world, 3);
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    expect((await ciWait(world, LIMIT)).outputs).toMatchObject({ outcome: 'success', attempt: '2' });
    const view = await prView(world);
    expect(view.openFindings).toEqual([]);
    expect(view.findings).toHaveLength(2);
    expect(view.ciState).toMatchObject({ attempts: 2 });
    // The next failure is the third: the limit holds.
    const fourth = await failRound(world, 4);
    expect(fourth.outputs.attempt).toBe('3');
    await expectHeld(world, fourth);
  });

  it("a colleague who deletes or edits mergexo's comments on someone else's PR does not put it on hold", async () => {
    const world = await openWorld(gh);
    await failRound(world, 1);
    await failRound(world, 2);
    const [older, newer] = (await prView(world)).comments.filter((c) => c.user === BOT).sort((a, b) => a.id - b.id);
    world.repo.editComment(older?.id as number, 'wes', 'tidied up');
    world.repo.deleteComment(newer?.id as number, 'wes');
    const sha = await pushCommit(world, 3);
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    const green = await ciWait(world, LIMIT);
    expect(green.outputs.outcome).toBe('success');
    expect(green.exitCode).toBe(0);
    const view = await prView(world);
    expect(view.labels).not.toContain('mergexo:needs-human');
    expect(view.holds).toEqual([]);
    expect(view.verdict?.conclusion).toBe('success');
  });

  it("under a token GitHub hides deleters from, mergexo's own deletions never put a PR on hold", async () => {
    const world = await openWorld(gh);
    world.repo.anonymizeDeleters = true;
    await failRound(world, 1);
    world.repo.deleteComment((await carrier(world)).id, BOT);
    const sha = await pushCommit(world, 2);
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    const green = await ciWait(world, LIMIT);
    expect(green.outputs.outcome).toBe('success');
    expect(green.stdout).toContain('GitHub does not say who deleted 1 comment');
    expect((await prView(world)).holds).toEqual([]);
  });
});

// Attack class 2, ci-wait: the count of failed rounds is state. It lives in ci-wait's verdict check on each head
// it judged, and in its own comments (the marker of its newest finding or hold; there is no state comment). An
// agent with push access, whose PR keeps failing, tries to reset the count to escape `max-attempts`: by deleting
// or editing the comment that carries it (as itself, where GitHub hides who deleted, or from its own workflow as
// `github-actions[bot]`), by posting a forged one, by rerunning, by a missed event. A count GitHub does not let
// ci-wait read fails closed on that PR alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import { renderMarker } from '../../src/core/pure/markers.js';
import { copiedCount } from '../../src/ci-wait/rules/state.js';
import {
  BOT,
  PERMISSIONS,
  TOKEN,
  ciWaitInProcess as ciWait,
  head,
  openWorld,
  prView,
  pushCommit,
  startGitHub,
  type World,
} from '../ci-wait/world.js';
import { appToken } from '../support/fake-world.js';

/** mergexo as its own GitHub App: its check runs and comments are its App's, no workflow's. */
const APP_TOKEN = 'ghs_ci_wait_app';
const APP = 'mergexo-app';

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startGitHub(appToken(APP_TOKEN, APP, PERMISSIONS));
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

/** The copy of the PR's state on ci-wait's newest check on `sha` (the one branch protection reads). */
function checkCopy(world: World, sha: string) {
  const newest = world.repo
    .checkRuns(sha)
    .filter((c) => c.name === 'mergexo/ci-wait')
    .sort((a, b) => b.id - a.id)[0];
  return newest ? copiedCount(newest.output.text ?? '', world.pr) : undefined;
}

/** A push whose only check fails, and ci-wait's run for its `synchronize` event (naming the head it replaced). */
async function failedRound(world: World, n: number, token: string, inputs: Record<string, string>) {
  const before = await head(world);
  const sha = await pushCommit(world, n);
  world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure', summary: `round ${n}: assertion failed` });
  const payload = world.gh.events.pullRequest(world.repo, world.pr, 'synchronize', { before, after: sha });
  return ciWait(world, { token, inputs, event: { name: 'pull_request', payload } });
}

/** ci-wait's finding comments on the PR, written by `login`. */
async function findingsBy(world: World, login: string) {
  return (await prView(world)).findings.filter((c) => c.user === login);
}

const TWO = { 'max-attempts': '2' };

describe.each([
  ['GITHUB_TOKEN', TOKEN, BOT],
  ['its own App', APP_TOKEN, `${APP}[bot]`],
])("attack: delete ci-wait's finding to restart the count, mergexo as %s", (_identity, token, author) => {
  it.each<[string, (world: World) => { deleter: string; hidden?: boolean }]>([
    ['GitHub naming the deleter (the author)', () => ({ deleter: 'agent-1' })],
    ['GitHub hiding who deleted it', () => ({ deleter: 'agent-1', hidden: true })],
    ["the author's workflow, as github-actions[bot]", () => ({ deleter: BOT })],
  ])('deleted by %s: the count goes on, and the second failed round holds the PR', async (_name, how) => {
    const world = await openWorld(gh);
    const first = await failedRound(world, 1, token, TWO);
    expect(first.outputs).toMatchObject({ outcome: 'ci_failed', attempt: '1' });
    expect(checkCopy(world, await head(world))).toMatchObject({ attempts: 1 });

    const { deleter, hidden } = how(world);
    world.repo.anonymizeDeleters = hidden === true;
    const [finding] = await findingsBy(world, author);
    if (!finding) throw new Error("no finding of ci-wait's");
    world.repo.deleteComment(finding.id, deleter);
    // Nothing on the PR carries the count any more: only the check on the head it replaced does.
    expect((await prView(world)).ciState).toBeUndefined();

    const second = await failedRound(world, 2, token, TWO);
    expect(second.outputs).toMatchObject({ outcome: 'ci_failed', attempt: '2' });
    expect(second.exitCode).toBe(1);
    const view = await prView(world);
    expect(view.labels).toContain('mergexo:needs-human');
    expect(view.verdict?.conclusion).toBe('failure');
    expect(view.holds).toHaveLength(1);
    // A deletion GitHub names as the author's is also a sign for a person to look at; the others count for nothing.
    if (deleter === BOT || hidden) expect(view.holds[0]?.body).toContain('2 failed rounds');
    expect(checkCopy(world, view.head)).toMatchObject({ attempts: 2, held: true, holds: 1 });
  });
});

describe('a count ci-wait cannot read', () => {
  it('fails closed on that PR alone, writes nothing else on it, and goes on once GitHub answers', async () => {
    const world = await openWorld(gh);
    const other = await openWorld(gh);
    await failedRound(world, 1, TOKEN, TWO);
    await failedRound(other, 1, TOKEN, TWO);
    const counted = await head(world);
    const before = await prView(world);

    // GitHub stops answering for ci-wait's check on the head that carries the PR's count.
    const unanswered = (req: { method: string; path: string }) =>
      req.method === 'GET' && req.path.endsWith(`/commits/${counted}/check-runs`);
    gh.faults.next({ kind: '502', match: unanswered, times: 1000 });
    try {
      const refused = await failedRound(world, 2, TOKEN, TWO);
      expect(refused.exitCode).toBe(1);
      expect(refused.outputs).toMatchObject({ outcome: 'error', attempt: '' });
      const view = await prView(world);
      expect(view.verdict?.conclusion).toBe('failure');
      expect(view.verdict?.title).toContain('could not read');
      expect(view.verdict?.summary).toContain(counted.slice(0, 7));
      // No label, comment or count was written on a count mergexo does not know.
      expect(view.labels).toEqual(before.labels);
      expect(view.comments).toEqual(before.comments);
      expect(checkCopy(world, view.head)).toBeUndefined();

      // The other PR's count is read as ever: its second failed round holds it.
      const held = await failedRound(other, 2, TOKEN, TWO);
      expect(held.outputs).toMatchObject({ outcome: 'ci_failed', attempt: '2' });
      expect((await prView(other)).labels).toContain('mergexo:needs-human');
    } finally {
      gh.faults.clear();
    }

    // Once GitHub answers, a re-run continues from the count kept: the second failed round holds the PR.
    const rerun = await ciWait(world, { inputs: TWO });
    expect(rerun.outputs).toMatchObject({ outcome: 'ci_failed', attempt: '2' });
    expect((await prView(world)).labels).toContain('mergexo:needs-human');
  });
});

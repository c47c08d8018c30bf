// Attack class 5: one actor's move lands on another's PR. mergexo comments on PRs other than the one a
// run was started for (rebase-notify's notices), and anyone with write access can edit or delete any
// comment, so a colleague (or an agent told to "tidy up bot comments") tries to get a PR blocked by
// deleting or editing mergexo's comments on it; a stranger plants a refusal on a commit the victim pushed.
// The rule (src/core/pr/evidence.ts): an actor's move changes the verdict only on the PRs that actor
// pushes to, or as an operator; state a decision needs is copied where nobody can edit it.
// Judged in-process on the fake GitHub and real git (test/support/in-process/history-guard.ts): the attack fails on what a
// user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { describe, expect, it } from 'vitest';
import { renderMarker } from '../../src/core/pure/markers.js';
import {
  BOT,
  TOKEN,
  blockComments,
  openWorld,
  prState,
  pushCommit,
  useGitHub,
  type World,
} from '../e2e/support/history-guard-world.js';
import { guardIn, operatorIn } from '../support/in-process/history-guard.js';
import { newestCheck } from './support.js';

const gh = useGitHub();
const CHECK = 'mergexo/history-guard';

/** A comment posted with mergexo's own token, as rebase-notify posts its notices. */
async function postAsMergexo(world: World, body: string): Promise<number> {
  const res = await fetch(`${gh.apiUrl}/repos/${world.repo.fullName}/issues/${world.pr}/comments`, {
    method: 'POST',
    headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const NOTICE = `${renderMarker({ action: 'rebase-notify', kind: 'overlap', key: 'src/shared.ts' })}\nSame file as #9.`;

describe("attack: block a colleague's PR by deleting or editing mergexo's notice on it", () => {
  it.each(['deletes', 'edits'] as const)(
    'a colleague %s the notice: the PR is neither blocked nor refused',
    async (move) => {
      const world = await openWorld(gh);
      const notice = await postAsMergexo(world, NOTICE);
      if (move === 'deletes') world.repo.deleteComment(notice, 'wes');
      else world.repo.editComment(notice, 'wes', 'tidied up');
      // Its first head, then a push on top: both judged as if nobody had touched the notice.
      const first = await guardIn(world, 'opened');
      expect(first).toMatchObject({ verdict: 'accepted', transition: 'first' });
      const before = first.observedHead;
      await pushCommit(world, 2);
      const next = await guardIn(world, 'synchronize', { before });
      expect(next).toMatchObject({ verdict: 'accepted', transition: 'ahead' });
      const state = await prState(world);
      expect(state.labels).not.toContain('mergexo:blocked');
      expect(state.check).toMatchObject({ conclusion: 'success' });
      expect(blockComments(state)).toEqual([]);
    },
  );

  it("under a token GitHub hides deleters from, mergexo's own and a colleague's deletions block nothing", async () => {
    const world = await openWorld(gh);
    world.repo.anonymizeDeleters = true;
    const first = await guardIn(world, 'opened');
    expect(first.verdict).toBe('accepted');
    // mergexo deletes a comment of its own (as it settles duplicates); a colleague deletes a notice.
    const own = await postAsMergexo(world, NOTICE);
    world.repo.deleteComment(own, BOT);
    world.repo.deleteComment(await postAsMergexo(world, NOTICE), 'wes');
    expect(world.repo.timelineEvents(world.pr, ['CommentDeletedEvent'])).toHaveLength(2);
    await pushCommit(world, 2);
    const result = await guardIn(world, 'synchronize', { before: first.observedHead });
    expect(result).toMatchObject({ verdict: 'accepted', transition: 'ahead' });
    expect((await prState(world)).labels).not.toContain('mergexo:blocked');
  });
});

describe('attack: lift a block by deleting the comment that carries it', () => {
  async function blocked(): Promise<World & { accepted: string; rewritten: string }> {
    const world = await openWorld(gh);
    expect((await guardIn(world, 'opened')).verdict).toBe('accepted');
    const accepted = await pushCommit(world, 2);
    expect((await guardIn(world)).verdict).toBe('accepted');
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    const rewritten = (await world.repo.pull(world.pr)).headSha;
    expect((await guardIn(world)).verdict).toBe('blocked');
    return { ...world, accepted, rewritten };
  }

  it("the PR's own agent deletes its block comment: a re-run and a later push are still blocked", async () => {
    const world = await blocked();
    for (const c of blockComments(await prState(world))) {
      const id = world.repo.comments(world.pr).find((x) => x.body === c.body)?.id as number;
      world.repo.deleteComment(id, 'agent-1');
    }
    const rerun = await guardIn(world, 'synchronize', { before: '' });
    expect(rerun).toMatchObject({ verdict: 'blocked', expectedHead: world.accepted });
    const rewritten = world.rewritten;
    await pushCommit(world, 3);
    const later = await guardIn(world, 'synchronize', { before: rewritten });
    expect(later).toMatchObject({ verdict: 'blocked', expectedHead: world.accepted });
    const state = await prState(world);
    expect(state.labels).toContain('mergexo:blocked');
    expect(state.check).toMatchObject({ conclusion: 'failure' });
    // The block's comment is back, asking for the same way out.
    expect(blockComments(state)).toHaveLength(1);
    expect(blockComments(state)[0]?.body).toContain(world.accepted);
  });

  it("a block whose comment was edited by a colleague stands, and an operator's unblock still lifts it", async () => {
    const world = await blocked();
    const [comment] = world.repo.comments(world.pr).filter((c) => c.body.includes('"kind":"block"'));
    world.repo.editComment(comment?.id as number, 'wes', 'nothing to see');
    expect((await guardIn(world, 'synchronize', { before: '' })).verdict).toBe('blocked');
    const unblock = await operatorIn(world, {
      mode: 'unblock',
      'pull-request': String(world.pr),
      'accept-head': world.rewritten,
    });
    expect(unblock.outcomes?.every((o) => o.unblocked)).toBe(true);
    expect(newestCheck(world.repo, world.rewritten, CHECK)).toMatchObject({ conclusion: 'success' });
    await pushCommit(world, 3);
    expect((await guardIn(world)).verdict).toBe('accepted');
  });
});

describe('an operator lifts a tamper block', () => {
  it('`all: true` lifts a block an earlier version wrote on a deleted comment, once the head holds its history', async () => {
    const world = await openWorld(gh);
    const head = (await world.repo.pull(world.pr)).headSha;
    const state = {
      status: 'blocked',
      accepted: head,
      observed: head,
      rewrite: head,
      tampered: 'a comment was deleted',
    };
    await postAsMergexo(
      world,
      `${renderMarker({ action: 'history-guard', kind: 'block', key: `block:${head}:${head}`, data: state })}\nblocked`,
    );
    world.repo.addLabel(world.pr, 'mergexo:blocked');
    expect((await guardIn(world, 'synchronize', { before: '' })).verdict).toBe('blocked');
    const all = await operatorIn(world, { mode: 'unblock', all: 'true' });
    expect(all.outcomes?.filter((o) => o.unblocked).map((o) => o.number)).toEqual([world.pr]);
    const after = await prState(world);
    expect(after.labels).not.toContain('mergexo:blocked');
    expect(after.check).toMatchObject({ conclusion: 'success' });
  });
});

describe('attack: plant a refusal on a commit the victim pushed', () => {
  it("a stranger's refusal on the commit does not block the victim's PR; the victim's own still would", async () => {
    const world = await openWorld(gh);
    // The victim pushes a commit on another branch, not yet in a PR.
    await world.wt.checkout('victim', { create: true, from: 'main' });
    const victimHead = await world.wt.commit({ 'src/victim.ts': 'export const v = 1;\n' }, 'victim: work');
    await world.wt.push('victim');
    // The stranger's PR on its own branch is force-pushed onto the victim's commit, refused, then closed.
    await world.wt.checkout('planted', { create: true, from: 'main' });
    await world.wt.commit({ 'src/planted.ts': 'export const p = 1;\n' }, 'planted');
    await world.wt.push('planted');
    const stranger = await world.repo.openPullRequest({ head: 'planted', base: 'main', author: 'wes', title: 'x' });
    const planted = { ...world, pr: stranger.number, branch: 'planted' };
    expect((await guardIn(planted, 'opened')).verdict).toBe('accepted');
    await world.wt.push('victim', { to: 'planted', force: true });
    expect((await guardIn(planted, 'synchronize', { before: '' })).verdict).toBe('blocked');
    expect(newestCheck(world.repo, victimHead, CHECK)).toMatchObject({ conclusion: 'failure' });
    await world.repo.closePullRequest(stranger.number, 'wes');

    const pr = await world.repo.openPullRequest({ head: 'victim', base: 'main', author: 'agent-1', title: 'Mine' });
    const victim = { ...world, pr: pr.number, branch: 'victim' };
    const result = await guardIn(victim, 'opened');
    expect(result).toMatchObject({ verdict: 'accepted', transition: 'first', observedHead: victimHead });
    expect(newestCheck(world.repo, victimHead, CHECK)).toMatchObject({ conclusion: 'success' });
    expect((await prState(victim)).labels).not.toContain('mergexo:blocked');
  });
});

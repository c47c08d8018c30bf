// rebase-notify's shell, run in-process on a fake GitHub through core's client and a ShellContext: what it
// writes (through core's gateway), what it logs (through ctx.log), and that a second run converges.
import { octokitGitHub } from '../../src/core/github/octokit/index.js';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { withMarker } from '../../src/core/pure/markers.js';
import type { Logger, ShellContext } from '../../src/core/shell.js';
import { parseSettings } from '../../src/rebase-notify/settings.js';
import { rebaseNotify, type RunInput } from '../../src/rebase-notify/shell.js';
import { stepText } from '../../src/rebase-notify/messages.js';
import { statusMarker } from '../../src/rebase-notify/rules/state.js';
import { BOT, newWorld, openAnother, useGitHub, type World } from '../core/pr/world.js';

const gh = useGitHub();

function recorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(m),
    warning: (m) => lines.push(`warning: ${m}`),
    debug: () => undefined,
  };
}

function context(world: World, log: Logger): ShellContext {
  return { github: octokitGitHub(world.client), repo: world.ref, log, clock: scaledClock(0.001) };
}

function run(inputs: Record<string, string>, over: Partial<RunInput> = {}): RunInput {
  const settings = parseSettings((name) => ({ 'github-token': 'x', 'drift-source': 'api', ...inputs })[name] ?? '');
  return { settings, scope: { kind: 'sweep' }, serverUrl: gh.apiUrl, tempDir: os.tmpdir(), now: new Date(), ...over };
}

/** Moves main two commits past the world's PR. */
async function advanceMain(world: World): Promise<void> {
  await world.wt.checkout('main');
  await world.wt.commit({ 'docs/a.md': 'a\n' }, 'main: a');
  await world.wt.commit({ 'docs/b.md': 'b\n' }, 'main: b');
  await world.wt.push('main');
}

describe('rebase-notify shell', () => {
  it('tells a behind PR once, logs through the context, and writes nothing on a second run', async () => {
    const world = await newWorld(gh);
    await advanceMain(world);
    const log = recorder();
    const first = await rebaseNotify(context(world, log), run({ urgency: 'helpful' }));
    expect(first.pulls).toMatchObject([{ number: world.pr, class: 'behind', behind: 2, notified: true }]);
    expect(first.pulls[0]?.steps.map(stepText)).toEqual(['comment created']);
    const comments = (await world.repo.pull(world.pr)).comments;
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('This branch is 2 commits behind `main`');
    expect(log.lines).toContain("1 open PR; 1 evaluated, 0 drafts skipped (input 'include-drafts').");
    expect(log.lines).toContain(`#${world.pr} behind: comment created`);

    const second = await rebaseNotify(context(world, recorder()), run({ urgency: 'helpful', 'cooldown-minutes': '0' }));
    expect(second.writes).toBe(0);
    expect(second.pulls[0]?.steps.map(stepText)).toEqual(['no change']);
    expect((await world.repo.pull(world.pr)).comments).toHaveLength(1);
  });

  it("deletes the younger copies of its status comment (core's duplicate policy) and keeps the oldest", async () => {
    const world = await newWorld(gh);
    await advanceMain(world);
    await rebaseNotify(context(world, recorder()), run({ urgency: 'helpful' }));
    const [oldest] = (await world.repo.pull(world.pr)).comments;
    // An overlapping run posted its own copy.
    const copy = world.repo.addComment(
      world.pr,
      BOT,
      withMarker(
        'a twin',
        statusMarker({
          class: 'behind',
          notifiedAt: new Date().toISOString(),
          behind: 2,
          ahead: 1,
          base: 'main',
          baseSha: 'b'.repeat(40),
          headSha: world.head,
        }),
      ),
    );
    const result = await rebaseNotify(context(world, recorder()), run({ urgency: 'helpful' }));
    expect(result.pulls[0]?.steps.map(stepText)).toContain('duplicate status comment deleted');
    const left = (await world.repo.pull(world.pr)).comments.map((c) => c.id);
    expect(left).toEqual([oldest?.id]);
    expect(left).not.toContain(copy.id);
  });

  it("blocking: the check carries its facts' fingerprint, and the same facts are not written again", async () => {
    const world = await newWorld(gh);
    await advanceMain(world);
    const first = await rebaseNotify(context(world, recorder()), run({ urgency: 'blocking', 'cooldown-minutes': '0' }));
    expect(first.pulls[0]?.steps.map(stepText)).toEqual(['check failure']);
    const runs = world.repo.checkRuns(world.head).filter((c) => c.name === 'mergexo/rebase');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ conclusion: 'failure', output: { title: '2 commits behind main' } });
    expect(runs[0]?.external_id).toBe('["check","behind","main",2,null,"blocking"]');

    const second = await rebaseNotify(
      context(world, recorder()),
      run({ urgency: 'blocking', 'cooldown-minutes': '0' }),
    );
    expect(second.writes).toBe(0);
    expect(world.repo.checkRuns(world.head).filter((c) => c.name === 'mergexo/rebase')).toHaveLength(1);
  });

  it("a PR's own run reads that PR only, and a closed one is left alone", async () => {
    const world = await newWorld(gh);
    await advanceMain(world);
    const log = recorder();
    const result = await rebaseNotify(
      context(world, log),
      run({ urgency: 'fyi' }, { scope: { kind: 'pull', number: world.pr } }),
    );
    expect(result.pulls[0]?.steps.map(stepText)).toEqual(['label mergexo:behind added']);
    expect((await world.repo.pull(world.pr)).labels).toEqual(['mergexo:behind']);
    await world.repo.closePullRequest(world.pr);
    const none = await rebaseNotify(
      context(world, log),
      run({ urgency: 'fyi' }, { scope: { kind: 'pull', number: world.pr } }),
    );
    expect(none.pulls).toEqual([]);
    expect(log.lines).toContain(`PR #${world.pr} is not open; nothing to do.`);
  });

  it('runs the drift phase first, and the collision phase on what it left of max-writes', async () => {
    const world = await newWorld(gh);
    const other = await openAnother(world, 'second');
    await advanceMain(world);
    const inputs = { urgency: 'fyi', 'allocated-names': 'migrations/*_*.sql', 'max-writes': '3' };
    const collisionChecks = (head: string) =>
      world.repo
        .checkRuns(head)
        .filter((c) => c.name === 'mergexo/collision')
        .map((c) => c.conclusion);

    // Two behind labels take two of the three writes; the collision phase (no local git: it fails closed)
    // gets the one left, and defers the other PR.
    const first = await rebaseNotify(context(world, recorder()), run(inputs));
    expect(first.writes).toBe(3);
    expect(first.pulls.map((p) => p.steps.map(stepText))).toEqual([
      ['label mergexo:behind added'],
      ['label mergexo:behind added'],
    ]);
    expect(first.collisions).toMatchObject({ notified: [world.pr], deferred: [other.pr] });
    expect([collisionChecks(world.head), collisionChecks(other.head)]).toEqual([['failure'], []]);

    // The next run finds the drift written and gives the whole room to the deferred collision check.
    const second = await rebaseNotify(context(world, recorder()), run({ ...inputs, 'cooldown-minutes': '0' }));
    expect(second.writes).toBe(1);
    expect(second.collisions).toMatchObject({ notified: [other.pr], deferred: [] });
    expect(collisionChecks(other.head)).toEqual(['failure']);
  });

  it('leaves the collision phase out when no allocated names are configured', async () => {
    const world = await newWorld(gh);
    await advanceMain(world);
    const result = await rebaseNotify(context(world, recorder()), run({ urgency: 'fyi' }));
    expect(result.collisions).toBeUndefined();
    expect(world.repo.checkRuns(world.head).filter((c) => c.name === 'mergexo/collision')).toEqual([]);
  });
});

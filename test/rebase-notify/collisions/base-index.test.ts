// Each base's collision index, read once per run: its open PRs (drafts only with include-drafts) and what
// was found for each; another PR on a commit is judged from its own base's index, and one not on it is not.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../../src/core/clock.js';
import type { ShellContext } from '../../../src/core/shell.js';
import { BaseIndexes } from '../../../src/rebase-notify/collisions/base-index.js';
import { partOf } from '../../../src/rebase-notify/rules/collisions/parts.js';
import { collisionPartReason, collisionsUnknownText } from '../../../src/rebase-notify/collisions/messages.js';
import { parseSettings } from '../../../src/rebase-notify/settings.js';
import { newWorld, openAnother, useGitHub, type World } from '../../core/pr/world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();
const quiet = { info: () => undefined, warning: () => undefined, debug: () => undefined };

function indexes(world: World, inputs: Record<string, string> = {}) {
  let requests = 0;
  world.client.hook.before('request', () => {
    requests++;
  });
  const ctx: ShellContext = {
    github: octokitGitHub(world.client),
    repo: world.ref,
    log: quiet,
    clock: scaledClock(0.001),
  };
  const settings = parseSettings(
    (name) => ({ 'github-token': 'x', 'allocated-names': 'migrations/*_*.sql', ...inputs })[name] ?? '',
  );
  const listing = {
    checkName: 'mergexo/collision',
    behindLabel: 'mergexo:overlap',
    conflictLabel: 'mergexo:conflict',
    withMergeable: false,
    withChecks: true,
  };
  const index = new BaseIndexes(ctx, settings, { unavailable: 'no git here' }, listing);
  return { index, requests: () => requests };
}

describe('BaseIndexes', () => {
  it('reads a base once; without git every PR is unknown, and fails its part on its head', async () => {
    const world = await newWorld(gh);
    const other = await openAnother(world, 'second');
    const { index, requests } = indexes(world);
    const main = await index.of('main');
    const after = requests();
    expect(await index.of('main')).toBe(main);
    expect(requests()).toBe(after);
    expect(main.pulls.map((p) => p.view.number)).toEqual([world.pr, other.pr]);
    const found = main.results.get(world.pr);
    expect(found).toMatchObject({ number: world.pr, known: false });
    // What its check says.
    expect(found && !found.known && collisionsUnknownText(found.reason)).toBe(
      'the PR heads could not be compared with git (no git here)',
    );
    const part = await index.judge(other.pr, other.head);
    expect([part?.number, part?.pass]).toEqual([other.pr, false]);
    expect(part?.reason && collisionPartReason(part.reason)).toBe('collisions could not be determined');
    // Not on that commit: no part in its verdict.
    expect(await index.judge(other.pr, world.head)).toBeUndefined();
  });

  it('a draft is left out unless include-drafts, and holds no commit back', async () => {
    const world = await newWorld(gh);
    await world.wt.checkout('wip', { create: true, from: 'main' });
    const head = await world.wt.commit({ 'src/wip.ts': 'export const w = 1;\n' }, 'wip');
    await world.wt.push('wip');
    const draft = await world.repo.openPullRequest({
      head: 'wip',
      base: 'main',
      author: 'agent-1',
      title: 'wip',
      draft: true,
    });
    const { index } = indexes(world);
    expect((await index.of('main')).pulls.map((p) => p.view.number)).toEqual([world.pr]);
    expect(await index.judge(draft.number, head)).toEqual({ number: draft.number, pass: true });
    const withDrafts = indexes(world, { 'include-drafts': 'true' }).index;
    expect((await withDrafts.of('main')).pulls.map((p) => p.view.number)).toEqual([world.pr, draft.number]);
  });

  it('a PR with no result in the index fails closed', () => {
    const part = partOf(9, undefined);
    expect([part.number, part.pass]).toEqual([9, false]);
    // What another PR's check on the commit says of it.
    expect(part.reason && collisionPartReason(part.reason)).toBe('collisions could not be determined');
  });
});

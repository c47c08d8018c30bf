// The one model of a pull request: whichever read fills a view (the GraphQL read, the REST poll), the facts of
// `PullFacts` say the same thing about the same PR, so an action can compare views from different reads.
import { describe, expect, it } from 'vitest';
import { PullPoller } from '../../../src/core/pr/poll.js';
import { readPull } from '../../../src/core/pr/read.js';
import type { PullFacts } from '../../../src/core/pure/view.js';
import { newWorld, useGitHub, type World } from '../pr/world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();

const FACTS: readonly (keyof PullFacts)[] = [
  'nodeId',
  'number',
  'title',
  'url',
  'state',
  'isDraft',
  'headSha',
  'headRef',
  'baseRef',
  'baseSha',
  'isCrossRepository',
  'author',
  'labels',
];

const factsOf = (view: PullFacts) => Object.fromEntries(FACTS.map((k) => [k, view[k]]));

async function bothReads(world: World, number = world.pr) {
  const read = await readPull(octokitGitHub(world.client), world.ref, number);
  const polled = await new PullPoller(octokitGitHub(world.client), world.ref).pull(number);
  return { read, polled };
}

describe('PullFacts', () => {
  it('are the same from the GraphQL read and the REST poll, for an open draft with labels', async () => {
    const world = await newWorld(gh);
    world.repo.setDraft(world.pr, true);
    world.repo.addLabel(world.pr, 'needs-rebase');
    const { read, polled } = await bothReads(world);
    expect(factsOf(read)).toEqual(factsOf(polled));
    expect(factsOf(read)).toMatchObject({
      number: world.pr,
      title: 'Add the feature',
      state: 'OPEN',
      isDraft: true,
      headSha: world.head,
      headRef: 'feature',
      baseRef: 'main',
      baseSha: world.repo.branchSha('main'),
      isCrossRepository: false,
      author: 'agent-1',
      labels: ['needs-rebase'],
    });
  });

  it('spell an App author as REST does, with `[bot]`, in every read', async () => {
    const world = await newWorld(gh);
    await world.wt.checkout('bot-branch', { create: true, from: 'main' });
    await world.wt.commit({ 'deps.txt': 'bumped\n' }, 'bump');
    await world.wt.push('bot-branch');
    const pr = await world.repo.openPullRequest({ head: 'bot-branch', base: 'main', author: 'dependabot[bot]' });
    const { read, polled } = await bothReads(world, pr.number);
    expect(read.author).toBe('dependabot[bot]');
    expect(factsOf(read)).toEqual(factsOf(polled));
  });

  it('say CLOSED the same way once the PR is closed', async () => {
    const world = await newWorld(gh);
    await world.repo.closePullRequest(world.pr);
    const { read, polled } = await bothReads(world);
    expect([read.state, polled.state]).toEqual(['CLOSED', 'CLOSED']);
    expect(factsOf(read)).toEqual(factsOf(polled));
  });
});

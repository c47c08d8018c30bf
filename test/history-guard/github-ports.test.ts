// The action's ports for history-guard's judgement, on the fake GitHub: GitHub's own witnesses of a PR's history
// (force-pushes on the timeline, the event's `before`, a refusal mergexo already wrote on the head) as `witnessOf`
// reads them through `githubGit` and `newestVerdict`. Real pushes, read with readPull.
import { describe, expect, it } from 'vitest';
import type { GuardState } from '../../src/history-guard/decide.js';
import type { HistoryGuardSettings } from '../../src/history-guard/settings.js';
import type { GuardContext } from '../../src/history-guard/types.js';
import { verdictMarker } from '../../src/history-guard/state.js';
import type { Ancestry } from '../../src/core/pure/ancestry.js';
import type { WitnessedPull } from '../../src/core/pure/view.js';
import { ownerOf, witnessOf } from '../../src/history-guard/evaluate.js';
import { githubGit, newestVerdict } from '../../src/history-guard/github-ports.js';
import { readPull } from '../../src/core/pr/read.js';
import type { RunContext } from '../../src/core/run-context.js';
import { BOT, newWorld, openAnother, useGitHub, type World } from '../core/pr/world.js';
import { octokitGitHub } from '../../src/core/github/octokit/index.js';

const gh = useGitHub();
const CHECK = 'mergexo/history-guard';

function guardContext(world: World, payload: RunContext['payload'] = {}): GuardContext {
  const event = { eventName: 'pull_request', payload, actor: 'mallory' } as RunContext;
  const settings = { checkName: CHECK } as HistoryGuardSettings;
  return { github: octokitGitHub(world.client), repo: world.ref, event, settings } as GuardContext;
}

/** What the action's shell hands `witnessOf`: the PR, the head, the event's push, git by GitHub, verdicts by GitHub. */
function readWitness(
  ctx: GuardContext,
  pull: WitnessedPull,
  state: GuardState | undefined,
  head: string,
  ancestry: Ancestry | undefined,
) {
  const before = (ctx.event.payload as { before?: string }).before;
  const ports = {
    pull,
    head,
    ...(before ? { pushed: { before, by: ctx.event.actor } } : {}),
    git: githubGit(ctx, pull),
    newestVerdict: (commit: string) => newestVerdict(ctx, commit, BOT),
  };
  return witnessOf(ports, state, ancestry);
}

const accepted = (head: string, forcePushesSeen = 0): GuardState =>
  ({ status: 'accepted', accepted: head, forcePushesSeen }) as GuardState;

/** Rewrites the PR's one commit and force-pushes it: the old head is no longer in the PR's history. */
async function rewrite(world: World): Promise<string> {
  await world.wt.checkout('feature');
  await world.wt.git('reset', '-q', '--hard', 'HEAD~1');
  const head = await world.wt.commit({ 'src/feature.ts': 'export const v = 2;\n' }, 'feature: rewritten');
  await world.wt.push('feature', { force: true });
  return head;
}

async function refusal(world: World, head: string, refused: { pr: number; author: string; branch: string }[]) {
  const { data } = await world.client.rest.checks.create({
    ...world.ref,
    name: CHECK,
    head_sha: head,
    status: 'completed',
    conclusion: 'failure',
    output: { title: 'blocked', summary: 'blocked', text: verdictMarker(head, { passed: [], refused }) },
  });
  return data.html_url;
}

describe('ownerOf', () => {
  it("names a PR by its author and its head's repository and branch, a gone fork as such", () => {
    expect(ownerOf({ author: 'agent-1', headRef: 'feature', headRepository: 'acme/r' })).toEqual({
      author: 'agent-1',
      branch: 'acme/r:feature',
    });
    expect(ownerOf({ author: 'agent-1', headRef: 'feature', headRepository: null }).branch).toBe(
      '(deleted fork):feature',
    );
  });
});

describe("witnessOf through the action's ports", () => {
  it('sees nothing on a PR no one rewrote', async () => {
    const world = await newWorld(gh);
    const pull = await readPull(octokitGitHub(world.client), world.ref, world.pr);
    expect(await readWitness(guardContext(world), pull, undefined, world.head, undefined)).toEqual({
      forcePushes: 0,
      hiddenRewrites: [],
    });
  });

  it('reports a force-push that overwrote the accepted head, and not one the state already counted', async () => {
    const world = await newWorld(gh);
    const head = await rewrite(world);
    const pull = await readPull(octokitGitHub(world.client), world.ref, world.pr);
    const witness = await readWitness(guardContext(world), pull, accepted(world.head), head, 'diverged');
    expect(witness).toEqual({
      forcePushes: 1,
      hiddenRewrites: [
        { before: world.head, at: expect.any(String), by: 'agent-1', actor: 'agent-1', source: 'timeline' },
      ],
    });
    const counted = await readWitness(guardContext(world), pull, accepted(world.head, 1), head, 'diverged');
    expect(counted.hiddenRewrites).toEqual([]);
  });

  it("reports the event's `before` the head does not contain, though the timeline shows no force-push", async () => {
    const world = await newWorld(gh);
    const elsewhere = await openAnother(world, 'elsewhere');
    const pull = await readPull(octokitGitHub(world.client), world.ref, world.pr);
    const payload = { action: 'synchronize', before: elsewhere.head, pull_request: { number: world.pr } };
    const witness = await readWitness(
      guardContext(world, payload as RunContext['payload']),
      pull,
      accepted(world.head),
      world.head,
      'identical',
    );
    expect(witness.hiddenRewrites).toEqual([{ before: elsewhere.head, at: '', by: 'mallory', source: 'event' }]);
  });

  it("finds a refusal on a new PR's head written for the same author, and not one written for a stranger", async () => {
    const world = await newWorld(gh);
    const pull = await readPull(octokitGitHub(world.client), world.ref, world.pr);
    const stranger = { pr: 99, author: 'stranger', branch: 'stranger/fork:x' };
    await refusal(world, world.head, [stranger]);
    expect(
      (await readWitness(guardContext(world), pull, undefined, world.head, undefined)).refusedHead,
    ).toBeUndefined();
    const url = await refusal(world, world.head, [{ ...stranger, author: 'Agent-1' }]);
    expect((await readWitness(guardContext(world), pull, undefined, world.head, undefined)).refusedHead).toBe(url);
    expect((await newestVerdict(guardContext(world), world.head, BOT))?.url).toBe(url);
  });

  it('reads no verdict on a commit GitHub does not have', async () => {
    const world = await newWorld(gh);
    expect(await newestVerdict(guardContext(world), 'f'.repeat(40), BOT)).toBeUndefined();
  });
});

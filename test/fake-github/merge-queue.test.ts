// The fake's merge queue: groups built with real git on gh-readonly-queue branches, the merge_group payload GitHub
// sends for them, GraphQL's view of the queue, and landing only when the required checks passed on the group.
import { describe, expect, it } from 'vitest';
import { MERGE_QUEUE_BOT, webhookExample } from '../../fake-github/index.js';
import type { FakeRepo } from '../../fake-github/repo.js';
import * as g from '../../fake-github/git.js';
import { appToken, useFakeGitHub } from '../support/fake-world.js';
import { ALL_WRITE, ALL_WRITE_BOT, client, type Loose } from './helpers.js';

const gh = useFakeGitHub([
  ALL_WRITE_BOT,
  appToken('app-queues', 'mergexo-app', { ...ALL_WRITE, 'merge-queues': 'read' }),
  appToken('app-no-queues', 'mergexo-other', ALL_WRITE),
]);
let n = 0;

/** A repository with one open PR per entry of `files`, each from its own branch off main. */
async function world(files: Record<string, string>[]) {
  const repo = await gh.createRepo(`acme/queue-${++n}`, { defaultBranch: 'main' });
  // These tests read the queue as GITHUB_TOKEN ('tok'), under the answer no source gives: that it may.
  repo.mergeQueue.readableWithActionsToken = true;
  const wt = await repo.clone('agent-1');
  const pulls: number[] = [];
  for (const [i, f] of files.entries()) {
    await wt.checkout(`feature-${i}`, { create: true, from: 'main' });
    await wt.commit(f, `feature ${i}`);
    await wt.push(`feature-${i}`);
    pulls.push((await repo.openPullRequest({ head: `feature-${i}`, base: 'main', author: 'agent-1' })).number);
  }
  return { repo, pulls };
}

const QUEUE = /* GraphQL */ `
  query ($owner: String!, $name: String!, $number: Int!) {
    repository(owner: $owner, name: $name) {
      mergeQueue(branch: "main") {
        entries(first: 10) {
          nodes {
            position
            state
            headCommit {
              oid
            }
            pullRequest {
              number
            }
          }
        }
      }
      pullRequest(number: $number) {
        isInMergeQueue
        mergeQueueEntry {
          position
        }
      }
    }
  }
`;

async function graphql(repo: FakeRepo, number: number, token = 'tok'): Promise<Loose> {
  const api = client(gh, token);
  const [owner, name] = repo.fullName.split('/');
  return (await api('POST', '/graphql', { query: QUEUE, variables: { owner, name, number } })).json;
}

describe('who may read the merge queue', () => {
  it('an App token with Merge queues (read) may; one without is refused (FORBIDDEN)', async () => {
    const { repo, pulls } = await world([{ 'a.txt': 'a\n' }]);
    await repo.mergeQueue.enqueue(pulls[0]!);
    expect((await graphql(repo, pulls[0]!, 'app-queues')).data.repository.mergeQueue.entries.nodes).toHaveLength(1);
    const refused = await graphql(repo, pulls[0]!, 'app-no-queues');
    expect(refused.errors[0]).toMatchObject({ type: 'FORBIDDEN', message: 'Resource not accessible by integration' });
  });

  it('GITHUB_TOKEN is refused unless a test takes the other answer, which no source gives either', async () => {
    const { repo, pulls } = await world([{ 'a.txt': 'a\n' }]);
    await repo.mergeQueue.enqueue(pulls[0]!);
    repo.mergeQueue.readableWithActionsToken = false;
    const refused = await graphql(repo, pulls[0]!);
    expect(refused.errors[0]).toMatchObject({ type: 'FORBIDDEN', path: ['repository', 'mergeQueue'] });
    repo.mergeQueue.readableWithActionsToken = true;
    expect((await graphql(repo, pulls[0]!)).data.repository.mergeQueue.entries.nodes).toHaveLength(1);
  });
});

describe('the merge queue', () => {
  it('builds each group on the one ahead, on a gh-readonly-queue branch, and GraphQL lists the entries', async () => {
    const { repo, pulls } = await world([{ 'a.txt': 'a\n' }, { 'b.txt': 'b\n' }]);
    const [first, second] = pulls as [number, number];
    expect((await graphql(repo, first)).data.repository.mergeQueue).toBeNull();
    const base = repo.branchSha('main') as string;
    const g1 = await repo.mergeQueue.enqueue(first);
    const g2 = await repo.mergeQueue.enqueue(second);
    expect(g1).toMatchObject({
      number: first,
      headRef: `refs/heads/gh-readonly-queue/main/pr-${first}-${base}`,
      baseSha: base,
      baseRef: 'refs/heads/main',
      parentSha: base,
      pulls: [first],
    });
    expect(g2).toMatchObject({ parentSha: g1.headSha, baseSha: base, pulls: [first, second] });
    const refs = await repo.refs();
    expect(refs[g1.headRef]).toBe(g1.headSha);
    expect(refs[g2.headRef]).toBe(g2.headSha);
    // The group commit is the PR's head merged onto what is ahead of it: both heads are in it.
    for (const pr of pulls)
      expect(await g.isAncestor(repo.gitDir, repo.headSha(repo.getPull(pr)), g2.headSha)).toBe(true);
    expect(g.gitSync(repo.gitDir, ['ls-tree', '--name-only', g2.headSha]).split('\n')).toEqual(
      expect.arrayContaining(['a.txt', 'b.txt']),
    );

    const answer = await graphql(repo, second);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.repository.mergeQueue.entries.nodes).toEqual([
      { position: 1, state: 'AWAITING_CHECKS', headCommit: { oid: g1.headSha }, pullRequest: { number: first } },
      { position: 2, state: 'AWAITING_CHECKS', headCommit: { oid: g2.headSha }, pullRequest: { number: second } },
    ]);
    expect(answer.data.repository.pullRequest).toEqual({ isInMergeQueue: true, mergeQueueEntry: { position: 2 } });
  });

  it("sends GitHub's merge_group payload for a group", async () => {
    const { repo, pulls } = await world([{ 'a.txt': 'a\n' }]);
    const group = await repo.mergeQueue.enqueue(pulls[0] as number);
    const ev = gh.events.mergeGroup(repo, { group });
    const ex = webhookExample('merge_group', 'checks_requested');
    expect(Object.keys(ev.merge_group).sort()).toEqual(Object.keys(ex.merge_group).sort());
    expect(ev).toMatchObject({
      action: 'checks_requested',
      merge_group: {
        head_sha: group.headSha,
        head_ref: group.headRef,
        base_sha: group.baseSha,
        base_ref: 'refs/heads/main',
        head_commit: { id: group.headSha, message: expect.stringContaining(`Merge pull request #${pulls[0]}`) },
      },
    });
  });

  it("names the group's parent as base_sha: the group ahead of it, not the base tip", async () => {
    const { repo, pulls } = await world([{ 'a.txt': 'a\n' }, { 'b.txt': 'b\n' }]);
    const first = await repo.mergeQueue.enqueue(pulls[0] as number);
    const second = await repo.mergeQueue.enqueue(pulls[1] as number);
    expect(gh.events.mergeGroup(repo, { group: first }).merge_group.base_sha).toBe(first.baseSha);
    expect(gh.events.mergeGroup(repo, { group: second }).merge_group.base_sha).toBe(first.headSha);
    expect(second.headSha).not.toBe(first.headSha);
  });

  it('lands a group only when every required check passed on its commit, merging the PRs ahead too', async () => {
    const { repo, pulls } = await world([{ 'a.txt': 'a\n' }, { 'b.txt': 'b\n' }]);
    const [first, second] = pulls as [number, number];
    repo.requiredChecks = ['ci', 'mergexo/history-guard'];
    await repo.mergeQueue.enqueue(first);
    const group = await repo.mergeQueue.enqueue(second);
    const base = repo.branchSha('main');
    await expect(repo.mergeQueue.land(second)).rejects.toThrow(/ci: missing, mergexo\/history-guard: missing/);
    repo.addCheckRun(group.headSha, { name: 'ci', conclusion: 'success', app: 'ci' });
    repo.addCheckRun(group.headSha, { name: 'mergexo/history-guard', conclusion: 'failure', app: 'github-actions' });
    await expect(repo.mergeQueue.land(second)).rejects.toThrow(/mergexo\/history-guard: failure/);
    expect(repo.branchSha('main')).toBe(base);

    repo.addCheckRun(group.headSha, { name: 'mergexo/history-guard', conclusion: 'success', app: 'github-actions' });
    expect(await repo.mergeQueue.land(second)).toEqual({ merged: [first, second], baseSha: group.headSha });
    expect(repo.branchSha('main')).toBe(group.headSha);
    for (const pr of pulls) {
      const view = await repo.pull(pr);
      expect(view).toMatchObject({ state: 'closed', merged: true });
      expect(repo.getPull(pr).mergedBy?.login).toBe(MERGE_QUEUE_BOT);
    }
    expect(repo.mergeQueue.entries('main')).toEqual([]);
    expect(Object.keys(await repo.refs()).filter((r) => r.includes('gh-readonly-queue'))).toEqual([]);
  });

  it('refuses a PR that conflicts with the group ahead, and dequeues on request', async () => {
    const { repo, pulls } = await world([{ 'a.txt': 'one\n' }, { 'a.txt': 'two\n' }]);
    const [first, second] = pulls as [number, number];
    const group = await repo.mergeQueue.enqueue(first);
    await expect(repo.mergeQueue.enqueue(second)).rejects.toThrow(/conflicts/);
    await repo.mergeQueue.dequeue(first);
    expect(repo.mergeQueue.entryOf(first)).toBeUndefined();
    expect((await repo.refs())[group.headRef]).toBeUndefined();
  });
});

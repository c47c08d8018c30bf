// A merge group as the queue hands it over: its commit and base from the payload, and the PRs ahead of it from the
// queue itself, read from the fake's merge queue (real git groups, GitHub's GraphQL answer).
import { describe, expect, it } from 'vitest';
import { ConfigurationError, UndecidableError } from '../../src/core/pure/errors.js';
import {
  mergeGroupBase,
  mergeGroupFromPayload,
  mergeGroupPullNumber,
  pullsAheadInQueue,
  requireMergeGroup,
} from '../../src/core/merge-group.js';
import type { RunContext } from '../../src/core/run-context.js';
import { newWorld, openAnother, useGitHub } from './pr/world.js';
import { octokitGitHub } from '../../src/core/github/octokit/index.js';

const gh = useGitHub();
const SHA = 'a'.repeat(40);
const BASE = 'b'.repeat(40);

function run(payload: Record<string, unknown>): RunContext {
  return {
    eventName: 'merge_group',
    payload,
    owner: 'acme',
    repo: 'r',
    apiUrl: '',
    serverUrl: '',
    actor: 'github-merge-queue[bot]',
    ref: '',
    runId: '',
    job: '',
    workflow: '',
  };
}

describe('the merge_group payload', () => {
  const ref = `refs/heads/gh-readonly-queue/main/pr-42-${BASE}`;

  it('gives the group commit, its ref, base and parent', () => {
    expect(
      mergeGroupFromPayload({
        merge_group: { head_sha: SHA, head_ref: ref, base_ref: 'refs/heads/main', base_sha: BASE },
      }),
    ).toEqual({ headSha: SHA, headRef: ref, baseRef: 'refs/heads/main', baseSha: BASE });
    // A parent that is not a commit name is left out, not passed on.
    expect(mergeGroupFromPayload({ merge_group: { head_sha: SHA, head_ref: ref, base_sha: 'main' } })).toEqual({
      headSha: SHA,
      headRef: ref,
      baseRef: '',
    });
    expect(mergeGroupFromPayload({ merge_group: { head_sha: SHA } })).toBeUndefined();
    expect(mergeGroupFromPayload({})).toBeUndefined();
  });

  it('is required on a merge_group run, with how to run the step when it is missing or not a commit', () => {
    expect(requireMergeGroup(run({ merge_group: { head_sha: SHA, head_ref: ref } })).headSha).toBe(SHA);
    for (const payload of [{}, { merge_group: { head_sha: 'abc', head_ref: ref } }]) {
      expect(() => requireMergeGroup(run(payload))).toThrow(ConfigurationError);
      expect(() => requireMergeGroup(run(payload))).toThrow(/Run the step on the `merge_group` event/);
    }
  });

  it('names the PR the group was built for, and its base branch, from the ref when base_ref is missing', () => {
    expect(mergeGroupPullNumber(ref)).toBe(42);
    expect(mergeGroupPullNumber('refs/heads/gh-readonly-queue/main/pr-0-abcdef1')).toBeUndefined();
    expect(mergeGroupPullNumber('refs/heads/feature')).toBeUndefined();
    const group = { headSha: SHA, headRef: ref, baseRef: '' };
    expect(mergeGroupBase(group)).toBe('main');
    expect(mergeGroupBase({ ...group, headRef: `refs/heads/gh-readonly-queue/release/v2/pr-7-${BASE}` })).toBe(
      'release/v2',
    );
    expect(mergeGroupBase({ ...group, baseRef: 'refs/heads/trunk' })).toBe('trunk');
    expect(mergeGroupBase({ ...group, headRef: 'refs/heads/feature' })).toBeUndefined();
  });
});

describe('pullsAheadInQueue', () => {
  it('lists the PRs ahead of one in the queue, first in line first', async () => {
    const world = await newWorld(gh);
    const second = await openAnother(world, 'second');
    const third = await openAnother(world, 'third');
    // Under the answer no source gives: that GITHUB_TOKEN may read the queue.
    world.repo.mergeQueue.readableWithActionsToken = true;
    for (const n of [world.pr, second.pr, third.pr]) await world.repo.mergeQueue.enqueue(n);
    expect(await pullsAheadInQueue(octokitGitHub(world.client), world.ref, 'main', world.pr)).toEqual([]);
    expect(await pullsAheadInQueue(octokitGitHub(world.client), world.ref, 'main', third.pr)).toEqual([
      world.pr,
      second.pr,
    ]);
  });

  it('fails closed when the PR is not queued, or the base has no queue the token sees', async () => {
    const world = await newWorld(gh);
    const other = await openAnother(world, 'other');
    world.repo.mergeQueue.readableWithActionsToken = true;
    await expect(pullsAheadInQueue(octokitGitHub(world.client), world.ref, 'main', world.pr)).rejects.toThrow(
      /GitHub shows this token no merge queue on main/,
    );
    await world.repo.mergeQueue.enqueue(world.pr);
    const notQueued = pullsAheadInQueue(octokitGitHub(world.client), world.ref, 'main', other.pr);
    await expect(notQueued).rejects.toThrow(UndecidableError);
    await expect(notQueued).rejects.toThrow(`PR #${other.pr} is not in the merge queue of main (any more)`);
  });

  it('refuses to guess when GitHub refuses GITHUB_TOKEN the queue: one line naming the permission and the App', async () => {
    const world = await newWorld(gh);
    await world.repo.mergeQueue.enqueue(world.pr);
    const refused = pullsAheadInQueue(octokitGitHub(world.client), world.ref, 'main', world.pr);
    await expect(refused).rejects.toThrow(ConfigurationError);
    const message = String(await refused.catch((e: Error) => e.message));
    expect(message).toContain('"Merge queues" (read)');
    expect(message).toContain('GITHUB_TOKEN cannot be given');
    expect(message).toContain('permission-merge-queues: read');
    expect(message.split('\n')).toHaveLength(1);
  });
});

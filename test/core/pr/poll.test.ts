// The gateway's poller against the fake GitHub: the PR as a waiting action sees it, and what polling costs.
import { describe, expect, it } from 'vitest';
import { PullPoller, polledPull } from '../../../src/core/pr/poll.js';
import { newWorld, useGitHub } from './world.js';

const gh = useGitHub();

const pullReads = () => gh.requests.filter((r) => r.operation === 'GET /repos/{owner}/{repo}/pulls/{pull_number}');

describe('PullPoller', () => {
  it("reads the PR's facts in core's polled view", async () => {
    const w = await newWorld(gh);
    w.repo.addLabel(w.pr, 'agent');
    w.repo.setMergeable(w.pr, true);
    const pull = await new PullPoller(w.github, w.ref).pull(w.pr);
    expect(pull).toMatchObject({
      number: w.pr,
      title: 'Add the feature',
      state: 'OPEN',
      isDraft: false,
      headSha: w.head,
      headRef: 'feature',
      baseRef: 'main',
      baseSha: w.repo.branchSha('main'),
      isCrossRepository: false,
      author: 'agent-1',
      labels: ['agent'],
      mergeable: 'MERGEABLE',
      merged: false,
      mergedBy: null,
      changed: true,
    });
    expect(pull.url).toContain(`/pull/${w.pr}`);
    expect(pull.nodeId).toBeTruthy();
    expect(typeof pull.mergeableState).toBe('string');
  });

  it('asks again with the ETag: an unchanged PR is a free 304, a changed one is read anew', async () => {
    const w = await newWorld(gh);
    const poller = new PullPoller(w.github, w.ref);
    const before = pullReads().length;
    const first = await poller.pull(w.pr);
    const second = await poller.pull(w.pr);
    expect(first.changed).toBe(true);
    expect(second).toEqual({ ...first, changed: false });
    const reads = pullReads().slice(before);
    expect(reads.map((r) => r.notModified)).toEqual([false, true]);

    w.repo.addLabel(w.pr, 'late');
    const third = await poller.pull(w.pr);
    expect(third.changed).toBe(true);
    expect(third.labels).toContain('late');
  });

  it('says when the PR was closed', async () => {
    const w = await newWorld(gh);
    await w.repo.closePullRequest(w.pr, 'maya');
    expect(await new PullPoller(w.github, w.ref).pull(w.pr)).toMatchObject({ state: 'CLOSED', merged: false });
  });
});

describe('polledPull', () => {
  const answer = {
    node_id: 'PR_1',
    number: 7,
    state: 'closed',
    merged_at: '2026-01-01T00:00:00Z',
    merged_by: { login: 'github-actions[bot]' },
    user: null,
    head: { sha: 'a'.repeat(40), ref: 'feature', repo: { full_name: 'fork/repo' } },
    base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'acme/repo' } },
    mergeable: null,
    labels: [{ name: 'x' }, {}],
    html_url: 'https://github.example/acme/repo/pull/7',
    title: 't',
  };

  it('maps a merged PR from a fork, mergeability still unknown', () => {
    expect(polledPull(answer, false)).toMatchObject({
      state: 'MERGED',
      merged: true,
      mergedBy: 'github-actions[bot]',
      isCrossRepository: true,
      author: 'ghost',
      labels: ['x'],
      mergeable: 'UNKNOWN',
      mergeableState: 'unknown',
      changed: false,
    });
  });

  it('maps a conflicting PR as CONFLICTING', () => {
    expect(polledPull({ ...answer, state: 'open', merged_at: null, mergeable: false }, true)).toMatchObject({
      state: 'OPEN',
      merged: false,
      mergeable: 'CONFLICTING',
    });
  });
});

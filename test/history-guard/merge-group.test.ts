// history-guard on a merge group: every PR of the group judged as on a push, and one verdict on the group commit.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import type { MergeGroupEvent } from '../../src/core/merge-group.js';
import type { RunContext } from '../../src/core/run-context.js';
import { guardMergeGroup } from '../../src/history-guard/merge-group.js';
import { parseSettings } from '../../src/history-guard/settings.js';
import type { GuardContext } from '../../src/history-guard/shell.js';
import { newWorld, useGitHub, type World } from '../core/pr/world.js';
import { octokitGitHub } from '../../src/core/github/octokit/index.js';

const gh = useGitHub();

function context(w: World): GuardContext {
  const event: RunContext = {
    eventName: 'merge_group',
    payload: {},
    owner: w.ref.owner,
    repo: w.ref.repo,
    apiUrl: gh.apiUrl,
    serverUrl: 'https://github.com',
    actor: 'maya',
    ref: 'refs/heads/main',
    runId: '',
    job: 'guard',
    workflow: 'guard',
  };
  const log = { info: () => undefined, warning: () => undefined, debug: () => undefined };
  return {
    github: octokitGitHub(w.client),
    repo: w.ref,
    log,
    clock: scaledClock(0.001),
    event,
    settings: parseSettings(inputsFromRecord({ 'github-token': 'unused' }), 'merge_group'),
  };
}

const verdictOn = (w: World, sha: string) =>
  w.repo
    .checkRuns(sha)
    .filter((c) => c.name === 'mergexo/history-guard')
    .sort((a, b) => b.id - a.id)[0];

describe('guardMergeGroup', () => {
  it("passes a group whose PR's accepted head the group commit contains, and says so on the group commit", async () => {
    const w = await newWorld(gh);
    // Under the answer no source gives: that GITHUB_TOKEN may read the queue.
    w.repo.mergeQueue.readableWithActionsToken = true;
    const queued = await w.repo.mergeQueue.enqueue(w.pr);
    const group: MergeGroupEvent = { headSha: queued.headSha, headRef: queued.headRef, baseRef: queued.baseRef };
    const result = await guardMergeGroup(context(w), group);
    expect(result).toMatchObject({ verdict: 'accepted', number: w.pr, members: [{ number: w.pr, pass: true }] });
    expect(verdictOn(w, queued.headSha)).toMatchObject({ conclusion: 'success' });
    expect(verdictOn(w, w.head)).toMatchObject({ conclusion: 'success' });
  });

  it('fails a group whose ref names no PR, with that reason on the group commit and no PR judged', async () => {
    const w = await newWorld(gh);
    const group: MergeGroupEvent = { headSha: w.head, headRef: 'refs/heads/somewhere', baseRef: 'refs/heads/main' };
    const result = await guardMergeGroup(context(w), group);
    expect(result).toEqual({ verdict: 'blocked', members: [], why: { kind: 'unnamed' } });
    const check = verdictOn(w, w.head);
    expect(check).toMatchObject({ conclusion: 'failure' });
    expect(JSON.stringify(check)).toContain('does not name a pull request');
  });

  it('fails a group whose base cannot be told: its PRs cannot be listed', async () => {
    const w = await newWorld(gh);
    const group: MergeGroupEvent = { headSha: w.head, headRef: `refs/heads/x/pr-${w.pr}-${w.head}`, baseRef: '' };
    const result = await guardMergeGroup(context(w), group);
    expect(result).toMatchObject({ verdict: 'blocked', number: w.pr, members: [], why: { kind: 'unlisted' } });
    expect(JSON.stringify(verdictOn(w, w.head))).toContain('could not tell which PRs this group holds');
  });
});

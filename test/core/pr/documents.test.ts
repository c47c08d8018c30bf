// The PR gateway's GraphQL documents: each validates against GitHub's published schema, and each, sent as its
// reader sends it (same variables), answers the fields that reader relies on. Sent with plain HTTP to the fake,
// which executes GraphQL against the same schema.
import { validate } from '@octokit/graphql-schema';
import { describe, expect, it } from 'vitest';
import { withMarker } from '../../../src/core/pure/markers.js';
import { CONVERT_TO_DRAFT, MARK_READY_FOR_REVIEW } from '../../../src/core/github/octokit/mutations.js';
import {
  DOCUMENTS,
  PULL_REQUEST_COMMENTS_PAGE,
  PULL_REQUEST_READ,
  PULL_REQUEST_TIMELINE_PAGE,
  REVIEW_REQUESTS_READ,
} from '../../../src/core/pr/documents.js';
import { requestReviewers } from '../../../src/core/pr/reviewers.js';
import { BOT, BOT_TOKEN, newWorld, useGitHub, type World } from './world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function send(query: string, variables: Record<string, unknown>): Promise<Loose> {
  const res = await fetch(`${gh.apiUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `bearer ${BOT_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await res.json()) as { data?: Loose; errors?: unknown[] };
  expect(answer.errors ?? []).toEqual([]);
  return answer.data;
}

const pullVars = (world: World) => ({ owner: world.ref.owner, repo: world.ref.repo, number: world.pr });

/** A PR with a label, two of mergexo's comments, a review request and a force-push of its head. */
async function busyPull(world: World): Promise<string> {
  world.repo.addLabel(world.pr, 'needs-rebase');
  world.repo.addComment(world.pr, BOT, withMarker('first', { action: 'ci-wait', kind: 'finding', key: 'a' }));
  world.repo.addComment(world.pr, BOT, withMarker('second', { action: 'ci-wait', kind: 'finding', key: 'b' }));
  await requestReviewers(octokitGitHub(world.client), world.ref, world.pr, [{ kind: 'user', login: 'maya' }]);
  await world.wt.checkout('feature');
  await world.wt.git('reset', '-q', '--hard', 'HEAD~1');
  const head = await world.wt.commit({ 'src/feature.ts': 'export const v = 2;\n' }, 'feature: rewritten');
  await world.wt.push('feature', { force: true });
  return head;
}

describe("the PR gateway's GraphQL documents", () => {
  it.each(Object.entries(DOCUMENTS))("%s validates against GitHub's published schema", (_name, document) => {
    expect(validate(document).map((e) => e.message)).toEqual([]);
  });

  it('PULL_REQUEST_READ answers every field of the view in one request', async () => {
    const world = await newWorld(gh);
    const head = await busyPull(world);
    const data = await send(PULL_REQUEST_READ, { ...pullVars(world), withMergeable: true });
    expect(data.viewer.login).toBe(BOT);
    const pull = data.repository.pullRequest;
    expect(pull).toMatchObject({
      id: expect.any(String),
      number: world.pr,
      title: 'Add the feature',
      url: expect.stringContaining(`/pull/${world.pr}`),
      state: 'OPEN',
      isDraft: false,
      headRefOid: head,
      headRefName: 'feature',
      baseRefName: 'main',
      baseRefOid: world.repo.branchSha('main'),
      isCrossRepository: false,
      author: { __typename: 'User', login: 'agent-1' },
      headRepository: { nameWithOwner: world.repo.fullName },
      changedFiles: 1,
      mergeable: 'MERGEABLE',
      autoMergeRequest: null,
    });
    expect(pull.labels.nodes).toEqual([{ name: 'needs-rebase' }]);
    expect(pull.reviewRequests.nodes).toEqual([{ requestedReviewer: { __typename: 'User', login: 'maya' } }]);
    expect(pull.commits.nodes).toEqual([{ commit: { oid: head } }]);
    expect(pull.timelineItems.nodes).toEqual([
      {
        __typename: 'HeadRefForcePushedEvent',
        createdAt: expect.any(String),
        actor: { __typename: 'User', login: 'agent-1' },
        beforeCommit: { oid: world.head },
        afterCommit: { oid: head },
      },
    ]);
    expect(pull.timelineItems.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.anything() });
    expect(pull.comments.nodes.map((c: Loose) => [c.body.split('\n')[1], c.author, c.editor])).toEqual([
      ['first', { __typename: 'Bot', login: 'github-actions' }, null],
      ['second', { __typename: 'Bot', login: 'github-actions' }, null],
    ]);
    expect(pull.comments.nodes[0]).toMatchObject({ databaseId: expect.any(Number), url: expect.any(String) });
    // Without asking, no test merge is started and no mergeable is answered.
    const unasked = await send(PULL_REQUEST_READ, { ...pullVars(world), withMergeable: false });
    expect(unasked.repository.pullRequest).not.toHaveProperty('mergeable');
  });

  it('the timeline and comments pages go on from where the read stopped', async () => {
    const world = await newWorld(gh);
    await busyPull(world);
    const read = (await send(PULL_REQUEST_READ, { ...pullVars(world), withMergeable: false })).repository.pullRequest;
    const timeline = await send(PULL_REQUEST_TIMELINE_PAGE, {
      ...pullVars(world),
      after: read.timelineItems.pageInfo.endCursor,
    });
    expect(timeline.repository.pullRequest.timelineItems).toEqual({
      pageInfo: { hasNextPage: false, endCursor: null },
      nodes: [],
    });
    const newest = await send(PULL_REQUEST_COMMENTS_PAGE, pullVars(world));
    expect(newest.repository.pullRequest.comments.nodes).toHaveLength(2);
    const last = newest.repository.pullRequest.comments.nodes[1];
    const older = await send(PULL_REQUEST_COMMENTS_PAGE, {
      ...pullVars(world),
      before: newest.repository.pullRequest.comments.pageInfo.startCursor,
    });
    expect(older.repository.pullRequest.comments).toEqual({
      pageInfo: { hasPreviousPage: false, startCursor: null },
      nodes: [],
    });
    expect(last).toMatchObject({ author: { login: 'github-actions' } });
  });

  it('REVIEW_REQUESTS_READ answers who is asked and who asked them', async () => {
    const world = await newWorld(gh);
    await requestReviewers(octokitGitHub(world.client), world.ref, world.pr, [{ kind: 'user', login: 'maya' }]);
    const pull = (await send(REVIEW_REQUESTS_READ, pullVars(world))).repository.pullRequest;
    expect(pull.reviewRequests.nodes).toEqual([{ requestedReviewer: { __typename: 'User', login: 'maya' } }]);
    expect(pull.timelineItems.nodes).toEqual([
      {
        __typename: 'ReviewRequestedEvent',
        actor: { __typename: 'Bot', login: 'github-actions' },
        requestedReviewer: { __typename: 'User', login: 'maya' },
      },
    ]);
  });

  it('MARK_READY_FOR_REVIEW and CONVERT_TO_DRAFT move the PR, and answer where it is', async () => {
    const world = await newWorld(gh);
    world.repo.setDraft(world.pr, true);
    const { id } = (await send(PULL_REQUEST_READ, { ...pullVars(world), withMergeable: false })).repository.pullRequest;
    const ready = await send(MARK_READY_FOR_REVIEW, { id });
    expect(ready.markPullRequestReadyForReview.pullRequest).toEqual({ isDraft: false });
    expect(world.repo.getPull(world.pr).draft).toBe(false);
    const draft = await send(CONVERT_TO_DRAFT, { id });
    expect(draft.convertPullRequestToDraft.pullRequest).toEqual({ isDraft: true });
    expect(world.repo.getPull(world.pr).draft).toBe(true);
  });
});

// Reviewers as mergexo names them, and asking them for a review on the fake GitHub: users and teams in one request,
// and a refusal that names its real cause (a workflow's token never sees an organization's teams).
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { requestReviewers, reviewerKey, reviewerName, reviewerOf } from '../../../src/core/pr/reviewers.js';
import { newWorld, useGitHub } from './world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();
const requested = (pull: { requestedReviewers?: { login: string }[] }) =>
  (pull.requestedReviewers ?? []).map((u) => u.login).sort();

describe('reviewerOf', () => {
  it('names users by login, an App by its REST login, teams by slug, and nothing else', () => {
    expect(reviewerOf({ __typename: 'User', login: 'Alice' })).toEqual([{ kind: 'user', login: 'Alice' }]);
    expect(reviewerOf({ __typename: 'Bot', login: 'review-app' })).toEqual([
      { kind: 'user', login: 'review-app[bot]' },
    ]);
    expect(reviewerOf({ __typename: 'Bot', login: 'review-app[bot]' })).toEqual([
      { kind: 'user', login: 'review-app[bot]' },
    ]);
    expect(reviewerOf({ __typename: 'Team', slug: 'core' })).toEqual([{ kind: 'team', slug: 'core' }]);
    expect(reviewerOf({ __typename: 'Mannequin', login: 'old' })).toEqual([]);
    expect(reviewerOf({ __typename: 'Team' })).toEqual([]);
    expect(reviewerOf(null)).toEqual([]);
  });
});

describe('reviewerKey and reviewerName', () => {
  it('say "the same reviewer" whatever the case, and never write a mention', () => {
    expect(reviewerKey({ kind: 'user', login: 'Alice' })).toBe(reviewerKey({ kind: 'user', login: 'alice' }));
    expect(reviewerKey({ kind: 'team', slug: 'alice' })).not.toBe(reviewerKey({ kind: 'user', login: 'alice' }));
    expect(reviewerName({ kind: 'user', login: 'alice' }, 'acme')).toBe('alice');
    expect(reviewerName({ kind: 'team', slug: 'core' }, 'acme')).toBe('acme/core');
  });
});

describe('requestReviewers', () => {
  it('asks the users it names', async () => {
    const world = await newWorld(gh);
    await requestReviewers(octokitGitHub(world.client), world.ref, world.pr, [
      { kind: 'user', login: 'maya' },
      { kind: 'user', login: 'mallory' },
    ]);
    expect(requested(world.repo.getPull(world.pr))).toEqual(['mallory', 'maya']);
  });

  it('asks the users alone when GitHub refuses a team, naming the team and the token as the cause', async () => {
    const world = await newWorld(gh);
    const asking = requestReviewers(octokitGitHub(world.client), world.ref, world.pr, [
      { kind: 'user', login: 'maya' },
      { kind: 'team', slug: 'nobody-here' },
    ]);
    await expect(asking).rejects.toThrow(ConfigurationError);
    await expect(asking).rejects.toThrow(
      new RegExp(
        String.raw`GitHub refused to request a review from acme/nobody-here on PR #\d+ .*` +
          String.raw`The users in 'ready-reviewers' were asked; the teams were not\.`,
      ),
    );
    expect(requested(world.repo.getPull(world.pr))).toEqual(['maya']);
    expect(world.repo.getPull(world.pr).requestedTeams ?? []).toEqual([]);
  });

  it('says a user must be a collaborator when GitHub refuses users only', async () => {
    const world = await newWorld(gh);
    const asking = requestReviewers(octokitGitHub(world.client), world.ref, world.pr, [
      { kind: 'user', login: 'stranger' },
    ]);
    await expect(asking).rejects.toThrow(/Each user in 'ready-reviewers' must be a collaborator of the repository\./);
  });
});

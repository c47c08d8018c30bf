// What rebase-notify's GraphQL documents cost in GitHub's points (GITHUB_TOKEN: 1,000 an hour per repository),
// priced by the fake's implementation of GitHub's documented formula. The listing is paid once per 100 open PRs on
// every push to the base, so it must stay at 1 point a page in every urgency mode.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { githubSchema, queryCost } from '../../fake-github/index.js';
import { PULL_REQUEST_COMMENTS_PAGE } from '../../src/core/pr/documents.js';
import {
  REBASE_CONFLICT_PAGE,
  REBASE_ONE_PULL,
  REBASE_OPEN_PULLS,
  REBASE_PULL_COMMENTS,
} from '../../src/rebase-notify/documents.js';

const price = (document: string, variables: Record<string, unknown>) =>
  queryCost(githubSchema(), parse(document), variables);

const page = (withChecks: boolean, more: Record<string, unknown> = {}) => ({
  owner: 'acme',
  repo: 'widgets',
  base: null,
  after: null,
  withPulls: true,
  withMergeable: false,
  withChecks,
  behindLabel: 'mergexo:behind',
  withBehind: true,
  behindAfter: null,
  conflictLabel: 'mergexo:conflict',
  withConflict: true,
  conflictAfter: null,
  conflictPage: withChecks ? REBASE_CONFLICT_PAGE : 100,
  ...more,
});

describe("rebase-notify's listing, priced as GitHub prices it", () => {
  it('fyi and helpful: 100 PRs with their comments window, and the labelled PRs beside them, for 1 point', () => {
    expect(price(REBASE_OPEN_PULLS, page(false))).toMatchObject({ requests: 103, points: 1 });
    expect(price(REBASE_OPEN_PULLS, page(false, { withMergeable: true }))).toMatchObject({ points: 1 });
  });

  it("blocking: 100 PRs with their head's checks, and the conflicting PRs' comments beside them, for 1 point", () => {
    expect(price(REBASE_OPEN_PULLS, page(true))).toMatchObject({ requests: 149, points: 1 });
    // One more conflicting PR per page would tip the page over to 2 points.
    expect(price(REBASE_OPEN_PULLS, page(true, { conflictPage: REBASE_CONFLICT_PAGE + 1 })).points).toBe(2);
  });

  it('pages that only finish a label listing cost the minimum', () => {
    expect(price(REBASE_OPEN_PULLS, page(true, { withPulls: false })).points).toBe(1);
  });

  it('per-PR reads: one PR with everything, 100 PRs’ comments windows, 100 comments: 1 point each', () => {
    const one = { owner: 'acme', repo: 'widgets', number: 1, withMergeable: true, withChecks: true };
    expect(price(REBASE_ONE_PULL, one).points).toBe(1);
    const ids = Array.from({ length: 100 }, (_, i) => `PR_${i}`);
    expect(price(REBASE_PULL_COMMENTS, { ids })).toMatchObject({ requests: 100, points: 1 });
    expect(price(PULL_REQUEST_COMMENTS_PAGE, { owner: 'acme', repo: 'widgets', number: 1, before: null }).points).toBe(
      1,
    );
  });
});

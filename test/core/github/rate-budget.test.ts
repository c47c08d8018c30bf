// What a run reads of GitHub's budgets as it goes: what it spent, what GitHub says is left, and when only verdicts
// are written. Fed by the client from real answers of the fake GitHub, with its budgets per identity.
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../../src/core/github/client.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import {
  budgetSummaryLine,
  resetRunSpend,
  runSpend,
  verdictReserve,
  verdictsOnly,
} from '../../../src/core/github/rate-budget.js';
import { readPull } from '../../../src/core/pr/read.js';
import { PERMISSIONS, newWorld, useGitHub } from '../pr/world.js';

const gh = useGitHub();
afterEach(() => resetRunSpend());

/** A GITHUB_TOKEN of the world's repository: the repository's budget of 1,000 requests and points an hour. */
function jobToken(name: string, repo: string) {
  const info = gh.addToken(name, {
    login: 'github-actions[bot]',
    type: 'Bot',
    app: 'github-actions',
    permissions: PERMISSIONS,
    budget: `repo:${repo}`,
  });
  return { info, github: octokitGitHub(createGitHubClient({ token: name, apiUrl: gh.apiUrl, userAgent: 'test' })) };
}

describe("the run's budgets", () => {
  it('counts what GitHub counts and keeps what it says is left, a 304 free', async () => {
    const w = await newWorld(gh);
    const { info, github } = jobToken('ghs_budget_counts', w.repo.fullName);
    const pull = await github.getPull(w.ref, w.pr);
    await github.getPull(w.ref, w.pr, { 'if-none-match': String(pull.headers.etag) }).catch(() => undefined);
    await readPull(github, w.ref, w.pr);
    expect(runSpend()).toMatchObject({
      requests: 1,
      notModified: 1,
      queries: 1,
      left: {
        core: { limit: 1000, remaining: 999, resetAt: info.resetAt },
        graphql: { limit: 1000, remaining: 999, resetAt: info.resetAt },
      },
    });
    expect(verdictsOnly()).toBeUndefined();
    expect(budgetSummaryLine()).toBe(
      "GitHub's API, this run: 1 REST request (1 more answered 304, which GitHub does not count) and 1 GraphQL " +
        `query. Left until ${new Date(info.resetAt * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')}: 999 of 1,000 ` +
        'REST requests, 999 of 1,000 GraphQL points.',
    );
  });

  it('writes verdicts only below the reserve, as the newest answer says, shared with every run of the repository', async () => {
    const w = await newWorld(gh);
    const { info, github } = jobToken('ghs_budget_low', w.repo.fullName);
    info.used = { core: 1000 - verdictReserve(1000) - 1, graphql: 0 };
    await github.getPull(w.ref, w.pr);
    expect(verdictsOnly()).toBeUndefined();
    // Another job of the repository spends the same hour.
    const other = jobToken('ghs_budget_other', w.repo.fullName);
    await other.github.getPull(w.ref, w.pr);
    await github.getPull(w.ref, w.pr);
    expect(verdictsOnly()).toMatchObject({ limit: 1000, remaining: verdictReserve(1000) - 2 });
    expect(budgetSummaryLine()).toContain('below the 50 requests mergexo keeps for verdicts');
  });

  it('keeps 5% of the hour for verdicts, at least 10 requests', () => {
    expect([verdictReserve(1000), verdictReserve(5000), verdictReserve(60)]).toEqual([50, 250, 10]);
  });

  it('says nothing when the run asked GitHub nothing', () => {
    expect(budgetSummaryLine()).toBeUndefined();
    expect(verdictsOnly()).toBeUndefined();
  });
});

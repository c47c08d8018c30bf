// The route table: every call the port makes names its route once, with words and the permission a refused token gets.
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../../src/core/github/client.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import { METHOD_ROUTES, QUERY_ROUTES, whatOf } from '../../../src/core/github/routes.js';

/** The `permissions:` keys a workflow job can grant, and the App-only one for the merge queue. */
const PERMISSION = /^(actions|checks|contents|issues|metadata|pull-requests|statuses|merge-queues): (read|write)$/;

/**
 * Every row as GitHub's "Permissions required for GitHub Apps" tables list its route (the GraphQL rows, which no
 * table lists, as docs/github-behaviour.md sources them): a change to the table is a change to this list.
 */
const PERMISSIONS: Readonly<Record<string, string>> = {
  getPull: 'pull-requests: read',
  listOpenPulls: 'pull-requests: read',
  listPullsOfCommit: 'pull-requests: read',
  listFiles: 'pull-requests: read',
  listLabelledPulls: 'pull-requests: read',
  listClosedPulls: 'pull-requests: read',
  updateBranch: 'pull-requests: write',
  merge: 'contents: write',
  setDraft: 'pull-requests: write` and `contents: write',
  disableAutoMerge: 'pull-requests: write` and `contents: write',
  requestReviewers: 'pull-requests: write',
  removeReviewers: 'pull-requests: write',
  createComment: 'pull-requests: write',
  updateComment: 'pull-requests: write',
  deleteComment: 'pull-requests: write',
  listCommentsSince: 'pull-requests: read',
  listLabels: 'pull-requests: read',
  addLabel: 'pull-requests: write',
  removeLabel: 'pull-requests: write',
  listRepoLabels: 'pull-requests: read',
  createLabel: 'issues: write',
  createCheckRun: 'checks: write',
  annotateCheckRun: 'checks: write',
  listCheckRunsNamed: 'checks: read',
  checkRunsPage: 'checks: read',
  statusesPage: 'statuses: read',
  listAnnotations: 'checks: read',
  createRef: 'contents: write',
  refTarget: 'contents: read',
  forceRef: 'contents: write',
  compare: 'contents: read',
  getContent: 'contents: read',
  repository: 'metadata: read',
  collaboratorRole: 'metadata: read',
  workflowRun: 'actions: read',
  branchRules: 'metadata: read',
  branch: 'contents: read',
  refActivity: 'metadata: read',
  'pull.read': 'pull-requests: read',
  'pull.gate': 'pull-requests: read` and `checks: read` and `contents: read',
  'pull.timeline': 'pull-requests: read',
  'pull.comments': 'pull-requests: read',
  'pull.reviewRequests': 'pull-requests: read',
  'pull.mergeable': 'pull-requests: read',
  'pulls.open': 'pull-requests: read',
  'pulls.one': 'pull-requests: read',
  'pulls.comments': 'pull-requests: read',
  'pulls.claims': 'pull-requests: read',
  'mergeQueue.entries': 'merge-queues: read',
};

describe('the route table', () => {
  it("names for each route the permission GitHub's tables list", () => {
    const table = Object.fromEntries(
      [...Object.entries(METHOD_ROUTES), ...Object.entries(QUERY_ROUTES)].map(([name, r]) => [name, r.permission]),
    );
    expect(table).toEqual(PERMISSIONS);
  });

  it('finds labelled pull requests in the PR listing, not the issues one GitHub lists only under issues: read', () => {
    expect(METHOD_ROUTES.listLabelledPulls).toEqual({
      route: 'GET /repos/{owner}/{repo}/pulls',
      what: 'list the open pull requests carrying a label',
      permission: 'pull-requests: read',
    });
  });

  it('has a route for every method the Octokit port offers, and none for a method it lacks', () => {
    const port = octokitGitHub(createGitHubClient({ token: 't', apiUrl: 'http://127.0.0.1:9', userAgent: 'test' }));
    const methods = Object.keys(port).filter(
      (k) => typeof (port as unknown as Record<string, unknown>)[k] === 'function',
    );
    expect(methods.filter((m) => m !== 'query').sort()).toEqual(Object.keys(METHOD_ROUTES).sort());
  });

  it.each([...Object.entries(METHOD_ROUTES), ...Object.entries(QUERY_ROUTES)])(
    '%s names a route, what it does, and permissions a job can grant',
    (_name, route) => {
      expect(route.route).toMatch(/^(GET|POST|PATCH|PUT|DELETE) \/|^(query|mutation) \w/);
      expect(route.what).not.toBe('');
      for (const entry of route.permission.split('` and `')) expect(entry).toMatch(PERMISSION);
    },
  );

  it('a write never names a read permission, and a GET never a write one', () => {
    for (const [name, route] of Object.entries(METHOD_ROUTES)) {
      const write = /^(POST|PATCH|PUT|DELETE) |^mutation /.test(route.route);
      expect([name, route.permission.includes(': write')]).toEqual([name, write]);
    }
  });

  it('the two updates of a branch and the two reads of a repository can no longer disagree', () => {
    expect(METHOD_ROUTES.updateBranch.permission).toBe('pull-requests: write');
    expect(METHOD_ROUTES.repository.permission).toBe('metadata: read');
  });

  it('fills the subject a route names', () => {
    expect(whatOf(METHOD_ROUTES.addLabel, 'mergexo:behind')).toBe("add the label 'mergexo:behind'");
    expect(whatOf(METHOD_ROUTES.listOpenPulls)).toBe('list open pull requests');
  });
});

// The route table: every call the port makes names its route once, with words and the permission a refused token gets.
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../../src/core/github/client.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import { METHOD_ROUTES, QUERY_ROUTES, whatOf } from '../../../src/core/github/routes.js';

/** The `permissions:` keys a workflow job can grant, and the App-only one for the merge queue. */
const PERMISSION = /^(actions|checks|contents|metadata|pull-requests|statuses|merge-queues): (read|write)$/;

describe('the route table', () => {
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

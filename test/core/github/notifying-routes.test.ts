// The writes the client paces as content that notifies people are the ones Octokit's throttling plugin paces.
import { throttling } from '@octokit/plugin-throttling';
import { describe, expect, it } from 'vitest';
import { NOTIFYING_ROUTES, notifiesPeople } from '../../../src/core/github/notifying-routes.js';

describe('notifiesPeople', () => {
  it("agrees with Octokit's list on every route in it, as a template and as a concrete path", () => {
    for (const route of NOTIFYING_ROUTES) {
      const concrete = route.replace(/\{[^}]+\}/g, 'x1');
      expect([notifiesPeople(route), notifiesPeople(concrete)], route).toEqual([true, true]);
      expect(throttling.triggersNotification(concrete), route).toBe(true);
    }
  });

  it('leaves out the writes that notify no one: check runs, labels, refs, statuses', () => {
    for (const path of [
      '/repos/{owner}/{repo}/check-runs',
      '/repos/{owner}/{repo}/issues/{issue_number}/labels',
      '/repos/{owner}/{repo}/git/refs',
      '/repos/{owner}/{repo}/statuses/{sha}',
      '/graphql',
    ]) {
      expect([notifiesPeople(path), throttling.triggersNotification(path)], path).toEqual([false, false]);
    }
  });
});

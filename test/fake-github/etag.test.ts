// Conditional requests: an unchanged resource answers 304 with no body, logged as notModified.
import { describe, expect, it } from 'vitest';
import { useSetup } from './helpers.js';

const s = useSetup();

describe('etag', () => {
  it('answers If-None-Match with 304 until the resource changes', async () => {
    const { gh, api, c1 } = s;
    const path = `/repos/acme/widgets/commits/${c1}/check-runs`;
    const first = await api('GET', path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    gh.resetLog();
    const again = await api('GET', path, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.json).toBeUndefined();
    expect(gh.requests.at(-1)).toMatchObject({
      notModified: true,
      kind: 'read',
      operation: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
    });
    expect(gh.counts()).toEqual({ reads: 0, writes: 0, notModified: 1, total: 1, graphql: 0, points: 0 });
    // A 304 does not spend rate limit.
    expect(again.headers.get('x-ratelimit-used')).toBe(first.headers.get('x-ratelimit-used'));
    s.repo.addCheckRun(c1, { name: 'ci/build', conclusion: 'success' });
    const changed = await api('GET', path, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.json.total_count).toBe(1);
    expect(gh.counts()).toEqual({ reads: 1, writes: 0, notModified: 1, total: 2, graphql: 0, points: 0 });
  });
});

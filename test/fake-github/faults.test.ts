// Faults are reproducible, never half-apply a write, and permission refusals name the missing grant.
import { describe, expect, it } from 'vitest';
import { client, useSetup } from './helpers.js';

const s = useSetup();

describe('faults', () => {
  it('a seeded random schedule replays identically', async () => {
    const { gh, api } = s;
    const run = async (): Promise<number[]> => {
      gh.faults.random({ rate: 0.4, kinds: ['500', '502', '503', '403-secondary', '429'], seed: 42 });
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await api('GET', '/repos/acme/widgets')).status);
      gh.faults.clear();
      return statuses;
    };
    const a = await run();
    const b = await run();
    expect(a).toEqual(b);
    expect(a.some((x) => x !== 200)).toBe(true);
    expect(a.some((x) => x === 200)).toBe(true);
  });

  it('a faulted write is not applied; secondary limits carry retry-after', async () => {
    const { gh, api, repo, pr } = s;
    gh.faults.next({ kind: '403-secondary', match: { method: 'POST', path: /\/comments$/ } });
    const before = repo.comments(pr.number).length;
    const r = await api('POST', `/repos/acme/widgets/issues/${pr.number}/comments`, { body: 'x' });
    expect(r.status).toBe(403);
    expect(r.headers.get('retry-after')).toBe('1');
    expect(r.json.message).toMatch(/secondary rate limit/);
    expect(repo.comments(pr.number)).toHaveLength(before);
    gh.faults.next({ kind: 'drop', match: { kind: 'write' } });
    await expect(api('POST', `/repos/acme/widgets/issues/${pr.number}/labels`, { labels: ['x'] })).rejects.toThrow();
    expect(repo.labelsOf(pr.number)).not.toContain('x');
    expect(gh.requests.at(-1)).toMatchObject({ status: 0, fault: 'drop' });
    const ok = await api('POST', `/repos/acme/widgets/issues/${pr.number}/comments`, { body: 'x' });
    expect(ok.status).toBe(201);
  });

  it('slow answers normally after a delay; random faults can target writes only', async () => {
    const { gh, api } = s;
    gh.faults.next({ kind: 'slow' });
    const t = Date.now();
    expect((await api('GET', '/repos/acme/widgets')).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    gh.faults.random({ rate: 1, kinds: ['500'], seed: 1, match: (r) => r.kind === 'write' });
    expect((await api('GET', '/repos/acme/widgets')).status).toBe(200);
    expect((await api('POST', `/repos/acme/widgets/issues/${s.pr.number}/comments`, { body: 'y' })).status).toBe(500);
    gh.faults.clear();
  });

  it('onRequest sees each request as it is logged, answered or dropped, before the client reads the answer', async () => {
    const { gh, api } = s;
    const seen: string[] = [];
    const off = gh.onRequest((r) => seen.push(`${r.status} ${r.operation}`));
    const answered = api('GET', '/repos/acme/widgets').then((r) => seen.push(`read ${r.status}`));
    await answered;
    gh.faults.next({ kind: 'drop', match: { kind: 'write' } });
    await expect(api('POST', `/repos/acme/widgets/issues/${s.pr.number}/labels`, { labels: ['x'] })).rejects.toThrow();
    off();
    await api('GET', '/repos/acme/widgets');
    expect(seen).toEqual([
      '200 GET /repos/{owner}/{repo}',
      'read 200',
      '0 POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
    ]);
  });

  it('refuses a missing permission with x-accepted-github-permissions, and bad tokens with 401', async () => {
    const { gh, c1 } = s;
    gh.addToken('nochecks', {
      login: 'github-actions[bot]',
      type: 'Bot',
      permissions: { contents: 'read', 'pull-requests': 'write' },
    });
    const r = await client(gh, 'nochecks')('POST', '/repos/acme/widgets/check-runs', { name: 'x', head_sha: c1 });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('Resource not accessible by integration');
    expect(r.headers.get('x-accepted-github-permissions')).toBe('checks=write');
    const bad = await client(gh, 'wrong')('GET', '/repos/acme/widgets');
    expect(bad.status).toBe(401);
    expect(bad.json.message).toBe('Bad credentials');
    const unknown = await client(gh, 'tok')('GET', '/repos/acme/widgets/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: 'Not Found', documentation_url: expect.any(String) });
    for (const h of [
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-used',
      'x-ratelimit-reset',
      'x-github-request-id',
    ]) {
      expect(unknown.headers.get(h), h).toBeTruthy();
    }
  });

  it('onWrite runs after a write is applied and before it is answered', async () => {
    const { gh, api, repo, pr } = s;
    const seen: number[] = [];
    const off = gh.onWrite((w) => {
      if (w.operation === 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments')
        seen.push(repo.comments(pr.number).length);
    });
    const n = repo.comments(pr.number).length;
    await api('POST', `/repos/acme/widgets/issues/${pr.number}/comments`, { body: 'z' });
    off();
    expect(seen).toEqual([n + 1]);
  });
});

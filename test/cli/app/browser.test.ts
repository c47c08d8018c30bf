// The local half of the manifest flow: a page on 127.0.0.1 that posts the manifest with a random state, and a
// callback that takes GitHub's code only with that state, only once, only when addressed to its own host.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startManifestFlow } from '../../../src/cli/app/browser.js';

function get(url: string, host?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request(
      { host: u.hostname, port: u.port, path: u.pathname + u.search, headers: host ? { host } : {} },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const start = (timeoutMs = 60_000) =>
  startManifestFlow({
    newAppUrl: 'https://github.example/settings/apps/new',
    manifestFor: (redirect) => ({ name: 'x', url: 'https://e.test', redirect_url: redirect }),
    timeoutMs,
  });

describe('startManifestFlow', () => {
  it('serves a form posting the manifest with a random state, and takes the code back only with that state', async () => {
    const flow = await start();
    expect(flow.pageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get(flow.pageUrl);
    const state = /state=([0-9a-f]{48})/.exec(page.body)![1]!;
    expect(page.body).toContain('action="https://github.example/settings/apps/new?state=');
    expect(page.body).toContain(`&quot;redirect_url&quot;:&quot;${flow.pageUrl}callback&quot;`);
    expect((await get(`${flow.pageUrl}callback?code=abc&state=wrong`)).status).toBe(400);
    expect((await get(`${flow.pageUrl}callback?code=abc`)).status).toBe(400);
    // A request naming another host (a site rebinding its name to 127.0.0.1) gets nothing.
    expect((await get(`${flow.pageUrl}callback?code=abc&state=${state}`, 'evil.example')).status).toBe(404);
    expect((await get(`${flow.pageUrl}callback?code=the-code&state=${state}`)).status).toBe(200);
    expect(await flow.code).toBe('the-code');
    // Closed after its one use.
    await expect(get(`${flow.pageUrl}callback?code=again&state=${state}`)).rejects.toThrow();
  });

  it('gives up after the timeout', async () => {
    const flow = await start(50);
    await expect(flow.code).rejects.toThrow('timeout');
  });
});

// A self-hosted runner behind a proxy: the built actions reach GitHub's REST and GraphQL API and its git
// service only through the proxy the runner's environment names, decided by the Actions toolkit's rules.
//
// How the test stays faithful without a network: the toolkit never proxies loopback hosts (`localhost`,
// `127.*`, `[::1]`), so an action told that GitHub is at 127.0.0.1 would rightly go direct. The action is
// told instead that GitHub is `github.mergexo.invalid` (a name no resolver answers: `.invalid` is reserved),
// and only the proxy knows the way there, to the fake on 127.0.0.1. A request that skipped the proxy could
// not reach GitHub at all, so a passing verdict means every request the run needed went through the proxy.
// Each run behind the proxy is the built bundle with the proxy in its environment; the one run without a proxy,
// to compare with, runs main.ts in the test's process.
import { describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import { useStarted } from '../support/fake-world.js';
import { TestProxy } from '../support/http-proxy.js';
import * as hg from './support/history-guard-world.js';
import * as wrg from '../write-root-gate/world.js';

const HOST = 'github.mergexo.invalid';

/** The runner's environment with a proxy and nothing exempt from it (the harness strips the parent's). */
function proxyEnv(proxy: TestProxy): Record<string, string | undefined> {
  return {
    HTTPS_PROXY: proxy.url,
    HTTP_PROXY: proxy.url,
    https_proxy: undefined,
    http_proxy: undefined,
    // Entries that do not match the server must not exempt it.
    NO_PROXY: 'example.com,.corp.internal,github.mergexo.invalid:1',
    no_proxy: undefined,
  };
}

/** A proxy in front of `gh` for the tests of the calling describe (started after the fake, stopped before it). */
function useProxy(gh: FakeGitHub): TestProxy {
  return useStarted(
    () => {
      const fakePort = Number(new URL(gh.apiUrl).port);
      return TestProxy.start({
        route: (host, port) => (host === HOST && port === fakePort ? { host: '127.0.0.1', port: fakePort } : undefined),
        credentials: { user: 'runner', password: 'p@ss:word' },
      });
    },
    (proxy) => proxy.stop(),
  );
}

function viaProxy(gh: FakeGitHub): string {
  return `http://${HOST}:${new URL(gh.apiUrl).port}`;
}

describe('history-guard behind a proxy', () => {
  const gh = hg.useGitHub();
  const proxy = useProxy(gh);

  it('sends every REST and GraphQL request through the proxy and reaches the same verdict', async () => {
    const world = await hg.openWorld(gh);
    gh.resetLog();
    const result = await hg.guard(
      world,
      'opened',
      {},
      { apiUrl: viaProxy(gh), serverUrl: viaProxy(gh), env: proxyEnv(proxy) },
    );
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'accepted', transition: 'first' });
    expect((await hg.prState(world)).check).toMatchObject({ conclusion: 'success' });
    expect(result.stdout).toContain('through the proxy http://127.0.0.1:');
    expect(result.stdout).not.toContain('p@ss');

    const port = new URL(gh.apiUrl).port;
    expect(proxy.tunnels.length).toBeGreaterThan(0);
    expect(new Set(proxy.tunnels)).toEqual(new Set([`${HOST}:${port}`]));
    const seen = proxy.requests.filter((r) => r.via === 'tunnel');
    expect(seen.some((r) => r.method === 'GET' && r.path.startsWith(`/repos/${world.repo.fullName}/`))).toBe(true);
    expect(seen.some((r) => r.method === 'POST' && r.path === '/graphql')).toBe(true);
    expect(seen.some((r) => r.method === 'POST' && r.path.endsWith('/check-runs'))).toBe(true);
    // Every request the fake answered came through the proxy.
    expect(seen.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      gh.requests.map((r) => `${r.method} ${r.url}`).sort(),
    );
  });
});

describe('write-root-gate behind a proxy (REST, GraphQL and git over HTTP)', () => {
  const gh = wrg.useGitHub();
  const proxy = useProxy(gh);

  const options = (world: wrg.World, env: Record<string, string | undefined>) => ({
    apiUrl: viaProxy(world.gh),
    serverUrl: viaProxy(world.gh),
    env,
  });

  it('fetches with git through the proxy and passes a PR inside its roots', async () => {
    const world = await wrg.openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
    gh.resetLog();
    const result = await wrg.gate(world, 'opened', options(world, proxyEnv(proxy)));
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect((await wrg.prState(world)).check).toMatchObject({ conclusion: 'success' });

    // git talks to an http server through an http proxy in absolute form, with the proxy's credentials.
    const git = proxy.requests.filter((r) => r.via === 'absolute');
    expect(gh.gitRequests.length).toBeGreaterThan(0);
    // Fetches may run side by side, so the two logs are compared as sets of requests, not in order.
    expect(git.map((r) => `${r.method} ${r.path.split('?')[0]}`).sort()).toEqual(
      gh.gitRequests.map((r) => `${r.method} ${r.path}`).sort(),
    );
    expect(git.every((r) => r.target === `${HOST}:${new URL(gh.apiUrl).port}`)).toBe(true);
    expect(git.some((r) => r.path.includes(`/${world.repo.fullName}.git/git-upload-pack`))).toBe(true);
    const api = proxy.requests.filter((r) => r.via === 'tunnel');
    expect(api.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      gh.requests.map((r) => `${r.method} ${r.url}`).sort(),
    );
    expect(api.some((r) => r.path === '/graphql')).toBe(true);
  });

  it('refuses a PR outside its roots through the proxy, as it would without one', async () => {
    const world = await wrg.openPr(gh, { 'secrets/key.pem': 'stolen\n' });
    const direct = await wrg.gateInProcess(world, 'opened');
    const proxied = await wrg.gate(world, 'synchronize', options(world, proxyEnv(proxy)));
    for (const result of [direct, proxied]) {
      expect(result.exitCode).toBe(1);
      expect(result.outputs.verdict).toBe('refused');
      expect(wrg.violationsOf(result)).toEqual(['secrets/key.pem']);
    }
  });

  it('goes direct to a loopback GitHub, like every toolkit client, and so does git', async () => {
    const world = await wrg.openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 3;\n' });
    const before = proxy.requests.length + proxy.tunnels.length;
    // Lowercase http_proxy is the one git itself would use for an http server.
    const result = await wrg.gate(world, 'opened', { env: { ...proxyEnv(proxy), http_proxy: proxy.url } });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect(proxy.requests.length + proxy.tunnels.length).toBe(before);
  });
});

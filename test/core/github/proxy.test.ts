// Which proxy a request to GitHub goes through: the Actions toolkit's rules (@actions/http-client), for the
// API client and, handed over explicitly, for git.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../../src/core/github/client.js';
import { describeProxy, gitProxySettings, proxiedFetch, proxyFor } from '../../../src/core/github/proxy.js';
import { TestProxy } from '../../support/http-proxy.js';

const VARIABLES = [
  'http_proxy',
  'HTTP_PROXY',
  'https_proxy',
  'HTTPS_PROXY',
  'no_proxy',
  'NO_PROXY',
  'all_proxy',
  'ALL_PROXY',
];
const saved = Object.fromEntries(VARIABLES.map((k) => [k, process.env[k]]));

/** Sets exactly these proxy variables (the others unset) for the rest of the test. */
function proxyEnv(vars: Partial<Record<(typeof VARIABLES)[number], string>>): void {
  for (const k of VARIABLES) {
    const v = (vars as Record<string, string | undefined>)[k];
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const via = (url: string) => proxyFor(url)?.href;

describe('proxyFor: the toolkit rules', () => {
  it('takes https_proxy, else HTTPS_PROXY, for https; http_proxy, else HTTP_PROXY, for http; never ALL_PROXY', () => {
    proxyEnv({ HTTPS_PROXY: 'http://upper:1', https_proxy: 'http://lower:2', HTTP_PROXY: 'http://plain:3' });
    expect(via('https://api.github.com')).toBe('http://lower:2/');
    expect(via('http://ghes.corp')).toBe('http://plain:3/');
    proxyEnv({ HTTPS_PROXY: 'http://upper:1' });
    expect(via('https://api.github.com')).toBe('http://upper:1/');
    // An https URL never uses the http variables, nor the reverse.
    expect(via('http://ghes.corp')).toBeUndefined();
    proxyEnv({ HTTP_PROXY: 'http://plain:3', ALL_PROXY: 'http://all:4' });
    expect(via('https://api.github.com')).toBeUndefined();
  });

  it('reads a proxy without a scheme as the toolkit does, and keeps its credentials for the agent', () => {
    proxyEnv({ HTTPS_PROXY: '10.0.0.8:3128' });
    expect(via('https://api.github.com')).toBe('http://10.0.0.8:3128/');
    // `proxy.corp:` parses as a URL scheme, leaving no host: the toolkit's clients use no proxy then.
    proxyEnv({ HTTPS_PROXY: 'proxy.corp:3128' });
    expect(via('https://api.github.com')).toBeUndefined();
    proxyEnv({ HTTPS_PROXY: 'http://me:p%40ss@proxy.corp:3128' });
    const proxy = proxyFor('https://api.github.com')!;
    expect([proxy.username, proxy.password]).toEqual(['me', 'p@ss']);
    expect(describeProxy(proxy)).toBe('http://proxy.corp:3128');
  });

  it('never proxies loopback hosts', () => {
    proxyEnv({ HTTPS_PROXY: 'http://p:1', HTTP_PROXY: 'http://p:1' });
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:9', 'http://127.0.0.2', 'https://[::1]:8443']) {
      expect(via(url), url).toBeUndefined();
    }
    expect(via('http://github.mergexo.invalid:9')).toBe('http://p:1/');
  });

  it('honours no_proxy, else NO_PROXY: hosts, domain suffixes, ports, *, any case', () => {
    const proxied = (noProxy: string, url: string) => {
      proxyEnv({ HTTPS_PROXY: 'http://p:1', NO_PROXY: noProxy });
      return via(url) !== undefined;
    };
    expect(proxied('api.github.com', 'https://api.github.com')).toBe(false);
    expect(proxied('API.GitHub.com', 'https://api.github.com')).toBe(false);
    expect(proxied('github.com', 'https://api.github.com')).toBe(false);
    expect(proxied('.github.com', 'https://api.github.com')).toBe(false);
    expect(proxied('.github.com', 'https://github.com')).toBe(true);
    expect(proxied('hub.com', 'https://api.github.com')).toBe(true);
    expect(proxied('api.github.com:443', 'https://api.github.com')).toBe(false);
    expect(proxied('api.github.com:8443', 'https://api.github.com')).toBe(true);
    expect(proxied('api.github.com:8443', 'https://api.github.com:8443')).toBe(false);
    expect(proxied(' example.com , api.github.com ', 'https://api.github.com')).toBe(false);
    expect(proxied('*', 'https://api.github.com')).toBe(false);
    expect(proxied('', 'https://api.github.com')).toBe(true);

    // The lowercase variable replaces the uppercase one entirely.
    proxyEnv({ HTTPS_PROXY: 'http://p:1', NO_PROXY: 'api.github.com', no_proxy: 'example.com' });
    expect(via('https://api.github.com')).toBe('http://p:1/');
  });
});

describe('gitProxySettings: the same decision, handed to git', () => {
  const key = 'http.https://github.com/.proxy';

  it('names the proxy and empties no_proxy, which git would otherwise read by its own rules', () => {
    proxyEnv({ HTTPS_PROXY: 'http://p:1', NO_PROXY: 'example.com' });
    expect(gitProxySettings('https://github.com/')).toEqual({
      config: { [key]: 'http://p:1/' },
      env: { NO_PROXY: '', no_proxy: '' },
    });
  });

  it('turns the proxy off for a server the rules exempt (git has no loopback exception)', () => {
    proxyEnv({ HTTPS_PROXY: 'http://p:1', NO_PROXY: 'github.com' });
    expect(gitProxySettings('https://github.com')).toEqual({ config: { [key]: '' }, env: {} });
    proxyEnv({ http_proxy: 'http://p:1' });
    expect(gitProxySettings('http://127.0.0.1:8080')).toEqual({
      config: { 'http.http://127.0.0.1:8080/.proxy': '' },
      env: {},
    });
  });

  it('uses HTTP_PROXY for an http server, which git alone would ignore', () => {
    proxyEnv({ HTTP_PROXY: 'http://p:1' });
    expect(gitProxySettings('http://ghes.corp').config).toEqual({ 'http.http://ghes.corp/.proxy': 'http://p:1/' });
  });

  it("leaves git's own configuration alone when the environment names no proxy", () => {
    proxyEnv({});
    expect(gitProxySettings('https://github.com')).toEqual({ config: {}, env: {} });
  });
});

describe('requests through the proxy', () => {
  let target: Server;
  let targetPort: number;
  let proxy: TestProxy;
  beforeAll(async () => {
    target = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 1, full_name: 'acme/widgets', path: req.url }));
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetPort = (target.address() as AddressInfo).port;
    proxy = await TestProxy.start({
      route: (host, port) =>
        host === 'api.mergexo.invalid' && port === targetPort ? { host: '127.0.0.1', port: targetPort } : undefined,
      credentials: { user: 'runner', password: 's3cret' },
    });
  });
  afterAll(async () => {
    await proxy.stop();
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  });

  it('proxiedFetch tunnels through the proxy with its credentials', async () => {
    proxyEnv({ HTTP_PROXY: proxy.url });
    const res = await proxiedFetch('mergexo/test')(`http://api.mergexo.invalid:${targetPort}/hello`);
    expect(await res.json()).toMatchObject({ path: '/hello' });
    expect(proxy.tunnels).toContain(`api.mergexo.invalid:${targetPort}`);
    expect(proxy.requests).toContainEqual(expect.objectContaining({ via: 'tunnel', method: 'GET', path: '/hello' }));
  });

  it('the client sends REST and GraphQL through it', async () => {
    proxyEnv({ HTTP_PROXY: proxy.url });
    const client = createGitHubClient({
      token: 'tok',
      apiUrl: `http://api.mergexo.invalid:${targetPort}`,
      userAgent: 'mergexo/test',
      timeScale: 0.001,
    });
    const { data } = await client.rest.repos.get({ owner: 'acme', repo: 'widgets' });
    expect(data.full_name).toBe('acme/widgets');
    await client.graphql('query { viewer { login } }');
    const seen = proxy.requests.map((r) => `${r.method} ${r.path}`);
    expect(seen).toContain('GET /repos/acme/widgets');
    expect(seen).toContain('POST /graphql');
  });

  it('without a proxy for the URL, fetch goes direct', async () => {
    proxyEnv({ HTTP_PROXY: proxy.url, NO_PROXY: 'api.mergexo.invalid' });
    const before = proxy.requests.length;
    const res = await proxiedFetch('mergexo/test')(`http://127.0.0.1:${targetPort}/direct`);
    expect(await res.json()).toMatchObject({ path: '/direct' });
    expect(proxy.requests.length).toBe(before);
    expect(proxyFor(`http://api.mergexo.invalid:${targetPort}`)).toBeUndefined();
  });
});

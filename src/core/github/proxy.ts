import { getProxyUrl } from '@actions/http-client/lib/proxy';
import type { Dispatcher } from 'undici';

/**
 * Proxies, decided exactly as the Actions toolkit decides them (`@actions/http-client`, which
 * `@actions/github`'s own client and the runner's other JavaScript actions use): `https_proxy`,
 * else `HTTPS_PROXY`, for https URLs; `http_proxy`, else `HTTP_PROXY`, for http URLs; no proxy
 * for loopback hosts (`localhost`, `127.*`, `[::1]`) or for a host that `no_proxy`, else
 * `NO_PROXY`, lists (`*`, a host, a domain suffix with or without a leading dot, optionally
 * with `:port`). `ALL_PROXY` is not read. The toolkit's own functions decide, so a runner's
 * proxy settings mean the same to mergexo as to every other action on it.
 */
export function proxyFor(url: string | URL): URL | undefined {
  const proxy = getProxyUrl(typeof url === 'string' ? new URL(url) : url);
  // As HttpClient.getAgentDispatcher: a value that parses without a host (`proxy.corp:3128` reads
  // as the scheme `proxy.corp:`) means no proxy.
  return proxy?.hostname ? proxy : undefined;
}

/** The proxy as a string without its credentials, for a log line. */
export function describeProxy(proxy: URL): string {
  return `${proxy.protocol}//${proxy.host}`;
}

/**
 * `fetch` that goes through the proxy the environment names for each request's URL, with the
 * toolkit's undici ProxyAgent (CONNECT tunnels; proxy credentials from the proxy URL). Without a
 * proxy for a URL it is the platform's `fetch`, unchanged.
 */
export function proxiedFetch(userAgent: string): typeof fetch {
  const dispatchers = new Map<string, Dispatcher>();
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const proxy = proxyFor(url);
    if (!proxy) return fetch(input, init);
    // Loaded on the first request through a proxy: git's proxy settings (below) need neither.
    const [{ HttpClient }, undici] = await Promise.all([import('@actions/http-client'), import('undici')]);
    // undici is CommonJS: bundled, a dynamic import hands its exports over as the module's default alone.
    const undiciFetch = undici.fetch ?? (undici as unknown as { default: typeof undici }).default.fetch;
    let dispatcher = dispatchers.get(proxy.href);
    if (!dispatcher) {
      // keepAlive: one ProxyAgent per proxy that reuses its tunnels, rather than a new tunnel per request.
      dispatcher = new HttpClient(userAgent, [], { keepAlive: true }).getAgentDispatcher(url) as Dispatcher;
      dispatchers.set(proxy.href, dispatcher);
    }
    return undiciFetch(url, { ...(init as object), dispatcher } as Parameters<
      typeof undiciFetch
    >[1]) as unknown as ReturnType<typeof fetch>;
  };
}

/** Every variable git (libcurl) takes a proxy from. */
const GIT_PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY'];

/**
 * What git needs to reach `serverUrl` the way the API client does. mergexo's git runners give git
 * the runner's environment, but git (libcurl) reads the proxy variables by its own rules: only
 * lowercase `http_proxy` for http URLs, `ALL_PROXY` as a fallback, its own `no_proxy` syntax, no
 * loopback exception. So the decision is made here, with the toolkit's rules, and handed to git
 * as `http.<serverUrl>.proxy` (scoped to the server, like the token header): the proxy URL, or,
 * when the environment names a proxy that the rules bypass for this server, empty, which tells
 * git to use none. With a proxy, git's own `no_proxy` reading is emptied so that it cannot
 * overrule the decision. Without any proxy variable git is left as it is configured.
 */
export function gitProxySettings(serverUrl: string): { config: Record<string, string>; env: Record<string, string> } {
  const server = serverUrl.replace(/\/+$/, '');
  const key = `http.${server}/.proxy`;
  const proxy = proxyFor(server);
  if (proxy) return { config: { [key]: proxy.href }, env: { NO_PROXY: '', no_proxy: '' } };
  if (GIT_PROXY_VARIABLES.some((name) => process.env[name])) return { config: { [key]: '' }, env: {} };
  return { config: {}, env: {} };
}

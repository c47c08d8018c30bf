import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  getProxyUrl
} from "./chunk-WZWLYTWM.js";

// src/core/github/proxy.ts
function proxyFor(url) {
  const proxy = getProxyUrl(typeof url === "string" ? new URL(url) : url);
  return proxy?.hostname ? proxy : void 0;
}
function proxiedFetch(userAgent) {
  const dispatchers = /* @__PURE__ */ new Map();
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const proxy = proxyFor(url);
    if (!proxy) return fetch(input, init);
    const [{ HttpClient }, { fetch: undiciFetch }] = await Promise.all([
      import("./chunk-WI627TF2.js"),
      import("./chunk-2CZU24ES.js")
    ]);
    let dispatcher = dispatchers.get(proxy.href);
    if (!dispatcher) {
      dispatcher = new HttpClient(userAgent, [], { keepAlive: true }).getAgentDispatcher(url);
      dispatchers.set(proxy.href, dispatcher);
    }
    return undiciFetch(url, { ...init, dispatcher });
  };
}
var GIT_PROXY_VARIABLES = ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"];
function gitProxySettings(serverUrl) {
  const server = serverUrl.replace(/\/+$/, "");
  const key = `http.${server}/.proxy`;
  const proxy = proxyFor(server);
  if (proxy) return { config: { [key]: proxy.href }, env: { NO_PROXY: "", no_proxy: "" } };
  if (GIT_PROXY_VARIABLES.some((name) => process.env[name])) return { config: { [key]: "" }, env: {} };
  return { config: {}, env: {} };
}

export {
  proxiedFetch,
  gitProxySettings
};

import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  getProxyUrl
} from "./chunk-WZWLYTWM.js";
import {
  ConfigurationError
} from "./chunk-YRZLZ57R.js";

// src/core/github/errors.ts
function asRequestError(e) {
  return typeof e === "object" && e !== null && "status" in e ? e : void 0;
}
function isGraphQLForbidden(e) {
  const errors = e?.errors;
  return Array.isArray(errors) && errors.some((x) => x?.type === "FORBIDDEN");
}
function httpStatus(e) {
  return asRequestError(e)?.status;
}
function answerMessage(e) {
  const data = asRequestError(e)?.response?.data;
  const message = typeof data === "object" && data !== null ? data.message : void 0;
  if (typeof message === "string" && message !== "") return message;
  return e instanceof Error ? e.message : String(e);
}
var TokenRefusedError = class extends ConfigurationError {
  constructor(message, status, permission) {
    super(message);
    this.status = status;
    this.permission = permission;
  }
  status;
  permission;
};
async function callGitHub(what, permission, fn) {
  try {
    return await fn();
  } catch (e) {
    const err = asRequestError(e);
    if (err?.status === 401) {
      throw new TokenRefusedError(
        `GitHub rejected the token while trying to ${what} (401 Bad credentials). Pass a valid token in 'github-token' (the default is the workflow's GITHUB_TOKEN).`,
        401,
        permission
      );
    }
    if (err?.status === 403 && /not accessible by integration|must have .*access/i.test(err.message ?? "")) {
      const accepted = err.response?.headers?.["x-accepted-github-permissions"];
      throw new TokenRefusedError(
        `The token may not ${what} (403 Resource not accessible by integration). Add \`${permission}\` to the job's \`permissions:\` block` + (accepted ? ` (GitHub asked for: ${accepted}).` : "."),
        403,
        permission
      );
    }
    throw e;
  }
}
function isLabelCreationRefused(e) {
  const err = asRequestError(e);
  if (err?.status !== 403) return false;
  const errors = err.response?.data?.errors;
  if (Array.isArray(errors) && errors.some((x) => x?.field === "label" && x?.code === "unauthorized")) return true;
  return /permission to create labels/i.test(answerMessage(e));
}
var LabelCreationRefusedError = class extends TokenRefusedError {
  constructor(label, said, permission) {
    super(
      `The repository has no label '${label}', and GitHub creates one only for a token with \`${permission}\` (403 ${said}). Add \`${permission}\` to the job's \`permissions:\` block (a GitHub App: Issues: write), or create the label once in the repository.`,
      403,
      permission
    );
    this.label = label;
    this.said = said;
  }
  label;
  said;
};

// src/core/github/proxy.ts
function proxyFor(url) {
  const proxy = getProxyUrl(typeof url === "string" ? new URL(url) : url);
  return proxy?.hostname ? proxy : void 0;
}
function describeProxy(proxy) {
  return `${proxy.protocol}//${proxy.host}`;
}
function proxiedFetch(userAgent) {
  const dispatchers = /* @__PURE__ */ new Map();
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const proxy = proxyFor(url);
    if (!proxy) return fetch(input, init);
    const [{ HttpClient }, undici] = await Promise.all([import("./chunk-WI627TF2.js"), import("./chunk-2CZU24ES.js")]);
    const undiciFetch = undici.fetch ?? undici.default.fetch;
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
  isGraphQLForbidden,
  httpStatus,
  answerMessage,
  TokenRefusedError,
  callGitHub,
  isLabelCreationRefused,
  LabelCreationRefusedError,
  proxyFor,
  describeProxy,
  proxiedFetch,
  gitProxySettings
};

import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  getProxyUrl
} from "./chunk-WZWLYTWM.js";
import {
  ConfigurationError,
  UndecidableError
} from "./chunk-2P2QQVKP.js";

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

// src/core/github/rate-budget.ts
var run = { requests: 0, notModified: 0, queries: 0, left: {} };
function header(headers, name) {
  const raw = headers?.[name];
  if (raw === void 0 || raw === null || raw === "") return void 0;
  const n = Number(raw);
  return Number.isFinite(n) ? n : void 0;
}
function observeAnswer(status, headers, graphql) {
  if (status === void 0) return;
  if (graphql) run.queries++;
  else if (status === 304) run.notModified++;
  else run.requests++;
  const resource = headers?.["x-ratelimit-resource"];
  const limit = header(headers, "x-ratelimit-limit");
  const remaining = header(headers, "x-ratelimit-remaining");
  const resetAt = header(headers, "x-ratelimit-reset");
  if (resource !== "core" && resource !== "graphql" || limit === void 0 || remaining === void 0) return;
  if (resetAt === void 0) return;
  run.left[resource] = { limit, remaining, resetAt };
}
function verdictReserve(limit) {
  return Math.max(10, Math.ceil(limit * 0.05));
}
var thousands = (n) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
var count = (n, one, many = `${one}s`) => `${thousands(n)}${one === "" ? "" : ` ${n === 1 ? one : many}`}`;
var clock = (epochSeconds) => new Date(epochSeconds * 1e3).toISOString().replace(/\.\d{3}Z$/, "Z");
function budgetSummaryLine(spend = run) {
  if (spend.requests + spend.notModified + spend.queries === 0) return void 0;
  const free = spend.notModified > 0 ? ` (${count(spend.notModified, "more")} answered 304, which GitHub does not count)` : "";
  const used = `GitHub's API, this run: ${count(spend.requests, "REST request")}${free} and ${count(spend.queries, "GraphQL query", "GraphQL queries")}.`;
  const { core, graphql } = spend.left;
  const left = [
    ...core ? [`${count(core.remaining, "")} of ${count(core.limit, "REST request")}`] : [],
    ...graphql ? [`${count(graphql.remaining, "")} of ${count(graphql.limit, "GraphQL point")}`] : []
  ];
  const reset = core?.resetAt ?? graphql?.resetAt;
  const leftLine = left.length > 0 && reset !== void 0 ? ` Left until ${clock(reset)}: ${left.join(", ")}.` : "";
  const low = core && core.remaining < verdictReserve(core.limit) ? ` That is below the ${count(verdictReserve(core.limit), "request")} mergexo keeps for verdicts: verdicts came first, and what could wait was deferred to the next run (the log says what).` : "";
  return `${used}${leftLine}${low}`;
}

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

// src/core/github/wait-budget.ts
var DEFAULT_MAX_WAIT_SECONDS = 300;
var MAX_WAIT_ENV = "MERGEXO_MAX_WAIT_SECONDS";
var MAX_WAIT_LIMIT = 6 * 60 * 60;
function maxWaitFromEnv(env) {
  const raw = (env[MAX_WAIT_ENV] ?? "").trim();
  if (raw === "") return DEFAULT_MAX_WAIT_SECONDS;
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_WAIT_LIMIT) {
    throw new ConfigurationError(
      `${MAX_WAIT_ENV} must be a whole number of seconds from 0 to ${MAX_WAIT_LIMIT}, got '${raw}'. Set it below the job's timeout-minutes, or remove it to use the default of ${DEFAULT_MAX_WAIT_SECONDS} s.`
    );
  }
  return Number(raw);
}
var WaitBudget = class {
  constructor(maxSeconds) {
    this.maxSeconds = maxSeconds;
  }
  maxSeconds;
  spentSeconds = 0;
  get spent() {
    return this.spentSeconds;
  }
  get remaining() {
    return Math.max(0, this.maxSeconds - this.spentSeconds);
  }
  /** Books a wait of `seconds` if it fits; false (and nothing booked) if it does not. */
  take(seconds) {
    if (!(seconds <= this.remaining)) return false;
    this.spentSeconds += seconds;
    return true;
  }
};
function header2(headers, name) {
  const v = headers?.[name];
  return v === void 0 || v === null ? void 0 : String(v);
}
function graphqlRateLimited(data) {
  const errors = data?.errors;
  return Array.isArray(errors) && errors.some((e) => e?.type === "RATE_LIMITED");
}
function limitOf(answer, now = Date.now()) {
  if (typeof answer !== "object" || answer === null) return void 0;
  const e = answer;
  const status = typeof e.status === "number" ? e.status : void 0;
  const headers = e.response?.headers;
  const retryAfter = Number(header2(headers, "retry-after"));
  const at = (seconds) => new Date(now + seconds * 1e3);
  if ((status === 403 || status === 429) && header2(headers, "x-ratelimit-remaining") === "0" || graphqlRateLimited(e.response?.data)) {
    const reset = Number(header2(headers, "x-ratelimit-reset"));
    if (Number.isFinite(reset) && reset > 0) {
      const waitSeconds = Math.max(Math.ceil((reset * 1e3 - now) / 1e3) + 1, 0);
      return { kind: "primary", status, waitSeconds, resumeAt: new Date(reset * 1e3) };
    }
    return { kind: "primary", status, waitSeconds: 60, resumeAt: at(60) };
  }
  if ((status === 403 || status === 429) && /\bsecondary rate\b/i.test(String(e.message ?? ""))) {
    const waitSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60;
    return { kind: "secondary", status, waitSeconds, resumeAt: at(waitSeconds) };
  }
  if ((status === 429 || status === 503) && Number.isFinite(retryAfter) && retryAfter > 0) {
    return { kind: "retry-after", status, waitSeconds: retryAfter, resumeAt: at(retryAfter) };
  }
  return void 0;
}
function utcTime(date) {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
function whatGitHubSaid(limit) {
  const when = utcTime(limit.resumeAt);
  switch (limit.kind) {
    case "primary":
      return `GitHub's API rate limit for this token is used up until ${when}`;
    case "secondary":
      return `GitHub's secondary limit on this token's requests asks to wait ${limit.waitSeconds} s, until ${when}`;
    case "retry-after":
      return `GitHub answered ${limit.status ?? "an error"} and asks to come back in ${limit.waitSeconds} s, at ${when}`;
  }
}
var RateLimitedError = class extends UndecidableError {
  constructor(limit, reason, what, budget) {
    super(
      `${whatGitHubSaid(limit)} (answering ${what}). ` + (reason === "beyond-budget" ? `Waiting that long could outlast the job: mergexo waits at most ${budget.maxSeconds} s in a run for GitHub's limits (${budget.spent} s used so far; ${MAX_WAIT_ENV} sets it). ` : `It was still limited after mergexo waited (${budget.spent} s in this run). `) + `Nothing was judged: re-run the job after ${utcTime(limit.resumeAt)}.`
    );
    this.limit = limit;
    this.reason = reason;
  }
  limit;
  reason;
  request = { request: { retries: 0 } };
  response = { headers: {}, data: void 0 };
};

// src/core/github/job-reads.ts
import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
var SHARED_ROUTES = [
  /^\/repos\/[^/]+\/[^/]+\/commits\/[^/]+\/pulls$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/,
  /^\/repos\/[^/]+\/[^/]+\/contents\/.+$/,
  /^\/repos\/[^/]+\/[^/]+\/commits\/[^/]+\/check-runs$/
];
function sharedRoute(url, baseUrl) {
  const base = new URL(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  const { pathname } = new URL(url);
  const path2 = pathname.startsWith(base.pathname) ? `/${pathname.slice(base.pathname.length)}` : pathname;
  return SHARED_ROUTES.some((route) => route.test(path2));
}
var MAX_ENTRY_BYTES = 512 * 1024;
var JobReads = class _JobReads {
  constructor(file, key) {
    this.file = file;
    this.key = key;
  }
  file;
  key;
  entries;
  /** The job's shared reads under `token`, in the runner's temporary directory; none outside a runner. */
  static forJob(runnerTemp, token) {
    if (!runnerTemp || !token) return void 0;
    const id = createHmac("sha256", token).update("mergexo job reads").digest("hex").slice(0, 24);
    return new _JobReads(path.join(runnerTemp, "mergexo", `reads-${id}.json`), token);
  }
  /** The answer kept for `url`, when its signature holds. */
  lookup(url) {
    const entry = this.load()[url];
    if (!entry || !this.valid(url, entry)) return void 0;
    return { etag: entry.etag, data: entry.data, ...entry.link ? { link: entry.link } : {} };
  }
  /** Keeps `answer` for `url` (in memory and for the job's later steps); a failure to write only loses the saving. */
  remember(url, answer) {
    const entry = { ...answer, mac: this.mac(url, answer) };
    if (Buffer.byteLength(JSON.stringify(entry)) > MAX_ENTRY_BYTES) return;
    const entries = { ...this.load(true), [url]: entry };
    this.entries = entries;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const next = `${this.file}.${process.pid}`;
      writeFileSync(next, JSON.stringify(entries), { mode: 384 });
      renameSync(next, this.file);
    } catch {
    }
  }
  load(fresh = false) {
    if (this.entries && !fresh) return this.entries;
    try {
      const parsed = JSON.parse(readFileSync(this.file, "utf8"));
      this.entries = typeof parsed === "object" && parsed !== null ? parsed : {};
    } catch {
      this.entries = {};
    }
    return this.entries;
  }
  mac(url, answer) {
    return createHmac("sha256", this.key).update(JSON.stringify([url, answer.etag, answer.link ?? null, answer.data])).digest("hex");
  }
  valid(url, entry) {
    if (typeof entry.etag !== "string" || typeof entry.mac !== "string") return false;
    const want = Buffer.from(this.mac(url, entry), "hex");
    const got = Buffer.from(entry.mac, "hex");
    return got.length === want.length && timingSafeEqual(got, want);
  }
};

export {
  isGraphQLForbidden,
  httpStatus,
  answerMessage,
  TokenRefusedError,
  callGitHub,
  isLabelCreationRefused,
  LabelCreationRefusedError,
  observeAnswer,
  budgetSummaryLine,
  proxyFor,
  describeProxy,
  proxiedFetch,
  DEFAULT_MAX_WAIT_SECONDS,
  maxWaitFromEnv,
  WaitBudget,
  limitOf,
  RateLimitedError,
  sharedRoute,
  JobReads
};

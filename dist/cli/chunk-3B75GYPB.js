import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  ConfigurationError
} from "./chunk-P3CWSB35.js";

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

// src/core/enforcement.ts
var observing = /* @__PURE__ */ new WeakSet();
function isObserving(client) {
  return observing.has(client);
}

// src/core/words.ts
function githubWords(text) {
  return text;
}

// src/core/untrusted.ts
var LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
function picture(c) {
  const code = c.charCodeAt(0);
  if (code < 32) return String.fromCharCode(9216 + code);
  if (code === 127) return "\u2421";
  return `\\u{${code.toString(16)}}`;
}
function visible(text) {
  return text.replace(LINE_BREAK, "\u23CE").replace(CONTROL, picture);
}

export {
  isGraphQLForbidden,
  httpStatus,
  answerMessage,
  TokenRefusedError,
  callGitHub,
  isObserving,
  githubWords,
  visible
};

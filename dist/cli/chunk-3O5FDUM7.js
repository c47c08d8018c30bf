import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/core/pure/errors.ts
var ConfigurationError = class extends Error {
  name = "ConfigurationError";
};
var UndecidableError = class extends Error {
  name = "UndecidableError";
};
function errorMessage(e) {
  return e instanceof Error ? e.message : String(e);
}

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

export {
  ConfigurationError,
  UndecidableError,
  errorMessage,
  isGraphQLForbidden,
  httpStatus,
  answerMessage,
  TokenRefusedError,
  callGitHub,
  isLabelCreationRefused,
  LabelCreationRefusedError
};

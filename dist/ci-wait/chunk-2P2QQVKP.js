import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/core/github/is-write.ts
function isWrite(o) {
  if (o.method === "GET" || o.method === "HEAD") return false;
  if (o.url !== "/graphql") return true;
  return typeof o.query !== "string" || /^\s*mutation\b/m.test(o.query);
}

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

export {
  ConfigurationError,
  UndecidableError,
  errorMessage,
  isWrite
};

import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/core/github/is-write.ts
function isWrite(o) {
  if (o.method === "GET" || o.method === "HEAD") return false;
  if (o.url !== "/graphql") return true;
  return typeof o.query !== "string" || /^\s*mutation\b/m.test(o.query);
}

export {
  isWrite
};

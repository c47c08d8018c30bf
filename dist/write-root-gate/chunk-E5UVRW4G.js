import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  githubWords,
  mdText
} from "./chunk-YLE5DTIA.js";

// src/core/pure/commit-verdict.ts
var UNLISTED = 0;
function unlisted(e) {
  return { number: UNLISTED, pass: false, unlisted: githubWords(e instanceof Error ? e.message : String(e)) };
}
function conclusionOf(commit) {
  return commit.pass ? "success" : "failure";
}
function conjoin(parts) {
  const failing = parts.filter((p) => !p.pass);
  return { pass: parts.length > 0 && failing.length === 0, failing };
}

// src/core/pr/commit-verdict-messages.ts
function failingNames(parts) {
  const named = parts.filter((p) => !p.pass && p.number !== UNLISTED).map((p) => `#${p.number}`);
  return named.length > 0 ? named.join(", ") : "other pull requests it could not list";
}
function sharedHeadLine(self, parts, render) {
  const others = parts.filter((p) => p.number !== self);
  if (others.length === 0) return void 0;
  const unknown = others.find((p) => p.number === UNLISTED);
  if (unknown) {
    const why = mdText(unknown.unlisted ?? "unknown");
    return `mergexo could not tell which other open PRs this commit heads (${why}), so it cannot pass.`;
  }
  const fails = (p) => p.reason === void 0 || !render ? "refused" : render(p.reason);
  const list = others.map((p) => `#${p.number} (${p.pass ? "passes" : `fails: ${fails(p)}`})`).join(", ");
  return `This commit is also the head of ${list}. A check on a commit counts for every PR it heads, so mergexo writes success here only when each of them passes.`;
}

export {
  unlisted,
  conclusionOf,
  conjoin,
  failingNames,
  sharedHeadLine
};

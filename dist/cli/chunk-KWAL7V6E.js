import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  ConfigurationError
} from "./chunk-3O5FDUM7.js";

// src/core/pure/sha.ts
var SHA_SOURCE = "[0-9a-f]{40}(?:[0-9a-f]{24})?";
var FULL = new RegExp(`^${SHA_SOURCE}$`);
function isSha(value) {
  return typeof value === "string" && FULL.test(value);
}

// src/core/inputs.ts
function inputsFromRecord(record) {
  return (name) => (record[name] ?? "").trim();
}
function choiceInput(read, name, choices, fallback) {
  const value = read(name);
  if (value === "") return fallback;
  const match = choices.find((c) => c === value.toLowerCase());
  if (match === void 0) {
    throw new ConfigurationError(`Input '${name}' must be one of ${choices.join(", ")}; got '${value}'.`);
  }
  return match;
}

// src/core/enforcement.ts
var ENFORCEMENTS = ["enforce", "observe"];
function enforcementInput(read) {
  return choiceInput(read, "enforcement", ENFORCEMENTS, "enforce");
}
var observing = /* @__PURE__ */ new WeakSet();
function isObserving(client) {
  return observing.has(client);
}

// src/core/pure/words.ts
function githubWords(text) {
  return text;
}

// src/core/utf8.ts
function codePointPrefix(s, max) {
  if (s.length <= max) return s;
  let n = 0;
  let end = 0;
  for (const ch of s) {
    if (n === max) break;
    n++;
    end += ch.length;
  }
  return s.slice(0, end);
}

// src/core/untrusted.ts
var ZWSP = "\u200B";
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
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
function shellWord(text) {
  const word = visible(text);
  return /^[A-Za-z0-9._/@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
function plainLine(text, max = 200) {
  const line = visible(text);
  return line.length > max ? `${codePointPrefix(line, max - 1)}\u2026` : line;
}
function logLine(text) {
  return visible(text).replace(/##\[/g, `#${ZWSP}#[`).replace(/^([\s\u180e]*):(?=:)/, `$1:${ZWSP}`);
}

export {
  githubWords,
  SHA_SOURCE,
  isSha,
  plural,
  visible,
  shellWord,
  plainLine,
  logLine,
  inputsFromRecord,
  enforcementInput,
  isObserving
};

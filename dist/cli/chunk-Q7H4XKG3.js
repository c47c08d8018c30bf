import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

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
  isObserving,
  githubWords,
  visible
};

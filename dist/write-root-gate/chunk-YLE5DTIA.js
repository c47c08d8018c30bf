import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/core/utf8.ts
function utf8Bytes(s) {
  return Buffer.byteLength(s, "utf8");
}
function utf8Prefix(s, maxBytes) {
  if (utf8Bytes(s) <= maxBytes) return s;
  let bytes = 0;
  let end = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    const size = cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += ch.length;
  }
  return s.slice(0, end);
}
function clipUtf8(s, maxBytes, note) {
  if (utf8Bytes(s) <= maxBytes) return s;
  return `${utf8Prefix(s, Math.max(maxBytes - utf8Bytes(note), 0))}${note}`;
}

// src/core/untrusted.ts
var ZWJ = "\u200D";
var ZWSP = "\u200B";
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function short(sha) {
  return sha.slice(0, 7);
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
function defuse(text) {
  return text.replace(/@/g, `@${ZWJ}`).replace(/#(?=\d)/g, `#${ZWJ}`).replace(/(gh)-(?=\d)/gi, `$1${ZWJ}-`).replace(/:\/\//g, `:${ZWJ}//`).replace(/(www)\./gi, `$1${ZWJ}.`);
}
function longestBacktickRun(text) {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
function mdCode(text, options = {}) {
  let content = visible(text);
  if (options.table) content = content.replace(/\|/g, "\\|");
  if (content === "") return "` `";
  const fence = "`".repeat(longestBacktickRun(content) + 1);
  const edgeBacktick = content.startsWith("`") || content.endsWith("`");
  const strippable = content.startsWith(" ") && content.endsWith(" ") && content.trim() !== "";
  const pad = edgeBacktick || strippable ? " " : "";
  return `${fence}${pad}${content}${pad}${fence}`;
}
var MARKDOWN_ESCAPE = /[\\`*_[\]~|$]/g;
var HTML_IN_MARKDOWN = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
function mdText(text) {
  return defuse(visible(text)).replace(/[&<>]/g, (c) => HTML_IN_MARKDOWN[c]).replace(MARKDOWN_ESCAPE, "\\$&").replace(/^[ \t]+/, (ws) => ws.replace(/ /g, "&#32;").replace(/\t/g, "&#9;")).replace(/^([-+=#])/, "\\$1").replace(/^(\d{1,9})([.)])/, "$1\\$2");
}
var HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
function htmlText(text) {
  return escapeHtml(defuse(visible(text)));
}
function htmlCode(text) {
  return text ? `<code>${escapeHtml(visible(text))}</code>` : "";
}
function logLine(text) {
  return visible(text).replace(/##\[/g, `#${ZWSP}#[`).replace(/^([\s\u180e]*):(?=:)/, `$1:${ZWSP}`);
}
function logLines(text) {
  return text.split(/\r\n|\n/).map((line) => logLine(line)).join("\n");
}

// src/core/pure/words.ts
function githubWords(text) {
  return text;
}

export {
  utf8Bytes,
  clipUtf8,
  plural,
  short,
  mdCode,
  mdText,
  htmlText,
  htmlCode,
  logLine,
  logLines,
  githubWords
};

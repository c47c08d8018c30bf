import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  ConfigurationError
} from "./chunk-YRZLZ57R.js";

// src/core/pure/sha.ts
var SHA_SOURCE = "[0-9a-f]{40}(?:[0-9a-f]{24})?";
var FULL = new RegExp(`^${SHA_SOURCE}$`);
function isSha(value) {
  return typeof value === "string" && FULL.test(value);
}

// src/core/inputs.ts
function requiredInput(read, name, hint) {
  const value = read(name);
  if (value === "") throw new ConfigurationError(`Input '${name}' is required: ${hint}`);
  return value;
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
function listInput(read, name) {
  return read(name).split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== "" && !s.startsWith("#"));
}
function labelInput(read, name, fallback) {
  const value = read(name) || fallback;
  if (value.length > 50 || value.includes(",")) {
    throw new ConfigurationError(
      `Input '${name}' must be a GitHub label name (at most 50 characters, no commas), got '${value}'.`
    );
  }
  return value;
}

// src/core/enforcement.ts
var ENFORCEMENTS = ["enforce", "observe"];
function enforcementInput(read) {
  return choiceInput(read, "enforcement", ENFORCEMENTS, "enforce");
}
var observing = /* @__PURE__ */ new WeakSet();
function markObserving(client) {
  observing.add(client);
}
function isObserving(client) {
  return observing.has(client);
}
var runObserves = false;
function declareRunEnforcement(enforcement) {
  runObserves = enforcement === "observe";
}
function runIsObserving() {
  return runObserves;
}
function wouldHave(conclusion) {
  if (conclusion === "failure") return "Would fail";
  if (conclusion === "success") return "Would pass";
  return "Would be neutral";
}
function observedTitle(conclusion, title) {
  return `${wouldHave(conclusion)}: ${title}`;
}
function observedSummaryLead(conclusion) {
  return `**Observe mode** (\`enforcement: observe\`): with enforcement this check would have concluded \`${conclusion}\`. mergexo wrote nothing else: no label, comment, auto-merge change, branch update, merge, reviewer or draft change. GitHub counts a neutral required check as passing, so this check blocks nothing.`;
}
var OBSERVE_SUMMARY_NOTE = "\u{1F440} <b>Observe mode</b> (<code>enforcement: observe</code>): this run enforced nothing. Its verdict check is <code>neutral</code>, which GitHub counts as passing even when required, and it wrote no label, comment, auto-merge change, branch update, merge, reviewer or draft change. The table says what enforcement would have done. Set <code>enforcement: enforce</code> to act on it (docs/operators.md in mergexo).";
function wouldHaveFailedLine(message) {
  return `Observe mode: with enforcement this step would have failed: ${message}`;
}

export {
  isSha,
  requiredInput,
  listInput,
  labelInput,
  enforcementInput,
  markObserving,
  isObserving,
  declareRunEnforcement,
  runIsObserving,
  observedTitle,
  observedSummaryLead,
  OBSERVE_SUMMARY_NOTE,
  wouldHaveFailedLine
};

import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  DEFAULT_BLOCKED_LABEL,
  DEFAULT_CONFLICT_LABEL,
  DEFAULT_QUARANTINE_LABEL,
  DEFAULT_READY_LABEL
} from "./chunk-Y2DZGZFP.js";

// src/core/pr/repo-labels.ts
var MERGEXO_LABELS = {
  "blocked-label": {
    name: DEFAULT_BLOCKED_LABEL,
    color: "b60205",
    description: "mergexo history-guard: the history of this PR was rewritten; an operator unblocks it"
  },
  "quarantine-label": {
    name: DEFAULT_QUARANTINE_LABEL,
    color: "d93f0b",
    description: "mergexo write-root-gate: this PR writes outside the roots leased to it"
  },
  "failed-label": { name: "mergexo:ci-failed", color: "e11d21", description: "mergexo ci-wait: CI failed on the head" },
  "conflict-label": {
    name: DEFAULT_CONFLICT_LABEL,
    color: "fbca04",
    description: "mergexo: this PR conflicts with its base branch"
  },
  "needs-human-label": {
    name: "mergexo:needs-human",
    color: "5319e7",
    description: "mergexo ci-wait: too many failed rounds; mergexo stops acting until the label is removed"
  },
  "ready-label": {
    name: DEFAULT_READY_LABEL,
    color: "0e8a16",
    description: "mergexo: CI passed, no blocking label, every mergexo check passes: ready for review"
  },
  "behind-label": {
    name: "mergexo:behind",
    color: "c5def5",
    description: "mergexo rebase-notify: the base branch moved on since this PR was last updated"
  },
  overlap: {
    name: "mergexo:overlap",
    color: "bfdadc",
    description: "mergexo rebase-notify: another open PR changes the same file"
  }
};
var LABEL_INPUTS = Object.keys(MERGEXO_LABELS).filter((k) => k !== "overlap");
function mergexoLabels(names = {}) {
  const out = /* @__PURE__ */ new Map();
  for (const [input, label] of Object.entries(MERGEXO_LABELS)) {
    const name = (input === "overlap" ? void 0 : names[input])?.trim() || label.name;
    if (!out.has(name.toLowerCase())) out.set(name.toLowerCase(), { ...label, name });
  }
  return [...out.values()];
}
async function createLabels(github, repo, labels) {
  const have = new Set((await github.listRepoLabels(repo)).map((n) => n.toLowerCase()));
  const outcomes = [];
  for (const label of labels) {
    if (have.has(label.name.toLowerCase())) {
      outcomes.push({ name: label.name, outcome: "exists" });
      continue;
    }
    outcomes.push({ name: label.name, outcome: await github.createLabel(repo, label) });
    have.add(label.name.toLowerCase());
  }
  return outcomes;
}

export {
  MERGEXO_LABELS,
  LABEL_INPUTS,
  mergexoLabels,
  createLabels
};

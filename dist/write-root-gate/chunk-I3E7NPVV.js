import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  LabelCreationRefusedError,
  isGraphQLForbidden
} from "./chunk-IFFXGLTK.js";
import {
  isSha
} from "./chunk-WKQNGESV.js";
import {
  ConfigurationError,
  UndecidableError
} from "./chunk-YRZLZ57R.js";

// src/core/github/graphql-documents.ts
var MERGE_QUEUE_ENTRIES = (
  /* GraphQL */
  `
  query mergexoMergeQueue($owner: String!, $name: String!, $branch: String!, $cursor: String) {
    repository(owner: $owner, name: $name) {
      mergeQueue(branch: $branch) {
        entries(first: 100, after: $cursor) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            position
            pullRequest {
              number
            }
          }
        }
      }
    }
  }
`
);

// src/core/merge-group.ts
function mergeGroupFromPayload(payload) {
  const group = payload.merge_group;
  if (!group || typeof group.head_sha !== "string" || typeof group.head_ref !== "string") return void 0;
  return {
    headSha: group.head_sha,
    headRef: group.head_ref,
    baseRef: typeof group.base_ref === "string" ? group.base_ref : "",
    ...isSha(group.base_sha) ? { baseSha: group.base_sha } : {}
  };
}
function mergeGroupPullNumber(headRef) {
  const m = /\/pr-([1-9]\d*)-[0-9a-f]{7,64}$/.exec(headRef);
  return m ? Number(m[1]) : void 0;
}
function mergeGroupBase(group) {
  if (group.baseRef.startsWith("refs/heads/")) return group.baseRef.slice("refs/heads/".length);
  const m = /^(?:refs\/heads\/)?gh-readonly-queue\/(.+)\/pr-[1-9]\d*-[0-9a-f]{7,64}$/.exec(group.headRef);
  return m?.[1];
}
var QUEUE_FORBIDDEN = (base) => `GitHub refused this token the merge queue of ${base} (Resource not accessible by integration), so the PRs of this merge group cannot be listed and the group fails. Reading the queue takes the repository permission "Merge queues" (read), which a workflow's GITHUB_TOKEN cannot be given: run mergexo as its GitHub App with that permission, its token minted with \`permission-merge-queues: read\`.`;
var QUEUE_UNSEEN = (base) => `GitHub shows this token no merge queue on ${base}, so the PRs of this merge group cannot be listed. Either the queue was turned off since the group was built, or the token may not see it: a GitHub App needs the repository permission "Merge queues" (read), its token minted with \`permission-merge-queues: read\`.`;
var MAX_QUEUE_PAGES = 10;
async function pullsAheadInQueue(github, repo, base, number) {
  const entries = [];
  let cursor = null;
  for (let page = 0; ; page++) {
    if (page >= MAX_QUEUE_PAGES) {
      throw new UndecidableError(
        `the merge queue of ${base} holds more than ${MAX_QUEUE_PAGES * 100} entries; mergexo does not judge a group it cannot list.`
      );
    }
    let answer;
    try {
      answer = await github.query("mergeQueue.entries", MERGE_QUEUE_ENTRIES, {
        owner: repo.owner,
        name: repo.repo,
        branch: base,
        cursor
      });
    } catch (e) {
      if (isGraphQLForbidden(e)) throw new ConfigurationError(QUEUE_FORBIDDEN(base));
      throw e;
    }
    const queue = answer.repository?.mergeQueue;
    if (!queue) throw new UndecidableError(QUEUE_UNSEEN(base));
    const conn = queue.entries;
    if (!conn) throw new UndecidableError(`GitHub did not list the merge queue of ${base}.`);
    for (const node of conn.nodes) {
      if (node?.pullRequest) entries.push({ position: node.position, number: node.pullRequest.number });
    }
    if (!conn.pageInfo.hasNextPage) break;
    cursor = conn.pageInfo.endCursor;
  }
  const own = entries.find((e) => e.number === number);
  if (!own) {
    throw new UndecidableError(
      `PR #${number} is not in the merge queue of ${base} (any more), so the PRs of its merge group cannot be listed; a PR that is queued again gets a new group.`
    );
  }
  return entries.filter((e) => e.position < own.position).sort((a, b) => a.position - b.position).map((e) => e.number);
}

// src/core/pure/labels.ts
function sameLabel(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}
function findLabel(labels, name) {
  return labels.find((l) => sameLabel(l, name));
}
function hasLabel(labels, name) {
  return findLabel(labels, name) !== void 0;
}

// src/core/pr/labels.ts
var refusals = [];
function takeLabelRefusals() {
  return refusals.splice(0);
}
function labelRefusalLine(all) {
  const first = all[0];
  if (!first) return "";
  const names = [...new Set(all.map((r) => `'${r.label}'`))].join(", ");
  const prs = [...new Set(all.map((r) => `#${r.number}`))].join(", ");
  return `Could not label ${prs} with ${names}: the repository has no such label, and GitHub creates a missing label only for a token with \`${first.permission}\` (403 ${first.said}). Add \`${first.permission}\` to the job's \`permissions:\` block (a GitHub App: Issues: write), or create the label once in the repository. The verdict check was written as decided.`;
}
function labelAsShown(view, label) {
  return findLabel(view.labels, label);
}
async function addLabel(github, repo, view, label) {
  if (labelAsShown(view, label) !== void 0 || github.observing) return false;
  try {
    await github.addLabel(repo, view.number, label);
  } catch (e) {
    if (!(e instanceof LabelCreationRefusedError)) throw e;
    refusals.push({ number: view.number, label, permission: e.permission, said: e.said });
    return false;
  }
  view.labels.push(label);
  return true;
}
async function removeLabel(github, repo, view, label) {
  const shown = labelAsShown(view, label);
  if (shown === void 0 || github.observing) return false;
  await github.removeLabel(repo, view.number, shown);
  view.labels = view.labels.filter((l) => l !== shown);
  return true;
}

// src/core/pure/shared-identity.ts
var SHARED_APP_SLUG = "github-actions";
function isSharedIdentity(appSlug) {
  return typeof appSlug === "string" && appSlug.toLowerCase() === SHARED_APP_SLUG;
}

// src/core/identity.ts
var SHARED_IDENTITY_NOTE = "\u26A0\uFE0F This verdict was written with <code>GITHUB_TOKEN</code>: any workflow of this repository can write checks and comments as the same identity, so the required <code>mergexo/*</code> checks are only as strong as control over who can add workflows. What closes it: mergexo as its own GitHub App, pinned as the source of each required check, and no <code>workflows</code> permission for agents (see docs/security.md in mergexo). GitHub also files such a check under the first workflow run on its commit (often CI's), so deleting that run deletes the verdict: the pull request then waits for it, never passes without it, until mergexo runs on it again (re-run this job, push, or close and reopen the pull request).";
var verdictApps = /* @__PURE__ */ new Set();
function recordVerdictApp(appSlug) {
  verdictApps.add(typeof appSlug === "string" ? appSlug.toLowerCase() : "");
}
function sharedIdentityNote() {
  return [...verdictApps].some(isSharedIdentity) ? SHARED_IDENTITY_NOTE : void 0;
}

export {
  hasLabel,
  takeLabelRefusals,
  labelRefusalLine,
  addLabel,
  removeLabel,
  recordVerdictApp,
  sharedIdentityNote,
  mergeGroupFromPayload,
  mergeGroupPullNumber,
  mergeGroupBase,
  pullsAheadInQueue
};

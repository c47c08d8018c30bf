import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import "./chunk-ZSWOQKNF.js";
import {
  githubWords,
  isObserving
} from "./chunk-KWAL7V6E.js";
import {
  isWrite
} from "./chunk-VXC2MMDZ.js";
import {
  call,
  callQuery,
  conversationOn
} from "./chunk-PJCTI6DA.js";
import "./chunk-BPDL7PFC.js";
import {
  ConfigurationError,
  TokenRefusedError,
  answerMessage,
  httpStatus,
  isGraphQLForbidden
} from "./chunk-3O5FDUM7.js";
import "./chunk-42UX2N3C.js";

// src/core/workflow-refusal.ts
var REFUSAL = /refusing to allow an? (?:GitHub|OAuth) App to create or update workflow/i;
function workflowRefusal(e) {
  if (httpStatus(e) !== 403) return void 0;
  const message = answerMessage(e);
  return REFUSAL.test(message) ? message : void 0;
}

// src/core/github/octokit/mutations.ts
var DISABLE_AUTO_MERGE = (
  /* GraphQL */
  `
  mutation mergexoDisableAutoMerge($pullRequestId: ID!) {
    disablePullRequestAutoMerge(input: { pullRequestId: $pullRequestId }) {
      pullRequest {
        number
        autoMergeRequest {
          enabledAt
        }
      }
    }
  }
`
);
var MARK_READY_FOR_REVIEW = (
  /* GraphQL */
  `
  mutation mergexoMarkReady($id: ID!) {
    markPullRequestReadyForReview(input: { pullRequestId: $id }) {
      pullRequest {
        isDraft
      }
    }
  }
`
);
var CONVERT_TO_DRAFT = (
  /* GraphQL */
  `
  mutation mergexoConvertToDraft($id: ID!) {
    convertPullRequestToDraft(input: { pullRequestId: $id }) {
      pullRequest {
        isDraft
      }
    }
  }
`
);

// src/core/github/octokit/pulls.ts
var HEAD_MOVED = /expected head sha|head ref|head branch was modified/i;
async function forbiddenOr(fn) {
  try {
    await fn();
    return "done";
  } catch (e) {
    if (isGraphQLForbidden(e)) return "forbidden";
    throw e;
  }
}
function pullsOn(client) {
  return {
    async getPull(repo, number, headers) {
      const answer = await call(
        "getPull",
        () => client.rest.pulls.get({ ...repo, pull_number: number, ...headers ? { headers } : {} })
      );
      return { data: answer.data, headers: answer.headers };
    },
    async listOpenPulls(repo, options = {}) {
      const open = await call(
        "listOpenPulls",
        () => client.paginate(client.rest.pulls.list, {
          ...repo,
          state: "open",
          per_page: 100,
          ...options.head ? { head: options.head } : {}
        })
      );
      return open.map((p) => ({ number: p.number, headSha: p.head.sha, baseRef: p.base.ref }));
    },
    async listPullsOfCommit(repo, sha) {
      const associated = await call(
        "listPullsOfCommit",
        () => client.paginate(client.rest.repos.listPullRequestsAssociatedWithCommit, {
          ...repo,
          commit_sha: sha,
          per_page: 100
        })
      );
      return associated.filter((p) => p.state === "open").map((p) => ({ number: p.number, headSha: p.head.sha, baseRef: p.base.ref }));
    },
    async listFiles(repo, number) {
      const rows = await call(
        "listFiles",
        () => client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 })
      );
      return rows.map((r) => ({
        filename: r.filename,
        ...r.previous_filename !== void 0 ? { previous_filename: r.previous_filename } : {},
        status: r.status
      }));
    },
    async listLabelledPulls(repo, label) {
      const want = label.toLowerCase();
      const open = await call(
        "listLabelledPulls",
        () => client.paginate(client.rest.pulls.list, { ...repo, state: "open", per_page: 100 })
      );
      return open.filter((p) => p.labels.some((l) => l.name?.toLowerCase() === want)).map((p) => p.number);
    },
    async listClosedPulls(repo, base, enough) {
      return call(
        "listClosedPulls",
        () => client.paginate(
          client.rest.pulls.list,
          { ...repo, state: "closed", base, sort: "updated", direction: "desc", per_page: 100 },
          (response, done) => {
            const rows = response.data.map((p) => ({
              number: p.number,
              title: p.title,
              author: p.user?.login ?? null,
              headRef: p.head.ref,
              headSha: p.head.sha,
              headRepository: p.head.repo?.full_name ?? null,
              labels: p.labels.flatMap((l) => l.name ? [l.name] : []),
              createdAt: p.created_at,
              updatedAt: p.updated_at,
              mergedAt: p.merged_at,
              mergeCommitSha: p.merge_commit_sha
            }));
            if (enough(rows)) done();
            return rows;
          }
        )
      );
    },
    async updateBranch(repo, number, expectedHead) {
      try {
        await call(
          "updateBranch",
          () => client.rest.pulls.updateBranch({ ...repo, pull_number: number, expected_head_sha: expectedHead })
        );
        return { kind: "updated" };
      } catch (e) {
        const workflows = workflowRefusal(e);
        if (workflows !== void 0) return { kind: "refused", reason: "workflows", said: githubWords(workflows) };
        if (httpStatus(e) !== 422) throw e;
        const said = githubWords(answerMessage(e));
        return HEAD_MOVED.test(said) ? { kind: "head-moved", said } : { kind: "refused", reason: "unprocessable", said };
      }
    },
    async merge(repo, number, head, method) {
      try {
        const { data } = await call(
          "merge",
          () => client.rest.pulls.merge({
            ...repo,
            pull_number: number,
            sha: head,
            merge_method: method,
            // GitHub's refusals (405, 409) are answers, not outages; the caller retries a 5xx after looking at
            // whether the merge happened anyway.
            request: { retries: 0 }
          })
        );
        return { kind: "merged", merged: data.merged === true, said: githubWords(data.message) };
      } catch (e) {
        if (e instanceof ConfigurationError) throw e;
        return { kind: "refused", status: httpStatus(e), said: githubWords(answerMessage(e)) };
      }
    },
    setDraft(nodeId, draft) {
      const what = draft ? "convert the pull request to a draft" : "mark the pull request ready for review";
      return forbiddenOr(
        () => call("setDraft", () => client.graphql(draft ? CONVERT_TO_DRAFT : MARK_READY_FOR_REVIEW, { id: nodeId }), what)
      );
    },
    disableAutoMerge(nodeId) {
      return forbiddenOr(
        () => call("disableAutoMerge", () => client.graphql(DISABLE_AUTO_MERGE, { pullRequestId: nodeId }))
      );
    },
    async requestReviewers(repo, number, users, teams) {
      await call(
        "requestReviewers",
        () => client.rest.pulls.requestReviewers({ ...repo, pull_number: number, reviewers: users, team_reviewers: teams })
      );
    },
    async removeReviewers(repo, number, users, teams) {
      await call(
        "removeReviewers",
        () => client.rest.pulls.removeRequestedReviewers({
          ...repo,
          pull_number: number,
          reviewers: users,
          team_reviewers: teams
        })
      );
    }
  };
}

// src/core/github/octokit/repository.ts
function repositoryOn(client) {
  return {
    async createRef(repo, ref, sha) {
      try {
        await call("createRef", () => client.rest.git.createRef({ ...repo, ref, sha }), ref);
        return "created";
      } catch (e) {
        if (httpStatus(e) !== 422 || !/already exists/i.test(answerMessage(e))) throw e;
        return "exists";
      }
    },
    async refTarget(repo, ref) {
      const { data } = await call("refTarget", () => client.rest.git.getRef({ ...repo, ref }), ref);
      return data.object.sha;
    },
    async forceRef(repo, ref, sha) {
      await call("forceRef", () => client.rest.git.updateRef({ ...repo, ref, sha, force: true }), ref);
    },
    async compare(repo, base, head, perPage, page) {
      try {
        const { data } = await call(
          "compare",
          () => client.rest.repos.compareCommitsWithBasehead({
            ...repo,
            basehead: `${base}...${head}`,
            per_page: perPage,
            ...page !== void 0 ? { page } : {}
          })
        );
        return {
          kind: "compared",
          comparison: {
            status: data.status,
            aheadBy: data.ahead_by,
            behindBy: data.behind_by,
            commits: data.commits.map((c) => ({ sha: c.sha, message: c.commit.message }))
          }
        };
      } catch (e) {
        if (httpStatus(e) === 404) return { kind: "unknown", said: githubWords(e.message) };
        throw e;
      }
    },
    async getContent(repo, path, ref) {
      let data;
      try {
        ({ data } = await call("getContent", () => client.rest.repos.getContent({ ...repo, path, ref }), path));
      } catch (e) {
        if (httpStatus(e) === 404) return { kind: "absent" };
        throw e;
      }
      if (Array.isArray(data)) return { kind: "directory" };
      const file = data;
      return {
        kind: "entry",
        type: file.type,
        ...typeof file.content === "string" ? { content: file.content } : {},
        ...file.encoding !== void 0 ? { encoding: file.encoding } : {},
        ...file.size !== void 0 ? { size: file.size } : {}
      };
    },
    async repository(repo) {
      const { data } = await call("repository", () => client.rest.repos.get({ ...repo }));
      const parent = data.parent;
      return {
        defaultBranch: data.default_branch,
        ...parent ? { parent: { owner: parent.owner.login, repo: parent.name } } : {}
      };
    },
    async collaboratorRole(repo, login) {
      try {
        const { data } = await call(
          "collaboratorRole",
          () => client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login }),
          login
        );
        return data.role_name ?? data.permission;
      } catch (e) {
        if (httpStatus(e) === 404) return void 0;
        throw e;
      }
    },
    async workflowRun(repo, id) {
      try {
        const { data } = await call("workflowRun", () => client.rest.actions.getWorkflowRun({ ...repo, run_id: id }));
        return {
          event: data.event,
          path: data.path,
          headBranch: data.head_branch ?? null,
          actor: data.actor?.login ?? "",
          triggeringActor: data.triggering_actor?.login ?? "",
          title: data.display_title ?? ""
        };
      } catch (e) {
        if (httpStatus(e) === 404) return "absent";
        if (e instanceof TokenRefusedError && e.status === 403) return "unreadable";
        throw e;
      }
    },
    // The two reads of what a branch requires are answered as GitHub gave them: their caller
    // (`../../pr/required-checks.ts`) turns a failure into "not known", with GitHub's status and words.
    async branchRules(repo, branch, page) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/rules/branches/{branch}", {
        ...repo,
        branch,
        per_page: 100,
        page
      });
      return data;
    },
    async branch(repo, branch) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/branches/{branch}", { ...repo, branch });
      return data;
    },
    async refActivity(repo, ref, max) {
      const rows = [];
      try {
        const pages = client.paginate.iterator(client.rest.repos.listActivities, {
          ...repo,
          ref,
          direction: "desc",
          per_page: Math.min(100, Math.max(1, max))
        });
        const it = pages[Symbol.asyncIterator]();
        for (; ; ) {
          const page = await call("refActivity", () => it.next(), ref);
          if (page.done) return { rows, complete: true };
          for (const a of page.value.data)
            rows.push({ type: a.activity_type, before: a.before, after: a.after, at: a.timestamp });
          if (rows.length >= max) return { rows: rows.slice(0, max), complete: false };
        }
      } catch (e) {
        const status = httpStatus(e);
        if (status === 404 || e instanceof TokenRefusedError && e.status === 403) return "unreadable";
        throw e;
      }
    },
    query(name, document, variables) {
      return callQuery(name, () => client.graphql(document, variables));
    }
  };
}

// src/core/github/octokit/index.ts
var ports = /* @__PURE__ */ new WeakMap();
function octokitGitHub(client) {
  let port = ports.get(client);
  if (!port) {
    const requests = { reads: 0, writes: 0 };
    client.hook?.before("request", (o) => {
      if (isWrite(o)) requests.writes++;
      else requests.reads++;
    });
    port = Object.defineProperty(
      { ...pullsOn(client), ...conversationOn(client), ...repositoryOn(client), requests },
      "observing",
      { get: () => isObserving(client), enumerable: true }
    );
    ports.set(client, port);
  }
  return port;
}
export {
  octokitGitHub
};

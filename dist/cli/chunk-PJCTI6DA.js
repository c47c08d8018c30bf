import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  METHOD_ROUTES,
  QUERY_ROUTES,
  whatOf
} from "./chunk-BPDL7PFC.js";
import {
  LabelCreationRefusedError,
  answerMessage,
  callGitHub,
  httpStatus,
  isLabelCreationRefused
} from "./chunk-3O5FDUM7.js";

// src/core/github/octokit/call.ts
function call(method, fn, subject) {
  const route = METHOD_ROUTES[method];
  return callGitHub(whatOf(route, subject), route.permission, fn);
}
function callQuery(name, fn) {
  const route = QUERY_ROUTES[name];
  return callGitHub(whatOf(route), route.permission, fn);
}

// src/core/github/octokit/conversation.ts
async function unlessGone(done, fn) {
  try {
    await fn();
    return done;
  } catch (e) {
    if (httpStatus(e) !== 404) throw e;
    return "gone";
  }
}
async function creatingLabel(label, fn) {
  try {
    return await fn();
  } catch (e) {
    if (!isLabelCreationRefused(e)) throw e;
    throw new LabelCreationRefusedError(label, answerMessage(e), METHOD_ROUTES.createLabel.permission);
  }
}
function alreadyExists(e) {
  const errors = e.response?.data?.errors;
  return httpStatus(e) === 422 && Array.isArray(errors) && errors.some((x) => x?.code === "already_exists");
}
function conversationOn(client) {
  return {
    async createComment(repo, number, body) {
      const { data } = await call(
        "createComment",
        () => client.rest.issues.createComment({ ...repo, issue_number: number, body })
      );
      return data;
    },
    async updateComment(repo, id, body) {
      await call("updateComment", () => client.rest.issues.updateComment({ ...repo, comment_id: id, body }));
    },
    deleteComment(repo, id) {
      return unlessGone(
        "deleted",
        () => call("deleteComment", () => client.rest.issues.deleteComment({ ...repo, comment_id: id }))
      );
    },
    listCommentsSince(repo, number, since) {
      return call(
        "listCommentsSince",
        () => client.paginate(client.rest.issues.listComments, { ...repo, issue_number: number, since, per_page: 100 })
      );
    },
    async listLabels(repo, number) {
      const labels = await call(
        "listLabels",
        () => client.paginate(client.rest.issues.listLabelsOnIssue, { ...repo, issue_number: number, per_page: 100 })
      );
      return labels.map((l) => l.name);
    },
    async addLabel(repo, number, label) {
      await creatingLabel(
        label,
        () => call("addLabel", () => client.rest.issues.addLabels({ ...repo, issue_number: number, labels: [label] }), label)
      );
    },
    async listRepoLabels(repo) {
      const labels = await call(
        "listRepoLabels",
        () => client.paginate(client.rest.issues.listLabelsForRepo, { ...repo, per_page: 100 })
      );
      return labels.map((l) => l.name);
    },
    async createLabel(repo, label) {
      try {
        await creatingLabel(
          label.name,
          () => call("createLabel", () => client.rest.issues.createLabel({ ...repo, ...label }), label.name)
        );
        return "created";
      } catch (e) {
        if (alreadyExists(e)) return "exists";
        throw e;
      }
    },
    removeLabel(repo, number, label) {
      return unlessGone(
        "removed",
        () => call(
          "removeLabel",
          () => client.rest.issues.removeLabel({ ...repo, issue_number: number, name: label }),
          label
        )
      );
    },
    async createCheckRun(repo, run) {
      const { data } = await call(
        "createCheckRun",
        () => client.rest.checks.create({
          ...repo,
          name: run.name,
          head_sha: run.headSha,
          status: run.status,
          ...run.status === "completed" ? { conclusion: run.conclusion ?? "neutral", completed_at: (/* @__PURE__ */ new Date()).toISOString() } : { started_at: (/* @__PURE__ */ new Date()).toISOString() },
          ...run.detailsUrl ? { details_url: run.detailsUrl } : {},
          ...run.externalId ? { external_id: run.externalId } : {},
          output: run.output
        }),
        run.name
      );
      return { id: data.id, appSlug: data.app?.slug };
    },
    async annotateCheckRun(repo, id, output) {
      await call("annotateCheckRun", () => client.rest.checks.update({ ...repo, check_run_id: id, output }));
    },
    async listCheckRunsNamed(repo, sha, name) {
      const runs = await call(
        "listCheckRunsNamed",
        () => client.paginate(client.rest.checks.listForRef, {
          ...repo,
          ref: sha,
          check_name: name,
          filter: "all",
          per_page: 100
        }),
        name
      );
      return runs.map((r) => ({
        id: r.id,
        head_sha: r.head_sha,
        conclusion: r.conclusion,
        completed_at: r.completed_at,
        html_url: r.html_url,
        app: r.app ? { ...r.app.slug !== void 0 ? { slug: r.app.slug } : {} } : null,
        output: { text: r.output?.text ?? null }
      }));
    },
    checkRunsPage(repo, sha, page, headers) {
      return call(
        "checkRunsPage",
        () => client.rest.checks.listForRef({ ...repo, ref: sha, filter: "latest", per_page: 100, page, headers })
      );
    },
    statusesPage(repo, sha, page, headers) {
      return call(
        "statusesPage",
        () => client.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha, per_page: 100, page, headers })
      );
    },
    async listAnnotations(repo, runId, max) {
      const { data } = await call(
        "listAnnotations",
        () => client.rest.checks.listAnnotations({ ...repo, check_run_id: runId, per_page: max })
      );
      return data;
    }
  };
}

export {
  call,
  callQuery,
  conversationOn
};

import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/core/github/routes.ts
var METHOD_ROUTES = {
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": list, get, files
  // and commits/{commit_sha}/pulls)
  getPull: {
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    what: "read the pull request",
    permission: "pull-requests: read"
  },
  listOpenPulls: {
    route: "GET /repos/{owner}/{repo}/pulls",
    what: "list open pull requests",
    permission: "pull-requests: read"
  },
  listPullsOfCommit: {
    route: "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls",
    what: "list the pull requests of a commit",
    permission: "pull-requests: read"
  },
  listFiles: {
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}/files",
    what: "list the pull request files",
    permission: "pull-requests: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": list; the labelled
  // issues listing would need "Issues", which a history-guard job does not grant, docs/github-behaviour.md)
  listLabelledPulls: {
    route: "GET /repos/{owner}/{repo}/pulls",
    what: "list the open pull requests carrying a label",
    permission: "pull-requests: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": list; `mergexo
  // replay` reads the closed ones with the user's token)
  listClosedPulls: {
    route: "GET /repos/{owner}/{repo}/pulls",
    what: "list merged pull requests",
    permission: "pull-requests: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": update-branch, with
  // no "Contents" beside it; a merge across a workflow change needs `workflows` too, docs/github-behaviour.md)
  updateBranch: {
    route: "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch",
    what: "update the pull request branch",
    permission: "pull-requests: write"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": merge a pull request)
  merge: {
    route: "PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge",
    what: "merge the pull request",
    permission: "contents: write"
  },
  // GraphQL mutations: no table; GitHub asks for both (reported: cli/cli#8910, ohdearquant/khive#1066,
  // docs/github-behaviour.md "Auto-merge and drafts").
  setDraft: {
    route: "mutation markPullRequestReadyForReview / convertPullRequestToDraft",
    what: "{}",
    permission: "pull-requests: write` and `contents: write"
  },
  disableAutoMerge: {
    route: "mutation disablePullRequestAutoMerge",
    what: "disable auto-merge on the pull request",
    permission: "pull-requests: write` and `contents: write"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": requested_reviewers)
  requestReviewers: {
    route: "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
    what: "request reviews",
    permission: "pull-requests: write"
  },
  removeReviewers: {
    route: "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
    what: "remove review requests",
    permission: "pull-requests: write"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests" or "Issues": issue
  // comments and labels take either, so the pull request workflow's `pull-requests` is named)
  createComment: {
    route: "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
    what: "comment on the pull request",
    permission: "pull-requests: write"
  },
  updateComment: {
    route: "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
    what: "edit its pull request comment",
    permission: "pull-requests: write"
  },
  deleteComment: {
    route: "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}",
    what: "delete its duplicate comment",
    permission: "pull-requests: write"
  },
  listCommentsSince: {
    route: "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
    what: "read pull request comments",
    permission: "pull-requests: read"
  },
  listLabels: {
    route: "GET /repos/{owner}/{repo}/issues/{issue_number}/labels",
    what: "read the labels",
    permission: "pull-requests: read"
  },
  addLabel: {
    route: "POST /repos/{owner}/{repo}/issues/{issue_number}/labels",
    what: "add the label '{}'",
    permission: "pull-requests: write"
  },
  removeLabel: {
    route: "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
    what: "remove the label '{}'",
    permission: "pull-requests: write"
  },
  listRepoLabels: {
    route: "GET /repos/{owner}/{repo}/labels",
    what: "list the repository's labels",
    permission: "pull-requests: read"
  },
  // GitHub: "Permissions required for GitHub Apps" lists creating a label under "Issues" or "Pull requests", but
  // GitHub refuses it without `issues: write` since 2025, also when adding a missing label would create it
  // (reported: Songmu/tagpr#194, actions/labeler#870; docs/github-behaviour.md). `addLabel`'s refusal names it.
  createLabel: {
    route: "POST /repos/{owner}/{repo}/labels",
    what: "create the label '{}'",
    permission: "issues: write"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Checks": create and update a check
  // run, list check runs for a git reference, list annotations)
  createCheckRun: {
    route: "POST /repos/{owner}/{repo}/check-runs",
    what: "create the '{}' check run",
    permission: "checks: write"
  },
  annotateCheckRun: {
    route: "PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}",
    what: "annotate the check run",
    permission: "checks: write"
  },
  listCheckRunsNamed: {
    route: "GET /repos/{owner}/{repo}/commits/{ref}/check-runs",
    what: "read the '{}' check runs",
    permission: "checks: read"
  },
  checkRunsPage: {
    route: "GET /repos/{owner}/{repo}/commits/{ref}/check-runs",
    what: "list check runs",
    permission: "checks: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Commit statuses": combined status)
  statusesPage: {
    route: "GET /repos/{owner}/{repo}/commits/{ref}/status",
    what: "list commit statuses",
    permission: "statuses: read"
  },
  listAnnotations: {
    route: "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations",
    what: "read check run annotations",
    permission: "checks: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": git refs, compare and
  // contents)
  createRef: {
    route: "POST /repos/{owner}/{repo}/git/refs",
    what: "create the backup ref {}",
    permission: "contents: write"
  },
  refTarget: {
    route: "GET /repos/{owner}/{repo}/git/ref/{ref}",
    what: "read the ref {}",
    permission: "contents: read"
  },
  forceRef: {
    route: "PATCH /repos/{owner}/{repo}/git/refs/{ref}",
    what: "move the backup ref {}",
    permission: "contents: write"
  },
  compare: {
    route: "GET /repos/{owner}/{repo}/compare/{basehead}",
    what: "compare commits",
    permission: "contents: read"
  },
  getContent: {
    route: "GET /repos/{owner}/{repo}/contents/{path}",
    what: "read {} from the base branch",
    permission: "contents: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Metadata": get a repository, a
  // user's permission, the rules of a branch)
  repository: {
    route: "GET /repos/{owner}/{repo}",
    what: "read the repository",
    permission: "metadata: read"
  },
  collaboratorRole: {
    route: "GET /repos/{owner}/{repo}/collaborators/{username}/permission",
    what: "read {}'s permission on the repository",
    permission: "metadata: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Actions": get a workflow run)
  workflowRun: {
    route: "GET /repos/{owner}/{repo}/actions/runs/{run_id}",
    what: "read the workflow run that recorded a hand-over",
    permission: "actions: read"
  },
  branchRules: {
    route: "GET /repos/{owner}/{repo}/rules/branches/{branch}",
    what: "read the rules of the branch",
    permission: "metadata: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": get a branch)
  branch: {
    route: "GET /repos/{owner}/{repo}/branches/{branch}",
    what: "read the branch protection",
    permission: "contents: read"
  },
  // GitHub: https://docs.github.com/rest/repos/repos#list-repository-activities (fine-grained tokens: "Metadata"
  // repository permissions, read)
  refActivity: {
    route: "GET /repos/{owner}/{repo}/activity",
    what: "read when the branch {} was pushed",
    permission: "metadata: read"
  }
};
var QUERY_ROUTES = {
  "pull.read": { route: "query PullRequestRead", what: "read the pull request", permission: "pull-requests: read" },
  // The PR with a gate's own check runs and a file at its base: the REST reads it replaces need `checks: read`
  // and `contents: read` ("Permissions required for GitHub Apps", "Checks" and "Contents").
  "pull.gate": {
    route: "query PullRequestGateRead",
    what: "read the pull request with its checks and the lease file",
    permission: "pull-requests: read` and `checks: read` and `contents: read"
  },
  "pull.timeline": {
    route: "query PullRequestTimelinePage",
    what: "read the pull request timeline",
    permission: "pull-requests: read"
  },
  "pull.comments": {
    route: "query PullRequestCommentsPage",
    what: "read pull request comments",
    permission: "pull-requests: read"
  },
  "pull.reviewRequests": {
    route: "query ReviewRequestsRead",
    what: "read the review requests",
    permission: "pull-requests: read"
  },
  "pull.mergeable": {
    route: "query RebaseMergeable",
    what: "read whether the pull request conflicts",
    permission: "pull-requests: read"
  },
  "pulls.open": { route: "query RebaseOpenPulls", what: "list open pull requests", permission: "pull-requests: read" },
  "pulls.one": { route: "query RebaseOnePull", what: "read the pull request", permission: "pull-requests: read" },
  "pulls.comments": {
    route: "query RebasePullComments",
    what: "read pull request comments",
    permission: "pull-requests: read"
  },
  "pulls.claims": {
    route: "query RebaseClaimStarts",
    what: "read when the pull requests were opened, reopened and retargeted",
    permission: "pull-requests: read"
  },
  // A GitHub App permission (Merge queues: read); GITHUB_TOKEN cannot hold it (`../merge-group.ts` says so).
  "mergeQueue.entries": {
    route: "query MergeQueueEntries",
    what: "read the merge queue",
    permission: "merge-queues: read"
  }
};
function whatOf(route, subject) {
  return route.what.replace("{}", subject ?? "");
}

export {
  METHOD_ROUTES,
  QUERY_ROUTES,
  whatOf
};

// Workflow runs: GitHub's own record of who started a run, of which workflow file, on which event and branch.
// GitHub: "REST API endpoints for workflow runs" (Get a workflow run: the "Actions" repository permission (read);
// `path`, `event`, `head_branch` and `display_title` are required in the answer, `actor` and `triggering_actor` are
// not; no field holds a dispatch's inputs)
// GitHub: "Contexts reference" (github.actor started the run's first attempt; github.triggering_actor this one: a
// re-run keeps the first actor's privileges)
// "Delete a workflow run" needs Actions (write) and answers 204; the run's check suite goes with it
// (fake-github/check-suites.ts).
import { notFound, ok, type Route } from '../http.js';
import { repoJson, userJson } from '../serialize.js';

export const actionRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/actions/runs/{run_id}',
    permission: ['actions=read'],
    handler: (ctx) => {
      const run = ctx.repo.workflowRuns.get(Number(ctx.params.run_id));
      if (!run) throw notFound();
      const url = `${ctx.store.apiUrl}/repos/${ctx.repo.fullName}/actions/runs/${run.id}`;
      const repository = repoJson(ctx.store, ctx.repo);
      return ok({
        id: run.id,
        node_id: `WFR_${run.id}`,
        name: run.name,
        display_title: run.displayTitle,
        path: run.path,
        head_branch: run.headBranch,
        head_sha: run.headSha ?? '0'.repeat(40),
        head_commit: null,
        run_number: 1,
        run_attempt: 1,
        event: run.event,
        status: 'in_progress',
        conclusion: null,
        workflow_id: 1,
        ...(run.suiteId !== undefined ? { check_suite_id: run.suiteId } : {}),
        url,
        html_url: `${ctx.store.apiUrl}/${ctx.repo.fullName}/actions/runs/${run.id}`,
        pull_requests: [],
        created_at: run.createdAt,
        run_started_at: run.createdAt,
        updated_at: run.createdAt,
        jobs_url: `${url}/jobs`,
        logs_url: `${url}/logs`,
        check_suite_url: `${url}/check-suite`,
        artifacts_url: `${url}/artifacts`,
        cancel_url: `${url}/cancel`,
        rerun_url: `${url}/rerun`,
        workflow_url: `${ctx.store.apiUrl}/repos/${ctx.repo.fullName}/actions/workflows/1`,
        actor: userJson(ctx.store, ctx.store.user(run.actor)),
        triggering_actor: userJson(ctx.store, ctx.store.user(run.triggeringActor)),
        repository,
        head_repository: repository,
      });
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/actions/runs/{run_id}',
    permission: ['actions=write'],
    handler: (ctx) => {
      const id = Number(ctx.params.run_id);
      if (!ctx.repo.workflowRuns.has(id)) throw notFound();
      ctx.repo.deleteWorkflowRun(id);
      return { status: 204 };
    },
  },
];

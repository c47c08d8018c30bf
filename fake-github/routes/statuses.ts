// Commit statuses (the pre-checks API that many CI systems still use).
import * as g from '../git.js';
import { HttpError, ok, paginate, validationFailed, type Route, type RouteContext } from '../http.js';
import { repoJson, statusJson } from '../serialize.js';

const STATES = ['error', 'failure', 'pending', 'success'] as const;

async function commitOf(ctx: RouteContext, ref: string): Promise<string> {
  const sha = await g.resolveCommit(ctx.repo.gitDir, ref);
  if (!sha) throw new HttpError(422, `No commit found for SHA: ${ref}`);
  return sha;
}

export const statusRoutes: Route[] = [
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/statuses/{sha}',
    permission: ['statuses=write'],
    handler: async (ctx) => {
      const sha = await commitOf(ctx, ctx.params.sha!);
      const state = ctx.body?.state;
      if (!STATES.includes(state))
        throw validationFailed([
          { resource: 'Status', field: 'state', code: 'custom', message: 'state is not included in the list' },
        ]);
      const rec = ctx.repo.addStatus(sha, {
        state,
        context: ctx.body.context ?? 'default',
        description: ctx.body.description ?? undefined,
        targetUrl: ctx.body.target_url ?? undefined,
        creator: ctx.token.user.login,
      });
      return ok(statusJson(ctx.store, ctx.repo, rec), 201);
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/commits/{ref}/status',
    permission: ['statuses=read'],
    handler: async (ctx) => {
      const sha = await commitOf(ctx, ctx.params.ref!);
      const latest = new Map<string, ReturnType<typeof ctx.repo.statuses>[number]>();
      for (const s of ctx.repo.statuses(sha).sort((a, b) => a.id - b.id)) latest.set(s.context, s);
      const list = [...latest.values()];
      const state = list.some((s) => s.state === 'error' || s.state === 'failure')
        ? 'failure'
        : list.length === 0 || list.some((s) => s.state === 'pending')
          ? 'pending'
          : 'success';
      const { page, headers } = paginate(ctx, list);
      return ok(
        {
          state,
          statuses: page.map((s) => statusJson(ctx.store, ctx.repo, s)),
          sha,
          total_count: list.length,
          repository: repoJson(ctx.store, ctx.repo, false),
          commit_url: `${ctx.store.apiUrl}/repos/${ctx.repo.fullName}/commits/${sha}`,
          url: `${ctx.store.apiUrl}/repos/${ctx.repo.fullName}/commits/${sha}/status`,
        },
        200,
        headers,
      );
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/commits/{ref}/statuses',
    permission: ['statuses=read'],
    handler: async (ctx) => {
      const sha = await commitOf(ctx, ctx.params.ref!);
      const list = ctx.repo.statuses(sha).sort((a, b) => b.id - a.id);
      const { page, headers } = paginate(ctx, list);
      return ok(
        page.map((s) => statusJson(ctx.store, ctx.repo, s)),
        200,
        headers,
      );
    },
  },
];

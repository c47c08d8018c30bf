// Check runs: verdicts of every gate live here, so creation, update, listing filters and annotations
// follow GitHub's rules closely (latest-per-name filtering, 50 annotations per request, app ownership).
import * as g from '../git.js';
import {
  HttpError,
  intParam,
  notFound,
  ok,
  paginate,
  validationFailed,
  type LooseJson,
  type Route,
  type RouteContext,
} from '../http.js';
import { checkRunJson } from '../serialize.js';
import { nodeId, now, type Annotation, type CheckRunRecord, type TokenInfo } from '../store.js';

const STATUSES = ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'];
const CONCLUSIONS = ['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out'];

export function appOf(token: TokenInfo): string | undefined {
  if (token.app) return token.app;
  if (token.user.type === 'Bot') return token.user.login.replace(/\[bot\]$/, '');
  return undefined;
}

function annotationsFrom(raw: unknown): Annotation[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw validationFailed(['output.annotations is not an array']);
  if (raw.length > 50)
    throw validationFailed(
      ['Only 50 annotations are allowed per request'],
      'Invalid request.\n\nOnly 50 annotations are allowed per request.',
    );
  return raw.map((a: Record<string, unknown>) => {
    for (const f of ['path', 'start_line', 'end_line', 'annotation_level', 'message']) {
      if (a[f] === undefined)
        throw validationFailed([{ resource: 'CheckRun', field: `annotations.${f}`, code: 'missing_field' }]);
    }
    return {
      path: String(a.path),
      start_line: Number(a.start_line),
      end_line: Number(a.end_line),
      start_column: (a.start_column as number) ?? null,
      end_column: (a.end_column as number) ?? null,
      annotation_level: a.annotation_level as Annotation['annotation_level'],
      title: (a.title as string) ?? null,
      message: String(a.message),
      raw_details: (a.raw_details as string) ?? null,
    };
  });
}

function applyBody(c: CheckRunRecord, body: Record<string, LooseJson>): void {
  if (body.name !== undefined) c.name = String(body.name);
  if (body.details_url !== undefined) c.detailsUrl = body.details_url;
  if (body.external_id !== undefined) c.externalId = body.external_id;
  if (body.started_at !== undefined) c.startedAt = body.started_at;
  if (body.status !== undefined) {
    if (!STATUSES.includes(body.status))
      throw validationFailed([{ resource: 'CheckRun', field: 'status', code: 'invalid' }]);
    c.status = body.status;
    if (body.status !== 'completed') c.conclusion = null;
  }
  if (body.conclusion !== undefined && body.conclusion !== null) {
    if (!CONCLUSIONS.includes(body.conclusion))
      throw validationFailed([{ resource: 'CheckRun', field: 'conclusion', code: 'invalid' }]);
    // Giving a conclusion completes the run, whatever status was sent.
    c.conclusion = body.conclusion;
    c.status = 'completed';
  }
  if (c.status === 'completed') {
    if (!c.conclusion)
      throw validationFailed(
        [{ resource: 'CheckRun', field: 'conclusion', code: 'missing_field' }],
        'Invalid request.\n\nconclusion is required when status is completed.',
      );
    c.completedAt = body.completed_at ?? c.completedAt ?? now();
  }
  if (body.output !== undefined && body.output !== null) {
    const o = body.output;
    if (o.title === undefined || o.summary === undefined)
      throw validationFailed(
        [{ resource: 'CheckRun', field: 'output', code: 'missing_field' }],
        'Invalid request.\n\n"title" and "summary" are required in output.',
      );
    // GitHub: github/docs#35252 (the limit is 65,535 bytes, not the characters the docs say; the 422 quoted)
    for (const field of ['summary', 'text'] as const) {
      if (o[field] !== undefined && o[field] !== null && Buffer.byteLength(String(o[field]), 'utf8') > 65535)
        throw validationFailed([
          { resource: 'CheckRun', code: 'custom', field, message: `${field} exceeds a maximum bytesize of 65535` },
        ]);
    }
    c.output = { title: o.title, summary: o.summary, text: o.text ?? c.output.text };
    // Annotations accumulate across updates, the way GitHub lets large reports be sent in batches.
    c.annotations.push(...annotationsFrom(o.annotations));
  }
}

function runOf(ctx: RouteContext): CheckRunRecord {
  const id = intParam(ctx, 'check_run_id');
  const c = ctx.repo.checkRunList.find((x) => x.id === id);
  if (!c) throw notFound();
  return c;
}

export const checkRoutes: Route[] = [
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/check-runs',
    permission: ['checks=write'],
    handler: async (ctx) => {
      const app = appOf(ctx.token);
      if (!app) throw new HttpError(403, 'You must authenticate via a GitHub App.');
      const body = ctx.body ?? {};
      if (!body.name || !body.head_sha)
        throw validationFailed([
          { resource: 'CheckRun', field: body.name ? 'head_sha' : 'name', code: 'missing_field' },
        ]);
      const sha = await g.resolveCommit(ctx.repo.gitDir, String(body.head_sha));
      if (!sha || sha !== body.head_sha)
        throw validationFailed(
          [`No commit found for SHA: ${body.head_sha}`],
          `No commit found for SHA: ${body.head_sha}`,
        );
      const id = ctx.store.nextId();
      const c: CheckRunRecord = {
        id,
        nodeId: nodeId('CR', id),
        headSha: sha,
        name: String(body.name),
        status: 'queued',
        conclusion: null,
        startedAt: now(),
        completedAt: null,
        detailsUrl: null,
        externalId: null,
        output: { title: null, summary: null, text: null },
        annotations: [],
        app,
        suiteId: ctx.repo.suiteFor(app, sha),
        createdBy: ctx.token.user.login,
      };
      applyBody(c, body);
      ctx.repo.checkRunList.push(c);
      return ok(checkRunJson(ctx.store, ctx.repo, c), 201);
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/check-runs/{check_run_id}',
    permission: ['checks=write'],
    handler: (ctx) => {
      const c = runOf(ctx);
      if (appOf(ctx.token) !== c.app)
        throw new HttpError(403, 'Invalid app_id - the check run was created by another GitHub App.');
      // Validate on a copy so a rejected update changes nothing.
      const next: CheckRunRecord = { ...c, output: { ...c.output }, annotations: [...c.annotations] };
      applyBody(next, ctx.body ?? {});
      Object.assign(c, next);
      return ok(checkRunJson(ctx.store, ctx.repo, c));
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/check-runs/{check_run_id}',
    permission: ['checks=read'],
    handler: (ctx) => ok(checkRunJson(ctx.store, ctx.repo, runOf(ctx))),
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations',
    permission: ['checks=read'],
    handler: (ctx) => {
      const c = runOf(ctx);
      const { page, headers } = paginate(
        ctx,
        c.annotations.map((a) => ({
          ...a,
          blob_href: `https://github.com/${ctx.repo.fullName}/blob/${c.headSha}/${a.path}`,
        })),
      );
      return ok(page, 200, headers);
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/commits/{ref}/check-runs',
    permission: ['checks=read'],
    handler: async (ctx) => {
      const sha = await g.resolveCommit(ctx.repo.gitDir, ctx.params.ref!);
      if (!sha) throw new HttpError(422, `No commit found for SHA: ${ctx.params.ref}`);
      const q = ctx.query;
      let runs = ctx.repo.checkRunList.filter((c) => c.headSha === sha).sort((a, b) => b.id - a.id);
      const name = q.get('check_name');
      const status = q.get('status');
      const appId = q.get('app_id');
      if (name) runs = runs.filter((c) => c.name === name);
      if (status) runs = runs.filter((c) => c.status === status);
      if (appId)
        runs = runs.filter((c) => String((checkRunJson(ctx.store, ctx.repo, c).app as { id: number }).id) === appId);
      if ((q.get('filter') ?? 'latest') === 'latest') {
        const seen = new Set<string>();
        runs = runs.filter((c) => {
          const k = `${c.app}\0${c.name}`;
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
      }
      const { page, headers } = paginate(ctx, runs);
      return ok(
        { total_count: runs.length, check_runs: page.map((c) => checkRunJson(ctx.store, ctx.repo, c)) },
        200,
        headers,
      );
    },
  },
];

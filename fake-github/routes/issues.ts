// Issue comments, issue labels and repository labels. Pull requests are issues here, as on GitHub.
import {
  HttpError,
  intParam,
  notFound,
  ok,
  paginate,
  validationFailed,
  type Route,
  type RouteContext,
} from '../http.js';
import { hasPermission } from '../permissions.js';
import { commentJson, issueJson, labelJson } from '../serialize.js';
import { now, type CommentRecord, type PullRecord } from '../store.js';

const READ = ['issues=read', 'pull_requests=read'];
const WRITE = ['issues=write', 'pull_requests=write'];

function issueOf(ctx: RouteContext): PullRecord {
  const pr = ctx.repo.pulls.get(intParam(ctx, 'issue_number'));
  if (!pr) throw notFound();
  return pr;
}

function commentOf(ctx: RouteContext): CommentRecord {
  const id = intParam(ctx, 'comment_id');
  const c = ctx.repo.commentList.find((x) => x.id === id);
  if (!c) throw notFound();
  return c;
}

function labelNames(body: unknown): string[] {
  const raw = Array.isArray(body) ? body : (body as { labels?: unknown })?.labels;
  if (!Array.isArray(raw))
    throw validationFailed(
      [{ resource: 'Label', field: 'labels', code: 'missing_field' }],
      'Invalid request.\n\n"labels" wasn\'t supplied.',
    );
  return raw.map((l) => (typeof l === 'string' ? l : String((l as { name?: string }).name)));
}

/**
 * Creating a repository label takes the Issues permission: GitHub's tables list labels under "Issues" or "Pull
 * requests", but since 2025 it refuses to create one (by `POST .../labels`, or by adding a label the repository
 * lacks to an issue or pull request, which creates it) to an integration token without `issues: write`, while
 * adding a label that exists still takes either. A user's classic token (no permission set) may, as a writer.
 */
// GitHub: Songmu/tagpr#194 (adding a missing label without issues: write: 403 "You do not have permission ...")
// GitHub: actions/labeler#870 (the same for GITHUB_TOKEN with pull-requests: write; field label, code unauthorized)
// GitHub: actions/labeler#867 (the fix users found: issues: write beside pull-requests: write)
// GitHub: googleapis/release-please-action#1105 (GitHub support: the docs' "either permission" is out of date)
function mayCreateLabels(ctx: RouteContext): boolean {
  return !ctx.token.permissions || hasPermission(ctx.token, ['issues=write']);
}

function labelCreationRefused(): HttpError {
  return new HttpError(403, 'You do not have permission to create labels on this repository.', {
    errors: [{ resource: 'Repository', field: 'label', code: 'unauthorized' }],
  });
}

/** The names of `names` the repository has no label for: adding them would create them. */
function refuseUnlessCreatable(ctx: RouteContext, names: readonly string[]): void {
  if (names.some((n) => !ctx.repo.labels.has(n.toLowerCase())) && !mayCreateLabels(ctx)) throw labelCreationRefused();
}

function issueLabels(ctx: RouteContext, pr: PullRecord): unknown[] {
  return pr.labels.map((n) => labelJson(ctx.store, ctx.repo, ctx.repo.ensureLabel(n)));
}

/**
 * Editing or deleting someone else's comment takes write access to the repository: a collaborator with the
 * write, maintain or admin role, or an App's token (which got `issues`/`pull_requests: write` to get here).
 */
function canModerate(ctx: RouteContext): boolean {
  if (ctx.token.user.type === 'Bot') return true;
  return ['write', 'maintain', 'admin'].includes(ctx.repo.roleOf(ctx.token.user.login));
}

function commentBody(ctx: RouteContext): string {
  const body = ctx.body?.body;
  if (typeof body !== 'string' || body.length === 0)
    throw validationFailed([{ resource: 'IssueComment', field: 'body', code: 'missing_field' }]);
  if (body.length > 65536)
    throw validationFailed([
      {
        resource: 'IssueComment',
        field: 'body',
        code: 'custom',
        message: 'Body is too long (maximum is 65536 characters)',
      },
    ]);
  return body;
}

export const issueRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues',
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Issues": GET issues, listed under
    // no other permission, so `pull_requests=read` alone does not list them)
    permission: ['issues=read'],
    handler: (ctx) => {
      const q = ctx.query;
      const state = q.get('state') ?? 'open';
      const want = (q.get('labels') ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      const since = q.get('since');
      const creator = q.get('creator')?.toLowerCase();
      const sort = q.get('sort') ?? 'created';
      const direction = q.get('direction') ?? 'desc';
      let list = [...ctx.repo.pulls.values()].filter((p) => state === 'all' || p.state === state);
      if (want.length) list = list.filter((p) => want.every((w) => p.labels.some((l) => l.toLowerCase() === w)));
      if (since) list = list.filter((p) => p.updatedAt >= since);
      if (creator) list = list.filter((p) => p.author.login.toLowerCase() === creator);
      const key = (p: PullRecord): string | number =>
        sort === 'updated' ? p.updatedAt : sort === 'comments' ? ctx.repo.commentsOf(p.number).length : p.createdAt;
      list.sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        const c = ka < kb ? -1 : ka > kb ? 1 : a.number - b.number;
        return direction === 'asc' ? c : -c;
      });
      const { page, headers } = paginate(ctx, list);
      return ok(
        page.map((p) => issueJson(ctx.store, ctx.repo, p)),
        200,
        headers,
      );
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}',
    permission: READ,
    handler: (ctx) => ok(issueJson(ctx.store, ctx.repo, issueOf(ctx))),
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    permission: READ,
    handler: (ctx) => {
      const pr = issueOf(ctx);
      const since = ctx.query.get('since');
      let list = ctx.repo.commentList.filter((c) => c.issueNumber === pr.number);
      if (since) list = list.filter((c) => c.updatedAt >= since);
      const { page, headers } = paginate(ctx, list);
      return ok(
        page.map((c) => commentJson(ctx.store, ctx.repo, c)),
        200,
        headers,
      );
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    permission: WRITE,
    handler: (ctx) => {
      const pr = issueOf(ctx);
      const c = ctx.repo.createComment(pr.number, ctx.token.user, commentBody(ctx));
      pr.updatedAt = c.createdAt;
      return ok(commentJson(ctx.store, ctx.repo, c), 201);
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    permission: READ,
    handler: (ctx) => ok(commentJson(ctx.store, ctx.repo, commentOf(ctx))),
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    permission: WRITE,
    handler: (ctx) => {
      const c = commentOf(ctx);
      const body = commentBody(ctx);
      // Editing someone else's comment needs write access to the repository; an App token has it, a
      // stranger does not. Mergexo only ever edits its own comments.
      if (c.user !== ctx.token.user && !canModerate(ctx))
        throw new HttpError(403, 'Must have admin rights to Repository.');
      c.body = body;
      c.editor = ctx.token.user;
      c.updatedAt = now();
      return ok(commentJson(ctx.store, ctx.repo, c));
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    permission: WRITE,
    handler: (ctx) => {
      const c = commentOf(ctx);
      // As for edits: someone else's comment needs write access to the repository (an App token has it).
      if (c.user !== ctx.token.user && !canModerate(ctx))
        throw new HttpError(403, 'Must have admin rights to Repository.');
      ctx.repo.deleteComment(c.id, ctx.token.user.login);
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
    permission: READ,
    handler: (ctx) => {
      const { page, headers } = paginate(ctx, issueLabels(ctx, issueOf(ctx)));
      return ok(page, 200, headers);
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
    permission: WRITE,
    handler: (ctx) => {
      const pr = issueOf(ctx);
      const names = labelNames(ctx.body);
      // Checked before anything changes: a refused request adds none of its labels.
      refuseUnlessCreatable(ctx, names);
      for (const n of names) ctx.repo.addLabel(pr.number, n);
      pr.updatedAt = now();
      return ok(issueLabels(ctx, pr));
    },
  },
  {
    method: 'PUT',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
    permission: WRITE,
    handler: (ctx) => {
      const pr = issueOf(ctx);
      const names = labelNames(ctx.body);
      refuseUnlessCreatable(ctx, names);
      pr.labels = [];
      for (const n of names) ctx.repo.addLabel(pr.number, n);
      pr.updatedAt = now();
      return ok(issueLabels(ctx, pr));
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}',
    permission: WRITE,
    handler: (ctx) => {
      const pr = issueOf(ctx);
      const name = ctx.params.name!.toLowerCase();
      const i = pr.labels.findIndex((l) => l.toLowerCase() === name);
      if (i < 0) throw new HttpError(404, 'Label does not exist');
      pr.labels.splice(i, 1);
      pr.updatedAt = now();
      return ok(issueLabels(ctx, pr));
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/labels',
    permission: ['issues=read', 'pull_requests=read'],
    handler: (ctx) => {
      const { page, headers } = paginate(
        ctx,
        [...ctx.repo.labels.values()].map((l) => labelJson(ctx.store, ctx.repo, l)),
      );
      return ok(page, 200, headers);
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/labels/{name}',
    permission: ['issues=read', 'pull_requests=read'],
    handler: (ctx) => {
      const l = ctx.repo.labels.get(ctx.params.name!.toLowerCase());
      if (!l) throw notFound();
      return ok(labelJson(ctx.store, ctx.repo, l));
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/labels',
    permission: ['issues=write', 'pull_requests=write'],
    handler: (ctx) => {
      const name = ctx.body?.name;
      if (typeof name !== 'string' || !name)
        throw validationFailed([{ resource: 'Label', field: 'name', code: 'missing_field' }]);
      if (!mayCreateLabels(ctx)) throw labelCreationRefused();
      if (ctx.repo.labels.has(name.toLowerCase()))
        throw validationFailed([{ resource: 'Label', code: 'already_exists', field: 'name' }]);
      const color = String(ctx.body.color ?? 'ededed').replace(/^#/, '');
      if (!/^[0-9a-fA-F]{6}$/.test(color))
        throw validationFailed([{ resource: 'Label', code: 'invalid', field: 'color' }]);
      const description = ctx.body.description ?? null;
      // GitHub: "REST API endpoints for labels" (Create a label: description, "100 characters or fewer")
      if (typeof description === 'string' && description.length > 100)
        throw validationFailed([{ resource: 'Label', code: 'invalid', field: 'description' }]);
      const l = ctx.repo.ensureLabel(name, color, description);
      return ok(labelJson(ctx.store, ctx.repo, l), 201);
    },
  },
];

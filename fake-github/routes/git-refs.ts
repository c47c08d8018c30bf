// Git references in any namespace (`refs/heads`, `refs/tags`, `refs/mergexo/...`), moved with real
// `git update-ref` so clones and merges see them.
import * as g from '../git.js';
import { HttpError, notFound, ok, validationFailed, type Route, type RouteContext } from '../http.js';
import { hasPermission } from '../permissions.js';
import { refJson } from '../serialize.js';

function fullRef(ctx: RouteContext): string {
  const r = ctx.params.ref!.replace(/^\/+/, '');
  return r.startsWith('refs/') ? r : `refs/${r}`;
}

/** Branch updates through the API land on pull request timelines (force-push, head deleted or restored). */
async function recordBranch(
  ctx: RouteContext,
  ref: string,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (ref.startsWith('refs/heads/'))
    await ctx.repo.recordBranchUpdate(ref.slice('refs/heads/'.length), before, after, ctx.token.user.login);
}

async function requireCommit(ctx: RouteContext, sha: unknown): Promise<string> {
  if (typeof sha !== 'string' || !g.SHA_RE.test(sha) || !(await g.objectType(ctx.repo.gitDir, sha)))
    throw new HttpError(422, 'Object does not exist');
  return sha;
}

/**
 * A file under `.github/workflows/` that the commits `sha` brings change, counting the commits the default branch
 * does not hold: a ref at such a commit writes workflows onto GitHub for the token that creates it. Commits no ref
 * holds yet count (a force-pushed PR head), and so do commits only another branch holds (GitHub support, as
 * vercel/next.js#94596 reports, asked for `workflows` on commits far from the default branch).
 */
async function workflowBrought(ctx: RouteContext, sha: string, old?: string): Promise<string | undefined> {
  if ((await g.objectType(ctx.repo.gitDir, sha)) !== 'commit') return undefined;
  const held = [g.resolveRef(ctx.repo.gitDir, `refs/heads/${ctx.repo.defaultBranch}`), old].filter(
    (x): x is string => !!x,
  );
  const args = ['log', '--format=', '--name-only', '--no-renames', sha, ...(held.length ? ['--not', ...held] : [])];
  const paths = await g.git(ctx.repo.gitDir, [...args, '--', '.github/workflows/']);
  return paths.split('\n').find((p) => p.startsWith('.github/workflows/'));
}

/**
 * A GitHub App's token (GITHUB_TOKEN is one) needs `workflows` to put workflow changes under a ref, as for a push
 * (403); GITHUB_TOKEN can never have it. A classic token (no `permissions`) is not asked here.
 */
// GitHub: vercel/next.js#94596 (creating a ref needs `workflows` write beside `contents` for such commits)
async function requireWorkflowsFor(ctx: RouteContext, sha: string, old?: string): Promise<void> {
  if (!ctx.token.permissions || hasPermission(ctx.token, ['workflows=write'])) return;
  const workflow = await workflowBrought(ctx, sha, old);
  if (workflow)
    throw new HttpError(
      403,
      `refusing to allow a GitHub App to create or update workflow ${workflow} without workflows permission`,
    );
}

export const gitRefRoutes: Route[] = [
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/git/refs',
    permission: ['contents=write'],
    handler: async (ctx) => {
      const ref = ctx.body?.ref;
      if (typeof ref !== 'string') throw validationFailed([{ resource: 'Ref', field: 'ref', code: 'missing_field' }]);
      if (
        !ref.startsWith('refs/') ||
        ref.split('/').length < 3 ||
        ref.includes('..') ||
        /[\s~^:?*[\\]/.test(ref) ||
        ref.endsWith('/') ||
        ref.endsWith('.lock')
      ) {
        throw new HttpError(422, `${ref} is not a valid ref name.`);
      }
      const sha = await requireCommit(ctx, ctx.body.sha);
      if (g.resolveRef(ctx.repo.gitDir, ref)) throw new HttpError(422, 'Reference already exists');
      await requireWorkflowsFor(ctx, sha);
      // Empty old value makes git refuse if another writer created the ref meanwhile.
      try {
        await g.updateRef(ctx.repo.gitDir, ref, sha, '');
      } catch (e) {
        // Two creators raced: GitHub answers the loser as it would any existing ref.
        if (g.resolveRef(ctx.repo.gitDir, ref)) throw new HttpError(422, 'Reference already exists');
        throw e;
      }
      await recordBranch(ctx, ref, null, sha);
      return ok(refJson(ctx.store, ctx.repo, ref, sha), 201);
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/git/ref/{ref}',
    permission: ['contents=read'],
    handler: (ctx) => {
      const ref = fullRef(ctx);
      const sha = g.resolveRef(ctx.repo.gitDir, ref);
      if (!sha) throw notFound();
      return ok(refJson(ctx.store, ctx.repo, ref, sha));
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/git/matching-refs/{ref}',
    permission: ['contents=read'],
    handler: (ctx) => {
      const prefix = fullRef(ctx);
      const refs = [...g.listRefs(ctx.repo.gitDir, prefix)];
      return ok(refs.map(([name, sha]) => refJson(ctx.store, ctx.repo, name, sha)));
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/git/refs/{ref}',
    permission: ['contents=write'],
    handler: async (ctx) => {
      const ref = fullRef(ctx);
      const old = g.resolveRef(ctx.repo.gitDir, ref);
      if (!old) throw new HttpError(422, 'Reference does not exist');
      const sha = await requireCommit(ctx, ctx.body?.sha);
      if (!ctx.body.force && !(await g.isAncestor(ctx.repo.gitDir, old, sha)))
        throw new HttpError(422, 'Update is not a fast forward');
      await requireWorkflowsFor(ctx, sha, old);
      await g.updateRef(ctx.repo.gitDir, ref, sha, old);
      await recordBranch(ctx, ref, old, sha);
      return ok(refJson(ctx.store, ctx.repo, ref, sha));
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/git/refs/{ref}',
    permission: ['contents=write'],
    handler: async (ctx) => {
      const ref = fullRef(ctx);
      const old = g.resolveRef(ctx.repo.gitDir, ref);
      if (!old) throw new HttpError(422, 'Reference does not exist');
      await g.deleteRef(ctx.repo.gitDir, ref);
      await recordBranch(ctx, ref, old, null);
      return { status: 204 };
    },
  },
];

// Repository metadata, collaborator permission and file contents.
import * as g from '../git.js';
import { HttpError, notFound, ok, type Route } from '../http.js';
import { repoJson, userJson } from '../serialize.js';

const LEGACY: Record<string, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

export const repoRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}',
    permission: ['metadata=read'],
    handler: (ctx) => {
      const json = repoJson(ctx.store, ctx.repo);
      // A person's token sees that person's rights on the repository (`permissions.admin` and the rest).
      if (!ctx.token.permissions) {
        const rank = ['read', 'triage', 'write', 'maintain', 'admin'].indexOf(ctx.repo.roleOf(ctx.token.user.login));
        json.permissions = {
          admin: rank >= 4,
          maintain: rank >= 3,
          push: rank >= 2,
          triage: rank >= 1,
          pull: rank >= 0 || !ctx.repo.isPrivate,
        };
      }
      return ok(json);
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/collaborators/{username}/permission',
    permission: ['metadata=read'],
    handler: (ctx) => {
      const login = ctx.params.username!;
      // Any login is treated as an existing GitHub account (a stranger is a real user without access).
      if (!/^[A-Za-z0-9-]+(\[bot\])?$/.test(login)) throw notFound();
      const user = ctx.store.user(login);
      let role: string = ctx.repo.roleOf(login);
      // Anyone may read a public repository, so GitHub reports read for non-collaborators there.
      if (role === 'none' && !ctx.repo.isPrivate) role = 'read';
      const permission = LEGACY[role] ?? 'none';
      const rank = ['read', 'triage', 'write', 'maintain', 'admin'].indexOf(role);
      return ok({
        permission,
        role_name: role,
        user: {
          ...userJson(ctx.store, user),
          permissions: { pull: rank >= 0, triage: rank >= 1, push: rank >= 2, maintain: rank >= 3, admin: rank >= 4 },
          role_name: role,
        },
      });
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/contents/{path}',
    permission: ['contents=read'],
    handler: async (ctx) => {
      const repo = ctx.repo;
      const ref = ctx.query.get('ref') ?? repo.defaultBranch;
      const sha = await g.resolveCommit(repo.gitDir, ref);
      if (!sha) throw new HttpError(404, `No commit found for the ref ${ref}`);
      const path = ctx.params.path!.replace(/^\/+|\/+$/g, '');
      const api = `${ctx.store.apiUrl}/repos/${repo.fullName}`;
      const entryJson = (e: g.TreeEntry): Record<string, unknown> => {
        const type =
          e.type === 'tree' ? 'dir' : e.type === 'commit' ? 'submodule' : e.mode === '120000' ? 'symlink' : 'file';
        const url = `${api}/contents/${e.path}?ref=${ref}`;
        const gitUrl = `${api}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`;
        const html = `https://github.com/${repo.fullName}/${e.type === 'tree' ? 'tree' : 'blob'}/${ref}/${e.path}`;
        return {
          type,
          size: e.size,
          name: e.path.split('/').pop(),
          path: e.path,
          sha: e.sha,
          url,
          git_url: gitUrl,
          html_url: html,
          download_url: type === 'file' ? `https://raw.githubusercontent.com/${repo.fullName}/${ref}/${e.path}` : null,
          _links: { self: url, git: gitUrl, html },
        };
      };
      if (path === '') {
        return ok((await g.lsTree(repo.gitDir, sha, '.')).map(entryJson));
      }
      const [entry] = await g.lsTree(repo.gitDir, sha, path);
      if (!entry || entry.path !== path) throw notFound();
      if (entry.type === 'tree') return ok((await g.lsTree(repo.gitDir, sha, `${path}/`)).map(entryJson));
      const base = entryJson(entry);
      if (entry.type === 'commit') return ok({ ...base, submodule_git_url: `https://github.com/${repo.fullName}.git` });
      const blob = await g.readBlob(repo.gitDir, entry.sha);
      if (entry.mode === '120000') return ok({ ...base, target: blob.toString('utf8') });
      // GitHub wraps base64 content at 60 characters per line.
      const content = (blob.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n';
      return ok({ ...base, content, encoding: 'base64' });
    },
  },
];

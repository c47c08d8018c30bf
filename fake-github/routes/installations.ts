// The App installations a person may see with their own token: their own account's and those on repositories they
// can reach (`GET /user/installations`, with each one's repositories), and an organization's, which its owners list
// (`GET /orgs/{org}/installations`). An installation token and GITHUB_TOKEN are refused, as GitHub marks these
// routes unavailable to GitHub Apps.
import { AppRegistry, type InstallationRecord } from '../apps.js';
import { HttpError, intParam, notFound, ok, paginate, type Route, type RouteContext } from '../http.js';
import type { FakeRepo } from '../repo.js';
import { userJson } from '../serialize.js';
import type { UserRecord } from '../store.js';

type Json = Record<string, unknown>;

function installationJson(ctx: RouteContext, inst: InstallationRecord): Json {
  const html = 'https://github.com';
  return {
    id: inst.id,
    account: userJson(ctx.store, inst.account),
    repository_selection: inst.repositorySelection,
    access_tokens_url: `${ctx.store.apiUrl}/app/installations/${inst.id}/access_tokens`,
    repositories_url: `${ctx.store.apiUrl}/installation/repositories`,
    html_url: `${html}/settings/installations/${inst.id}`,
    app_id: inst.app.id,
    app_slug: inst.app.slug,
    client_id: inst.app.clientId,
    target_id: inst.account.id,
    target_type: inst.account.type === 'Organization' ? 'Organization' : 'User',
    permissions: inst.permissions,
    events: inst.app.events,
    created_at: inst.createdAt,
    updated_at: inst.updatedAt,
    single_file_name: null,
    has_multiple_single_files: false,
    single_file_paths: [],
    suspended_by: null,
    suspended_at: null,
  };
}

/** A person's own token: GitHub answers these routes to people, never to an App's installation token. */
// GitHub: "REST API endpoints for GitHub App installations" (list app installations accessible to the user access
// token, and their repositories: people's tokens, not available to GitHub Apps)
function person(ctx: RouteContext): UserRecord {
  if (ctx.token.app || ctx.token.user.type !== 'User') {
    throw new HttpError(403, 'Resource not accessible by integration');
  }
  return ctx.token.user;
}

/** The installation's repositories `user` may reach: those they administer, are a collaborator on, or whose owner they act for. */
function reachable(ctx: RouteContext, inst: InstallationRecord, user: UserRecord): FakeRepo[] {
  const registry = AppRegistry.of(ctx.store);
  return [...ctx.store.repos.values()].filter(
    (repo) =>
      repo.owner.toLowerCase() === inst.account.login.toLowerCase() &&
      (inst.repositorySelection === 'all' || inst.repositories.has(repo.fullName.toLowerCase())) &&
      (registry.mayActFor(user, inst.account) || repo.roleOf(user.login) !== 'none'),
  );
}

function visible(ctx: RouteContext, user: UserRecord): InstallationRecord[] {
  const registry = AppRegistry.of(ctx.store);
  return [...registry.installations.values()]
    .filter((inst) => registry.mayActFor(user, inst.account) || reachable(ctx, inst, user).length > 0)
    .sort((a, b) => a.id - b.id);
}

export const installationRoutes: Route[] = [
  {
    method: 'GET',
    template: '/user/installations',
    permission: [],
    handler: (ctx) => {
      const user = person(ctx);
      const all = visible(ctx, user).map((inst) => installationJson(ctx, inst));
      const { page, headers } = paginate(ctx, all);
      return ok({ total_count: all.length, installations: page }, 200, headers);
    },
  },
  {
    method: 'GET',
    template: '/user/installations/{installation_id}/repositories',
    permission: [],
    handler: (ctx) => {
      const user = person(ctx);
      const inst = visible(ctx, user).find((i) => i.id === intParam(ctx, 'installation_id'));
      if (!inst) throw notFound();
      const repos = reachable(ctx, inst, user)
        .sort((a, b) => a.id - b.id)
        .map((repo) => ({
          id: repo.id,
          node_id: repo.nodeId,
          name: repo.name,
          full_name: repo.fullName,
          owner: userJson(ctx.store, repo.ownerUser),
          private: repo.isPrivate,
        }));
      const { page, headers } = paginate(ctx, repos);
      return ok(
        { total_count: repos.length, repository_selection: inst.repositorySelection, repositories: page },
        200,
        headers,
      );
    },
  },
  {
    // GitHub: "List app installations for an organization" (an organization owner's token; admin:read for a
    // classic one, the organization's Administration (read) for a fine-grained one)
    method: 'GET',
    template: '/orgs/{org}/installations',
    permission: ['organization_administration=read'],
    handler: (ctx) => {
      const org = ctx.store.users.get(ctx.params.org!.toLowerCase());
      if (!org || org.type !== 'Organization') throw notFound();
      const registry = AppRegistry.of(ctx.store);
      if (!ctx.token.app && !registry.mayActFor(ctx.token.user, org)) {
        throw new HttpError(403, 'You must be an organization owner to list its installations.');
      }
      const all = [...registry.installations.values()]
        .filter((inst) => inst.account.login.toLowerCase() === org.login.toLowerCase())
        .sort((a, b) => a.id - b.id)
        .map((inst) => installationJson(ctx, inst));
      const { page, headers } = paginate(ctx, all);
      return ok({ total_count: all.length, installations: page }, 200, headers);
    },
  },
];

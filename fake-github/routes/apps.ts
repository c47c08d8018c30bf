// GitHub Apps: the manifest conversion (no authentication: the one-time code is the credential), the App's own
// view of itself and of its installation on a repository (App JWT), and installation tokens (App JWT).
import { APP_OR_USER_HOURLY } from '../budgets.js';
import { randomBytes } from 'node:crypto';
import { AppRegistry, type AppRecord, type InstallationRecord } from '../apps.js';
import { HttpError, intParam, notFound, ok, validationFailed, type Route, type RouteContext } from '../http.js';
import { userJson } from '../serialize.js';
import { nodeId, type PermissionLevel, type Store } from '../store.js';

const HTML = 'https://github.com';
type Json = Record<string, unknown>;

export function integrationJson(store: Store, app: AppRecord): Json {
  return {
    id: app.id,
    slug: app.slug,
    node_id: nodeId('A', app.id),
    client_id: app.clientId,
    owner: userJson(store, app.owner),
    name: app.name,
    description: app.manifest.description ?? null,
    external_url: app.manifest.url,
    html_url: `${HTML}/apps/${app.slug}`,
    created_at: app.createdAt,
    updated_at: app.createdAt,
    permissions: app.permissions,
    events: app.events,
    installations_count: [...AppRegistry.of(store).installations.values()].filter((i) => i.app === app).length,
  };
}

function installationJson(store: Store, inst: InstallationRecord): Json {
  return {
    id: inst.id,
    account: userJson(store, inst.account),
    repository_selection: inst.repositorySelection,
    access_tokens_url: `${store.apiUrl}/app/installations/${inst.id}/access_tokens`,
    repositories_url: `${store.apiUrl}/installation/repositories`,
    html_url: `${HTML}/settings/installations/${inst.id}`,
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

function appOfJwt(ctx: RouteContext): AppRecord {
  const app = ctx.token.app ? AppRegistry.of(ctx.store).bySlug(ctx.token.app) : undefined;
  if (!app) throw new HttpError(401, 'A JSON web token could not be decoded');
  return app;
}

const LEVEL: Record<PermissionLevel, number> = { none: 0, read: 1, write: 2 };

export const appRoutes: Route[] = [
  {
    // GitHub: "Create a GitHub App from a manifest" (POST /app-manifests/{code}/conversions: no authentication; 201
    // with id, slug, client_id, client_secret, webhook_secret and pem)
    method: 'POST',
    template: '/app-manifests/{code}/conversions',
    permission: [],
    auth: 'none',
    handler: (ctx) => {
      const { app, pem } = AppRegistry.of(ctx.store).convert(ctx.params.code!);
      return ok(
        {
          ...integrationJson(ctx.store, app),
          client_secret: app.clientSecret,
          webhook_secret: app.webhookSecret,
          pem,
        },
        201,
      );
    },
  },
  {
    method: 'GET',
    template: '/app',
    permission: [],
    auth: 'app-jwt',
    handler: (ctx) => ok(integrationJson(ctx.store, appOfJwt(ctx))),
  },
  {
    // GitHub: "Get a repository installation for the authenticated app" (JWT only; 404 when not installed)
    method: 'GET',
    template: '/repos/{owner}/{repo}/installation',
    permission: [],
    auth: 'app-jwt',
    handler: (ctx) => {
      const inst = AppRegistry.of(ctx.store).installationFor(appOfJwt(ctx), ctx.repo);
      if (!inst) throw notFound();
      return ok(installationJson(ctx.store, inst));
    },
  },
  {
    // GitHub: "Create an installation access token for an app" (JWT; one hour; permissions at most the
    // installation's; repositories only among the installation's)
    method: 'POST',
    template: '/app/installations/{installation_id}/access_tokens',
    permission: [],
    auth: 'app-jwt',
    handler: (ctx) => {
      const app = appOfJwt(ctx);
      const inst = AppRegistry.of(ctx.store).installations.get(intParam(ctx, 'installation_id'));
      if (!inst || inst.app !== app) throw notFound();
      const asked = (ctx.body?.permissions ?? undefined) as Record<string, PermissionLevel> | undefined;
      const permissions: Record<string, PermissionLevel> = asked ? {} : { ...inst.permissions };
      for (const [name, level] of Object.entries(asked ?? {})) {
        if (LEVEL[level] === undefined || LEVEL[inst.permissions[name] ?? 'none'] < LEVEL[level])
          throw validationFailed([], `The permissions requested are not granted to this installation.`);
        permissions[name] = level;
      }
      const names = (ctx.body?.repositories ?? null) as string[] | null;
      let repositories = new Set(inst.repositories);
      if (names) {
        const wanted = names.map((n) => `${inst.account.login}/${n}`.toLowerCase());
        if (wanted.some((w) => inst.repositorySelection !== 'all' && !inst.repositories.has(w)))
          throw validationFailed([], 'There is at least one repository that does not exist or is not accessible.');
        repositories = new Set(wanted);
      }
      const token = `ghs_${randomBytes(18).toString('base64url')}`;
      const expiresAt = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      // Every token of one installation spends the installation's budget.
      ctx.store.tokens.set(
        token,
        ctx.store.tokenInfo(
          {
            token,
            user: app.bot,
            app: app.slug,
            permissions: { ...permissions, metadata: permissions.metadata ?? 'read' },
            ...(inst.repositorySelection === 'all' && !names ? {} : { repositories }),
          },
          { rateLimit: APP_OR_USER_HOURLY, graphqlRateLimit: APP_OR_USER_HOURLY },
          `installation:${inst.id}`,
        ),
      );
      return ok(
        {
          token,
          expires_at: expiresAt,
          permissions,
          repository_selection: inst.repositorySelection,
        },
        201,
      );
    },
  },
];

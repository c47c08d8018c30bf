// GitHub Apps in the fake: the manifest flow as a browser plays it, the one-time code's conversion, App JWTs, the
// installation on a repository and installation tokens.
import { describe, expect, it } from 'vitest';
import { appIdOf } from '../../fake-github/index.js';
import { appJwt, convert, createAppInBrowser, manifest, postForm, registerApp } from './app-helpers.js';
import { client, useSetup } from './helpers.js';

const s = useSetup();
const REDIRECT = 'http://127.0.0.1:9/callback';

describe('the manifest flow', () => {
  it('sends a signed-out browser to the login page and creates nothing', async () => {
    const r = await postForm(`${s.gh.serverUrl}/settings/apps/new?state=x`, {
      manifest: JSON.stringify(manifest(REDIRECT)),
    });
    expect(r.status).toBe(302);
    expect(r.location).toMatch(/^\/login\?return_to=/);
    expect(s.gh.apps.apps.size).toBe(0);
  });

  it('redirects to redirect_url with a one-time code and the state, which converts once into the App and its key', async () => {
    const r = await createAppInBrowser(s.gh, 'acme', manifest(REDIRECT, { name: 'widgets-gate' }), { state: 'st-42' });
    expect(r.status).toBe(302);
    expect(r.location!.startsWith(`${REDIRECT}?`)).toBe(true);
    expect(r.state).toBe('st-42');
    const first = await convert(s.gh, r.code!);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ slug: 'widgets-gate', name: 'widgets-gate', webhook_secret: null });
    expect(first.json.pem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(first.json.owner.login).toBe('acme');
    expect(first.json.permissions).toEqual({
      checks: 'write',
      pull_requests: 'write',
      contents: 'write',
      statuses: 'read',
      metadata: 'read',
    });
    const app = s.gh.apps.bySlug('widgets-gate')!;
    expect(app.isKeyOf(first.json.pem)).toBe(true);
    expect(app.isPublic).toBe(false);
    expect(app.hookActive).toBe(false);
    // GitHub keeps no private key: a second conversion of the code finds nothing.
    expect((await convert(s.gh, r.code!)).status).toBe(404);
  });

  it('refuses a manifest without url, and a name already in use; the person may rename the App on the page', async () => {
    const noUrl = await createAppInBrowser(s.gh, 'acme', { name: 'no-url', redirect_url: REDIRECT });
    expect(noUrl.status).toBe(422);
    expect(noUrl.code).toBeNull();
    const taken = await createAppInBrowser(s.gh, 'acme', manifest(REDIRECT, { name: 'widgets-gate' }));
    expect(taken.status).toBe(422);
    expect(taken.text).toContain('Name is already in use');
    const renamed = await registerApp(s.gh, 'acme', manifest(REDIRECT, { name: 'widgets-gate' }), {
      name: 'Widgets Gate 2',
    });
    expect(renamed.slug).toBe('widgets-gate-2');
  });

  it('registers an App for an organization only for its owners', async () => {
    s.gh.addOrgOwner('acme-org', 'maya');
    const stranger = await createAppInBrowser(s.gh, 'agent-1', manifest(REDIRECT, { name: 'org-gate' }), {
      org: 'acme-org',
    });
    expect(stranger.status).toBe(404);
    const app = await registerApp(s.gh, 'maya', manifest(REDIRECT, { name: 'org-gate' }), { org: 'acme-org' });
    expect(app.owner).toMatchObject({ login: 'acme-org', type: 'Organization' });
  });
});

describe('App JWT, installation and installation tokens', () => {
  it('answers the installation only for the App JWT, once an admin installed the App on the repository', async () => {
    const app = await registerApp(s.gh, 'acme', manifest(REDIRECT, { name: 'install-me' }));
    const jwt = appJwt(app.id, app.pem);
    const asApp = client(s.gh, jwt);
    expect((await asApp('GET', '/repos/acme/widgets/installation')).status).toBe(404);
    // A JWT is no token for repository routes.
    expect((await asApp('GET', '/repos/acme/widgets')).status).toBe(401);

    const page = `${s.gh.serverUrl}/apps/install-me/installations/new`;
    s.repo.setRole('writer', 'write');
    const refused = await postForm(page, { repository: 'acme/widgets' }, s.gh.signIn('writer'));
    expect(refused.status).toBe(403);
    const installed = await postForm(page, { repository: 'acme/widgets' }, s.gh.signIn('acme'));
    expect(installed.status).toBe(302);

    const inst = await asApp('GET', '/repos/acme/widgets/installation');
    expect(inst.status).toBe(200);
    expect(inst.json).toMatchObject({ app_id: app.id, app_slug: 'install-me', account: { login: 'acme' } });
    expect(inst.json.permissions).toMatchObject({ checks: 'write', statuses: 'read', metadata: 'read' });

    // The installation token acts as the App: its check runs belong to it.
    const tok = await asApp('POST', `/app/installations/${inst.json.id}/access_tokens`, {});
    expect(tok.status).toBe(201);
    const asInstall = client(s.gh, tok.json.token);
    const run = await asInstall('POST', '/repos/acme/widgets/check-runs', { name: 'mergexo/x', head_sha: s.c1 });
    expect(run.status).toBe(201);
    expect(run.json.app.id).toBe(app.id);
    expect(appIdOf(s.gh.store, 'install-me')).toBe(app.id);
    // Nothing beyond what the installation was granted, and no other repository.
    const wider = await asApp('POST', `/app/installations/${inst.json.id}/access_tokens`, {
      permissions: { administration: 'write' },
    });
    expect(wider.status).toBe(422);
    await s.gh.createRepo('acme/other');
    expect((await asInstall('GET', '/repos/acme/other')).status).toBe(404);
  });

  it('refuses a JWT signed with another key, or expiring too late, or for no App', async () => {
    const a = await registerApp(s.gh, 'acme', manifest(REDIRECT, { name: 'jwt-a' }));
    const b = await registerApp(s.gh, 'acme', manifest(REDIRECT, { name: 'jwt-b' }));
    const get = (jwt: string) => client(s.gh, jwt)('GET', '/app');
    expect((await get(appJwt(a.id, a.pem))).json.slug).toBe('jwt-a');
    expect((await get(appJwt(a.id, b.pem))).status).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    expect((await get(appJwt(a.id, a.pem, { exp: now + 3600 }))).status).toBe(401);
    expect((await get(appJwt(999999, a.pem))).status).toBe(401);
    expect((await client(s.gh, null)('GET', '/app')).status).toBe(401);
  });

  it('installs a private App only on the account that owns it', async () => {
    const app = await registerApp(s.gh, 'maya', manifest(REDIRECT, { name: 'mayas-app' }));
    const r = await postForm(
      `${s.gh.serverUrl}/apps/${app.slug}/installations/new`,
      { repository: 'acme/widgets' },
      s.gh.signIn('acme'),
    );
    expect(r.status).toBe(403);
    expect(r.text).toContain('private');
  });
});

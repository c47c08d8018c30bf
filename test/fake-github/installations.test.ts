// The App installations a person's token may list (their own, those on repositories they reach, an organization's
// for its owners), and the refusal of an App's installation token.
import { describe, expect, it } from 'vitest';
import { manifest, postForm, registerApp } from './app-helpers.js';
import { client, useSetup } from './helpers.js';

const s = useSetup(
  { token: 'owner', login: 'acme', type: 'User' },
  { token: 'writer', login: 'wanda', type: 'User' },
  { token: 'stranger', login: 'sam', type: 'User' },
  { token: 'org-owner', login: 'olga', type: 'User' },
);
const REDIRECT = 'http://127.0.0.1:9/callback';

async function installedApp(name: string) {
  const app = await registerApp(s.gh, 'acme', manifest(REDIRECT, { name }));
  const page = `${s.gh.serverUrl}/apps/${app.slug}/installations/new`;
  expect((await postForm(page, { repository: 'acme/widgets' }, s.gh.signIn('acme'))).status).toBe(302);
  return app;
}

describe('GET /user/installations', () => {
  it("lists the installations on the person's own account, with their permissions, and on repositories they reach", async () => {
    const app = await installedApp('listed-app');
    const mine = await client(s.gh, 'owner')('GET', '/user/installations');
    expect(mine.status).toBe(200);
    const row = mine.json.installations.find((i: { app_id: number }) => i.app_id === app.id);
    expect(row).toMatchObject({
      app_slug: 'listed-app',
      repository_selection: 'selected',
      account: { login: 'acme' },
      permissions: { checks: 'write', pull_requests: 'write', contents: 'write', statuses: 'read' },
      suspended_at: null,
    });
    expect(mine.json.total_count).toBe(mine.json.installations.length);

    s.repo.setRole('wanda', 'write');
    const writer = await client(s.gh, 'writer')('GET', '/user/installations');
    expect(writer.json.installations.map((i: { app_id: number }) => i.app_id)).toContain(app.id);
    const stranger = await client(s.gh, 'stranger')('GET', '/user/installations');
    expect(stranger.json).toEqual({ total_count: 0, installations: [] });
  });

  it("lists an installation's repositories the person reaches, and hides an installation they cannot see", async () => {
    const app = await installedApp('repos-app');
    const mine = await client(s.gh, 'owner')('GET', '/user/installations');
    const id = mine.json.installations.find((i: { app_id: number }) => i.app_id === app.id).id;
    const repos = await client(s.gh, 'owner')('GET', `/user/installations/${id}/repositories`);
    expect(repos.status).toBe(200);
    expect(repos.json).toMatchObject({ total_count: 1, repositories: [{ full_name: 'acme/widgets' }] });
    expect((await client(s.gh, 'stranger')('GET', `/user/installations/${id}/repositories`)).status).toBe(404);
  });

  it('is refused to an App token (GITHUB_TOKEN): GitHub answers people only', async () => {
    const r = await s.api('GET', '/user/installations');
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('Resource not accessible by integration');
  });
});

describe('GET /orgs/{org}/installations', () => {
  it("answers an organization's owner, refuses anyone else, and knows no organization that is a user", async () => {
    s.gh.addOrgOwner('orgco', 'olga');
    const repo = await s.gh.createRepo('orgco/service', { defaultBranch: 'main' });
    const app = await registerApp(s.gh, 'olga', manifest(REDIRECT, { name: 'org-app' }), { org: 'orgco' });
    const page = `${s.gh.serverUrl}/apps/${app.slug}/installations/new`;
    expect((await postForm(page, { repository: repo.fullName }, s.gh.signIn('olga'))).status).toBe(302);

    const listed = await client(s.gh, 'org-owner')('GET', '/orgs/orgco/installations');
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({
      total_count: 1,
      installations: [{ app_id: app.id, account: { login: 'orgco' } }],
    });
    expect((await client(s.gh, 'stranger')('GET', '/orgs/orgco/installations')).status).toBe(403);
    expect((await client(s.gh, 'owner')('GET', '/orgs/acme/installations')).status).toBe(404);
  });
});

// A repository's default GITHUB_TOKEN permissions and its repository secrets' names, with what GitHub asks to read
// or change them.
import { describe, expect, it } from 'vitest';
import { setRepoSecret, workflowPermissionsOf } from '../../fake-github/index.js';
import { client, useSetup } from './helpers.js';

const s = useSetup({ token: 'owner', login: 'acme', type: 'User' }, { token: 'writer', login: 'wanda', type: 'User' });
const R = '/repos/acme/widgets';

describe('default workflow permissions', () => {
  it("start read-only, without approvals, and change only through an admin's PUT", async () => {
    const owner = client(s.gh, 'owner');
    expect((await owner('GET', `${R}/actions/permissions/workflow`)).json).toEqual({
      default_workflow_permissions: 'read',
      can_approve_pull_request_reviews: false,
    });
    s.repo.setRole('wanda', 'write');
    const writer = await client(s.gh, 'writer')('PUT', `${R}/actions/permissions/workflow`, {
      default_workflow_permissions: 'write',
    });
    expect([writer.status, writer.json.message]).toEqual([403, 'Must have admin rights to Repository.']);
    expect((await client(s.gh, 'writer')('GET', `${R}/actions/permissions/workflow`)).status).toBe(403);

    const put = await owner('PUT', `${R}/actions/permissions/workflow`, {
      default_workflow_permissions: 'write',
      can_approve_pull_request_reviews: true,
    });
    expect(put.status).toBe(204);
    expect(workflowPermissionsOf(s.repo)).toEqual({
      default_workflow_permissions: 'write',
      can_approve_pull_request_reviews: true,
    });
    expect(
      (await owner('PUT', `${R}/actions/permissions/workflow`, { default_workflow_permissions: 'all' })).status,
    ).toBe(422);
    expect(workflowPermissionsOf(s.repo).default_workflow_permissions).toBe('write');
  });

  it('needs Administration for an App token', async () => {
    const r = await s.api('GET', `${R}/actions/permissions/workflow`);
    expect(r.status).toBe(403);
    expect(r.headers.get('x-accepted-github-permissions')).toBe('administration=read');
  });
});

describe('repository secrets', () => {
  it('answer a name and its dates, never a value; 404 when there is none', async () => {
    const owner = client(s.gh, 'owner');
    expect((await owner('GET', `${R}/actions/secrets/MERGEXO_APP_PRIVATE_KEY`)).status).toBe(404);
    setRepoSecret(s.repo, 'mergexo_app_private_key');
    const found = await owner('GET', `${R}/actions/secrets/MERGEXO_APP_PRIVATE_KEY`);
    expect(found.status).toBe(200);
    expect(Object.keys(found.json).sort()).toEqual(['created_at', 'name', 'updated_at']);
    expect(found.json.name).toBe('MERGEXO_APP_PRIVATE_KEY');
    const bot = await s.api('GET', `${R}/actions/secrets/MERGEXO_APP_PRIVATE_KEY`);
    expect([bot.status, bot.headers.get('x-accepted-github-permissions')]).toEqual([403, 'secrets=read']);
  });
});

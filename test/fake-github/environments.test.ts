// Environments with deployment branch policies, their sealed secrets and variables, and repository variables,
// with the permissions GitHub asks for each.
import { describe, expect, it } from 'vitest';
import { environmentsOf, repoVariablesOf } from '../../fake-github/index.js';
import { seal } from './app-helpers.js';
import { client, useSetup } from './helpers.js';

const s = useSetup({ token: 'owner', login: 'acme', type: 'User' }, { token: 'writer', login: 'wanda', type: 'User' });
const R = '/repos/acme/widgets';
const owner = () => client(s.gh, 'owner');

describe('environments and their deployment branch policies', () => {
  it('needs Administration for an App token and admin rights for a person', async () => {
    s.repo.setRole('wanda', 'write');
    const bot = await s.api('PUT', `${R}/environments/mergexo`, {});
    expect(bot.status).toBe(403);
    expect(bot.headers.get('x-accepted-github-permissions')).toBe('administration=write');
    const writer = await client(s.gh, 'writer')('PUT', `${R}/environments/mergexo`, {});
    expect(writer.status).toBe(403);
    expect(writer.json.message).toBe('Must have admin rights to Repository.');
    expect(environmentsOf(s.repo).size).toBe(0);
  });

  it('is open to every branch until a policy limits it, and then only to the branches its patterns name', async () => {
    const created = await owner()('PUT', `${R}/environments/mergexo`, {});
    expect(created.status).toBe(200);
    expect(created.json.deployment_branch_policy).toBeNull();
    const env = environmentsOf(s.repo).get('mergexo')!;
    expect(env.allowsBranch('agent/x', false)).toBe(true);

    // Exactly one of the two flags: both false is refused, and nothing changes.
    const bad = await owner()('PUT', `${R}/environments/mergexo`, {
      deployment_branch_policy: { protected_branches: false, custom_branch_policies: false },
    });
    expect(bad.status).toBe(422);
    expect(env.branchPolicy).toBeNull();
    // A pattern needs custom policies first.
    expect(
      (await owner()('POST', `${R}/environments/mergexo/deployment-branch-policies`, { name: 'main' })).status,
    ).toBe(404);

    const limited = await owner()('PUT', `${R}/environments/mergexo`, {
      deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
    });
    expect(limited.json.deployment_branch_policy).toEqual({ protected_branches: false, custom_branch_policies: true });
    expect(env.allowsBranch('main', true)).toBe(false);
    const p = await owner()('POST', `${R}/environments/mergexo/deployment-branch-policies`, {
      name: 'main',
      type: 'branch',
    });
    expect(p.status).toBe(200);
    expect(
      (await owner()('POST', `${R}/environments/mergexo/deployment-branch-policies`, { name: 'main', type: 'branch' }))
        .status,
    ).toBe(303);
    const list = await s.api('GET', `${R}/environments/mergexo/deployment-branch-policies`);
    expect(list.json).toMatchObject({ total_count: 1, branch_policies: [{ name: 'main', type: 'branch' }] });
    expect(env.allowsBranch('main', true)).toBe(true);
    expect(env.allowsBranch('agent/main', false)).toBe(false);
    // Back to every branch: the patterns go with the custom policy.
    await owner()('PUT', `${R}/environments/mergexo`, { deployment_branch_policy: null });
    expect(env.policies).toEqual([]);
  });
});

describe('environment secrets', () => {
  it('opens a value sealed to the environment key, and never answers it back', async () => {
    await owner()('PUT', `${R}/environments/keys`, {});
    const key = await s.api('GET', `${R}/environments/keys/secrets/public-key`);
    expect(key.status).toBe(403); // GITHUB_TOKEN has no Environments permission
    const pk = await owner()('GET', `${R}/environments/keys/secrets/public-key`);
    expect(pk.json).toMatchObject({ key_id: expect.any(String), key: expect.any(String) });
    const put = await owner()('PUT', `${R}/environments/keys/secrets/app_key`, {
      encrypted_value: await seal('the-private-key', pk.json.key),
      key_id: pk.json.key_id,
    });
    expect(put.status).toBe(201);
    expect(environmentsOf(s.repo).get('keys')!.secretValue('APP_KEY')).toBe('the-private-key');
    const read = await owner()('GET', `${R}/environments/keys/secrets/APP_KEY`);
    expect(read.json).toEqual({ name: 'APP_KEY', created_at: expect.any(String), updated_at: expect.any(String) });
    expect(JSON.stringify((await owner()('GET', `${R}/environments/keys/secrets`)).json)).not.toContain(
      'the-private-key',
    );
    const again = await owner()('PUT', `${R}/environments/keys/secrets/APP_KEY`, {
      encrypted_value: await seal('rotated', pk.json.key),
      key_id: pk.json.key_id,
    });
    expect(again.status).toBe(204);
    expect(environmentsOf(s.repo).get('keys')!.secretValue('APP_KEY')).toBe('rotated');
  });

  it('refuses a value sealed to another key, a wrong key_id, a plain value, and a write by a non-admin', async () => {
    const pk = (await owner()('GET', `${R}/environments/keys/secrets/public-key`)).json;
    await owner()('PUT', `${R}/environments/other`, {});
    const otherKey = (await owner()('GET', `${R}/environments/other/secrets/public-key`)).json;
    const put = (body: unknown, as = owner()) => as('PUT', `${R}/environments/keys/secrets/STOLEN`, body);
    expect((await put({ encrypted_value: await seal('x', otherKey.key), key_id: pk.key_id })).status).toBe(422);
    expect((await put({ encrypted_value: await seal('x', pk.key), key_id: otherKey.key_id })).status).toBe(422);
    expect((await put({ encrypted_value: Buffer.from('plain').toString('base64'), key_id: pk.key_id })).status).toBe(
      422,
    );
    expect(
      (await put({ encrypted_value: await seal('x', pk.key), key_id: pk.key_id }, client(s.gh, 'writer'))).status,
    ).toBe(403);
    expect(environmentsOf(s.repo).get('keys')!.secrets.has('STOLEN')).toBe(false);
  });
});

describe('variables', () => {
  it('keeps an environment variable and a repository variable, each readable, one of a name', async () => {
    const env = `${R}/environments/keys/variables`;
    expect((await owner()('POST', env, { name: 'app_id', value: '12' })).status).toBe(201);
    expect((await owner()('POST', env, { name: 'APP_ID', value: '13' })).status).toBe(409);
    expect((await owner()('GET', `${env}/APP_ID`)).json).toMatchObject({ name: 'APP_ID', value: '12' });

    const repo = `${R}/actions/variables`;
    expect((await s.api('POST', repo, { name: 'MERGEXO_APP_ID', value: '1' })).status).toBe(403);
    expect((await owner()('POST', repo, { name: 'MERGEXO_APP_ID', value: '7' })).status).toBe(201);
    expect((await owner()('PATCH', `${repo}/MERGEXO_APP_ID`, { value: '8' })).status).toBe(204);
    expect(repoVariablesOf(s.repo).get('MERGEXO_APP_ID')?.value).toBe('8');
    expect((await owner()('GET', repo)).json).toMatchObject({
      total_count: 1,
      variables: [{ name: 'MERGEXO_APP_ID', value: '8' }],
    });
    expect((await owner()('POST', repo, { name: 'GITHUB_X', value: '1' })).status).toBe(422);
  });
});

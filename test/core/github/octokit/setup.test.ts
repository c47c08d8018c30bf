// The setup port against the fake GitHub: each answer `init --app` reads, the 404s that are answers, and a refusal
// that names the permission the route needs.
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../../../src/core/github/client.js';
import { TokenRefusedError } from '../../../../src/core/github/errors.js';
import { octokitApp, octokitSetup } from '../../../../src/core/github/octokit/setup.js';
import { appJwt, createAppInBrowser, manifest, postForm, seal } from '../../../fake-github/app-helpers.js';
import { botToken, useFakeGitHub, userToken } from '../../../support/fake-world.js';

const gh = useFakeGitHub([userToken('admin', 'acme'), botToken('bot', { checks: 'write' })]);
const client = (token: string) => createGitHubClient({ token, apiUrl: gh.apiUrl, userAgent: 'test', timeScale: 0.001 });
const ref = { owner: 'acme', repo: 'widgets' };

describe('octokitSetup', () => {
  it('reads and writes the environment, its key and secret, variables, labels, rulesets and a file', async () => {
    await gh.createRepo('acme/widgets');
    const setup = octokitSetup(client('admin'));
    expect(await setup.repository(ref)).toEqual({
      defaultBranch: 'main',
      owner: 'acme',
      ownerIsOrganization: false,
      admin: true,
    });
    expect(await setup.environment(ref, 'mergexo')).toBe('absent');
    await setup.putEnvironment(ref, 'mergexo', { protected_branches: false, custom_branch_policies: true });
    await setup.addBranchPolicy(ref, 'mergexo', 'main');
    await setup.addBranchPolicy(ref, 'mergexo', 'agent/*');
    const patterns = await setup.branchPolicies(ref, 'mergexo');
    expect(patterns.map((p) => p.name)).toEqual(['main', 'agent/*']);
    await setup.removeBranchPolicy(ref, 'mergexo', patterns[1]!);
    expect(await setup.environment(ref, 'mergexo')).toEqual({
      branchPolicy: { protected_branches: false, custom_branch_policies: true },
    });
    const key = await setup.environmentKey(ref, 'mergexo');
    expect(await setup.hasEnvironmentSecret(ref, 'mergexo', 'K')).toBe(false);
    await setup.putEnvironmentSecret(ref, 'mergexo', 'K', {
      encryptedValue: await seal('v', key.key),
      keyId: key.keyId,
    });
    expect(await setup.hasEnvironmentSecret(ref, 'mergexo', 'K')).toBe(true);
    expect(await setup.variable(ref, 'V')).toBeUndefined();
    await setup.setVariable(ref, 'V', '1', false);
    await setup.setVariable(ref, 'V', '2', true);
    expect(await setup.variable(ref, 'V')).toBe('2');
    await setup.createLabel(ref, { name: 'mergexo:blocked', color: 'b60205', description: 'd' });
    expect(await setup.listRepoLabels(ref)).toEqual(['mergexo:blocked']);
    const body = {
      name: 'mergexo',
      target: 'branch' as const,
      enforcement: 'active' as const,
      bypass_actors: [],
      conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
      rules: [{ type: 'deletion' }],
    };
    const id = await setup.createRuleset(ref, body);
    await setup.updateRuleset(ref, id, { ...body, enforcement: 'disabled' });
    expect(await setup.rulesets(ref)).toEqual([{ id, name: 'mergexo' }]);
    expect(await setup.ruleset(ref, id)).toMatchObject({ id, enforcement: 'disabled', rules: [{ type: 'deletion' }] });
    expect(await setup.file(ref, 'README.md', 'main')).toBe('# widgets\n');
    expect(await setup.file(ref, 'absent.md', 'main')).toBeUndefined();
  });

  it('converts a manifest code once, and the App reads its installation with its JWT', async () => {
    const setup = octokitSetup(client('admin'));
    const r = await createAppInBrowser(gh, 'acme', manifest('http://127.0.0.1:9/cb', { name: 'setup-port-app' }));
    const app = await setup.convertManifest(r.code!);
    expect(app).toMatchObject({ slug: 'setup-port-app', owner: 'acme' });
    await expect(setup.convertManifest(r.code!)).rejects.toMatchObject({ status: 404 });
    const appPort = octokitApp(client(appJwt(app.id, app.pem)));
    expect(await appPort.installation(ref)).toBe('absent');
    await postForm(
      `${gh.serverUrl}/apps/${app.slug}/installations/new`,
      { repository: 'acme/widgets' },
      gh.signIn('acme'),
    );
    expect(await appPort.installation(ref)).toMatchObject({ id: expect.any(Number), permissions: { checks: 'write' } });
  });

  it('turns a refusal into a TokenRefusedError naming the permission the route needs', async () => {
    const setup = octokitSetup(client('bot'));
    const e = await setup
      .createRuleset(ref, {
        name: 'x',
        target: 'branch',
        enforcement: 'active',
        bypass_actors: [],
        conditions: { ref_name: { include: [], exclude: [] } },
        rules: [],
      })
      .catch((err: unknown) => err);
    expect(e).toBeInstanceOf(TokenRefusedError);
    expect(e).toMatchObject({ status: 403, permission: 'administration: write' });
  });
});

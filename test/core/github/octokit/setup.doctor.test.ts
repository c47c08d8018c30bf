// The setup port's reads for `mergexo doctor` on Octokit against the fake GitHub: each answers what its route does,
// a 404 that means "none" is an answer, and GitHub's refusal names the permission of its row in SETUP_ROUTES.
import { describe, expect, it } from 'vitest';
import {
  environmentsOf,
  repoVariablesOf,
  setRepoSecret,
  workflowPermissionsOf,
} from '../../../../fake-github/index.js';
import { createGitHubClient } from '../../../../src/core/github/client.js';
import { TokenRefusedError } from '../../../../src/core/github/errors.js';
import { octokitSetup } from '../../../../src/core/github/octokit/setup.js';
import { asOwner, hardenedRepo, OWNER_TOKEN, useDoctorGitHub, WRITER_TOKEN } from '../../../cli/doctor/world.js';

const gh = useDoctorGitHub();
const readsAs = (token: string) =>
  octokitSetup(createGitHubClient({ token, apiUrl: gh.apiUrl, userAgent: 'test', timeScale: 0.001, retries: 0 }));

describe("the Octokit setup port's reads for doctor", () => {
  it("reads a hardened repository's setup", async () => {
    const h = await hardenedRepo(gh);
    const repo = { owner: 'acme', repo: h.repo.name };
    const reads = readsAs(OWNER_TOKEN);
    expect((await reads.directory(repo, '.github/workflows', 'main')) as unknown[]).toEqual([
      { name: 'ci.yml', path: '.github/workflows/ci.yml', type: 'file' },
      { name: 'mergexo-operator.yml', path: '.github/workflows/mergexo-operator.yml', type: 'file' },
      { name: 'mergexo.yml', path: '.github/workflows/mergexo.yml', type: 'file' },
    ]);
    expect(await reads.directory(repo, 'nowhere', 'main')).toBe('absent');
    expect(await reads.variable(repo, 'MERGEXO_APP_ID')).toBe(String(h.app.id));
    expect(await reads.variable(repo, 'NOPE')).toBeUndefined();
    expect(await reads.environment(repo, 'mergexo')).toEqual({
      branchPolicy: { protected_branches: false, custom_branch_policies: true },
    });
    expect(await reads.environment(repo, 'elsewhere')).toBe('absent');
    expect(await reads.branchPolicies(repo, 'mergexo')).toMatchObject([{ name: 'main', type: 'branch' }]);
    expect(await reads.hasEnvironmentSecret(repo, 'mergexo', 'MERGEXO_APP_PRIVATE_KEY')).toBe(true);
    expect(await reads.hasEnvironmentSecret(repo, 'mergexo', 'OTHER')).toBe(false);
    expect(await reads.hasRepositorySecret(repo, 'MERGEXO_APP_PRIVATE_KEY')).toBe(false);
    setRepoSecret(h.repo, 'MERGEXO_APP_PRIVATE_KEY');
    expect(await reads.hasRepositorySecret(repo, 'MERGEXO_APP_PRIVATE_KEY')).toBe(true);
    expect(await reads.listRepoLabels(repo)).toContain('mergexo:quarantined');
    expect(await reads.workflowPermissions(repo)).toEqual({
      defaultPermissions: 'read',
      canApprovePullRequestReviews: false,
    });
    workflowPermissionsOf(h.repo).can_approve_pull_request_reviews = true;
    expect((await reads.workflowPermissions(repo)).canApprovePullRequestReviews).toBe(true);

    const installation = (await reads.userInstallations()).find((i) => i.appId === h.app.id);
    expect(installation).toMatchObject({
      appSlug: h.app.slug,
      clientId: h.app.clientId,
      repositorySelection: 'selected',
      suspended: false,
    });
    expect(installation?.permissions).toMatchObject({ checks: 'write', merge_queues: 'read' });
    expect(await reads.installationRepositories(installation!.id)).toEqual([h.repo.fullName]);
    // The fake's environments and variables are the ones the API read.
    expect(
      environmentsOf(h.repo)
        .get('mergexo')
        ?.policies.map((p) => p.name),
    ).toEqual(['main']);
    expect(repoVariablesOf(h.repo).get('MERGEXO_APP_ID')?.value).toBe(String(h.app.id));
  });

  it("lists an organization's installations for its owner", async () => {
    gh.addOrgOwner('orgco', 'acme');
    const repo = await gh.createRepo('orgco/service', { defaultBranch: 'main' });
    const code = gh.apps.register({ url: 'https://example.test' }, gh.store.user('orgco'), 'orgco-mergexo');
    const { app } = gh.apps.convert(code);
    gh.apps.install(app, repo, gh.store.user('acme'));
    expect((await readsAs(OWNER_TOKEN).organizationInstallations('orgco')).map((i) => i.appId)).toEqual([app.id]);
  });

  it('lets GitHub refuse a person who may not read the Actions settings', async () => {
    const h = await hardenedRepo(gh);
    await asOwner(gh, 'PUT', `/repos/${h.repo.fullName}/actions/permissions/workflow`, {
      default_workflow_permissions: 'read',
    });
    const refused = readsAs(WRITER_TOKEN).workflowPermissions({ owner: 'acme', repo: h.repo.name });
    await expect(refused).rejects.toBeInstanceOf(TokenRefusedError);
    await expect(refused).rejects.toMatchObject({ status: 403, permission: 'administration: read' });
  });
});

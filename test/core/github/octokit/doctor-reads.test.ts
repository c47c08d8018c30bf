// doctor's reads on Octokit against the fake GitHub: each method answers what its route does, a 404 that means
// "none" is an answer, and every method has its row in DOCTOR_ROUTES with the permission a person's token needs.
import { describe, expect, it } from 'vitest';
import {
  environmentsOf,
  repoVariablesOf,
  setRepoSecret,
  workflowPermissionsOf,
} from '../../../../fake-github/index.js';
import { createGitHubClient } from '../../../../src/core/github/client.js';
import { octokitDoctorReads } from '../../../../src/core/github/octokit/index.js';
import { DOCTOR_ROUTES } from '../../../../src/core/github/routes.js';
import { asOwner, hardenedRepo, OWNER_TOKEN, useDoctorGitHub, WRITER_TOKEN } from '../../../cli/doctor/world.js';

const gh = useDoctorGitHub();
const readsAs = (token: string) =>
  octokitDoctorReads(createGitHubClient({ token, apiUrl: gh.apiUrl, userAgent: 'test', timeScale: 0.001, retries: 0 }));

describe('the Octokit DoctorReads', () => {
  it('has a route for every method, each naming a permission a person can give a token', () => {
    const methods = Object.keys(readsAs(OWNER_TOKEN)).sort();
    expect(methods).toEqual(Object.keys(DOCTOR_ROUTES).sort());
    for (const route of Object.values(DOCTOR_ROUTES)) {
      expect(route.route).toMatch(/^GET \//);
      expect(route.permission).not.toBe('');
    }
  });

  it("reads a hardened repository's setup", async () => {
    const h = await hardenedRepo(gh);
    const repo = { owner: 'acme', repo: h.repo.name };
    const reads = readsAs(OWNER_TOKEN);
    expect((await reads.listDirectory(repo, '.github/workflows', 'main')) as unknown[]).toEqual([
      { name: 'ci.yml', path: '.github/workflows/ci.yml', type: 'file' },
      { name: 'mergexo-operator.yml', path: '.github/workflows/mergexo-operator.yml', type: 'file' },
      { name: 'mergexo.yml', path: '.github/workflows/mergexo.yml', type: 'file' },
    ]);
    expect(await reads.listDirectory(repo, 'nowhere', 'main')).toBe('absent');
    expect(await reads.repositoryVariable(repo, 'MERGEXO_APP_ID')).toBe(String(h.app.id));
    expect(await reads.repositoryVariable(repo, 'NOPE')).toBeUndefined();
    expect(await reads.environment(repo, 'mergexo')).toEqual({
      name: 'mergexo',
      deploymentBranchPolicy: { protectedBranches: false, customBranchPolicies: true },
    });
    expect(await reads.environment(repo, 'elsewhere')).toBe('absent');
    expect(await reads.deploymentBranchPolicies(repo, 'mergexo')).toEqual([{ name: 'main', type: 'branch' }]);
    expect(await reads.hasEnvironmentSecret(repo, 'mergexo', 'MERGEXO_APP_PRIVATE_KEY')).toBe(true);
    expect(await reads.hasEnvironmentSecret(repo, 'mergexo', 'OTHER')).toBe(false);
    expect(await reads.hasRepositorySecret(repo, 'MERGEXO_APP_PRIVATE_KEY')).toBe(false);
    setRepoSecret(h.repo, 'MERGEXO_APP_PRIVATE_KEY');
    expect(await reads.hasRepositorySecret(repo, 'MERGEXO_APP_PRIVATE_KEY')).toBe(true);
    expect(await reads.repositoryLabels(repo)).toContain('mergexo:quarantined');
    expect(await reads.defaultWorkflowPermissions(repo)).toEqual({
      defaultPermissions: 'read',
      canApprovePullRequestReviews: false,
    });
    workflowPermissionsOf(h.repo).can_approve_pull_request_reviews = true;
    expect((await reads.defaultWorkflowPermissions(repo)).canApprovePullRequestReviews).toBe(true);

    const installation = (await reads.userInstallations()).find((i) => i.appId === h.app.id);
    expect(installation).toMatchObject({ appSlug: h.app.slug, repositorySelection: 'selected', suspended: false });
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
    const refused = readsAs(WRITER_TOKEN).defaultWorkflowPermissions({ owner: 'acme', repo: h.repo.name });
    await expect(refused).rejects.toMatchObject({ status: 403 });
  });
});

/** The setup reads of `mergexo doctor` on Octokit (`../port.ts`, `DoctorReads`). */
import type { GitHubClient } from '../client.js';
import { httpStatus } from '../errors.js';
import type { InstallationRow, DoctorReads } from '../port.js';
import { callDoctor } from './call.js';

/** A 404 that means "there is none": the caller's answer, not an error. */
async function orAbsent<T, A>(fn: () => Promise<T>, absent: A): Promise<T | A> {
  try {
    return await fn();
  } catch (e) {
    if (httpStatus(e) === 404) return absent;
    throw e;
  }
}

interface InstallationAnswer {
  id: number;
  app_id: number;
  app_slug: string;
  permissions?: Record<string, string>;
  repository_selection: 'all' | 'selected';
  suspended_at?: string | null;
}

const installationRow = (i: InstallationAnswer): InstallationRow => ({
  id: i.id,
  appId: i.app_id,
  appSlug: i.app_slug,
  permissions: { ...(i.permissions ?? {}) },
  repositorySelection: i.repository_selection,
  suspended: typeof i.suspended_at === 'string' && i.suspended_at !== '',
});

export function doctorReadsOn(client: GitHubClient): DoctorReads {
  return {
    async listDirectory(repo, path, ref) {
      return orAbsent(async () => {
        const { data } = await callDoctor(
          'listDirectory',
          () => client.request('GET /repos/{owner}/{repo}/contents/{path}', { ...repo, path, ref }),
          path,
        );
        if (!Array.isArray(data)) return 'absent' as const;
        return data.map((e) => ({ name: e.name, path: e.path, type: e.type }));
      }, 'absent' as const);
    },

    async repositoryVariable(repo, name) {
      return orAbsent(async () => {
        const { data } = await callDoctor(
          'repositoryVariable',
          () => client.request('GET /repos/{owner}/{repo}/actions/variables/{name}', { ...repo, name }),
          name,
        );
        return data.value;
      }, undefined);
    },

    async hasRepositorySecret(repo, name) {
      return orAbsent(async () => {
        await callDoctor(
          'hasRepositorySecret',
          () =>
            client.request('GET /repos/{owner}/{repo}/actions/secrets/{secret_name}', { ...repo, secret_name: name }),
          name,
        );
        return true;
      }, false);
    },

    async environment(repo, name) {
      return orAbsent(async () => {
        const { data } = await callDoctor(
          'environment',
          () =>
            client.request('GET /repos/{owner}/{repo}/environments/{environment_name}', {
              ...repo,
              environment_name: name,
            }),
          name,
        );
        const policy = data.deployment_branch_policy;
        return {
          name: data.name,
          deploymentBranchPolicy: policy
            ? { protectedBranches: policy.protected_branches, customBranchPolicies: policy.custom_branch_policies }
            : null,
        };
      }, 'absent' as const);
    },

    async deploymentBranchPolicies(repo, environment) {
      const policies = await callDoctor(
        'deploymentBranchPolicies',
        () =>
          client.paginate('GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies', {
            ...repo,
            environment_name: environment,
            per_page: 100,
          }),
        environment,
      );
      return policies.map((p) => ({ name: p.name ?? '', type: p.type ?? 'branch' }));
    },

    async hasEnvironmentSecret(repo, environment, name) {
      return orAbsent(async () => {
        await callDoctor(
          'hasEnvironmentSecret',
          () =>
            client.request('GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}', {
              ...repo,
              environment_name: environment,
              secret_name: name,
            }),
          name,
        );
        return true;
      }, false);
    },

    async repositoryLabels(repo) {
      const labels = await callDoctor('repositoryLabels', () =>
        client.paginate('GET /repos/{owner}/{repo}/labels', { ...repo, per_page: 100 }),
      );
      return labels.map((l) => l.name);
    },

    async defaultWorkflowPermissions(repo) {
      const { data } = await callDoctor('defaultWorkflowPermissions', () =>
        client.request('GET /repos/{owner}/{repo}/actions/permissions/workflow', { ...repo }),
      );
      return {
        defaultPermissions: data.default_workflow_permissions,
        canApprovePullRequestReviews: data.can_approve_pull_request_reviews,
      };
    },

    async userInstallations() {
      const rows = await callDoctor('userInstallations', () =>
        client.paginate('GET /user/installations', { per_page: 100 }),
      );
      return (rows as unknown as InstallationAnswer[]).map(installationRow);
    },

    async organizationInstallations(org) {
      const rows = await callDoctor(
        'organizationInstallations',
        () => client.paginate('GET /orgs/{org}/installations', { org, per_page: 100 }),
        org,
      );
      return (rows as unknown as InstallationAnswer[]).map(installationRow);
    },

    async installationRepositories(installationId) {
      const rows = await callDoctor('installationRepositories', () =>
        client.paginate('GET /user/installations/{installation_id}/repositories', {
          installation_id: installationId,
          per_page: 100,
        }),
      );
      return (rows as unknown as { full_name: string }[]).map((r) => r.full_name);
    },
  };
}

/**
 * The setup port (`../setup-port.ts`) on Octokit: each method requests its route exactly as `SETUP_ROUTES` spells
 * it, so the table is the one place a route is written. A 401 or 403 is a TokenRefusedError naming the permission
 * the route needs; GitHub refuses a person without admin rights with its own words ("Must have admin rights to
 * Repository."), which the error keeps.
 */
import type { GitHubClient } from '../client.js';
import { answerMessage, httpStatus, TokenRefusedError } from '../errors.js';
import { SETUP_ROUTES, type SetupMethodName } from '../setup-routes.js';
import { whatOf } from '../routes.js';
import type { AppPort, RulesetBody, SetupPort } from '../setup-port.js';
import type { InstallationRow, SetupReads } from '../setup-reads.js';
import { conversationOn } from './conversation.js';

async function request<T>(
  client: GitHubClient,
  method: SetupMethodName,
  params: Record<string, unknown>,
  subject?: string,
): Promise<T> {
  const route = SETUP_ROUTES[method];
  try {
    // The route string is GitHub's own (`METHOD /path`); Octokit's typed overloads cannot follow a table.
    const send = client.request as (route: string, params: Record<string, unknown>) => Promise<{ data: unknown }>;
    const { data } = await send(route.route, params);
    return data as T;
  } catch (e) {
    const status = httpStatus(e);
    if (status === 401 || status === 403) {
      const said = answerMessage(e).split('\n')[0] ?? '';
      throw new TokenRefusedError(
        `GitHub refused to ${whatOf(route, subject)} (${status} ${said})`,
        status,
        route.permission,
      );
    }
    throw e;
  }
}

/** `fn`'s answer, or `fallback` when GitHub answers 404. */
async function unless404<T, F>(fn: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await fn();
  } catch (e) {
    if (httpStatus(e) === 404) return fallback;
    throw e;
  }
}

export function octokitSetup(client: GitHubClient): SetupPort & SetupReads {
  const env = (repo: { owner: string; repo: string }, name: string) => ({ ...repo, environment_name: name });
  const labels = conversationOn(client);
  return {
    async repository(repo) {
      const data = await request<{
        default_branch: string;
        owner: { login: string; type: string };
        permissions?: { admin?: boolean };
      }>(client, 'repository', { ...repo });
      return {
        defaultBranch: data.default_branch,
        owner: data.owner.login,
        ownerIsOrganization: data.owner.type === 'Organization',
        admin: data.permissions?.admin ?? null,
      };
    },
    async environment(repo, name) {
      return unless404(async () => {
        const data = await request<{
          deployment_branch_policy: { protected_branches: boolean; custom_branch_policies: boolean } | null;
        }>(client, 'environment', env(repo, name), name);
        return { branchPolicy: data.deployment_branch_policy ?? null };
      }, 'absent' as const);
    },
    async putEnvironment(repo, name, policy) {
      await request(client, 'putEnvironment', { ...env(repo, name), deployment_branch_policy: policy }, name);
    },
    async branchPolicies(repo, environment) {
      const out: Array<{ id: number; name: string; type: 'branch' | 'tag' }> = [];
      for (let page = 1; ; page++) {
        const data = await request<{ total_count: number; branch_policies: typeof out }>(
          client,
          'branchPolicies',
          { ...env(repo, environment), per_page: 100, page },
          environment,
        );
        out.push(...data.branch_policies.map((p) => ({ id: p.id, name: p.name, type: p.type ?? 'branch' })));
        if (data.branch_policies.length < 100) return out;
      }
    },
    async addBranchPolicy(repo, environment, branch) {
      await request(client, 'addBranchPolicy', { ...env(repo, environment), name: branch, type: 'branch' }, branch);
    },
    async removeBranchPolicy(repo, environment, pattern) {
      await request(
        client,
        'removeBranchPolicy',
        { ...env(repo, environment), branch_policy_id: pattern.id },
        pattern.name,
      );
    },
    async environmentKey(repo, environment) {
      const data = await request<{ key_id: string; key: string }>(client, 'environmentKey', env(repo, environment));
      return { keyId: data.key_id, key: data.key };
    },
    async hasEnvironmentSecret(repo, environment, name) {
      return unless404(async () => {
        await request(client, 'environmentSecret', { ...env(repo, environment), secret_name: name }, name);
        return true;
      }, false);
    },
    async putEnvironmentSecret(repo, environment, name, sealed) {
      await request(
        client,
        'putEnvironmentSecret',
        { ...env(repo, environment), secret_name: name, encrypted_value: sealed.encryptedValue, key_id: sealed.keyId },
        name,
      );
    },
    async variable(repo, name) {
      return unless404(
        async () => (await request<{ value: string }>(client, 'variable', { ...repo, name }, name)).value,
        undefined,
      );
    },
    async setVariable(repo, name, value, exists) {
      if (exists) await request(client, 'updateVariable', { ...repo, name, value }, name);
      else await request(client, 'createVariable', { ...repo, name, value }, name);
    },
    listRepoLabels: labels.listRepoLabels,
    createLabel: labels.createLabel,
    async rulesets(repo) {
      const out: Array<{ id: number; name: string }> = [];
      for (let page = 1; ; page++) {
        const data = await request<Array<{ id: number; name: string }>>(client, 'rulesets', {
          ...repo,
          per_page: 100,
          page,
          includes_parents: false,
        });
        out.push(...data.map((r) => ({ id: r.id, name: r.name })));
        if (data.length < 100) return out;
      }
    },
    async ruleset(repo, id) {
      return request<RulesetBody & { id: number }>(client, 'ruleset', { ...repo, ruleset_id: id }, String(id));
    },
    async createRuleset(repo, body) {
      return (await request<{ id: number }>(client, 'createRuleset', { ...repo, ...body }, body.name)).id;
    },
    async updateRuleset(repo, id, body) {
      await request(client, 'updateRuleset', { ...repo, ruleset_id: id, ...body }, body.name);
    },
    async file(repo, path, ref) {
      return unless404(async () => {
        const data = await request<{ content?: string; encoding?: string }>(
          client,
          'file',
          { ...repo, path, ref },
          path,
        );
        return data.encoding === 'base64' && data.content !== undefined
          ? Buffer.from(data.content, 'base64').toString('utf8')
          : undefined;
      }, undefined);
    },
    async convertManifest(code) {
      const data = await request<{ id: number; slug: string; name: string; owner: { login: string }; pem: string }>(
        client,
        'convertManifest',
        { code },
      );
      return { id: data.id, slug: data.slug, name: data.name, owner: data.owner.login, pem: data.pem };
    },
    async directory(repo, path, ref) {
      return unless404(async () => {
        const data = await request<unknown>(client, 'directory', { ...repo, path, ref }, path);
        if (!Array.isArray(data)) return 'absent' as const;
        return (data as { name: string; path: string; type: string }[]).map((e) => ({
          name: e.name,
          path: e.path,
          type: e.type,
        }));
      }, 'absent' as const);
    },
    async hasRepositorySecret(repo, name) {
      return unless404(async () => {
        await request(client, 'repositorySecret', { ...repo, secret_name: name }, name);
        return true;
      }, false);
    },
    async workflowPermissions(repo) {
      const data = await request<{ default_workflow_permissions: string; can_approve_pull_request_reviews: boolean }>(
        client,
        'workflowPermissions',
        { ...repo },
      );
      return {
        defaultPermissions: data.default_workflow_permissions,
        canApprovePullRequestReviews: data.can_approve_pull_request_reviews,
      };
    },
    async userInstallations() {
      return installationPages(client, 'userInstallations', {});
    },
    async organizationInstallations(org) {
      return installationPages(client, 'organizationInstallations', { org }, org);
    },
    async installationRepositories(installationId) {
      const names: string[] = [];
      for (let page = 1; ; page++) {
        const data = await request<{ repositories: { full_name: string }[] }>(client, 'installationRepositories', {
          installation_id: installationId,
          per_page: 100,
          page,
        });
        names.push(...data.repositories.map((r) => r.full_name));
        if (data.repositories.length < 100) return names;
      }
    },
  };
}

interface InstallationAnswer {
  id: number;
  app_id: number;
  client_id?: string;
  app_slug: string;
  permissions?: Record<string, string>;
  repository_selection: 'all' | 'selected';
  suspended_at?: string | null;
}

/** Every page of an installations listing (`{ total_count, installations }`). */
async function installationPages(
  client: GitHubClient,
  method: 'userInstallations' | 'organizationInstallations',
  params: Record<string, unknown>,
  subject?: string,
): Promise<InstallationRow[]> {
  const rows: InstallationRow[] = [];
  for (let page = 1; ; page++) {
    const data = await request<{ installations: InstallationAnswer[] }>(
      client,
      method,
      { ...params, per_page: 100, page },
      subject,
    );
    rows.push(
      ...data.installations.map((i) => ({
        id: i.id,
        appId: i.app_id,
        ...(i.client_id ? { clientId: i.client_id } : {}),
        appSlug: i.app_slug,
        permissions: { ...(i.permissions ?? {}) },
        repositorySelection: i.repository_selection,
        suspended: typeof i.suspended_at === 'string' && i.suspended_at !== '',
      })),
    );
    if (data.installations.length < 100) return rows;
  }
}

/** The App's port on a client authenticated with the App's JWT. */
export function octokitApp(client: GitHubClient): AppPort {
  return {
    async installation(repo) {
      return unless404(async () => {
        const data = await request<{ id: number; permissions: Record<string, string> }>(client, 'installation', {
          ...repo,
        });
        return { id: data.id, permissions: data.permissions };
      }, 'absent' as const);
    },
  };
}

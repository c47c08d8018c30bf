import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  SETUP_ROUTES
} from "./chunk-RRMSSNQY.js";
import {
  conversationOn
} from "./chunk-PJCTI6DA.js";
import {
  whatOf
} from "./chunk-BPDL7PFC.js";
import {
  TokenRefusedError,
  answerMessage,
  httpStatus
} from "./chunk-3O5FDUM7.js";
import "./chunk-42UX2N3C.js";

// src/core/github/octokit/setup.ts
async function request(client, method, params, subject) {
  const route = SETUP_ROUTES[method];
  try {
    const send = client.request;
    const { data } = await send(route.route, params);
    return data;
  } catch (e) {
    const status = httpStatus(e);
    if (status === 401 || status === 403) {
      const said = answerMessage(e).split("\n")[0] ?? "";
      throw new TokenRefusedError(
        `GitHub refused to ${whatOf(route, subject)} (${status} ${said})`,
        status,
        route.permission
      );
    }
    throw e;
  }
}
async function unless404(fn, fallback) {
  try {
    return await fn();
  } catch (e) {
    if (httpStatus(e) === 404) return fallback;
    throw e;
  }
}
function octokitSetup(client) {
  const env = (repo, name) => ({ ...repo, environment_name: name });
  const labels = conversationOn(client);
  return {
    async repository(repo) {
      const data = await request(client, "repository", { ...repo });
      return {
        defaultBranch: data.default_branch,
        owner: data.owner.login,
        ownerIsOrganization: data.owner.type === "Organization",
        admin: data.permissions?.admin ?? null
      };
    },
    async environment(repo, name) {
      return unless404(async () => {
        const data = await request(client, "environment", env(repo, name), name);
        return { branchPolicy: data.deployment_branch_policy ?? null };
      }, "absent");
    },
    async putEnvironment(repo, name, policy) {
      await request(client, "putEnvironment", { ...env(repo, name), deployment_branch_policy: policy }, name);
    },
    async branchPolicies(repo, environment) {
      const out = [];
      for (let page = 1; ; page++) {
        const data = await request(
          client,
          "branchPolicies",
          { ...env(repo, environment), per_page: 100, page },
          environment
        );
        out.push(...data.branch_policies.map((p) => ({ id: p.id, name: p.name, type: p.type ?? "branch" })));
        if (data.branch_policies.length < 100) return out;
      }
    },
    async addBranchPolicy(repo, environment, branch) {
      await request(client, "addBranchPolicy", { ...env(repo, environment), name: branch, type: "branch" }, branch);
    },
    async removeBranchPolicy(repo, environment, pattern) {
      await request(
        client,
        "removeBranchPolicy",
        { ...env(repo, environment), branch_policy_id: pattern.id },
        pattern.name
      );
    },
    async environmentKey(repo, environment) {
      const data = await request(client, "environmentKey", env(repo, environment));
      return { keyId: data.key_id, key: data.key };
    },
    async hasEnvironmentSecret(repo, environment, name) {
      return unless404(async () => {
        await request(client, "environmentSecret", { ...env(repo, environment), secret_name: name }, name);
        return true;
      }, false);
    },
    async putEnvironmentSecret(repo, environment, name, sealed) {
      await request(
        client,
        "putEnvironmentSecret",
        { ...env(repo, environment), secret_name: name, encrypted_value: sealed.encryptedValue, key_id: sealed.keyId },
        name
      );
    },
    async variable(repo, name) {
      return unless404(
        async () => (await request(client, "variable", { ...repo, name }, name)).value,
        void 0
      );
    },
    async setVariable(repo, name, value, exists) {
      if (exists) await request(client, "updateVariable", { ...repo, name, value }, name);
      else await request(client, "createVariable", { ...repo, name, value }, name);
    },
    listRepoLabels: labels.listRepoLabels,
    createLabel: labels.createLabel,
    async rulesets(repo) {
      const out = [];
      for (let page = 1; ; page++) {
        const data = await request(client, "rulesets", {
          ...repo,
          per_page: 100,
          page,
          includes_parents: false
        });
        out.push(...data.map((r) => ({ id: r.id, name: r.name })));
        if (data.length < 100) return out;
      }
    },
    async ruleset(repo, id) {
      return request(client, "ruleset", { ...repo, ruleset_id: id }, String(id));
    },
    async createRuleset(repo, body) {
      return (await request(client, "createRuleset", { ...repo, ...body }, body.name)).id;
    },
    async updateRuleset(repo, id, body) {
      await request(client, "updateRuleset", { ...repo, ruleset_id: id, ...body }, body.name);
    },
    async file(repo, path, ref) {
      return unless404(async () => {
        const data = await request(
          client,
          "file",
          { ...repo, path, ref },
          path
        );
        return data.encoding === "base64" && data.content !== void 0 ? Buffer.from(data.content, "base64").toString("utf8") : void 0;
      }, void 0);
    },
    async convertManifest(code) {
      const data = await request(
        client,
        "convertManifest",
        { code }
      );
      return { id: data.id, slug: data.slug, name: data.name, owner: data.owner.login, pem: data.pem };
    },
    async directory(repo, path, ref) {
      return unless404(async () => {
        const data = await request(client, "directory", { ...repo, path, ref }, path);
        if (!Array.isArray(data)) return "absent";
        return data.map((e) => ({
          name: e.name,
          path: e.path,
          type: e.type
        }));
      }, "absent");
    },
    async hasRepositorySecret(repo, name) {
      return unless404(async () => {
        await request(client, "repositorySecret", { ...repo, secret_name: name }, name);
        return true;
      }, false);
    },
    async workflowPermissions(repo) {
      const data = await request(
        client,
        "workflowPermissions",
        { ...repo }
      );
      return {
        defaultPermissions: data.default_workflow_permissions,
        canApprovePullRequestReviews: data.can_approve_pull_request_reviews
      };
    },
    async userInstallations() {
      return installationPages(client, "userInstallations", {});
    },
    async organizationInstallations(org) {
      return installationPages(client, "organizationInstallations", { org }, org);
    },
    async installationRepositories(installationId) {
      const names = [];
      for (let page = 1; ; page++) {
        const data = await request(client, "installationRepositories", {
          installation_id: installationId,
          per_page: 100,
          page
        });
        names.push(...data.repositories.map((r) => r.full_name));
        if (data.repositories.length < 100) return names;
      }
    }
  };
}
async function installationPages(client, method, params, subject) {
  const rows = [];
  for (let page = 1; ; page++) {
    const data = await request(
      client,
      method,
      { ...params, per_page: 100, page },
      subject
    );
    rows.push(
      ...data.installations.map((i) => ({
        id: i.id,
        appId: i.app_id,
        ...i.client_id ? { clientId: i.client_id } : {},
        appSlug: i.app_slug,
        permissions: { ...i.permissions ?? {} },
        repositorySelection: i.repository_selection,
        suspended: typeof i.suspended_at === "string" && i.suspended_at !== ""
      }))
    );
    if (data.installations.length < 100) return rows;
  }
}
function octokitApp(client) {
  return {
    async installation(repo) {
      return unless404(async () => {
        const data = await request(client, "installation", {
          ...repo
        });
        return { id: data.id, permissions: data.permissions };
      }, "absent");
    }
  };
}
export {
  octokitApp,
  octokitSetup
};

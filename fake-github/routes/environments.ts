// Environments, their deployment branch policies, secrets and variables, and the repository's Actions variables.
// Permissions per GitHub's "Permissions required for GitHub Apps": creating, changing or deleting an environment
// or a branch policy is Administration (write), reading them Actions (read); an environment's secrets and
// variables are Environments; repository variables are Variables (`actions_variables`). A person's own token needs
// admin rights on the repository for each write.
import {
  EnvironmentRecord,
  environmentsOf,
  repoVariablesOf,
  sodiumReady,
  type BranchPolicyRecord,
  type NamedValue,
} from '../environments.js';
import sodium from 'libsodium-wrappers';
import {
  HttpError,
  intParam,
  notFound,
  ok,
  paginate,
  validationFailed,
  type Route,
  type RouteContext,
} from '../http.js';
import { nodeId, now } from '../store.js';

type Json = Record<string, unknown>;
const ENV = '/repos/{owner}/{repo}/environments/{environment_name}';

function envOf(ctx: RouteContext): EnvironmentRecord {
  const env = environmentsOf(ctx.repo).get(ctx.params.environment_name!.toLowerCase());
  if (!env) throw notFound();
  return env;
}

function envJson(ctx: RouteContext, env: EnvironmentRecord): Json {
  const url = `${ctx.store.apiUrl}/repos/${ctx.repo.fullName}/environments/${encodeURIComponent(env.name)}`;
  const rules: Json[] = [];
  if (env.waitTimer > 0)
    rules.push({ id: env.id + 1, node_id: nodeId('GA', env.id + 1), type: 'wait_timer', wait_timer: env.waitTimer });
  if (env.reviewers.length)
    rules.push({
      id: env.id + 2,
      node_id: nodeId('GA', env.id + 2),
      type: 'required_reviewers',
      prevent_self_review: env.preventSelfReview,
      reviewers: env.reviewers,
    });
  if (env.branchPolicy) rules.push({ id: env.id + 3, node_id: nodeId('GA', env.id + 3), type: 'branch_policy' });
  return {
    id: env.id,
    node_id: env.nodeId,
    name: env.name,
    url,
    html_url: `https://github.com/${ctx.repo.fullName}/deployments/activity_log?environments_filter=${encodeURIComponent(env.name)}`,
    created_at: env.createdAt,
    updated_at: env.updatedAt,
    protection_rules: rules,
    deployment_branch_policy: env.branchPolicy ? { ...env.branchPolicy } : null,
  };
}

function policyJson(p: BranchPolicyRecord): Json {
  return { id: p.id, node_id: p.nodeId, name: p.name, type: p.type };
}

// GitHub: "Create or update an environment" (deployment_branch_policy: exactly one of protected_branches and
// custom_branch_policies true, or null for every branch)
function branchPolicyOf(raw: unknown): EnvironmentRecord['branchPolicy'] {
  if (raw === null) return null;
  const p = raw as Record<string, unknown>;
  if (
    typeof p !== 'object' ||
    typeof p.protected_branches !== 'boolean' ||
    typeof p.custom_branch_policies !== 'boolean'
  )
    throw validationFailed([{ resource: 'Environment', field: 'deployment_branch_policy', code: 'invalid' }]);
  if (p.protected_branches === p.custom_branch_policies)
    throw validationFailed(
      [{ resource: 'Environment', field: 'deployment_branch_policy', code: 'invalid' }],
      'Invalid deployment_branch_policy: exactly one of protected_branches and custom_branch_policies must be true',
    );
  return { protected_branches: p.protected_branches, custom_branch_policies: p.custom_branch_policies };
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkName(name: string, what: 'Secret' | 'Variable'): string {
  if (!NAME.test(name) || /^GITHUB_/i.test(name))
    throw validationFailed(
      [{ resource: what, field: 'name', code: 'invalid' }],
      `${what} names can only contain alphanumeric characters or underscores and must not start with GITHUB_`,
    );
  return name.toUpperCase();
}

function namedJson(v: NamedValue, withValue: boolean): Json {
  return { name: v.name, ...(withValue ? { value: v.value } : {}), created_at: v.createdAt, updated_at: v.updatedAt };
}

/** The routes of one kind of variables (an environment's or the repository's), at `base`. */
function variableRoutes(base: string, perm: string, of: (ctx: RouteContext) => Map<string, NamedValue>): Route[] {
  const one = (ctx: RouteContext): NamedValue => {
    const v = of(ctx).get(ctx.params.name!.toUpperCase());
    if (!v) throw notFound();
    return v;
  };
  return [
    {
      method: 'GET',
      template: `${base}/variables`,
      permission: [`${perm}=read`],
      handler: (ctx) => {
        const all = [...of(ctx).values()].map((v) => namedJson(v, true));
        const { page, headers } = paginate(ctx, all, { defaultPerPage: 10, maxPerPage: 30 });
        return ok({ total_count: all.length, variables: page }, 200, headers);
      },
    },
    {
      method: 'POST',
      template: `${base}/variables`,
      permission: [`${perm}=write`],
      role: 'admin',
      handler: (ctx) => {
        const name = checkName(String(ctx.body?.name ?? ''), 'Variable');
        if (typeof ctx.body?.value !== 'string')
          throw validationFailed([{ resource: 'Variable', field: 'value', code: 'missing_field' }]);
        if (of(ctx).has(name)) throw new HttpError(409, 'Already exists - Variable already exists');
        of(ctx).set(name, { name, value: ctx.body.value, createdAt: now(), updatedAt: now() });
        return ok({}, 201);
      },
    },
    {
      method: 'GET',
      template: `${base}/variables/{name}`,
      permission: [`${perm}=read`],
      handler: (ctx) => ok(namedJson(one(ctx), true)),
    },
    {
      method: 'PATCH',
      template: `${base}/variables/{name}`,
      permission: [`${perm}=write`],
      role: 'admin',
      handler: (ctx) => {
        const v = one(ctx);
        if (ctx.body?.value !== undefined) v.value = String(ctx.body.value);
        v.updatedAt = now();
        return { status: 204 };
      },
    },
    {
      method: 'DELETE',
      template: `${base}/variables/{name}`,
      permission: [`${perm}=write`],
      role: 'admin',
      handler: (ctx) => {
        one(ctx);
        of(ctx).delete(ctx.params.name!.toUpperCase());
        return { status: 204 };
      },
    },
  ];
}

export const environmentRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/environments',
    permission: ['actions=read'],
    handler: (ctx) => {
      const all = [...environmentsOf(ctx.repo).values()].map((e) => envJson(ctx, e));
      const { page, headers } = paginate(ctx, all);
      return ok({ total_count: all.length, environments: page }, 200, headers);
    },
  },
  {
    method: 'GET',
    template: ENV,
    permission: ['actions=read'],
    handler: (ctx) => ok(envJson(ctx, envOf(ctx))),
  },
  {
    // GitHub: github/rest-api-description#6745 (creating an environment needs Administration: write, not Environments)
    method: 'PUT',
    template: ENV,
    permission: ['administration=write'],
    role: 'admin',
    handler: async (ctx) => {
      await sodiumReady();
      const name = ctx.params.environment_name!;
      if (name.length > 255 || [...name].some((c) => c.charCodeAt(0) < 32))
        throw validationFailed([{ resource: 'Environment', field: 'name', code: 'invalid' }]);
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      // Everything is validated before anything changes.
      const policy = 'deployment_branch_policy' in body ? branchPolicyOf(body.deployment_branch_policy) : undefined;
      const wait = body.wait_timer;
      if (wait !== undefined && (!Number.isInteger(wait) || (wait as number) < 0 || (wait as number) > 43200))
        throw validationFailed([{ resource: 'Environment', field: 'wait_timer', code: 'invalid' }]);
      const envs = environmentsOf(ctx.repo);
      let env = envs.get(name.toLowerCase());
      if (!env) envs.set(name.toLowerCase(), (env = new EnvironmentRecord(ctx.repo, name)));
      if (wait !== undefined) env.waitTimer = wait as number;
      if (Array.isArray(body.reviewers)) env.reviewers = body.reviewers as Array<{ type: string; id: number }>;
      if (typeof body.prevent_self_review === 'boolean') env.preventSelfReview = body.prevent_self_review;
      if (policy !== undefined) {
        env.branchPolicy = policy;
        // Name patterns exist only while the environment uses them.
        if (!policy?.custom_branch_policies) env.policies.length = 0;
      }
      env.updatedAt = now();
      return ok(envJson(ctx, env));
    },
  },
  {
    method: 'DELETE',
    template: ENV,
    permission: ['administration=write'],
    role: 'admin',
    handler: (ctx) => {
      envOf(ctx);
      environmentsOf(ctx.repo).delete(ctx.params.environment_name!.toLowerCase());
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    template: `${ENV}/deployment-branch-policies`,
    permission: ['actions=read'],
    handler: (ctx) => {
      const all = envOf(ctx).policies.map(policyJson);
      const { page, headers } = paginate(ctx, all);
      return ok({ total_count: all.length, branch_policies: page }, 200, headers);
    },
  },
  {
    // GitHub: "Create a deployment branch policy" (404 unless the environment uses custom branch policies; 303 for a
    // pattern it already has)
    method: 'POST',
    template: `${ENV}/deployment-branch-policies`,
    permission: ['administration=write'],
    role: 'admin',
    handler: (ctx) => {
      const env = envOf(ctx);
      if (!env.branchPolicy?.custom_branch_policies) throw notFound();
      const name = ctx.body?.name;
      if (typeof name !== 'string' || name === '')
        throw validationFailed([{ resource: 'DeploymentBranchPolicy', field: 'name', code: 'missing_field' }]);
      const type = ctx.body?.type ?? 'branch';
      if (type !== 'branch' && type !== 'tag')
        throw validationFailed([{ resource: 'DeploymentBranchPolicy', field: 'type', code: 'invalid' }]);
      const same = env.policies.find((p) => p.name === name && p.type === type);
      if (same) return ok(policyJson(same), 303);
      const id = ctx.store.nextId();
      const p: BranchPolicyRecord = { id, nodeId: nodeId('DBP', id), name, type };
      env.policies.push(p);
      env.updatedAt = now();
      return ok(policyJson(p));
    },
  },
  {
    method: 'GET',
    template: `${ENV}/deployment-branch-policies/{branch_policy_id}`,
    permission: ['actions=read'],
    handler: (ctx) => {
      const p = envOf(ctx).policies.find((x) => x.id === intParam(ctx, 'branch_policy_id'));
      if (!p) throw notFound();
      return ok(policyJson(p));
    },
  },
  {
    method: 'PUT',
    template: `${ENV}/deployment-branch-policies/{branch_policy_id}`,
    permission: ['administration=write'],
    role: 'admin',
    handler: (ctx) => {
      const p = envOf(ctx).policies.find((x) => x.id === intParam(ctx, 'branch_policy_id'));
      if (!p) throw notFound();
      if (typeof ctx.body?.name !== 'string' || ctx.body.name === '')
        throw validationFailed([{ resource: 'DeploymentBranchPolicy', field: 'name', code: 'missing_field' }]);
      p.name = ctx.body.name;
      return ok(policyJson(p));
    },
  },
  {
    method: 'DELETE',
    template: `${ENV}/deployment-branch-policies/{branch_policy_id}`,
    permission: ['administration=write'],
    role: 'admin',
    handler: (ctx) => {
      const env = envOf(ctx);
      const i = env.policies.findIndex((x) => x.id === intParam(ctx, 'branch_policy_id'));
      if (i < 0) throw notFound();
      env.policies.splice(i, 1);
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    template: `${ENV}/secrets/public-key`,
    permission: ['environments=read'],
    handler: async (ctx) => {
      await sodiumReady();
      const { keyId, publicKey } = envOf(ctx).keyPair();
      return ok({ key_id: keyId, key: sodium.to_base64(publicKey, sodium.base64_variants.ORIGINAL) });
    },
  },
  {
    method: 'GET',
    template: `${ENV}/secrets`,
    permission: ['environments=read'],
    handler: (ctx) => {
      const all = [...envOf(ctx).secrets.values()].map((s) => namedJson(s, false));
      const { page, headers } = paginate(ctx, all);
      return ok({ total_count: all.length, secrets: page }, 200, headers);
    },
  },
  {
    method: 'GET',
    template: `${ENV}/secrets/{secret_name}`,
    permission: ['environments=read'],
    handler: (ctx) => {
      const s = envOf(ctx).secrets.get(ctx.params.secret_name!.toUpperCase());
      if (!s) throw notFound();
      return ok(namedJson(s, false));
    },
  },
  {
    // GitHub: "Create or update an environment secret" (encrypted_value sealed with the environment's public key,
    // key_id that key's id; 201 created, 204 updated)
    method: 'PUT',
    template: `${ENV}/secrets/{secret_name}`,
    permission: ['environments=write'],
    role: 'admin',
    handler: async (ctx) => {
      await sodiumReady();
      const env = envOf(ctx);
      const name = checkName(ctx.params.secret_name!, 'Secret');
      const { encrypted_value: sealed, key_id: keyId } = (ctx.body ?? {}) as Record<string, unknown>;
      if (typeof sealed !== 'string' || typeof keyId !== 'string')
        throw validationFailed([
          {
            resource: 'Secret',
            field: typeof sealed !== 'string' ? 'encrypted_value' : 'key_id',
            code: 'missing_field',
          },
        ]);
      if (keyId !== env.keyPair().keyId)
        throw validationFailed(
          [{ resource: 'Secret', field: 'key_id', code: 'invalid' }],
          'Bad request - key_id does not match the public key',
        );
      const value = env.open(sealed);
      if (value === undefined)
        throw validationFailed(
          [{ resource: 'Secret', field: 'encrypted_value', code: 'invalid' }],
          'Bad request - the value could not be decrypted with the public key',
        );
      const existing = env.secrets.get(name);
      env.secrets.set(name, { name, value, createdAt: existing?.createdAt ?? now(), updatedAt: now() });
      return existing ? { status: 204 } : ok({}, 201);
    },
  },
  {
    method: 'DELETE',
    template: `${ENV}/secrets/{secret_name}`,
    permission: ['environments=write'],
    role: 'admin',
    handler: (ctx) => {
      const env = envOf(ctx);
      if (!env.secrets.delete(ctx.params.secret_name!.toUpperCase())) throw notFound();
      return { status: 204 };
    },
  },
  ...variableRoutes(ENV, 'environments', (ctx) => envOf(ctx).variables),
  ...variableRoutes('/repos/{owner}/{repo}/actions', 'actions_variables', (ctx) => repoVariablesOf(ctx.repo)),
];

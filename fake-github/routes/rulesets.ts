// Repository rulesets: read with Metadata (read), created, changed and deleted with Administration (write) (GitHub's
// "Permissions required for GitHub Apps"); a person's own token needs admin rights on the repository to write.
// What a ruleset requires of a merge is `fake-github/rulesets.ts`.
import { isAppId } from '../apps.js';
import { HttpError, intParam, notFound, ok, validationFailed, type Route, type RouteContext } from '../http.js';
import { newRuleset, rulesetsOf, type RuleRecord, type RulesetRecord } from '../rulesets.js';
import { now } from '../store.js';

type Json = Record<string, unknown>;

// GitHub: "Create a repository ruleset" (the rule types of the REST reference's repository-rule schema)
const RULE_TYPES = new Set([
  'creation',
  'update',
  'deletion',
  'required_linear_history',
  'merge_queue',
  'required_deployments',
  'required_signatures',
  'pull_request',
  'required_status_checks',
  'non_fast_forward',
  'commit_message_pattern',
  'commit_author_email_pattern',
  'committer_email_pattern',
  'branch_name_pattern',
  'tag_name_pattern',
  'file_path_restriction',
  'max_file_path_length',
  'file_extension_restriction',
  'max_file_size',
  'workflows',
  'code_scanning',
  'copilot_code_review',
]);

function rulesetJson(ctx: RouteContext, r: RulesetRecord, full: boolean): Json {
  const href = `${ctx.store.apiUrl}/repos/${ctx.repo.fullName}/rulesets/${r.id}`;
  return {
    id: r.id,
    name: r.name,
    target: r.target,
    source_type: 'Repository',
    source: ctx.repo.fullName,
    enforcement: r.enforcement,
    node_id: r.nodeId,
    _links: { self: { href }, html: { href: `https://github.com/${ctx.repo.fullName}/rules/${r.id}` } },
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    ...(full
      ? {
          bypass_actors: r.bypassActors,
          current_user_can_bypass: 'never',
          conditions: r.conditions,
          rules: r.rules.map((rule) => ({ ...rule })),
        }
      : {}),
  };
}

const invalid = (field: string, message: string): HttpError =>
  validationFailed([{ resource: 'Ruleset', field, code: 'invalid' }], `Validation Failed: ${message}`);

function rulesOf(ctx: RouteContext, raw: unknown): RuleRecord[] {
  if (!Array.isArray(raw)) throw invalid('rules', 'rules must be an array');
  return raw.map((rule: Record<string, unknown>) => {
    if (typeof rule?.type !== 'string' || !RULE_TYPES.has(rule.type))
      throw invalid('rules', `unknown rule type ${String(rule?.type)}`);
    const parameters = rule.parameters as Record<string, unknown> | undefined;
    if (rule.type === 'required_status_checks') {
      const checks = parameters?.required_status_checks;
      if (!Array.isArray(checks) || typeof parameters?.strict_required_status_checks_policy !== 'boolean')
        throw invalid(
          'rules',
          'required_status_checks needs required_status_checks and strict_required_status_checks_policy',
        );
      for (const c of checks as Array<Record<string, unknown>>) {
        if (typeof c?.context !== 'string' || c.context === '')
          throw invalid('rules', 'a required status check needs a context');
        if (c.integration_id !== undefined && c.integration_id !== null) {
          if (!Number.isInteger(c.integration_id) || !isAppId(ctx.store, c.integration_id as number))
            throw invalid('rules', `integration_id ${String(c.integration_id)} is not a GitHub App`);
        }
      }
    }
    return { type: rule.type, ...(parameters ? { parameters: structuredClone(parameters) } : {}) };
  });
}

/** The fields a create or an update sets, validated whole before anything changes. */
function fieldsOf(
  ctx: RouteContext,
  existing?: RulesetRecord,
): Omit<RulesetRecord, 'id' | 'nodeId' | 'createdAt' | 'updatedAt'> {
  const b = (ctx.body ?? {}) as Record<string, unknown>;
  const name = b.name ?? existing?.name;
  if (typeof name !== 'string' || name === '') throw invalid('name', "name can't be blank");
  if (rulesetsOf(ctx.repo).some((r) => r !== existing && r.name === name)) throw invalid('name', 'Name must be unique');
  const enforcement = b.enforcement ?? existing?.enforcement;
  if (enforcement !== 'disabled' && enforcement !== 'active' && enforcement !== 'evaluate')
    throw invalid('enforcement', 'enforcement must be disabled, active or evaluate');
  const target = b.target ?? existing?.target ?? 'branch';
  if (target !== 'branch' && target !== 'tag' && target !== 'push') throw invalid('target', 'unknown target');
  const conditions = (b.conditions ?? existing?.conditions ?? null) as RulesetRecord['conditions'];
  const ref = conditions?.ref_name;
  if (ref && (!Array.isArray(ref.include ?? []) || !Array.isArray(ref.exclude ?? [])))
    throw invalid('conditions', 'ref_name include and exclude must be arrays');
  const rules = b.rules !== undefined ? rulesOf(ctx, b.rules) : (existing?.rules ?? []);
  const bypassActors = (b.bypass_actors ?? existing?.bypassActors ?? []) as RulesetRecord['bypassActors'];
  if (!Array.isArray(bypassActors)) throw invalid('bypass_actors', 'bypass_actors must be an array');
  return { name, enforcement, target, conditions, rules, bypassActors };
}

function rulesetOf(ctx: RouteContext): RulesetRecord {
  const r = rulesetsOf(ctx.repo).find((x) => x.id === intParam(ctx, 'ruleset_id'));
  if (!r) throw notFound();
  return r;
}

export const rulesetRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/rulesets',
    permission: ['metadata=read'],
    handler: (ctx) => ok(rulesetsOf(ctx.repo).map((r) => rulesetJson(ctx, r, false))),
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/rulesets',
    permission: ['administration=write'],
    role: 'admin',
    handler: (ctx) => ok(rulesetJson(ctx, newRuleset(ctx.repo, fieldsOf(ctx)), true), 201),
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/rulesets/{ruleset_id}',
    permission: ['metadata=read'],
    handler: (ctx) => ok(rulesetJson(ctx, rulesetOf(ctx), true)),
  },
  {
    method: 'PUT',
    template: '/repos/{owner}/{repo}/rulesets/{ruleset_id}',
    permission: ['administration=write'],
    role: 'admin',
    handler: (ctx) => {
      const r = rulesetOf(ctx);
      Object.assign(r, fieldsOf(ctx, r), { updatedAt: now() });
      return ok(rulesetJson(ctx, r, true));
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/rulesets/{ruleset_id}',
    permission: ['administration=write'],
    role: 'admin',
    handler: (ctx) => {
      const list = rulesetsOf(ctx.repo);
      list.splice(list.indexOf(rulesetOf(ctx)), 1);
      return { status: 204 };
    },
  },
];

// Required checks of a branch, as ci-wait reads them: the rules that apply to a branch (rulesets, readable
// with metadata access) and classic branch protection's required status checks (administration access only;
// its summary also shows in the branch itself, readable with contents access). All come from the same knobs,
// `repo.requiredChecks` and `repo.requireUpToDate`, applied to every branch.
import * as g from '../git.js';
import { HttpError, ok, paginate, type Route, type RouteContext } from '../http.js';
import { commitJson } from '../serialize.js';
import { knobSource, rulesetsFor } from '../rulesets.js';

function protectionUrl(ctx: RouteContext): string {
  return `${ctx.store.apiUrl}/repos/${ctx.repo.fullName}/branches/${encodeURIComponent(ctx.params.branch!)}/protection`;
}

export const branchRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/rules/branches/{branch}',
    permission: ['metadata=read'],
    handler: (ctx) => {
      const repo = ctx.repo;
      // A ruleset matches branch names, so rules are answered for names that do not exist (yet) too.
      const rules: Array<Record<string, unknown>> = repo.requiredChecks.length
        ? [
            {
              type: 'required_status_checks',
              parameters: {
                strict_required_status_checks_policy: repo.requireUpToDate,
                do_not_enforce_on_create: false,
                required_status_checks: repo.requiredChecks.map((context) => {
                  const integration = knobSource(repo, context);
                  return integration === null ? { context } : { context, integration_id: integration };
                }),
              },
              ruleset_source_type: 'Repository',
              ruleset_source: repo.fullName,
              ruleset_id: repo.rulesetId,
            },
          ]
        : [];
      // The active rulesets created through the API that cover this branch.
      for (const r of rulesetsFor(repo, ctx.params.branch!)) {
        for (const rule of r.rules) {
          rules.push({
            type: rule.type,
            ...(rule.parameters ? { parameters: structuredClone(rule.parameters) } : {}),
            ruleset_source_type: 'Repository',
            ruleset_source: repo.fullName,
            ruleset_id: r.id,
          });
        }
      }
      const { page, headers } = paginate(ctx, rules);
      return ok(page, 200, headers);
    },
  },
  {
    // "Get a branch" (docs.github.com/en/rest/branches/branches#get-a-branch): fine-grained and App tokens need
    // `contents: read`. A protected branch shows the summary of its classic protection to any reader
    // (`protection.required_status_checks`: enforcement_level, contexts, checks with app_id), without the
    // administration access the protection endpoints need; `enforcement_level: off` when no check is required.
    method: 'GET',
    template: '/repos/{owner}/{repo}/branches/{branch}',
    permission: ['contents=read'],
    handler: async (ctx) => {
      const repo = ctx.repo;
      const name = ctx.params.branch!;
      const sha = repo.branchSha(name);
      if (!sha) throw new HttpError(404, 'Branch not found');
      const commit = (await g.showCommits(repo.gitDir, [sha])).get(sha);
      const isProtected = repo.requiredChecks.length > 0 || repo.requireUpToDate;
      const url = `${ctx.store.apiUrl}/repos/${repo.fullName}/branches/${encodeURIComponent(name)}`;
      return ok({
        name,
        commit: commit ? commitJson(ctx.store, repo, commit) : { sha },
        _links: { self: url, html: `https://github.com/${repo.fullName}/tree/${encodeURIComponent(name)}` },
        protected: isProtected,
        protection: {
          enabled: isProtected,
          required_status_checks: {
            enforcement_level: repo.requiredChecks.length > 0 ? 'non_admins' : 'off',
            contexts: [...repo.requiredChecks],
            checks: repo.requiredChecks.map((context) => ({ context, app_id: knobSource(repo, context) })),
          },
        },
        protection_url: protectionUrl(ctx),
      });
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks',
    permission: ['administration=read'],
    handler: (ctx) => {
      const repo = ctx.repo;
      if (!repo.branchSha(ctx.params.branch!)) throw new HttpError(404, 'Branch not found');
      if (!repo.requiredChecks.length && !repo.requireUpToDate) throw new HttpError(404, 'Branch not protected');
      const url = `${protectionUrl(ctx)}/required_status_checks`;
      return ok({
        url,
        strict: repo.requireUpToDate,
        contexts: [...repo.requiredChecks],
        contexts_url: `${url}/contexts`,
        checks: repo.requiredChecks.map((context) => ({ context, app_id: knobSource(repo, context) })),
      });
    },
  },
];

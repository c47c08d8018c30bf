// Required checks of a branch, as ci-wait reads them: the rules that apply to a branch (rulesets, readable
// with metadata access) and classic branch protection's required status checks (administration access only).
// Both come from the same knobs, `repo.requiredChecks` and `repo.requireUpToDate`, applied to every branch.
import { HttpError, ok, paginate, type Route, type RouteContext } from '../http.js';

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
      const rules = repo.requiredChecks.length
        ? [
            {
              type: 'required_status_checks',
              parameters: {
                strict_required_status_checks_policy: repo.requireUpToDate,
                do_not_enforce_on_create: false,
                required_status_checks: repo.requiredChecks.map((context) => ({ context })),
              },
              ruleset_source_type: 'Repository',
              ruleset_source: repo.fullName,
              ruleset_id: repo.rulesetId,
            },
          ]
        : [];
      const { page, headers } = paginate(ctx, rules);
      return ok(page, 200, headers);
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
        checks: repo.requiredChecks.map((context) => ({ context, app_id: null })),
      });
    },
  },
];

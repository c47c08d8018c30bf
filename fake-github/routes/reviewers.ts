// Review requests of a pull request (users and teams), as GitHub's "Review requests" REST endpoints keep them:
// a request names a collaborator or a team with access to the repository, never the PR's author; removing a
// request nobody made is not an error; the PR's `requested_reviewers`/`requested_teams` show what is pending.
import { HttpError, intParam, notFound, ok, validationFailed, type Route, type RouteContext } from '../http.js';
import { hasPermission } from '../permissions.js';
import type { FakeRepo } from '../repo.js';
import { pullJson, teamJson, userJson } from '../serialize.js';
import { nodeId, now, type PullRecord, type TeamRecord } from '../store.js';

function pullOf(ctx: RouteContext): PullRecord {
  const pr = ctx.repo.pulls.get(intParam(ctx, 'pull_number'));
  if (!pr) throw notFound();
  return pr;
}

/** `reviewers` / `team_reviewers` of a request body: lists of strings, or a 422 as GitHub answers. */
function names(body: Record<string, unknown> | undefined, field: 'reviewers' | 'team_reviewers'): string[] {
  const v = body?.[field];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
    throw validationFailed([{ resource: 'PullRequest', field, code: 'invalid' }]);
  return v as string[];
}

/**
 * A team request by an integration token that cannot see the organization's teams: GitHub cannot resolve the
 * team's node, answers 422, and requests nobody, not even the users of the same request. GITHUB_TOKEN can never
 * see them (`members` is an organization permission no workflow `permissions:` grants); an App needs Members: read.
 */
// GitHub: actions/github-script#284 (a team review request under GITHUB_TOKEN: 422 "Could not resolve to a node")
// GitHub: kentaro-m/auto-assign-action#12 (GITHUB_TOKEN cannot request a review from a team)
function teamsUnseen(team: TeamRecord): HttpError {
  return validationFailed([`Could not resolve to a node with the global id of '${nodeId('T', team.id)}'.`]);
}

function notCollaborator(repo: FakeRepo): HttpError {
  return new HttpError(
    422,
    `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${repo.fullName} repository.`,
  );
}

export const reviewerRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
    permission: ['pull_requests=read'],
    handler: (ctx) => {
      const pr = pullOf(ctx);
      const teams = (pr.requestedTeams ?? []).flatMap((slug) => {
        const t = ctx.repo.teams.get(slug.toLowerCase());
        return t ? [teamJson(ctx.store, ctx.repo, t)] : [];
      });
      return ok({ users: (pr.requestedReviewers ?? []).map((u) => userJson(ctx.store, u)), teams });
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
    permission: ['pull_requests=write'],
    handler: async (ctx) => {
      const repo = ctx.repo;
      const pr = pullOf(ctx);
      const users = names(ctx.body, 'reviewers');
      const teams = names(ctx.body, 'team_reviewers');
      if (users.length === 0 && teams.length === 0)
        throw validationFailed([{ resource: 'PullRequest', field: 'reviewers', code: 'missing_field' }]);
      // Everything is checked before anything changes: a refused request requests nobody.
      if (users.some((u) => u.toLowerCase() === pr.author.login.toLowerCase()))
        throw new HttpError(422, 'Review cannot be requested from pull request author.');
      const seen = !ctx.token.permissions || hasPermission(ctx.token, ['members=read']);
      const known = teams.map((t) => repo.teams.get(t.toLowerCase())).find((t) => t !== undefined);
      if (known && !seen) throw teamsUnseen(known);
      if (users.some((u) => repo.roleOf(u) === 'none')) throw notCollaborator(repo);
      if (teams.some((t) => !repo.teams.has(t.toLowerCase()))) throw notCollaborator(repo);
      // Each new request leaves a ReviewRequestedEvent naming who asked, as GitHub's timeline does.
      const by = ctx.token.user;
      const requested = (pr.requestedReviewers ??= []);
      for (const login of users) {
        const user = ctx.store.user(login);
        if (requested.some((u) => u.id === user.id)) continue;
        requested.push(user);
        repo.addPullEvent(pr, 'ReviewRequestedEvent', by, { reviewer: user });
      }
      const requestedTeams = (pr.requestedTeams ??= []);
      for (const slug of teams) {
        const team = repo.teams.get(slug.toLowerCase())!;
        if (requestedTeams.some((t) => t.toLowerCase() === team.slug.toLowerCase())) continue;
        requestedTeams.push(team.slug);
        repo.addPullEvent(pr, 'ReviewRequestedEvent', by, { team: team.slug });
      }
      pr.updatedAt = now();
      return ok(pullJson(ctx.store, repo, pr), 201);
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
    permission: ['pull_requests=write'],
    handler: async (ctx) => {
      const repo = ctx.repo;
      const pr = pullOf(ctx);
      if (!Array.isArray(ctx.body?.reviewers))
        throw validationFailed([{ resource: 'PullRequest', field: 'reviewers', code: 'missing_field' }]);
      const users = new Set(names(ctx.body, 'reviewers').map((u) => u.toLowerCase()));
      const teams = new Set(names(ctx.body, 'team_reviewers').map((t) => t.toLowerCase()));
      const by = ctx.token.user;
      for (const u of pr.requestedReviewers ?? [])
        if (users.has(u.login.toLowerCase())) repo.addPullEvent(pr, 'ReviewRequestRemovedEvent', by, { reviewer: u });
      for (const t of pr.requestedTeams ?? [])
        if (teams.has(t.toLowerCase())) repo.addPullEvent(pr, 'ReviewRequestRemovedEvent', by, { team: t });
      pr.requestedReviewers = (pr.requestedReviewers ?? []).filter((u) => !users.has(u.login.toLowerCase()));
      pr.requestedTeams = (pr.requestedTeams ?? []).filter((t) => !teams.has(t.toLowerCase()));
      pr.updatedAt = now();
      return ok(pullJson(ctx.store, repo, pr));
    },
  },
];

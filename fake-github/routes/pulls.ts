// Pull requests: read, list, edit (title, body, state, base), changed files, commits, update-branch, merge
// (real git merges), and the pull requests associated with a commit.
import * as g from '../git.js';
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
import { hasPermission } from '../permissions.js';
import type { FakeRepo } from '../repo.js';
import { commitJson, fileJson, pullJson, type PullDetail } from '../serialize.js';
import { now, type PullChanges, type PullRecord } from '../store.js';

/** GitHub stops listing a pull request's files after this many. */
// GitHub: "List pull requests files" (responses include a maximum of 3000 files)
export const PULL_FILES_CAP = 3000;

function pullOf(ctx: RouteContext): PullRecord {
  const pr = ctx.repo.pulls.get(intParam(ctx, 'pull_number'));
  if (!pr) throw notFound();
  return pr;
}

export async function pullDetail(repo: FakeRepo, pr: PullRecord): Promise<PullDetail> {
  const [stats, m] = await Promise.all([repo.stats(pr), repo.mergeability(pr)]);
  const state = await repo.mergeableState(pr, m);
  return { stats, mergeable: m.mergeable, mergeableState: state, rebaseable: m.mergeable };
}

export const pullRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls',
    permission: ['pull_requests=read'],
    handler: (ctx) => {
      const q = ctx.query;
      const state = q.get('state') ?? 'open';
      const sort = q.get('sort') ?? 'created';
      const direction = q.get('direction') ?? (sort === 'created' ? 'desc' : 'desc');
      const head = q.get('head');
      const base = q.get('base');
      let list = [...ctx.repo.pulls.values()].filter((p) => state === 'all' || p.state === state);
      if (base) list = list.filter((p) => p.baseRef === base);
      if (head) {
        const [owner, ref] = head.includes(':') ? (head.split(':', 2) as [string, string]) : [undefined, head];
        list = list.filter(
          (p) => p.headRef === ref && (!owner || p.headRepo.owner.toLowerCase() === owner.toLowerCase()),
        );
      }
      const key = (p: PullRecord): string | number =>
        sort === 'updated' ? p.updatedAt : sort === 'popularity' ? ctx.repo.commentsOf(p.number).length : p.createdAt;
      list.sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        const c = ka < kb ? -1 : ka > kb ? 1 : a.number - b.number;
        return direction === 'asc' ? c : -c;
      });
      const { page, headers } = paginate(ctx, list);
      return ok(
        page.map((p) => pullJson(ctx.store, ctx.repo, p)),
        200,
        headers,
      );
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}',
    permission: ['pull_requests=read'],
    handler: async (ctx) => {
      const pr = pullOf(ctx);
      return ok(pullJson(ctx.store, ctx.repo, pr, await pullDetail(ctx.repo, pr)));
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}',
    permission: ['pull_requests=write'],
    handler: async (ctx) => {
      const repo = ctx.repo;
      const pr = pullOf(ctx);
      const body = ctx.body ?? {};
      const by = ctx.token.user.login;
      const custom = (field: string, message: string): HttpError =>
        validationFailed([{ resource: 'PullRequest', code: 'custom', field, message }]);
      // Everything is validated before anything changes, so a refused edit changes nothing.
      if (body.state !== undefined && body.state !== 'open' && body.state !== 'closed')
        throw validationFailed([{ resource: 'PullRequest', field: 'state', code: 'invalid' }]);
      for (const f of ['title', 'body', 'base'] as const)
        if (body[f] !== undefined && body[f] !== null && typeof body[f] !== 'string')
          throw validationFailed([{ resource: 'PullRequest', field: f, code: 'invalid' }]);
      const reopen = body.state === 'open' && pr.state === 'closed';
      const close = body.state === 'closed' && pr.state === 'open';
      const base = typeof body.base === 'string' ? body.base.replace(/^refs\/heads\//, '') : undefined;
      const baseChange = base !== undefined && base !== pr.baseRef;
      if (baseChange) {
        if (pr.state !== 'open' && !reopen)
          throw new HttpError(422, 'Cannot change the base branch of a closed pull request.');
        if (!repo.branchSha(base)) throw custom('base', `Proposed base branch '${base}' was not found`);
      }
      if (reopen) {
        if (pr.mergedAt) throw custom('state', 'state cannot be changed. The pull request has already been merged.');
        const live = pr.headRepo.branchSha(pr.headRef);
        if (!live) throw custom('state', `state cannot be changed. The ${pr.headRef} branch has been deleted.`);
        if (live !== pr.lastHeadSha && !(await g.isAncestor(pr.headRepo.gitDir, pr.lastHeadSha, live)))
          throw custom('state', `state cannot be changed. The ${pr.headRef} branch was force-pushed or recreated.`);
        const twin = [...repo.pulls.values()].find(
          (p) =>
            p !== pr &&
            p.state === 'open' &&
            p.headRepo === pr.headRepo &&
            p.headRef === pr.headRef &&
            p.baseRef === (base ?? pr.baseRef),
        );
        if (twin) throw custom('state', `A pull request already exists for ${pr.headRepo.owner}:${pr.headRef}.`);
      }
      const changes: PullChanges = {};
      if (typeof body.title === 'string' && body.title !== pr.title) {
        changes.title = { from: pr.title };
        pr.title = body.title;
      }
      if (body.body !== undefined && (body.body ?? null) !== pr.body) {
        changes.body = { from: pr.body ?? '' };
        pr.body = body.body ?? null;
      }
      if (changes.title || changes.body) pr.updatedAt = now();
      if (reopen) await repo.reopenPullRequest(pr.number, by);
      if (baseChange) changes.base = repo.setBase(pr.number, base, by);
      if (close) await repo.closePullRequest(pr.number, by);
      if (changes.title || changes.body || changes.base) pr.lastChanges = changes;
      return ok(pullJson(ctx.store, repo, pr, await pullDetail(repo, pr)));
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/commits/{commit_sha}/pulls',
    permission: ['pull_requests=read'],
    handler: async (ctx) => {
      const repo = ctx.repo;
      const ref = ctx.params.commit_sha!;
      let sha = await g.resolveCommit(repo.gitDir, ref);
      if (!sha && /^[0-9a-f]{40}$/i.test(ref)) {
        // A fork pull request's commits reach this repository through refs/pull/N/head, as in GitHub's
        // shared fork network.
        for (const p of repo.pulls.values()) if (p.state === 'open' && p.headRepo !== repo) await repo.syncPullRef(p);
        sha = await g.resolveCommit(repo.gitDir, ref.toLowerCase());
      }
      if (!sha) throw new HttpError(422, `No commit found for SHA: ${ref}`);
      const { page, headers } = paginate(ctx, await repo.pullsForCommit(sha));
      return ok(
        page.map((p) => pullJson(ctx.store, repo, p)),
        200,
        headers,
      );
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/files',
    permission: ['pull_requests=read'],
    handler: async (ctx) => {
      const pr = pullOf(ctx);
      const head = await ctx.repo.syncPullRef(pr);
      const mb = (await g.mergeBase(ctx.repo.gitDir, ctx.repo.baseSha(pr), head)) ?? ctx.repo.baseSha(pr);
      const files = (await g.diffFiles(ctx.repo.gitDir, mb, head)).slice(0, PULL_FILES_CAP);
      const { page, headers } = paginate(ctx, files);
      return ok(
        page.map((f) => fileJson(ctx.store, ctx.repo, f, head)),
        200,
        headers,
      );
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/commits',
    permission: ['pull_requests=read'],
    handler: async (ctx) => {
      const pr = pullOf(ctx);
      const head = await ctx.repo.syncPullRef(pr);
      // GitHub lists at most 250 commits here.
      const commits = await g.log(ctx.repo.gitDir, [`${ctx.repo.baseSha(pr)}..${head}`], 250);
      const { page, headers } = paginate(ctx, commits);
      return ok(
        page.map((c) => commitJson(ctx.store, ctx.repo, c)),
        200,
        headers,
      );
    },
  },
  {
    method: 'PUT',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/update-branch',
    permission: ['pull_requests=write', 'contents=write'],
    handler: async (ctx) => {
      const repo = ctx.repo;
      const pr = pullOf(ctx);
      if (pr.state !== 'open') throw new HttpError(422, 'Cannot update a closed pull request.');
      const head = await repo.syncPullRef(pr);
      const expected = ctx.body?.expected_head_sha;
      if (expected !== undefined && expected !== head)
        throw new HttpError(422, "expected head sha didn't match current head ref.");
      const base = repo.baseSha(pr);
      if (await g.isAncestor(repo.gitDir, base, head))
        throw new HttpError(422, 'There are no new commits on the base branch.');
      const mt = await g.mergeTree(repo.gitDir, head, base);
      if (!mt.clean || !mt.tree) throw new HttpError(422, 'merge conflict between base and head');
      // GitHub pushes the merge to the head branch as the token, and refuses a push that changes a workflow
      // file for a token without the `workflows` permission (403; GITHUB_TOKEN can never have it).
      if (ctx.token.permissions && !hasPermission(ctx.token, ['workflows=write'])) {
        const workflow = (await g.diffFiles(repo.gitDir, head, mt.tree))
          .flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])])
          .find((path) => path.startsWith('.github/workflows/'));
        if (workflow)
          throw new HttpError(
            403,
            `refusing to allow a GitHub App to create or update workflow ${workflow} without workflows permission`,
          );
      }
      const merged = await g.commitTree(
        repo.gitDir,
        mt.tree,
        [head, base],
        `Merge branch '${pr.baseRef}' into ${pr.headRef}\n`,
        {
          name: ctx.token.user.login,
          email: `${ctx.token.user.login}@users.noreply.github.com`,
        },
      );
      if (pr.headRepo === repo) {
        await g.updateRef(repo.gitDir, `refs/heads/${pr.headRef}`, merged, head);
      } else {
        await g.git(repo.gitDir, ['push', '-q', pr.headRepo.gitDir, `${merged}:refs/heads/${pr.headRef}`], {
          env: { FAKE_GITHUB_PUSHER: ctx.token.user.login },
        });
      }
      await repo.syncPullRef(pr);
      return ok(
        { message: 'Updating pull request branch.', url: `https://github.com/${repo.fullName}/pull/${pr.number}` },
        202,
      );
    },
  },
  {
    method: 'PUT',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/merge',
    permission: ['contents=write'],
    handler: async (ctx) => {
      const repo = ctx.repo;
      const pr = pullOf(ctx);
      if (pr.state !== 'open') throw new HttpError(405, 'Pull Request is not mergeable');
      const head = await repo.syncPullRef(pr);
      if (ctx.body?.sha !== undefined && ctx.body.sha !== head)
        throw new HttpError(409, 'Head branch was modified. Review and try the merge again.');
      const method = (ctx.body?.merge_method ?? 'merge') as 'merge' | 'squash' | 'rebase';
      if (!['merge', 'squash', 'rebase'].includes(method)) throw new HttpError(422, `Invalid merge_method: ${method}`);
      const state = await repo.mergeableState(pr);
      if (state === 'dirty' || state === 'unknown' || state === 'draft')
        throw new HttpError(405, 'Pull Request is not mergeable');
      if (state === 'blocked') throw new HttpError(405, 'Required status checks have not succeeded.');
      if (state === 'behind') throw new HttpError(405, 'Head branch is out of date. Update it to merge.');
      // Merging writes the PR's changes to the base as the token: a change to a workflow file needs the `workflows`
      // permission, which GITHUB_TOKEN never has (403, nothing merged).
      // GitHub: chocolat-chaud-io/stator#139 (an Action cannot merge a pull request that changes a workflow file)
      if (ctx.token.permissions && !hasPermission(ctx.token, ['workflows=write'])) {
        const from = (await g.mergeBase(repo.gitDir, repo.baseSha(pr), head)) ?? repo.baseSha(pr);
        const workflow = (await g.diffFiles(repo.gitDir, from, head))
          .flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])])
          .find((path) => path.startsWith('.github/workflows/'));
        if (workflow)
          throw new HttpError(
            403,
            `refusing to allow a GitHub App to create or update workflow ${workflow} without workflows permission`,
          );
      }
      let sha: string;
      try {
        sha = await repo.mergePull(pr, method, ctx.token.user, {
          title: ctx.body?.commit_title,
          body: ctx.body?.commit_message,
        });
      } catch {
        throw new HttpError(405, 'Pull Request is not mergeable');
      }
      return ok({ sha, merged: true, message: 'Pull Request successfully merged' });
    },
  },
];

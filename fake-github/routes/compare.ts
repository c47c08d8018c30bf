// Compare two commits the way GitHub does: relative to their merge base, from real git.
import * as g from '../git.js';
import { HttpError, notFound, ok, paginate, type Route, type RouteContext } from '../http.js';
import type { FakeRepo } from '../repo.js';
import { commitJson, fileJson } from '../serialize.js';

/** GitHub lists at most this many commits and files in a comparison. */
// GitHub: "Compare two commits" (at most 250 commits; the file list stops at 300 files)
export const COMPARE_COMMITS_CAP = 250;
export const COMPARE_FILES_CAP = 300;

// `ref`, `owner:ref` or `owner:repo:ref`; a ref from a fork is fetched so the comparison can run here.
async function resolveSide(ctx: RouteContext, spec: string): Promise<string> {
  const parts = spec.split(':');
  const ref = parts.pop()!;
  let repo: FakeRepo = ctx.repo;
  if (parts.length > 0) {
    const owner = parts[0]!;
    const name = parts[1] ?? ctx.repo.name;
    const other = ctx.store.repo(owner, name);
    if (!other) throw notFound();
    repo = other;
  }
  let sha = await g.resolveCommit(repo.gitDir, ref);
  if (!sha && parts.length === 0) sha = await fetchFromNetwork(ctx, ref);
  if (!sha) throw notFound();
  if (repo !== ctx.repo && !(await g.objectType(ctx.repo.gitDir, sha))) {
    await g.git(ctx.repo.gitDir, ['fetch', '-q', '--no-tags', repo.gitDir, sha]);
  }
  return sha;
}

// A fork network shares its objects on GitHub: a commit pushed to a fork can be compared by SHA in
// the parent (this is how a fork PR's new head is reachable before any ref points at it).
async function fetchFromNetwork(ctx: RouteContext, ref: string): Promise<string | undefined> {
  if (!/^[0-9a-f]{40}$/.test(ref)) return undefined;
  const root = ctx.repo.parent ?? ctx.repo;
  for (const other of ctx.store.repos.values()) {
    if (other === ctx.repo || (other !== root && other.parent !== root)) continue;
    if (await g.objectType(other.gitDir, ref)) {
      await g.git(ctx.repo.gitDir, ['fetch', '-q', '--no-tags', other.gitDir, ref]);
      return g.resolveCommit(ctx.repo.gitDir, ref);
    }
  }
  return undefined;
}

export const compareRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/compare/{basehead}',
    permission: ['contents=read'],
    handler: async (ctx) => {
      const spec = ctx.params.basehead!;
      const sep = spec.indexOf('...');
      if (sep < 0) throw notFound();
      const [base, head] = await Promise.all([
        resolveSide(ctx, spec.slice(0, sep)),
        resolveSide(ctx, spec.slice(sep + 3)),
      ]);
      const gd = ctx.repo.gitDir;
      const mb = await g.mergeBase(gd, base, head);
      if (!mb) throw new HttpError(404, `No common ancestor between ${spec.slice(0, sep)} and ${spec.slice(sep + 3)}.`);
      // Four git processes after the merge base: the head side's commits (their number is ahead_by), the
      // base side's count, one diff, and the two commits shown in full.
      const [all, behindBy, files, shown] = await Promise.all([
        mb === head ? Promise.resolve([]) : g.log(gd, [`${mb}..${head}`]),
        mb === base ? Promise.resolve(0) : g.countRange(gd, `${mb}..${base}`),
        g.diffFiles(gd, mb, head),
        g.showCommits(gd, [base, mb]),
      ]);
      const aheadBy = all.length;
      const baseCommit = shown.get(base);
      const mbCommit = shown.get(mb);
      const status = base === head ? 'identical' : behindBy === 0 ? 'ahead' : aheadBy === 0 ? 'behind' : 'diverged';
      let commits = all.slice(0, COMPARE_COMMITS_CAP);
      let headers: Record<string, string> = {};
      if (ctx.query.has('page') || ctx.query.has('per_page')) {
        const p = paginate(ctx, all, { defaultPerPage: 250, maxPerPage: 250 });
        commits = p.page;
        headers = p.headers;
      }
      const api = `${ctx.store.apiUrl}/repos/${ctx.repo.fullName}`;
      const html = `https://github.com/${ctx.repo.fullName}`;
      return ok(
        {
          url: `${api}/compare/${spec}`,
          html_url: `${html}/compare/${spec}`,
          permalink_url: `${html}/compare/${ctx.repo.owner}:${base.slice(0, 7)}...${ctx.repo.owner}:${head.slice(0, 7)}`,
          diff_url: `${html}/compare/${spec}.diff`,
          patch_url: `${html}/compare/${spec}.patch`,
          base_commit: commitJson(ctx.store, ctx.repo, baseCommit!),
          merge_base_commit: commitJson(ctx.store, ctx.repo, mbCommit!),
          status,
          ahead_by: aheadBy,
          behind_by: behindBy,
          total_commits: aheadBy,
          commits: commits.map((c) => commitJson(ctx.store, ctx.repo, c)),
          files: files.slice(0, COMPARE_FILES_CAP).map((f) => fileJson(ctx.store, ctx.repo, f, head)),
        },
        200,
        headers,
      );
    },
  },
];

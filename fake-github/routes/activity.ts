// The repository's activity: every update of its branches, newest first, as GitHub's "List repository
// activities" answers it (cursor pagination through the `Link` header, `ref`, `activity_type` and `direction`).
import { ok, validationFailed, type Route } from '../http.js';
import { userJson } from '../serialize.js';

const TYPES = ['push', 'force_push', 'branch_creation', 'branch_deletion', 'pr_merge', 'merge_queue_merge'];

export const activityRoutes: Route[] = [
  {
    // GitHub: https://docs.github.com/rest/repos/repos#list-repository-activities (newest first by default; `ref`
    // as refs/heads/<branch> or <branch>; 100 a page at most; cursors `before`/`after` in the Link header)
    method: 'GET',
    template: '/repos/{owner}/{repo}/activity',
    permission: ['metadata=read'],
    handler: (ctx) => {
      const q = ctx.query;
      const direction = q.get('direction') ?? 'desc';
      const type = q.get('activity_type');
      if (direction !== 'asc' && direction !== 'desc') throw validationFailed(['direction must be asc or desc']);
      if (type !== null && !TYPES.includes(type)) throw validationFailed([`activity_type is not one of ${TYPES}`]);
      const ref = q.get('ref');
      const full = ref === null ? null : ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
      const actor = q.get('actor')?.toLowerCase();
      let rows = ctx.repo.activity.filter(
        (a) =>
          (full === null || a.ref === full) &&
          (type === null || a.type === type) &&
          (actor === undefined || a.actor.toLowerCase() === actor),
      );
      rows = direction === 'desc' ? [...rows].reverse() : [...rows];
      const perPage = Math.min(Math.max(Number(q.get('per_page') ?? 30) || 30, 1), 100);
      const after = q.get('after');
      const start = after === null ? 0 : rows.findIndex((a) => cursorOf(a.id) === after) + 1;
      const page = rows.slice(start, start + perPage);
      const headers: Record<string, string> = {};
      const lastRow = page[page.length - 1];
      if (lastRow && start + perPage < rows.length) {
        const u = new URL(ctx.url.toString());
        u.searchParams.set('per_page', String(perPage));
        u.searchParams.set('after', cursorOf(lastRow.id));
        headers.link = `<${ctx.store.apiUrl}${u.pathname}${u.search}>; rel="next"`;
      }
      return ok(
        page.map((a) => ({
          id: a.id,
          node_id: `RA_${Buffer.from(`activity:${a.id}`).toString('base64url')}`,
          before: a.before,
          after: a.after,
          ref: a.ref,
          timestamp: a.at,
          activity_type: a.type,
          actor: userJson(ctx.store, ctx.store.user(a.actor)),
        })),
        200,
        headers,
      );
    },
  },
];

/** GitHub's cursors are opaque; the fake's names the row it follows. */
const cursorOf = (id: number) => Buffer.from(`cursor:${id}`).toString('base64url');

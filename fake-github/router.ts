// The REST route table and path matching. Templates are GitHub's own (from its OpenAPI description) so the
// fidelity test can check that every route served here exists on GitHub with the same method and path.
import type { Route } from './http.js';
import { actionRoutes } from './routes/actions.js';
import { activityRoutes } from './routes/activity.js';
import { branchRoutes } from './routes/branches.js';
import { checkRoutes } from './routes/checks.js';
import { compareRoutes } from './routes/compare.js';
import { gitRefRoutes } from './routes/git-refs.js';
import { issueRoutes } from './routes/issues.js';
import { pullRoutes } from './routes/pulls.js';
import { rateLimitRoutes } from './routes/rate-limit.js';
import { repoRoutes } from './routes/repos.js';
import { reviewerRoutes } from './routes/reviewers.js';
import { statusRoutes } from './routes/statuses.js';
import { appRoutes } from './routes/apps.js';
import { environmentRoutes } from './routes/environments.js';
import { rulesetRoutes } from './routes/rulesets.js';
import { installationRoutes } from './routes/installations.js';
import { actionsSettingsRoutes } from './routes/actions-settings.js';

export const routes: Route[] = [
  ...repoRoutes,
  ...branchRoutes,
  ...pullRoutes,
  ...reviewerRoutes,
  ...compareRoutes,
  ...checkRoutes,
  ...statusRoutes,
  ...issueRoutes,
  ...gitRefRoutes,
  ...actionRoutes,
  ...appRoutes,
  ...environmentRoutes,
  ...rulesetRoutes,
  ...installationRoutes,
  ...actionsSettingsRoutes,
  ...activityRoutes,
  ...rateLimitRoutes,
];

/** Method and path template of every REST operation the fake serves (GraphQL is `POST /graphql`). */
export const routeTable: Array<{ method: string; template: string }> = [
  ...routes.map((r) => ({ method: r.method, template: r.template })),
  { method: 'POST', template: '/graphql' },
];

// Parameters that GitHub lets span several path segments.
const GREEDY = new Set(['ref', 'path', 'basehead']);

interface Compiled {
  route: Route;
  re: RegExp;
  names: string[];
}

const compiled: Compiled[] = routes.map((route) => {
  const names: string[] = [];
  const src = route.template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    if (GREEDY.has(name)) return '(.+?)';
    if (/_(number|id)$/.test(name)) return '(\\d+)';
    return '([^/]+)';
  });
  return { route, re: new RegExp(`^${src}/?$`), names };
});

export function matchRoute(method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
  for (const c of compiled) {
    if (c.route.method !== method) continue;
    const m = c.re.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    c.names.forEach((n, i) => {
      const raw = m[i + 1]!;
      try {
        params[n] = decodeURIComponent(raw);
      } catch {
        params[n] = raw;
      }
    });
    return { route: c.route, params };
  }
  return undefined;
}

/** True when some route serves the path with another method (GitHub then still answers 404). */
export function pathKnown(path: string): boolean {
  return compiled.some((c) => c.re.test(path));
}

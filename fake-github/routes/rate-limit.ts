// GET /rate_limit: what is left of the caller's budgets. Answered for any token, whatever its permissions; it spends
// nothing of the hour (fake-github/budgets.ts and the request pipeline in fake-github/server.ts).
import { ok, type Route } from '../http.js';

export const rateLimitRoutes: Route[] = [
  {
    method: 'GET',
    template: '/rate_limit',
    permission: [],
    handler: (ctx) => ok(ctx.store.budgets.status(ctx.token.budget)),
  },
];

// Shared pieces of the REST layer: the route shape, GitHub-style errors and Link-header pagination.
import type { FakeRepo } from './repo.js';
import type { Store, TokenInfo } from './store.js';

export const DOCS = 'https://docs.github.com/rest';

// Request bodies and webhook payloads are arbitrary JSON that handlers validate field by field, the way
// GitHub does; a strict type here would only move the casts into every handler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export interface RouteContext {
  store: Store;
  /** Set for every `/repos/{owner}/{repo}/...` route; the router answers 404 when the repository is unknown. */
  repo: FakeRepo;
  params: Record<string, string>;
  query: URLSearchParams;
  body: LooseJson;
  token: TokenInfo;
  url: URL;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path template exactly as GitHub's OpenAPI description spells it. */
  template: string;
  /** Permissions that allow the call, any one suffices (GitHub App names: `checks=write`). */
  permission: string[];
  /**
   * Who may call it besides tokens: `none` needs no token at all (a manifest code is the credential), `app-jwt` is
   * answered only for an App's JWT. Unset: a token, checked against `permission`.
   */
  auth?: 'none' | 'app-jwt';
  /** The role on the repository a user's own token (no `permissions`) needs, as GitHub checks people. */
  role?: 'admin';
  handler: (ctx: RouteContext) => Reply | Promise<Reply>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return {
      message: this.message,
      ...this.extra,
      documentation_url: (this.extra.documentation_url as string) ?? DOCS,
      status: String(this.status),
    };
  }
}

export const notFound = (): HttpError => new HttpError(404, 'Not Found');

export function validationFailed(
  errors: Array<Record<string, unknown> | string>,
  message = 'Validation Failed',
): HttpError {
  return new HttpError(422, message, { errors });
}

export function ok(body: unknown, status = 200, headers?: Record<string, string>): Reply {
  return headers ? { status, body, headers } : { status, body };
}

export function intParam(ctx: RouteContext, name: string): number {
  const v = Number(ctx.params[name]);
  if (!Number.isSafeInteger(v)) throw notFound();
  return v;
}

/** Slices one page and builds GitHub's `Link` header (first/prev/next/last) from the request URL. */
export function paginate<T>(
  ctx: RouteContext,
  items: T[],
  opts: { defaultPerPage?: number; maxPerPage?: number } = {},
): { page: T[]; headers: Record<string, string> } {
  const max = opts.maxPerPage ?? 100;
  const perPage = Math.min(Math.max(Number(ctx.query.get('per_page') ?? opts.defaultPerPage ?? 30) || 30, 1), max);
  const page = Math.max(Number(ctx.query.get('page') ?? 1) || 1, 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const link = (p: number): string => {
    const u = new URL(ctx.url.toString());
    u.searchParams.set('per_page', String(perPage));
    u.searchParams.set('page', String(p));
    return `${ctx.store.apiUrl}${u.pathname}${u.search}`;
  };
  const rels: string[] = [];
  if (page > 1) rels.push(`<${link(page - 1)}>; rel="prev"`);
  if (page < last) rels.push(`<${link(page + 1)}>; rel="next"`);
  if (page < last) rels.push(`<${link(last)}>; rel="last"`);
  if (page > 1) rels.push(`<${link(1)}>; rel="first"`);
  return {
    page: items.slice((page - 1) * perPage, page * perPage),
    headers: rels.length ? { link: rels.join(', ') } : {},
  };
}

export function requireBody(ctx: RouteContext, field: string): unknown {
  const v = ctx.body?.[field];
  if (v === undefined || v === null)
    throw validationFailed(
      [{ resource: 'Body', field, code: 'missing_field' }],
      `Invalid request.\n\n"${field}" wasn't supplied.`,
    );
  return v;
}

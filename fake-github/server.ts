// The HTTP front of the fake: authentication, rate-limit headers, faults, conditional requests, logging,
// then dispatch to a REST route or to GraphQL.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Events } from './events.js';
import { Faults, type FaultKind } from './faults.js';
import { isGitPath, serveGit, type GitHttpRequest } from './git-http.js';
import { forgetAnswers } from './git-memo.js';
import { stopObjectReaders } from './git-batch.js';
import {
  graphqlRemaining,
  inspectOperation,
  rateLimitedAnswer,
  runGraphQL,
  type ParsedOperation,
} from './graphql/execute.js';
import { DOCS, HttpError, type LooseJson, type Reply, type RouteContext } from './http.js';
import { acceptedHeader, hasPermission, normalizePermissions } from './permissions.js';
import { FakeRepo } from './repo.js';
import { RequestLog, type LoggedRequest } from './request-log.js';
import { matchRoute } from './router.js';
import { Store, type TokenInfo, type TokenOptions } from './store.js';
import { AppRegistry } from './apps.js';
import { isWebPath, serveWeb } from './web.js';
import { APP_OR_USER_HOURLY, GITHUB_SECONDARY_LIMITS, GITHUB_TOKEN_HOURLY, type SecondaryLimits } from './budgets.js';
import { forgetSkeletons } from './repo-layout.js';

/** Who a request answered without a token acts as: nobody, charged to a budget of its own. */
const anonymous = (store: Store): TokenInfo =>
  store.tokenInfo(
    { token: '', user: { login: 'anonymous', id: 0, type: 'User' }, permissions: {} },
    { rateLimit: 60, graphqlRateLimit: 0 },
  );

/** What `onWrite` callbacks receive: the write that was just applied, before its answer is sent. */
export interface AppliedWrite {
  method: string;
  path: string;
  operation: string;
  status: number;
  token: string | null;
  body: unknown;
}

const FAULT_REPLIES: Record<
  Exclude<FaultKind, 'slow' | 'drop'>,
  { status: number; message: string; headers?: Record<string, string> }
> = {
  '500': { status: 500, message: 'Server Error' },
  '502': { status: 502, message: 'Server Error' },
  '503': { status: 503, message: 'Service Unavailable' },
  '403-secondary': {
    status: 403,
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    headers: { 'retry-after': '1' },
  },
  '429': {
    status: 429,
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    headers: { 'retry-after': '1' },
  },
};

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export class FakeGitHub {
  readonly faults = new Faults();
  readonly events: Events;
  private readonly log = new RequestLog();
  /** Git smart HTTP requests (clones and fetches), in order; kept apart from the API log because GitHub does
   * not count git traffic against the API rate limits. */
  readonly gitRequests: GitHttpRequest[] = [];
  private readonly writeHooks: Array<(w: AppliedWrite) => void | Promise<void>> = [];

  private constructor(
    readonly store: Store,
    private readonly server: Server,
    readonly apiUrl: string,
  ) {
    this.events = new Events(store);
  }

  /** Starts a fake on 127.0.0.1 with a random port and a fresh temporary directory for repositories. */
  static async start(): Promise<FakeGitHub> {
    const root = await mkdtemp(join(tmpdir(), 'fake-github-'));
    const store = new Store(root, '');
    // The handler needs the instance, which needs the listening server's port: a holder breaks the cycle.
    const holder: { gh?: FakeGitHub } = {};
    const server = createServer((req, res) => {
      void holder.gh!.handle(req, res).catch((err: unknown) => {
        console.error('fake-github: unhandled error', err);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: 'Server Error' }));
      });
    });
    server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const apiUrl = `http://127.0.0.1:${port}`;
    store.apiUrl = apiUrl;
    holder.gh = new FakeGitHub(store, server, apiUrl);
    return holder.gh;
  }

  get graphqlUrl(): string {
    return `${this.apiUrl}/graphql`;
  }

  /**
   * GITHUB_SERVER_URL: repositories are served to git at `${serverUrl}/OWNER/REPO.git`. On GitHub the server
   * (github.com) and the API (api.github.com) are different hosts; the fake serves both from one origin.
   */
  get serverUrl(): string {
    return this.apiUrl;
  }

  addToken(token: string, opts: TokenOptions): TokenInfo {
    const user = this.store.user(opts.login, opts.type);
    const actions = opts.login === 'github-actions[bot]';
    // With a shared budget the limits are GitHub's for the identity; a token of its own keeps 5,000 REST requests,
    // so a test file's runs never run out.
    const rateLimit =
      opts.rateLimit ?? (opts.budget !== undefined && actions ? GITHUB_TOKEN_HOURLY : APP_OR_USER_HOURLY);
    const graphqlRateLimit =
      opts.graphqlRateLimit ?? opts.rateLimit ?? (actions ? GITHUB_TOKEN_HOURLY : APP_OR_USER_HOURLY);
    const info = this.store.tokenInfo(
      { token, user, permissions: normalizePermissions(opts.permissions), app: opts.app },
      { rateLimit, graphqlRateLimit },
      opts.budget,
    );
    this.store.tokens.set(token, info);
    return info;
  }

  /**
   * The clock of every budget (epoch milliseconds; default `Date.now`): a simulated one lets a test or the bench
   * play an hour of requests in milliseconds. Budgets made before keep their current hour.
   */
  setClock(now: () => number): void {
    this.store.budgets.now = now;
  }

  async createRepo(fullName: string, opts: { defaultBranch?: string; private?: boolean } = {}): Promise<FakeRepo> {
    if (this.store.repos.has(fullName.toLowerCase())) throw new Error(`repository ${fullName} already exists`);
    return FakeRepo.create(this.store, fullName, opts);
  }

  /** A fork of `repo` owned by `owner`, for cross-repository pull requests. */
  async createFork(repo: FakeRepo, owner: string): Promise<FakeRepo> {
    return repo.fork(owner);
  }

  /**
   * Signs `login` in on the fake's github.com pages (the new-App page, an App's install page): the `cookie` header
   * value a scripted browser sends.
   */
  signIn(login: string): string {
    const session = randomBytes(16).toString('hex');
    AppRegistry.of(this.store).sessions.set(session, this.store.user(login));
    return `user_session=${session}`;
  }

  /** Makes `login` an owner of the organization `org`: they may register Apps for it and install them on its repositories. */
  addOrgOwner(org: string, login: string): void {
    this.store.user(org, 'Organization');
    const owners = AppRegistry.of(this.store).orgOwners;
    const set = owners.get(org.toLowerCase()) ?? new Set<string>();
    set.add(login.toLowerCase());
    owners.set(org.toLowerCase(), set);
  }

  /** GitHub Apps registered through the manifest flow and their installations (`fake-github/apps.ts`). */
  get apps(): AppRegistry {
    return AppRegistry.of(this.store);
  }

  repo(fullName: string): FakeRepo {
    const [owner, name] = fullName.split('/') as [string, string];
    const r = this.store.repo(owner, name);
    if (!r) throw new Error(`no repository ${fullName}`);
    return r;
  }

  /**
   * Reads the push hooks' logs now (the fake does it before every API request and every timeline change, so
   * tests rarely need this): each force-push of a head branch becomes a HeadRefForcePushedEvent.
   */
  syncPushes(): void {
    for (const repo of this.store.repos.values()) repo.readPushLog();
  }

  get requests(): LoggedRequest[] {
    return this.log.entries;
  }

  /** Requests as GitHub counts them, and the GraphQL points they cost (`points`). */
  counts(): ReturnType<RequestLog['counts']> {
    return this.log.counts();
  }

  /** Forgets the API log and the git log. */
  resetLog(): void {
    this.log.reset();
    this.gitRequests.length = 0;
  }

  /**
   * Called with each request as it is logged: answered (before the client can read the answer) or dropped. A test
   * that acts while an action runs awaits the request it needs instead of polling the log. Returns an unsubscribe.
   */
  onRequest(cb: (r: LoggedRequest) => void): () => void {
    return this.log.listen(cb);
  }

  /** Called after each successful write is applied and before it is answered. Returns an unsubscribe. */
  onWrite(cb: (w: AppliedWrite) => void | Promise<void>): () => void {
    this.writeHooks.push(cb);
    return () => {
      const i = this.writeHooks.indexOf(cb);
      if (i >= 0) this.writeHooks.splice(i, 1);
    };
  }

  /**
   * Enforces GitHub's secondary limits per identity (off by default to keep tests fast): each limit given, or
   * `'github'` for every one GitHub documents (`GITHUB_SECONDARY_LIMITS` in `./budgets.ts`); `{}` turns them off.
   * A breach answers 403 naming a secondary limit, with retry-after, as GitHub does.
   */
  secondaryLimits(limits: SecondaryLimits | 'github'): void {
    this.store.budgets.setSecondaryLimits(limits === 'github' ? GITHUB_SECONDARY_LIMITS : limits);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await stopObjectReaders(this.store.rootDir);
    await rm(this.store.rootDir, { recursive: true, force: true });
    forgetAnswers(this.store.rootDir);
    forgetSkeletons(this.store.rootDir);
  }

  // ---- request pipeline ------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = Date.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', this.apiUrl);
    if (isGitPath(url.pathname)) return serveGit(this.store, req, res, this.gitRequests);
    if (isWebPath(method, url.pathname)) return serveWeb(this.store, req, res, url);
    // Pushes since the last request become timeline events before this request can read or change anything.
    this.syncPushes();
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const raw = await readBody(req);
    const auth = req.headers.authorization;
    const tokenStr = auth ? auth.replace(/^(token|bearer)\s+/i, '').trim() : null;
    let token = tokenStr ? this.store.tokens.get(tokenStr) : undefined;
    const requestId = `${randomBytes(2).toString('hex').toUpperCase()}:${randomBytes(3).toString('hex').toUpperCase()}:${randomBytes(4).toString('hex').toUpperCase()}`;

    let body: LooseJson;
    let badJson = false;
    if (raw.length) {
      try {
        body = JSON.parse(raw);
      } catch {
        badJson = true;
      }
    }

    const isGraphQL = method === 'POST' && path === '/graphql';
    let op: ParsedOperation | undefined;
    let match: ReturnType<typeof matchRoute>;
    let kind: 'read' | 'write';
    let operation: string;
    if (isGraphQL) {
      op = inspectOperation(body ?? {});
      kind = op.kind;
      operation = op.name;
    } else {
      match = matchRoute(method, path);
      kind = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
      operation = match ? `${method} ${match.route.template}` : `${method} ${path}`;
    }
    const resource = isGraphQL ? 'graphql' : 'core';

    // GitHub: "Rate limits for the REST API" (GET /rate_limit does not count against the primary limit)
    const free = !isGraphQL && operation === 'GET /rate_limit';
    const budgets = this.store.budgets;
    const send = (
      status: number,
      payload: unknown,
      headers: Record<string, string> = {},
      extra: Partial<LoggedRequest> & { charge?: boolean } = {},
    ): void => {
      const { charge = true, ...logged } = extra;
      const notModified = status === 304;
      // GraphQL is charged in points (the query's price; 1 when it did not get as far as being priced).
      const points = isGraphQL && !notModified ? (logged.points ?? 1) : undefined;
      // GitHub: "Rate limits for the REST API" (a 304 to a conditional request does not count)
      if (token && !notModified && !free && charge) budgets.charge(token.budget, resource, points ?? 1);
      const text = payload === undefined || status === 204 || status === 304 ? '' : JSON.stringify(payload);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'x-github-request-id': requestId,
        'x-github-api-version-selected': '2022-11-28',
        'x-github-media-type': 'github.v3; format=json',
        ...budgets.headers(token?.budget, resource),
        vary: 'Accept, Authorization, Cookie, X-GitHub-OTP',
        ...headers,
      });
      res.end(text);
      this.log.add({
        receivedAt,
        method,
        path,
        url: url.pathname + url.search,
        status,
        kind,
        operation,
        graphql: isGraphQL,
        notModified,
        token: tokenStr,
        ...logged,
        ...(points !== undefined ? { points } : {}),
      });
    };
    const fail = (e: HttpError, extra: Partial<LoggedRequest> & { charge?: boolean } = {}): void =>
      send(e.status, e.toBody(), e.headers, extra);

    // Faults model infrastructure trouble, so they strike before anything is read or applied.
    const fault = this.faults.decide({ method, path, kind, operation });
    if (fault === 'drop') {
      this.log.add({
        receivedAt,
        method,
        path,
        url: url.pathname + url.search,
        status: 0,
        kind,
        operation,
        graphql: isGraphQL,
        notModified: false,
        token: tokenStr,
        fault,
      });
      req.socket.destroy();
      return;
    }
    if (fault === 'slow') await sleep(300);
    else if (fault) {
      const f = FAULT_REPLIES[fault];
      const docs =
        fault === '403-secondary' || fault === '429'
          ? 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits'
          : DOCS;
      return send(f.status, { message: f.message, documentation_url: docs }, f.headers, { fault });
    }

    // Some routes are answered without a token (a manifest code is its own credential), some only for an App JWT.
    const routeAuth = match?.route.auth;
    if (routeAuth === 'none' && !token) token = anonymous(this.store);
    if (routeAuth === 'app-jwt') {
      if (!tokenStr) return fail(new HttpError(401, 'A JSON web token could not be decoded'));
      try {
        token = AppRegistry.of(this.store).verifyJwt(tokenStr).jwtPrincipal;
      } catch (e) {
        if (e instanceof HttpError) return fail(e);
        throw e;
      }
    }
    if (!tokenStr && !token) return fail(new HttpError(401, 'Requires authentication'));
    if (!token) return fail(new HttpError(401, 'Bad credentials'));
    budgets.roll(token.budget);
    // Once the hour is spent, nothing more is charged: the refusal shows x-ratelimit-remaining 0.
    if (isGraphQL && graphqlRemaining(token) === 0) {
      const refused = rateLimitedAnswer(token);
      return send(refused.status, refused.body, {}, { points: refused.points, limited: 'primary' });
    }
    const spent = free ? undefined : budgets.primaryRefusal(token.budget);
    if (!isGraphQL && spent) return fail(spent, { charge: false, limited: 'primary' });
    if (badJson) return fail(new HttpError(400, 'Problems parsing JSON'));
    const limited = budgets.admit(token.budget, { graphql: isGraphQL, write: kind === 'write', operation, path });
    if (limited) return fail(limited, { limited: 'secondary' });
    try {
      await this.dispatch(
        req,
        { method, url, body, token, isGraphQL, op, match, kind, operation, tokenStr },
        send,
        fail,
      );
    } finally {
      budgets.finished(token.budget);
    }
  }

  private async dispatch(
    req: IncomingMessage,
    r: {
      method: string;
      url: URL;
      body: LooseJson;
      token: TokenInfo;
      isGraphQL: boolean;
      op: ParsedOperation | undefined;
      match: ReturnType<typeof matchRoute>;
      kind: 'read' | 'write';
      operation: string;
      tokenStr: string | null;
    },
    send: (status: number, payload: unknown, headers?: Record<string, string>, extra?: Partial<LoggedRequest>) => void,
    fail: (e: HttpError) => void,
  ): Promise<void> {
    const { method, url, body, token, isGraphQL, op, match, kind, operation, tokenStr } = r;
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;

    let reply: Reply & { points?: number };
    try {
      if (isGraphQL) {
        reply = await runGraphQL({ store: this.store, token }, body ?? {}, op!);
      } else {
        if (!match) return fail(new HttpError(404, 'Not Found'));
        const { route, params } = match;
        if (!hasPermission(token, route.permission)) {
          return fail(
            new HttpError(
              403,
              'Resource not accessible by integration',
              {},
              { 'x-accepted-github-permissions': acceptedHeader(route.permission) },
            ),
          );
        }
        const repo = params.owner && params.repo ? this.store.repo(params.owner, params.repo) : undefined;
        const repoRoute = route.template.startsWith('/repos/');
        if (repoRoute && !repo) return fail(new HttpError(404, 'Not Found'));
        // An installation token reaches only its installation's repositories.
        if (repo && token.repositories && !token.repositories.has(repo.fullName.toLowerCase()))
          return fail(new HttpError(404, 'Not Found'));
        // GitHub: JuliaWeb/GitHub.jl#176 (a person's token without admin rights: 403 "Must have admin rights to Repository.")
        if (repo && route.role && !token.permissions && repo.roleOf(token.user.login) !== route.role)
          return fail(new HttpError(403, 'Must have admin rights to Repository.'));
        // Non-repository routes (the App's own, GET /rate_limit) read no repository.
        const ctx: RouteContext = {
          store: this.store,
          repo: repo as FakeRepo,
          params,
          query: url.searchParams,
          body,
          token,
          url,
        };
        reply = await route.handler(ctx);
      }
    } catch (e) {
      if (e instanceof HttpError) return fail(e);
      console.error(`fake-github: ${operation} failed`, e);
      return fail(new HttpError(500, 'Server Error'));
    }

    if (kind === 'write' && reply.status < 400) {
      for (const hook of [...this.writeHooks]) {
        await hook({ method, path, operation, status: reply.status, token: tokenStr, body: reply.body });
      }
    }

    const headers: Record<string, string> = { ...reply.headers };
    if (match && !headers['x-accepted-github-permissions'])
      headers['x-accepted-github-permissions'] = acceptedHeader(match.route.permission);
    if (method === 'GET' && reply.status === 200) {
      const etag = `W/"${createHash('sha256')
        .update(JSON.stringify(reply.body ?? null))
        .digest('hex')
        .slice(0, 40)}"`;
      headers.etag = etag;
      headers['cache-control'] = 'private, max-age=60, s-maxage=60';
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === etag.slice(2)))
        return send(304, undefined, headers);
    }
    // A query priced above what is left is refused with nothing charged (graphql/execute.ts).
    const priced = reply.points === 0 ? { points: 0, limited: 'primary' as const } : { points: reply.points };
    send(reply.status, reply.body, headers, reply.points !== undefined ? priced : {});
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

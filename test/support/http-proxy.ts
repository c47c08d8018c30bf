// A forward HTTP proxy on 127.0.0.1 for tests, like the one in front of a self-hosted runner: absolute-form
// requests (`GET http://host/path`, what git sends through an http proxy) are forwarded; CONNECT opens a
// tunnel (what undici's ProxyAgent opens for every target). Hosts are routed by the test (`route`), so an
// action can address the fake GitHub by a name that no resolver knows: only the proxy can reach it.
// Tunnels to a plain-http target carry readable HTTP, so the request lines inside them are recorded too.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ProxiedRequest {
  /** `absolute`: forwarded absolute-form request; `tunnel`: a request line read inside a CONNECT tunnel. */
  via: 'absolute' | 'tunnel';
  /** host:port the client asked for. */
  target: string;
  method: string;
  /** Path and query. */
  path: string;
}

export interface TestProxyOptions {
  /** Where a requested host:port really is; undefined refuses it (502). */
  route: (hostname: string, port: number) => { host: string; port: number } | undefined;
  /** When set, every request and tunnel must carry these credentials (Basic), else 407. */
  credentials?: { user: string; password: string };
}

const REQUEST_LINE = /(?:^|\r\n)(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/g;

export class TestProxy {
  /** Every request seen, in order. */
  readonly requests: ProxiedRequest[] = [];
  /** Every CONNECT, as host:port. */
  readonly tunnels: string[] = [];
  /** Requests refused for missing or wrong credentials. */
  refusedForAuth = 0;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(options: TestProxyOptions): Promise<TestProxy> {
    const holder: { proxy?: TestProxy } = {};
    const server = createServer((req, res) => {
      const proxy = holder.proxy!;
      if (!proxy.authorized(req, options)) {
        proxy.refusedForAuth++;
        res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test-proxy"', connection: 'close' });
        res.end();
        return;
      }
      let target: URL;
      try {
        target = new URL(req.url ?? '');
      } catch {
        res.writeHead(400).end('absolute-form requests only');
        return;
      }
      const port = Number(target.port || 80);
      const to = options.route(target.hostname, port);
      if (target.protocol !== 'http:' || !to) {
        res.writeHead(502).end(`no route to ${target.host}`);
        return;
      }
      proxy.requests.push({
        via: 'absolute',
        target: `${target.hostname}:${port}`,
        method: req.method ?? 'GET',
        path: target.pathname + target.search,
      });
      const headers = { ...req.headers };
      delete headers['proxy-authorization'];
      delete headers['proxy-connection'];
      const upstream = httpRequest(
        { host: to.host, port: to.port, method: req.method, path: target.pathname + target.search, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
      const proxy = holder.proxy!;
      proxy.track(client);
      if (!proxy.authorized(req, options)) {
        proxy.refusedForAuth++;
        client.end(
          'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test-proxy"\r\n\r\n',
        );
        return;
      }
      const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(req.url ?? '');
      const to = m ? options.route(m[1] as string, Number(m[2])) : undefined;
      if (!m || !to) {
        client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        return;
      }
      const target = `${m[1]}:${m[2]}`;
      proxy.tunnels.push(target);
      const upstream = connect(to.port, to.host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      proxy.track(upstream);
      // Request lines inside the tunnel: the target speaks plain http, so what the client sends is readable.
      let seen = head.toString('latin1');
      let counted = 0;
      const record = () => {
        const lines = [...seen.matchAll(REQUEST_LINE)];
        for (const line of lines.slice(counted)) {
          proxy.requests.push({ via: 'tunnel', target, method: line[1] as string, path: line[2] as string });
        }
        counted = lines.length;
      };
      record();
      client.on('data', (chunk: Buffer) => {
        seen += chunk.toString('latin1');
        record();
      });
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close);
      upstream.on('error', close);
      client.on('close', close);
      upstream.on('close', close);
    });
    server.on('connection', (socket: Socket) => holder.proxy?.track(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const auth = options.credentials
      ? `${encodeURIComponent(options.credentials.user)}:${encodeURIComponent(options.credentials.password)}@`
      : '';
    holder.proxy = new TestProxy(server, `http://${auth}127.0.0.1:${port}`);
    return holder.proxy;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private authorized(req: IncomingMessage, options: TestProxyOptions): boolean {
    if (!options.credentials) return true;
    const expected = Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64');
    return req.headers['proxy-authorization'] === `Basic ${expected}`;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

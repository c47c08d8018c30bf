/**
 * The browser's part of GitHub's manifest flow, the way Probot drives it from a local server: a page on 127.0.0.1
 * that posts mergexo's manifest to GitHub's new-App page (with a random `state`), and the callback GitHub redirects
 * the browser to with a one-time `code`. The server listens on 127.0.0.1 only, answers only requests addressed to
 * that very host and port (a page on another site cannot reach it through a name that resolves to 127.0.0.1), takes
 * the code only with the `state` it sent, and closes after that one use.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ManifestFlow {
  /** The page to open in a browser. */
  pageUrl: string;
  /** Resolves with GitHub's code once the browser comes back with the right state; rejects on timeout. */
  code: Promise<string>;
  close(): void;
}

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  });
  res.end(`<!doctype html><html><head><meta charset="utf-8"><title>mergexo</title></head><body>${body}</body></html>`);
}

function sameState(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Starts the local server. `manifestFor(redirectUrl)` builds the manifest once the callback's address is known;
 * `newAppUrl` is GitHub's new-App page (the person's, or an organization's).
 */
export async function startManifestFlow(opts: {
  newAppUrl: string;
  manifestFor: (redirectUrl: string) => object;
  timeoutMs: number;
}): Promise<ManifestFlow> {
  const state = randomBytes(24).toString('hex');
  let settle: { resolve: (code: string) => void; reject: (e: Error) => void } | undefined;
  const code = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  let done = false;
  let host = '';
  let manifest = '';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (req.headers.host !== host || req.method !== 'GET' || done) return page(res, 404, 'Not found.');
    if (url.pathname === '/') {
      const action = `${opts.newAppUrl}?state=${encodeURIComponent(state)}`;
      return page(
        res,
        200,
        `<p>mergexo sends its App manifest to GitHub, where you name and create the App.</p>` +
          `<form id="f" method="post" action="${escape(action)}">` +
          `<input type="hidden" name="manifest" value="${escape(manifest)}">` +
          `<button type="submit">Create mergexo's App on GitHub</button></form>` +
          `<script>document.getElementById('f').submit()</script>`,
      );
    }
    if (url.pathname === '/callback') {
      const given = url.searchParams.get('state') ?? '';
      const got = url.searchParams.get('code') ?? '';
      if (!sameState(given, state) || !/^[A-Za-z0-9_-]{1,200}$/.test(got))
        return page(res, 400, 'This answer does not come from the page mergexo opened. Nothing was done.');
      done = true;
      res.on('finish', () => server.closeAllConnections());
      page(res, 200, '<p>GitHub created the App. Go back to your terminal: mergexo finishes the setup there.</p>');
      server.close();
      clearTimeout(timer);
      settle!.resolve(got);
      return;
    }
    return page(res, 404, 'Not found.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  manifest = JSON.stringify(opts.manifestFor(`http://${host}/callback`));
  const timer = setTimeout(() => {
    done = true;
    server.close();
    settle!.reject(new Error('timeout'));
  }, opts.timeoutMs);
  timer.unref();
  return {
    pageUrl: `http://${host}/`,
    code,
    close: () => {
      done = true;
      clearTimeout(timer);
      server.close();
      server.closeAllConnections();
    },
  };
}

// The few github.com pages a person clicks through to set mergexo up, served so a test can play the browser:
// the new-App page that takes a manifest (and, once the person confirms, sends them to the manifest's
// `redirect_url` with a one-time `code` and the `state` it was given), and an App's install page. A browser is
// signed in with the cookie `gh.signIn(login)` returns; without it GitHub sends the browser to its login page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppRegistry, type AppManifest } from './apps.js';
import { HttpError } from './http.js';
import type { Store, UserRecord } from './store.js';

const NEW_APP = /^\/settings\/apps\/new$/;
const NEW_ORG_APP = /^\/organizations\/([^/]+)\/settings\/apps\/new$/;
const INSTALL = /^\/apps\/([^/]+)\/installations\/new$/;

export function isWebPath(method: string, path: string): boolean {
  if (method === 'POST' && (NEW_APP.test(path) || NEW_ORG_APP.test(path))) return true;
  return (method === 'GET' || method === 'POST') && INSTALL.test(path);
}

const html = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function sessionUser(store: Store, req: IncomingMessage): UserRecord | undefined {
  const cookie = req.headers.cookie ?? '';
  const value = /(?:^|;\s*)user_session=([^;]+)/.exec(cookie)?.[1];
  return value ? AppRegistry.of(store).sessions.get(value) : undefined;
}

function page(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(`<!doctype html><html><body>${body}</body></html>`);
}

function parseManifest(raw: string | null): AppManifest {
  let m: unknown;
  try {
    m = JSON.parse(raw ?? '');
  } catch {
    throw new HttpError(422, 'Invalid GitHub App configuration: the manifest is not JSON');
  }
  if (typeof m !== 'object' || m === null || Array.isArray(m))
    throw new HttpError(422, 'Invalid GitHub App configuration: the manifest is not an object');
  const manifest = m as AppManifest;
  // GitHub: "Registering a GitHub App from a manifest" (url is required; hook_attributes.url when a hook is given)
  if (typeof manifest.url !== 'string' || manifest.url === '')
    throw new HttpError(422, "Invalid GitHub App configuration: url can't be blank");
  if (manifest.hook_attributes !== undefined && typeof manifest.hook_attributes?.url !== 'string')
    throw new HttpError(422, "Invalid GitHub App configuration: hook_attributes.url can't be blank");
  return manifest;
}

export async function serveWeb(store: Store, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const registry = AppRegistry.of(store);
  const user = sessionUser(store, req);
  if (!user) {
    page(res, 302, 'Sign in', { location: `/login?return_to=${encodeURIComponent(url.pathname + url.search)}` });
    return;
  }
  try {
    const install = INSTALL.exec(url.pathname);
    if (install) {
      const app = registry.bySlug(decodeURIComponent(install[1]!));
      if (!app) return page(res, 404, 'Not Found');
      if (req.method === 'GET') {
        return page(
          res,
          200,
          `<h1>Install ${html(app.name)}</h1><form method="post"><input name="repository"><button>Install</button></form>`,
        );
      }
      const form = await readForm(req);
      const full = form.get('repository') ?? '';
      const [owner, name] = full.split('/');
      const repo = owner && name ? store.repo(owner, name) : undefined;
      if (!repo) return page(res, 404, 'Not Found');
      const inst = registry.install(app, repo, user);
      const setup = app.manifest.setup_url;
      const location = setup
        ? `${setup}${setup.includes('?') ? '&' : '?'}installation_id=${inst.id}&setup_action=install`
        : `/settings/installations/${inst.id}`;
      return page(res, 302, 'Installed', { location });
    }
    const form = await readForm(req);
    const manifest = parseManifest(form.get('manifest'));
    const org = NEW_ORG_APP.exec(url.pathname)?.[1];
    const owner = org ? store.user(decodeURIComponent(org), 'Organization') : user;
    if (!registry.mayActFor(user, owner)) return page(res, 404, 'Not Found');
    // The person may change the name on the page before creating the App; a test says so with the form's `name`.
    const name = (form.get('name') ?? manifest.name ?? '').trim();
    if (!name) throw new HttpError(422, "Name can't be blank");
    const code = registry.register(manifest, owner, name);
    const state = url.searchParams.get('state');
    const target = manifest.redirect_url;
    if (!target) return page(res, 200, `<p>Created ${html(name)}</p>`);
    const location = new URL(target);
    location.searchParams.set('code', code);
    if (state !== null) location.searchParams.set('state', state);
    return page(res, 302, 'Created', { location: location.toString() });
  } catch (e) {
    if (e instanceof HttpError) return page(res, e.status, `<p>${html(e.message)}</p>`);
    throw e;
  }
}

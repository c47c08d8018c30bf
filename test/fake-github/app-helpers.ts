// What a test of the fake needs to play a GitHub App: the browser's steps of the manifest flow (the form post to
// the new-App page, GitHub's redirect with `code` and `state`), the code's conversion, an App JWT signed with the
// App's key, and libsodium's sealed box as GitHub's docs use it to encrypt a secret. Independent of mergexo's CLI,
// so the fake is tested on its own.
import { createSign } from 'node:crypto';
import sodium from 'libsodium-wrappers';
import type { FakeGitHub } from '../../fake-github/index.js';
import type { Loose } from './helpers.js';

/** POSTs a form the way a browser does (no redirects followed) and answers the status and `location`. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<{ status: number; location: string | null; text: string }> {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** The browser's steps: posts `manifest` to the new-App page as `login` (for `org` when given) and answers GitHub's redirect. */
export async function createAppInBrowser(
  gh: FakeGitHub,
  login: string,
  manifest: Record<string, unknown>,
  opts: { state?: string; org?: string; name?: string } = {},
): Promise<{ status: number; location: string | null; code: string | null; state: string | null; text: string }> {
  const page = opts.org ? `/organizations/${opts.org}/settings/apps/new` : '/settings/apps/new';
  const r = await postForm(
    `${gh.serverUrl}${page}?state=${encodeURIComponent(opts.state ?? 's1')}`,
    { manifest: JSON.stringify(manifest), ...(opts.name ? { name: opts.name } : {}) },
    gh.signIn(login),
  );
  const to = r.location ? new URL(r.location, gh.serverUrl) : undefined;
  return { ...r, code: to?.searchParams.get('code') ?? null, state: to?.searchParams.get('state') ?? null };
}

/** Converts a manifest code (no token, as GitHub asks). */
export async function convert(gh: FakeGitHub, code: string): Promise<{ status: number; json: Loose }> {
  const res = await fetch(`${gh.apiUrl}/app-manifests/${code}/conversions`, {
    method: 'POST',
    headers: { accept: 'application/vnd.github+json' },
  });
  return { status: res.status, json: await res.json() };
}

/** An App registered and converted in one go: its JSON (`id`, `slug`, `pem`, ...). */
export async function registerApp(
  gh: FakeGitHub,
  login: string,
  manifest: Record<string, unknown>,
  opts: { org?: string; name?: string } = {},
): Promise<Loose> {
  const r = await createAppInBrowser(gh, login, manifest, opts);
  if (!r.code) throw new Error(`no code: ${r.status} ${r.text}`);
  return (await convert(gh, r.code)).json;
}

/** An App JWT (RS256) for `appId`, as GitHub's docs build it; `exp`/`iat` may be set to test refusals. */
export function appJwt(appId: number | string, pem: string, claims: { iat?: number; exp?: number } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ iat: claims.iat ?? now - 60, exp: claims.exp ?? now + 540, iss: String(appId) })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(pem).toString('base64url')}`;
}

/** libsodium's sealed box of `value` for a base64 public key, base64 (GitHub Docs, "Encrypting secrets for the REST API"). */
export async function seal(value: string, keyBase64: string): Promise<string> {
  await sodium.ready;
  const key = sodium.from_base64(keyBase64, sodium.base64_variants.ORIGINAL);
  return sodium.to_base64(sodium.crypto_box_seal(sodium.from_string(value), key), sodium.base64_variants.ORIGINAL);
}

/** A minimal manifest mergexo-like: no webhook, private, a few permissions. */
export function manifest(redirect: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'acme-mergexo',
    url: 'https://example.test/mergexo',
    redirect_url: redirect,
    public: false,
    default_events: [],
    default_permissions: { checks: 'write', pull_requests: 'write', contents: 'write', statuses: 'read' },
    ...extra,
  };
}

// GitHub Apps in the fake: Apps registered through the manifest flow, their installations, App JWTs and
// installation tokens. GitHub keeps an App's public key only; so does the fake, which is how a test proves that a
// key stored elsewhere (an environment secret) is the App's own: `app.isKeyOf(pem)`.
import { APP_OR_USER_HOURLY } from './budgets.js';
import { createPublicKey, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { HttpError } from './http.js';
import { normalizePermissions } from './permissions.js';
import type { FakeRepo } from './repo.js';
import { now, type PermissionLevel, type Store, type TokenInfo, type UserRecord } from './store.js';

/** The fields of an App manifest GitHub reads (GitHub Docs, "Registering a GitHub App from a manifest"). */
export interface AppManifest {
  name?: string;
  url: string;
  hook_attributes?: { url: string; active?: boolean };
  redirect_url?: string;
  callback_urls?: string[];
  setup_url?: string;
  description?: string;
  public?: boolean;
  default_events?: string[];
  default_permissions?: Record<string, PermissionLevel>;
  request_oauth_on_install?: boolean;
  setup_on_update?: boolean;
}

export class AppRecord {
  readonly createdAt = now();
  readonly clientId: string;
  readonly clientSecret = randomBytes(20).toString('hex');
  readonly webhookSecret: string | null;
  /** The bot account the App's installation tokens act as. */
  readonly bot: UserRecord;
  /** JWT principal: what the request pipeline charges App-authenticated requests to. */
  readonly jwtPrincipal: TokenInfo;

  constructor(
    readonly store: Store,
    readonly id: number,
    readonly slug: string,
    readonly name: string,
    readonly owner: UserRecord,
    readonly manifest: AppManifest,
    readonly publicKey: KeyObject,
  ) {
    this.clientId = `Iv23li${randomBytes(7).toString('hex')}`;
    this.webhookSecret = manifest.hook_attributes?.url ? randomBytes(20).toString('hex') : null;
    this.bot = store.user(`${slug}[bot]`, 'Bot');
    this.jwtPrincipal = store.tokenInfo(
      { token: `jwt:${slug}`, user: this.bot, app: slug, permissions: {} },
      { rateLimit: APP_OR_USER_HOURLY, graphqlRateLimit: APP_OR_USER_HOURLY },
    );
  }

  get permissions(): Record<string, PermissionLevel> {
    const p = normalizePermissions(this.manifest.default_permissions) ?? { metadata: 'read' };
    return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== 'none'));
  }

  get events(): string[] {
    return [...(this.manifest.default_events ?? [])];
  }

  get isPublic(): boolean {
    return this.manifest.public === true;
  }

  get hookActive(): boolean {
    return !!this.manifest.hook_attributes?.url && this.manifest.hook_attributes.active !== false;
  }

  /** True when `pem` is the private key GitHub issued for this App (the public halves match). */
  isKeyOf(pem: string): boolean {
    try {
      const pub = createPublicKey(pem).export({ type: 'spki', format: 'der' });
      return pub.equals(this.publicKey.export({ type: 'spki', format: 'der' }));
    } catch {
      return false;
    }
  }
}

export interface InstallationRecord {
  id: number;
  app: AppRecord;
  account: UserRecord;
  repositorySelection: 'all' | 'selected';
  /** Lower-case full names of the selected repositories. */
  repositories: Set<string>;
  permissions: Record<string, PermissionLevel>;
  createdAt: string;
  updatedAt: string;
}

interface PendingCode {
  app: AppRecord;
  pem: string;
  expiresAt: number;
  used: boolean;
}

// GitHub: "Registering a GitHub App from a manifest" (the code is valid for one hour and works once)
const CODE_LIFETIME_MS = 3600_000;

/** Per-store registry of Apps, manifest codes, installations and web sessions. */
export class AppRegistry {
  readonly apps = new Map<string, AppRecord>();
  readonly installations = new Map<number, InstallationRecord>();
  private readonly codes = new Map<string, PendingCode>();
  /** Browser sessions: cookie value -> the signed-in user. */
  readonly sessions = new Map<string, UserRecord>();
  /** Organizations and their owners (who may register Apps for them and install on their repositories). */
  readonly orgOwners = new Map<string, Set<string>>();

  constructor(readonly store: Store) {}

  static of(store: Store): AppRegistry {
    let r = registries.get(store);
    if (!r) registries.set(store, (r = new AppRegistry(store)));
    return r;
  }

  byId(id: number): AppRecord | undefined {
    return [...this.apps.values()].find((a) => a.id === id);
  }

  bySlug(slug: string): AppRecord | undefined {
    return this.apps.get(slug.toLowerCase());
  }

  /** The slug GitHub derives from an App's name: lower case, every run of other characters one hyphen. */
  static slugOf(name: string): string {
    return name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  }

  /**
   * Registers the App a manifest describes, owned by `owner`, and returns the one-time code GitHub hands the
   * manifest's `redirect_url`. The private key exists only until the code is converted.
   */
  register(manifest: AppManifest, owner: UserRecord, name: string): string {
    const slug = AppRegistry.slugOf(name);
    if (!slug || name.length > 34) throw new HttpError(422, 'Name is too long (maximum is 34 characters)');
    if (this.apps.has(slug) || [...this.apps.values()].some((a) => a.name.toLowerCase() === name.toLowerCase()))
      throw new HttpError(422, 'Name is already in use');
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const app = new AppRecord(this.store, this.store.nextId(), slug, name, owner, manifest, createPublicKey(publicKey));
    this.apps.set(slug, app);
    const code = randomBytes(20).toString('hex');
    this.codes.set(code, { app, pem: privateKey, expiresAt: Date.now() + CODE_LIFETIME_MS, used: false });
    return code;
  }

  /** Converts a manifest code once: the App and its private key, or a 404 as GitHub answers a spent code. */
  convert(code: string): { app: AppRecord; pem: string } {
    const pending = this.codes.get(code);
    if (!pending || pending.used || Date.now() > pending.expiresAt) throw new HttpError(404, 'Not Found');
    pending.used = true;
    const { app, pem } = pending;
    pending.pem = '';
    return { app, pem };
  }

  /** Whether `user` may act for `account` (the account itself, or an owner of the organization). */
  mayActFor(user: UserRecord, account: UserRecord): boolean {
    if (user.login.toLowerCase() === account.login.toLowerCase()) return true;
    return this.orgOwners.get(account.login.toLowerCase())?.has(user.login.toLowerCase()) ?? false;
  }

  /**
   * Installs `app` on `repo` (adds the repository to the App's installation on the repository's owner). A private
   * App installs only on the account that owns it; only someone who administers the repository may install.
   */
  install(app: AppRecord, repo: FakeRepo, by: UserRecord): InstallationRecord {
    const account = repo.ownerUser;
    if (!app.isPublic && app.owner.login.toLowerCase() !== account.login.toLowerCase())
      throw new HttpError(403, `${app.name} is private: it can only be installed on ${app.owner.login}`);
    if (repo.roleOf(by.login) !== 'admin' && !this.mayActFor(by, account))
      throw new HttpError(403, `You must be an admin of ${repo.fullName} to install ${app.name} on it`);
    let inst = this.installationOn(app, account);
    if (!inst) {
      inst = {
        id: this.store.nextId(),
        app,
        account,
        repositorySelection: 'selected',
        repositories: new Set(),
        permissions: app.permissions,
        createdAt: now(),
        updatedAt: now(),
      };
      this.installations.set(inst.id, inst);
    }
    inst.repositories.add(repo.fullName.toLowerCase());
    inst.updatedAt = now();
    return inst;
  }

  installationOn(app: AppRecord, account: UserRecord): InstallationRecord | undefined {
    return [...this.installations.values()].find(
      (i) => i.app === app && i.account.login.toLowerCase() === account.login.toLowerCase(),
    );
  }

  /** The App's installation that covers `repo`, if any. */
  installationFor(app: AppRecord, repo: FakeRepo): InstallationRecord | undefined {
    const inst = this.installationOn(app, repo.ownerUser);
    if (!inst) return undefined;
    return inst.repositorySelection === 'all' || inst.repositories.has(repo.fullName.toLowerCase()) ? inst : undefined;
  }

  /**
   * Verifies an App JWT (RS256, signed with the App's private key; `iss` its id or client id; `exp` at most ten
   * minutes ahead) and answers the App, or the 401 GitHub gives.
   */
  // GitHub: "Generating a JSON Web Token (JWT) for a GitHub App" (RS256, iss, iat, exp at most 10 minutes ahead)
  verifyJwt(jwt: string): AppRecord {
    const parts = jwt.split('.');
    const decode = (s: string): Record<string, unknown> => JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
    let header: Record<string, unknown>;
    let payload: Record<string, unknown>;
    try {
      if (parts.length !== 3) throw new Error('parts');
      header = decode(parts[0]!);
      payload = decode(parts[1]!);
    } catch {
      throw new HttpError(401, 'A JSON web token could not be decoded');
    }
    if (header.alg !== 'RS256') throw new HttpError(401, 'A JSON web token could not be decoded');
    const iss = String(payload.iss ?? '');
    const app = [...this.apps.values()].find((a) => String(a.id) === iss || a.clientId === iss);
    if (!app) throw new HttpError(401, `Integration not found`);
    const signed = createVerify('RSA-SHA256').update(`${parts[0]}.${parts[1]}`);
    if (!signed.verify(app.publicKey, Buffer.from(parts[2]!, 'base64url')))
      throw new HttpError(401, 'A JSON web token could not be decoded');
    const t = Math.floor(Date.now() / 1000);
    const exp = Number(payload.exp);
    const iat = Number(payload.iat);
    if (!Number.isFinite(exp) || !Number.isFinite(iat)) throw new HttpError(401, "Missing 'exp' or 'iat' claim");
    if (exp <= t)
      throw new HttpError(
        401,
        "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires",
      );
    if (exp - t > 600) throw new HttpError(401, "'Expiration time' claim ('exp') is too far in the future");
    if (iat > t + 60)
      throw new HttpError(
        401,
        "'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued",
      );
    return app;
  }
}

const registries = new WeakMap<Store, AppRegistry>();

/** The id GitHub shows for the App a check run belongs to (`app.id`, a ruleset's `integration_id`). */
export function appIdOf(store: Store, slug: string): number {
  if (slug === 'github-actions') return GITHUB_ACTIONS_APP_ID;
  return AppRegistry.of(store).bySlug(slug)?.id ?? store.user(`${slug}[bot]`).id;
}

/** The GitHub Actions App: the source of every check run written with GITHUB_TOKEN. */
export const GITHUB_ACTIONS_APP_ID = 15368;

/** Whether some App has this id (a ruleset may only pin a check to an App GitHub knows). */
export function isAppId(store: Store, id: number): boolean {
  if (id === GITHUB_ACTIONS_APP_ID || AppRegistry.of(store).byId(id)) return true;
  return [...store.users.values()].some((u) => u.type === 'Bot' && u.id === id);
}

// The setup every test world shares: a fake GitHub started with named identities (the workflow's bot token and
// its permissions, user tokens), and a vitest helper that starts it before a file's (or a describe's) tests and
// stops it after them. The worlds (test/<action>/world.ts, test/core/pr/world.ts, test/cli/world.ts) keep their
// own repository shapes and the way each action is run, and build on this.
import { afterAll, beforeAll } from 'vitest';
import { FakeGitHub, type TokenOptions } from '../../fake-github/index.js';

/** The identity GITHUB_TOKEN acts as. */
export const BOT = 'github-actions[bot]';

/** What most workflows grant their GITHUB_TOKEN: write checks, PRs, issues and contents. */
export const WRITE_PERMISSIONS = {
  checks: 'write',
  'pull-requests': 'write',
  issues: 'write',
  contents: 'write',
  metadata: 'read',
} as const;

/** A token the fake accepts and who it speaks for. */
export interface Identity extends TokenOptions {
  token: string;
}

/** GITHUB_TOKEN: `github-actions[bot]` with `permissions` (a copy); `app` names the App its check runs belong to. */
export function botToken(
  token: string,
  permissions: Readonly<Record<string, 'read' | 'write' | 'none'>>,
  app?: string,
): Identity {
  return { token, login: BOT, type: 'Bot', ...(app ? { app } : {}), permissions: { ...permissions } };
}

/** An installation token of the GitHub App `app`: its bot is `<app>[bot]`, and its check runs belong to `app`. */
export function appToken(
  token: string,
  app: string,
  permissions: Readonly<Record<string, 'read' | 'write' | 'none'>>,
): Identity {
  return { token, login: `${app}[bot]`, type: 'Bot', app, permissions: { ...permissions } };
}

/** A personal access token of the user `login` (a classic token: it may do everything the user may). */
export function userToken(token: string, login: string): Identity {
  return { token, login, type: 'User' };
}

/** Starts a fake GitHub that accepts each of `identities`. */
export async function startFakeGitHub(identities: readonly Identity[] = []): Promise<FakeGitHub> {
  const gh = await FakeGitHub.start();
  for (const { token, ...options } of identities) gh.addToken(token, options);
  return gh;
}

/**
 * Registers a beforeAll that starts something and an afterAll that stops it, in the scope it is called in (a file
 * or a describe), and returns it at once: a stand-in that reads through to the started value, so a test uses it
 * like the value itself. Reading it before the beforeAll ran (at collection time) throws.
 */
export function useStarted<T extends object>(start: () => Promise<T>, stop: (value: T) => Promise<void>): T {
  let current: T | undefined;
  const started = (what: PropertyKey): T => {
    if (current === undefined) throw new Error(`read ${String(what)} before beforeAll started it`);
    return current;
  };
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    if (current !== undefined) await stop(current);
    current = undefined;
  });
  return new Proxy({} as T, {
    get(_, key) {
      // `then` is asked by anything that awaits a value; the stand-in is not a promise.
      if (key === 'then' && current === undefined) return undefined;
      const target = started(key);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_, key, value) {
      return Reflect.set(started(key), key, value);
    },
    has(_, key) {
      return Reflect.has(started(key), key);
    },
    getPrototypeOf() {
      return current === undefined ? Object.prototype : Reflect.getPrototypeOf(current);
    },
  });
}

/**
 * A fake GitHub for the tests of the scope it is called in: started (with `identities`, or by `start`) before
 * them, stopped after them. `const gh = useFakeGitHub(...)` at the top of a file, then `gh` in its tests.
 */
export function useFakeGitHub(start: readonly Identity[] | (() => Promise<FakeGitHub>) = []): FakeGitHub {
  return useStarted(typeof start === 'function' ? start : () => startFakeGitHub(start), (gh) => gh.stop());
}

// Small HTTP client for driving the fake in tests, independent of Octokit so the fake is tested on its own.
import type { FakeGitHub } from '../../fake-github/index.js';
import { botToken, startFakeGitHub, useStarted, type Identity } from '../support/fake-world.js';

// Answers are arbitrary GitHub JSON; tests read them field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface ApiResponse {
  status: number;
  headers: Headers;
  json: Loose;
}

export function client(gh: FakeGitHub, token: string | null) {
  return async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> => {
    const res = await fetch(`${gh.apiUrl}${path}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        ...(token ? { authorization: `token ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  };
}

export const ALL_WRITE = {
  checks: 'write',
  'pull-requests': 'write',
  issues: 'write',
  contents: 'write',
  statuses: 'write',
  actions: 'read',
  metadata: 'read',
} as const;

/** GITHUB_TOKEN with every write, for a fake's tests. */
export const ALL_WRITE_BOT = botToken('tok', ALL_WRITE);

/**
 * A fake with one repository, a bot token (`tok`, and `more` identities) and one open pull request from `feature`
 * (two files changed).
 */
export async function setup(...more: Identity[]) {
  const gh = await startFakeGitHub([ALL_WRITE_BOT, ...more]);
  const repo = await gh.createRepo('acme/widgets', { defaultBranch: 'main' });
  repo.setRole('alice', 'maintain');
  const wt = await repo.clone('agent-1');
  await wt.checkout('feature', { create: true, from: 'main' });
  const c1 = await wt.commit({ 'src/a.ts': 'export const a = 1;\n', 'docs/readme.md': 'hello\n' }, 'first');
  await wt.push('feature');
  const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1', title: 'Add a' });
  return { gh, repo, wt, pr, c1, api: client(gh, 'tok') };
}

export type Setup = Awaited<ReturnType<typeof setup>>;

/** `setup(...more)` for the tests of the calling file or describe, its fake stopped after them. */
export function useSetup(...more: Identity[]): Setup {
  return useStarted(
    () => setup(...more),
    (s) => s.gh.stop(),
  );
}

// Small HTTP client for driving the fake in tests, independent of Octokit so the fake is tested on its own.
import { FakeGitHub } from '../../fake-github/index.js';

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
  metadata: 'read',
} as const;

/** A fake with one repository, a bot token and one open pull request from `feature` (two files changed). */
export async function setup() {
  const gh = await FakeGitHub.start();
  gh.addToken('tok', { login: 'github-actions[bot]', type: 'Bot', permissions: { ...ALL_WRITE } });
  const repo = await gh.createRepo('acme/widgets', { defaultBranch: 'main' });
  repo.setRole('alice', 'maintain');
  const wt = await repo.clone('agent-1');
  await wt.checkout('feature', { create: true, from: 'main' });
  const c1 = await wt.commit({ 'src/a.ts': 'export const a = 1;\n', 'docs/readme.md': 'hello\n' }, 'first');
  await wt.push('feature');
  const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1', title: 'Add a' });
  return { gh, repo, wt, pr, c1, api: client(gh, 'tok') };
}

// callGitHub turns a refused token into a ConfigurationError a caller can tell apart (the CLI words it for GH_TOKEN).
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { answerMessage, callGitHub, httpStatus, TokenRefusedError } from '../../../src/core/github/errors.js';

const answer = (status: number, message: string) => Object.assign(new Error(message), { status, response: {} });

describe('callGitHub', () => {
  it('names the token problem and the permission, as a ConfigurationError', async () => {
    const bad = callGitHub('read the pull request', 'pull-requests: read', () =>
      Promise.reject(answer(401, 'Bad credentials')),
    );
    await expect(bad).rejects.toThrow(/401 Bad credentials/);
    await expect(bad).rejects.toBeInstanceOf(ConfigurationError);
    await expect(bad).rejects.toMatchObject({ status: 401, permission: 'pull-requests: read' });

    const lacking = callGitHub('read the pull request', 'pull-requests: read', () =>
      Promise.reject(answer(403, 'Resource not accessible by integration')),
    );
    await expect(lacking).rejects.toBeInstanceOf(TokenRefusedError);
    await expect(lacking).rejects.toThrow("Add `pull-requests: read` to the job's `permissions:` block.");
  });

  it('passes every other answer through', async () => {
    const gone = answer(404, 'Not Found');
    await expect(callGitHub('read', 'contents: read', () => Promise.reject(gone))).rejects.toBe(gone);
  });
});

describe('callGitHub, more answers', () => {
  const withHeaders = (status: number, message: string, headers: Record<string, string>) =>
    Object.assign(new Error(message), { status, response: { headers } });

  it("a 403 quotes the permission GitHub asked for, in one line naming the job's permissions: entry", async () => {
    const refused = callGitHub('create the check run', 'checks: write', () =>
      Promise.reject(
        withHeaders(403, 'Resource not accessible by integration', { 'x-accepted-github-permissions': 'checks=write' }),
      ),
    );
    await expect(refused).rejects.toMatchObject({ status: 403, permission: 'checks: write' });
    const message = await refused.catch((e: Error) => e.message);
    expect(message).toBe(
      'The token may not create the check run (403 Resource not accessible by integration). ' +
        "Add `checks: write` to the job's `permissions:` block (GitHub asked for: checks=write).",
    );
    expect(message).not.toContain('\n');
  });

  it("a 403 saying the token's user must have access is the token's problem too", async () => {
    const refused = callGitHub('merge the pull request', 'contents: write', () =>
      Promise.reject(answer(403, 'Must have admin access to Repository.')),
    );
    await expect(refused).rejects.toBeInstanceOf(TokenRefusedError);
    await expect(refused).rejects.toThrow('`contents: write`');
  });

  it('a 401 is one line naming the github-token input', async () => {
    const message = await callGitHub('read', 'contents: read', () =>
      Promise.reject(answer(401, 'Bad credentials')),
    ).catch((e: Error) => e.message);
    expect(message).toContain("'github-token'");
    expect(message).not.toContain('\n');
  });

  it('a 403 for a secondary rate limit is not a permission problem', async () => {
    const limited = answer(403, 'You have exceeded a secondary rate limit');
    await expect(callGitHub('read', 'contents: read', () => Promise.reject(limited))).rejects.toBe(limited);
  });

  it('an error that is not an HTTP answer passes through, and a success is returned', async () => {
    const boom = new TypeError('fetch failed');
    await expect(callGitHub('read', 'contents: read', () => Promise.reject(boom))).rejects.toBe(boom);
    await expect(callGitHub('read', 'contents: read', async () => 7)).resolves.toBe(7);
  });
});

describe('httpStatus and answerMessage', () => {
  it("read an answer's status and GitHub's own words", () => {
    const e = Object.assign(new Error('Not Found - https://docs.github.com/rest'), {
      status: 404,
      response: { data: { message: 'Not Found' } },
    });
    expect(httpStatus(e)).toBe(404);
    expect(answerMessage(e)).toBe('Not Found');
    expect(httpStatus(new Error('x'))).toBeUndefined();
    expect(answerMessage(new Error('plain'))).toBe('plain');
    expect(answerMessage(Object.assign(new Error('m'), { status: 500, response: { data: '' } }))).toBe('m');
  });
});

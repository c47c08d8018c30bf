// callGitHub turns a refused token into a ConfigurationError a caller can tell apart (the CLI words it for GH_TOKEN).
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/errors.js';
import { callGitHub, TokenRefusedError } from '../../../src/core/github/errors.js';

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

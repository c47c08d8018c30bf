// `mergexo check`'s reads on GitHub, on the memory port: which pull request a branch heads, and the record it
// trusts read as mergexo's identity instead of the agent's. The command end to end is `check.test.ts`.
import { describe, expect, it } from 'vitest';
import { findPullRequest, readingAs } from '../../src/cli/check.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { MemoryGitHub } from '../support/memory-github.js';

const HEAD = 'a'.repeat(40);

describe('findPullRequest', () => {
  it("finds the open PR a branch heads, by the branch's name alone or OWNER:BRANCH", async () => {
    const github = new MemoryGitHub();
    github.openPull({ head: 'b'.repeat(40), headRef: 'other' });
    const pull = github.openPull({ head: HEAD, headRef: 'agent/billing' });
    expect(await findPullRequest(github, github.repo, 'agent/billing')).toEqual({
      repo: github.repo,
      number: pull.number,
    });
    expect(await findPullRequest(github, github.repo, 'acme:agent/billing')).toEqual({
      repo: github.repo,
      number: pull.number,
    });
  });

  it('refuses a branch no open PR heads, saying how to name the PR instead', async () => {
    const github = new MemoryGitHub();
    github.openPull({ head: HEAD, headRef: 'agent/billing' }).state = 'closed';
    const found = findPullRequest(github, github.repo, 'agent/billing');
    await expect(found).rejects.toThrow(ConfigurationError);
    await expect(found).rejects.toThrow(
      'no open pull request in acme/widgets has the head acme:agent/billing: open one first, or pass --pr N',
    );
  });
});

describe('readingAs', () => {
  it("answers every query as if `login` were the viewer, and leaves the port's other reads as they are", async () => {
    const github = new MemoryGitHub({ viewer: 'agent-1' });
    const asMergexo = readingAs(github, 'mergexo[bot]');
    const viewer = (answer: unknown) => (answer as { viewer?: { login: string } }).viewer?.login;
    const question = ['pull.read', 'query { viewer { login } }', {}] as const;
    expect(viewer(await github.query(...question))).toBe('agent-1');
    expect(viewer(await asMergexo.query(...question))).toBe('mergexo[bot]');
    expect(await asMergexo.repository(github.repo)).toEqual(await github.repository(github.repo));
    expect(github.viewer).toBe('agent-1');
  });
});

/**
 * `mergexo doctor`: reads a live repository and says, line by line, what holds and what to fix. Exit 0 when every
 * check holds, 1 when one does not; a missing or rejected token, or a repository the token cannot read, is a
 * configuration error (exit 2, one line, from `../main.ts`).
 */
import { timeScaleFromEnv } from '../../core/action-inputs.js';
import { ConfigurationError } from '../../core/pure/errors.js';
import { httpStatus } from '../../core/github/errors.js';
import type { RepoRef } from '../../core/pure/view.js';
import { decideDoctor, exitCodeOf } from './decide.js';
import { NO_TOKEN, report, reportJson, repositoryUnreadable } from './messages.js';
import { readDoctorFacts } from './read.js';

export interface DoctorIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
}

export async function runDoctor(
  repo: RepoRef,
  options: { branch?: string; json: boolean },
  io: DoctorIo,
): Promise<0 | 1> {
  const token = io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim();
  if (!token) throw new ConfigurationError(NO_TOKEN);
  const { createGitHubClient } = await import('../../core/github/client.js');
  const { octokitGitHub } = await import('../../core/github/octokit/index.js');
  const { octokitSetup } = await import('../../core/github/octokit/setup.js');
  const client = createGitHubClient({
    token,
    apiUrl: (io.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: 'mergexo/cli',
    timeScale: timeScaleFromEnv(io.env),
    retries: 2,
  });
  const ports = { github: octokitGitHub(client), setup: octokitSetup(client) };
  let facts;
  try {
    facts = await readDoctorFacts(ports, repo, { ...options, now: Date.now() });
  } catch (e) {
    const status = httpStatus(e);
    if (status === 404 || status === 403) throw new ConfigurationError(repositoryUnreadable(repo, status));
    throw e;
  }
  const checks = decideDoctor(facts);
  io.out(options.json ? reportJson(checks, { repo }) : report(checks, { repo, branch: facts.branch }));
  return exitCodeOf(checks);
}

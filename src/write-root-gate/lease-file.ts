import { ConfigurationError } from '../core/pure/errors.js';
import type { ContentOutcome, GitHubPort } from '../core/github/port.js';
import type { RepoRef } from '../core/pure/view.js';
import { leaseFileRefusalText } from './lease-messages.js';
import { parseLeaseConfig, type LeaseConfig } from './rules/lease-config.js';
import { judgeLeaseFile } from './rules/lease-file.js';

/**
 * Reads the lease file at the base commit, never at the PR head: a PR that edits the file
 * cannot widen its own lease. Absent file: undefined (only the workflow's roots apply). `known`: the
 * file at `baseSha` as the PR's read already had it (`readPullAlong`), which costs no request.
 */
export async function readLeaseConfig(
  github: GitHubPort,
  repo: RepoRef,
  path: string,
  baseSha: string,
  known?: { path: string; baseSha: string; file: ContentOutcome },
): Promise<LeaseConfig | undefined> {
  const file =
    known && known.path === path && known.baseSha === baseSha
      ? known.file
      : await github.getContent(repo, path, baseSha);
  const judged = judgeLeaseFile(file);
  if (judged.kind === 'absent') return undefined;
  if (judged.kind === 'refused') throw new ConfigurationError(leaseFileRefusalText(path, judged.refusal));
  return parseLeaseConfig(Buffer.from(judged.base64, 'base64').toString('utf8'), path);
}

import { ConfigurationError } from '../core/pure/errors.js';
import type { ContentOutcome, GitHubPort } from '../core/github/port.js';
import type { RepoRef } from '../core/pure/view.js';
import { parseLeaseConfig, type LeaseConfig } from './lease-config.js';

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
  if (file.kind === 'absent') return undefined;
  if (file.kind === 'directory') {
    throw new ConfigurationError(
      `${path} is a directory on the base branch; the lease file must be a YAML file. ` +
        "Point the 'lease-file' input at a file, or move the leases into one.",
    );
  }
  if (file.type !== 'file') {
    throw new ConfigurationError(
      `${path} is a ${file.type ?? 'non-file'} on the base branch; the lease file must be a regular YAML file ` +
        "(replace it there, or point the 'lease-file' input at one).",
    );
  }
  if (file.encoding !== 'base64' || typeof file.content !== 'string') {
    throw new ConfigurationError(
      `${path} is too large to read through the contents API (${file.size ?? '?'} bytes); keep it under 1 MB.`,
    );
  }
  return parseLeaseConfig(Buffer.from(file.content, 'base64').toString('utf8'), path);
}

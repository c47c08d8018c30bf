import { ConfigurationError } from '../core/errors.js';
import type { GitHubPort } from '../core/github/port.js';
import type { RepoRef } from '../core/pr/view.js';
import { parseLeaseConfig, type LeaseConfig } from './lease-config.js';

/**
 * Reads the lease file at the base commit, never at the PR head: a PR that edits the file
 * cannot widen its own lease. Absent file: undefined (only the workflow's roots apply).
 */
export async function readLeaseConfig(
  github: GitHubPort,
  repo: RepoRef,
  path: string,
  baseSha: string,
): Promise<LeaseConfig | undefined> {
  const file = await github.getContent(repo, path, baseSha);
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

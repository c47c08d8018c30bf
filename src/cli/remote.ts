import type { RepoRef } from '../core/pure/view.js';

const NAME = /^[A-Za-z0-9_.-]+$/;

function fromPath(path: string): RepoRef | undefined {
  const parts = path
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/')
    .filter(Boolean);
  if (parts.length !== 2) return undefined;
  const [owner, repo] = parts as [string, string];
  return NAME.test(owner) && NAME.test(repo) && repo !== '.' && repo !== '..' ? { owner, repo } : undefined;
}

/**
 * The repository a remote URL names: `https://HOST/OWNER/NAME(.git)`, `ssh://git@HOST/OWNER/NAME.git`
 * or scp-like `git@HOST:OWNER/NAME.git`. Anything else (a local path, a deeper path) is undefined.
 */
export function repoFromRemoteUrl(url: string): RepoRef | undefined {
  const trimmed = url.trim();
  const scp = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+:(?!\/)(.+)$/.exec(trimmed);
  if (scp) return fromPath(scp[1] as string);
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (!['https:', 'http:', 'ssh:', 'git:'].includes(parsed.protocol) || parsed.hostname === '') return undefined;
  return fromPath(decodeURIComponent(parsed.pathname));
}

/** `--repo OWNER/NAME`, or undefined when it is not of that shape. */
export function repoFromFlag(value: string): RepoRef | undefined {
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(value.trim());
  return m ? { owner: m[1] as string, repo: (m[2] as string).replace(/\.git$/, '') } : undefined;
}

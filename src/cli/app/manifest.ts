/**
 * mergexo's GitHub App manifest (GitHub Docs, "Registering a GitHub App from a manifest"): exactly the permissions
 * its jobs use, no webhook and no events (mergexo runs on workflow events, never on the App's), private (it installs
 * only on the account that owns it). GitHub App names are unique across GitHub and at most 34 characters: the
 * person can change the suggested name on GitHub's page before creating the App.
 */
import type { RepoRef } from '../../core/pure/view.js';
import { appPermissions } from './permissions.js';

export interface AppManifest {
  name: string;
  url: string;
  description: string;
  redirect_url: string;
  public: false;
  default_events: string[];
  default_permissions: Record<string, 'read' | 'write'>;
}

const MAX_NAME = 34;

/** `<owner>-<name>-mergexo`, cut to GitHub's 34 characters (the repository's name goes first). */
export function appName(repo: RepoRef): string {
  const full = `${repo.owner}-${repo.repo}-mergexo`;
  if (full.length <= MAX_NAME) return full;
  const short = `${repo.repo}-mergexo`;
  return short.length <= MAX_NAME ? short : `${short.slice(0, MAX_NAME - 8).replace(/-+$/, '')}-mergexo`;
}

export function buildManifest(repo: RepoRef, serverUrl: string, redirectUrl: string): AppManifest {
  return {
    name: appName(repo),
    url: `${serverUrl}/${repo.owner}/${repo.repo}`,
    description: `mergexo's checks on ${repo.owner}/${repo.repo}, written as an App no other workflow can act as.`,
    redirect_url: redirectUrl,
    public: false,
    default_events: [],
    default_permissions: appPermissions(),
  };
}

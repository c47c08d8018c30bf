import type { GitHubPort } from './github/port.js';
import type { RepoRef } from './pure/view.js';
import { ROLES, type Role } from './pure/roles.js';

/** The actor's role on the repository; `none` when they are not a collaborator at all. */
export async function collaboratorRole(github: GitHubPort, repo: RepoRef, login: string): Promise<Role> {
  const name = await github.collaboratorRole(repo, login);
  return name !== undefined && (ROLES as readonly string[]).includes(name) ? (name as Role) : 'none';
}

import type { GitHubPort } from './github/port.js';
import type { RepoRef } from './pr/view.js';

export const ROLES = ['none', 'read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** The actor's role on the repository; `none` when they are not a collaborator at all. */
export async function collaboratorRole(github: GitHubPort, repo: RepoRef, login: string): Promise<Role> {
  const name = await github.collaboratorRole(repo, login);
  return name !== undefined && (ROLES as readonly string[]).includes(name) ? (name as Role) : 'none';
}

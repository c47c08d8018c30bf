import type { GitHubClient } from './github/client.js';
import { callGitHub, httpStatus } from './github/errors.js';
import type { RepoRef } from './pr/view.js';

export const ROLES = ['none', 'read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** The actor's role on the repository; `none` when they are not a collaborator at all. */
export async function collaboratorRole(client: GitHubClient, repo: RepoRef, login: string): Promise<Role> {
  try {
    const { data } = await callGitHub(`read ${login}'s permission on the repository`, 'metadata: read', () =>
      client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login }),
    );
    const name = (data.role_name ?? data.permission) as string;
    return (ROLES as readonly string[]).includes(name) ? (name as Role) : 'none';
  } catch (e) {
    if (httpStatus(e) === 404) return 'none';
    throw e;
  }
}

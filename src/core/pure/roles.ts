/** The roles GitHub gives a person on a repository, weakest first, and how they rank. */
export const ROLES = ['none', 'read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** The checks a base branch requires, as `../pr/required-checks.ts` reads them: known, or not and why. */
export interface RequiredCheck {
  name: string;
  /** The App GitHub requires to write it (a ruleset's `integration_id`, protection's `app_id`); absent: any source. */
  appId?: number;
}

export type RequiredChecks =
  /** `mergeQueue`: a ruleset also requires a merge queue on the branch (present only then). */
  { known: true; checks: RequiredCheck[]; mergeQueue?: true } | { known: false; why: string };

/** The names alone, for a caller that waits for the checks to appear. */
export function requiredNames(required: RequiredChecks): string[] {
  return required.known ? [...new Set(required.checks.map((c) => c.name))] : [];
}

/**
 * What `mergexo doctor` read of a repository, as plain facts (types only; the workflows' own are `./callers.ts`'s):
 * the shell (`./read.ts`) fills them, the rules (`./decide.ts`) judge them, and neither needs the other's code.
 */
import type { RequiredCheck } from '../../core/pure/required-checks.js';
import type { RepoRef } from '../../core/pure/view.js';
import type { GitHubWords } from '../../core/pure/words.js';
import type { CalledWorkflow, Callers, Permissions } from './callers.js';

/** A read GitHub refused (403, or a 404 that may hide a refusal): why, and the permission the token needs. */
export interface Unreadable {
  kind: 'unreadable';
  status: number | undefined;
  /** The token permission the route needs (fine-grained name, as `routes.ts` lists it). */
  needs: string;
  said: GitHubWords;
}

export type Read<T> = { kind: 'read'; value: T } | Unreadable;

/** Where the App's id comes from: the caller's `app-id` input. */
export type AppIdSource =
  | { kind: 'literal'; value: string }
  /** `${{ vars.NAME }}`: the repository variable's value (undefined: no such variable). */
  | { kind: 'variable'; name: string; value: Read<string | undefined> }
  | { kind: 'expression'; text: string }
  | { kind: 'empty' };

export interface InstallationFacts {
  id: number;
  appId: number;
  appSlug: string;
  /** What the installation was granted (the owner accepted), by API name. */
  permissions: Permissions;
  suspended: boolean;
  /** `all`, or `selected` with whether this repository is among them (`unknown`: GitHub would not list them). */
  repositories: 'all' | { selected: true; includes: boolean | 'unknown' };
}

export interface EnvironmentFacts {
  name: string;
  /** GitHub's `deployment_branch_policy` (null: every branch may deploy). */
  branchPolicy: { protectedBranches: boolean; customBranchPolicies: boolean } | null;
  /** The name patterns when `customBranchPolicies`. */
  patterns?: Read<readonly { name: string; type: string }[]>;
}

export interface WorkflowPermissions {
  defaultPermissions: string;
  canApprovePullRequestReviews: boolean;
}

/** Every check a branch requires, by source, and whether a ruleset requires a merge queue there. */
export type Requirements =
  | { kind: 'read'; checks: readonly RequiredCheck[]; mergeQueue: boolean }
  | { kind: 'unknown'; why: string; needs: string };

export interface DoctorFacts {
  repo: RepoRef;
  /** The branch whose requirements are judged (`--branch`, else the default branch). */
  branch: string;
  defaultBranch: string;
  /** When the facts were read (ms since the epoch): `enforced-since` is judged against it. */
  now: number;
  callers: Read<Callers>;
  /**
   * The reusable workflow the caller that runs on pull requests calls, at its ref (`invalid`: that file is no
   * reusable workflow); absent when it calls none.
   */
  called?: Read<CalledWorkflow | 'invalid'>;
  requirements: Requirements;
  /** Absent when no caller acts as an App. */
  appId?: AppIdSource;
  /** Absent when the App's id is not known. */
  installation?: Read<InstallationFacts | 'absent'>;
  /** Absent when no caller names an environment. */
  environment?: Read<EnvironmentFacts | 'absent'>;
  /** Whether the environment holds the key's secret (absent with the environment). */
  environmentSecret?: Read<boolean>;
  /** Whether the repository itself holds a secret of the key's name (every workflow could read it). */
  repositorySecret?: Read<boolean>;
  labels: Read<readonly string[]>;
  workflowPermissions: Read<WorkflowPermissions>;
}

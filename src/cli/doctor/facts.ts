/**
 * What `mergexo doctor` read of a repository, as plain facts (types only): the shell (`./read.ts`) fills them, the
 * rules (`./decide.ts`) judge them, and neither needs the other's code.
 */
import type { RequiredCheck } from '../../core/pr/required-checks.js';
import type { RepoRef } from '../../core/pr/view.js';
import type { GitHubWords } from '../../core/words.js';

/** An App permission level, as GitHub's installation answer and a token's `permission-*` inputs spell it. */
export type Level = 'read' | 'write';

/** App permissions by GitHub's API name (`pull_requests`, `merge_queues`). */
export type Permissions = Readonly<Record<string, Level>>;

/** A read GitHub refused (403, or a 404 that may hide a refusal): why, and the permission the token needs. */
export interface Unreadable {
  kind: 'unreadable';
  status: number | undefined;
  /** The token permission the route needs (fine-grained name, as `routes.ts` lists it). */
  needs: string;
  said: GitHubWords;
}

export type Read<T> = { kind: 'read'; value: T } | Unreadable;

/** The events a workflow file runs on (`on:`), and the activity types of its pull request triggers. */
export interface Triggers {
  events: readonly string[];
  /** `pull_request_target`'s types (GitHub's defaults when the file names none); absent: not a trigger. */
  pullRequestTarget?: readonly string[];
  pullRequest?: readonly string[];
}

/** What a job calls of mergexo. */
export type Calls =
  /** mergexo's reusable workflow (`app`: mergexo-app.yml, `token`: mergexo.yml), from its repository or this one. */
  | { kind: 'app' | 'token'; uses: string; from: RepoRef | 'this'; path: string; ref: string | undefined }
  /** One of mergexo's actions in a step of the job (the root action or one action's folder). */
  | { kind: 'actions'; uses: string };

/** A job of a workflow on the default branch that runs mergexo. */
export interface CallerJob {
  file: string;
  job: string;
  triggers: Triggers;
  calls: Calls;
  /** The job's `with:` (or the step's, for an action), each value as the text GitHub would pass. */
  with: Readonly<Record<string, string>>;
}

/** A workflow file of the default branch that does not parse: mergexo's runs of it fail too. */
export interface BrokenWorkflow {
  file: string;
  said: GitHubWords;
}

export interface Callers {
  jobs: readonly CallerJob[];
  broken: readonly BrokenWorkflow[];
}

/** The reusable workflow the callers call, as read at the ref they pin. */
export interface CalledWorkflow {
  /** `workflow_call` inputs' defaults, as text. */
  defaults: Readonly<Record<string, string>>;
  /** The union of what its jobs ask their App tokens for (each mint step's `permission-*` inputs). */
  mints: Permissions;
}

/** Where the App's id comes from: the caller's `app-id` input. */
export type AppIdSource =
  | { kind: 'literal'; id: number }
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

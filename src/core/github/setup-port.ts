/**
 * What `mergexo init --app` asks of GitHub, as one port beside the actions' (`./port.ts`): each method is one route
 * of `SETUP_ROUTES` (`./routes.ts`), implemented on Octokit in `./octokit/setup.ts`. The actions never call these:
 * they are the repository's settings, changed once with a person's own token, and the App's view of its
 * installation, asked with the App's JWT.
 */
import type { RepoRef } from '../pure/view.js';
import type { GitHubPort } from './port.js';

export interface RepositoryFacts {
  defaultBranch: string;
  owner: string;
  ownerIsOrganization: boolean;
  /** Whether the token's person administers the repository (GitHub's `permissions.admin`); null when not shown. */
  admin: boolean | null;
}

export interface BranchPolicySettings {
  protected_branches: boolean;
  custom_branch_policies: boolean;
}

export interface BranchPattern {
  id: number;
  name: string;
  type: 'branch' | 'tag';
}

export interface RequiredCheckRule {
  context: string;
  integration_id?: number;
}

/** A repository ruleset in GitHub's own format (what its API takes and its import page reads). */
export interface RulesetBody {
  name: string;
  target: 'branch';
  enforcement: 'active' | 'disabled' | 'evaluate';
  bypass_actors: Array<Record<string, unknown>>;
  conditions: { ref_name: { include: string[]; exclude: string[] } };
  rules: Array<{ type: string; parameters?: Record<string, unknown> }>;
}

/** What the manifest conversion answers. `pem` is the App's private key: it must never reach disk or a log. */
export interface ConvertedApp {
  id: number;
  slug: string;
  name: string;
  owner: string;
  pem: string;
}

export interface InstallationFacts {
  id: number;
  permissions: Record<string, string>;
}

export interface SetupPort {
  repository(repo: RepoRef): Promise<RepositoryFacts>;
  /** The environment's deployment branch policy (null: every branch), or 'absent'. */
  environment(repo: RepoRef, name: string): Promise<{ branchPolicy: BranchPolicySettings | null } | 'absent'>;
  putEnvironment(repo: RepoRef, name: string, policy: BranchPolicySettings): Promise<void>;
  branchPolicies(repo: RepoRef, environment: string): Promise<BranchPattern[]>;
  addBranchPolicy(repo: RepoRef, environment: string, branch: string): Promise<void>;
  removeBranchPolicy(repo: RepoRef, environment: string, pattern: BranchPattern): Promise<void>;
  environmentKey(repo: RepoRef, environment: string): Promise<{ keyId: string; key: string }>;
  hasEnvironmentSecret(repo: RepoRef, environment: string, name: string): Promise<boolean>;
  putEnvironmentSecret(
    repo: RepoRef,
    environment: string,
    name: string,
    sealed: { encryptedValue: string; keyId: string },
  ): Promise<void>;
  /** A repository variable's value, or undefined when it does not exist. */
  variable(repo: RepoRef, name: string): Promise<string | undefined>;
  setVariable(repo: RepoRef, name: string, value: string, exists: boolean): Promise<void>;
  /** The repository's labels and creating one: the main port's own methods (`GitHubPort`), one route each. */
  listRepoLabels: GitHubPort['listRepoLabels'];
  createLabel: GitHubPort['createLabel'];
  rulesets(repo: RepoRef): Promise<Array<{ id: number; name: string }>>;
  ruleset(repo: RepoRef, id: number): Promise<RulesetBody & { id: number }>;
  createRuleset(repo: RepoRef, body: RulesetBody): Promise<number>;
  updateRuleset(repo: RepoRef, id: number, body: RulesetBody): Promise<void>;
  /** A file's text on `ref`, or undefined when it is not there. */
  file(repo: RepoRef, path: string, ref: string): Promise<string | undefined>;
  convertManifest(code: string): Promise<ConvertedApp>;
}

/** The App's own view, asked with its JWT. */
export interface AppPort {
  installation(repo: RepoRef): Promise<InstallationFacts | 'absent'>;
}

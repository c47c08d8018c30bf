/**
 * What `mergexo doctor` reads of a repository's setup besides `SetupPort`'s reads (`./setup-port.ts`), with the same
 * person's token: each method is one route of `SETUP_ROUTES` (`./routes.ts`), implemented in `./octokit/setup.ts`.
 */
import type { RepoRef } from '../pure/view.js';

export interface SetupReads {
  /** The entries of a directory at a ref (`absent`: no such directory). */
  directory(repo: RepoRef, path: string, ref: string): Promise<DirectoryEntry[] | 'absent'>;
  /** Whether the repository has an Actions secret of that name (a secret's value is never readable). */
  hasRepositorySecret(repo: RepoRef, name: string): Promise<boolean>;
  workflowPermissions(repo: RepoRef): Promise<DefaultWorkflowPermissions>;
  /** The App installations the token's person may see, every page. */
  userInstallations(): Promise<InstallationRow[]>;
  /** The App installations of an organization (its owners may list them), every page. */
  organizationInstallations(org: string): Promise<InstallationRow[]>;
  /** The full names (`owner/name`) of an installation's repositories the token's person may see. */
  installationRepositories(installationId: number): Promise<string[]>;
}

/** An entry of a directory of the repository (contents API). */
export interface DirectoryEntry {
  name: string;
  path: string;
  type: string;
}

/** An App's installation, as GitHub lists it to a person or an organization's owner. */
export interface InstallationRow {
  id: number;
  appId: number;
  /** The App's Client ID, which a caller may pass instead of its id. */
  clientId?: string;
  appSlug: string;
  /** What the installation was granted, by GitHub's API name (`pull_requests: write`). */
  permissions: Record<string, string>;
  repositorySelection: 'all' | 'selected';
  suspended: boolean;
}

export interface DefaultWorkflowPermissions {
  /** `read` or `write`: what `GITHUB_TOKEN` gets in a workflow that declares no `permissions:`. */
  defaultPermissions: string;
  canApprovePullRequestReviews: boolean;
}

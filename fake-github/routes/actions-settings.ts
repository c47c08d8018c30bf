// A repository's Actions settings that decide what every workflow gets: the default permissions of GITHUB_TOKEN
// (and whether GitHub Actions may approve pull requests), and its repository secrets, which every workflow of the
// repository may read (their names only: GitHub never answers a secret's value).
import { HttpError, notFound, ok, type Route } from '../http.js';
import type { FakeRepo } from '../repo.js';
import { now } from '../store.js';

export interface WorkflowPermissionSettings {
  default_workflow_permissions: 'read' | 'write';
  can_approve_pull_request_reviews: boolean;
}

interface ActionsSettings {
  workflow: WorkflowPermissionSettings;
  secrets: Map<string, { name: string; createdAt: string; updatedAt: string }>;
}

const byRepo = new WeakMap<FakeRepo, ActionsSettings>();

// GitHub: "Setting the permissions of the GITHUB_TOKEN for your repository" (read-only by default for new
// repositories and organizations since February 2023; approving pull requests off by default)
function settingsOf(repo: FakeRepo): ActionsSettings {
  let s = byRepo.get(repo);
  if (!s) {
    s = {
      workflow: { default_workflow_permissions: 'read', can_approve_pull_request_reviews: false },
      secrets: new Map(),
    };
    byRepo.set(repo, s);
  }
  return s;
}

/** The repository's default `GITHUB_TOKEN` permissions (a knob: change it, or `PUT` it through the API). */
export function workflowPermissionsOf(repo: FakeRepo): WorkflowPermissionSettings {
  return settingsOf(repo).workflow;
}

/** Adds (or, with `present: false`, removes) a repository secret by name; its value never reaches the fake. */
export function setRepoSecret(repo: FakeRepo, name: string, present = true): void {
  const secrets = settingsOf(repo).secrets;
  if (!present) secrets.delete(name.toUpperCase());
  else secrets.set(name.toUpperCase(), { name: name.toUpperCase(), createdAt: now(), updatedAt: now() });
}

export const actionsSettingsRoutes: Route[] = [
  {
    // GitHub: "Get default workflow permissions for a repository" (Administration: read; admin rights for a person)
    method: 'GET',
    template: '/repos/{owner}/{repo}/actions/permissions/workflow',
    permission: ['administration=read'],
    role: 'admin',
    handler: (ctx) => ok({ ...settingsOf(ctx.repo).workflow }),
  },
  {
    method: 'PUT',
    template: '/repos/{owner}/{repo}/actions/permissions/workflow',
    permission: ['administration=write'],
    role: 'admin',
    handler: (ctx) => {
      const s = settingsOf(ctx.repo).workflow;
      const level = ctx.body?.default_workflow_permissions;
      const approve = ctx.body?.can_approve_pull_request_reviews;
      if (level !== undefined && level !== 'read' && level !== 'write') {
        throw new HttpError(422, 'Invalid request.\n\nNo subschema in "oneOf" matched.');
      }
      if (approve !== undefined && typeof approve !== 'boolean') {
        throw new HttpError(
          422,
          "Invalid request.\n\nFor 'properties/can_approve_pull_request_reviews', is not a boolean.",
        );
      }
      if (level !== undefined) s.default_workflow_permissions = level;
      if (approve !== undefined) s.can_approve_pull_request_reviews = approve;
      return { status: 204 };
    },
  },
  {
    // GitHub: "Get a repository secret" (Secrets: read; its name and dates, never its value)
    method: 'GET',
    template: '/repos/{owner}/{repo}/actions/secrets/{secret_name}',
    permission: ['secrets=read'],
    handler: (ctx) => {
      const secret = settingsOf(ctx.repo).secrets.get(ctx.params.secret_name!.toUpperCase());
      if (!secret) throw notFound();
      return ok({ name: secret.name, created_at: secret.createdAt, updated_at: secret.updatedAt });
    },
  },
];

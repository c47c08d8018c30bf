import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/core/github/setup-routes.ts
var SETUP_ROUTES = {
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Metadata": get a repository and its
  // rulesets; "Administration": create or update an environment, a deployment branch policy, a ruleset; "Actions":
  // get an environment and its branch policies; "Environments": an environment's public key and secrets; "Variables":
  // repository variables; "Contents": a file; "Issues": labels)
  repository: { route: "GET /repos/{owner}/{repo}", what: "read the repository", permission: "metadata: read" },
  environment: {
    route: "GET /repos/{owner}/{repo}/environments/{environment_name}",
    what: "read the environment {}",
    permission: "actions: read"
  },
  putEnvironment: {
    route: "PUT /repos/{owner}/{repo}/environments/{environment_name}",
    what: "create the environment {}",
    permission: "administration: write"
  },
  branchPolicies: {
    route: "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies",
    what: "read the deployment branches of {}",
    permission: "actions: read"
  },
  addBranchPolicy: {
    route: "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies",
    what: "limit the environment to {}",
    permission: "administration: write"
  },
  removeBranchPolicy: {
    route: "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}",
    what: "remove the deployment branch pattern {}",
    permission: "administration: write"
  },
  environmentKey: {
    route: "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key",
    what: "read the environment's public key",
    permission: "environments: read"
  },
  environmentSecret: {
    route: "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}",
    what: "read whether the secret {} exists",
    permission: "environments: read"
  },
  putEnvironmentSecret: {
    route: "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}",
    what: "store the secret {}",
    permission: "environments: write"
  },
  variable: {
    route: "GET /repos/{owner}/{repo}/actions/variables/{name}",
    what: "read the variable {}",
    permission: "variables: read"
  },
  createVariable: {
    route: "POST /repos/{owner}/{repo}/actions/variables",
    what: "create the variable {}",
    permission: "variables: write"
  },
  updateVariable: {
    route: "PATCH /repos/{owner}/{repo}/actions/variables/{name}",
    what: "update the variable {}",
    permission: "variables: write"
  },
  rulesets: { route: "GET /repos/{owner}/{repo}/rulesets", what: "list the rulesets", permission: "metadata: read" },
  ruleset: {
    route: "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}",
    what: "read the ruleset {}",
    permission: "metadata: read"
  },
  createRuleset: {
    route: "POST /repos/{owner}/{repo}/rulesets",
    what: "create the ruleset {}",
    permission: "administration: write"
  },
  updateRuleset: {
    route: "PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}",
    what: "update the ruleset {}",
    permission: "administration: write"
  },
  file: {
    route: "GET /repos/{owner}/{repo}/contents/{path}",
    what: "read {} on the default branch",
    permission: "contents: read"
  },
  // GitHub: "Create a GitHub App from a manifest" (no token needed: the one-time code is the credential);
  // "Get a repository installation for the authenticated app" (the App's JWT only)
  convertManifest: {
    route: "POST /app-manifests/{code}/conversions",
    what: "convert GitHub's code into the App",
    permission: "none"
  },
  installation: {
    route: "GET /repos/{owner}/{repo}/installation",
    what: "read the App's installation",
    permission: "the App JWT"
  },
  // `mergexo doctor`'s reads. GitHub: "Permissions required for fine-grained personal access tokens" (Repository
  // permissions for "Contents": a directory's contents; "Secrets": a repository secret; "Administration": the default
  // workflow permissions; Organization permissions for "Administration": list app installations for an organization)
  directory: {
    route: "GET /repos/{owner}/{repo}/contents/{path}",
    what: "list {}",
    permission: "contents: read"
  },
  repositorySecret: {
    route: "GET /repos/{owner}/{repo}/actions/secrets/{secret_name}",
    what: "read whether the repository has the secret {}",
    permission: "secrets: read"
  },
  workflowPermissions: {
    route: "GET /repos/{owner}/{repo}/actions/permissions/workflow",
    what: "read the default workflow permissions",
    permission: "administration: read"
  },
  organizationInstallations: {
    route: "GET /orgs/{org}/installations",
    what: "list the organization's App installations",
    permission: "organization administration: read (an owner's token)"
  },
  // GitHub: "REST API endpoints for GitHub App installations" (list app installations accessible to the user access
  // token, and their repositories: no repository permission, only the installations its user may see)
  userInstallations: {
    route: "GET /user/installations",
    what: "list the App installations the token's person may see",
    permission: "a token of a person who administers the App's installation (gh auth token)"
  },
  installationRepositories: {
    route: "GET /user/installations/{installation_id}/repositories",
    what: "list the installation's repositories",
    permission: "a token of a person who administers the App's installation (gh auth token)"
  }
};

export {
  SETUP_ROUTES
};

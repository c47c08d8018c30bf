// The setup port's route table: each call `mergexo init --app` and `mergexo doctor` make, with the permission a
// person's token needs, on a route the fake serves.
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../fake-github/index.js';
import { SETUP_ROUTES } from '../../../src/core/github/setup-routes.js';

describe('the setup routes (`mergexo init --app`, `mergexo doctor`)', () => {
  it("name for each route the permission a person's fine-grained token needs", () => {
    const table = Object.fromEntries(Object.entries(SETUP_ROUTES).map(([name, r]) => [name, r.permission]));
    expect(table).toEqual({
      repository: 'metadata: read',
      environment: 'actions: read',
      putEnvironment: 'administration: write',
      branchPolicies: 'actions: read',
      addBranchPolicy: 'administration: write',
      removeBranchPolicy: 'administration: write',
      environmentKey: 'environments: read',
      environmentSecret: 'environments: read',
      putEnvironmentSecret: 'environments: write',
      variable: 'variables: read',
      createVariable: 'variables: write',
      updateVariable: 'variables: write',
      rulesets: 'metadata: read',
      ruleset: 'metadata: read',
      createRuleset: 'administration: write',
      updateRuleset: 'administration: write',
      file: 'contents: read',
      convertManifest: 'none',
      installation: 'the App JWT',
      // mergexo doctor's reads
      directory: 'contents: read',
      repositorySecret: 'secrets: read',
      workflowPermissions: 'administration: read',
      organizationInstallations: "organization administration: read (an owner's token)",
      userInstallations: "a token of a person who administers the App's installation (gh auth token)",
      installationRepositories: "a token of a person who administers the App's installation (gh auth token)",
    });
  });

  it('are routes the fake serves', () => {
    const served = new Map(routeTable.map((r) => [`${r.method} ${r.template}`, r]));
    for (const [name, r] of Object.entries(SETUP_ROUTES)) expect([name, served.has(r.route)]).toEqual([name, true]);
  });
});

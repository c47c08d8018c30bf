// doctor's shell against the fake GitHub: what it reads of a hardened repository, what a refused read becomes (a
// fact naming the permission, never an error), the organization's installations when a person's cannot be listed,
// and the reusable workflow read where the caller pins it.
import { describe, expect, it } from 'vitest';
import { repoVariablesOf } from '../../../fake-github/index.js';
import { readDoctorFacts, type DoctorPorts } from '../../../src/cli/doctor/read.js';
import { createGitHubClient } from '../../../src/core/github/client.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import { octokitSetup } from '../../../src/core/github/octokit/setup.js';
import {
  APP_WORKFLOW,
  APP_WORKFLOW_TEXT,
  CALLED,
  callerWorkflow,
  hardenedRepo,
  OWNER_TOKEN,
  useDoctorGitHub,
} from './world.js';

const gh = useDoctorGitHub();
const NOW = Date.parse('2026-12-01T00:00:00Z');

function portsAs(token: string): DoctorPorts {
  const client = createGitHubClient({ token, apiUrl: gh.apiUrl, userAgent: 'test', timeScale: 0.001, retries: 0 });
  return { github: octokitGitHub(client), setup: octokitSetup(client) };
}

const forbidden = () => Object.assign(new Error('Resource not accessible by personal access token'), { status: 403 });

describe('readDoctorFacts', () => {
  it('reads every fact of a hardened repository', async () => {
    const h = await hardenedRepo(gh);
    const repo = { owner: 'acme', repo: h.repo.name };
    const facts = await readDoctorFacts(portsAs(OWNER_TOKEN), repo, { now: NOW });
    expect(facts).toMatchObject({ repo, branch: 'main', defaultBranch: 'main', now: NOW });
    expect(facts.callers.kind === 'read' && facts.callers.value.jobs.map((j) => [j.file, j.job, j.calls.kind])).toEqual(
      [
        ['.github/workflows/mergexo-operator.yml', 'operate', 'app'],
        ['.github/workflows/mergexo.yml', 'mergexo', 'app'],
      ],
    );
    expect(facts.called).toEqual({ kind: 'read', value: CALLED });
    expect(facts.requirements).toEqual({
      kind: 'read',
      checks: [
        { name: 'mergexo/history-guard', appId: h.app.id },
        { name: 'mergexo/write-root-gate', appId: h.app.id },
      ],
      mergeQueue: false,
    });
    expect(facts.appId).toEqual({
      kind: 'variable',
      name: 'MERGEXO_APP_ID',
      value: { kind: 'read', value: String(h.app.id) },
    });
    expect(facts.installation).toMatchObject({
      kind: 'read',
      value: {
        appId: h.app.id,
        appSlug: h.app.slug,
        suspended: false,
        repositories: { selected: true, includes: true },
      },
    });
    expect(facts.environment).toEqual({
      kind: 'read',
      value: {
        name: 'mergexo',
        branchPolicy: { protectedBranches: false, customBranchPolicies: true },
        patterns: { kind: 'read', value: [{ name: 'main', type: 'branch' }] },
      },
    });
    expect([facts.environmentSecret, facts.repositorySecret]).toEqual([
      { kind: 'read', value: true },
      { kind: 'read', value: false },
    ]);
    expect(facts.workflowPermissions).toEqual({
      kind: 'read',
      value: { defaultPermissions: 'read', canApprovePullRequestReviews: false },
    });
    // --branch: another branch's requirements (the ruleset covers the default branch only); the workflows are still
    // the default branch's.
    await expect(readDoctorFacts(portsAs(OWNER_TOKEN), repo, { branch: 'release', now: NOW })).rejects.toThrow(
      `acme/${h.repo.name} has no branch 'release' (or the token cannot see it): check --branch.`,
    );
    await h.wt.push('main', { to: 'release' });
    const release = await readDoctorFacts(portsAs(OWNER_TOKEN), repo, { branch: 'release', now: NOW });
    expect([release.branch, release.defaultBranch, release.requirements]).toEqual([
      'release',
      'main',
      { kind: 'read', checks: [], mergeQueue: false },
    ]);
    expect(release.callers).toEqual(facts.callers);
  });

  it('makes each refused read a fact naming the permission its route needs', async () => {
    const h = await hardenedRepo(gh);
    const ports = portsAs(OWNER_TOKEN);
    const setup = {
      ...ports.setup,
      listRepoLabels: () => Promise.reject(forbidden()),
      hasRepositorySecret: () => Promise.reject(forbidden()),
    };
    const facts = await readDoctorFacts({ ...ports, setup }, { owner: 'acme', repo: h.repo.name }, { now: NOW });
    expect(facts.labels).toEqual({
      kind: 'unreadable',
      status: 403,
      needs: 'Pull requests: read',
      said: 'Resource not accessible by personal access token',
    });
    expect(facts.repositorySecret).toMatchObject({ kind: 'unreadable', needs: 'Secrets: read' });
  });

  it("lists the organization's installations when the person's cannot be, and says when neither can", async () => {
    gh.addOrgOwner('orgco', 'acme');
    const h = await hardenedRepo(gh);
    const ports = portsAs(OWNER_TOKEN);
    const noUser = { ...ports.setup, userInstallations: () => Promise.reject(forbidden()) };
    // acme's repository is no organization's: GitHub answers 404, and the person's refusal is what is said.
    const facts = await readDoctorFacts(
      { ...ports, setup: noUser },
      { owner: 'acme', repo: h.repo.name },
      { now: NOW },
    );
    expect(facts.installation).toMatchObject({ kind: 'unreadable', status: 403 });

    const orgRepo = await gh.createRepo(`orgco/${h.repo.name}`, { defaultBranch: 'main' });
    const wt = await orgRepo.clone('acme');
    await wt.commit({ '.github/workflows/mergexo.yml': callerWorkflow() }, 'adopt');
    await wt.push('main');
    const code = gh.apps.register({ url: 'https://example.test' }, gh.store.user('orgco'), `orgco-${h.repo.name}`);
    const { app } = gh.apps.convert(code);
    gh.apps.install(app, orgRepo, gh.store.user('acme'));
    const at = new Date().toISOString();
    repoVariablesOf(orgRepo).set('MERGEXO_APP_ID', {
      name: 'MERGEXO_APP_ID',
      value: String(app.id),
      createdAt: at,
      updatedAt: at,
    });
    const fromOrg = await readDoctorFacts(
      { ...ports, setup: noUser },
      { owner: 'orgco', repo: h.repo.name },
      { now: NOW },
    );
    // Which repositories it selects comes from the person's list of the installation's repositories.
    expect(fromOrg.installation).toMatchObject({
      kind: 'read',
      value: { appId: app.id, repositories: { selected: true, includes: true } },
    });
  });

  it('reads a reusable workflow called from the repository itself at the default branch', async () => {
    const h = await hardenedRepo(gh, {
      caller: callerWorkflow().replace(`mergexo-dev/mergexo/${APP_WORKFLOW}@v1`, `./${APP_WORKFLOW}`),
    });
    await h.wt.commit({ [APP_WORKFLOW]: APP_WORKFLOW_TEXT }, 'a copy of mergexo');
    await h.wt.push('main');
    const facts = await readDoctorFacts(portsAs(OWNER_TOKEN), { owner: 'acme', repo: h.repo.name }, { now: NOW });
    expect(facts.called).toEqual({ kind: 'read', value: CALLED });
  });

  it('says the reusable workflow cannot be read when its ref does not hold it', async () => {
    const h = await hardenedRepo(gh, { caller: callerWorkflow().replace('@v1', '@v9') });
    const facts = await readDoctorFacts(portsAs(OWNER_TOKEN), { owner: 'acme', repo: h.repo.name }, { now: NOW });
    expect(facts.called).toMatchObject({
      kind: 'unreadable',
      status: 404,
      needs: 'Contents: read on mergexo-dev/mergexo',
    });
    expect(facts.appId).toBeUndefined();
  });
});

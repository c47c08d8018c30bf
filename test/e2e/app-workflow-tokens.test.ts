// The App entry point (.github/workflows/mergexo-app.yml) mints each job's token with what that job's features need,
// with inputs create-github-app-token v3 knows: Issues: write wherever a label may be created, Merge queues: read
// where a merge group is judged (on merge_group only), Members: read where a team is asked to review (only when
// ready-reviewers names one). Read from the workflow file as GitHub evaluates it; then run on the fake GitHub (main.ts
// in the test's process: the token's permissions are the point, not the runner's contract).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ciWaitInProcess, head, openWorld, useGitHub } from '../ci-wait/world.js';
import { appToken } from '../support/fake-world.js';
import { REPO_ROOT } from '../support/run-action.js';
import { jobAppPermissions, jobPermissions } from '../support/workflow-permissions.js';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  if?: string;
  with?: Record<string, string>;
}
const APP = parse(readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo-app.yml'), 'utf8')) as {
  jobs: Record<string, { steps?: Step[] }>;
};
const MINTING = Object.entries(APP.jobs).filter(([, job]) => (job.steps ?? []).some((s) => s.id === 'token'));

/**
 * The inputs of actions/create-github-app-token v3.1.1 (its action.yml): anything else makes the runner warn
 * "Unexpected input", and v3 deprecates `app-id` for `client-id` (GitHub takes either id as the JWT's issuer).
 */
const TOKEN_INPUTS = new Set([
  'client-id',
  'private-key',
  'owner',
  'repositories',
  'skip-token-revoke',
  'github-api-url',
  ...['actions', 'checks', 'contents', 'issues', 'members', 'merge-queues', 'metadata'].map((p) => `permission-${p}`),
  ...['pull-requests', 'statuses', 'workflows'].map((p) => `permission-${p}`),
]);

describe("the App entry point's tokens", () => {
  it('every job that runs an action mints with create-github-app-token v3, pinned, with inputs v3 knows', () => {
    expect(MINTING.map(([name]) => name).sort()).toEqual(
      [
        'ci-wait',
        'ci-wait-merge',
        'gates',
        'history-guard',
        'rebase-notify',
        'rebase-notify-update',
        'write-root-gate',
      ].sort(),
    );
    for (const [name, job] of MINTING) {
      const token = (job.steps ?? []).find((s) => s.id === 'token');
      expect(token?.uses, name).toMatch(/^actions\/create-github-app-token@[0-9a-f]{40}$/);
      expect(
        Object.keys(token?.with ?? {}).filter((k) => !TOKEN_INPUTS.has(k)),
        name,
      ).toEqual([]);
      expect(token?.with?.['client-id'], name).toBe('${{ inputs.app-id }}');
    }
  });

  it('mints what the job grants GITHUB_TOKEN, Issues: write included, and App-only permissions on top', () => {
    for (const [name] of MINTING) {
      const {
        'merge-queues': _queues,
        members: _members,
        ...minted
      } = jobAppPermissions(name, {
        event: 'merge_group',
        inputs: { 'ready-reviewers': 'acme/core' },
      });
      expect(minted, name).toEqual(jobPermissions(name));
      expect(minted.issues, name).toBe('write');
    }
  });

  it('asks for Merge queues: read on merge_group only, in each job that judges a group from the queue', () => {
    for (const name of ['history-guard', 'write-root-gate', 'ci-wait']) {
      expect(jobAppPermissions(name, { event: 'merge_group' })['merge-queues'], name).toBe('read');
      expect(jobAppPermissions(name, { event: 'pull_request_target' })['merge-queues'], name).toBeUndefined();
    }
  });

  it('asks for Members: read only where a team is asked to review, and only when ready-reviewers names one', () => {
    for (const [name] of MINTING) {
      const teams = jobAppPermissions(name, { inputs: { 'ready-reviewers': 'maya, acme/core' } }).members;
      expect(teams, name).toBe(name.startsWith('ci-wait') ? 'read' : undefined);
      expect(jobAppPermissions(name, { inputs: { 'ready-reviewers': 'maya, omar' } }).members, name).toBeUndefined();
    }
  });

  it('says in one line why GitHub refused to mint, and only then; the GITHUB_TOKEN entry point has no such step', () => {
    for (const [name, job] of MINTING) {
      const steps = job.steps ?? [];
      const said = steps.find((s) => s.id === 'token-refused');
      expect(said?.if, name).toBe("failure() && steps.token.outcome == 'failure'");
      expect(steps.indexOf(said as Step), name).toBe(steps.findIndex((s) => s.id === 'token') + 1);
    }
    expect(readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo.yml'), 'utf8')).not.toContain('token-refused');
  });
});

const TEAMS_APP = 'ghs_app_minted_for_teams';
const USERS_APP = 'ghs_app_minted_for_users';
const WITH_TEAM = { 'ready-mark': 'label, reviewers', 'ready-reviewers': 'maya, acme/core' };
const gh = useGitHub(
  appToken(TEAMS_APP, 'mergexo-app', jobAppPermissions('ci-wait', { inputs: WITH_TEAM })),
  appToken(USERS_APP, 'mergexo-app', jobAppPermissions('ci-wait')),
);

describe("ci-wait's team review request with the token the App entry point mints", () => {
  it('asks the team when ready-reviewers names it, and the step passes', async () => {
    const w = await openWorld(gh);
    w.repo.setRole('maya', 'write');
    w.repo.addTeam('core');
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const result = await ciWaitInProcess(w, { token: TEAMS_APP, inputs: WITH_TEAM });
    expect(result.exitCode, result.stdout).toBe(0);
    const pr = w.repo.pulls.get(w.pr)!;
    expect((pr.requestedReviewers ?? []).map((u) => u.login)).toEqual(['maya']);
    expect(pr.requestedTeams).toEqual(['core']);
    // The label did not exist: the token's Issues: write created it.
    expect(w.repo.labelsOf(w.pr)).toEqual(['mergexo:ready']);
  });

  it('without a team the token holds no Members permission, and users are asked as before', async () => {
    expect(jobAppPermissions('ci-wait').members).toBeUndefined();
    const w = await openWorld(gh);
    w.repo.setRole('maya', 'write');
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const result = await ciWaitInProcess(w, {
      token: USERS_APP,
      inputs: { 'ready-mark': 'reviewers', 'ready-reviewers': 'maya' },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect((w.repo.pulls.get(w.pr)!.requestedReviewers ?? []).map((u) => u.login)).toEqual(['maya']);
  });
});

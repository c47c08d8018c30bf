// `mergexo doctor` (src/cli/main.ts in the test's process) run as a person runs it, against a repository set up
// the hardened way on the fake GitHub: every line holds (exit 0); each of six deliberately broken copies exits 1
// and names that breakage and its fix, and nothing else; what the token may not read is a line saying which
// permission it needs.
import { describe, expect, it } from 'vitest';
import { environmentsOf, setRepoSecret, workflowPermissionsOf } from '../../../fake-github/index.js';
import {
  asOwner,
  callerWorkflow,
  doctor,
  failing,
  hardenedRepo,
  rulesetBody,
  useDoctorGitHub,
  WRITER_TOKEN,
} from './world.js';

const gh = useDoctorGitHub();

function line(r: Awaited<ReturnType<typeof doctor>>, id: string) {
  const found = r.json?.checks.find((c) => c.id === id);
  if (!found) throw new Error(`no line ${id} in ${r.stdout}${r.stderr}`);
  return found;
}

describe('mergexo doctor on a hardened repository', () => {
  it('exits 0, and says line by line what holds', async () => {
    const h = await hardenedRepo(gh);
    const r = await doctor(h, ['--json']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(failing(r)).toEqual([]);
    expect(r.json!.checks.map((c) => c.id)).toEqual([
      'callers',
      'trigger:.github/workflows/mergexo.yml',
      'reusable-workflow',
      'enforcement',
      'enforced-since',
      'required:mergexo/history-guard',
      'required:mergexo/write-root-gate',
      'pinned:mergexo/history-guard',
      'pinned:mergexo/write-root-gate',
      'merge-queue',
      'app',
      'app-installation',
      'app-permissions',
      'environment',
      'environment-secret',
      'repository-secret',
      'label:mergexo:blocked',
      'label:mergexo:quarantined',
      'label:mergexo:ci-failed',
      'label:mergexo:conflict',
      'label:mergexo:needs-human',
      'label:mergexo:ready',
      'label:mergexo:behind',
      'workflow-permissions',
    ]);
    for (const c of r.json!.checks) expect(c.fix).toBeNull();
    expect(line(r, 'pinned:mergexo/write-root-gate').message).toBe(
      `'mergexo/write-root-gate' counts only from mergexo's App (${h.app.id}).`,
    );
    expect(line(r, 'app-permissions').message).toContain('merge_queues: read');

    const text = await doctor(h);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`mergexo doctor: ${h.repo.fullName}, branch main`);
    expect(text.stdout).toMatch(
      /^ {2}ok {4}environment: the environment 'mergexo' gives its key only to runs on 'main'\.$/m,
    );
    expect(text.stdout.trim().split('\n').at(-1)).toBe('24 checks: all hold.');
  });

  it('exits 0 while the callers observe, saying what enforcing takes', async () => {
    const h = await hardenedRepo(gh, { settings: { enforcement: 'observe', enforcedSince: '' } });
    const r = await doctor(h, ['--json']);
    expect([r.code, failing(r)]).toEqual([0, []]);
    expect(line(r, 'enforcement').message).toMatch(/^every caller observes \(enforcement: observe\)/);
    expect(r.json!.checks.some((c) => c.id === 'enforced-since')).toBe(false);
  });
});

describe('mergexo doctor on six broken copies', () => {
  it('names a check that is not required, and how to require it', async () => {
    const h = await hardenedRepo(gh);
    await asOwner(
      gh,
      'PUT',
      `/repos/${h.repo.fullName}/rulesets/${h.rulesetId}`,
      rulesetBody([{ context: 'mergexo/history-guard', integration_id: h.app.id }]),
    );
    const r = await doctor(h, ['--json']);
    expect(r.code).toBe(1);
    expect(failing(r)).toEqual(['required:mergexo/write-root-gate']);
    expect(line(r, 'required:mergexo/write-root-gate')).toMatchObject({
      message: "'mergexo/write-root-gate' is not required on 'main': a pull request it refuses can still merge.",
      fix: expect.stringMatching(/^require it in the ruleset of the branch .*'mergexo\/write-root-gate'\.$/),
    });
  });

  it('names a required check any workflow can satisfy, and the App to pin it to', async () => {
    const h = await hardenedRepo(gh);
    await asOwner(
      gh,
      'PUT',
      `/repos/${h.repo.fullName}/rulesets/${h.rulesetId}`,
      rulesetBody([
        { context: 'mergexo/history-guard', integration_id: h.app.id },
        { context: 'mergexo/write-root-gate' },
      ]),
    );
    const r = await doctor(h, ['--json']);
    expect(r.code).toBe(1);
    expect(failing(r)).toEqual(['pinned:mergexo/write-root-gate']);
    expect(line(r, 'pinned:mergexo/write-root-gate')).toMatchObject({
      message: expect.stringContaining("an agent's own workflow can forge a pass"),
      fix: expect.stringContaining(`pin it to the App (integration_id ${h.app.id})`),
    });
  });

  it("names the permission the App's installation lacks, and where to grant it", async () => {
    const h = await hardenedRepo(gh, {
      permissions: ({ merge_queues: _dropped, ...rest }) => rest,
    });
    const r = await doctor(h, ['--json']);
    expect(r.code).toBe(1);
    expect(failing(r)).toEqual(['app-permissions']);
    expect(line(r, 'app-permissions')).toMatchObject({
      message: expect.stringMatching(
        /installation of the App '[\w-]+' lacks merge_queues: read \(asked when github\.event_name == 'merge_group'\): the jobs that ask for it fail/,
      ),
      fix: expect.stringContaining('Permissions and events'),
    });
  });

  it('names an environment open to every branch, and how to limit it', async () => {
    const h = await hardenedRepo(gh);
    await asOwner(gh, 'PUT', `/repos/${h.repo.fullName}/environments/mergexo`, { deployment_branch_policy: null });
    expect(environmentsOf(h.repo).get('mergexo')?.branchPolicy).toBeNull();
    const r = await doctor(h, ['--json']);
    expect(r.code).toBe(1);
    expect(failing(r)).toEqual(['environment']);
    expect(line(r, 'environment')).toMatchObject({
      message: expect.stringContaining(
        "is open to every branch: a workflow an agent adds on any branch gets the App's key",
      ),
      fix: expect.stringContaining('Selected branches, with the default branch only'),
    });
  });

  it('names a missing label, and the command that creates it', async () => {
    const h = await hardenedRepo(gh);
    h.repo.labels.delete('mergexo:quarantined');
    const r = await doctor(h, ['--json']);
    expect(r.code).toBe(1);
    expect(failing(r)).toEqual(['label:mergexo:quarantined']);
    expect(line(r, 'label:mergexo:quarantined').fix).toBe(
      `\`gh label create mergexo:quarantined --repo ${h.repo.fullName}\` (or \`npx mergexo init --app\`).`,
    );
  });

  it('names a pull_request trigger, what it allows, and the trigger to use', async () => {
    const h = await hardenedRepo(gh, { caller: callerWorkflow({ trigger: 'pull_request' }) });
    const r = await doctor(h, ['--json']);
    expect(r.code).toBe(1);
    expect(failing(r)).toEqual(['trigger:.github/workflows/mergexo.yml']);
    expect(line(r, 'trigger:.github/workflows/mergexo.yml')).toMatchObject({
      message: expect.stringContaining("runs on pull_request: GitHub runs the pull request's own copy of it"),
      fix: "in '.github/workflows/mergexo.yml', replace pull_request with pull_request_target (examples/caller.yml).",
    });
  });
});

describe('mergexo doctor, and what it cannot see', () => {
  it('says which permission a read needs when GitHub refuses the token, and never passes what it could not read', async () => {
    const h = await hardenedRepo(gh);
    const r = await doctor(h, ['--json'], WRITER_TOKEN);
    expect(r.code).toBe(1);
    // A collaborator who may write but not administer: GitHub refuses them the Actions settings.
    expect(line(r, 'workflow-permissions')).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^could not read the repository's default workflow permissions: GitHub answered 403/,
      ),
      fix: expect.stringContaining('Administration: read'),
    });
  });

  it('names the repository secret every workflow could read, and a GITHUB_TOKEN that writes by default', async () => {
    const h = await hardenedRepo(gh);
    setRepoSecret(h.repo, 'MERGEXO_APP_PRIVATE_KEY');
    Object.assign(workflowPermissionsOf(h.repo), { default_workflow_permissions: 'write' });
    const r = await doctor(h, ['--json']);
    expect(failing(r)).toEqual(['repository-secret', 'workflow-permissions']);
  });

  it('refuses a malformed --repo and a missing token in one line (exit 2)', async () => {
    const h = await hardenedRepo(gh);
    const bad = await doctor(h, ['--repo', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe("mergexo: --repo must be OWNER/NAME, got 'nope'. Run 'mergexo help' for usage.");
    const none = await doctor(h, [], '');
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^mergexo: no GitHub token: set GH_TOKEN or GITHUB_TOKEN/);
  });
});

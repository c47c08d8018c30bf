// Auto-merge on a quarantined PR, under the tokens the documented setup gives write-root-gate: the reusable
// workflow's job permissions (GITHUB_TOKEN) and the permissions its App token is minted with, read from
// .github/workflows/mergexo.yml. GitHub refuses `disablePullRequestAutoMerge` without `contents: write`
// (docs/github-behaviour.md), so a job granted less leaves auto-merge on: that must fail the step naming the fix.
// That step is the built bundle's run; the runs under the documented tokens run main.ts in the test's process.
import { describe, expect, it } from 'vitest';
import { appToken, botToken } from '../support/fake-world.js';
import { jobAppPermissions, jobPermissions } from '../support/workflow-permissions.js';
import { LABEL, gate, gateInProcess, openPr, prState, useGitHub } from '../write-root-gate/world.js';

const APP = 'ghs_write_root_gate_app';
const READ_ONLY_CONTENTS = 'ghs_write_root_gate_contents_read';
const gh = useGitHub(
  appToken(APP, 'mergexo-app', jobAppPermissions('write-root-gate')),
  botToken(
    READ_ONLY_CONTENTS,
    { checks: 'write', 'pull-requests': 'write', issues: 'write', contents: 'read' },
    'github-actions',
  ),
);

async function armedEscape() {
  const world = await openPr(gh, { 'docs/guide.md': '# hijacked\n' });
  world.repo.enableAutoMerge(world.pr, 'agent-1', 'SQUASH');
  expect((await prState(world)).autoMerge).toBe(true);
  return world;
}

describe('write-root-gate turns auto-merge off under the job’s own token', () => {
  it('as the reusable workflow grants GITHUB_TOKEN', async () => {
    expect(jobPermissions('write-root-gate')).toMatchObject({ 'pull-requests': 'write', contents: 'write' });
    const world = await armedEscape();
    const result = await gateInProcess(world);
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(result.stdout).not.toContain('could not disable auto-merge');
    const state = await prState(world);
    expect(state.autoMerge).toBe(false);
    expect(state.labels).toEqual([LABEL]);
    expect(state.check?.conclusion).toBe('failure');
  });

  it('as the reusable workflow mints the App token', async () => {
    const world = await armedEscape();
    const result = await gateInProcess(world, 'synchronize', { token: APP });
    expect(result.outputs.verdict, result.stdout).toBe('refused');
    expect((await prState(world)).autoMerge).toBe(false);
  });

  it('a job granted contents: read leaves auto-merge on, and the step says which permission to add', async () => {
    const world = await armedEscape();
    const result = await gate(world, 'synchronize', { token: READ_ONLY_CONTENTS });
    expect(result.exitCode).toBe(1);
    const state = await prState(world);
    expect(state.autoMerge).toBe(true);
    // The rest of the refusal still lands: label, comment, failing check.
    expect(state.labels).toEqual([LABEL]);
    expect(state.comments).toHaveLength(1);
    expect(state.check?.conclusion).toBe('failure');
    expect(result.errorLine).toContain('could not disable auto-merge');
    expect(result.errorLine).toContain('`contents: write` beside `pull-requests: write`');
  });
});

// The first labels of enforcement, on a repository that has none: GitHub creates a label the repository lacks when
// it is added, and refuses that to a token without `issues: write` (docs/github-behaviour.md). With the permissions
// the reusable workflows give their jobs (read from the workflow files: GITHUB_TOKEN's `permissions:` and the App's
// minted `permission-*`), the first block and the first quarantine get their labels. With a token that lacks
// `issues: write`, the verdict check still fails as decided and the run says so in one line naming the permission.
// That line from history-guard is read from the built bundle's run; the other runs run main.ts in the test's process.
import { describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import { appToken, botToken, useFakeGitHub } from '../support/fake-world.js';
import type { RunActionResult } from '../support/run-action.js';
import { guardIn } from '../support/in-process/history-guard.js';
import { jobAppPermissions, jobPermissions } from '../support/workflow-permissions.js';
import { gateInProcess, openPr, prState as gateState, serverUrl } from '../write-root-gate/world.js';
import {
  blockComments,
  guard,
  guardInProcess,
  openWorld,
  prState as guardState,
  pushCommit,
} from './support/history-guard-world.js';

const GUARD_TOKEN = 'ghs_history_guard_job';
const GATE_TOKEN = 'ghs_write_root_gate_job';
const GUARD_APP = 'ghs_history_guard_app';
const GATE_APP = 'ghs_write_root_gate_app';
const GUARD_NO_ISSUES = 'ghs_history_guard_without_issues';
const GATE_NO_ISSUES = 'ghs_write_root_gate_without_issues';

const { issues: _g, ...guardWithoutIssues } = jobPermissions('history-guard');
const { issues: _w, ...gateWithoutIssues } = jobPermissions('write-root-gate');

const gh: FakeGitHub = useFakeGitHub([
  botToken(GUARD_TOKEN, jobPermissions('history-guard'), 'github-actions'),
  botToken(GATE_TOKEN, jobPermissions('write-root-gate'), 'github-actions'),
  appToken(GUARD_APP, 'mergexo-app', jobAppPermissions('history-guard')),
  appToken(GATE_APP, 'mergexo-app', jobAppPermissions('write-root-gate')),
  botToken(GUARD_NO_ISSUES, guardWithoutIssues, 'github-actions'),
  botToken(GATE_NO_ISSUES, gateWithoutIssues, 'github-actions'),
]);

/** A PR whose accepted head its author then force-pushes over; the repository has no label at all. */
async function rewrittenPr(token: string, onBundle = false) {
  const world = await openWorld(gh);
  expect(world.repo.labels.size).toBe(0);
  // The runs before the block write no label: the shell in-process (test/support/in-process/history-guard.ts).
  expect((await guardIn(world, 'opened', {}, { token })).verdict).toBe('accepted');
  const accepted = await pushCommit(world, 2);
  expect((await guardIn(world, 'synchronize', {}, { token })).verdict).toBe('accepted');
  await world.wt.git('commit', '--amend', '-m', 'feature: step 2 (amended)');
  await world.wt.push('feature', { force: true });
  const observed = (await world.repo.pull(world.pr)).headSha;
  const result = await (onBundle ? guard : guardInProcess)(
    world,
    'synchronize',
    { before: accepted, after: observed },
    { token },
  );
  return { world, result, state: await guardState(world) };
}

/** A PR on a billing agent's branch that writes outside its roots; the repository has no label at all. */
async function outOfBounds(token: string) {
  const world = await openPr(gh, { 'services/payments/charge.ts': 'export const charge = 2;\n' });
  expect(world.repo.labels.size).toBe(0);
  const result = await gateInProcess(world, 'opened', { token, serverUrl: serverUrl(gh) });
  return { world, result, state: await gateState(world) };
}

/** The run's lines naming `issues: write`: exactly one, an error, on one line. */
function issuesWriteLines(result: RunActionResult): string[] {
  const lines = result.annotations.filter((a) => a.message.includes('issues: write'));
  expect(lines.every((a) => a.level === 'error' && !a.message.includes('\n'))).toBe(true);
  return lines.map((a) => a.message);
}

describe('the first block and quarantine on a repository without labels', () => {
  for (const [who, guardToken, gateToken] of [
    ['GITHUB_TOKEN with the jobs’ permissions', GUARD_TOKEN, GATE_TOKEN],
    ['the App token the App entry point mints', GUARD_APP, GATE_APP],
  ] as const) {
    it(`history-guard labels its first block (${who})`, async () => {
      const { world, result, state } = await rewrittenPr(guardToken);
      expect(result.outputs.verdict).toBe('blocked');
      expect(result.exitCode).toBe(1);
      expect(state.check).toMatchObject({ conclusion: 'failure' });
      expect(state.labels).toEqual(['mergexo:blocked']);
      expect(world.repo.labels.has('mergexo:blocked')).toBe(true);
      expect(issuesWriteLines(result)).toEqual([]);
    });

    it(`write-root-gate labels its first quarantine (${who})`, async () => {
      const { world, result, state } = await outOfBounds(gateToken);
      expect(result.outputs.verdict).toBe('refused');
      expect(state.labels).toEqual(['mergexo:quarantined']);
      expect(world.repo.labels.has('mergexo:quarantined')).toBe(true);
      expect(issuesWriteLines(result)).toEqual([]);
    });
  }
});

describe('a token without issues: write on a repository without the label', () => {
  it('history-guard: the check fails with the block, the comment is written, one line names issues: write', async () => {
    const { world, result, state } = await rewrittenPr(GUARD_NO_ISSUES, true);
    expect(result.outputs.verdict).toBe('blocked');
    expect(result.exitCode).toBe(1);
    expect(state.check).toMatchObject({ conclusion: 'failure' });
    expect(state.labels).toEqual([]);
    expect(world.repo.labels.has('mergexo:blocked')).toBe(false);
    expect(blockComments(state)).toHaveLength(1);
    const lines = issuesWriteLines(result);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Could not label #${world.pr} with 'mergexo:blocked'`);
    expect(lines[0]).toContain('The verdict check was written as decided.');
  });

  it('write-root-gate: the check fails with the path, the comment is written, one line names issues: write', async () => {
    const { world, result, state } = await outOfBounds(GATE_NO_ISSUES);
    expect(result.outputs.verdict).toBe('refused');
    expect(result.exitCode).toBe(1);
    expect(state.check).toMatchObject({ conclusion: 'failure' });
    expect(state.labels).toEqual([]);
    expect(world.repo.labels.size).toBe(0);
    expect(state.check?.text).toContain('services/payments/charge.ts');
    expect(state.comments).toHaveLength(1);
    const lines = issuesWriteLines(result);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Could not label #${world.pr} with 'mergexo:quarantined'`);
  });

  it('a label the repository has is added with pull-requests: write alone', async () => {
    const world = await openPr(gh, { 'services/payments/charge.ts': 'export const charge = 3;\n' });
    world.repo.ensureLabel('mergexo:quarantined', 'd93f0b');
    const result = await gateInProcess(world, 'opened', { token: GATE_NO_ISSUES, serverUrl: serverUrl(gh) });
    expect(result.outputs.verdict).toBe('refused');
    expect((await gateState(world)).labels).toEqual(['mergexo:quarantined']);
    expect(issuesWriteLines(result)).toEqual([]);
  });
});

// write-root-gate when GitHub misbehaves, a token lacks a permission, or the PR is in the merge queue: in-process
// on the fake GitHub and real git (test/support/in-process/write-root-gate.ts), read back as a user sees the PR and the
// group commit. Moved from test/e2e/write-root-gate-resilience.test.ts, which keeps random faults, a broken lease
// file's error line and the runner's side (an event it does not handle, git failing without the token reaching the
// log, one merge group run).
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/core/github/client.js';
import { judgeMergeGroup } from '../../src/write-root-gate/shell.js';
import { mergeGroupFromPayload } from '../../src/write-root-gate/merge-group.js';
import { gateIn, jobFor, shellFor, type Said } from '../support/in-process/write-root-gate.js';
import { CHECK, LABEL, openPr, prState, useGitHub, type World } from './world.js';

const gh = useGitHub();

const escaping = () =>
  openPr(gh, {
    'services/billing/invoice.ts': 'export const invoice = 7;\n',
    'services/payments/charge.ts': 'export const charge = 2;\n',
  });

const clientWith = (token: string) =>
  createGitHubClient({ token, apiUrl: gh.apiUrl, userAgent: 'mergexo/shell-test', timeScale: 0.001 });

describe('write-root-gate when GitHub misbehaves', () => {
  it('still refuses, with a failing check, when every side effect but the check fails', async () => {
    const world = await escaping();
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    gh.faults.next({ kind: '500', match: { method: 'POST', path: /\/issues\/\d+\/labels$/ }, times: 100 });
    gh.faults.next({ kind: '502', match: { method: 'POST', path: /\/issues\/\d+\/comments$/ }, times: 100 });
    gh.faults.next({ kind: '503', match: { operation: 'mergexoDisableAutoMerge' }, times: 100 });
    const said: Said[] = [];
    try {
      const result = await gateIn(world, {}, { said });
      expect(result.verdict).toBe('refused');
      expect(result.decision?.paths).toEqual(['services/payments/charge.ts']);
      const warnings = said.filter((s) => s.level === 'warning').map((s) => s.message);
      expect(warnings.some((w) => w.includes('could not disable auto-merge'))).toBe(true);
      expect(warnings.some((w) => w.includes(`could not add the label '${LABEL}'`))).toBe(true);
      expect(warnings.some((w) => w.includes('could not comment'))).toBe(true);
      const state = await prState(world);
      expect(state.check?.conclusion).toBe('failure');
      expect(state.labels).toEqual([]);
      expect(state.comments).toHaveLength(0);
    } finally {
      gh.faults.clear();
    }
    // Once GitHub answers again, a rerun completes the quarantine.
    expect((await gateIn(world)).verdict).toBe('refused');
    const state = await prState(world);
    expect(state).toMatchObject({ autoMerge: false, labels: [LABEL] });
    expect(state.comments).toHaveLength(1);
  });

  it('retries transient failures on the check write and lands the verdict', async () => {
    const world = await escaping();
    gh.faults.next({ kind: '502', match: { method: 'POST', path: /\/check-runs$/ }, times: 2 });
    gh.faults.next({ kind: '429', match: { method: 'POST', path: /\/labels$/ }, times: 1 });
    try {
      expect((await gateIn(world)).verdict).toBe('refused');
    } finally {
      gh.faults.clear();
    }
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toEqual([LABEL]);
  });

  it('names the permission when the check cannot be written, even on a pass', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 10;\n' });
    gh.addToken('ghs_no_checks', {
      login: 'github-actions[bot]',
      type: 'Bot',
      app: 'github-actions',
      permissions: { contents: 'read', 'pull-requests': 'write', issues: 'write' },
    });
    const result = await gateIn(world, { 'github-token': 'ghs_no_checks' }, { client: clientWith('ghs_no_checks') });
    expect(result.verdict).toBe('pass');
    const failed = result.effects.filter((e) => !e.ok);
    expect(failed.some((e) => e.configuration === true && e.detail.includes('checks: write'))).toBe(true);
  });

  it('refuses, naming `contents: read`, when the token cannot read the code', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 12;\n' });
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    gh.addToken('ghs_no_contents', {
      login: 'github-actions[bot]',
      type: 'Bot',
      app: 'github-actions',
      permissions: { checks: 'write', 'pull-requests': 'write', metadata: 'read' },
    });
    const gitBefore = gh.gitRequests.length;
    const result = await gateIn(
      world,
      { 'github-token': 'ghs_no_contents' },
      { client: clientWith('ghs_no_contents') },
    );
    expect(result.verdict).toBe('refused');
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.check?.summary).toContain('contents: read');
    // Whatever it tried, git refused it too: nothing of the repository was served to this token.
    const served = gh.gitRequests.slice(gitBefore).filter((r) => r.token === 'ghs_no_contents' && r.status === 200);
    expect(served).toEqual([]);
  });
});

/** Queues the world's PR in the fake's merge queue (its group: the PR merged onto the base); the group commit. */
async function mergeGroupFor(world: World): Promise<string> {
  world.repo.mergeQueue.readableWithActionsToken = true; // undocumented for GITHUB_TOKEN: the permissive answer
  return (await world.repo.mergeQueue.enqueue(world.pr)).headSha;
}

/** The merge_group run main.ts makes, in-process. */
function judgeGroup(world: World, payload: Record<string, unknown>) {
  const group = mergeGroupFromPayload(payload);
  if (!group) throw new Error('not a merge group payload');
  return judgeMergeGroup(shellFor(gh, world, []), jobFor(gh), group);
}

const groupChecks = (world: World, sha: string) =>
  world.repo
    .checkRuns(sha)
    .filter((c) => c.name === CHECK)
    .map((c) => c.conclusion);

describe('write-root-gate in the merge queue', () => {
  it('refuses a queued PR that escapes its roots, on the group commit and the PR', async () => {
    const bad = await escaping();
    const groupSha = await mergeGroupFor(bad);
    const group = bad.repo.mergeQueue.entryOf(bad.pr)?.group;
    if (!group) throw new Error('not queued');
    const result = await judgeGroup(bad, gh.events.mergeGroup(bad.repo, { group }));
    expect(result?.verdict).toBe('refused');
    expect(groupChecks(bad, groupSha)).toEqual(['failure']);
    const state = await prState(bad);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toEqual([LABEL]);
  });

  it('answers a merge group whose ref names no PR with a failure, so the queue never waits', async () => {
    const world = await openPr(gh, {});
    const groupSha = await mergeGroupFor(world);
    const payload = gh.events.mergeGroup(world.repo, { headSha: groupSha, prNumber: world.pr });
    payload.merge_group.head_ref = 'refs/heads/gh-readonly-queue/main/something-else';
    expect(await judgeGroup(world, payload)).toBeUndefined();
    expect(groupChecks(world, groupSha)).toEqual(['failure']);
  });
});

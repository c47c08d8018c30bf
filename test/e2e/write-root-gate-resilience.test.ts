import { describe, expect, it } from 'vitest';
import { runAction } from '../support/run-action.js';
import {
  CHECK,
  LABEL,
  TOKEN,
  gate,
  openPr,
  prState,
  serverUrl,
  useGitHub,
  violationsOf,
  type World,
} from '../write-root-gate/world.js';

const gh = useGitHub();

const escaping = () =>
  openPr(gh, {
    'services/billing/invoice.ts': 'export const invoice = 7;\n',
    'services/payments/charge.ts': 'export const charge = 2;\n',
  });

describe('write-root-gate when GitHub misbehaves', () => {
  it('still refuses, with a failing check, when every side effect but the check fails', async () => {
    const world = await escaping();
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    gh.faults.next({ kind: '500', match: { method: 'POST', path: /\/issues\/\d+\/labels$/ }, times: 100 });
    gh.faults.next({ kind: '502', match: { method: 'POST', path: /\/issues\/\d+\/comments$/ }, times: 100 });
    gh.faults.next({ kind: '503', match: { operation: 'mergexoDisableAutoMerge' }, times: 100 });
    try {
      const result = await gate(world);
      expect(result.exitCode).toBe(1);
      expect(result.outputs.verdict).toBe('refused');
      expect(violationsOf(result)).toEqual(['services/payments/charge.ts']);
      const warnings = result.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
      expect(warnings.some((w) => w.includes('could not disable auto-merge'))).toBe(true);
      expect(warnings.some((w) => w.includes(`could not add the label '${LABEL}'`))).toBe(true);
      expect(warnings.some((w) => w.includes('could not comment'))).toBe(true);
      expect(result.summary).toContain('❌');
      const state = await prState(world);
      expect(state.check?.conclusion).toBe('failure');
      expect(state.labels).toEqual([]);
      expect(state.comments).toHaveLength(0);
    } finally {
      gh.faults.clear();
    }
    // Once GitHub answers again, a rerun completes the quarantine.
    expect((await gate(world)).outputs.verdict).toBe('refused');
    const state = await prState(world);
    expect(state).toMatchObject({ autoMerge: false, labels: [LABEL] });
    expect(state.comments).toHaveLength(1);
  });

  it('retries transient failures on the check write and lands the verdict', async () => {
    const world = await escaping();
    gh.faults.next({ kind: '502', match: { method: 'POST', path: /\/check-runs$/ }, times: 2 });
    gh.faults.next({ kind: '429', match: { method: 'POST', path: /\/labels$/ }, times: 1 });
    try {
      const result = await gate(world);
      expect(result.outputs.verdict).toBe('refused');
    } finally {
      gh.faults.clear();
    }
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toEqual([LABEL]);
  });

  it('never passes an escaping PR under random faults', async () => {
    const world = await escaping();
    for (const seed of [3, 17]) {
      gh.faults.random({ rate: 0.2, kinds: ['500', '502', '503', '429', 'drop'], seed });
      try {
        const result = await gate(world);
        expect(result.outputs.verdict).toBe('refused');
        expect(result.exitCode).toBe(1);
      } finally {
        gh.faults.clear();
      }
    }
    const result = await gate(world);
    expect(result.outputs.verdict).toBe('refused');
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toEqual([LABEL]);
    expect(state.comments).toHaveLength(1);
  });

  it('refuses as undecidable when git cannot fetch the commits', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 8;\n' });
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    const result = await gate(world, 'synchronize', { serverUrl: `${serverUrl(gh)}/nowhere` });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(result.errorLine).toContain('could not decide');
    expect(result.errorLine).toContain('git could not fetch');
    const printed = result.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
    expect(printed.join('\n')).not.toContain(TOKEN);
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'failure', title: 'Refused: could not decide' });
    expect(state.autoMerge).toBe(false);
  });

  it('names the line and key of a broken lease file and fails the check', async () => {
    const broken =
      'write-root-gate:\n  leases:\n    - name: billing\n      match:\n        brnch: agent/**\n      roots: [services/billing]\n';
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'x\n' }, { leases: broken });
    const result = await gate(world);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(result.errorLine).toContain('.github/mergexo.yml line 5');
    expect(result.errorLine).toContain("unknown key 'brnch'");
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'failure', title: 'Refused: configuration error' });
    expect(state.labels).toEqual([]);
    expect(state.comments).toHaveLength(0);
  });

  it('refuses a lease root with .. and names it', async () => {
    const leases =
      'write-root-gate:\n  leases:\n    - name: sneaky\n      roots:\n        - services/billing/../../etc\n';
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'x\n' }, { leases });
    const result = await gate(world);
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain(
      "line 5: write-root-gate.leases[0].roots[0]: Write root 'services/billing/../../etc' contains '..'",
    );
  });

  it('fails the step naming the permission when the check cannot be written, even on a pass', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 10;\n' });
    gh.addToken('ghs_no_checks', {
      login: 'github-actions[bot]',
      type: 'Bot',
      app: 'github-actions',
      permissions: { contents: 'read', 'pull-requests': 'write', issues: 'write' },
    });
    const result = await gate(world, 'synchronize', { token: 'ghs_no_checks' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.verdict).toBe('pass');
    expect(result.errorLine).toContain('checks: write');
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
    const result = await gate(world, 'synchronize', { token: 'ghs_no_contents' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(result.errorLine).toContain('contents: read');
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.check?.summary).toContain('contents: read');
    // Whatever it tried, git refused it too: nothing of the repository was served to this token.
    const served = gh.gitRequests.slice(gitBefore).filter((r) => r.token === 'ghs_no_contents' && r.status === 200);
    expect(served).toEqual([]);
  });

  it('rejects an event it does not handle, with one line naming the events it does', async () => {
    const world = await openPr(gh, {});
    const result = await gate(world, 'synchronize', { event: { name: 'push', payload: {} } });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain("does not handle the 'push' event");
    expect(result.outputs.verdict).toBe('refused');
  });
});

/** Queues the world's PR in the fake's merge queue (its group: the PR merged onto the base); the group commit. */
async function mergeGroupFor(world: World): Promise<string> {
  world.repo.mergeQueue.readableWithActionsToken = true; // undocumented for GITHUB_TOKEN: the permissive answer
  return (await world.repo.mergeQueue.enqueue(world.pr)).headSha;
}

function runMergeGroup(world: World, headSha: string, prNumber: number) {
  const entry = world.repo.mergeQueue.entryOf(prNumber);
  const payload = gh.events.mergeGroup(
    world.repo,
    entry?.group.headSha === headSha ? { group: entry.group } : { headSha, prNumber },
  );
  return runAction({
    action: 'write-root-gate',
    event: { name: 'merge_group', payload },
    token: TOKEN,
    apiUrl: gh.apiUrl,
    serverUrl: serverUrl(gh),
    repository: world.repo.fullName,
  });
}

describe('write-root-gate in the merge queue', () => {
  it('re-judges the queued PR and answers on the merge group commit', async () => {
    const good = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 11;\n' });
    const groupSha = await mergeGroupFor(good);
    const result = await runMergeGroup(good, groupSha, good.pr);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    const group = good.repo.checkRuns(groupSha).filter((c) => c.name === CHECK);
    expect(group.map((c) => c.conclusion)).toEqual(['success']);
    expect(group[0]?.output.summary).toContain(`PR #${good.pr}`);
    expect((await prState(good)).check?.conclusion).toBe('success');
  });

  it('refuses a queued PR that escapes its roots, on the group commit and the PR', async () => {
    const bad = await escaping();
    const groupSha = await mergeGroupFor(bad);
    const result = await runMergeGroup(bad, groupSha, bad.pr);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(
      bad.repo
        .checkRuns(groupSha)
        .filter((c) => c.name === CHECK)
        .map((c) => c.conclusion),
    ).toEqual(['failure']);
    const state = await prState(bad);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toEqual([LABEL]);
  });

  it('answers a merge group whose ref names no PR with a failure, so the queue never waits', async () => {
    const world = await openPr(gh, {});
    const groupSha = await mergeGroupFor(world);
    const payload = gh.events.mergeGroup(world.repo, { headSha: groupSha, prNumber: world.pr });
    payload.merge_group.head_ref = 'refs/heads/gh-readonly-queue/main/something-else';
    const result = await runAction({
      action: 'write-root-gate',
      event: { name: 'merge_group', payload },
      token: TOKEN,
      apiUrl: gh.apiUrl,
      serverUrl: serverUrl(gh),
      repository: world.repo.fullName,
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(
      world.repo
        .checkRuns(groupSha)
        .filter((c) => c.name === CHECK)
        .map((c) => c.conclusion),
    ).toEqual(['failure']);
  });
});

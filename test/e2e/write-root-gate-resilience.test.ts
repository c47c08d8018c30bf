// write-root-gate when it cannot judge. On the built bundle, the runner's side of failing: git failing (the error
// line, no token in the log), an event it does not handle, and one merge group run. In the test's process
// (main.ts, the same environment): never a pass under random faults, and a broken lease file's error line.
// Targeted faults, missing permissions and the merge queue's refusals are tested in-process in
// test/write-root-gate/resilience.git.test.ts; a lease root with '..' where the lease file is read
// (test/write-root-gate/lease-config.test.ts).
import { describe, expect, it } from 'vitest';
import { runAction } from '../support/run-action.js';
import {
  CHECK,
  LABEL,
  TOKEN,
  gate,
  gateInProcess,
  openPr,
  prState,
  serverUrl,
  useGitHub,
  type World,
} from '../write-root-gate/world.js';

const gh = useGitHub();

const escaping = () =>
  openPr(gh, {
    'services/billing/invoice.ts': 'export const invoice = 7;\n',
    'services/payments/charge.ts': 'export const charge = 2;\n',
  });

describe('write-root-gate when it cannot judge', () => {
  it('never passes an escaping PR under random faults', async () => {
    const world = await escaping();
    for (const seed of [3, 17]) {
      gh.faults.random({ rate: 0.2, kinds: ['500', '502', '503', '429', 'drop'], seed });
      try {
        const result = await gateInProcess(world);
        expect(result.outputs.verdict).toBe('refused');
        expect(result.exitCode).toBe(1);
      } finally {
        gh.faults.clear();
      }
    }
    const result = await gateInProcess(world);
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
    const result = await gateInProcess(world);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(result.errorLine).toContain('.github/mergexo.yml line 5');
    expect(result.errorLine).toContain("unknown key 'brnch'");
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'failure', title: 'Refused: configuration error' });
    expect(state.labels).toEqual([]);
    expect(state.comments).toHaveLength(0);
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
});

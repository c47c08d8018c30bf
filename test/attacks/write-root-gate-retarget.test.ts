// Attack: a verdict given for one base, kept after a retarget. The lease file is read from the PR's base, so an
// agent pushes a branch of its own whose `.github/mergexo.yml` leases it everything, retargets its refused PR to
// that branch (the check goes green: judged against that base, the PR is inside its lease), turns auto-merge on,
// and retargets back. GitHub keeps auto-merge armed when someone with write access changes the base (GitHub Docs,
// "Automatically merging a pull request"), and the head still carries the green check: GitHub merges at once,
// before the `edited` run has judged the PR against its real base.
//
// What the gate does on a base change: its first write puts the head's check back to pending (`in_progress`),
// then it turns auto-merge off, then it judges. So at every write of that run, GitHub has either no passing check
// or no order to merge. What remains is the time between GitHub's retarget and that first write; a merge queue
// closes it (its `merge_group` run judges the merge into the real base), which the last test shows.
// main.ts runs in the test's process (test/support/in-process/run.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { FakeRepo } from '../../fake-github/index.js';
import {
  CHECK,
  LABEL,
  TOKEN,
  gateInProcess as gate,
  newRepo,
  openPr,
  prState,
  serverUrl,
  useGitHub,
  type World,
} from '../write-root-gate/world.js';
import { REPO_ROOT } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import { interpolate } from '../support/workflow-expressions.js';

const gh = useGitHub();

const WIDE = "write-root-gate:\n  leases:\n    - name: everything\n      roots: ['**']\n";
const NARROW =
  'write-root-gate:\n  leases:\n    - name: billing-tests-only\n      match: { branch: agent/billing/** }\n      roots: [tests/billing]\n';
const LABEL_WIDE =
  "write-root-gate:\n  leases:\n    - name: anything-labelled\n      match: { label: lease/any }\n      roots: ['**']\n";

/** Whether GitHub could merge the PR now: open, auto-merge armed, and the newest run of the check passing. */
async function couldAutoMerge(repo: FakeRepo, pr: number): Promise<boolean> {
  const view = await repo.pull(pr);
  return view.state === 'open' && view.autoMerge && repo.latestChecks(view.headSha).get(CHECK) === 'success';
}

/**
 * Pushes a branch from main whose lease file is `leases` (the agent's own base). Branched from main as this clone
 * pushed it (nothing else moves main here), by git itself: a checkout through the clone would first fetch the
 * agent's branch, which changes nothing for this branch.
 */
async function pushBase(world: World, branch: string, leases: string): Promise<void> {
  await world.main.git('checkout', '-q', '-B', branch, 'origin/main');
  await world.main.commit({ '.github/mergexo.yml': leases }, `${branch}: leases`);
  await world.main.push(branch);
  await world.main.git('checkout', '-q', 'main');
}

/**
 * Retargets the PR as its author and runs the gate on the `edited` event GitHub then sends; `watch` records, at
 * each write of the run, whether GitHub could auto-merge the PR then. `beforeRun` sees the PR between GitHub's
 * retarget and the run.
 */
async function retarget(world: World, base: string, opts: { watch?: boolean; beforeRun?: () => Promise<void> } = {}) {
  const changes = world.repo.setBase(world.pr, base, 'agent-1');
  await opts.beforeRun?.();
  const payload = gh.events.pullRequest(world.repo, world.pr, 'edited', { changes: { base: changes } });
  const mergeable: { op: string; could: boolean }[] = [];
  const stop = opts.watch
    ? gh.onWrite(async (w) => {
        if (w.token === TOKEN) mergeable.push({ op: w.operation, could: await couldAutoMerge(world.repo, world.pr) });
      })
    : () => undefined;
  const from = gh.requests.length;
  try {
    const result = await gate(world, 'edited', { event: { name: 'pull_request_target', payload } });
    // Until the run's first write GitHub could still merge on the old verdict: how many requests came first.
    const beforeFirstWrite = gh.requests.slice(from).findIndex((e) => e.kind === 'write');
    return { result, mergeable, beforeFirstWrite, first: gh.requests[from]?.operation };
  } finally {
    stop();
  }
}

/** The agent's refused PR: it writes a secret, outside the billing lease of main. */
async function refusedPr(): Promise<World> {
  const world = await openPr(gh, { 'secrets/key.pem': 'stolen\n', 'services/billing/invoice.ts': 'x\n' });
  expect((await gate(world, 'opened')).outputs.verdict).toBe('refused');
  return world;
}

describe('attack: retarget to a base with a wide lease, turn auto-merge on, retarget back', () => {
  it('the head is never both green and auto-merging once the run writes, and ends refused with auto-merge off', async () => {
    const world = await refusedPr();
    await pushBase(world, 'agent/billing/wide', WIDE);
    const wide = await retarget(world, 'agent/billing/wide');
    expect(wide.result.outputs.verdict, wide.result.stdout).toBe('pass');
    expect((await prState(world)).check?.conclusion).toBe('success');

    world.repo.enableAutoMerge(world.pr, 'agent-1');
    let window: boolean | undefined;
    const { result, mergeable, first, beforeFirstWrite } = await retarget(world, 'main', {
      watch: true,
      // The window that remains (the docs name it): GitHub retargeted, and the run has not written yet.
      beforeRun: async () => void (window = await couldAutoMerge(world.repo, world.pr)),
    });
    expect(window).toBe(true);
    // No read comes before the first write: the window is GitHub's retarget and the event's delivery.
    expect(first).toBe('POST /repos/{owner}/{repo}/check-runs');
    expect(beforeFirstWrite).toBe(0);
    // The first write is the pending check, then auto-merge goes off; from the first write on GitHub cannot merge.
    expect(mergeable[0]?.op).toBe('POST /repos/{owner}/{repo}/check-runs');
    expect(mergeable[1]?.op).toMatch(/AutoMerge/);
    expect(mergeable.filter((m) => m.could)).toEqual([]);
    const pending = world.repo
      .checkRuns((await world.repo.pull(world.pr)).headSha)
      .filter((c) => c.name === CHECK && c.status === 'in_progress');
    // One per retarget, each then superseded by the verdict of its run.
    expect(pending).toHaveLength(2);
    expect(pending[1]?.output.title).toBe('Pending: the base changed, judging again');

    expect(result.exitCode).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(result.outputs.violations).toBe('["secrets/key.pem"]');
    const state = await prState(world);
    expect(state.autoMerge).toBe(false);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toContain(LABEL);
    expect(result.summary).toContain('auto-merge disabled');
  });

  it('a label lease on the agent’s base is the same dance, and ends the same way', async () => {
    const world = await refusedPr();
    await pushBase(world, 'agent/billing/labelled', LABEL_WIDE);
    world.repo.addLabel(world.pr, 'lease/any');
    expect((await retarget(world, 'agent/billing/labelled')).result.outputs.verdict).toBe('pass');
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    const { result, mergeable, first } = await retarget(world, 'main', { watch: true });
    expect(first).toBe('POST /repos/{owner}/{repo}/check-runs');
    expect(mergeable.length).toBeGreaterThan(0);
    expect(mergeable.filter((m) => m.could)).toEqual([]);
    expect(result.outputs.verdict).toBe('refused');
    const state = await prState(world);
    expect(state).toMatchObject({ autoMerge: false, check: { conclusion: 'failure' } });
  });

  it('auto-merge armed before the first retarget is turned off by it, and stays off', async () => {
    const world = await refusedPr();
    await pushBase(world, 'agent/billing/wide2', WIDE);
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    const wide = await retarget(world, 'agent/billing/wide2', { watch: true });
    expect(wide.result.outputs.verdict).toBe('pass');
    expect(wide.mergeable.filter((m) => m.could)).toEqual([]);
    expect((await prState(world)).autoMerge).toBe(false);
  });
});

describe('an edit that is not a retarget', () => {
  it('a title edit is judged as before: no pending run, auto-merge left as it was', async () => {
    const { repo, main } = await newRepo(gh);
    const world = await openPr(
      gh,
      { 'services/billing/invoice.ts': 'export const invoice = 9;\n' },
      {
        inRepo: { repo, main },
      },
    );
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    const payload = gh.events.pullRequest(world.repo, world.pr, 'edited', { changes: { title: { from: 'old' } } });
    const result = await gate(world, 'edited', { event: { name: 'pull_request_target', payload } });
    expect(result.outputs.verdict).toBe('pass');
    const head = (await world.repo.pull(world.pr)).headSha;
    expect(world.repo.checkRuns(head).filter((c) => c.name === CHECK && c.status === 'in_progress')).toEqual([]);
    expect(await prState(world)).toMatchObject({ autoMerge: true, check: { conclusion: 'success' } });
  });
});

describe('a run that read the old base', () => {
  it('a verdict judged against the old base is not written after a retarget: the run judges the new base', async () => {
    const world = await refusedPr();
    await pushBase(world, 'agent/billing/wide4', WIDE);
    expect((await retarget(world, 'agent/billing/wide4')).result.outputs.verdict).toBe('pass');
    // A run for another event (a label) reads the PR and its lease on the wide base; once it has judged the PR
    // there, the agent retargets back to main. Its verdict would land after the `edited` run's, on the same head.
    let moved = false;
    gh.faults.next({
      kind: 'slow',
      // Not a fault: the hook that moves the base at the moment the run looks whether the head stood still.
      match: (req) => {
        if (!moved && req.method === 'GET' && req.operation.endsWith('/commits/{commit_sha}/pulls')) {
          moved = true;
          world.repo.setBase(world.pr, 'main', 'agent-1');
        }
        return false;
      },
    });
    try {
      const result = await gate(world, 'labeled');
      expect(moved).toBe(true);
      expect(result.outputs.verdict, result.stdout).toBe('refused');
      expect(result.outputs.violations).toBe('["secrets/key.pem"]');
    } finally {
      gh.faults.clear();
    }
    expect((await prState(world)).check?.conclusion).toBe('failure');
  });
});

describe('a retarget to a base whose lease is narrower', () => {
  it('a PR that passed on main is refused on the narrower base, auto-merge off before the verdict', async () => {
    const { repo, main } = await newRepo(gh);
    const world = await openPr(
      gh,
      { 'services/billing/invoice.ts': 'export const invoice = 9;\n' },
      {
        inRepo: { repo, main },
      },
    );
    expect((await gate(world, 'opened')).outputs.verdict).toBe('pass');
    expect((await prState(world)).check?.conclusion).toBe('success');
    await pushBase(world, 'release/1', NARROW);
    world.repo.enableAutoMerge(world.pr, 'agent-1');

    const { result, mergeable } = await retarget(world, 'release/1', { watch: true });
    expect(mergeable[0]?.op).toBe('POST /repos/{owner}/{repo}/check-runs');
    expect(mergeable.filter((m) => m.could)).toEqual([]);
    expect(result.outputs.verdict).toBe('refused');
    expect(result.outputs.violations).toBe('["services/billing/invoice.ts"]');
    const state = await prState(world);
    expect(state).toMatchObject({ autoMerge: false, check: { conclusion: 'failure' } });
    expect(state.check?.summary).toContain('billing-tests-only');
  });

  it('a retarget back to a base where the PR passes leaves the check green and auto-merge off', async () => {
    const { repo, main } = await newRepo(gh);
    const world = await openPr(
      gh,
      { 'services/billing/invoice.ts': 'export const invoice = 9;\n' },
      {
        inRepo: { repo, main },
      },
    );
    await pushBase(world, 'release/2', NARROW);
    expect((await retarget(world, 'release/2')).result.outputs.verdict).toBe('refused');
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    const { result } = await retarget(world, 'main');
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    const state = await prState(world);
    expect(state).toMatchObject({ autoMerge: false, check: { conclusion: 'success' } });
    expect(state.labels).not.toContain(LABEL);
  });
});

describe('what closes the window: the merge queue', () => {
  it("the queue's merge_group run judges the merge into the real base, whatever the head's check says", async () => {
    const world = await refusedPr();
    await pushBase(world, 'agent/billing/wide3', WIDE);
    expect((await retarget(world, 'agent/billing/wide3')).result.outputs.verdict).toBe('pass');
    // Retargeted back, and queued (auto-merge under a queue) before the `edited` run writes anything.
    world.repo.setBase(world.pr, 'main', 'agent-1');
    world.repo.mergeQueue.require('main');
    world.repo.mergeQueue.readableWithActionsToken = true; // undocumented for GITHUB_TOKEN: the permissive answer
    world.repo.requiredChecks = [CHECK];
    const group = await world.repo.mergeQueue.enqueue(world.pr);
    const result = await runInProcess({
      action: 'write-root-gate',
      event: { name: 'merge_group', payload: gh.events.mergeGroup(world.repo, { group }) },
      token: TOKEN,
      apiUrl: gh.apiUrl,
      serverUrl: serverUrl(gh),
      repository: world.repo.fullName,
    });
    expect(result.outputs.verdict).toBe('refused');
    expect(world.repo.mergeQueue.unmet(group.headSha)).toEqual([`${CHECK}: failure`]);
    await expect(world.repo.mergeQueue.land(world.pr)).rejects.toThrow();
    expect((await world.repo.pull(world.pr)).merged).toBe(false);
  });
});

describe("the reusable workflow does not let another event's run cancel a retarget's", () => {
  const workflow = parseYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo.yml'), 'utf8')) as {
    jobs: Record<string, { concurrency?: { group?: string } }>;
  };
  const group = (payload: unknown) =>
    interpolate(workflow.jobs.gates?.concurrency?.group ?? '', {
      github: { event_name: 'pull_request_target', event: payload, run_id: '4242' },
    });

  it('a retarget runs in a group of its own for the PR; a label, a title edit or a push share the other', () => {
    const pull_request = { number: 7 };
    const retarget = group({ action: 'edited', pull_request, changes: { base: { ref: { from: 'wide' } } } });
    expect(retarget).toBe('mergexo-gates-7-retarget');
    for (const other of [
      { action: 'labeled', pull_request },
      { action: 'edited', pull_request, changes: { title: { from: 'x' } } },
      { action: 'synchronize', pull_request },
    ]) {
      expect(group(other)).toBe('mergexo-gates-7');
    }
  });
});

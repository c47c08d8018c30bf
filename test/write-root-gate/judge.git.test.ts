// write-root-gate's rules on real git changes: real pushes to the fake GitHub, judged in-process by the function
// main.ts calls (test/support/in-process/write-root-gate.ts), with what a user sees read back: the check, the label, the
// one comment, auto-merge. Moved from test/e2e/write-root-gate.test.ts, where the runner's contract (outputs,
// summary, exit code, error line) stays on the built bundle.
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileSpec, Worktree } from '../../fake-github/index.js';
import { gateIn } from '../support/in-process/write-root-gate.js';
import { BOT, LABEL, newRepo, openPr, prState, useGitHub, type World } from './world.js';

const gh = useGitHub();

// One repository for the file, and one clone of it for the agent: each test's PR has a branch of its own, and
// none changes the base.
let shared: Awaited<ReturnType<typeof newRepo>> | undefined;
let agent: Worktree | undefined;
let branches = 0;

/** A PR from a branch of its own in the file's repository, whose one commit writes `files`. */
async function open(files: Record<string, FileSpec>, branch = `agent/billing/change-${++branches}`) {
  shared ??= await newRepo(gh);
  agent ??= await shared.repo.clone('agent-1');
  return openPr(gh, files, { branch, inRepo: shared, clone: agent });
}

/** Judges the PR and checks everything a refusal shows: the verdict, check, label, one comment. */
async function expectRefused(world: World, paths: string[], rule?: string) {
  const result = await gateIn(world);
  expect(result.verdict).toBe('refused');
  expect(result.decision?.paths).toEqual(paths);
  const state = await prState(world);
  expect(state.check?.conclusion).toBe('failure');
  for (const p of paths) {
    expect(state.check?.text).toContain(p);
    expect(state.comments[0]?.body).toContain(p);
  }
  if (rule) expect(state.check?.text).toContain(rule);
  expect(state.check?.annotations).toEqual(paths);
  expect(state.labels).toContain(LABEL);
  expect(state.comments).toHaveLength(1);
  expect(state.comments[0]?.user).toBe(BOT);
  return { result, state };
}

describe('write-root-gate on real changes', () => {
  it('refuses a rename out of the roots (the new side is outside)', async () => {
    const world = await open({});
    await world.wt.git('mv', 'services/billing/tax.ts', 'services/payments/tax.ts');
    await world.wt.git('commit', '-q', '-m', 'move tax');
    await world.wt.push(world.branch);
    const { state } = await expectRefused(world, ['services/payments/tax.ts'], 'outside the write roots');
    expect(state.check?.text).toContain('renamed from services/billing/tax.ts');
  });

  it('refuses a rename into the roots from outside (the old side is outside)', async () => {
    const world = await open({});
    await world.wt.git('mv', 'secrets/key.pem', 'services/billing/key.pem');
    await world.wt.git('commit', '-q', '-m', 'borrow the key');
    await world.wt.push(world.branch);
    const { state } = await expectRefused(world, ['secrets/key.pem']);
    expect(state.check?.text).toContain('renamed to services/billing/key.pem');
  });

  it('refuses a deletion outside the roots', async () => {
    const world = await open({ 'services/billing/tax.ts': 'export const tax = 0.3;\n', 'docs/guide.md': null });
    const { state } = await expectRefused(world, ['docs/guide.md']);
    expect(state.check?.text).toContain('removed');
  });

  it('refuses a mode change outside the roots', async () => {
    const world = await open({});
    chmodSync(join(world.wt.dir, 'scripts/deploy.sh'), 0o755);
    await world.wt.git('add', 'scripts/deploy.sh');
    await world.wt.git('commit', '-q', '-m', 'make deploy executable');
    await world.wt.push(world.branch);
    const { state } = await expectRefused(world, ['scripts/deploy.sh']);
    expect(state.check?.text).toContain('mode changed');
  });

  it('refuses a symlink inside the roots that points to ../../secrets', async () => {
    const world = await open({ 'services/billing/config': { symlink: '../../secrets' } });
    const { state } = await expectRefused(
      world,
      ['services/billing/config'],
      'symlink inside the roots that points outside them',
    );
    expect(state.check?.text).toContain("resolves to 'secrets'");
  });

  it('follows a symlink chain through the head tree', async () => {
    const world = await open({
      'services/billing/hop': { symlink: '../payments' },
      'services/billing/alias': { symlink: 'hop/charge.ts' },
    });
    // hop leaves the roots itself; alias stays inside lexically but resolves through hop.
    const { state } = await expectRefused(world, ['services/billing/alias', 'services/billing/hop']);
    expect(state.check?.text).toContain("resolves to 'services/payments/charge.ts'");
  });

  it('passes a symlink that stays inside the roots', async () => {
    const world = await open({ 'services/billing/latest': { symlink: 'invoice.ts' } });
    expect((await gateIn(world)).verdict).toBe('pass');
  });

  it('refuses a submodule bump inside the roots unless a root names it', async () => {
    const before = '1111111111111111111111111111111111111111';
    const after = '2222222222222222222222222222222222222222';
    const world = await openPr(
      gh,
      { 'services/billing/vendor/lib': { submodule: after } },
      {
        baseFiles: { 'services/billing/vendor/lib': { submodule: before } },
      },
    );
    const { state } = await expectRefused(world, ['services/billing/vendor/lib'], 'submodule change');
    expect(state.check?.text).toContain('submodule modified');
  });

  it('judges the lease from the base branch when the PR edits .github/mergexo.yml to widen it', async () => {
    const widened = "write-root-gate:\n  leases:\n    - name: everything\n      roots: ['**']\n";
    const world = await open({ '.github/mergexo.yml': widened, 'secrets/key.pem': 'stolen\n' });
    const { result, state } = await expectRefused(world, ['.github/mergexo.yml', 'secrets/key.pem']);
    expect(result.lease?.roots).toEqual(['services/billing', 'tests/billing/**']);
    expect(state.comments[0]?.body).toContain('billing-agent');
    expect(state.comments[0]?.body).not.toContain('everything');
  });

  it('refuses a PR whose branch matches no lease', async () => {
    const world = await open({ 'services/billing/invoice.ts': 'export const invoice = 4;\n' }, 'agent/other/x');
    const { state } = await expectRefused(world, ['services/billing/invoice.ts']);
    expect(state.comments[0]?.body).toContain(
      "no lease in .github/mergexo.yml matches this PR (branch 'agent/other/x'",
    );
  });

  it('applies a lease matched by label, re-judged on the labeled event', async () => {
    const world = await open({ 'docs/guide.md': '# Better guide\n' }, 'agent/docs/x');
    expect((await gateIn(world)).verdict).toBe('refused');
    world.repo.addLabel(world.pr, 'lease/docs');
    expect((await gateIn(world)).verdict).toBe('pass');
    const state = await prState(world);
    expect(state.labels).toEqual(['lease/docs']);
    expect(state.check?.conclusion).toBe('success');
    expect(state.comments).toHaveLength(1);
    expect(state.comments[0]?.body).toContain('back inside the write roots');
  });

  it('quarantines once, converges on reruns, and lets the PR back in when it returns inside its roots', async () => {
    const world = await open({
      'services/billing/invoice.ts': 'export const invoice = 5;\n',
      'docs/guide.md': '# hijacked\n',
    });
    world.repo.enableAutoMerge(world.pr, 'agent-1', 'SQUASH');
    expect((await prState(world)).autoMerge).toBe(true);
    for (let i = 0; i < 3; i++) expect((await gateIn(world)).verdict).toBe('refused');
    let state = await prState(world);
    expect(state.autoMerge).toBe(false);
    expect(state.labels).toEqual([LABEL]);
    expect(state.comments).toHaveLength(1);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.checkRuns).toBe(3);

    // A later push with a different set of escapes edits the same comment.
    await world.wt.commit({ 'secrets/key.pem': 'leaked\n' }, 'more');
    await world.wt.push(world.branch);
    expect((await gateIn(world)).decision?.paths).toEqual(['docs/guide.md', 'secrets/key.pem']);
    state = await prState(world);
    expect(state.comments).toHaveLength(1);
    expect(state.comments[0]?.body).toContain('secrets/key.pem');

    // Back in bounds: revert the escapes.
    await world.wt.git('checkout', 'origin/main', '--', 'docs/guide.md', 'secrets/key.pem');
    await world.wt.git('commit', '-q', '-m', 'revert the escapes');
    await world.wt.push(world.branch);
    const back = await gateIn(world);
    expect(back).toMatchObject({ verdict: 'pass', decision: { paths: [] } });
    state = await prState(world);
    expect(state.labels).toEqual([]);
    expect(state.check?.conclusion).toBe('success');
    expect(state.comments).toHaveLength(1);
    expect(state.comments[0]?.body).toContain('back inside the write roots');
    expect(state.autoMerge).toBe(false);

    // Staying in bounds writes no more comments.
    await world.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.25;\n' }, 'tweak');
    await world.wt.push(world.branch);
    expect((await gateIn(world)).verdict).toBe('pass');
    expect((await prState(world)).comments).toHaveLength(1);
  });

  it('leaves one comment and one label when two runs race', async () => {
    const world = await open({ 'docs/guide.md': '# raced\n' });
    const runs = await Promise.all([gateIn(world), gateIn(world)]);
    expect(runs.map((r) => r.verdict)).toEqual(['refused', 'refused']);
    const state = await prState(world);
    expect(state.comments).toHaveLength(1);
    expect(state.labels).toEqual([LABEL]);
  });

  it('never matches a branch glob for a PR from a fork', async () => {
    const { repo, main } = await newRepo(gh);
    const fork = await gh.createFork(repo, 'outsider');
    const wt = await fork.clone('outsider');
    await wt.checkout('agent/billing/fork', { create: true, from: 'main' });
    await wt.commit({ 'services/billing/invoice.ts': 'export const invoice = 9;\n' }, 'from a fork');
    await wt.push('agent/billing/fork');
    const pr = await repo.openPullRequest({ head: 'agent/billing/fork', base: 'main', author: 'outsider', fork });
    const world: World = { gh, repo, main, wt, pr: pr.number, branch: 'agent/billing/fork' };
    const { state } = await expectRefused(world, ['services/billing/invoice.ts'], 'no lease applies');
    expect(state.comments[0]?.body).toContain('no lease');
  });
});

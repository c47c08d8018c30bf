// The runner's contract of write-root-gate on pull request events, on the built bundle: the outputs (verdict,
// violations, roots), the job summary, the exit code and the error line of a pass, a refusal, the write-roots
// input and a closed PR. What each kind of change is judged is tested in-process on real git in
// test/write-root-gate/judge.git.test.ts.
import { describe, expect, it } from 'vitest';
import { BOT, LABEL, gate, openPr, prState, useGitHub, violationsOf, type World } from '../write-root-gate/world.js';

const gh = useGitHub();

/** Runs the gate and checks everything a refusal shows: outputs, check, label, one comment. */
async function expectRefused(world: World, paths: string[], rule?: string) {
  const result = await gate(world);
  expect(result.exitCode, result.stdout).toBe(1);
  expect(result.outputs.verdict).toBe('refused');
  expect(violationsOf(result)).toEqual(paths);
  expect(result.errorLine).toContain('is refused');
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

describe('write-root-gate on pull request events', () => {
  it('passes a PR that stays inside its roots', async () => {
    const world = await openPr(gh, {
      'services/billing/invoice.ts': 'export const invoice = 2;\n',
      'services/billing/new/deep.ts': 'export {};\n',
      'tests/billing/new.test.ts': 'test("x", () => {});\n',
    });
    const result = await gate(world, 'opened');
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'pass', violations: '[]' });
    expect(JSON.parse(result.outputs.roots ?? '[]')).toEqual(['services/billing', 'tests/billing/**']);
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'success' });
    expect(state.check?.summary).toContain('billing-agent');
    expect(state.labels).not.toContain(LABEL);
    expect(state.comments).toHaveLength(0);
    expect(result.summary).toContain('inside its write roots');
  });

  it('refuses every path when no lease is configured, and says how to configure one', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 3;\n' }, { leases: null });
    const { result, state } = await expectRefused(world, ['services/billing/invoice.ts'], 'no lease applies');
    expect(result.errorLine).toContain('no lease applies');
    expect(result.errorLine).toContain('.github/mergexo.yml');
    expect(state.comments[0]?.body).toContain('write-root-gate:\n  leases:');
    expect(state.check?.summary).toContain('roots:');
  });

  it('adds the workflow input write-roots to the lease', async () => {
    const world = await openPr(gh, {
      'docs/guide.md': '# Guide v2\n',
      'services/billing/tax.ts': 'export const tax = 0;\n',
    });
    const result = await gate(world, 'synchronize', {
      inputs: { 'write-roots': 'docs/\n# a comment\n./tests/{unit,e2e}/**' },
    });
    expect(result.outputs.verdict, result.stdout).toBe('pass');
    expect(JSON.parse(result.outputs.roots ?? '[]')).toEqual([
      'services/billing',
      'tests/billing/**',
      'docs',
      'tests/{unit,e2e}/**',
    ]);
  });

  it('ignores a closed PR', async () => {
    const world = await openPr(gh, { 'docs/guide.md': 'x\n' });
    await world.repo.closePullRequest(world.pr);
    const result = await gate(world, 'closed');
    expect(result.exitCode).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect((await prState(world)).check).toBeUndefined();
  });
});

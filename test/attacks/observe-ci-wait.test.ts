// Observe mode (`enforcement: observe`) on ci-wait: whatever the round finds (failed CI, a conflict, a timeout, a PR
// behind its base that enforcement would update, a green PR it would merge, with the ready mark on), the step
// passes, the outputs carry the outcome, the verdict check is neutral and says what enforcement would have done,
// and nothing else is written: no label, comment, branch update, merge, reviewer or ready-mark change. main.ts runs
// in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import { ciWaitInProcess as ciWait, head, openWorld, prView, pushToMain, useGitHub } from '../ci-wait/world.js';
import { writesBesideChecks } from './support.js';

const gh = useGitHub();

type Setup = (world: Awaited<ReturnType<typeof openWorld>>) => Promise<void>;

const outcomes: [string, Setup, Record<string, string>, string, RegExp][] = [
  [
    'ci_failed',
    async (w) => void w.repo.addCheckRun(await head(w), { name: 'test', conclusion: 'failure' }),
    { 'ready-mark': 'label' },
    'ci_failed',
    /^Would fail: /,
  ],
  [
    'conflict (with on-conflict: update-branch)',
    async (w) => void (await pushToMain(w, 'src/feature.ts', 'export const v = 2;\n')),
    { 'on-conflict': 'update-branch' },
    'conflict',
    /^Would fail: /,
  ],
  [
    'no_checks',
    async () => undefined,
    { 'grace-seconds': '60', 'timeout-seconds': '3600' },
    'no_checks',
    /^Would fail: /,
  ],
  [
    'timeout',
    async (w) => void w.repo.addCheckRun(await head(w), { name: 'build', status: 'in_progress' }),
    { 'timeout-seconds': '60' },
    'timeout',
    /^Would fail: /,
  ],
  [
    'behind, with update-branch and merge',
    async (w) => {
      w.repo.requireUpToDate = true;
      await pushToMain(w, 'docs/other.md', 'unrelated\n');
      w.repo.addCheckRun(await head(w), { name: 'build', conclusion: 'success' });
    },
    { 'on-conflict': 'update-branch', merge: 'merge' },
    'success',
    /^Would pass: /,
  ],
  [
    'green, with merge and the ready mark',
    async (w) => void w.repo.addCheckRun(await head(w), { name: 'build', conclusion: 'success' }),
    { merge: 'squash', 'ready-mark': 'label,draft' },
    'success',
    /^Would pass: /,
  ],
];

describe('observe mode: ci-wait', () => {
  it.each(outcomes)(
    '%s: neutral verdict and summary only, the step passes',
    async (_, setup, inputs, outcome, title) => {
      const world = await openWorld(gh);
      await setup(world);
      const before = await head(world);
      const from = gh.requests.length;
      const result = await ciWait(world, { inputs: { ...inputs, enforcement: 'observe' } });
      expect(result.exitCode, result.stdout).toBe(0);
      expect(result.errorLine).toBeUndefined();
      expect(result.outputs.outcome).toBe(outcome);
      expect(result.summary).toContain('Observe mode');
      expect(writesBesideChecks(gh.requests, from)).toEqual([]);
      const view = await prView(world);
      expect(view.state).toBe('open');
      expect(view.head).toBe(before);
      expect(view.labels).toEqual([]);
      expect(view.comments).toEqual([]);
      expect(view.verdict?.conclusion).toBe('neutral');
      expect(view.verdict?.title).toMatch(title);
      expect(view.verdict?.summary).toContain('Observe mode');
      // Where enforcement would have merged, the verdict says so, and the PR stays open.
      if (inputs.merge) expect(view.verdict?.summary).toContain('enforcement would have merged PR');
    },
  );
});

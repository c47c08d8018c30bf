// One PR's drift plan carried out on a fake GitHub: the plan decided before any write holds the branch taken
// when the update does not happen, GitHub's words reach the comment, and the PR's allowance of max-writes holds.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../../src/core/clock.js';
import type { ShellContext } from '../../../src/core/shell.js';
import { applyPlan, type ApplyContext } from '../../../src/rebase-notify/drift/apply.js';
import { decidePull } from '../../../src/rebase-notify/rules/drift/decide.js';
import { policyOf } from '../../../src/rebase-notify/settings.js';
import type { Drift, DriftResult } from '../../../src/rebase-notify/rules/drift/plan.js';
import { observe } from '../../../src/rebase-notify/rules/drift/observed.js';
import { HeadParts } from '../../../src/rebase-notify/drift/shared-head.js';
import { listOnePull, readComments, type Listed } from '../../../src/rebase-notify/listing.js';
import { stepText } from '../../../src/rebase-notify/messages.js';
import { parseSettings } from '../../../src/rebase-notify/settings.js';
import { Allowance } from '../../../src/rebase-notify/rules/write-budget.js';
import { newWorld, useGitHub, type World } from '../../core/pr/world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();
const quiet = { info: () => undefined, warning: () => undefined, debug: () => undefined };

function settingsOf(inputs: Record<string, string>) {
  return parseSettings((name) => ({ 'github-token': 'x', ...inputs })[name] ?? '');
}

async function listed(world: World, checkName = 'mergexo/rebase'): Promise<Listed> {
  const listing = {
    checkName,
    behindLabel: 'mergexo:behind',
    conflictLabel: 'mergexo:conflict',
    withMergeable: true,
    withChecks: true,
  };
  const pull = (await listOnePull(octokitGitHub(world.client), world.ref, world.pr, listing)) as Listed;
  await readComments(octokitGitHub(world.client), [pull]);
  return pull;
}

function applyContext(world: World, inputs: Record<string, string>, pull: Listed, drift: DriftResult): ApplyContext {
  const ctx: ShellContext = {
    github: octokitGitHub(world.client),
    repo: world.ref,
    log: quiet,
    clock: scaledClock(0.001),
  };
  const settings = settingsOf(inputs);
  const heads = new HeadParts({
    measured: [{ pull, drift }],
    complete: true,
    read: () => Promise.resolve(undefined),
    measure: () => Promise.resolve(drift),
    log: quiet,
  });
  return { ctx, policy: policyOf(settings), heads, ready: settings.ready };
}

/** The drift a run would have measured: `behind` commits behind main, on the PR's evaluated head. */
async function behindBy(world: World, pull: Listed, behind: number): Promise<DriftResult> {
  const drift: Drift = {
    base: 'main',
    baseSha: pull.view.baseSha,
    headSha: pull.view.headSha,
    behind,
    ahead: 1,
    conflict: false,
    missing: [],
  };
  return { known: true, drift };
}

describe('applyPlan', () => {
  it('a head that moved before the update: the plan decided with it for that case, nothing else written', async () => {
    const world = await newWorld(gh);
    await world.wt.checkout('main');
    await world.wt.commit({ 'docs/a.md': 'a\n' }, 'main: a');
    await world.wt.push('main');
    const pull = await listed(world);
    const drift = await behindBy(world, pull, 1);
    const inputs = { urgency: 'helpful', 'update-branch': 'merge' };
    const a = applyContext(world, inputs, pull, drift);
    const plan = decidePull({ drift, base: 'main', observed: observe(pull), policy: a.policy, now: new Date() });
    expect(plan.update).toBe(true);
    // The author pushes while the run looks.
    await world.wt.checkout('feature');
    await world.wt.commit({ 'src/more.ts': 'export const m = 1;\n' }, 'feature: more');
    await world.wt.push('feature');

    const budget = new Allowance(5);
    const applied = await applyPlan(a, pull, plan, drift, budget);
    expect(applied.steps.map(stepText)).toEqual([
      'update skipped: the head moved since it was evaluated',
      'skipped: the PR head moved while this run evaluated it; the next run judges the new head',
    ]);
    expect(applied).toMatchObject({ updated: false, class: 'behind', workflowRefusal: false });
    expect(budget.made).toBe(1);
    expect((await world.repo.pull(world.pr)).comments).toHaveLength(0);
  });

  it("GitHub's refusal reaches the status comment in its own words", async () => {
    const world = await newWorld(gh);
    const pull = await listed(world);
    // This run believes the PR is behind; GitHub finds nothing to merge and refuses.
    const drift = await behindBy(world, pull, 2);
    const a = applyContext(world, { urgency: 'helpful', 'update-branch': 'merge' }, pull, drift);
    const plan = decidePull({ drift, base: 'main', observed: observe(pull), policy: a.policy, now: new Date() });
    const budget = new Allowance(5);
    const applied = await applyPlan(a, pull, plan, drift, budget);
    expect(applied.steps.map(stepText)).toEqual([
      'update failed: There are no new commits on the base branch.',
      'comment created',
    ]);
    expect(budget.made).toBe(2);
    const [comment] = (await world.repo.pull(world.pr)).comments;
    expect(comment?.body).toContain('GitHub refused: There are no new commits on the base branch.');
    expect(comment?.body).not.toContain('Workflows');
  });

  it('a success is written only with room for its write-back: else the PR waits', async () => {
    const world = await newWorld(gh);
    const pull = await listed(world);
    const drift = await behindBy(world, pull, 0);
    const a = applyContext(world, { urgency: 'blocking' }, pull, drift);
    const plan = decidePull({ drift, base: 'main', observed: observe(pull), policy: a.policy, now: new Date() });
    expect(plan.check?.conclusion).toBe('success');

    const tight = await applyPlan(a, pull, plan, drift, new Allowance(1));
    expect(tight).toMatchObject({ deferred: true });
    expect(world.repo.checkRuns(world.head).filter((c) => c.name === 'mergexo/rebase')).toHaveLength(0);

    const budget = new Allowance(2);
    const roomy = await applyPlan(a, pull, plan, drift, budget);
    expect(roomy.steps.map(stepText)).toEqual(['check success']);
    expect(budget.made).toBe(1);
    expect(world.repo.checkRuns(world.head).filter((c) => c.name === 'mergexo/rebase')).toMatchObject([
      { conclusion: 'success', output: { title: 'Up to date with main' } },
    ]);
  });
});

// The demo's acts on repositories of their own (scripts/demo-story.ts plays them in its order): day one on
// acme/tools (observe, then enforce), collisions between PRs on acme/ledger, the ready mark on acme/gadgets.
import { type Event, type Stage } from './demo-stage.js';

/** Day one on acme/tools: observe mode reports what mergexo would do, then the repository enforces. */
export async function dayOne(stage: Stage): Promise<void> {
  const { gh, out, section, scene, showEvent, run, timeline, prEvents, openPull } = stage;
  section('day one: observe mode reports what mergexo would do, then the repository switches to enforce');
  const tools = await gh.createRepo('acme/tools', { defaultBranch: 'main' });
  tools.setRole('maya', 'maintain');
  const toolsMaya = await tools.clone('maya');
  await toolsMaya.commit(
    {
      '.github/mergexo.yml': [
        'version: 1',
        'write-root-gate:',
        '  leases:',
        '    - name: lint-agent',
        '      match: { branch: agent-6/** }',
        '      roots: [src/lint]',
        '',
      ].join('\n'),
      'src/lint/rules.ts': 'export const rules = [];\n',
      'src/release.ts': 'export const channel = "stable";\n',
    },
    'base: mergexo init, the lease first',
  );
  await toolsMaya.push('main');
  const OBSERVE = { enforcement: 'observe' } as const;
  let ev: Event;
  const agent6 = await tools.clone('agent-6');
  await agent6.checkout('agent-6/lint', { create: true, from: 'main' });
  await agent6.commit(
    {
      'src/lint/rules.ts': 'export const rules = ["no-any"];\n',
      'src/release.ts': 'export const channel = "beta";\n',
    },
    'lint: no-any (and a release tweak)',
  );
  await agent6.push('agent-6/lint');
  const pr6 = await openPull(tools, 'agent-6/lint', 'agent-6', 'Forbid any');
  const pr6Event = prEvents(tools, pr6);
  tools.enableAutoMerge(pr6, 'agent-6');

  scene('observe mode: agent-6 opens a PR that also writes outside its lease; the checks say so, nothing else');
  ev = pr6Event('opened');
  showEvent(ev, `agent-6 opened #${pr6} from agent-6/lint (auto-merge on); the workflow has enforcement: observe`);
  await run(tools, 'history-guard', ev, ['verdict', 'transition'], { inputs: OBSERVE });
  await run(tools, 'write-root-gate', ev, ['verdict', 'violations'], { inputs: OBSERVE });
  out(`  auto-merge: ${(await tools.pull(pr6)).autoMerge ? 'on (untouched)' : 'off'}`);
  await timeline(tools, pr6);

  scene('observe mode: agent-6 rebases and force-pushes; history-guard would block, and blocks nothing');
  await agent6.git('commit', '--amend', '-m', 'lint: no-any');
  await agent6.push('agent-6/lint', { force: true });
  ev = pr6Event('synchronize');
  showEvent(ev, 'agent-6 force-pushed agent-6/lint');
  await run(tools, 'history-guard', ev, ['verdict', 'transition'], { inputs: OBSERVE });
  await timeline(tools, pr6);

  // GitHub records a force-push to the second: the switch is the next whole second, and the rewrite after it
  // waits for that second, so that one is before enforced-since and the other is not.
  const switchAt = Math.floor(Date.now() / 1000) * 1000 + 1000;
  const ENFORCE = {
    enforcement: 'enforce',
    'enforced-since': new Date(switchAt).toISOString().replace('.000Z', 'Z'),
  };
  scene(`maya switches to enforce, enforced-since: ${ENFORCE['enforced-since']}; agent-6 pushes a commit on top`);
  out('  (the week of observing is over: the reports showed what enforcement would stop)');
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, switchAt - Date.now())));
  await agent6.commit({ 'src/lint/rules.ts': 'export const rules = ["no-any", "eqeqeq"];\n' }, 'lint: eqeqeq');
  await agent6.push('agent-6/lint');
  ev = pr6Event('synchronize');
  showEvent(ev, 'agent-6 pushed agent-6/lint; the workflow now has enforcement: enforce');
  await run(tools, 'history-guard', ev, ['verdict', 'transition'], { inputs: ENFORCE });
  await run(tools, 'write-root-gate', ev, ['verdict', 'violations'], { inputs: ENFORCE });
  out(`  auto-merge: ${(await tools.pull(pr6)).autoMerge ? 'on' : 'off (disabled by mergexo)'}`);
  await timeline(tools, pr6);

  scene('enforce: agent-6 force-pushes again, after enforced-since: blocked');
  await agent6.git('commit', '--amend', '-m', 'lint: eqeqeq (amended)');
  await agent6.push('agent-6/lint', { force: true });
  ev = pr6Event('synchronize');
  showEvent(ev, 'agent-6 force-pushed agent-6/lint');
  await run(tools, 'history-guard', ev, ['verdict', 'transition'], { inputs: ENFORCE });
  await timeline(tools, pr6);
}

/** Collisions on acme/ledger: two open PRs claim the same allocated name; the first claim holds. */
export async function collisions(stage: Stage): Promise<void> {
  const { gh, section, scene, showEvent, run, timeline, prEvents, openPull } = stage;
  let ev: Event;
  section('rebase-notify: two open PRs must not claim the same allocated name (allocated-names: migrations/*_*.sql)');
  const COLLISIONS = { 'allocated-names': 'migrations/*_*.sql' };
  const ledger = await gh.createRepo('acme/ledger', { defaultBranch: 'main' });
  ledger.setRole('maya', 'maintain');
  const ledgerMaya = await ledger.clone('maya');
  await ledgerMaya.commit({ 'migrations/0041_accounts.sql': 'create table accounts ();\n' }, 'base: accounts');
  await ledgerMaya.push('main');
  const agent1 = await ledger.clone('agent-1');
  await agent1.checkout('agent-1/users', { create: true, from: 'main' });
  await agent1.commit({ 'migrations/0042_users.sql': 'create table users ();\n' }, 'users table');
  await agent1.push('agent-1/users');
  const users = await openPull(ledger, 'agent-1/users', 'agent-1', 'Add the users table');
  const agent2 = await ledger.clone('agent-2');
  await agent2.checkout('agent-2/orders', { create: true, from: 'main' });
  await agent2.commit({ 'migrations/0042_orders.sql': 'create table orders ();\n' }, 'orders table');
  await agent2.push('agent-2/orders');
  const orders = await openPull(ledger, 'agent-2/orders', 'agent-2', 'Add the orders table');
  const ordersEvent = prEvents(ledger, orders);

  scene(
    `agent-1 (#${users}) and agent-2 (#${orders}) each add migration 0042: the first claim holds, #${orders} fails`,
  );
  ev = ordersEvent('opened');
  showEvent(ev, `agent-2 opened #${orders} from agent-2/orders, while #${users} is open`);
  await run(ledger, 'rebase-notify', ev, ['colliding'], { inputs: COLLISIONS });
  await timeline(ledger, users);
  await timeline(ledger, orders);

  scene('agent-2 renames its migration to 0043: its check passes, its comment is deleted');
  await agent2.git('mv', 'migrations/0042_orders.sql', 'migrations/0043_orders.sql');
  await agent2.git('commit', '-q', '-m', 'orders: take the next number');
  await agent2.push('agent-2/orders');
  ev = ordersEvent('synchronize');
  showEvent(ev, 'agent-2 pushed agent-2/orders');
  await run(ledger, 'rebase-notify', ev, ['colliding'], { inputs: COLLISIONS });
  await timeline(ledger, users);
  await timeline(ledger, orders);
}

/** The ready mark on acme/gadgets: reviewers get only PRs that can land. */
export async function readyMark(stage: Stage): Promise<void> {
  const { section, scene, showEvent, run, timeline, prEvents, pushEvent, repoWithOnePull } = stage;
  let ev: Event;
  section('ci-wait: reviewers get only PRs that can land (ready-mark: label, reviewers · ready-reviewers: maya)');
  const READY = { 'ready-mark': 'label, reviewers', 'ready-reviewers': 'maya' };
  const CI_WAIT_READY = { 'max-attempts': 3, 'interval-seconds': 60, ...READY };
  const ready = await repoWithOnePull('acme/gadgets', 'agent-4');
  const readyEvent = prEvents(ready.repo, ready.pr);

  scene('agent-4 opens a PR; CI is green and it is mergeable: marked mergexo:ready, maya asked to review');
  ready.repo.addCheckRun(ready.repo.headSha(ready.repo.getPull(ready.pr)), {
    name: 'build',
    conclusion: 'success',
    app: 'github-actions',
  });
  ev = readyEvent('opened');
  showEvent(ev, `agent-4 opened #${ready.pr} from agent-4/feature`);
  await run(ready.repo, 'ci-wait', ev, ['outcome', 'ready'], { inputs: CI_WAIT_READY, job: 'ci-wait' });
  await timeline(ready.repo, ready.pr);

  scene('agent-4 pushes and its CI fails: the mark is taken back first, before ci-wait waits for the new head');
  await ready.agentWt.commit({ 'src/feature.ts': 'export const feature = 1;\n' }, 'feature: a number');
  await ready.agentWt.push('agent-4/feature');
  ready.repo.addCheckRun(ready.repo.headSha(ready.repo.getPull(ready.pr)), {
    name: 'build',
    conclusion: 'failure',
    app: 'github-actions',
    title: 'type error',
  });
  ev = readyEvent('synchronize');
  showEvent(ev, 'agent-4 pushed agent-4/feature');
  await run(ready.repo, 'ci-wait', ev, ['outcome', 'ready'], { inputs: CI_WAIT_READY, job: 'ci-wait' });
  await timeline(ready.repo, ready.pr);

  scene('agent-4 pushes a fix, CI is green again: marked again, maya asked again');
  await ready.agentWt.commit({ 'src/feature.ts': 'export const feature = 2;\n' }, 'feature: fix the type');
  await ready.agentWt.push('agent-4/feature');
  ready.repo.addCheckRun(ready.repo.headSha(ready.repo.getPull(ready.pr)), {
    name: 'build',
    conclusion: 'success',
    app: 'github-actions',
  });
  ev = readyEvent('synchronize');
  showEvent(ev, 'agent-4 pushed agent-4/feature');
  await run(ready.repo, 'ci-wait', ev, ['outcome', 'ready'], { inputs: CI_WAIT_READY, job: 'ci-wait' });
  await timeline(ready.repo, ready.pr);

  scene('maya pushes to the same line on main, the PR now conflicts: rebase-notify takes the mark back');
  const before = ready.repo.branchSha('main') ?? '';
  await ready.maya.pull('main');
  await ready.maya.commit({ 'src/feature.ts': 'export const feature = false;\n' }, 'feature: off for now');
  await ready.maya.push('main');
  ev = pushEvent(ready.repo, before, 'maya');
  showEvent(ev, 'maya pushed 1 commit to main (no PR event reaches ci-wait)');
  await run(ready.repo, 'rebase-notify', ev, ['conflicting'], { inputs: READY });
  await timeline(ready.repo, ready.pr);
}

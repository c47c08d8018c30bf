// The story `npm run demo` plays (scripts/demo.ts): every outcome a mergexo user meets, one short scene each, on the
// embedded fake GitHub (scripts/demo-stage.ts). Every push is a real git push; each run goes through `io.run`.
import { collisions, dayOne, readyMark } from './demo-acts.js';
import { BOT, TOKEN, openStage, type DemoIO, type Event } from './demo-stage.js';

export { type DemoIO } from './demo-stage.js';

const CI_WAIT = { 'max-attempts': 3, merge: 'squash', 'interval-seconds': 60 } as const;

/** Plays every scene through `io`, then prints the ledger of mergexo's comments. */
export async function playDemo(io: DemoIO): Promise<void> {
  const stage = await openStage(io);
  const { gh, out, bold, section, scene, showEvent, run, timeline, prEvents, pushEvent, ciCompleted } = stage;
  const { openPull, mergeConflicted, repoWithOnePull, printLedger } = stage;
  try {
    gh.addToken(TOKEN, {
      login: BOT,
      type: 'Bot',
      app: 'github-actions',
      permissions: {
        checks: 'write',
        'pull-requests': 'write',
        issues: 'write',
        contents: 'write',
        statuses: 'read',
        metadata: 'read',
      },
    });
    const repo = await gh.createRepo('acme/widgets', { defaultBranch: 'main' });
    repo.setRole('maya', 'maintain');
    const maya = await repo.clone('maya');
    await maya.commit(
      {
        '.github/mergexo.yml': [
          'version: 1',
          'write-root-gate:',
          '  leases:',
          '    - name: parser-agent',
          '      match: { branch: agent-7/** }',
          '      roots: [src/parser, tests/parser]',
          '    - name: cli-agent',
          '      match: { branch: agent-8/** }',
          '      roots: [src/cli, tests/cli]',
          '',
        ].join('\n'),
        'src/parser/index.ts': 'export const parse = (s: string) => s;\n',
        'src/cli/main.ts': 'export const exitCode = 0;\n',
        'src/billing/invoice.ts': 'export const invoice = 1;\n',
      },
      'base: leases for the parser and cli agents',
    );
    await maya.push('main');
    out(bold('mergexo demo'));
    out('acme/tools adopts mergexo: observe mode first (enforcement: observe), then enforce, with enforced-since');
    out('set at the switch. acme/widgets runs every action: history-guard, write-root-gate, ci-wait (merge: squash,');
    out('max-attempts: 3, interval-seconds: 60) and rebase-notify (urgency: helpful, the default). acme/gizmos and');
    out('acme/sprockets run rebase-notify with urgency fyi and blocking. Each run is the built bundle, started as the');
    out('Actions runner does.');

    await dayOne(stage);

    let ev: Event;
    // ---- history-guard ----------------------------------------------------------------------------------------
    const agent7 = await repo.clone('agent-7');
    await agent7.checkout('agent-7/parser', { create: true, from: 'main' });
    await agent7.commit({ 'src/parser/index.ts': 'export const parse = (s: string) => s.trim();\n' }, 'parser: trim');
    await agent7.push('agent-7/parser');
    const pr1 = await openPull(repo, 'agent-7/parser', 'agent-7', 'Trim parser input');
    const pr1Event = prEvents(repo, pr1);

    section('history-guard: pull request history is append-only');
    scene('agent-7 opens a PR: its first head is accepted, and the PR is inside its lease');
    ev = pr1Event('opened');
    showEvent(ev, `agent-7 opened #${pr1} from agent-7/parser`);
    await run(repo, 'history-guard', ev, ['verdict', 'transition']);
    await run(repo, 'write-root-gate', ev, ['verdict']);
    await timeline(repo, pr1);

    scene('agent-7 amends its commit and force-pushes: blocked');
    await agent7.git('commit', '--amend', '-m', 'parser: trim (amended)');
    await agent7.push('agent-7/parser', { force: true });
    ev = pr1Event('synchronize');
    showEvent(ev, 'agent-7 force-pushed agent-7/parser');
    await run(repo, 'history-guard', ev, ['verdict', 'transition']);
    await timeline(repo, pr1);

    scene('maya (maintain) reviews the rewrite and accepts it from the operator workflow: unblocked');
    const inputs = { mode: 'unblock', 'pull-request': String(pr1), 'accept-head': repo.headSha(repo.getPull(pr1)) };
    ev = {
      name: 'workflow_dispatch',
      payload: gh.events.workflowDispatch(repo, {
        inputs,
        ref: 'refs/heads/main',
        sender: 'maya',
        workflow: '.github/workflows/mergexo-operator.yml',
      }),
    };
    showEvent(ev, `maya ran mergexo-operator.yml with mode=unblock pull-request=${pr1} accept-head=<the new head>`);
    await run(repo, 'history-guard', ev, ['verdict'], { inputs, actor: 'maya', ref: 'refs/heads/main' });
    await timeline(repo, pr1);

    // ---- write-root-gate --------------------------------------------------------------------------------------
    section('write-root-gate: a PR only writes inside its leased roots');
    scene('agent-7 also edits src/billing/invoice.ts, outside its lease: quarantined, auto-merge off');
    await agent7.commit({ 'src/billing/invoice.ts': 'export const invoice = 2;\n' }, 'billing: tweak');
    await agent7.push('agent-7/parser');
    repo.enableAutoMerge(pr1, 'agent-7');
    ev = pr1Event('synchronize');
    showEvent(ev, 'agent-7 pushed agent-7/parser (auto-merge on)');
    await run(repo, 'write-root-gate', ev, ['verdict', 'violations']);
    out(`  auto-merge: ${(await repo.pull(pr1)).autoMerge ? 'on' : 'off (disabled by mergexo)'}`);
    await timeline(repo, pr1);

    scene('agent-7 reverts the escape: back inside the roots, the label goes');
    await agent7.git('revert', '--no-edit', 'HEAD');
    await agent7.push('agent-7/parser');
    ev = pr1Event('synchronize');
    showEvent(ev, 'agent-7 pushed agent-7/parser');
    const revertPush = ev;
    await run(repo, 'write-root-gate', ev, ['verdict']);
    await timeline(repo, pr1);

    // ---- ci-wait ------------------------------------------------------------------------------------------------
    section('ci-wait: every CI and mergeability outcome reaches the author');
    scene("CI fails on the PR's head: ci_failed, the failure quoted");
    const head1 = repo.headSha(repo.getPull(pr1));
    repo.addCheckRun(head1, { name: 'build', conclusion: 'success', app: 'github-actions' });
    repo.addCheckRun(head1, {
      name: 'unit tests',
      conclusion: 'failure',
      app: 'github-actions',
      title: '1 test failed',
      summary: 'parser › trims tabs: expected "a" to be "a\\t"',
    });
    ev = revertPush;
    showEvent(ev, "agent-7's revert, the same push; ci-wait polls until CI is done");
    await run(repo, 'ci-wait', ev, ['outcome', 'attempt'], { inputs: CI_WAIT, job: 'ci-wait' });
    await timeline(repo, pr1);

    scene('the failed job is re-run and passes: ci-wait merges the PR (merge: squash)');
    repo.addCheckRun(head1, { name: 'unit tests', conclusion: 'success', app: 'github-actions' });
    ev = ciCompleted(repo, head1, 'agent-7/parser', 'success');
    showEvent(ev, `workflow CI completed (success) on ${head1.slice(0, 7)}`);
    await run(repo, 'ci-wait', ev, ['outcome'], { inputs: CI_WAIT, job: 'ci-wait' });
    await timeline(repo, pr1);

    const agent8 = await repo.clone('agent-8');
    await agent8.checkout('agent-8/cli', { create: true, from: 'main' });
    await agent8.commit({ 'src/cli/main.ts': 'export const exitCode = 1;\n' }, 'cli: exit 1 on bad input');
    await agent8.push('agent-8/cli');
    const pr2 = await openPull(repo, 'agent-8/cli', 'agent-8', 'Fail on bad input');
    const pr2Event = prEvents(repo, pr2);
    scene(`agent-8 opens #${pr2}; then maya pushes a hotfix to the same line on main`);
    ev = pr2Event('opened');
    showEvent(ev, `agent-8 opened #${pr2} from agent-8/cli`);
    await run(repo, 'history-guard', ev, ['verdict']);
    await run(repo, 'write-root-gate', ev, ['verdict']);
    let before = repo.branchSha('main') ?? '';
    await maya.pull('main');
    await maya.commit({ 'src/cli/main.ts': 'export const exitCode = 2;\n' }, 'cli: hotfix exit code');
    await maya.push('main');
    ev = pushEvent(repo, before, 'maya');
    showEvent(ev, 'maya pushed 1 commit to main');
    await run(repo, 'rebase-notify', ev, ['behind', 'conflicting']);
    await timeline(repo, pr2);

    scene("CI passes on agent-8's head, but the PR conflicts with main: conflict, failed round 1 of 3");
    const head2 = repo.headSha(repo.getPull(pr2));
    repo.addCheckRun(head2, { name: 'build', conclusion: 'success', app: 'github-actions' });
    repo.addCheckRun(head2, { name: 'unit tests', conclusion: 'success', app: 'github-actions' });
    ev = ciCompleted(repo, head2, 'agent-8/cli', 'success');
    showEvent(ev, `workflow CI completed (success) on ${head2.slice(0, 7)}`);
    await run(repo, 'ci-wait', ev, ['outcome', 'attempt'], { inputs: CI_WAIT, job: 'ci-wait' });
    await timeline(repo, pr2);

    scene('agent-8 merges main in and resolves the conflict; its CI hangs: timeout, round 2 of 3');
    await mergeConflicted(agent8, { 'src/cli/main.ts': 'export const exitCode = 2;\n' }, 'merge main into agent-8/cli');
    await agent8.push('agent-8/cli');
    const head2b = repo.headSha(repo.getPull(pr2));
    repo.addCheckRun(head2b, { name: 'build', conclusion: 'success', app: 'github-actions' });
    repo.addCheckRun(head2b, { name: 'unit tests', status: 'in_progress', app: 'github-actions' });
    ev = pr2Event('synchronize');
    showEvent(ev, 'agent-8 pushed agent-8/cli; ci-wait polls for timeout-seconds (600)');
    await run(repo, 'history-guard', ev, ['verdict', 'transition']);
    await run(repo, 'ci-wait', ev, ['outcome', 'attempt'], { inputs: CI_WAIT, job: 'ci-wait' });
    await timeline(repo, pr2);

    scene('the hung job finally fails: round 3 of 3, the PR is handed to a human (mergexo:needs-human)');
    repo.addCheckRun(head2b, { name: 'unit tests', conclusion: 'failure', app: 'github-actions', title: 'cancelled' });
    ev = ciCompleted(repo, head2b, 'agent-8/cli', 'failure');
    showEvent(ev, `workflow CI completed (failure) on ${head2b.slice(0, 7)}`);
    await run(repo, 'ci-wait', ev, ['outcome', 'attempt'], { inputs: CI_WAIT, job: 'ci-wait' });
    await timeline(repo, pr2);

    scene('agent-8 pushes a fix: ci-wait leaves the PR on hold until a human removes the label (needs_human)');
    await agent8.commit({ 'tests/cli/main.test.ts': 'test("exit", () => {});\n' }, 'cli: test');
    await agent8.push('agent-8/cli');
    const head2c = repo.headSha(repo.getPull(pr2));
    repo.addCheckRun(head2c, { name: 'build', conclusion: 'success', app: 'github-actions' });
    repo.addCheckRun(head2c, { name: 'unit tests', conclusion: 'success', app: 'github-actions' });
    ev = pr2Event('synchronize');
    showEvent(ev, 'agent-8 pushed agent-8/cli');
    await run(repo, 'ci-wait', ev, ['outcome'], { inputs: CI_WAIT, job: 'ci-wait' });
    await timeline(repo, pr2);

    // ---- rebase-notify ----------------------------------------------------------------------------------------
    section('rebase-notify: the base moved, each PR behind it is told at the urgency the repository chose');
    scene("urgency helpful (acme/widgets): maya pushes to main; the PR's one notice now names what it misses");
    before = repo.branchSha('main') ?? '';
    await maya.pull('main');
    await maya.commit({ 'docs/changelog.md': '# Changelog\n' }, 'docs: start a changelog');
    await maya.commit({ 'src/billing/tax.ts': 'export const tax = 0.2;\n' }, 'billing: tax rate');
    await maya.push('main');
    ev = pushEvent(repo, before, 'maya');
    showEvent(ev, 'maya pushed 2 commits to main');
    await run(repo, 'rebase-notify', ev, ['behind', 'notified']);
    await timeline(repo, pr2);

    scene('urgency fyi (acme/gizmos): the PR behind gets a label, no comment');
    const fyi = await repoWithOnePull('acme/gizmos', 'agent-3');
    before = fyi.repo.branchSha('main') ?? '';
    await fyi.maya.commit({ 'src/app.ts': 'export const app = 2;\n' }, 'app: bump');
    await fyi.maya.push('main');
    ev = pushEvent(fyi.repo, before, 'maya');
    showEvent(ev, 'maya pushed 1 commit to main');
    await run(fyi.repo, 'rebase-notify', ev, ['behind', 'notified'], { inputs: { urgency: 'fyi' } });
    await timeline(fyi.repo, fyi.pr);

    scene('urgency blocking (acme/sprockets): the required check mergexo/rebase fails while the PR is behind');
    const blocking = await repoWithOnePull('acme/sprockets', 'agent-5');
    const blockingEvent = prEvents(blocking.repo, blocking.pr);
    before = blocking.repo.branchSha('main') ?? '';
    await blocking.maya.commit({ 'src/app.ts': 'export const app = 3;\n' }, 'app: bump');
    await blocking.maya.push('main');
    ev = pushEvent(blocking.repo, before, 'maya');
    showEvent(ev, 'maya pushed 1 commit to main');
    await run(blocking.repo, 'rebase-notify', ev, ['behind', 'notified'], { inputs: { urgency: 'blocking' } });
    await timeline(blocking.repo, blocking.pr);

    scene('agent-5 merges main in: the new head is up to date, mergexo/rebase passes');
    await blocking.agentWt.git('fetch', '-q', 'origin');
    await blocking.agentWt.git('merge', '-q', '-m', 'merge main into agent-5/feature', 'origin/main');
    await blocking.agentWt.push('agent-5/feature');
    ev = blockingEvent('synchronize');
    showEvent(ev, 'agent-5 pushed agent-5/feature');
    await run(blocking.repo, 'rebase-notify', ev, ['behind', 'notified'], { inputs: { urgency: 'blocking' } });
    await timeline(blocking.repo, blocking.pr);

    await collisions(stage);
    await readyMark(stage);

    // ---- the comment count --------------------------------------------------------------------------------------
    section("mergexo's comments per PR over the whole lifecycle");
    printLedger();
  } finally {
    await gh.stop();
  }
}

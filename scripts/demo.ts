// `npm run demo`: the four mergexo actions on the embedded fake GitHub, as a person sees them on
// the pull request. Every action run is the built dist/ bundle, started the way the Actions
// runner starts it; every push is a real git push.
import { FakeGitHub } from '../fake-github/index.js';
import type { FakeRepo } from '../fake-github/repo.js';
import { runAction, type RunActionOptions, type RunActionResult } from '../test/support/run-action.js';

const TOKEN = 'ghs_demo_token';
const bold = (s: string) => `\x1b[1m${s}\x1b[0m`;
const dim = (s: string) => `\x1b[2m${s}\x1b[0m`;
const stripMarker = (body: string) => body.replace(/^<!-- mergexo:v1 .*? -->\n?/, '');
const started = performance.now();

const gh = await FakeGitHub.start();
const printed = new Map<number, string>();

function section(title: string): void {
  console.log(`\n${bold(`━━ ${title}`)}`);
}

function step(title: string): void {
  console.log(`\n${bold(`▶ ${title}`)}`);
}

/** The PR as its author sees it now: head, labels, mergexo's checks, and new or edited comments. */
async function timeline(repo: FakeRepo, pr: number, { brief = false } = {}): Promise<void> {
  const view = await repo.pull(pr);
  console.log(`  head ${view.headSha.slice(0, 7)} · labels [${view.labels.join(', ')}]`);
  const latest = new Map<string, { conclusion: string | null; title: string | null }>();
  for (const c of repo.checkRuns(view.headSha).sort((a, b) => a.id - b.id)) {
    if (c.name.startsWith('mergexo/')) latest.set(c.name, { conclusion: c.conclusion, title: c.output.title });
  }
  for (const [name, c] of latest)
    console.log(`  check ${name}: ${c.conclusion === 'success' ? '✅' : '❌'} ${c.title ?? ''}`);
  for (const c of view.comments) {
    const before = printed.get(c.id);
    if (before === c.body) continue;
    printed.set(c.id, c.body);
    const text = stripMarker(c.body);
    const label = `  💬 ${c.user.login}${before === undefined ? '' : ' (edited)'}`;
    if (brief || text.startsWith('**mergexo/history-guard**')) {
      console.log(dim(`${label}: ${text.split('\n')[0]}`));
    } else {
      console.log(`${label}:`);
      console.log(text.replace(/^/gm, '     │ '));
    }
  }
}

function said(r: RunActionResult, ...names: string[]): string {
  const outs = names.map((n) => `${n}=${r.outputs[n] ?? ''}`).join(' ');
  return `  exit ${r.exitCode} · ${outs}${r.exitCode === 0 ? '' : `\n  step error: ${r.errorLine ?? ''}`}`;
}

function run(
  repo: FakeRepo,
  options: Omit<RunActionOptions, 'token' | 'apiUrl' | 'repository'>,
): Promise<RunActionResult> {
  return runAction({ token: TOKEN, apiUrl: gh.apiUrl, repository: repo.fullName, ...options });
}

try {
  gh.addToken(TOKEN, {
    login: 'github-actions[bot]',
    type: 'Bot',
    app: 'github-actions',
    permissions: { checks: 'write', 'pull-requests': 'write', contents: 'write', statuses: 'read', metadata: 'read' },
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
        '',
      ].join('\n'),
      'src/parser/index.ts': 'export const parse = (s: string) => s;\n',
      'src/billing/invoice.ts': 'export const invoice = 1;\n',
    },
    'base: lease for the parser agent',
  );
  await maya.push('main');

  const agent = await repo.clone('agent-7');
  await agent.checkout('agent-7/parser', { create: true, from: 'main' });
  await agent.commit({ 'src/parser/index.ts': 'export const parse = (s: string) => s.trim();\n' }, 'parser: trim');
  await agent.push('agent-7/parser');
  const pr = (await repo.openPullRequest({ head: 'agent-7/parser', author: 'agent-7', title: 'Trim parser input' }))
    .number;
  let lastHead = (await repo.pull(pr)).headSha;
  const prEvent = async (action: string) => {
    const head = (await repo.pull(pr)).headSha;
    const payload = gh.events.pullRequest(
      repo,
      pr,
      action,
      action === 'synchronize' ? { before: lastHead, after: head } : {},
    );
    lastHead = head;
    return { name: 'pull_request', payload };
  };

  section('history-guard: pull request history is append-only');
  step('agent-7 opens PR #1; its first head is accepted');
  console.log(
    said(await run(repo, { action: 'history-guard', event: await prEvent('opened') }), 'verdict', 'transition'),
  );
  await timeline(repo, pr);

  step('agent-7 pushes a commit on top: accepted');
  await agent.commit({ 'tests/parser/index.test.ts': 'test("trim", () => {});\n' }, 'parser: test');
  await agent.push('agent-7/parser');
  console.log(
    said(await run(repo, { action: 'history-guard', event: await prEvent('synchronize') }), 'verdict', 'transition'),
  );
  await timeline(repo, pr);

  step('agent-7 amends that commit and force-pushes: blocked');
  await agent.git('commit', '--amend', '-m', 'parser: tests (squashed)');
  await agent.push('agent-7/parser', { force: true });
  console.log(
    said(await run(repo, { action: 'history-guard', event: await prEvent('synchronize') }), 'verdict', 'transition'),
  );
  await timeline(repo, pr);

  step('maya (maintain) reviews the rewrite and accepts it from the operator workflow');
  const inputs = { mode: 'unblock', 'pull-request': String(pr), 'accept-head': (await repo.pull(pr)).headSha };
  const unblocked = await run(repo, {
    action: 'history-guard',
    event: { name: 'workflow_dispatch', payload: gh.events.workflowDispatch(repo, { inputs, ref: 'refs/heads/main' }) },
    inputs,
    actor: 'maya',
    ref: 'refs/heads/main',
  });
  console.log(said(unblocked, 'verdict'));
  await timeline(repo, pr);

  section('write-root-gate: a PR only writes inside its leased roots');
  step('agent-7 also edits src/billing/invoice.ts, outside its lease: refused and quarantined');
  await agent.commit({ 'src/billing/invoice.ts': 'export const invoice = 2;\n' }, 'billing: tweak');
  await agent.push('agent-7/parser');
  repo.enableAutoMerge(pr, 'agent-7');
  console.log(
    said(await run(repo, { action: 'write-root-gate', event: await prEvent('synchronize') }), 'verdict', 'violations'),
  );
  console.log(`  auto-merge: ${(await repo.pull(pr)).autoMerge ? 'on' : 'off (disabled by mergexo)'}`);
  await timeline(repo, pr);

  step('agent-7 reverts the escape: back in bounds, the label goes');
  await agent.git('revert', '--no-edit', 'HEAD');
  await agent.push('agent-7/parser');
  console.log(said(await run(repo, { action: 'write-root-gate', event: await prEvent('synchronize') }), 'verdict'));
  await timeline(repo, pr, { brief: true });

  section('ci-wait: every CI outcome reaches the author');
  const head = (await repo.pull(pr)).headSha;
  repo.addCheckRun(head, { name: 'build', conclusion: 'success', app: 'ci' });
  repo.addCheckRun(head, {
    name: 'unit tests',
    conclusion: 'failure',
    app: 'ci',
    title: '1 test failed',
    summary: 'parser › trims tabs: expected "a" to be "a\\t"',
  });
  step('CI finishes with a failing check: ci_failed, with the failure quoted');
  console.log(
    said(await run(repo, { action: 'ci-wait', event: await prEvent('synchronize'), job: 'ci-wait' }), 'outcome'),
  );
  await timeline(repo, pr);

  step('the check is re-run and passes: success, the ci-failed label goes');
  repo.addCheckRun(head, { name: 'unit tests', conclusion: 'success', app: 'ci' });
  console.log(
    said(await run(repo, { action: 'ci-wait', event: await prEvent('synchronize'), job: 'ci-wait' }), 'outcome'),
  );
  await timeline(repo, pr, { brief: true });

  section('rebase-notify: the base moved, the PR is told');
  step('maya merges other work to main; rebase-notify runs on the push');
  const before = repo.branchSha('main') as string;
  await maya.commit({ 'docs/changelog.md': '# Changelog\n' }, 'docs: start a changelog');
  await maya.commit({ 'src/billing/tax.ts': 'export const tax = 0.2;\n' }, 'billing: tax rate');
  await maya.push('main');
  const push = gh.events.push(repo, { ref: 'refs/heads/main', before, after: repo.branchSha('main') as string });
  console.log(
    said(await run(repo, { action: 'rebase-notify', event: { name: 'push', payload: push } }), 'behind', 'notified'),
  );
  await timeline(repo, pr);

  const c = gh.counts();
  console.log(
    `\n${bold('Done')} in ${((performance.now() - started) / 1000).toFixed(1)} s. The fake GitHub answered ` +
      `${c.reads} reads and ${c.writes} writes (${c.notModified} conditional reads answered 304).`,
  );
} finally {
  await gh.stop();
}

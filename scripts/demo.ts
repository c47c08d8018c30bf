// `npm run demo`: history-guard against the embedded fake GitHub, as a person would see it.
// An append-only push is accepted, a force-push is blocked (its comment printed), and a
// maintainer unblocks the PR. Every action run is the built dist/ bundle, started the way the
// Actions runner starts it.
import { FakeGitHub } from '../fake-github/index.js';
import type { FakeRepo } from '../fake-github/repo.js';
import { runAction, type RunActionResult } from '../test/support/run-action.js';

const TOKEN = 'ghs_demo_token';
const bold = (s: string) => `\x1b[1m${s}\x1b[0m`;
const dim = (s: string) => `\x1b[2m${s}\x1b[0m`;
const stripMarkers = (body: string) => body.replace(/<!-- mergexo:v1 .*? -->\n?/gs, '');

function step(title: string): void {
  console.log(`\n${bold(`▶ ${title}`)}`);
}

async function timeline(repo: FakeRepo, pr: number, printed: Set<number>): Promise<void> {
  const view = await repo.pull(pr);
  const check = repo
    .checkRuns(view.headSha)
    .filter((c) => c.name === 'mergexo/history-guard')
    .sort((a, b) => b.id - a.id)[0];
  console.log(`  head ${view.headSha.slice(0, 7)} · labels [${view.labels.join(', ')}]`);
  if (check)
    console.log(`  check mergexo/history-guard: ${check.conclusion === 'success' ? '✅' : '❌'} ${check.output.title}`);
  for (const c of view.comments) {
    if (printed.has(c.id) && !c.body.includes('"kind":"block"')) continue;
    const edited = printed.has(c.id) ? ' (edited)' : '';
    printed.add(c.id);
    if (c.body.includes('"kind":"state"')) {
      console.log(dim(`  💬 ${c.user.login}${edited}: ${stripMarkers(c.body).split('\n')[0]}`));
    } else if (!edited || c.body.includes('unblocked')) {
      console.log(`  💬 ${c.user.login}${edited}:`);
      console.log(stripMarkers(c.body).replace(/^/gm, '     │ '));
    }
  }
}

function verdict(r: RunActionResult): string {
  return `exit ${r.exitCode} · verdict=${r.outputs.verdict} transition=${r.outputs.transition ?? ''}`;
}

const gh = await FakeGitHub.start();
try {
  gh.addToken(TOKEN, {
    login: 'github-actions[bot]',
    type: 'Bot',
    permissions: { checks: 'write', 'pull-requests': 'write', contents: 'write', metadata: 'read' },
  });
  const repo = await gh.createRepo('acme/widgets', { defaultBranch: 'main' });
  repo.setRole('maya', 'maintain');
  const agent = await repo.clone('agent-7');
  const printed = new Set<number>();
  let lastHead = '';
  const guard = async (action: string) => {
    const head = (await repo.pull(pr)).headSha;
    const extra = action === 'synchronize' ? { before: lastHead, after: head } : {};
    lastHead = head;
    return runAction({
      action: 'history-guard',
      event: { name: 'pull_request', payload: gh.events.pullRequest(repo, pr, action, extra) },
      token: TOKEN,
      apiUrl: gh.apiUrl,
      repository: repo.fullName,
    });
  };

  step('agent-7 opens a pull request; history-guard accepts its first head');
  await agent.checkout('agent-7/parser', { create: true, from: 'main' });
  await agent.commit({ 'src/parser.ts': 'export const parse = (s: string) => s.trim();\n' }, 'parser: first cut');
  await agent.push('agent-7/parser');
  const pr = (await repo.openPullRequest({ head: 'agent-7/parser', author: 'agent-7', title: 'Add a parser' })).number;
  console.log(`  ${verdict(await guard('opened'))}`);
  await timeline(repo, pr, printed);

  step('agent-7 pushes another commit on top (append-only): accepted');
  await agent.commit({ 'src/parser.test.ts': 'test("parse", () => {});\n' }, 'parser: tests');
  await agent.push('agent-7/parser');
  console.log(`  ${verdict(await guard('synchronize'))}`);
  await timeline(repo, pr, printed);

  step('agent-7 amends the last commit and force-pushes: blocked');
  await agent.git('commit', '--amend', '-m', 'parser: tests (squashed)');
  await agent.push('agent-7/parser', { force: true });
  const blocked = await guard('synchronize');
  console.log(`  ${verdict(blocked)}`);
  console.log(`  step error: ${blocked.errorLine ?? ''}`);
  await timeline(repo, pr, printed);

  step('maya (maintain) reviews the rewrite and accepts the new head from the operator workflow');
  const head = (await repo.pull(pr)).headSha;
  const inputs = { mode: 'unblock', 'pull-request': String(pr), 'accept-head': head };
  const unblocked = await runAction({
    action: 'history-guard',
    event: { name: 'workflow_dispatch', payload: gh.events.workflowDispatch(repo, { inputs, ref: 'refs/heads/main' }) },
    inputs,
    token: TOKEN,
    apiUrl: gh.apiUrl,
    repository: repo.fullName,
    actor: 'maya',
    ref: 'refs/heads/main',
  });
  console.log(`  ${verdict(unblocked)}`);
  await timeline(repo, pr, printed);

  const c = gh.counts();
  console.log(
    `\n${bold('Done.')} The fake GitHub served ${c.reads} reads and ${c.writes} writes (${c.notModified} answered 304).`,
  );
} finally {
  await gh.stop();
}

// `npm run demo`: every outcome a mergexo user meets, one short scene each, on the embedded fake GitHub.
// Every action run is the built dist/ bundle, started the way the Actions runner starts it; every push is a
// real git push. Each scene prints the event that triggered the run, what the run said (exit code, outputs,
// its job summary as plain text) and the PR as its author then sees it (head, labels, mergexo's checks, new
// or edited comments). At the end: mergexo's comments per PR over the whole lifecycle, and how many of them
// ask nothing of the author (the "before" figure of the quiet-PRs work, issue #12).
import type { FakeGitHub as FakeGitHubServer } from '../fake-github/index.js';
import type { FakeRepo } from '../fake-github/repo.js';
import type { Worktree } from '../fake-github/worktree.js';
import { runAction, type RunActionOptions, type RunActionResult } from '../test/support/run-action.js';

// Fixed commit dates make every commit, and so every SHA the demo prints, the same on every run. The fake's
// git wrapper reads the environment once, when it loads: set them first, then load it.
process.env.GIT_AUTHOR_DATE = '2026-01-05T09:00:00Z';
process.env.GIT_COMMITTER_DATE = '2026-01-05T09:00:00Z';
const { FakeGitHub } = await import('../fake-github/index.js');

const started = performance.now();
const TOKEN = 'ghs_demo_token';
const BOT = 'github-actions[bot]';

// ---------------------------------------------------------------------------------------------------------------
// Output

/** no-color.org: NO_COLOR (non-empty) always wins; FORCE_COLOR turns colour on where stdout is not a terminal. */
function colourWanted(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY;
}
const COLOUR = colourWanted(process.env, process.stdout.isTTY === true);
const paint = (code: string) => (s: string) => (COLOUR ? `\x1b[${code}m${s}\x1b[0m` : s);
const bold = paint('1');
const dim = paint('2');

const out = (line = '') => console.log(line);

/** At most `max` lines of `lines`, then how many were left out. */
function brief(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max), `… (${lines.length - max} more lines)`];
}

const SUMMARY_WIDTH = 150;

/** The job summary (GitHub-flavoured markdown and a little HTML) as the plain text a reader takes from it. */
function plainSummary(markdown: string): string[] {
  // A line break inside a table cell (HTML or markdown) separates items of the cell; anywhere else it ends a line.
  const text = markdown
    .replace(/<(t[dh])\b([^>]*)>([\s\S]*?)<\/\1>/gi, (_m, tag: string, attrs: string, cell: string) => {
      return `<${tag}${attrs}>${cell.replace(/<br\s*\/?>/gi, ', ')}</${tag}>`;
    })
    .split('\n')
    .map((line) => line.replace(/<br\s*\/?>/gi, line.trimStart().startsWith('|') ? ', ' : '\n'))
    .join('\n')
    .replace(/<\/(tr|p|div|h\d|li|summary|details|table)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' · ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (line === '' || /^\|?\s*:?-{3,}/.test(line) || line.startsWith('```')) continue;
    if (line.startsWith('|')) {
      line = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim())
        .join(' · ');
    }
    line = line
      .replace(/^#{1,6}\s+/, '')
      .replace(/\*\*(.*?)\*\*/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\s*·$/, '')
      .replace(/\s+/g, ' ');
    if (line !== '') lines.push(line);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// mergexo's comments over the whole lifecycle

interface CommentLife {
  repo: string;
  pr: number;
  id: number;
  /** Every body the comment had, first to last. */
  versions: string[];
  deleted: boolean;
}

const MARKER = /^<!-- mergexo:v1 (\{.*\}) -->\n?/;
/** The action and kind a comment's marker names (what the comment is for), or '' where there is none. */
function markerOf(body: string): { action: string; kind: string } {
  const m = MARKER.exec(body);
  try {
    const parsed = JSON.parse(m?.[1] ?? '{}') as { action?: unknown; kind?: unknown };
    return { action: String(parsed.action ?? ''), kind: String(parsed.kind ?? '') };
  } catch {
    return { action: '', kind: '' };
  }
}
const stripMarker = (body: string) => body.replace(MARKER, '');

/**
 * Whether a mergexo comment asks nothing of the PR's author over its whole life. The quiet-PRs rule of
 * issue #12 is that a PR carries a mergexo comment only when its author must act; a comment that only holds an
 * action's state (history-guard's and ci-wait's `state` comments: the author has nothing to do with them) or
 * that only ever said all is well (an up-to-date notice) is noise the author still reads. A comment that once
 * asked for something (a block, a quarantine, a CI failure, a conflict, a behind notice, a hand-over to a human)
 * and was later edited to an all-clear did ask, so every version counts: it asks nothing only if none of its
 * versions asked anything.
 */
function asksNothing(versions: string[]): boolean {
  return versions.every((body) => markerOf(body).kind === 'state' || isAllClear(stripMarker(body)));
}

/** A body that only says nothing is wrong (any more): its first line carries the ✅ of an all-clear. */
function isAllClear(text: string): boolean {
  const first = text.split('\n', 1)[0] ?? '';
  return first.includes('✅') || /\bup to date\b/i.test(first);
}

const lives = new Map<number, CommentLife>();
/** Every PR the demo opened, `owner/name#N`, in order: a PR mergexo never commented on is a row too. */
const pulls: string[] = [];

function recordCommentWrites(gh: FakeGitHubServer): void {
  gh.onWrite((w) => {
    if (w.token !== TOKEN) return;
    const created = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(w.path);
    const body = w.body as { id?: number; body?: string } | null;
    if (w.method === 'POST' && created && body?.id !== undefined) {
      lives.set(body.id, {
        repo: created[1] ?? '',
        pr: Number(created[2]),
        id: body.id,
        versions: [body.body ?? ''],
        deleted: false,
      });
      return;
    }
    const one = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(w.path);
    const life = one ? lives.get(Number(one[1])) : undefined;
    if (!life) return;
    if (w.method === 'PATCH' && body?.body !== undefined && body.body !== life.versions.at(-1))
      life.versions.push(body.body);
    if (w.method === 'DELETE') life.deleted = true;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes

const gh = await FakeGitHub.start();
recordCommentWrites(gh);
/** The comment bodies already printed, so a timeline shows only what is new or edited. */
const printed = new Map<number, string>();

function section(title: string): void {
  out();
  out(bold(`━━ ${title}`));
}

function scene(title: string): void {
  out();
  out(bold(`▶ ${title}`));
}

type Event = RunActionOptions['event'];

/** The triggering event as the Actions tab names it: event, activity type, and what it is about. */
function showEvent(event: Event, about: string): void {
  const action = (event.payload as { action?: unknown }).action;
  out(`  ⚡ ${event.name}${typeof action === 'string' ? ` (${action})` : ''}: ${about}`);
}

const icon = (conclusion: string | null) =>
  conclusion === 'success' ? '✅' : conclusion === null ? '⏳' : conclusion === 'neutral' ? '➖' : '❌';

/** The summary notes (lines starting ⚠️) already shown in full. */
const shownNotes = new Set<string>();

/** What a run said: exit code, the outputs named, the failing step's error, and its job summary in brief. */
function showRun(action: string, r: RunActionResult, outputs: string[]): void {
  const said = outputs.map((n) => `${n}=${r.outputs[n] ?? ''}`).join(' ');
  out(`  ▸ ${action}: exit ${r.exitCode ?? r.signal ?? '?'}${said ? ` · ${said}` : ''}`);
  if (r.exitCode !== 0 && r.errorLine) out(`    step error: ${r.errorLine}`);
  // Every summary ends with the same note on the token's identity: shown once in full, then named. Other
  // lines are cut at SUMMARY_WIDTH, by code point so that an emoji is never cut in half.
  const lines = plainSummary(r.summary).map((line) => {
    const chars = [...line];
    if (line.startsWith('⚠️')) {
      if (!shownNotes.has(line)) {
        shownNotes.add(line);
        return line;
      }
      return `${chars.slice(0, 40).join('')}… (as above)`;
    }
    return chars.length > SUMMARY_WIDTH ? `${chars.slice(0, SUMMARY_WIDTH - 1).join('')}…` : line;
  });
  const summary = brief(lines, 5);
  if (summary.length > 0) {
    out(dim('    job summary:'));
    for (const line of summary) out(dim(`    │ ${line}`));
  }
}

/** The PRs that ever had a review request pending, `owner/name#N`. */
const everAsked = new Set<string>();

/** The PR as its author sees it now: head, labels, mergexo's checks, and new or edited comments. */
async function timeline(repo: FakeRepo, pr: number): Promise<void> {
  const view = await repo.pull(pr);
  const state = view.merged ? 'merged' : view.state;
  // Review requests are shown once a PR has had one (ci-wait's ready mark), so the request going away shows too.
  const key = `${repo.fullName}#${pr}`;
  const asked = (repo.getPull(pr).requestedReviewers ?? []).map((u) => u.login);
  if (asked.length > 0) everAsked.add(key);
  const reviewers = everAsked.has(key) ? ` · review requested from [${asked.join(', ')}]` : '';
  out(`  PR ${key} · ${state} · head ${view.headSha.slice(0, 7)} · labels [${view.labels.join(', ')}]${reviewers}`);
  const latest = new Map<string, { conclusion: string | null; title: string | null }>();
  for (const c of repo.checkRuns(view.headSha).sort((a, b) => a.id - b.id)) {
    if (c.name.startsWith('mergexo/')) latest.set(c.name, { conclusion: c.conclusion, title: c.output.title });
  }
  for (const [name, c] of latest) out(`  check ${name}: ${icon(c.conclusion)} ${c.title ?? ''}`);
  for (const c of view.comments) {
    const before = printed.get(c.id);
    if (before === c.body) continue;
    printed.set(c.id, c.body);
    const life = lives.get(c.id);
    const tag = life && asksNothing(life.versions) ? ' · asks nothing' : '';
    const lines = stripMarker(c.body).split('\n');
    out(`  💬 ${c.user.login}${before === undefined ? '' : ' (edited)'}${tag}:`);
    for (const line of brief(lines, before === undefined ? 8 : 5)) out(`     │ ${line}`);
  }
  for (const life of lives.values()) {
    if (life.repo === repo.fullName && life.pr === pr && life.deleted && printed.get(life.id) !== '') {
      printed.set(life.id, '');
      out(`  💬 ${BOT}: a comment was deleted`);
    }
  }
}

async function run(
  repo: FakeRepo,
  action: string,
  event: Event,
  outputs: string[],
  options: Omit<RunActionOptions, 'token' | 'apiUrl' | 'repository' | 'action' | 'event'> = {},
): Promise<RunActionResult> {
  const r = await runAction({ token: TOKEN, apiUrl: gh.apiUrl, repository: repo.fullName, action, event, ...options });
  showRun(action, r, outputs);
  return r;
}

/** A pull_request event for the PR's current head (`synchronize` carries the head it moved from). */
function prEvents(repo: FakeRepo, pr: number) {
  let last = repo.headSha(repo.getPull(pr));
  return (action: string): Event => {
    const head = repo.headSha(repo.getPull(pr));
    const payload = gh.events.pullRequest(
      repo,
      pr,
      action,
      action === 'synchronize' ? { before: last, after: head } : {},
    );
    last = head;
    return { name: 'pull_request', payload };
  };
}

/** The base moved: the push event for main, from `before` to its tip. */
function pushEvent(repo: FakeRepo, before: string, sender: string): Event {
  const after = repo.branchSha('main') ?? '';
  return { name: 'push', payload: gh.events.push(repo, { ref: 'refs/heads/main', before, after, sender }) };
}

/** CI (a GitHub Actions workflow named CI) completed on `sha`: ci-wait's event mode. */
function ciCompleted(repo: FakeRepo, sha: string, branch: string, conclusion: string): Event {
  return {
    name: 'workflow_run',
    payload: gh.events.workflowRun(repo, { headSha: sha, headBranch: branch, conclusion, name: 'CI' }),
  };
}

async function openPull(repo: FakeRepo, head: string, author: string, title: string): Promise<number> {
  const { number } = await repo.openPullRequest({ head, author, title });
  pulls.push(`${repo.fullName}#${number}`);
  return number;
}

async function mergeConflicted(wt: Worktree, files: Record<string, string>, message: string): Promise<void> {
  await wt.git('fetch', '-q', 'origin');
  try {
    await wt.git('merge', '-q', '--no-edit', 'origin/main');
  } catch {
    // the conflict the author now resolves by hand
  }
  await wt.commit(files, message);
}

/** A small repository with one open PR, up to date with main, for a rebase-notify urgency of its own. */
async function repoWithOnePull(
  name: string,
  agent: string,
): Promise<{ repo: FakeRepo; maya: Worktree; agentWt: Worktree; pr: number }> {
  const repo = await gh.createRepo(name, { defaultBranch: 'main' });
  repo.setRole('maya', 'maintain');
  const maya = await repo.clone('maya');
  await maya.commit({ 'README.md': '# app\n', 'src/app.ts': 'export const app = 1;\n' }, 'base');
  await maya.push('main');
  const agentWt = await repo.clone(agent);
  await agentWt.checkout(`${agent}/feature`, { create: true, from: 'main' });
  await agentWt.commit({ 'src/feature.ts': 'export const feature = true;\n' }, 'feature');
  await agentWt.push(`${agent}/feature`);
  const pr = await openPull(repo, `${agent}/feature`, agent, 'Add the feature');
  return { repo, maya, agentWt, pr };
}

// ---------------------------------------------------------------------------------------------------------------
// The story

const CI_WAIT = { 'max-attempts': 3, merge: 'squash', 'interval-seconds': 60 } as const;

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

  // ---- day one: observe, then enforce ---------------------------------------------------------------------------
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
    { 'src/lint/rules.ts': 'export const rules = ["no-any"];\n', 'src/release.ts': 'export const channel = "beta";\n' },
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
  const ENFORCE = { enforcement: 'enforce', 'enforced-since': new Date(switchAt).toISOString().replace('.000Z', 'Z') };
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

  // ---- history-guard ------------------------------------------------------------------------------------------
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

  // ---- write-root-gate ----------------------------------------------------------------------------------------
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

  // ---- ci-wait --------------------------------------------------------------------------------------------------
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

  // ---- rebase-notify ------------------------------------------------------------------------------------------
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

  // ---- collisions between PRs (issue #14) -------------------------------------------------------------------------
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

  // ---- review only what can land (issue #14) ----------------------------------------------------------------------
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
  before = ready.repo.branchSha('main') ?? '';
  await ready.maya.pull('main');
  await ready.maya.commit({ 'src/feature.ts': 'export const feature = false;\n' }, 'feature: off for now');
  await ready.maya.push('main');
  ev = pushEvent(ready.repo, before, 'maya');
  showEvent(ev, 'maya pushed 1 commit to main (no PR event reaches ci-wait)');
  await run(ready.repo, 'rebase-notify', ev, ['conflicting'], { inputs: READY });
  await timeline(ready.repo, ready.pr);

  // ---- the comment count ----------------------------------------------------------------------------------------
  section("mergexo's comments per PR over the whole lifecycle");
  const rows = new Map(pulls.map((key) => [key, { total: 0, asksNothing: 0 }]));
  for (const life of lives.values()) {
    const row = rows.get(`${life.repo}#${life.pr}`);
    if (!row) continue;
    row.total += 1;
    if (asksNothing(life.versions)) row.asksNothing += 1;
  }
  const width = Math.max(...pulls.map((k) => k.length));
  out(`  ${'PR'.padEnd(width)}  comments  asks nothing`);
  for (const [key, row] of rows) {
    out(`  ${key.padEnd(width)}  ${String(row.total).padStart(8)}  ${String(row.asksNothing).padStart(12)}`);
  }
  const total = [...rows.values()].reduce((n, r) => n + r.total, 0);
  const silent = [...rows.values()].reduce((n, r) => n + r.asksNothing, 0);
  out(`  ${'total'.padEnd(width)}  ${String(total).padStart(8)}  ${String(silent).padStart(12)}`);
  out();
  if (silent > 0) {
    out('The comments that ask nothing, by the action and kind their marker names:');
    for (const key of pulls) {
      const quiet = [...lives.values()]
        .filter((l) => `${l.repo}#${l.pr}` === key && asksNothing(l.versions))
        .map((l) => {
          const { action, kind } = markerOf(l.versions[0] ?? '');
          return `${action || 'unmarked'} ${kind}`.trim();
        });
      if (quiet.length > 0) out(`  - ${key}: ${quiet.join(', ')}`);
    }
    out();
  }
  out(
    `${total} mergexo comments on ${rows.size} PRs; ${silent} of them ask nothing of the author ` +
      '(they only hold state or say all is well).',
  );
  console.error(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await gh.stop();
}

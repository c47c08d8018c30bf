// The stage `npm run demo` plays on (scripts/demo.ts, scripts/demo-story.ts): the embedded fake GitHub, the way a
// scene is printed (the triggering event, what the run said, the PR as its author then sees it), and the ledger of
// mergexo's comments over the whole lifecycle.
import { FakeGitHub } from '../fake-github/index.js';
import type { FakeRepo } from '../fake-github/repo.js';
import type { Worktree } from '../fake-github/worktree.js';
import type { RunActionOptions, RunActionResult } from '../test/support/run-action.js';
import {
  asksNothing,
  brief,
  markerOf,
  plainSummary,
  stripMarker,
  SUMMARY_WIDTH,
  type CommentLife,
} from './demo-text.js';

export const TOKEN = 'ghs_demo_token';
export const BOT = 'github-actions[bot]';

export type Event = RunActionOptions['event'];

/** How the demo runs an action, prints a line and paints it. */
export interface DemoIO {
  /** One run of an action, as the Actions runner starts it (`npm run demo`: the built bundle, runAction). */
  run: (options: RunActionOptions) => Promise<RunActionResult>;
  /** One line of the story. */
  print: (line: string) => void;
  /** Whether bold and dim are painted (colourWanted). */
  colour: boolean;
}

export type Stage = Awaited<ReturnType<typeof openStage>>;

/** A started fake GitHub (stop it with `gh.stop()`) and the scene helpers that print through `io`. */
export async function openStage(io: DemoIO) {
  const paint = (code: string) => (s: string) => (io.colour ? `\x1b[${code}m${s}\x1b[0m` : s);
  const bold = paint('1');
  const dim = paint('2');
  const out = (line = '') => io.print(line);

  const lives = new Map<number, CommentLife>();
  /** Every PR the demo opened, `owner/name#N`, in order: a PR mergexo never commented on is a row too. */
  const pulls: string[] = [];

  const gh = await FakeGitHub.start();
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
    const r = await io.run({ token: TOKEN, apiUrl: gh.apiUrl, repository: repo.fullName, action, event, ...options });
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

  /** mergexo's comments per PR over the whole lifecycle, and how many of them ask nothing of the author. */
  function printLedger(): void {
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
  }

  return {
    gh,
    out,
    bold,
    section,
    scene,
    showEvent,
    run,
    timeline,
    prEvents,
    pushEvent,
    ciCompleted,
    openPull,
    mergeConflicted,
    repoWithOnePull,
    printLedger,
  };
}

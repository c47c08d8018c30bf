// rebase-notify at scale: 1,000 open PRs on the fake (50 behind, 5 conflicting), the built bundle run like
// the Actions runner runs it. Measures the requests, GraphQL points, writes and wall time of a run after a push,
// of a repeat run with nothing changed, of the blocking gate, and of a naive baseline (one compare per PR)
// measured on the same repository in the same process, printed as a ratio; then the blocking gate's repeat run
// on 200 PRs that all fail it, and one run over 10,000 open PRs under GITHUB_TOKEN's budgets (1,000 REST
// requests and 1,000 GraphQL points an hour). Each run's GraphQL reads are named: the listing (1 point per
// 100 PRs) and whatever is read per PR beyond it, which must be only for PRs whose state changed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { git } from '../fake-github/git.js';
import { FakeGitHub, type FakeRepo, type LoggedRequest } from '../fake-github/index.js';
import { REPO_ROOT, runAction, type RunActionResult } from '../test/support/run-action.js';
import type { BenchRow } from './row.js';
import { benchCollisions } from './rebase-notify-collisions.js';
import { benchConflictNotice } from './rebase-notify-conflict-notice.js';

export type { BenchRow };

const ACTION = 'rebase-notify';
const TOKEN = 'ghs_bench_rebase_notify';
/** Each measurement gets its own token, so each starts with GITHUB_TOKEN's full hourly budget. */
const TOKENS = {
  first: TOKEN,
  repeat: `${TOKEN}_repeat`,
  blocking: `${TOKEN}_blocking`,
  naive: `${TOKEN}_naive`,
  gateFirst: `${TOKEN}_gate_first`,
  gateRepeat: `${TOKEN}_gate_repeat`,
  gatePush: `${TOKEN}_gate_push`,
  large: `${TOKEN}_large`,
  largeBlocking: `${TOKEN}_large_blocking`,
};
/** GitHub's "pull requests of a commit": what the per-commit rule asks around each success of the blocking check. */
const BLOCKING_MAX_WRITES = 60;
const PULLS_OF_COMMIT = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';
/** GITHUB_TOKEN: 1,000 REST requests and 1,000 GraphQL points an hour per repository. */
const GITHUB_TOKEN_BUDGET = 1000;
const PRS = 1000;
const BEHIND = 50;
const CONFLICTING = 5;
/** The blocking gate's repeat run: PRs that all fail it, so the first run writes every check without successes. */
const GATE_PRS = 200;
const LARGE_PRS = 10_000;
/** The listing's GraphQL operation (1 point per 100 PRs); everything else GraphQL is a read per PR. */
const LISTING = 'mergexoRebaseOpenPulls';
/** The runs below shrink every wait (write pacing, backoff) by this factor, like the test suite. */
const TIME_SCALE = 0.001;

interface Shape {
  prs: number;
  /** PRs 1..conflicting conflict with main, the next `behind` are behind it, the rest are up to date. */
  behind: number;
  conflicting: number;
}

/**
 * One fast-import stream writes the base history and every PR branch (and its refs/pull/N/head), so setting
 * up costs one git process, not a clone per PR.
 */
function fastImportStream(mainTip: string, shape: Shape): string {
  const out: string[] = [];
  let when = 1_700_000_000;
  const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
  const commit = (ref: string, mark: number, from: string, message: string, files: Record<string, string>) => {
    out.push(`commit ${ref}`, `mark :${mark}`, `author Bench <bench@example.test> ${when} +0000`);
    out.push(`committer Bench <bench@example.test> ${when++} +0000`, data(message).trimEnd(), `from ${from}`);
    for (const [file, content] of Object.entries(files)) out.push(`M 100644 inline ${file}`, data(content).trimEnd());
    out.push('');
  };
  // M1: the point behind and conflicting PRs branched from; M2: main moves on (and edits conflict.txt).
  commit('refs/heads/main', 1, mainTip, 'Add shared files', { 'shared.txt': 'shared\n', 'conflict.txt': 'base\n' });
  commit('refs/heads/main', 2, ':1', 'Change conflict.txt on main', { 'conflict.txt': 'main\n', 'docs/m2.md': 'm2\n' });
  for (let n = 1; n <= shape.prs; n++) {
    const conflicting = n <= shape.conflicting;
    const behind = n <= shape.conflicting + shape.behind;
    const files: Record<string, string> = conflicting
      ? { 'conflict.txt': `pr ${n}\n` }
      : { [`prs/${n}.txt`]: `pr ${n}\n` };
    commit(`refs/heads/pr-${n}`, 100 + n, behind ? ':1' : ':2', `PR ${n}: work`, files);
    out.push(`reset refs/pull/${n}/head`, `from :${100 + n}`, '');
  }
  return out.join('\n') + '\n';
}

async function setUp(gh: FakeGitHub, name: string, shape: Shape): Promise<FakeRepo> {
  const repo = await gh.createRepo(name, { defaultBranch: 'main' });
  const tip = repo.branchSha('main') as string;
  await git(repo.gitDir, ['fast-import', '--quiet'], { input: fastImportStream(tip, shape) });
  for (let n = 1; n <= shape.prs; n++) {
    const pr = await repo.openPullRequest({
      head: `pr-${n}`,
      base: 'main',
      author: `agent-${n % 17}`,
      title: `PR ${n}`,
    });
    if (pr.number !== n) throw new Error(`bench: expected PR #${n}, got #${pr.number}`);
  }
  return repo;
}

export interface Measured {
  result: RunActionResult;
  reads: number;
  writes: number;
  /** GraphQL points (GitHub's price of the queries). */
  points: number;
  /** REST requests, against the REST budget (GraphQL requests are priced in points instead). */
  rest: number;
  /** The listing's queries and their points. */
  listing: { queries: number; points: number };
  /** GraphQL reads beyond the listing, by operation: what was read per PR. */
  perPull: Map<string, { queries: number; points: number }>;
  gitRoundTrips: number;
  /** Seconds the writes would take at GitHub's pacing (1 s between writes and GraphQL calls, 3 s between new comments). */
  pacedSeconds: number;
  entries: LoggedRequest[];
}

export async function measure(gh: FakeGitHub, run: () => Promise<RunActionResult>): Promise<Measured> {
  gh.resetLog();
  const gitBefore = gh.gitRequests.length;
  const result = await run();
  if (result.exitCode !== 0) throw new Error(`bench: rebase-notify failed:\n${result.stdout}\n${result.stderr}`);
  const counts = gh.counts();
  const entries = [...gh.requests];
  const ok = entries.filter((r) => r.status < 400);
  const created = ok.filter((r) => r.operation === 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments').length;
  const paced = ok.filter((r) => r.kind === 'write' || r.graphql).length;
  const listing = { queries: 0, points: 0 };
  const perPull = new Map<string, { queries: number; points: number }>();
  for (const e of entries) {
    if (!e.graphql || e.notModified) continue;
    const into = e.operation === LISTING ? listing : (perPull.get(e.operation) ?? { queries: 0, points: 0 });
    into.queries++;
    into.points += e.points ?? 0;
    if (e.operation !== LISTING) perPull.set(e.operation, into);
  }
  return {
    result,
    reads: counts.reads,
    writes: counts.writes,
    points: counts.points,
    rest: counts.reads + counts.writes - counts.graphql,
    listing,
    perPull,
    gitRoundTrips: gh.gitRequests.length - gitBefore,
    pacedSeconds: Math.max(paced, created * 3),
    entries,
  };
}

/** What a run read beyond the listing, named, for the note. */
export function graphqlNote(m: Measured): string {
  const reads = [...m.perPull].map(([op, r]) => `${r.queries} ${op} (${r.points} point${r.points === 1 ? '' : 's'})`);
  return (
    `GraphQL: listing ${m.listing.queries} pages, ${m.listing.points} points; ` +
    (reads.length ? `beyond it: ${reads.join(', ')}` : 'nothing read per PR')
  );
}

export function row(operation: string, m: Measured, note: string): BenchRow {
  return {
    action: ACTION,
    operation,
    requests: m.reads + m.writes,
    points: m.points,
    reads: m.reads,
    writes: m.writes,
    wallMs: m.result.durationMs,
    note,
  };
}

/** The repeat run promise: the listing's price and nothing else, no writes. */
function expectListingOnly(what: string, m: Measured, pages: number): string {
  if (m.writes !== 0 || m.perPull.size !== 0 || m.listing.points !== pages || m.points !== pages) {
    throw new Error(
      `bench: ${what}: expected the listing alone (${pages} points) and no writes, got ${m.points} points ` +
        `(${graphqlNote(m)}) and ${m.writes} writes`,
    );
  }
  return `no writes; ${graphqlNote(m)}: the listing's price, as required`;
}

/** What a straightforward implementation would do: list the PRs, then ask GitHub for one comparison per PR. */
async function naiveBaseline(
  gh: FakeGitHub,
  repo: FakeRepo,
): Promise<{ requests: number; wallMs: number; behind: number }> {
  const started = Date.now();
  let requests = 0;
  const get = async (url: string) => {
    requests++;
    const res = await fetch(`${gh.apiUrl}${url}`, {
      headers: { authorization: `token ${TOKENS.naive}`, accept: 'application/vnd.github+json' },
    });
    if (!res.ok) throw new Error(`bench baseline: ${url} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  const pulls: { number: number; head: { sha: string }; base: { ref: string } }[] = [];
  for (let page = 1; ; page++) {
    const batch = (await get(`/repos/${repo.fullName}/pulls?state=open&per_page=100&page=${page}`)) as typeof pulls;
    pulls.push(...batch);
    if (batch.length < 100) break;
  }
  let behind = 0;
  // Four at a time, like a careful script would.
  for (let i = 0; i < pulls.length; i += 4) {
    const results = await Promise.all(
      pulls
        .slice(i, i + 4)
        .map(
          (p) => get(`/repos/${repo.fullName}/compare/${p.base.ref}...${p.head.sha}`) as Promise<{ behind_by: number }>,
        ),
    );
    behind += results.filter((r) => r.behind_by > 0).length;
  }
  return { requests, wallMs: Date.now() - started, behind };
}

function runner(gh: FakeGitHub, repo: FakeRepo) {
  const mainTip = repo.branchSha('main') as string;
  return (token: string, inputs: Record<string, string> = {}) =>
    runAction({
      action: ACTION,
      event: { name: 'push', payload: gh.events.push(repo, { before: mainTip, after: mainTip }) },
      inputs,
      token,
      apiUrl: gh.apiUrl,
      serverUrl: gh.serverUrl,
      repository: repo.fullName,
      timeScale: TIME_SCALE,
      timeoutMs: 15 * 60_000,
    });
}

function expectClasses(what: string, m: Measured, behind: number, conflicting: number): void {
  const outputs = m.result.outputs;
  const b = (JSON.parse(outputs.behind ?? '[]') as number[]).length;
  const c = (JSON.parse(outputs.conflicting ?? '[]') as number[]).length;
  if (b !== behind || c !== conflicting) {
    throw new Error(`bench: ${what}: expected ${behind} behind and ${conflicting} conflicting, got ${b} and ${c}`);
  }
}

export async function benchRebaseNotify(): Promise<BenchRow[]> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', ACTION, 'index.js'))) {
    throw new Error('bench: dist/rebase-notify/index.js is missing; run `npm run build` first');
  }
  const rows: BenchRow[] = [];
  const gh = await FakeGitHub.start();
  const started = Date.now();
  const phase = (name: string) =>
    process.env.MERGEXO_BENCH_VERBOSE && console.error(`${name}: ${Date.now() - started} ms`);
  try {
    for (const token of Object.values(TOKENS)) {
      gh.addToken(token, {
        login: 'github-actions[bot]',
        type: 'Bot',
        permissions: { checks: 'write', 'pull-requests': 'write', issues: 'write', contents: 'write' },
        // GITHUB_TOKEN's budget is 1,000 REST requests and 1,000 GraphQL points an hour per repository; the
        // fake enforces both (the naive baseline needs more than that for 1,000 PRs, so its token may overdraw).
        rateLimit: token === TOKENS.naive ? 100_000 : GITHUB_TOKEN_BUDGET,
      });
    }
    const setupStarted = Date.now();
    const repo = await setUp(gh, 'bench/monorepo', { prs: PRS, behind: BEHIND, conflicting: CONFLICTING });
    rows.push({
      action: ACTION,
      operation: `setup: ${PRS} open PRs (${BEHIND} behind, ${CONFLICTING} conflicting)`,
      wallMs: Date.now() - setupStarted,
      note: 'one git fast-import stream for every branch and refs/pull/N/head',
    });
    phase('setup done');
    const run = runner(gh, repo);
    const changed = BEHIND + CONFLICTING;
    const pages = Math.ceil(PRS / 100);

    const first = await measure(gh, () => run(TOKENS.first));
    expectClasses('run after a push', first, BEHIND, CONFLICTING);
    rows.push(
      row(
        `run after a push, local git (${PRS} PRs, ${changed} changed state)`,
        first,
        `target ≤ 15 reads + 1 write per changed PR (${changed}) and 1 point per 100 PRs; conflicts cost 2 ` +
          `(label + comment); ${graphqlNote(first)}; git fetch: ${first.gitRoundTrips} HTTP round trips; ` +
          `pacing scaled ×${TIME_SCALE} (at GitHub's pacing the writes add ≈ ${first.pacedSeconds} s)`,
      ),
    );
    phase('first run done');

    const repeat = await measure(gh, () => run(TOKENS.repeat));
    rows.push(row('repeat run, nothing changed (local git)', repeat, expectListingOnly('repeat run', repeat, pages)));
    phase('repeat run done');

    // The blocking gate on the same repository, first run: no head has a check yet, so every PR wants one
    // and the budget decides how many are written, failures (behind, conflicting) first. max-writes 60 leaves
    // room for 5 successes: each costs the same, and the fake answers "pull requests of a commit" by walking
    // git for every open PR (seconds each with 1,000 PRs), which GitHub answers from an index.
    const blocking = await measure(gh, () =>
      run(TOKENS.blocking, { urgency: 'blocking', 'max-writes': String(BLOCKING_MAX_WRITES) }),
    );
    const asked = blocking.entries.filter((r) => r.operation === PULLS_OF_COMMIT && r.status < 400).length;
    const checks = blocking.entries.filter(
      (r) => r.operation === 'POST /repos/{owner}/{repo}/check-runs' && r.status < 400,
    ).length;
    rows.push(
      row(
        `blocking, first run after a push (${PRS} PRs, no checks yet, max-writes ${BLOCKING_MAX_WRITES})`,
        blocking,
        `${checks} checks written, ${checks - changed} of them successes; ${graphqlNote(blocking)} (the comments ` +
          'of the PRs no check settles yet that have comments: those notified above; the conflicting ones come ' +
          'with the listing); per-commit rule: ' +
          `${asked} reads of the pull requests of a commit (GET commits/{sha}/pulls), 2 per success (before it: ` +
          'PRs on other bases with the same head; after it: late newcomers), none for a failure; at most ' +
          '2 × max-writes per run (200 at the default 100); an open PR on another base with the same head (none ' +
          'here) adds 1 GraphQL read (and 1 compare in API mode); wall time is the fake walking git for those reads',
      ),
    );
    phase('blocking run done');

    const naive = await naiveBaseline(gh, repo);
    phase('baseline done');
    rows.push({
      action: ACTION,
      operation: 'naive baseline: list PRs + one compare per PR (no notifications)',
      requests: naive.requests,
      points: 0,
      reads: naive.requests,
      writes: 0,
      wallMs: naive.wallMs,
      note:
        `found ${naive.behind} PRs behind; knows nothing of conflicts or of what it said before` +
        (naive.requests > GITHUB_TOKEN_BUDGET
          ? `; over GITHUB_TOKEN's ${GITHUB_TOKEN_BUDGET} requests/hour before writing anything`
          : ''),
    });
    const ours = first.reads + first.writes;
    rows.push({
      action: ACTION,
      operation: 'ratio: naive baseline / rebase-notify (run after a push)',
      note:
        `requests ×${(naive.requests / ours).toFixed(1)} (${naive.requests} vs ${ours}); ` +
        `reads ×${(naive.requests / first.reads).toFixed(1)}; wall time ×${(naive.wallMs / first.result.durationMs).toFixed(2)}`,
    });

    // The blocking gate's repeat run: a repository where every PR fails the gate, so one first run writes every
    // check (failures need no look at other PRs on the commit), then nothing changes; then main moves on.
    const gateRepo = await setUp(gh, 'bench/gate', { prs: GATE_PRS, behind: GATE_PRS - CONFLICTING, conflicting: 5 });
    const gateRun = runner(gh, gateRepo);
    const gate = { urgency: 'blocking', 'max-writes': '1000' };
    const gateFirst = await measure(gh, () => gateRun(TOKENS.gateFirst, gate));
    expectClasses('blocking gate, first run', gateFirst, GATE_PRS - CONFLICTING, CONFLICTING);
    const gateRepeat = await measure(gh, () => gateRun(TOKENS.gateRepeat, gate));
    rows.push(
      row(
        `blocking, repeat run, nothing changed (${GATE_PRS} PRs, each with its failing check; ${CONFLICTING} conflicting)`,
        gateRepeat,
        `${expectListingOnly('blocking repeat run', gateRepeat, Math.ceil(GATE_PRS / 100))}: the checks on the heads ` +
          "settle every PR, the conflicting PRs' comments come with the listing; the first run wrote " +
          `${gateFirst.writes} (${gateFirst.points} points: ${graphqlNote(gateFirst)})`,
      ),
    );
    // main moves on: every PR is further behind, within the cooldown; nothing is written and nothing read per PR.
    const wt = await gateRepo.clone('maya');
    await wt.commit({ 'docs/moved.md': 'moved\n' }, 'main moves on');
    await wt.push('main');
    const gatePush = await measure(gh, () => gateRun(TOKENS.gatePush, gate));
    rows.push(
      row(
        `blocking, push to the base within the cooldown (${GATE_PRS} PRs, every count changed)`,
        gatePush,
        `${graphqlNote(gatePush)}; ${gatePush.writes} writes: every refresh waits for the cooldown, and a PR whose ` +
          'check only needs a refresh is settled without reading its comments',
      ),
    );
    phase('gate runs done');
  } finally {
    await gh.stop();
  }

  // 10,000 open PRs in one run, on a fake of their own, under GITHUB_TOKEN's budgets.
  const large = await FakeGitHub.start();
  try {
    for (const token of [TOKENS.large, TOKENS.largeBlocking]) {
      large.addToken(token, {
        login: 'github-actions[bot]',
        type: 'Bot',
        permissions: { checks: 'write', 'pull-requests': 'write', issues: 'write', contents: 'write' },
        rateLimit: GITHUB_TOKEN_BUDGET,
      });
    }
    const setupStarted = Date.now();
    const repo = await setUp(large, 'bench/large', { prs: LARGE_PRS, behind: BEHIND, conflicting: CONFLICTING });
    rows.push({
      action: ACTION,
      operation: `setup: ${LARGE_PRS.toLocaleString('en-US')} open PRs (${BEHIND} behind, ${CONFLICTING} conflicting)`,
      wallMs: Date.now() - setupStarted,
      note: 'the same fast-import stream',
    });
    phase('large setup done');
    const run = runner(large, repo);
    const budgets = (m: Measured) =>
      `GITHUB_TOKEN's hour: ${m.rest} of ${GITHUB_TOKEN_BUDGET} REST requests, ${m.points} of ` +
      `${GITHUB_TOKEN_BUDGET} GraphQL points`;
    const helpful = await measure(large, () => run(TOKENS.large));
    expectClasses('10,000 PRs', helpful, BEHIND, CONFLICTING);
    rows.push(
      row(
        `run after a push, local git (${LARGE_PRS.toLocaleString('en-US')} PRs, ${BEHIND + CONFLICTING} changed state)`,
        helpful,
        `${budgets(helpful)}; ${graphqlNote(helpful)}; git fetch: ${helpful.gitRoundTrips} HTTP round trips`,
      ),
    );
    phase('large run done');
    // The blocking gate's first run, its budget spent on the failures (the labels and comments are there from
    // the run above): checks on the 55 heads that fail, none on the others yet.
    const gateWrites = BEHIND + CONFLICTING;
    const blocking = await measure(large, () =>
      run(TOKENS.largeBlocking, { urgency: 'blocking', 'max-writes': String(gateWrites) }),
    );
    rows.push(
      row(
        `blocking, first run (${LARGE_PRS.toLocaleString('en-US')} PRs, no checks yet, max-writes ${gateWrites})`,
        blocking,
        `${budgets(blocking)}; ${graphqlNote(blocking)}: comments are read only for the PRs no check settles ` +
          'yet that have any (those notified above; the conflicting ones come with the listing)',
      ),
    );
    phase('large blocking run done');
  } finally {
    await large.stop();
  }
  rows.push(...(await benchCollisions()));
  rows.push(...(await benchConflictNotice()));
  return rows;
}

// `tsx bench/rebase-notify.ts` runs it on its own.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'bench', 'rebase-notify.ts')) {
  for (const row of await benchRebaseNotify()) console.log(JSON.stringify(row));
}

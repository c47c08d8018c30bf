// rebase-notify at scale: 1,000 open PRs on the fake (50 behind, 5 conflicting), the built bundle run like
// the Actions runner runs it. Measures the requests, writes and wall time of a run after a push, of a repeat
// run with nothing changed, of the API fallback, and of a naive baseline (one compare per PR) measured on the
// same repository in the same process, printed as a ratio.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { git } from '../fake-github/git.js';
import { FakeGitHub, type FakeRepo } from '../fake-github/index.js';
import { REPO_ROOT, runAction, type RunActionResult } from '../test/support/run-action.js';
import type { BenchRow } from './row.js';

export type { BenchRow };

const ACTION = 'rebase-notify';
const TOKEN = 'ghs_bench_rebase_notify';
/** Each measurement gets its own token, so each starts with GITHUB_TOKEN's full hourly budget. */
const TOKENS = {
  first: TOKEN,
  repeat: `${TOKEN}_repeat`,
  blocking: `${TOKEN}_blocking`,
  naive: `${TOKEN}_naive`,
};
/** GitHub's "pull requests of a commit": what the per-commit rule asks around each success of the blocking check. */
const BLOCKING_MAX_WRITES = 60;
const PULLS_OF_COMMIT = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';
const GITHUB_TOKEN_BUDGET = 1000;
const PRS = 1000;
const BEHIND = 50;
const CONFLICTING = 5;
/** The runs below shrink every wait (write pacing, backoff) by this factor, like the test suite. */
const TIME_SCALE = 0.001;

/**
 * One fast-import stream writes the base history and all 1,000 PR branches (and their refs/pull/N/head),
 * so setting up costs one git process, not a thousand clones.
 */
function fastImportStream(mainTip: string): string {
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
  for (let n = 1; n <= PRS; n++) {
    const conflicting = n <= CONFLICTING;
    const behind = n <= CONFLICTING + BEHIND;
    const files: Record<string, string> = conflicting
      ? { 'conflict.txt': `pr ${n}\n` }
      : { [`prs/${n}.txt`]: `pr ${n}\n` };
    commit(`refs/heads/pr-${n}`, 100 + n, behind ? ':1' : ':2', `PR ${n}: work`, files);
    out.push(`reset refs/pull/${n}/head`, `from :${100 + n}`, '');
  }
  return out.join('\n') + '\n';
}

async function setUp(gh: FakeGitHub): Promise<FakeRepo> {
  const repo = await gh.createRepo('bench/monorepo', { defaultBranch: 'main' });
  const tip = repo.branchSha('main') as string;
  await git(repo.gitDir, ['fast-import', '--quiet'], { input: fastImportStream(tip) });
  for (let n = 1; n <= PRS; n++) {
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

interface Measured {
  result: RunActionResult;
  reads: number;
  writes: number;
  gitRoundTrips: number;
  /** Seconds the writes would take at GitHub's pacing (1 s between writes and GraphQL calls, 3 s between new comments). */
  pacedSeconds: number;
}

async function measure(
  gh: FakeGitHub,
  gitRequests: { length: number },
  run: () => Promise<RunActionResult>,
): Promise<Measured> {
  gh.resetLog();
  const gitBefore = gitRequests.length;
  const result = await run();
  if (result.exitCode !== 0) throw new Error(`bench: rebase-notify failed:\n${result.stdout}\n${result.stderr}`);
  const counts = gh.counts();
  const ok = gh.requests.filter((r) => r.status < 400);
  const created = ok.filter((r) => r.operation === 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments').length;
  const paced = ok.filter((r) => r.kind === 'write' || r.graphql).length;
  return {
    result,
    reads: counts.reads,
    writes: counts.writes,
    gitRoundTrips: gitRequests.length - gitBefore,
    pacedSeconds: Math.max(paced, created * 3),
  };
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

export async function benchRebaseNotify(): Promise<BenchRow[]> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', ACTION, 'index.js'))) {
    throw new Error('bench: dist/rebase-notify/index.js is missing; run `npm run build` first');
  }
  const rows: BenchRow[] = [];
  const gh = await FakeGitHub.start();
  try {
    for (const token of Object.values(TOKENS)) {
      gh.addToken(token, {
        login: 'github-actions[bot]',
        type: 'Bot',
        permissions: { checks: 'write', 'pull-requests': 'write', issues: 'write', contents: 'write' },
        // GITHUB_TOKEN's budget is 1,000 REST requests an hour per repository; the fake enforces it
        // (the naive baseline needs more than that for 1,000 PRs, so its token may overdraw).
        rateLimit: token === TOKENS.naive ? 100_000 : 1000,
      });
    }
    const setupStarted = Date.now();
    const repo = await setUp(gh);
    rows.push({
      action: ACTION,
      operation: `setup: ${PRS} open PRs (${BEHIND} behind, ${CONFLICTING} conflicting)`,
      wallMs: Date.now() - setupStarted,
      note: 'one git fast-import stream for every branch and refs/pull/N/head',
    });

    const mainTip = repo.branchSha('main') as string;
    const phase = (name: string) =>
      process.env.MERGEXO_BENCH_VERBOSE && console.error(`${name}: ${Date.now() - setupStarted} ms`);
    phase('setup done');
    const run = (token: string, inputs: Record<string, string> = {}) =>
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
    const changed = BEHIND + CONFLICTING;

    const first = await measure(gh, gh.gitRequests, () => run(TOKENS.first));
    const outputs = first.result.outputs;
    const behind = (JSON.parse(outputs.behind ?? '[]') as number[]).length;
    const conflicting = (JSON.parse(outputs.conflicting ?? '[]') as number[]).length;
    if (behind !== BEHIND || conflicting !== CONFLICTING) {
      throw new Error(
        `bench: expected ${BEHIND} behind and ${CONFLICTING} conflicting, got ${behind} and ${conflicting}`,
      );
    }
    rows.push({
      action: ACTION,
      operation: `run after a push, local git (${PRS} PRs, ${changed} changed state)`,
      requests: first.reads + first.writes,
      reads: first.reads,
      writes: first.writes,
      wallMs: first.result.durationMs,
      note:
        `target ≤ 15 reads + 1 write per changed PR (${changed}); conflicts cost 2 (label + comment); ` +
        `git fetch: ${first.gitRoundTrips} HTTP round trips; pacing scaled ×${TIME_SCALE} ` +
        `(at GitHub's pacing the writes add ≈ ${first.pacedSeconds} s)`,
    });

    phase('first run done');
    const repeat = await measure(gh, gh.gitRequests, () => run(TOKENS.repeat));
    rows.push({
      action: ACTION,
      operation: 'repeat run, nothing changed (local git)',
      requests: repeat.reads + repeat.writes,
      reads: repeat.reads,
      writes: repeat.writes,
      wallMs: repeat.result.durationMs,
      note: repeat.writes === 0 ? 'no writes, as required' : `EXPECTED 0 WRITES, GOT ${repeat.writes}`,
    });

    phase('repeat run done');
    // The blocking gate on the same repository, first run: no head has a check yet, so every PR wants one
    // and the budget decides how many are written, failures (behind, conflicting) first. max-writes 60 leaves
    // room for 5 successes: each costs the same, and the fake answers "pull requests of a commit" by walking
    // git for every open PR (seconds each with 1,000 PRs), which GitHub answers from an index.
    const blocking = await measure(gh, gh.gitRequests, () =>
      run(TOKENS.blocking, { urgency: 'blocking', 'max-writes': String(BLOCKING_MAX_WRITES) }),
    );
    const asked = gh.requests.filter((r) => r.operation === PULLS_OF_COMMIT && r.status < 400).length;
    const successes = gh.requests.filter(
      (r) => r.operation === 'POST /repos/{owner}/{repo}/check-runs' && r.status < 400,
    ).length;
    rows.push({
      action: ACTION,
      operation: `blocking, first run after a push (${PRS} PRs, no checks yet, max-writes ${BLOCKING_MAX_WRITES})`,
      requests: blocking.reads + blocking.writes,
      reads: blocking.reads,
      writes: blocking.writes,
      wallMs: blocking.result.durationMs,
      note:
        `${successes} checks written, ${successes - changed} of them successes; per-commit rule: ${asked} reads of ` +
        'the pull requests of a commit (GET commits/{sha}/pulls), 2 per success (before it: PRs on other bases ' +
        'with the same head; after it: late newcomers), none for a failure; at most 2 × max-writes per run ' +
        '(200 at the default 100); an open PR on another base with the same head (none here) adds 1 GraphQL read ' +
        '(and 1 compare in API mode); wall time is the fake walking git for those reads',
    });

    phase('blocking run done');
    const naive = await naiveBaseline(gh, repo);
    phase('baseline done');
    rows.push({
      action: ACTION,
      operation: 'naive baseline: list PRs + one compare per PR (no notifications)',
      requests: naive.requests,
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
  } finally {
    await gh.stop();
  }
  return rows;
}

// `tsx bench/rebase-notify.ts` runs it on its own.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'bench', 'rebase-notify.ts')) {
  for (const row of await benchRebaseNotify()) console.log(JSON.stringify(row));
}

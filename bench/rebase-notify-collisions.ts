// rebase-notify's collisions between PRs at scale: 1,000 open PRs on one base, each adding a migration (20 pairs
// claiming the same number, 25 pairs adding the same file with different contents), the built bundle run like the
// runner runs it. Measures a push to the base (a sweep of it), a repeat run with nothing changed (which must write
// nothing), a push that makes one PR collide with the base, and one PR's own push (pull scope: the later PR of a
// pair renames its migration, and its run compares it with every open PR on the base).
import path from 'node:path';
import { git } from '../fake-github/git.js';
import { FakeGitHub, type FakeRepo } from '../fake-github/index.js';
import { collisionFingerprint } from '../src/rebase-notify/rules/collisions/decide.js';
import { REPO_ROOT, runAction } from '../test/support/run-action.js';
import { graphqlNote, measure, row, type Measured } from './rebase-notify.js';
import type { BenchRow } from './row.js';

const ACTION = 'rebase-notify';
const TOKEN = 'ghs_bench_collisions';
const TOKENS = {
  seed: `${TOKEN}_seed`,
  sweep: `${TOKEN}_sweep`,
  repeat: `${TOKEN}_repeat`,
  base: `${TOKEN}_base`,
  pull: `${TOKEN}_pull`,
};
const GITHUB_TOKEN_BUDGET = 1000;
const PRS = 1000;
const COLLIDING_PAIRS = 20;
const OVERLAPPING_PAIRS = 25;
const CHECK = 'mergexo/collision';
const INPUTS = { 'allocated-names': 'migrations/*_*.sql', 'max-writes': '1000' };
const TIME_SCALE = 0.001;
const PULLS_OF_COMMIT = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';
/**
 * Names have an owner: where PRs contest a name, whether a claimant may write decides who holds it (a fork's PR or
 * a read-only author's can only lose), read in claim order up to the first claimant who may, once per author per
 * run. A hand-over record found on a claimant is checked against GitHub's record of the dispatch that wrote it
 * (`GET /repos/{owner}/{repo}/actions/runs/{run_id}`, once per run id), against the default branch
 * (`GET /repos/{owner}/{repo}`, once per run: a hand-over is dispatched there) and the permission of both who
 * dispatched and who re-ran it (one author-permission read each, shared with the claimants'); none here.
 */
const AUTHOR_PERMISSION = 'GET /repos/{owner}/{repo}/collaborators/{username}/permission';
/**
 * A claim dates from when it was made: for each PR contesting a name (40 here), the pushes of its branch as GitHub's
 * repository activity records them (one read per 100 pushes), beside one GraphQL query for all of them (their
 * creation, reopenings, retargets: mergexoRebaseClaimStarts). No PR that contests nothing is read.
 */
const ACTIVITY = 'GET /repos/{owner}/{repo}/activity';

/** PR n's files: a migration (paired numbers for the first pairs), and for the next pairs one shared new file. */
function filesOf(n: number): Record<string, string> {
  const files: Record<string, string> = { [`prs/${n}.txt`]: `pr ${n}\n` };
  if (n <= 2 * COLLIDING_PAIRS) files[`migrations/${100 + Math.ceil(n / 2)}_pr${n}.sql`] = `-- pr ${n}\n`;
  else files[`migrations/${1000 + n}_pr${n}.sql`] = `-- pr ${n}\n`;
  const pair = n - 2 * COLLIDING_PAIRS;
  if (pair >= 1 && pair <= 2 * OVERLAPPING_PAIRS) files[`overlap/${Math.ceil(pair / 2)}.txt`] = `pr ${n}\n`;
  return files;
}

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
  commit('refs/heads/main', 1, mainTip, 'Add the first migration', { 'migrations/0001_init.sql': '-- init\n' });
  for (let n = 1; n <= PRS; n++) {
    commit(`refs/heads/pr-${n}`, 100 + n, ':1', `PR ${n}: work`, filesOf(n));
    out.push(`reset refs/pull/${n}/head`, `from :${100 + n}`, '');
  }
  return out.join('\n') + '\n';
}

async function setUp(gh: FakeGitHub): Promise<FakeRepo> {
  const repo = await gh.createRepo('bench/collisions', { defaultBranch: 'main' });
  await git(repo.gitDir, ['fast-import', '--quiet'], { input: fastImportStream(repo.branchSha('main') as string) });
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

/**
 * The PRs that neither collide nor overlap already carry the success an earlier run wrote (the same facts give
 * the same fingerprint): written through the REST API, 20 at a time, so the measured runs start from a repository
 * mergexo has been watching rather than from its very first run.
 */
async function seedSuccesses(gh: FakeGitHub, repo: FakeRepo): Promise<void> {
  const fingerprint = collisionFingerprint({ number: 0, known: true, clashes: [], overlaps: [] }, true);
  const quiet: number[] = [];
  for (let n = 2 * (COLLIDING_PAIRS + OVERLAPPING_PAIRS) + 1; n <= PRS; n++) quiet.push(n);
  for (let i = 0; i < quiet.length; i += 20) {
    await Promise.all(
      quiet.slice(i, i + 20).map(async (n) => {
        const res = await fetch(`${gh.apiUrl}/repos/${repo.fullName}/check-runs`, {
          method: 'POST',
          headers: { authorization: `token ${TOKENS.seed}`, accept: 'application/vnd.github+json' },
          body: JSON.stringify({
            name: CHECK,
            head_sha: repo.branchSha(`pr-${n}`),
            status: 'completed',
            conclusion: 'success',
            external_id: fingerprint,
            output: { title: 'No allocated name collides', summary: 'seeded by the bench' },
          }),
        });
        if (!res.ok) throw new Error(`bench: seeding the check of #${n} answered ${res.status}`);
      }),
    );
  }
}

function run(gh: FakeGitHub, repo: FakeRepo, token: string, event: { name: string; payload: unknown }) {
  return runAction({
    action: ACTION,
    event,
    inputs: INPUTS,
    token,
    apiUrl: gh.apiUrl,
    serverUrl: gh.serverUrl,
    repository: repo.fullName,
    timeScale: TIME_SCALE,
    timeoutMs: 15 * 60_000,
  });
}

const colliding = (m: Measured) => (JSON.parse(m.result.outputs.colliding ?? '[]') as number[]).length;
const asked = (m: Measured) => m.entries.filter((r) => r.operation === PULLS_OF_COMMIT && r.status < 400).length;
const authors = (m: Measured) => m.entries.filter((r) => r.operation === AUTHOR_PERMISSION && r.status < 400).length;
const pushes = (m: Measured) => m.entries.filter((r) => r.operation === ACTIVITY && r.status < 400).length;
const claims = (m: Measured) =>
  `${pushes(m)} reads of a branch's pushes (${ACTIVITY}: when each claim on a contested name was made, once per ` +
  'PR contesting one)';
const budget = (m: Measured) =>
  `GITHUB_TOKEN's hour: ${m.rest} of ${GITHUB_TOKEN_BUDGET} REST requests, ${m.points} of ${GITHUB_TOKEN_BUDGET} points`;

export async function benchCollisions(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const gh = await FakeGitHub.start();
  try {
    for (const token of Object.values(TOKENS)) {
      gh.addToken(token, {
        login: 'github-actions[bot]',
        type: 'Bot',
        permissions: { checks: 'write', 'pull-requests': 'write', issues: 'write', contents: 'write' },
        rateLimit: token === TOKENS.seed ? 100_000 : GITHUB_TOKEN_BUDGET,
      });
    }
    const started = Date.now();
    const repo = await setUp(gh);
    await seedSuccesses(gh, repo);
    rows.push({
      action: ACTION,
      operation: `collisions setup: ${PRS} open PRs, ${COLLIDING_PAIRS} pairs claiming one migration number, ${OVERLAPPING_PAIRS} pairs changing one file`,
      wallMs: Date.now() - started,
      note: 'one git fast-import stream; the other PRs carry the success check an earlier run wrote (seeded through REST)',
    });
    const tip = repo.branchSha('main') as string;
    const push = (before: string, after: string) => ({
      name: 'push',
      payload: gh.events.push(repo, { before, after }),
    });

    const sweep = await measure(gh, () => run(gh, repo, TOKENS.sweep, push(tip, tip)));
    // The first claim of each pair holds: only the later PR collides.
    if (colliding(sweep) !== COLLIDING_PAIRS)
      throw new Error(`bench: expected ${COLLIDING_PAIRS} colliding, got ${colliding(sweep)}`);
    rows.push(
      row(
        `collisions: push to the base, sweep (${PRS} PRs; ${COLLIDING_PAIRS} colliding, ${2 * OVERLAPPING_PAIRS} overlapping, no collision state yet)`,
        sweep,
        `${budget(sweep)}; ${graphqlNote(sweep)} (mergexoRebaseOpenPulls counts both listings: rebase-notify's and ` +
          `the collision listing with each head's collision check); ${asked(sweep)} reads of the pull requests of a ` +
          'commit (2 per success written: the per-commit rule), none per failure; ' +
          `${authors(sweep)} reads of an author's permission (${AUTHOR_PERMISSION}: who may hold a contested name, ` +
          `once per author); ${claims(sweep)}; one git diff-tree per PR, one ls-tree`,
      ),
    );

    const repeat = await measure(gh, () => run(gh, repo, TOKENS.repeat, push(tip, tip)));
    if (repeat.writes !== 0) throw new Error(`bench: collisions repeat run wrote ${repeat.writes} times`);
    rows.push(
      row(
        `collisions: repeat run, nothing changed (${PRS} PRs)`,
        repeat,
        `no writes, as required; ${graphqlNote(repeat)}: the two listings and the comments of the PRs contesting a ` +
          `name (their hand-over records), the collision checks on the heads settle every PR; ${authors(repeat)} ` +
          `reads of an author's permission; ${claims(repeat)}`,
      ),
    );

    // main moves on and every PR is told it is behind (rebase-notify's own notices, not measured here); then,
    // within the cooldown, main gains the migration number PR 91 claims: PR 91 now collides with its base.
    const wt = await repo.clone('maya');
    await wt.commit({ 'docs/moved.md': 'moved\n' }, 'main moves on');
    await wt.push('main');
    const moved = repo.branchSha('main') as string;
    const settle = await run(gh, repo, TOKENS.seed, push(tip, moved));
    if (settle.exitCode !== 0) throw new Error(`bench: the behind notices run failed:\n${settle.stdout}`);
    await wt.commit({ [`migrations/${1000 + 91}_hotfix.sql`]: '-- hotfix\n' }, 'hotfix migration');
    await wt.push('main');
    const after = repo.branchSha('main') as string;
    const base = await measure(gh, () => run(gh, repo, TOKENS.base, push(moved, after)));
    if (base.writes !== 2) throw new Error(`bench: the base collision wrote ${base.writes} times, expected 2`);
    rows.push(
      row(
        `collisions: push to the base that takes a PR's migration number (${PRS} PRs, already told they are behind)`,
        base,
        `${budget(base)}; ${graphqlNote(base)}; ${base.writes} writes: the PR's comment and failing check (the ` +
          "behind notices wait for the cooldown); a failure costs no read of the commit's pull requests; " +
          claims(base),
      ),
    );

    // PR 2, the later claim of the first pair, renumbers its migration: its own run clears it; PR 1 held the name.
    await wt.checkout('pr-2', { create: true, from: 'pr-2' });
    await wt.commit({ [`migrations/${100 + 1}_pr2.sql`]: null, 'migrations/2002_pr2.sql': '-- pr 2\n' }, 'renumber');
    await wt.push('pr-2');
    const pull = await measure(gh, () =>
      run(gh, repo, TOKENS.pull, { name: 'pull_request', payload: gh.events.pullRequest(repo, 2, 'synchronize') }),
    );
    rows.push(
      row(
        `collisions: one PR's push, pull scope (renames its migration; ${PRS} PRs on its base)`,
        pull,
        `${budget(pull)}; ${graphqlNote(pull)}; ${pull.writes} writes (the PR's check turns green, its comment is ` +
          `deleted; the holder's stays as it was); ${asked(pull)} reads of the pull requests of a commit; ` +
          claims(pull),
      ),
    );
  } finally {
    await gh.stop();
  }
  return rows;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'bench', 'rebase-notify-collisions.ts')
) {
  for (const r of await benchCollisions()) console.log(JSON.stringify(r));
}

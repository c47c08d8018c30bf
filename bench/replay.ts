// `mergexo replay` on a generated history of 1,000 merged PRs (merge commits and squashes with their
// refs/pull/N/head, some writing outside their lease, pairs claiming one migration number, the later one renamed
// before it landed): the built dist/cli/index.js run in a clone, from git alone and with a token against the fake
// GitHub holding GitHub's record of the PRs. The promise: under a minute on a 2-core machine.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from '../fake-github/git.js';
import { FakeGitHub, type FakeRepo } from '../fake-github/index.js';
import { REPO_ROOT } from '../test/support/run-action.js';
import type { BenchRow } from './row.js';

const PRS = 1000;
const TOKEN = 'ghp_bench_replay';
const CLI = path.join(REPO_ROOT, 'dist', 'cli', 'index.js');
const T0 = 1_700_000_000;
const GLOB = 'migrations/*_*.sql';
const LEASES = `version: 1
write-root-gate:
  leases:
    - name: agents
      match:
        branch: agent/**
      roots: [src, migrations]
`;
/**
 * GitHub's record of the merged PRs: `GET /repos/{owner}/{repo}/pulls?state=closed&base=main&sort=updated`, 100 a
 * page, the only request replay makes (authors, labels, head branches and when each was opened, which git lacks).
 */
const LISTING = 'GET /repos/{owner}/{repo}/pulls';

/** fast-import's marks of the landings (a ref expression would read the ref as it was before the import). */
const LANDING_MARK = 100_000;

/**
 * PR n: a merge (or every third, a squash) of one commit on its own branch; some write outside `src`; every fourth
 * forks two landings back, so it is behind its base when it lands (a real merge to judge, not the head's tree).
 */
function fastImport(mainTip: string): string {
  const out: string[] = [];
  const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}`;
  let when = T0;
  let main = mainTip;
  out.push('commit refs/heads/main', 'mark :1', `author B <b@example.test> ${when} +0000`);
  out.push(`committer B <b@example.test> ${when} +0000`, data('leases'), `from ${main}`);
  out.push(
    'M 100644 inline .github/mergexo.yml',
    data(LEASES),
    'M 100644 inline migrations/0001_init.sql',
    data('--\n'),
    '',
  );
  main = ':1';
  let before = main;
  for (let n = 1; n <= PRS; n++) {
    when += 600;
    const files: Record<string, string> = { [`src/pr-${n}.ts`]: `export const n = ${n};\n` };
    if (n % 10 === 0) files[`scripts/pr-${n}.sh`] = 'echo\n';
    // Pairs 10k+1, 10k+2 claim one number; the second is renamed later, as it lands after the first.
    if (n % 50 === 1 || n % 50 === 2) files[`migrations/${1000 + Math.ceil(n / 50)}_pr${n}.sql`] = `-- ${n}\n`;
    const mark = 10 + 2 * n;
    out.push(`commit refs/heads/agent/pr-${n}`, `mark :${mark}`, `author A <a@example.test> ${when} +0000`);
    out.push(`committer A <a@example.test> ${when} +0000`, data(`PR ${n}`), `from ${n % 4 === 0 ? before : main}`);
    for (const [f, c] of Object.entries(files)) out.push(`M 100644 inline ${f}`, data(c));
    out.push('');
    let head = `:${mark}`;
    if (n % 50 === 2) {
      when += 60;
      out.push(`commit refs/heads/agent/pr-${n}`, `mark :${mark + 1}`, `author A <a@example.test> ${when} +0000`);
      out.push(`committer A <a@example.test> ${when} +0000`, data('take the next number'), `from ${head}`);
      out.push(`D migrations/${1000 + Math.ceil(n / 50)}_pr${n}.sql`);
      out.push(`M 100644 inline migrations/${2000 + Math.ceil(n / 50)}_pr${n}.sql`, data(`-- ${n}\n`), '');
      head = `:${mark + 1}`;
    }
    out.push(`reset refs/pull/${n}/head`, `from ${head}`, '');
    when += 60;
    const squash = n % 3 === 0;
    out.push(
      'commit refs/heads/main',
      `mark :${LANDING_MARK + n}`,
      `author M <m@example.test> ${when} +0000`,
      `committer M <m@example.test> ${when} +0000`,
    );
    out.push(data(squash ? `PR ${n} (#${n})` : `Merge pull request #${n} from bench/agent/pr-${n}`), `from ${main}`);
    if (!squash) out.push(`merge ${head}`);
    for (const [f, c] of Object.entries(files))
      if (!f.startsWith('migrations/') || n % 50 !== 2) out.push(`M 100644 inline ${f}`, data(c));
    if (n % 50 === 2) out.push(`M 100644 inline migrations/${2000 + Math.ceil(n / 50)}_pr${n}.sql`, data(`-- ${n}\n`));
    out.push('');
    [before, main] = [main, `:${LANDING_MARK + n}`];
  }
  return `${out.join('\n')}\n`;
}

async function setUp(gh: FakeGitHub): Promise<{ repo: FakeRepo; clone: string }> {
  const repo = await gh.createRepo('bench/replay', { defaultBranch: 'main' });
  await git(repo.gitDir, ['fast-import', '--quiet'], { input: fastImport(repo.branchSha('main') as string) });
  const landings = (await git(repo.gitDir, ['log', '--first-parent', '--format=%H %P', 'main']))
    .trim()
    .split('\n')
    .reverse();
  for (let n = 1; n <= PRS; n++) {
    const pr = await repo.openPullRequest({
      head: `agent/pr-${n}`,
      base: 'main',
      author: `agent-${n % 7}[bot]`,
      title: `PR ${n}`,
    });
    const [landing, base] = (landings[n + 1] as string).split(' ') as [string, string];
    repo.markMerged(pr, repo.store.user('maya'), landing, base);
    const at = (s: number) => new Date((T0 + s) * 1000).toISOString().replace(/\.000Z$/, 'Z');
    Object.assign(pr, {
      createdAt: at(n * 660 - 30),
      mergedAt: at(n * 660 + 60),
      closedAt: at(n * 660 + 60),
      updatedAt: at(n * 660 + 60),
    });
  }
  const clone = mkdtempSync(path.join(os.tmpdir(), 'bench-replay-'));
  await git(clone, ['clone', '-q', repo.gitDir, '.']);
  await git(clone, ['fetch', '-q', 'origin', '+refs/pull/*/head:refs/pull/*/head']);
  return { repo, clone };
}

/** `times`' second line: the CPU its children used (`0m1.50s 0m0.25s`, user then system), in seconds. */
function childCpu(stderr: string): number {
  const line = stderr.trim().split('\n').at(-1) ?? '';
  const m = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(line);
  if (!m) throw new Error(`bench: no CPU times in ${JSON.stringify(line)}`);
  const [, um, us, sm, ss] = m.map(Number) as number[];
  return (um as number) * 60 + (us as number) + (sm as number) * 60 + (ss as number);
}

/**
 * The built CLI in the clone, under a POSIX shell whose `times` gives the CPU seconds replay and its git processes
 * used: on a machine shared with other work, the wall time says little about an idle 2-core one.
 */
function replay(clone: string, env: NodeJS.ProcessEnv, args: string[]) {
  const started = performance.now();
  const script = '"$0" "$@" || exit; times >&2';
  return new Promise<{ ms: number; cpu: number; out: string }>((resolve, reject) =>
    execFile(
      '/bin/sh',
      ['-c', script, process.execPath, CLI, 'replay', '--json', ...args],
      { cwd: clone, env, maxBuffer: 1 << 28 },
      (err, stdout, stderr) =>
        err
          ? reject(new Error(`bench: replay failed: ${stderr}`))
          : resolve({ ms: performance.now() - started, cpu: childCpu(stderr), out: stdout }),
    ),
  );
}

export async function benchReplay(): Promise<BenchRow[]> {
  const gh = await FakeGitHub.start();
  gh.addToken(TOKEN, { login: 'reader', type: 'User' });
  try {
    const { repo, clone } = await setUp(gh);
    const env: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) if (!/^(GIT_|GITHUB_|GH_TOKEN|MERGEXO_)/.test(k)) env[k] = v;
    const args = ['--repo', repo.fullName, '--allocated-names', GLOB];
    const offline = await replay(clone, env, args);
    const summary = (out: string) =>
      (JSON.parse(out) as { summary: { merged: number; refused: number; collidedNames: string[] } }).summary;
    const s = summary(offline.out);
    // Refused: the squashes (git alone knows no branch for them: 333) and the merges writing scripts/ (67).
    if (s.merged !== PRS || s.refused !== 400 || s.collidedNames.length !== PRS / 50)
      throw new Error(`bench: replay found ${JSON.stringify(s)}`);
    gh.resetLog();
    const online = await replay(clone, { ...env, GH_TOKEN: TOKEN, GITHUB_API_URL: gh.apiUrl }, args);
    const listing = gh.requests.filter((r) => r.operation === LISTING);
    const counts = gh.counts();
    rmSync(clone, { recursive: true, force: true });
    const note = `${s.refused} refused, ${s.collidedNames.length} names collided (each pair's second renamed before it landed), ${PRS / 4} behind their base`;
    return [
      {
        action: 'mergexo replay',
        operation: `git only (${PRS} merged PRs)`,
        requests: 0,
        wallMs: offline.ms,
        note: `target: under 60 s on 2 cores; ${offline.cpu.toFixed(0)} CPU s; ${note}`,
      },
      {
        action: 'mergexo replay',
        operation: `with a token (${PRS} merged PRs)`,
        requests: counts.reads + counts.writes,
        reads: counts.reads,
        writes: counts.writes,
        wallMs: online.ms,
        note: `${online.cpu.toFixed(0)} CPU s; ${listing.length} pages of ${LISTING}?state=closed (100 a page: authors, labels, head branches, open times); nothing per PR`,
      },
    ];
  } finally {
    await gh.stop();
  }
}

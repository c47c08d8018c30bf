// `npm run try -- CLONE BRANCH [BRANCH...]`: mergexo on your own repository before you install anything. Your
// clone's base branch and the branches you name are pushed into the embedded fake GitHub (your clone is only read:
// no ref of it moves, no hook of it runs), a pull request is opened from each branch, the built gates judge each
// as they would on GitHub (enforcing), and each pull request is printed as its author would see it.
//
// The lease file is the base branch's own `.github/mergexo.yml`, else `--lease-file PATH` (one you are drafting),
// else the starter lease `npx mergexo init` would write for the clone.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FakeRepo } from '../fake-github/repo.js';
import { readFacts } from '../src/cli/init.js';
import { renderLease } from '../src/cli/init-lease.js';
import { runAction, type RunActionResult } from '../test/support/run-action.js';

const TOKEN = 'ghs_try_token';
const LEASE_FILE = '.github/mergexo.yml';
const GATES = ['history-guard', 'write-root-gate'] as const;

const USAGE = `usage: npm run try -- CLONE BRANCH [BRANCH...] [options]

Opens a pull request from each BRANCH of the git clone CLONE on an embedded fake GitHub, runs mergexo's gates on
each (history-guard, write-root-gate, enforcing) and prints what each pull request shows. Nothing leaves this
machine and CLONE is only read.

  --base NAME         the branch the pull requests target (default: the clone's origin/HEAD, else main or master)
  --author LOGIN      who opens the pull requests, for leases that match an author (default: contributor)
  --lease-file PATH   a lease file to judge with when the base branch has none of its own
  --maintainer LOGIN  for the starter lease, when neither the base nor --lease-file has one (repeatable)`;

class TryError extends Error {}

function gitIn(dir: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) =>
      err
        ? reject(new TryError(`git ${args[0]} in ${dir}: ${(stderr || err.message).trim().split('\n')[0]}`))
        : resolve(stdout),
    ),
  );
}

/** The commit a branch names in the clone: its own branch, else origin's. */
async function commitOf(clone: string, branch: string): Promise<string> {
  for (const ref of [`refs/heads/${branch}`, `refs/remotes/origin/${branch}`]) {
    const sha = await gitIn(clone, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).catch(() => '');
    if (sha.trim()) return sha.trim();
  }
  throw new TryError(`${clone} has no branch '${branch}' (nor origin/${branch}): name one \`git branch -a\` lists.`);
}

async function baseOf(clone: string, given: string | undefined): Promise<string> {
  if (given) return given;
  const head = await gitIn(clone, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']).catch(() => '');
  if (head.trim()) return head.trim().replace(/^origin\//, '');
  for (const name of ['main', 'master']) if (await commitOf(clone, name).catch(() => '')) return name;
  throw new TryError(`cannot tell the base branch of ${clone}: pass --base NAME.`);
}

/** The lease file to judge with, and where it came from (the fake's base then holds it). */
async function leaseFor(
  clone: string,
  base: string,
  options: { leaseFile?: string; maintainers: string[] },
): Promise<{ text?: string; from: string }> {
  const own = await gitIn(clone, ['cat-file', '-e', `${await commitOf(clone, base)}:${LEASE_FILE}`]).then(
    () => true,
    () => false,
  );
  if (own) return { from: `${LEASE_FILE} of ${base}` };
  if (options.leaseFile) {
    if (!existsSync(options.leaseFile)) throw new TryError(`--lease-file ${options.leaseFile} does not exist.`);
    return { text: readFileSync(options.leaseFile, 'utf8'), from: options.leaseFile };
  }
  const { facts } = await readFacts(clone, { force: false, maintainers: options.maintainers, uses: 'try/mergexo@v1' });
  try {
    return { text: renderLease(facts), from: `none on ${base}: the starter lease \`npx mergexo init\` would write` };
  } catch {
    // No maintainer to lease everything to: the starter lease names a stand-in, said so in the report.
    return {
      text: renderLease({ ...facts, maintainers: ['maintainer'] }),
      from: `none on ${base}: the starter lease \`npx mergexo init\` would write, maintainer 'maintainer' (--maintainer LOGIN)`,
    };
  }
}

const ICON: Record<string, string> = { success: '✅', failure: '❌', neutral: '➖' };

/** One pull request as its author sees it: each gate's check, its labels, the first line of each comment. */
async function report(repo: FakeRepo, pr: number, runs: Map<string, RunActionResult>): Promise<string[]> {
  const view = await repo.pull(pr);
  const lines = [
    `PR #${pr} ${view.headRef} → ${view.baseRef} (author ${view.author}, head ${view.headSha.slice(0, 7)})`,
  ];
  const checks = repo.checkRuns(view.headSha).sort((a, b) => b.id - a.id);
  for (const gate of GATES) {
    const check = checks.find((c) => c.name === `mergexo/${gate}`);
    const run = runs.get(gate);
    if (!check) {
      lines.push(
        `  ⚠️ mergexo/${gate}: no check (exit ${run?.exitCode ?? '?'}: ${run?.errorLine ?? run?.stderr.trim() ?? ''})`,
      );
      continue;
    }
    lines.push(`  ${ICON[check.conclusion ?? ''] ?? '⏳'} mergexo/${gate}: ${check.output.title ?? ''}`);
    if (gate === 'write-root-gate' && run) {
      const violations = JSON.parse(run.outputs.violations || '[]') as string[];
      const roots = JSON.parse(run.outputs.roots || '[]') as string[];
      lines.push(`     roots: ${roots.length > 0 ? roots.join(', ') : 'none'}`);
      for (const v of violations.slice(0, 10)) lines.push(`     outside: ${v}`);
      if (violations.length > 10) lines.push(`     … and ${violations.length - 10} more`);
    }
  }
  lines.push(`  labels: ${view.labels.length > 0 ? view.labels.join(', ') : 'none'}`);
  for (const c of view.comments) {
    const first = c.body.split('\n').find((l) => l.trim() !== '' && !l.startsWith('<!--')) ?? '';
    lines.push(
      `  comment: ${first
        .replace(/^#+\s*/, '')
        .replace(/\*\*/g, '')
        .trim()}`,
    );
  }
  return lines;
}

export async function tryMergexo(argv: string[], out: (line: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      author: { type: 'string', default: 'contributor' },
      'lease-file': { type: 'string' },
      maintainer: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length < 2) {
    out(USAGE);
    return values.help ? 0 : 2;
  }
  const clone = (await gitIn(path.resolve(positionals[0] ?? '.'), ['rev-parse', '--show-toplevel'])).trim();
  const branches = positionals.slice(1);
  const base = await baseOf(clone, values.base);
  const baseSha = await commitOf(clone, base);
  const heads = await Promise.all(branches.map((b) => commitOf(clone, b)));
  const lease = await leaseFor(clone, base, {
    maintainers: values.maintainer ?? [],
    ...(values['lease-file'] ? { leaseFile: path.resolve(values['lease-file']) } : {}),
  });

  const { FakeGitHub } = await import('../fake-github/index.js');
  const gh = await FakeGitHub.start();
  try {
    gh.addToken(TOKEN, {
      login: 'github-actions[bot]',
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
    const name = path.basename(clone).replace(/[^A-Za-z0-9._-]/g, '-') || 'repository';
    const repo = await gh.createRepo(`try/${name}`, { defaultBranch: base });
    // Pushed by path with explicit refspecs: no remote of the clone is named, so none of its refs moves.
    const refspecs = [`${baseSha}:refs/heads/${base}`, ...branches.map((b, i) => `${heads[i]}:refs/heads/${b}`)];
    await gitIn(clone, ['push', '--quiet', '--no-verify', '--force', repo.gitDir, ...refspecs], {
      ...process.env,
      FAKE_GITHUB_PUSHER: values.author,
    });
    if (lease.text !== undefined) {
      const maintainer = await repo.clone('maintainer');
      await maintainer.commit({ [LEASE_FILE]: lease.text }, 'mergexo try: the lease file');
      await maintainer.push(base);
    }
    out(`mergexo try: ${clone}, ${branches.length} pull request(s) into ${base}, on a fake GitHub on this machine`);
    out(`  lease file: ${lease.from}`);
    for (const branch of branches) {
      const pr = await repo.openPullRequest({ head: branch, base, author: values.author, title: branch });
      const runs = new Map<string, RunActionResult>();
      for (const gate of GATES) {
        const payload = gh.events.pullRequest(repo, pr.number, 'opened');
        runs.set(
          gate,
          await runAction({
            action: gate,
            event: { name: 'pull_request_target', payload },
            token: TOKEN,
            apiUrl: gh.apiUrl,
            serverUrl: gh.serverUrl,
            repository: repo.fullName,
            timeoutMs: 300_000,
          }),
        );
      }
      out('');
      for (const line of await report(repo, pr.number, runs)) out(line);
    }
    out('');
    out('Widen the leases where a refusal above is a change you want, then install: docs/getting-started.md.');
    return 0;
  } finally {
    await gh.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    process.exitCode = await tryMergexo(process.argv.slice(2), (line) => console.log(line));
  } catch (e) {
    if (!(e instanceof TryError || (e instanceof Error && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))))
      throw e;
    console.error(`mergexo try: ${e.message}`);
    process.exitCode = 2;
  }
}

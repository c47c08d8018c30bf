// A repository whose history holds eight merged PRs, built with real git at fixed times and pushed to the fake
// GitHub, with GitHub's record of each PR (author, head branch, labels, when it was opened and merged): several
// authors, a fork, leases by branch, author and label, a protected workflow, and two PRs that claimed one
// migration number while open together, the later one renaming its migration after the first landed.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FakeGitHub, FakeRepo } from '../../../fake-github/index.js';

export const GLOB = 'migrations/*_*.sql';

/** Today's lease file: by branch (the billing agent), by author (carol), by label (docs). */
export const LEASES = `version: 1
write-root-gate:
  leases:
    - name: billing-agent
      match:
        branch: agent/billing/**
      roots:
        - services/billing
        - migrations
        - .github/**
    - name: payments
      match:
        author: carol
      roots:
        - services/payments
        - migrations
    - name: docs
      match:
        label: lease/docs
      roots:
        - docs
`;

/** Each PR as GitHub recorded it; `landed` is how, `opened`/`merged` the hour after T0. */
export interface PullSpec {
  number: number;
  branch: string;
  author: string;
  fork?: string;
  labels?: string[];
  landed: 'merge' | 'squash' | 'rebase';
  opened: number;
  merged: number;
  title: string;
}

export const PULLS: PullSpec[] = [
  {
    number: 1,
    branch: 'agent/billing/invoice',
    author: 'billing-bot[bot]',
    landed: 'merge',
    opened: 1,
    merged: 2,
    title: 'Invoice rounding',
  },
  {
    number: 2,
    branch: 'agent/billing/oops',
    author: 'billing-bot[bot]',
    landed: 'merge',
    opened: 3,
    merged: 4,
    title: 'Charge in cents',
  },
  { number: 3, branch: 'payments/fee', author: 'carol', landed: 'squash', opened: 5, merged: 7, title: 'Add the fee' },
  {
    number: 4,
    branch: 'agent/billing/tax',
    author: 'billing-bot[bot]',
    landed: 'merge',
    opened: 6,
    merged: 10,
    title: 'Tax table',
  },
  {
    number: 5,
    branch: 'docs/guide',
    author: 'dave',
    labels: ['lease/docs'],
    landed: 'merge',
    opened: 11,
    merged: 12,
    title: 'Guide',
  },
  {
    number: 6,
    branch: 'patch-1',
    author: 'outsider',
    fork: 'outsider',
    landed: 'merge',
    opened: 13,
    merged: 14,
    title: 'Typo',
  },
  {
    number: 7,
    branch: 'agent/billing/ci',
    author: 'billing-bot[bot]',
    landed: 'merge',
    opened: 15,
    merged: 16,
    title: 'CI',
  },
  { number: 8, branch: 'payments/refund', author: 'carol', landed: 'rebase', opened: 17, merged: 18, title: 'Refunds' },
];

const T0 = Date.parse('2026-03-02T09:00:00Z');
export const hour = (h: number) => new Date(T0 + h * 3_600_000).toISOString().replace(/\.000Z$/, 'Z');

export interface History {
  repo: FakeRepo;
  /** A clone of the fake repository on main, with every `refs/pull/N/head` fetched: where replay runs. */
  clone: string;
}

/** git at hour `at` as `who`; `keepAuthor`: only the committer is set (a commit copied by a rebase). */
function git(dir: string, args: string[], at?: number, who = 'maya', keepAuthor = false): Promise<string> {
  const committer = {
    GIT_COMMITTER_NAME: who,
    GIT_COMMITTER_EMAIL: `${who}@example.test`,
    ...(at === undefined ? {} : { GIT_COMMITTER_DATE: hour(at) }),
  };
  const author = keepAuthor
    ? {}
    : {
        GIT_AUTHOR_NAME: who,
        GIT_AUTHOR_EMAIL: `${who}@example.test`,
        ...(at === undefined ? {} : { GIT_AUTHOR_DATE: hour(at) }),
      };
  const machine = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
  const env = { ...machine, ...committer, ...author };
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd: dir, env, encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(`git ${args.join(' ')}: ${stderr || err.message}`)) : resolve(stdout.trim()),
    ),
  );
}

async function write(dir: string, files: Record<string, string | null>): Promise<void> {
  const { mkdir, rm, writeFile } = await import('node:fs/promises');
  for (const [file, content] of Object.entries(files)) {
    const abs = path.join(dir, file);
    if (content === null) await rm(abs);
    else {
      await mkdir(path.dirname(abs), { recursive: true });
      await writeFile(abs, content);
    }
  }
}

async function commit(dir: string, files: Record<string, string | null>, message: string, at: number, who: string) {
  await write(dir, files);
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '-m', message], at, who);
  return git(dir, ['rev-parse', 'HEAD']);
}

/** A branch from main's tip with one commit of `files`. */
async function branch(dir: string, name: string, files: Record<string, string | null>, at: number, who: string) {
  await git(dir, ['checkout', '-q', '-b', name, 'main']);
  const head = await commit(dir, files, `${name}: work`, at, who);
  await git(dir, ['checkout', '-q', 'main']);
  return head;
}

async function land(dir: string, spec: PullSpec, owner: string): Promise<string> {
  const at = spec.merged;
  if (spec.landed === 'merge') {
    const from = `${spec.fork ?? owner}/${spec.branch}`;
    await git(
      dir,
      ['merge', '-q', '--no-ff', '-m', `Merge pull request #${spec.number} from ${from}`, spec.branch],
      at,
    );
  } else if (spec.landed === 'squash') {
    await git(dir, ['merge', '-q', '--squash', spec.branch], at);
    await git(dir, ['commit', '-q', '-m', `${spec.title} (#${spec.number})`], at, spec.author);
  } else {
    // A rebase merge: each commit copied with its author, time and message; the committer is GitHub's, now.
    const commits = (await git(dir, ['rev-list', '--reverse', `main..${spec.branch}`])).split('\n');
    for (const c of commits) await git(dir, ['cherry-pick', '--allow-empty', c], at, 'GitHub', true);
  }
  return git(dir, ['rev-parse', 'HEAD']);
}

/** The history, in the fake repository `acme/<name>` (pushed), with GitHub's record of each PR. */
export async function buildHistory(gh: FakeGitHub, name: string): Promise<History> {
  const repo = await gh.createRepo(`acme/${name}`, { defaultBranch: 'main' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replay-history-'));
  await git(dir, ['init', '-q', '-b', 'main']);
  await commit(
    dir,
    {
      'README.md': '# ledger\n',
      'services/billing/invoice.ts': 'export const invoice = 1;\n',
      'services/payments/charge.ts': 'export const charge = 1;\n',
      'migrations/0001_init.sql': '-- init\n',
      'docs/guide.md': '# Guide\n',
      '.github/workflows/ci.yml': 'on: push\n',
      '.github/mergexo.yml': LEASES,
    },
    'The ledger',
    0,
    'maya',
  );
  const heads = new Map<number, string>();
  const p = (n: number) => PULLS[n - 1] as PullSpec;
  heads.set(
    1,
    await branch(dir, p(1).branch, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' }, 1, 'bot'),
  );
  await land(dir, p(1), 'acme');
  heads.set(
    2,
    await branch(dir, p(2).branch, { 'services/payments/charge.ts': 'export const charge = 100;\n' }, 3, 'bot'),
  );
  await land(dir, p(2), 'acme');
  const fee = { 'services/payments/fee.ts': 'export const fee = 3;\n', 'migrations/0002_fee.sql': '-- fee\n' };
  heads.set(3, await branch(dir, p(3).branch, fee, 5, 'carol'));
  const tax = { 'services/billing/tax.ts': 'export const tax = 0.2;\n', 'migrations/0002_tax.sql': '-- tax\n' };
  await branch(dir, p(4).branch, tax, 6, 'bot');
  await land(dir, p(3), 'acme');
  // #4 catches up with main, finds the base already holds 0002, and takes the next number.
  await git(dir, ['checkout', '-q', p(4).branch]);
  await git(dir, ['merge', '-q', '--no-ff', '-m', 'Merge main', 'main'], 8, 'bot');
  await git(dir, ['mv', 'migrations/0002_tax.sql', 'migrations/0003_tax.sql']);
  heads.set(4, await commit(dir, {}, 'Take the next migration number', 9, 'bot'));
  await git(dir, ['checkout', '-q', 'main']);
  await land(dir, p(4), 'acme');
  heads.set(5, await branch(dir, p(5).branch, { 'docs/guide.md': '# Guide\n\nMore.\n' }, 11, 'dave'));
  await land(dir, p(5), 'acme');
  heads.set(
    6,
    await branch(dir, p(6).branch, { 'services/billing/invoice.ts': 'export const invoice = 3;\n' }, 13, 'outsider'),
  );
  await land(dir, p(6), 'acme');
  heads.set(7, await branch(dir, p(7).branch, { '.github/workflows/ci.yml': 'on: [push]\n' }, 15, 'bot'));
  await land(dir, p(7), 'acme');
  heads.set(
    8,
    await branch(dir, p(8).branch, { 'services/payments/refund.ts': 'export const refund = 1;\n' }, 17, 'carol'),
  );
  await land(dir, p(8), 'acme');

  // The fake holds main, every branch (a fork's in the fork) and refs/pull/N/head, as GitHub would.
  const refspecs = [
    'main:refs/heads/main',
    ...PULLS.filter((s) => !s.fork).map((s) => `${s.branch}:refs/heads/${s.branch}`),
  ];
  for (const [n, sha] of heads) refspecs.push(`${sha}:refs/pull/${n}/head`);
  await git(dir, ['push', '-q', '--force', repo.gitDir, ...refspecs]);
  const forks = new Map<string, FakeRepo>();
  for (const spec of PULLS.filter((s) => s.fork)) {
    const fork = forks.get(spec.fork as string) ?? (await gh.createFork(repo, spec.fork as string));
    forks.set(spec.fork as string, fork);
    await git(dir, ['push', '-q', fork.gitDir, `${spec.branch}:refs/heads/${spec.branch}`]);
  }
  const landings = (await git(dir, ['log', '--first-parent', '--format=%H %P', 'main'])).split('\n').reverse();
  for (const spec of PULLS) {
    repo.setRole(spec.author, spec.fork ? 'read' : 'write');
    const pr = await repo.openPullRequest({
      head: spec.branch,
      base: 'main',
      author: spec.author,
      title: spec.title,
      ...(spec.fork ? { fork: forks.get(spec.fork) as FakeRepo } : {}),
    });
    if (pr.number !== spec.number) throw new Error(`expected PR #${spec.number}, the fake opened #${pr.number}`);
    for (const label of spec.labels ?? []) repo.addLabel(pr.number, label);
    // Each PR landed as the (1-based) commit of main after the initial one, in order; #4's catch-up is its own.
    const [landing, base] = (landings[spec.number] as string).split(' ') as [string, string];
    repo.markMerged(pr, repo.store.user('maya'), landing, base);
    Object.assign(pr, {
      createdAt: hour(spec.opened),
      mergedAt: hour(spec.merged),
      closedAt: hour(spec.merged),
      updatedAt: hour(spec.merged),
    });
  }
  const clone = mkdtempSync(path.join(os.tmpdir(), 'replay-clone-'));
  await git(clone, ['clone', '-q', repo.gitDir, '.']);
  await git(clone, ['fetch', '-q', 'origin', '+refs/pull/*/head:refs/pull/*/head']);
  return { repo, clone };
}

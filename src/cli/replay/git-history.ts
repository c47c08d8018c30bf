import { ConfigurationError } from '../../core/pure/errors.js';
import { git, type GitOutput } from '../../core/git.js';
import { parseRawDiff, type DiffEntry } from '../../core/pure/git-diff.js';
import { isSha, SHA_SOURCE } from '../../core/pure/sha.js';
import * as text from './messages.js';
import type { BranchCommit, MainlineCommit } from './types.js';

/** A `git ls-remote` line of a PR's head ref, as GitHub serves it (also from a mirror's remotes). */
const PULL_HEAD_REF = new RegExp(`^(${SHA_SOURCE}) refs/(?:remotes/[^/]+/)?pull/([0-9]+)/head$`);

/**
 * The history `mergexo replay` reads, from the user's own clone with local git: the default branch's first-parent
 * history, the PRs' head refs GitHub publishes (`refs/pull/N/head`, when the clone fetched them), each PR's
 * commits, and what the default branch's own commits changed. Nothing here writes a ref or the work tree.
 */

/** Field and record separators git prints for us (`%x1f`, `%x1e`): never in a subject git prints on one line. */
const FS = '\x1f';
const RS = '\x1e';

const seconds = (field: string | undefined) => Number(field) * 1000;

/** How commits are listed with their paths: each path stands for itself (a rename is two), merges list none. */
const COMMIT_LOG = ['--no-renames', '--name-only', '-z', `--format=${RS}%H${FS}%at${FS}%ct`];

/** `COMMIT_LOG` output (with `%P` as a fourth field when asked), in git's order. */
function parseCommitLog(out: string): (BranchCommit & { parents?: string[] })[] {
  return out.split(RS).flatMap((record) => {
    const [meta, ...names] = record.split('\0');
    const [sha, authoredAt, committedAt, parents] = (meta ?? '').split(FS);
    if (!sha || !isSha(sha)) return [];
    const paths = names.map((n) => n.replace(/^\n/, '')).filter((n) => n !== '');
    const commit = { sha, authoredAt: seconds(authoredAt), committedAt: seconds(committedAt), paths };
    return [parents === undefined ? commit : { ...commit, parents: parents.trim().split(' ').filter(isSha) }];
  });
}

/** What a commit says of itself: its subject and author time (epoch ms). */
export interface CommitFacts {
  subject: string;
  authoredAt: number;
}

export class ReplayGit {
  private constructor(
    readonly dir: string,
    /** The repository's git directory, for reads that take one (`--git-dir`). */
    readonly gitDir: string,
  ) {}

  /** The clone around `dir`; a ConfigurationError when there is none, or when it is shallow. */
  static async open(dir: string): Promise<ReplayGit> {
    const r = await git(['rev-parse', '--absolute-git-dir', '--is-shallow-repository'], {
      cwd: dir,
      okCodes: [0, 128],
      setup: 'user',
    });
    const [gitDir, shallow] = r.stdout.trim().split('\n');
    if (r.code !== 0 || !gitDir) throw new ConfigurationError(text.notAClone(dir));
    if (shallow === 'true') throw new ConfigurationError(text.SHALLOW_CLONE);
    return new ReplayGit(dir, gitDir);
  }

  private run(args: string[], okCodes = [0]): Promise<GitOutput> {
    return git(args, { cwd: this.dir, okCodes, setup: 'user' });
  }

  /**
   * The ref that holds the default branch's history: the remote's copy (`refs/remotes/<remote>/<branch>`) when
   * the clone has one, else the local branch. `branch` undefined: the remote's default branch (`<remote>/HEAD`),
   * else the current branch.
   */
  async branchRef(remote: string, branch: string | undefined): Promise<{ branch: string; ref: string }> {
    let name = branch;
    if (name === undefined) {
      const head = await this.run(['symbolic-ref', '--quiet', '--short', `refs/remotes/${remote}/HEAD`], [0, 1, 128]);
      name = head.code === 0 ? head.stdout.trim().replace(`${remote}/`, '') : undefined;
    }
    if (name === undefined) {
      const current = await this.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], [0, 1, 128]);
      name = current.code === 0 ? current.stdout.trim() : undefined;
    }
    if (!name) throw new ConfigurationError(text.NO_BRANCH);
    for (const ref of [`refs/remotes/${remote}/${name}`, `refs/heads/${name}`]) {
      if (await this.resolves(ref)) return { branch: name, ref };
    }
    throw new ConfigurationError(text.unknownBranch(name, remote));
  }

  private async resolves(ref: string): Promise<boolean> {
    return (await this.run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], [0, 1, 128])).code === 0;
  }

  /** The first-parent history of `ref`, newest first. */
  async mainline(ref: string): Promise<MainlineCommit[]> {
    const r = await this.run(['log', '--first-parent', `--format=%H${FS}%P${FS}%ct${FS}%at${FS}%s${RS}`, ref]);
    return r.stdout.split(RS).flatMap((record) => {
      const [sha, parents, at, authoredAt, subject] = record.replace(/^\n/, '').split(FS);
      if (!sha || !isSha(sha)) return [];
      return [
        {
          sha,
          parents: (parents ?? '').split(' ').filter((p) => isSha(p)),
          at: seconds(at),
          authoredAt: seconds(authoredAt),
          subject: subject ?? '',
        },
      ];
    });
  }

  /** `refs/pull/N/head` of every PR the clone fetched them for, by number. */
  async pullHeads(): Promise<Map<number, string>> {
    const r = await this.run(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/pull/', 'refs/remotes/']);
    const heads = new Map<number, string>();
    for (const line of r.stdout.split('\n')) {
      const m = PULL_HEAD_REF.exec(line);
      if (m && !heads.has(Number(m[2]))) heads.set(Number(m[2]), m[1] as string);
    }
    return heads;
  }

  /** The work tree's top folder (where the lease file is looked for). */
  async topLevel(): Promise<string> {
    return (await this.run(['rev-parse', '--show-toplevel'])).stdout.trim();
  }

  /** Whether the clone holds the commit. */
  async has(sha: string): Promise<boolean> {
    if (!isSha(sha)) return false;
    return (await this.run(['cat-file', '-e', `${sha}^{commit}`], [0, 1, 128])).code === 0;
  }

  /** The commits of `head` that `base` lacks, oldest first, each with the paths it changed (renames as two). */
  async branchCommits(base: string, head: string): Promise<BranchCommit[]> {
    const r = await this.run(['log', '--reverse', ...COMMIT_LOG, head, `^${base}`]);
    return parseCommitLog(r.stdout);
  }

  /**
   * One walk for many branches (`commit-graph.ts`): the commits of `revs` (`^sha` excludes), newest first, each
   * with its parents and the paths it changed, as `branchCommits` reads them. Revisions go in on stdin.
   */
  async walk(revs: readonly string[]): Promise<(BranchCommit & { parents: string[] })[]> {
    const r = await git(['log', ...COMMIT_LOG, `--format=${RS}%H${FS}%at${FS}%ct${FS}%P`, '--stdin'], {
      cwd: this.dir,
      input: `${revs.join('\n')}\n`,
      setup: 'user',
    });
    return parseCommitLog(r.stdout).map(({ parents, ...c }) => ({ ...c, parents: parents ?? [] }));
  }

  /** Which of `shas` are commits the clone holds: one `cat-file --batch-check`. */
  async presentCommits(shas: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(shas)].filter(isSha);
    if (wanted.length === 0) return new Set();
    const r = await git(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
      cwd: this.dir,
      input: `${wanted.join('\n')}\n`,
      setup: 'user',
    });
    return new Set(r.stdout.split('\n').flatMap((l) => (l.endsWith(' commit') ? [l.slice(0, l.indexOf(' '))] : [])));
  }

  /** What each first-parent commit from `from` (excluded) to `to` changed under `folders`, oldest first. */
  async mainlineChanges(from: string, to: string, folders: readonly string[]): Promise<Map<string, DiffEntry[]>> {
    const r = await this.run([
      '--literal-pathspecs',
      'log',
      '--first-parent',
      '--diff-merges=first-parent',
      '--reverse',
      '--raw',
      '--no-renames',
      '--abbrev=40',
      '-z',
      `--format=${RS}%H`,
      `${from}..${to}`,
      '--',
      ...folders,
    ]);
    const changes = new Map<string, DiffEntry[]>();
    for (const record of r.stdout.split(RS)) {
      const sha = record.slice(0, record.search(/[^0-9a-f]|$/));
      if (!isSha(sha)) continue;
      changes.set(sha, parseRawDiff(record.slice(sha.length).replace(/^\0?\n?/, '')));
    }
    return changes;
  }

  /** `git rev-list --count --no-merges head ^base`: the commits a rebase merge copied. */
  async countCommits(base: string, head: string): Promise<number> {
    const r = await this.run(['rev-list', '--count', '--no-merges', head, `^${base}`]);
    return Number(r.stdout.trim()) || 0;
  }

  /** The subject and author time of each of `shas` the clone holds: one `git log --no-walk`. */
  async commitFactsOf(shas: readonly string[]): Promise<Map<string, CommitFacts>> {
    const wanted = [...new Set(shas)].filter(isSha);
    const facts = new Map<string, CommitFacts>();
    if (wanted.length === 0) return facts;
    const r = await git(['log', '--no-walk=unsorted', `--format=%H${FS}%at${FS}%s${RS}`, '--stdin'], {
      cwd: this.dir,
      input: `${wanted.join('\n')}\n`,
      setup: 'user',
    });
    for (const record of r.stdout.split(RS)) {
      const [sha, at, subject] = record.replace(/^\n/, '').split(FS);
      if (sha && isSha(sha)) facts.set(sha, { subject: subject ?? '', authoredAt: seconds(at) });
    }
    return facts;
  }

  /** The subject and author time of a commit. */
  async commitFacts(sha: string): Promise<{ subject: string; authoredAt: number } | undefined> {
    const r = await this.run(['log', '-1', `--format=%at${FS}%s`, sha], [0, 128]);
    if (r.code !== 0) return undefined;
    const [at, subject] = r.stdout.trim().split(FS);
    return { subject: subject ?? '', authoredAt: seconds(at) };
  }
}

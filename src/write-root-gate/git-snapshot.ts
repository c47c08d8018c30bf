import { isSha } from '../core/pure/sha.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UndecidableError } from '../core/pure/errors.js';
import { GitCommandError, git, redactToken, type GitOptions } from '../core/git.js';
import type { MergeResult } from './rules/merge-writes.js';
import { mergeTreeArgs, parseRawDiff, rawDiffArgs, type DiffEntry } from '../core/pure/git-diff.js';

/**
 * A throwaway bare repository holding what a PR is judged on, fetched from GitHub with the
 * workflow token. Nothing is checked out and nothing from the PR runs: git only reads commits
 * (merge bases), trees (file modes, renames, the merge result) and the few blobs a content
 * merge or a symlink needs.
 *
 * What is fetched, and why it is enough: the base tip and the PR head with their whole commit
 * history but no trees or blobs (`--filter=tree:0`, no depth), so `merge-base --all` sees every
 * merge base: no shallow boundary can hide one. Then the trees of the commits the verdict reads
 * (base tip, head, their merge bases) in one more request (`--filter=blob:none`). Blobs, and
 * the trees of older merge bases a criss-cross merge recurses into, are fetched lazily from
 * the promisor remote when git needs them.
 */
export interface GitSnapshotOptions {
  /** e.g. https://github.com (GITHUB_SERVER_URL); the repository is `${serverUrl}/${owner}/${repo}.git`. */
  serverUrl: string;
  owner: string;
  repo: string;
  token: string;
  /** Where the scratch repository goes (RUNNER_TEMP on a runner). */
  tempRoot?: string;
  log?: (message: string) => void;
}

/** What a user can do about a git command that failed once the scratch repository exists. */
const GIT_FAILED_HINT =
  "git fetches objects it lacks from GitHub as it goes, so a network or token problem shows up here: re-run the job; if it fails again, check that the job's token has `contents: read` and that the runner's git is 2.38 or later (`git merge-tree --write-tree`).";

/** A git command that ran and failed: what it said (redacted), apart from the advice, so callers can give their own. */
class GitFailure extends UndecidableError {
  constructor(
    readonly what: string,
    readonly said: string,
  ) {
    super(`${what}: ${said}. ${GIT_FAILED_HINT}`);
  }
}

interface RunResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Paths given to ls-tree are paths, never patterns. */
const LITERAL_PATHS = { GIT_LITERAL_PATHSPECS: '1' };

/**
 * How the scratch repository's git runs: core's hardened runner (no system or user configuration,
 * no hooks, no inherited `GIT_*`, no prompts), with the token as an HTTP header scoped to the
 * server, passed in the environment so it is never written to disk or shown in a process list,
 * and the runner's proxy for the server as the API client decides it.
 */
export function gitOptions(dir: string, serverUrl: string, token: string, url: string): GitOptions {
  return { cwd: dir, auth: { serverUrl, token }, env: LITERAL_PATHS, config: remoteConfig(url) };
}

/**
 * The promisor remote, given to every command in the environment (git hands it on to the fetches it starts for
 * objects it lacks): no `git config` process per setting, and nothing about the server on disk.
 */
function remoteConfig(url: string): Record<string, string> {
  return {
    'remote.origin.url': url,
    'remote.origin.promisor': 'true',
    'remote.origin.partialclonefilter': 'blob:none',
    // A commit we hold would tell the server we hold its tree too: never negotiate, so
    // asking for the trees of commits fetched without them brings them.
    'fetch.negotiationAlgorithm': 'noop',
  };
}

/**
 * What git reads from the repository's own file alone: a partial clone needs format version 1 and the
 * extension naming its promisor remote. Written once, whole, after `git init` (fixed text, nothing from GitHub).
 */
const PARTIAL_CLONE_CONFIG =
  '[core]\n\trepositoryformatversion = 1\n\tbare = true\n[extensions]\n\tpartialClone = origin\n';

export class GitSnapshot {
  private constructor(
    private readonly dir: string,
    private readonly options: GitOptions,
    private readonly token: string,
  ) {}

  /** The root tree of each commit read so far (a commit's tree never changes). */
  private readonly trees = new Map<string, string>();

  /**
   * Creates the scratch repository and fetches the commit history of `shas` (commits only, no
   * depth limit). Throws UndecidableError when git fails.
   */
  static async fetch(options: GitSnapshotOptions, shas: string[]): Promise<GitSnapshot> {
    // Only object names reach git's command line, never anything that could read as an option.
    const bad = shas.find((s) => !isSha(s));
    if (bad !== undefined) throw new UndecidableError(`GitHub answered '${bad}' where a commit SHA was expected.`);
    const dir = await mkdtemp(join(options.tempRoot || tmpdir(), 'mergexo-write-root-gate-'));
    const url = `${options.serverUrl.replace(/\/+$/, '')}/${options.owner}/${options.repo}.git`;
    const snapshot = new GitSnapshot(dir, gitOptions(dir, options.serverUrl, options.token, url), options.token);
    try {
      await snapshot.must(['init', '--quiet', '--bare']);
      await writeFile(join(dir, 'config'), PARTIAL_CLONE_CONFIG);
      const started = Date.now();
      await snapshot.must([
        'fetch',
        '--quiet',
        '--no-tags',
        '--no-write-fetch-head',
        '--no-recurse-submodules',
        '--filter=tree:0',
        'origin',
        ...shas,
      ]);
      options.log?.(
        `Fetched the commit history of ${shas.length} commits into a scratch repository in ${Date.now() - started} ms.`,
      );
      return snapshot;
    } catch (e) {
      await snapshot.close();
      // No git on the runner says what to do already; a failed command gets the fetch's own advice.
      if (!(e instanceof GitFailure)) throw e;
      throw new UndecidableError(
        `git could not fetch commits ${shas.map((s) => s.slice(0, 12)).join(', ')} from ${url}: ${e.what}: ${e.said}. ` +
          "The job needs `contents: read` and git on the runner; re-run the job once GitHub's git service answers.",
      );
    }
  }

  /**
   * Fetches the trees (not the blobs) of `commits` in one request; git would otherwise fetch
   * each missing tree lazily, one request at a time.
   */
  async prefetchTrees(commits: string[]): Promise<void> {
    const trees = [...new Set(await this.treesOf(commits))];
    await this.must([
      'fetch',
      '--quiet',
      '--no-tags',
      '--no-write-fetch-head',
      '--no-recurse-submodules',
      '--filter=blob:none',
      'origin',
      ...trees,
    ]);
  }

  /** The root tree of a commit (read from the commit object alone). */
  async treeOf(commit: string): Promise<string> {
    return (await this.treesOf([commit]))[0] as string;
  }

  /**
   * The root trees of commits, in their order, read from the commit objects alone in one process (`log
   * --no-walk`): `rev-parse <commit>^{tree}` would check that each tree is here and fetch it, one request each.
   */
  async treesOf(commits: readonly string[]): Promise<string[]> {
    const unknown = [...new Set(commits.filter((c) => !this.trees.has(c)))];
    const bad = unknown.find((c) => !isSha(c));
    if (bad !== undefined) throw new UndecidableError(`'${bad}' is not a commit SHA, so its tree was not read.`);
    if (unknown.length > 0) {
      const out = await this.must(['log', '--no-walk=unsorted', '--format=%H %T', ...unknown]);
      for (const line of out.split('\n')) {
        const [commit, tree] = line.split(' ');
        if (commit && tree && isSha(tree)) this.trees.set(commit, tree);
      }
    }
    return commits.map((c) => {
      const tree = this.trees.get(c);
      if (tree === undefined) throw new UndecidableError(`git log named no tree for commit ${c.slice(0, 12)}.`);
      return tree;
    });
  }

  /** Every merge base of two commits (`merge-base --all`); empty when they share no history. */
  async mergeBases(a: string, b: string): Promise<string[]> {
    const r = await this.run(['merge-base', '--all', a, b]);
    if (r.code === 1 && r.stdout.trim() === '' && r.stderr.trim() === '') return [];
    if (r.code !== 0) throw this.failure(['merge-base'], r);
    return r.stdout.split('\n').filter(isSha);
  }

  /**
   * What merging `head` into `base` writes (`git merge-tree --write-tree`, as GitHub merges):
   * the resulting tree, and the paths that conflict (the tree then holds conflict markers).
   */
  async mergeTree(base: string, head: string): Promise<MergeResult> {
    const r = await this.run(mergeTreeArgs(base, head));
    const [tree, ...conflicts] = r.stdout.split('\0').filter((f) => f !== '');
    if ((r.code !== 0 && r.code !== 1) || tree === undefined || !isSha(tree)) {
      throw new UndecidableError(
        `git merge-tree could not merge ${head.slice(0, 12)} into ${base.slice(0, 12)} (${r.code}): ` +
          `${oneLine(redactToken(r.stderr.trim() || r.stdout.trim(), this.token))}. ${GIT_FAILED_HINT}`,
      );
    }
    return { tree, conflicts: r.code === 1 ? [...new Set(conflicts)] : [] };
  }

  /** Every file change between two commits or trees, with modes, renames and copies (no PR code involved). */
  async diff(from: string, to: string): Promise<DiffEntry[]> {
    const out = await this.must(rawDiffArgs(from, to));
    return parseRawDiff(out);
  }

  /** The tree entry at `path` in `commit` (or a tree), or undefined. */
  async entry(commit: string, path: string): Promise<{ mode: string; sha: string; type: string } | undefined> {
    const out = await this.must(['ls-tree', '-z', '--full-tree', commit, '--', path]);
    for (const record of out.split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0) continue;
      if (record.slice(tab + 1) !== path) continue;
      const [mode, type, sha] = record.slice(0, tab).split(' ') as [string, string, string];
      return { mode, type, sha };
    }
    return undefined;
  }

  /** A blob's content as text (fetched on demand from the promisor remote). */
  async blob(sha: string): Promise<string> {
    return this.must(['cat-file', 'blob', sha]);
  }

  async close(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
  }

  private async must(args: string[]): Promise<string> {
    const r = await this.run(args);
    if (r.code !== 0) throw this.failure(args, r);
    return r.stdout;
  }

  private failure(args: string[], r: RunResult): GitFailure {
    return new GitFailure(
      `git ${args[0]} failed (${r.code})`,
      oneLine(redactToken(r.stderr.trim() || r.stdout.trim(), this.token)),
    );
  }

  /** Any exit code is an answer here: the caller decides which are failures. */
  private async run(args: string[]): Promise<RunResult> {
    try {
      return await git(args, this.options);
    } catch (e) {
      if (e instanceof GitCommandError) return e.output;
      throw e;
    }
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/[.\s]+$/, '');
}

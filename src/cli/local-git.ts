import { isSha } from '../core/pure/sha.js';
import { git, GitCommandError } from '../core/git.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/pure/errors.js';
import { mergeTreeArgs, parseRawDiff, rawDiffArgs, type DiffEntry } from '../core/pure/git-diff.js';
import type { TreeReader } from '../write-root-gate/index.js';
import * as text from './messages.js';

/**
 * The agent's own checkout, read with local git. It is a write-root-gate `TreeReader`, so
 * `mergeWrites` reads the same union here as in the gate's scratch repository. Nothing here moves
 * a ref, the index or the working tree: fetching a commit by name writes objects only
 * (`--no-write-fetch-head`), and `merge-tree --write-tree` writes the merged tree's objects, never a ref.
 */
export class Checkout implements TreeReader {
  private constructor(
    readonly dir: string,
    /** The remote commits are fetched from (a name such as `origin`, or a URL). */
    readonly remote: string,
  ) {}

  /** Throws a ConfigurationError when `dir` is not inside a git working tree. */
  static async open(dir: string, remote: string): Promise<Checkout> {
    const r = await git(['rev-parse', '--is-inside-work-tree'], { cwd: dir, okCodes: [0, 128], setup: 'user' }).catch(
      (e: unknown) => {
        throw new ConfigurationError(text.gitUnavailable(dir, errorMessage(e)));
      },
    );
    if (r.code !== 0 || r.stdout.trim() !== 'true') {
      throw new ConfigurationError(
        `${dir} is not inside a git checkout: run mergexo check in the clone of the pull request's branch.`,
      );
    }
    return new Checkout(dir, remote);
  }

  private run(args: string[], okCodes = [0]) {
    // The user's own clone, as they set git up: their credentials reach the remote, their hooks directory is theirs.
    return git(args, { cwd: this.dir, okCodes, setup: 'user' });
  }

  /** The URL of the remote, or undefined when `remote` is not a configured remote's name. */
  async remoteUrl(): Promise<string | undefined> {
    const r = await this.run(['remote', 'get-url', this.remote], [0, 2, 128]);
    return r.code === 0 ? r.stdout.trim() : undefined;
  }

  /** The commit a revision names (HEAD by default). */
  async commit(rev = 'HEAD'): Promise<string> {
    const r = await this.run(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], [0, 1]);
    const sha = r.stdout.trim();
    if (r.code !== 0 || !isSha(sha)) {
      throw new ConfigurationError(text.noCommit(rev));
    }
    return sha;
  }

  /** The current branch, or undefined on a detached HEAD. */
  async branch(): Promise<string | undefined> {
    const r = await this.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], [0, 1, 128]);
    return r.code === 0 ? r.stdout.trim() : undefined;
  }

  async has(sha: string): Promise<boolean> {
    const r = await this.run(['cat-file', '-e', `${sha}^{commit}`], [0, 1, 128]);
    return r.code === 0;
  }

  /** Makes sure the commit is here, fetching it from the remote when missing. */
  async ensure(sha: string, what: string): Promise<void> {
    if (!isSha(sha)) throw new UndecidableError(`GitHub answered '${sha}' where a commit SHA was expected.`);
    if (await this.has(sha)) return;
    try {
      await this.run(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', this.remote, sha]);
    } catch (e) {
      const why = e instanceof GitCommandError ? e.message : String(e);
      throw new UndecidableError(`git could not fetch ${what} ${sha} from '${this.remote}': ${why}`);
    }
    if (!(await this.has(sha))) {
      throw new UndecidableError(`${what} ${sha} is still missing after fetching it from '${this.remote}'.`);
    }
  }

  /** Whether `ancestor` is `descendant` or one of its ancestors. */
  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const r = await this.run(['merge-base', '--is-ancestor', ancestor, descendant], [0, 1]);
    return r.code === 0;
  }

  /** Whether the clone is shallow (its history cut off at some depth). */
  async isShallow(): Promise<boolean> {
    return (await this.run(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true';
  }

  async mergeBases(a: string, b: string): Promise<string[]> {
    const r = await this.run(['merge-base', '--all', a, b], [0, 1]);
    return r.stdout.split('\n').filter(isSha);
  }

  /** What merging `head` into `base` writes, as GitHub merges: the tree and the conflicted paths. */
  async mergeTree(base: string, head: string): Promise<{ tree: string; conflicts: string[] }> {
    const r = await this.run(mergeTreeArgs(base, head), [0, 1]);
    const [tree, ...conflicts] = r.stdout.split('\0').filter((f) => f !== '');
    if (tree === undefined || !isSha(tree)) {
      throw new UndecidableError(`git merge-tree could not merge ${head.slice(0, 12)} into ${base.slice(0, 12)}.`);
    }
    return { tree, conflicts: r.code === 1 ? [...new Set(conflicts)] : [] };
  }

  async treeOf(commit: string): Promise<string> {
    return (await this.run(['rev-parse', '--verify', `${commit}^{tree}`])).stdout.trim();
  }

  /** Every file change between two commits or trees, with modes, renames and copies. */
  async diff(from: string, to: string): Promise<DiffEntry[]> {
    const r = await this.run(rawDiffArgs(from, to));
    return parseRawDiff(r.stdout);
  }

  async entry(treeish: string, path: string): Promise<{ mode: string; sha: string } | undefined> {
    const r = await git(['ls-tree', '-z', '--full-tree', treeish, '--', path], {
      cwd: this.dir,
      env: { GIT_LITERAL_PATHSPECS: '1' },
    });
    for (const record of r.stdout.split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0 || record.slice(tab + 1) !== path) continue;
      const [mode, , sha] = record.slice(0, tab).split(' ') as [string, string, string];
      return { mode, sha };
    }
    return undefined;
  }

  async blob(sha: string): Promise<string> {
    return (await this.run(['cat-file', 'blob', sha])).stdout;
  }

  /** Where git looks for hooks (honours core.hooksPath). */
  async hooksDir(): Promise<string> {
    return (await this.run(['rev-parse', '--path-format=absolute', '--git-path', 'hooks'])).stdout.trim();
  }
}

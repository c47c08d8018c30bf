import { isSha } from '../../core/pure/sha.js';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { git, gitVersion, versionAtLeast, GitCommandError } from '../../core/git.js';
import type { RepoRef } from '../../core/pure/view.js';
import { commitGraphPays } from './commit-graph.js';
import { measureDrift, measureDrifts } from './git-measure.js';
import type { DriftResult } from '../rules/drift/plan.js';
import type { FetchMiss } from '../rules/drift/unknown.js';

/** `git merge-tree --write-tree` (a test merge without a worktree) appeared in git 2.38. */
const MIN_GIT: readonly number[] = [2, 38, 0];
const FETCH_BATCH = 500;

export interface GitDriftOptions {
  repo: RepoRef;
  token: string;
  /** GITHUB_SERVER_URL: the repository is fetched from `${serverUrl}/${owner}/${repo}.git`. */
  serverUrl: string;
  /** RUNNER_TEMP (or any scratch directory): where the private bare repository lives. */
  tempDir: string;
  /** GITHUB_WORKSPACE: a full (not shallow) checkout there lends its objects, so less is downloaded. */
  workspace?: string;
  log: (message: string) => void;
}

export interface PullHead {
  number: number;
  headSha: string;
  base: string;
}

export interface FetchResult {
  /** Tip of each base branch as fetched. */
  baseShas: Map<string, string>;
  /** PRs whose head commit could not be fetched, and why. */
  missing: Map<number, FetchMiss>;
}

/**
 * Measures drift with a local git: a private bare repository in RUNNER_TEMP, fetched from
 * GitHub with the token as an HTTP header (never written to disk), holding only the base
 * branches and the heads of the open PRs (`refs/pull/N/head`). Nothing is checked out.
 */
export class GitDrift {
  private constructor(
    /** The private bare repository (the collision index reads its diffs from it too). */
    readonly gitDir: string,
    private readonly options: GitDriftOptions,
    /** Whether a workspace checkout lends its objects (reported in the summary). */
    readonly borrowed: boolean,
  ) {}

  /**
   * What this run already fetched: a base's tip, a PR's head that is present. The collision phase asks for the
   * same bases and heads the drift phase just fetched; those are answered from here, not fetched again (the run
   * also judges one base tip throughout).
   */
  private readonly fetched = { bases: new Map<string, string>(), heads: new Map<number, string>() };

  /** A ready repository, or the reason a local git cannot be used. */
  static async open(options: GitDriftOptions): Promise<GitDrift | { unavailable: string }> {
    const version = await gitVersion();
    if (!version) return { unavailable: 'git is not installed on this runner' };
    if (!versionAtLeast(version, MIN_GIT)) {
      return { unavailable: `git ${version.join('.')} is too old (merge-tree --write-tree needs 2.38 or later)` };
    }
    const name = `mergexo-rebase-notify-${options.repo.owner}-${options.repo.repo}`.replace(/[^\w.-]/g, '_');
    const gitDir = path.join(options.tempDir, name);
    mkdirSync(gitDir, { recursive: true });
    try {
      // No `git config gc.auto 0` process: core's runner turns gc off on every command it runs.
      await git(['init', '--quiet', '--bare', gitDir]);
    } catch (e) {
      return { unavailable: `could not create a repository in ${options.tempDir}: ${(e as Error).message}` };
    }
    const borrowed = await borrowWorkspaceObjects(gitDir, options.workspace);
    return new GitDrift(gitDir, options, borrowed);
  }

  private remote(): string {
    return `${this.options.serverUrl.replace(/\/+$/, '')}/${this.options.repo.owner}/${this.options.repo.repo}.git`;
  }

  /** A stalled transfer is abandoned rather than left to the job's timeout. */
  private static readonly FETCH_CONFIG = {
    'http.lowSpeedLimit': '1000',
    'http.lowSpeedTime': '60',
    'credential.helper': '',
  };

  private async fetchSpecs(specs: string[]): Promise<void> {
    await git(
      [
        '--git-dir',
        this.gitDir,
        'fetch',
        '--quiet',
        '--no-tags',
        '--no-recurse-submodules',
        '--no-write-fetch-head',
        '--stdin',
        this.remote(),
      ],
      {
        input: specs.join('\n') + '\n',
        auth: { serverUrl: this.options.serverUrl, token: this.options.token },
        config: GitDrift.FETCH_CONFIG,
      },
    );
  }

  /** Fetches commits by id (a merge group's commit and the base it was built on): one round trip. */
  async fetchCommits(shas: readonly string[]): Promise<void> {
    await this.fetchSpecs(shas.filter(isSha));
  }

  /**
   * Fetches the bases and the PR heads in as few round trips as possible; a PR whose head
   * cannot be fetched is left unmeasured (and reported), the others are not held up.
   */
  async fetch(bases: readonly string[], heads: readonly PullHead[]): Promise<FetchResult> {
    const newBases = bases.filter((b) => !this.fetched.bases.has(b));
    const newHeads = heads.filter((h) => this.fetched.heads.get(h.number) !== h.headSha);
    const result =
      newBases.length > 0 || newHeads.length > 0
        ? await this.fetchNew(newBases, newHeads)
        : { baseShas: new Map<string, string>(), missing: new Map<number, FetchMiss>() };
    for (const [base, sha] of result.baseShas) this.fetched.bases.set(base, sha);
    for (const h of newHeads) if (!result.missing.has(h.number)) this.fetched.heads.set(h.number, h.headSha);
    const baseShas = new Map<string, string>();
    for (const b of bases) {
      const sha = this.fetched.bases.get(b);
      if (sha) baseShas.set(b, sha);
    }
    return { baseShas, missing: result.missing };
  }

  private async fetchNew(bases: readonly string[], heads: readonly PullHead[]): Promise<FetchResult> {
    const missing = new Map<number, FetchMiss>();
    const missingBases = new Set<string>();
    type Item = { base: string } | { pull: PullHead };
    const items: Item[] = [...bases.map((base) => ({ base })), ...heads.map((pull) => ({ pull }))];
    for (let i = 0; i < items.length; i += FETCH_BATCH) {
      await this.fetchIsolating(
        items.slice(i, i + FETCH_BATCH),
        (item) =>
          'base' in item
            ? `+refs/heads/${item.base}:refs/mergexo/base/${item.base}`
            : `+refs/pull/${item.pull.number}/head:refs/mergexo/pull/${item.pull.number}`,
        (item) => {
          if ('base' in item) missingBases.add(item.base);
          else missing.set(item.pull.number, { kind: 'pull-ref-unserved', number: item.pull.number });
        },
      );
    }
    if (missingBases.size === bases.length && bases.length > 0) {
      throw new Error(`the base branch${bases.length > 1 ? 'es' : ''} ${bases.join(', ')} could not be fetched`);
    }
    for (const h of heads)
      if (missingBases.has(h.base)) missing.set(h.number, { kind: 'base-unfetched', base: h.base });

    const refs = await this.refs();
    // refs/pull/N/head trails a push by a moment: a head that differs from the one the API
    // listed is fetched by its id.
    const stale = heads.filter(
      (h) => !missing.has(h.number) && refs.get(`refs/mergexo/pull/${h.number}`) !== h.headSha,
    );
    if (stale.length > 0) {
      try {
        await this.fetchSpecs(stale.map((h) => h.headSha));
      } catch (e) {
        this.options.log(`Fetching ${stale.length} PR head(s) by commit id failed: ${(e as Error).message}`);
      }
    }
    const present = await this.present(heads.map((h) => h.headSha));
    for (const h of heads) {
      if (!missing.has(h.number) && !present.has(h.headSha))
        missing.set(h.number, { kind: 'head-unfetched', headSha: h.headSha });
    }
    const baseShas = new Map<string, string>();
    for (const b of bases) {
      const sha = refs.get(`refs/mergexo/base/${b}`);
      if (sha) baseShas.set(b, sha);
    }
    // Reachability walks over many heads or a long history are faster with a commit-graph; on a small repository
    // writing it costs more than it saves (commit-graph.ts says where it starts to pay).
    if (commitGraphPays(this.gitDir, refs.size))
      await git(['--git-dir', this.gitDir, 'commit-graph', 'write', '--reachable'], { okCodes: [0, 1, 128] });
    return { baseShas, missing };
  }

  /**
   * Fetches every item's refspec at once; when GitHub does not serve one of the refs the batch
   * is split until that ref is isolated, so one odd PR does not cost the others their answer.
   * Any other failure (network, authentication) is thrown.
   */
  private async fetchIsolating<T>(
    items: readonly T[],
    spec: (item: T) => string,
    onMissing: (item: T) => void,
  ): Promise<void> {
    if (items.length === 0) return;
    try {
      await this.fetchSpecs(items.map(spec));
    } catch (e) {
      if (
        !(e instanceof GitCommandError) ||
        !/couldn't find remote ref|not our ref|no such remote ref/i.test(e.output.stderr)
      )
        throw e;
      if (items.length === 1) {
        onMissing(items[0] as T);
        return;
      }
      const half = Math.ceil(items.length / 2);
      await this.fetchIsolating(items.slice(0, half), spec, onMissing);
      await this.fetchIsolating(items.slice(half), spec, onMissing);
    }
  }

  private async refs(): Promise<Map<string, string>> {
    const { stdout } = await git([
      '--git-dir',
      this.gitDir,
      'for-each-ref',
      '--format=%(objectname) %(refname)',
      'refs/mergexo/',
    ]);
    const map = new Map<string, string>();
    for (const line of stdout.split('\n')) {
      const [sha, ref] = line.split(' ');
      if (sha && ref) map.set(ref, sha);
    }
    return map;
  }

  /** Which of these commits the repository has (one `cat-file --batch-check` for all). */
  private async present(shas: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(shas.filter(isSha))];
    if (unique.length === 0) return new Set();
    const { stdout } = await git(['--git-dir', this.gitDir, 'cat-file', '--batch-check=%(objectname) %(objecttype)'], {
      input: unique.map((s) => `${s}^{commit}`).join('\n') + '\n',
    });
    const found = new Set<string>();
    for (const line of stdout.split('\n')) {
      const [sha, type] = line.split(' ');
      if (sha && type === 'commit') found.add(sha);
    }
    return found;
  }

  /** Behind/ahead counts, a test merge naming the conflicted files, and the newest missing commits. */
  measure(base: string, baseSha: string, headSha: string): Promise<DriftResult> {
    return measureDrift(this.gitDir, base, baseSha, headSha);
  }

  /** Measures many PRs (`measureDrifts`). */
  measureAll(items: ReadonlyArray<{ base: string; baseSha: string; headSha: string }>): Promise<DriftResult[]> {
    return measureDrifts(this.gitDir, items);
  }
}

/**
 * Lends the workflow's own checkout to the private repository as an alternate object store,
 * so fetching sends only what the checkout lacks. A shallow checkout is not used: its
 * missing history would make counts wrong.
 */
async function borrowWorkspaceObjects(gitDir: string, workspace: string | undefined): Promise<boolean> {
  if (!workspace || !existsSync(path.join(workspace, '.git'))) return false;
  try {
    const { stdout } = await git(
      ['rev-parse', '--is-shallow-repository', '--path-format=absolute', '--git-common-dir'],
      {
        cwd: workspace,
      },
    );
    const [shallow, common] = stdout.trim().split('\n');
    if (shallow !== 'false' || !common) return false;
    const objects = path.join(common, 'objects');
    if (!existsSync(objects)) return false;
    writeFileSync(path.join(gitDir, 'objects', 'info', 'alternates'), `${objects}\n`);
    return true;
  } catch {
    return false;
  }
}

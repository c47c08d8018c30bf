// A real working clone that pushes to a fake repository by path, the way an agent's checkout would.
import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { git, listRefs, resolveRef } from './git.js';
import { pushByFiles } from './file-push.js';
import { cloneLocal } from './repo-layout.js';
import { switchBranchByFiles } from './branch-switch.js';
import { commitByFiles, createBranchByFiles } from './worktree-commit.js';
import { stageFiles } from './worktree-index.js';

/** File content for `Worktree.commit`: text, null to delete, or a special entry. */
export type FileSpec =
  string | null | { content: string; executable?: boolean } | { symlink: string } | { submodule: string };

/** When a push happened, as the push hook logs it: this process's clock, which a test may move. */
function pushedAt(): string {
  return `${new Date().toISOString().slice(0, 19)}Z`;
}

export class Worktree {
  constructor(
    readonly dir: string,
    readonly user: string,
    /** The bare repository the clone was made from, when it is one on this machine (see `fetchIfBehind`). */
    readonly origin?: string,
  ) {}

  /** Clones `origin`; with `rootDir` (the fake's), by writing files where git's output is known (./repo-layout.ts). */
  static async create(origin: string, dir: string, user: string, rootDir?: string): Promise<Worktree> {
    const config = {
      'user.name': user,
      'user.email': `${user.replace(/\[bot\]$/, '')}@users.noreply.github.com`,
      'commit.gpgsign': 'false',
      // A test clone lives for seconds: git's background housekeeping after each commit is only cost.
      'gc.auto': '0',
      'maintenance.auto': 'false',
    };
    if (rootDir === undefined || !(await cloneLocal(rootDir, origin, dir, config))) {
      const settings = Object.entries(config).flatMap(([k, v]) => ['--config', `${k}=${v}`]);
      await git(process.cwd(), ['clone', '--quiet', ...settings, origin, dir]);
    }
    return new Worktree(dir, user, origin);
  }

  /** Runs any git command in the clone and returns its stdout. */
  git(...args: string[]): Promise<string> {
    return git(this.dir, args, {
      env: {
        GIT_AUTHOR_NAME: this.user,
        GIT_COMMITTER_NAME: this.user,
        GIT_AUTHOR_EMAIL: this.email(),
        GIT_COMMITTER_EMAIL: this.email(),
        // Read by the fake's push hook: the pusher of a force-push is the actor of HeadRefForcePushedEvent.
        FAKE_GITHUB_PUSHER: this.user,
        // And the push's time: the fake's clock, as for a push over HTTP (fake-github/git-http.ts).
        FAKE_GITHUB_PUSHED_AT: pushedAt(),
      },
    });
  }

  private email(): string {
    return `${this.user}@users.noreply.github.com`;
  }

  /** The commit checked out, read from the clone's files (a git process per read is what made tests slow). */
  async head(): Promise<string> {
    const sha = resolveRef(join(this.dir, '.git'), 'HEAD');
    return sha ?? (await this.git('rev-parse', 'HEAD')).trim();
  }

  /** The branch checked out, from `.git/HEAD`. */
  private async currentBranch(): Promise<string> {
    const head = readFileSync(join(this.dir, '.git', 'HEAD'), 'utf8').trim();
    if (head.startsWith('ref: refs/heads/')) return head.slice('ref: refs/heads/'.length);
    return (await this.git('rev-parse', '--abbrev-ref', 'HEAD')).trim();
  }

  /** Writes (or deletes, with null) the given files, commits everything, returns the new HEAD sha. */
  async commit(files: Record<string, FileSpec>, message: string, opts: { git?: boolean } = {}): Promise<string> {
    const staged: string[] = [];
    const removed: string[] = [];
    const gitlinks: Array<[string, string]> = [];
    for (const [path, spec] of Object.entries(files)) {
      const abs = join(this.dir, path);
      // Synchronous on purpose: thousands of awaited fs calls dominate the time of big test commits.
      rmSync(abs, { recursive: true, force: true });
      if (spec === null) {
        removed.push(path);
        continue;
      }
      if (typeof spec === 'object' && 'submodule' in spec) {
        removed.push(path);
        gitlinks.push([path, spec.submodule]);
        continue;
      }
      staged.push(path);
      mkdirSync(dirname(abs), { recursive: true });
      if (typeof spec === 'string') {
        writeFileSync(abs, spec);
      } else if ('symlink' in spec) {
        symlinkSync(spec.symlink, abs);
      } else {
        writeFileSync(abs, spec.content);
        chmodSync(abs, spec.executable ? 0o755 : 0o644);
      }
    }
    // Staged by writing the index (./worktree-index.ts) where git would store the files as they are; else by git,
    // in batches: one git call per file makes thousand-file commits take many seconds.
    const byFiles = stageFiles(this.dir, staged, removed, gitlinks);
    if (!byFiles) {
      for (let i = 0; i < removed.length; i += 500) {
        await this.git('rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', ...removed.slice(i, i + 500));
      }
      for (let i = 0; i < staged.length; i += 500) {
        await this.git('add', '-A', '--', ...staged.slice(i, i + 500));
      }
      for (const [path, sha] of gitlinks) {
        await this.git('update-index', '--add', '--cacheinfo', `160000,${sha},${path}`);
      }
    }
    // Committed as files (./worktree-commit.ts) from an index staged as files; `git: true` commits with git itself.
    const ident = { name: this.user, email: this.email() };
    const sha = byFiles && !opts.git ? commitByFiles(this.dir, ident, message) : undefined;
    if (sha !== undefined) return sha;
    await this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.head();
  }

  /** Switches branch; with `create`, starts it at `from` (a branch of origin, or a sha). */
  async checkout(branch: string, opts: { create?: boolean; from?: string; git?: boolean } = {}): Promise<void> {
    await this.fetchIfBehind();
    const ident = { name: this.user, email: this.email() };
    if (opts.create) {
      const from = opts.from ?? 'HEAD';
      const start = /^[0-9a-f]{7,40}$/.test(from) || from === 'HEAD' ? from : `origin/${from}`;
      // A new branch at HEAD's own commit is only refs and reflogs (./worktree-commit.ts); `git: true` uses git.
      if (!opts.git && createBranchByFiles(this.dir, ident, branch, start)) return;
      await this.git('checkout', '-q', '-B', branch, start);
    } else {
      // From a clean checkout, the files that differ written as git would (./branch-switch.ts); `git: true` uses git.
      if (this.hasBranch(branch)) {
        if (opts.git || !switchBranchByFiles(this.dir, ident, branch)) await this.git('checkout', '-q', branch);
      } else await this.git('checkout', '-q', '-b', branch, `origin/${branch}`);
    }
  }

  /**
   * Pushes `branch` (default: the current one) to origin, to `opts.to` if given. With `force`, a push that is
   * not a fast-forward records a HeadRefForcePushedEvent, by this worktree's user, on the open pull requests
   * whose head is that branch; deleting and recreating a head branch record HeadRefDeleted/RestoredEvent.
   */
  async push(branch?: string, opts: { force?: boolean; to?: string; git?: boolean } = {}): Promise<void> {
    const src = branch ?? (await this.currentBranch());
    const dst = opts.to ?? src;
    // Written as files where the result is certain to be git's (./file-push.ts): most pushes are a test's set-up.
    // `git: true` pushes with git itself, for the tests of pushing (receive-pack, the hook, force-push detection).
    if (!opts.git && this.origin !== undefined) {
      const force = opts.force === true;
      const committer = `${this.user} <${this.email()}>`;
      const p = { gitDir: join(this.dir, '.git'), origin: this.origin, src, dst, force, committer };
      if (await pushByFiles({ ...p, pusher: this.user, pushedAt: pushedAt() })) return;
    }
    await this.git('push', '-q', ...(opts.force ? ['--force'] : []), 'origin', `${src}:refs/heads/${dst}`);
  }

  /** Deletes `branch` on origin (`git push origin :refs/heads/branch`). */
  async deleteRemoteBranch(branch: string): Promise<void> {
    await this.git('push', '-q', 'origin', `:refs/heads/${branch}`);
  }

  async pull(branch?: string): Promise<void> {
    const b = branch ?? (await this.currentBranch());
    await this.fetchIfBehind();
    await this.git('reset', '-q', '--hard', `origin/${b}`);
  }

  /** Whether the clone has the local branch `branch` (as `git branch --list` would say), read from its files. */
  private hasBranch(branch: string): boolean {
    return resolveRef(join(this.dir, '.git'), `refs/heads/${branch}`) !== undefined;
  }

  /**
   * `git fetch origin`, unless it would change nothing: origin is the bare repository the clone came from, the
   * clone's remote still names it with git's default refspec, and every branch of origin has its remote-tracking
   * ref in the clone at the same commit (and no tag to follow). Read from files: a fetch is four processes.
   */
  private async fetchIfBehind(): Promise<void> {
    if (!this.upToDate()) await this.git('fetch', '-q', 'origin');
  }

  private upToDate(): boolean {
    if (this.origin === undefined) return false;
    const gitDir = join(this.dir, '.git');
    let config: string;
    try {
      config = readFileSync(join(gitDir, 'config'), 'utf8');
    } catch {
      return false;
    }
    const remote = /^\[remote "origin"\]\n((?:\t.*\n)*)/m.exec(config)?.[1];
    const expected = `\turl = ${this.origin}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`;
    if (remote !== expected || config.split('[remote "origin"]').length !== 2) return false;
    if (listRefs(this.origin, 'refs/tags/').size > 0) return false;
    const heads = listRefs(this.origin, 'refs/heads/');
    const tracking = listRefs(gitDir, 'refs/remotes/origin/');
    tracking.delete('refs/remotes/origin/HEAD');
    if (tracking.size !== heads.size) return false;
    for (const [ref, sha] of heads) {
      if (tracking.get(`refs/remotes/origin/${ref.slice('refs/heads/'.length)}`) !== sha) return false;
    }
    return true;
  }
}

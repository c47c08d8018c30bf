// ReplayGit: what replay reads from a clone with local git, on real repositories made here.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { ReplayGit } from '../../../src/cli/replay/git-history.js';

function git(dir: string, args: string[], at = '2026-03-02T09:00:00Z'): Promise<string> {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  Object.assign(env, {
    GIT_AUTHOR_NAME: 'a',
    GIT_AUTHOR_EMAIL: 'a@example.test',
    GIT_COMMITTER_NAME: 'a',
    GIT_COMMITTER_EMAIL: 'a@example.test',
    GIT_AUTHOR_DATE: at,
    GIT_COMMITTER_DATE: at,
  });
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd: dir, env, encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(stderr || err.message)) : resolve(stdout.trim()),
    ),
  );
}

async function commit(dir: string, files: Record<string, string>, message: string, at: string) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '-m', message], at);
  return git(dir, ['rev-parse', 'HEAD']);
}

const T = (h: number) => `2026-03-02T${String(9 + h).padStart(2, '0')}:00:00Z`;
const ms = (h: number) => Date.parse(T(h));

describe('ReplayGit', () => {
  const origin = mkdtempSync(path.join(os.tmpdir(), 'replay-git-origin-'));
  const clone = mkdtempSync(path.join(os.tmpdir(), 'replay-git-clone-'));
  let base = '';
  let head = '';
  let merge = '';

  beforeAll(async () => {
    await git(origin, ['init', '-q', '-b', 'main']);
    base = await commit(origin, { 'migrations/0001_init.sql': '-- init\n' }, 'init', T(0));
    await git(origin, ['checkout', '-q', '-b', 'feature/x']);
    await commit(origin, { 'src/with space.ts': '1\n' }, 'first', T(1));
    head = await commit(origin, { 'migrations/0002_x.sql': '-- x\n', 'src/new\nline.ts': '2\n' }, 'second', T(2));
    await git(origin, ['checkout', '-q', 'main']);
    await git(origin, ['merge', '-q', '--no-ff', '-m', 'Merge pull request #7 from acme/feature/x', 'feature/x'], T(3));
    merge = await git(origin, ['rev-parse', 'HEAD']);
    await git(origin, ['update-ref', 'refs/pull/7/head', head]);
    await git(clone, ['clone', '-q', origin, '.']);
    await git(clone, ['fetch', '-q', 'origin', '+refs/pull/*/head:refs/remotes/origin/pull/*/head']);
  });

  it('refuses what is no clone, and a shallow clone, in one line each', async () => {
    const nowhere = mkdtempSync(path.join(os.tmpdir(), 'replay-git-none-'));
    await expect(ReplayGit.open(nowhere)).rejects.toThrow(ConfigurationError);
    await expect(ReplayGit.open(nowhere)).rejects.toThrow(/is not inside a git clone/);
    const shallow = mkdtempSync(path.join(os.tmpdir(), 'replay-git-shallow-'));
    await git(shallow, ['clone', '-q', '--depth', '1', `file://${origin}`, '.']);
    await expect(ReplayGit.open(shallow)).rejects.toThrow(/shallow.*git fetch --unshallow/);
  });

  it("finds the default branch as the remote's HEAD, or as named; an unknown one is a configuration error", async () => {
    const g = await ReplayGit.open(clone);
    expect(await g.branchRef('origin', undefined)).toEqual({ branch: 'main', ref: 'refs/remotes/origin/main' });
    expect(await g.branchRef('origin', 'feature/x')).toEqual({
      branch: 'feature/x',
      ref: 'refs/remotes/origin/feature/x',
    });
    await expect(g.branchRef('origin', 'nope')).rejects.toThrow(/no branch 'nope'.*--branch/);
    expect(await g.topLevel()).toBe(await git(clone, ['rev-parse', '--show-toplevel']));
  });

  it('reads the first-parent history with parents, times and subjects, newest first', async () => {
    const g = await ReplayGit.open(clone);
    const history = await g.mainline('refs/remotes/origin/main');
    expect(history.map((c) => [c.sha, c.parents.length, c.at, c.subject])).toEqual([
      [merge, 2, ms(3), 'Merge pull request #7 from acme/feature/x'],
      [base, 0, ms(0), 'init'],
    ]);
  });

  it('reads the PR heads GitHub publishes, fetched under refs/pull or a remote', async () => {
    const g = await ReplayGit.open(clone);
    expect(await g.pullHeads()).toEqual(new Map([[7, head]]));
    expect(await g.has(head)).toBe(true);
    expect(await g.has('0'.repeat(40))).toBe(false);
    expect(await g.has('not a sha')).toBe(false);
  });

  it("reads a branch's commits oldest first with the paths each changed, odd names kept whole", async () => {
    const g = await ReplayGit.open(clone);
    const commits = await g.branchCommits(base, head);
    expect(commits.map((c) => [c.authoredAt, c.committedAt, c.paths.sort()])).toEqual([
      [ms(1), ms(1), ['src/with space.ts']],
      [ms(2), ms(2), ['migrations/0002_x.sql', 'src/new\nline.ts']],
    ]);
    expect(await g.countCommits(base, head)).toBe(2);
    expect(await g.commitFacts(head)).toEqual({ subject: 'second', authoredAt: ms(2) });
    expect(await g.commitFacts('0'.repeat(40))).toBeUndefined();
  });

  it("reads what the default branch's own commits changed under some folders, the merge against its first parent", async () => {
    const g = await ReplayGit.open(clone);
    const changes = await g.mainlineChanges(base, merge, ['migrations/']);
    expect([...changes.keys()]).toEqual([merge]);
    expect(changes.get(merge)?.map((e) => [e.status, e.path])).toEqual([['added', 'migrations/0002_x.sql']]);
    expect((await g.mainlineChanges(base, merge, ['docs/'])).size).toBe(0);
  });
});

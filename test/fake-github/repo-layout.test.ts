// The repositories and clones the fake writes as files are what git itself writes: the same objects (shas), config,
// refs and reflogs, a checkout git calls clean, and a clone that fetches and pushes as git's does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneLocal, initBareWithReadme } from '../../fake-github/repo-layout.js';
import { commitBody, objectId, signature, treeBody, writeObject } from '../../fake-github/loose-objects.js';
import { useFakeGitHub } from '../support/fake-world.js';

const root = mkdtempSync(join(tmpdir(), 'repo-layout-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_COMMITTER_NAME: 'GitHub',
  GIT_COMMITTER_EMAIL: 'noreply@github.com',
  LC_ALL: 'C',
};
const git = (cwd: string, args: string[], input?: string): string =>
  execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8', ...(input === undefined ? {} : { input }) });

/** The config of a clone with everything that names its place on disk taken out. */
const portable = (file: string, dir: string): string => readFileSync(file, 'utf8').split(dir).join('<dir>');

describe('loose objects', () => {
  it('hash and store blobs, trees and commits as git does', () => {
    const repo = join(root, 'objects.git');
    git(root, ['init', '-q', '--bare', repo]);
    const blob = writeObject(repo, 'blob', Buffer.from('hello\n'));
    expect(blob).toBe(git(repo, ['hash-object', '--stdin'], 'hello\n').trim());
    const tree = writeObject(
      repo,
      'tree',
      treeBody([
        { mode: '100644', name: 'b.txt', sha: blob },
        {
          mode: '40000',
          name: 'a',
          sha: writeObject(repo, 'tree', treeBody([{ mode: '100755', name: 'x', sha: blob }])),
        },
        { mode: '100644', name: 'a.txt', sha: blob },
      ]),
    );
    // git orders a tree's entries with a subtree named as if it ended in `/`: `a.txt` before `a`.
    expect(git(repo, ['ls-tree', '-r', tree])).toBe(
      `100644 blob ${blob}\ta.txt\n100755 blob ${blob}\ta/x\n100644 blob ${blob}\tb.txt\n`,
    );
    const when = signature('A U Thor <a@example.com>', 1_700_000_000);
    const commit = writeObject(
      repo,
      'commit',
      commitBody({ tree, parents: [], author: when, committer: when, message: 'm\n' }),
    );
    const env = { GIT_AUTHOR_NAME: 'A U Thor', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_AUTHOR_DATE: '1700000000 +0000' };
    const byGit = execFileSync('git', ['commit-tree', tree, '-m', 'm'], {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...ENV,
        ...env,
        GIT_COMMITTER_NAME: 'A U Thor',
        GIT_COMMITTER_EMAIL: 'a@example.com',
        GIT_COMMITTER_DATE: env.GIT_AUTHOR_DATE,
      },
    });
    expect(commit).toBe(byGit.trim());
    expect(objectId('blob', Buffer.alloc(0))).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
    git(repo, ['update-ref', 'refs/heads/main', commit]);
    expect(git(repo, ['fsck', '--strict', '--no-dangling'])).toBe('');
  });
});

describe('a new repository and its clone', () => {
  it('are what git init, fast-import and git clone would leave', async () => {
    const repo = join(root, 'repos', 'widgets.git');
    await initBareWithReadme(root, repo, 'trunk', 'widgets');
    expect(readFileSync(join(repo, 'HEAD'), 'utf8')).toBe('ref: refs/heads/trunk\n');
    const head = git(repo, ['rev-parse', 'trunk']).trim();
    expect(git(repo, ['cat-file', '-p', head])).toMatch(
      /^tree \w{40}\nauthor fake-github <fake-github@users\.noreply\.github\.com> \d+ \+0000\ncommitter GitHub <noreply@github\.com> \d+ \+0000\n\nInitial commit\n$/,
    );
    expect(git(repo, ['show', 'trunk:README.md'])).toBe('# widgets\n');
    expect(git(repo, ['fsck', '--strict', '--no-dangling'])).toBe('');
    // The same commit again, as fast-import writes it with that time: the same sha.
    const at = /author .* (\d+) \+0000/.exec(git(repo, ['cat-file', '-p', head]))?.[1];
    const again = join(root, 'again.git');
    git(root, ['init', '-q', '--bare', again]);
    const stream =
      `commit refs/heads/trunk\nauthor fake-github <fake-github@users.noreply.github.com> ${at} +0000\n` +
      `committer GitHub <noreply@github.com> ${at} +0000\ndata 15\nInitial commit\n` +
      `M 100644 inline README.md\ndata 10\n# widgets\n\n`;
    git(again, ['fast-import', '--quiet'], stream);
    expect(git(again, ['rev-parse', 'trunk']).trim()).toBe(head);

    const settings = { 'user.name': 'maya', 'user.email': 'maya@users.noreply.github.com', 'gc.auto': '0' };
    const ours = join(root, 'ours');
    expect(await cloneLocal(root, repo, ours, settings)).toBe(true);
    const theirs = join(root, 'theirs');
    const flags = Object.entries(settings).flatMap(([k, v]) => ['--config', `${k}=${v}`]);
    git(root, ['clone', '-q', ...flags, repo, theirs]);
    for (const file of ['config', 'HEAD', 'packed-refs', 'refs/heads/trunk', 'refs/remotes/origin/HEAD']) {
      expect(portable(join(ours, '.git', file), ours), file).toBe(portable(join(theirs, '.git', file), theirs));
    }
    const log = (dir: string): string =>
      readFileSync(join(dir, '.git', 'logs', 'HEAD'), 'utf8').replace(/\d+ \+0000/, 'T');
    expect(log(ours)).toBe(log(theirs));
    expect(git(ours, ['status', '--porcelain=v2', '--branch'])).toBe(
      git(theirs, ['status', '--porcelain=v2', '--branch']),
    );
    expect(git(ours, ['ls-files', '-s'])).toBe(git(theirs, ['ls-files', '-s']));
    expect(git(ours, ['fsck', '--strict', '--no-dangling'])).toBe('');
  });

  it('leaves a repository with tags to git clone', async () => {
    const repo = join(root, 'repos', 'tagged.git');
    await initBareWithReadme(root, repo, 'main', 'tagged');
    git(repo, ['tag', 'v1', 'main']);
    expect(await cloneLocal(root, repo, join(root, 'tagged'), {})).toBe(false);
  });
});

describe('a clone on the fake', () => {
  const gh = useFakeGitHub();

  it('fetches what others pushed, and pushes where origin sees it', async () => {
    const repo = await gh.createRepo('acme/layout', { defaultBranch: 'main' });
    const first = await repo.clone('maya');
    const second = await repo.clone('agent-1');
    const sha = await first.commit({ 'src/a.ts': 'a\n' }, 'a');
    await first.push('main');
    expect(repo.branchSha('main')).toBe(sha);
    await second.checkout('topic', { create: true, from: 'main' });
    expect(await second.head()).toBe(sha);
    await second.pull('main');
    expect(readFileSync(join(second.dir, 'src/a.ts'), 'utf8')).toBe('a\n');
  });
});

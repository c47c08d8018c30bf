// A gate's read: the extras come back only when GitHub's answer is whole and plain; anything else is left to the
// REST read the caller makes instead, so no gate judges on part of an answer.
import { describe, expect, it } from 'vitest';
import type { GitHubPort, QueryName } from '../../../src/core/github/port.js';
import { readPullAlong } from '../../../src/core/pr/read-along.js';
import { MemoryGitHub, sha } from '../../support/memory-github.js';
import { newWorld, useGitHub } from './world.js';

const gh = useGitHub();

/** The parts of the gate read's answer these tests cut short. */
interface Answer {
  repository: {
    pullRequest: {
      baseRef: { target: { oid: string; file: { object: { isTruncated: boolean } } } };
      files: { pageInfo: { hasNextPage: boolean } };
    };
    commitA: {
      checkSuites: {
        pageInfo: { hasNextPage: boolean };
        nodes: { checkRuns: { pageInfo: { hasNextPage: boolean } } }[];
      };
    } | null;
  };
}

/** The memory port, with the gate read's answer changed by `edit` (a page cut off, another base). */
function answering(world: MemoryGitHub, edit: (answer: Answer) => void): GitHubPort {
  return Object.assign(Object.create(world) as MemoryGitHub, {
    async query<T>(name: QueryName, document: string, variables: Record<string, unknown>): Promise<T> {
      const answer = await world.query<Answer>(name, document, variables);
      if (name === 'pull.gate') edit(answer);
      return answer as T;
    },
  });
}

function memoryWorld() {
  const world = new MemoryGitHub();
  const head = sha('head');
  const pr = world.openPull({ head, files: [{ filename: 'src/a.ts', status: 'modified' }] }).number;
  world.checkRun(head, 'mergexo/gate', 'success');
  world.file(world.pull(pr).baseSha, '.github/mergexo.yml', 'version: 1\n');
  return { world, pr, head };
}

const ASK = { checks: { name: 'mergexo/gate', commits: [] as string[] }, baseFile: '.github/mergexo.yml', files: true };

describe('readPullAlong on the fake GitHub', () => {
  it('leaves a lease file that is a symlink, a directory or binary to the contents API', async () => {
    const w = await newWorld(gh);
    for (const [file, spec] of [
      ['link.yml', { symlink: 'README.md' }],
      ['dir/inner.yml', 'x: 1\n'],
      ['bin.yml', 'a\u0000b'],
    ] as const) {
      await w.repo.commitDirect('main', { [file]: spec }, `main: ${file}`);
    }
    for (const path of ['link.yml', 'dir', 'bin.yml', './dir/inner.yml', 'dir/']) {
      const { along } = await readPullAlong(w.github, w.ref, w.pr, { baseFile: path });
      expect([path, along.baseFile]).toEqual([path, undefined]);
    }
    const { pull, along } = await readPullAlong(w.github, w.ref, w.pr, { baseFile: 'dir/inner.yml' });
    expect(along.baseFile).toEqual({
      path: 'dir/inner.yml',
      baseSha: pull.baseSha,
      file: { kind: 'entry', type: 'file', encoding: 'base64', content: 'eDogMQo=', size: 5 },
    });
  });

  it('leaves a file list with a rename to the REST list, which names the old path', async () => {
    const w = await newWorld(gh);
    await w.repo.commitDirect('main', { 'docs/guide.md': 'a guide long enough to be found again\n' }, 'main: guide');
    await w.wt.git('pull', '-q', '--no-rebase', 'origin', 'main');
    await w.wt.git('mv', 'docs/guide.md', 'docs/moved.md');
    await w.wt.git('commit', '-q', '-m', 'rename');
    await w.wt.push('feature');
    expect((await readPullAlong(w.github, w.ref, w.pr, { files: true })).along.files).toBeUndefined();
  });

  it('asks nothing it was not asked for: the plain read costs what readPull costs', async () => {
    const w = await newWorld(gh);
    const from = gh.requests.length;
    const { along } = await readPullAlong(w.github, w.ref, w.pr, {});
    expect(along).toEqual({ checkRuns: new Map() });
    expect(gh.requests.slice(from).map((r) => [r.operation, r.points])).toEqual([['mergexoPullRequestGateRead', 1]]);
  });
});

describe('readPullAlong on answers GitHub cut short', () => {
  it('keeps every extra of a whole answer', async () => {
    const { world, pr, head } = memoryWorld();
    const { along } = await readPullAlong(world, world.repo, pr, {
      ...ASK,
      checks: { ...ASK.checks, commits: [head] },
    });
    expect([...along.checkRuns.keys()]).toEqual([head]);
    expect(along.baseFile?.file.kind).toBe('entry');
    expect(along.files).toEqual([{ filename: 'src/a.ts', status: 'modified' }]);
  });

  it.each([
    ['a further page of check suites', (a: Answer) => (a.repository.commitA!.checkSuites.pageInfo.hasNextPage = true)],
    [
      'a further page of check runs',
      (a: Answer) => (a.repository.commitA!.checkSuites.nodes[0]!.checkRuns.pageInfo.hasNextPage = true),
    ],
    ['no such commit', (a: Answer) => (a.repository.commitA = null)],
  ])('leaves the runs to REST on %s', async (_what, edit) => {
    const { world, pr, head } = memoryWorld();
    const github = answering(world, edit);
    const { along } = await readPullAlong(github, world.repo, pr, {
      ...ASK,
      checks: { ...ASK.checks, commits: [head] },
    });
    expect(along.checkRuns.has(head)).toBe(false);
  });

  it("leaves the lease file to REST when the base branch's tip is not the PR's base, or the text is cut", async () => {
    const { world, pr } = memoryWorld();
    const moved = answering(world, (a) => (a.repository.pullRequest.baseRef.target.oid = sha('elsewhere')));
    expect((await readPullAlong(moved, world.repo, pr, ASK)).along.baseFile).toBeUndefined();
    const cut = answering(world, (a) => (a.repository.pullRequest.baseRef.target.file.object.isTruncated = true));
    expect((await readPullAlong(cut, world.repo, pr, ASK)).along.baseFile).toBeUndefined();
  });

  it('leaves the files to REST past one page', async () => {
    const { world, pr } = memoryWorld();
    const more = answering(world, (a) => (a.repository.pullRequest.files.pageInfo.hasNextPage = true));
    expect((await readPullAlong(more, world.repo, pr, ASK)).along.files).toBeUndefined();
  });
});

// GitHub's record of merged PRs joined to the clone's history: how each landed (merge, squash, rebase), its base
// and head, its facts; and the listing read only as far back as the window needs.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClosedPullRow } from '../../../src/core/github/port.js';
import { ReplayGit } from '../../../src/cli/replay/git-history.js';
import { joinApi, mergedPulls } from '../../../src/cli/replay/pulls-api.js';
import { landingsFromGit, oldestFirst } from '../../../src/cli/replay/pulls.js';
import { MemoryGitHub, sha } from '../../support/memory-github.js';

function git(dir: string, args: string[], at?: string, keepAuthor = false): Promise<string> {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  Object.assign(env, { GIT_COMMITTER_NAME: 'gh', GIT_COMMITTER_EMAIL: 'gh@example.test' });
  if (at) env.GIT_COMMITTER_DATE = at;
  if (!keepAuthor)
    Object.assign(env, {
      GIT_AUTHOR_NAME: 'a',
      GIT_AUTHOR_EMAIL: 'a@example.test',
      ...(at ? { GIT_AUTHOR_DATE: at } : {}),
    });
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd: dir, env, encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(stderr || err.message)) : resolve(stdout.trim()),
    ),
  );
}

async function commit(dir: string, file: string, message: string, at: string): Promise<string> {
  writeFileSync(path.join(dir, file), `${message}\n`);
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '-m', message], at);
  return git(dir, ['rev-parse', 'HEAD']);
}

const T = (h: number) => `2026-03-02T${String(9 + h).padStart(2, '0')}:00:00Z`;

function row(number: number, extra: Partial<ClosedPullRow>): ClosedPullRow {
  return {
    number,
    title: `PR ${number}`,
    author: 'carol',
    headRef: `b${number}`,
    headSha: sha(`head ${number}`),
    headRepository: 'acme/ledger',
    labels: ['lease/docs'],
    createdAt: T(0),
    updatedAt: T(9),
    mergedAt: T(8),
    mergeCommitSha: null,
    ...extra,
  };
}

describe('joinApi', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replay-api-'));
  const heads: Record<string, string> = {};
  const landed: Record<string, string> = {};

  beforeAll(async () => {
    await git(dir, ['init', '-q', '-b', 'main']);
    await commit(dir, 'a.txt', 'init', T(0));
    // #1 merged with a merge commit; #2 squashed; #3 rebased (two commits copied with their authors' times).
    for (const n of [1, 2, 3]) {
      await git(dir, ['checkout', '-q', '-b', `b${n}`, 'main']);
      await commit(dir, `f${n}.txt`, `work ${n}`, T(n));
      heads[n] = await commit(dir, `g${n}.txt`, `more ${n}`, T(n));
      await git(dir, ['checkout', '-q', 'main']);
      if (n === 1) await git(dir, ['merge', '-q', '--no-ff', '-m', 'Merge pull request #1 from acme/b1', 'b1'], T(5));
      if (n === 2) {
        await git(dir, ['merge', '-q', '--squash', 'b2'], T(6));
        await git(dir, ['commit', '-q', '-m', 'PR 2 (#2)'], T(6));
      }
      if (n === 3) await git(dir, ['cherry-pick', 'main..b3'], T(7), true);
      landed[n] = await git(dir, ['rev-parse', 'HEAD']);
    }
  });

  it('lands each as GitHub did: a merge on its first parent, a squash on its parent, a rebase before its copies', async () => {
    const g = await ReplayGit.open(dir);
    const history = oldestFirst(await g.mainline('main'));
    const rows = [1, 2, 3].map((n) => row(n, { headSha: heads[n] as string, mergeCommitSha: landed[n] as string }));
    rows.push(row(9, { mergeCommitSha: sha('not in this clone') }));
    const joined = await joinApi(
      g,
      { owner: 'acme', repo: 'ledger' },
      history,
      landingsFromGit(history, new Map(), 'acme'),
      rows,
    );
    expect(joined.missing).toEqual([9]);
    expect(
      joined.pulls.map((p) => [p.number, p.landedAs, p.base, p.baseAt, p.head === heads[p.number], p.headFrom]),
    ).toEqual([
      [3, 'rebase', history[2]?.sha, 2, true, 'api'],
      [2, 'squash', history[1]?.sha, 1, true, 'api'],
      [1, 'merge', history[0]?.sha, 0, true, 'api'],
    ]);
    expect(joined.pulls[2]).toMatchObject({
      author: 'carol',
      headRef: 'b1',
      headOwner: 'acme',
      isCrossRepository: false,
      labels: ['lease/docs'],
      openedAt: Date.parse(T(0)),
      mergedAt: Date.parse(T(8)),
      source: 'api',
    });
  });

  it("keeps git's facts for a PR GitHub did not list, and takes a gone fork for a fork", async () => {
    const g = await ReplayGit.open(dir);
    const history = oldestFirst(await g.mainline('main'));
    const rows = [row(2, { headSha: sha('gone'), headRepository: null, mergeCommitSha: landed[2] as string })];
    const joined = await joinApi(
      g,
      { owner: 'acme', repo: 'ledger' },
      history,
      landingsFromGit(history, new Map(), 'acme'),
      rows,
    );
    expect(joined.pulls.map((p) => [p.number, p.source, p.landedAs, p.headFrom, p.isCrossRepository])).toEqual([
      [2, 'api', 'squash', 'landing', true],
      [1, 'git', 'merge', 'merge-parent', false],
    ]);
  });
});

describe('mergedPulls', () => {
  it('reads pages of closed PRs until one reaches back before the window, and keeps the merged ones', async () => {
    const world = new MemoryGitHub();
    for (let n = 0; n < 250; n++) {
      const pull = world.openPull({ head: sha(`h${n}`) });
      if (n % 5 === 0) pull.state = 'closed';
      else await world.merge(world.repo, pull.number, pull.headSha);
    }
    const all = await mergedPulls(world, world.repo, 'main', undefined);
    expect(all).toHaveLength(200);
    expect(world.requests.reads).toBe(3);
    // Newest updated first: the window's start is inside the first page, so one page is enough.
    const newest = world.pulls.get(250)?.updatedAt as string;
    const before = world.requests.reads;
    const recent = await mergedPulls(world, world.repo, 'main', Date.parse(newest));
    expect(world.requests.reads - before).toBe(1);
    expect(recent.every((p) => p.mergedAt !== null)).toBe(true);
  });
});

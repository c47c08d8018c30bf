// Real git behind the fake: history rewrites, diffs and merges come from git itself.
import { describe, expect, it } from 'vitest';
import { useSetup } from './helpers.js';
import type { Loose } from './helpers.js';

const s = useSetup();

describe('real git', () => {
  it('a force-push moves the PR head; old vs new compares as diverged, a reset to an ancestor as behind', async () => {
    const { api, repo, wt, pr, c1 } = s;
    const c2 = await wt.commit({ 'src/b.ts': 'b\n' }, 'second');
    await wt.push('feature');
    expect((await repo.pull(pr.number)).headSha).toBe(c2);
    const ahead = await api('GET', `/repos/acme/widgets/compare/${c1}...${c2}`);
    expect(ahead.json).toMatchObject({ status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1 });

    await wt.git('reset', '--hard', 'HEAD~1');
    const rewritten = await wt.commit({ 'src/b.ts': 'rewritten\n' }, 'rewritten second');
    await wt.push('feature', { force: true });
    const view = await repo.pull(pr.number);
    expect(view.headSha).toBe(rewritten);
    const rest = await api('GET', `/repos/acme/widgets/pulls/${pr.number}`);
    expect(rest.json.head.sha).toBe(rewritten);
    const diverged = await api('GET', `/repos/acme/widgets/compare/${c2}...${rewritten}`);
    expect(diverged.json).toMatchObject({ status: 'diverged', ahead_by: 1, behind_by: 1 });
    expect(diverged.json.merge_base_commit.sha).toBe(c1);

    await wt.git('reset', '--hard', c1);
    await wt.push('feature', { force: true });
    const behind = await api(
      'GET',
      `/repos/acme/widgets/compare/${rewritten}...${(await repo.pull(pr.number)).headSha}`,
    );
    expect(behind.json).toMatchObject({ status: 'behind', ahead_by: 0, behind_by: 1 });
    const same = await api('GET', `/repos/acme/widgets/compare/${c1}...feature`);
    expect(same.json.status).toBe('identical');
    // The overwritten commit stays readable (GitHub does not garbage-collect it either).
    expect((await api('GET', `/repos/acme/widgets/compare/${c1}...${rewritten}`)).status).toBe(200);
  });

  it('reports every kind of file change like GitHub (rename, copy, mode, symlink, submodule, removal)', async () => {
    const { gh, api } = s;
    const repo = await gh.createRepo('acme/files');
    const wt = await repo.clone('agent-2');
    const long = Array.from({ length: 40 }, (_, i) => `line ${i}\n`).join('');
    const other = long.replace(/line/g, 'row');
    await wt.commit(
      { 'keep.sh': 'echo hi\n', 'move/me.txt': other, 'gone.txt': 'bye\n', 'src/orig.txt': long },
      'base',
    );
    await wt.push('main');
    await wt.checkout('change', { create: true, from: 'main' });
    await wt.commit(
      {
        'keep.sh': { content: 'echo hi\n', executable: true },
        'gone.txt': null,
        'move/me.txt': null,
        'moved/me.txt': other,
        'src/orig.txt': long + 'more\n',
        'src/copy.txt': long,
        link: { symlink: '../../etc/passwd' },
        'vendor/lib': { submodule: '1234567890123456789012345678901234567890' },
      },
      'changes',
    );
    await wt.push('change');
    const pr = await repo.openPullRequest({ head: 'change', author: 'agent-2' });
    const files = (await api('GET', `/repos/acme/files/pulls/${pr.number}/files`)).json as Loose[];
    const by = Object.fromEntries(files.map((f) => [f.filename, f]));
    expect(by['keep.sh'].status).toBe('changed');
    expect(by['gone.txt'].status).toBe('removed');
    expect(by['moved/me.txt']).toMatchObject({ status: 'renamed', previous_filename: 'move/me.txt' });
    expect(by['src/copy.txt']).toMatchObject({ status: 'copied', previous_filename: 'src/orig.txt' });
    expect(by['src/orig.txt'].status).toBe('modified');
    expect(by['link'].status).toBe('added');
    expect(by['vendor/lib'].status).toBe('added');
    const detail = await api('GET', `/repos/acme/files/pulls/${pr.number}`);
    expect(detail.json.changed_files).toBe(files.length);
  });

  it('caps a pull request file list at 3000 while changed_files counts everything', async () => {
    const { gh, api } = s;
    const repo = await gh.createRepo('acme/huge');
    const files: Record<string, string> = {};
    for (let i = 0; i < 3005; i++) files[`f/${i}.txt`] = `${i}\n`;
    await repo.commitDirect('big', files, 'many', { from: 'main', author: 'agent-3' });
    const pr = await repo.openPullRequest({ head: 'big', author: 'agent-3' });
    const detail = await api('GET', `/repos/acme/huge/pulls/${pr.number}`);
    expect(detail.json.changed_files).toBe(3005);
    const page30 = await api('GET', `/repos/acme/huge/pulls/${pr.number}/files?per_page=100&page=30`);
    expect(page30.json).toHaveLength(100);
    expect(page30.headers.get('link') ?? '').not.toContain('rel="next"');
    const page31 = await api('GET', `/repos/acme/huge/pulls/${pr.number}/files?per_page=100&page=31`);
    expect(page31.json).toHaveLength(0);
  });

  it('update-branch merges the base with expected_head_sha; merge refuses a moved head and conflicts', async () => {
    const { gh, api } = s;
    const repo = await gh.createRepo('acme/merge');
    const wt = await repo.clone('agent-4');
    await wt.checkout('topic', { create: true, from: 'main' });
    const head = await wt.commit({ 'a.txt': 'topic\n' }, 'topic');
    await wt.push('topic');
    await wt.checkout('main');
    await wt.commit({ 'b.txt': 'main\n' }, 'main moves');
    await wt.push('main');
    const pr = await repo.openPullRequest({ head: 'topic', author: 'agent-4' });
    const R = '/repos/acme/merge';
    expect(
      (await api('PUT', `${R}/pulls/${pr.number}/update-branch`, { expected_head_sha: 'f'.repeat(40) })).status,
    ).toBe(422);
    expect((await api('PUT', `${R}/pulls/${pr.number}/update-branch`, { expected_head_sha: head })).status).toBe(202);
    const updated = await repo.pull(pr.number);
    expect(updated.headSha).not.toBe(head);
    expect((await api('GET', `${R}/compare/${head}...${updated.headSha}`)).json.status).toBe('ahead');
    expect((await api('PUT', `${R}/pulls/${pr.number}/merge`, { sha: head })).status).toBe(409);

    await wt.checkout('main');
    await wt.commit({ 'a.txt': 'conflict\n' }, 'conflicting change');
    await wt.push('main');
    const view = await repo.pull(pr.number);
    expect(view.mergeable).toBe(false);
    expect(view.mergeableState).toBe('dirty');
    expect((await api('PUT', `${R}/pulls/${pr.number}/merge`, { sha: view.headSha })).status).toBe(405);
    expect((await api('PUT', `${R}/pulls/${pr.number}/update-branch`, {})).status).toBe(422);
    repo.setMergeable(pr.number, null);
    expect((await api('GET', `${R}/pulls/${pr.number}`)).json).toMatchObject({
      mergeable: null,
      mergeable_state: 'unknown',
    });
  });

  it('git refs: create refuses an existing ref, updates must fast-forward unless forced', async () => {
    const { api, repo, c1 } = s;
    const R = '/repos/acme/widgets';
    const main = repo.branchSha('main')!;
    expect((await api('POST', `${R}/git/refs`, { ref: 'refs/mergexo/x', sha: c1 })).status).toBe(201);
    const again = await api('POST', `${R}/git/refs`, { ref: 'refs/mergexo/x', sha: c1 });
    expect(again.status).toBe(422);
    expect(again.json.message).toBe('Reference already exists');
    expect((await repo.refs())['refs/mergexo/x']).toBe(c1);
    expect((await api('GET', `${R}/git/ref/heads/nope`)).status).toBe(404);
    const back = await api('PATCH', `${R}/git/refs/mergexo/x`, { sha: main });
    expect(back.status).toBe(422);
    expect((await api('PATCH', `${R}/git/refs/mergexo/x`, { sha: main, force: true })).status).toBe(200);
  });
});

// Creating (or moving) a ref at a commit that changes a workflow file: a GitHub App's token needs `workflows` for it,
// as for a push, when the commits the ref brings are not on the default branch (GitHub's "Create a reference" lists
// Contents write, or Contents and Workflows write; vercel/next.js#94596 reports the refusal for commits away from
// the default branch). GITHUB_TOKEN can never have it. history-guard's backup ref of a force-pushed head is such a
// ref: no ref holds that commit any more.
import { describe, expect, it } from 'vitest';
import { appToken, botToken, useFakeGitHub, userToken } from '../support/fake-world.js';
import { ALL_WRITE, client } from './helpers.js';

const gh = useFakeGitHub([
  botToken('actions', ALL_WRITE),
  appToken('app', 'mergexo-app', { ...ALL_WRITE, workflows: 'write' }),
  userToken('pat', 'maya'),
]);
let n = 0;

/** A PR head that changed `files`, force-pushed away: the overwritten head no ref holds any more. */
async function overwrittenHead(files: Record<string, string>) {
  const repo = await gh.createRepo(`acme/refs-${++n}`, { defaultBranch: 'main' });
  const wt = await repo.clone('agent');
  await wt.commit({ '.github/workflows/ci.yml': 'on: push\n' }, 'ci');
  await wt.push('main');
  await wt.checkout('feature', { create: true, from: 'main' });
  const old = await wt.commit(files, 'feature');
  await wt.push('feature');
  await wt.git('reset', '--hard', 'main');
  await wt.commit({ 'src/b.ts': 'b\n' }, 'rewritten');
  await wt.push('feature', { force: true });
  const create = (token: string, ref: string) =>
    client(gh, token)('POST', `/repos/${repo.fullName}/git/refs`, { ref, sha: old });
  return { repo, old, create };
}

describe('a ref at a commit that changes a workflow file', () => {
  it('is refused to GITHUB_TOKEN (403, the push refusal’s words) and nothing is created', async () => {
    const w = await overwrittenHead({ '.github/workflows/ci.yml': 'on: [push, pull_request]\n', 'src/a.ts': 'a\n' });
    const refused = await w.create('actions', 'refs/mergexo/backup/pr-1/x');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      'refusing to allow a GitHub App to create or update workflow .github/workflows/ci.yml without workflows permission',
    );
    expect((await w.repo.refs())['refs/mergexo/backup/pr-1/x']).toBeUndefined();
    // A tag or a branch is no way around it.
    expect((await w.create('actions', 'refs/tags/backup-1')).status).toBe(403);
    expect((await w.create('actions', 'refs/heads/backup-1')).status).toBe(403);
  });

  it('is created for an App token with workflows: write, and for a classic token', async () => {
    const w = await overwrittenHead({ '.github/workflows/release.yml': 'on: push\n' });
    expect((await w.create('app', 'refs/mergexo/backup/pr-1/a')).status).toBe(201);
    expect((await w.create('pat', 'refs/mergexo/backup/pr-1/b')).status).toBe(201);
    expect((await w.repo.refs())['refs/mergexo/backup/pr-1/a']).toBe(w.old);
  });

  it('is refused while another branch holds the commit, since the default branch does not', async () => {
    const w = await overwrittenHead({ '.github/workflows/ci.yml': 'on: pull_request\n' });
    await w.repo.forcePush('kept', w.old, 'agent');
    expect((await w.create('actions', 'refs/mergexo/backup/pr-1/x')).status).toBe(403);
  });

  it('is created when the commits it brings change no workflow file, or are on the default branch', async () => {
    const w = await overwrittenHead({ 'src/a.ts': 'a\n' });
    expect((await w.create('actions', 'refs/mergexo/backup/pr-1/x')).status).toBe(201);
    // The workflow file the default branch itself changed is not brought by a ref at one of its commits.
    const main = w.repo.branchSha('main')!;
    const atMain = await client(gh, 'actions')('POST', `/repos/${w.repo.fullName}/git/refs`, {
      ref: 'refs/tags/at-main',
      sha: main,
    });
    expect(atMain.status).toBe(201);
  });

  it('moving a ref onto such a commit is refused the same way', async () => {
    const w = await overwrittenHead({ '.github/workflows/ci.yml': 'on: pull_request\n' });
    const main = w.repo.branchSha('main')!;
    const api = client(gh, 'actions');
    expect((await api('POST', `/repos/${w.repo.fullName}/git/refs`, { ref: 'refs/mergexo/m', sha: main })).status).toBe(
      201,
    );
    const moved = await api('PATCH', `/repos/${w.repo.fullName}/git/refs/mergexo/m`, { sha: w.old, force: true });
    expect(moved.status).toBe(403);
    expect((await w.repo.refs())['refs/mergexo/m']).toBe(main);
  });
});

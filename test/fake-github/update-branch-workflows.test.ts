// update-branch when the base changed a workflow file: GitHub pushes the merge as the token, and refuses (403) a
// token without the `workflows` permission, as it answers for a GitHub App installation token such as GITHUB_TOKEN.
import { describe, expect, it } from 'vitest';
import { appToken, botToken, useFakeGitHub } from '../support/fake-world.js';
import { ALL_WRITE, client } from './helpers.js';

const gh = useFakeGitHub([
  botToken('actions', ALL_WRITE),
  appToken('app', 'mergexo', { ...ALL_WRITE, workflows: 'write' }),
]);

let counter = 0;

/** A PR from `topic` that is behind main by one commit writing `mainFiles`; `topicFiles` is the PR's own commit. */
async function behindPr(mainFiles: Record<string, string>, topicFiles: Record<string, string> = { 'a.txt': 'a\n' }) {
  const repo = await gh.createRepo(`acme/workflows-${++counter}`, { defaultBranch: 'main' });
  const wt = await repo.clone('agent');
  await wt.commit({ '.github/workflows/ci.yml': 'on: push\n' }, 'ci');
  await wt.push('main');
  await wt.checkout('topic', { create: true, from: 'main' });
  const head = await wt.commit(topicFiles, 'topic');
  await wt.push('topic');
  await wt.checkout('main');
  await wt.commit(mainFiles, 'main moves');
  await wt.push('main');
  const pr = await repo.openPullRequest({ head: 'topic', author: 'agent' });
  const update = (token: string) =>
    client(gh, token)('PUT', `/repos/${repo.fullName}/pulls/${pr.number}/update-branch`, { expected_head_sha: head });
  return { repo, pr, head, update };
}

describe('update-branch and workflow files', () => {
  it('refuses a token without workflows: write when the merge would change .github/workflows/, changing nothing', async () => {
    const { repo, pr, head, update } = await behindPr({ '.github/workflows/ci.yml': 'on: [push, pull_request]\n' });
    const refused = await update('actions');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      'refusing to allow a GitHub App to create or update workflow .github/workflows/ci.yml without workflows permission',
    );
    expect((await repo.pull(pr.number)).headSha).toBe(head);
  });

  it('lets a token with workflows: write update the branch', async () => {
    const { repo, pr, head, update } = await behindPr({ '.github/workflows/ci.yml': 'on: [push, pull_request]\n' });
    expect((await update('app')).status).toBe(202);
    const after = (await repo.pull(pr.number)).headSha;
    expect(after).not.toBe(head);
    const compare = await client(gh, 'app')('GET', `/repos/${repo.fullName}/compare/main...${after}`);
    expect(compare.json).toMatchObject({ status: 'ahead', behind_by: 0 });
  });

  it('also refuses a workflow file the base adds', async () => {
    const added = await behindPr({ '.github/workflows/release.yml': 'on: push\n' });
    expect((await added.update('actions')).json.message).toMatch(/workflow \.github\/workflows\/release\.yml without/);
  });

  it('updates without the permission when the merge changes no workflow file', async () => {
    const other = await behindPr({ 'docs/readme.md': 'hello\n' });
    expect((await other.update('actions')).status).toBe(202);
    // The PR changed the workflow itself and the base did not: the merge leaves the head's workflow as it is.
    const own = await behindPr({ 'docs/readme.md': 'hello\n' }, { '.github/workflows/ci.yml': 'on: pull_request\n' });
    expect((await own.update('actions')).status).toBe(202);
  });
});

// The fake speaks to the same client mergexo uses (Octokit from @actions/github): path encoding, pagination
// and GraphQL all line up.
import { getOctokit } from '@actions/github';
import { describe, expect, it } from 'vitest';
import { useSetup } from './helpers.js';

const s = useSetup();

describe('octokit against the fake', () => {
  it('reads, paginates, writes and queries GraphQL', async () => {
    const { gh, repo, pr } = s;
    const octokit = getOctokit('tok', { baseUrl: gh.apiUrl });
    const o = { owner: 'acme', repo: 'widgets' };
    const { data: p } = await octokit.rest.pulls.get({ ...o, pull_number: pr.number });
    expect(p.head.ref).toBe('feature');
    const { data: ref } = await octokit.rest.git.getRef({ ...o, ref: 'heads/main' });
    expect(ref.object.sha).toBe(repo.branchSha('main'));
    for (let i = 0; i < 5; i++) repo.addComment(pr.number, 'agent-1', `c${i}`);
    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      ...o,
      issue_number: pr.number,
      per_page: 2,
    });
    expect(all.map((c) => c.body)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    await octokit.rest.issues.addLabels({ ...o, issue_number: pr.number, labels: ['mergexo:blocked'] });
    await octokit.rest.issues.removeLabel({ ...o, issue_number: pr.number, name: 'mergexo:blocked' });
    expect(repo.labelsOf(pr.number)).toEqual([]);
    await expect(
      octokit.rest.issues.removeLabel({ ...o, issue_number: pr.number, name: 'mergexo:blocked' }),
    ).rejects.toMatchObject({ status: 404 });
    const { data: cmp } = await octokit.rest.repos.compareCommitsWithBasehead({ ...o, basehead: 'main...feature' });
    expect(cmp.status).toBe('ahead');
    const q = await octokit.graphql<{ repository: { pullRequest: { number: number } } }>(
      'query($o: String!, $n: String!, $num: Int!) { repository(owner: $o, name: $n) { pullRequest(number: $num) { number } } }',
      { o: 'acme', n: 'widgets', num: pr.number },
    );
    expect(q.repository.pullRequest.number).toBe(pr.number);
    const ops = gh.requests.map((r) => r.operation);
    expect(ops).toContain('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}');
  });

  it('fork pull requests, required checks, lazy mergeability and secondary limits', async () => {
    const { gh, api, repo } = s;
    const fork = await gh.createFork(repo, 'outsider');
    const wt = await fork.clone('outsider');
    await wt.checkout('patch', { create: true, from: 'main' });
    const head = await wt.commit({ 'fix.txt': 'fix\n' }, 'fix');
    await wt.push('patch');
    const pr = await repo.openPullRequest({ head: 'patch', author: 'outsider', fork });
    const got = await api('GET', `/repos/acme/widgets/pulls/${pr.number}`);
    expect(got.json.head).toMatchObject({ sha: head, label: 'outsider:patch' });
    expect(got.json.head.repo.full_name).toBe('outsider/widgets');
    expect(got.json.changed_files).toBe(1);
    expect((await repo.refs())[`refs/pull/${pr.number}/head`]).toBe(head);

    repo.requiredChecks = ['mergexo/history-guard'];
    expect((await repo.pull(pr.number)).mergeableState).toBe('blocked');
    repo.addCheckRun(head, { name: 'mergexo/history-guard', conclusion: 'success', app: 'github-actions' });
    expect((await repo.pull(pr.number)).mergeableState).toBe('clean');
    repo.requiredChecks = [];

    repo.lazyMergeability = true;
    await wt.commit({ 'fix.txt': 'fix 2\n' }, 'fix 2');
    await wt.push('patch');
    expect((await api('GET', `/repos/acme/widgets/pulls/${pr.number}`)).json.mergeable).toBeNull();
    expect((await api('GET', `/repos/acme/widgets/pulls/${pr.number}`)).json.mergeable).toBe(true);
    repo.lazyMergeability = false;

    gh.secondaryLimits({ writesPerMinute: 2 });
    const post = () => api('POST', `/repos/acme/widgets/issues/${pr.number}/comments`, { body: 'x' });
    expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([201, 201, 403]);
    gh.secondaryLimits({});
  });
});

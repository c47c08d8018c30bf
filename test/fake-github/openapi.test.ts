// Fidelity: every REST route the fake serves is a real GitHub operation, and its success answer carries
// the properties GitHub's OpenAPI description marks as required.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../fake-github/index.js';
import { client, useSetup, type ApiResponse } from './helpers.js';
import type { Loose } from './helpers.js';

interface Operation {
  method: string;
  path: string;
  operationId: string;
  success?: { status: number; array: boolean; required: string[] };
}
const spec = JSON.parse(readFileSync(new URL('../../fake-github/openapi/routes.json', import.meta.url), 'utf8')) as {
  operations: Operation[];
};
const byKey = new Map(spec.operations.map((o) => [`${o.method} ${o.path}`, o]));
const rest = routeTable.filter((r) => r.template !== '/graphql');

const s = useSetup();

describe('route table vs GitHub OpenAPI', () => {
  it('every served route exists on GitHub with the same method and path template', () => {
    const missing = rest.filter((r) => !byKey.has(`${r.method} ${r.template}`));
    expect(missing).toEqual([]);
    expect(rest.length).toBeGreaterThan(30);
  });

  it('each route answers with the required properties of its success response', async () => {
    const { api, repo, pr, c1, wt } = s;
    const R = '/repos/acme/widgets';
    const n = pr.number;
    const answers = new Map<string, ApiResponse>();
    const drive = async (
      method: string,
      template: string,
      path: string,
      body?: unknown,
      as = api,
    ): Promise<ApiResponse> => {
      const r = await as(method, path, body);
      answers.set(`${method} ${template}`, r);
      return r;
    };
    await drive('GET', '/repos/{owner}/{repo}', R);
    await drive(
      'GET',
      '/repos/{owner}/{repo}/collaborators/{username}/permission',
      `${R}/collaborators/alice/permission`,
    );
    await drive('GET', '/repos/{owner}/{repo}/contents/{path}', `${R}/contents/src/a.ts?ref=feature`);
    repo.requiredChecks = ['ci/test'];
    await drive('GET', '/repos/{owner}/{repo}/rules/branches/{branch}', `${R}/rules/branches/main`);
    // The branch itself shows the summary of its classic protection to any reader with contents access.
    await drive('GET', '/repos/{owner}/{repo}/branches/{branch}', `${R}/branches/main`);
    // Classic branch protection is readable with administration access only.
    s.gh.addToken('admin-read', { login: 'github-actions[bot]', type: 'Bot', permissions: { administration: 'read' } });
    await drive(
      'GET',
      '/repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks',
      `${R}/branches/main/protection/required_status_checks`,
      undefined,
      client(s.gh, 'admin-read'),
    );
    repo.requiredChecks = [];
    await drive('GET', '/repos/{owner}/{repo}/pulls', `${R}/pulls`);
    await drive('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', `${R}/pulls/${n}`);
    await drive('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files', `${R}/pulls/${n}/files`);
    await drive('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/commits', `${R}/pulls/${n}/commits`);
    await drive('PATCH', '/repos/{owner}/{repo}/pulls/{pull_number}', `${R}/pulls/${n}`, { title: 'Add a (edited)' });
    await drive('GET', '/repos/{owner}/{repo}/commits/{commit_sha}/pulls', `${R}/commits/${c1}/pulls`);
    await drive(
      'POST',
      '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
      `${R}/pulls/${n}/requested_reviewers`,
      {
        reviewers: ['alice'],
      },
    );
    await drive(
      'GET',
      '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
      `${R}/pulls/${n}/requested_reviewers`,
    );
    await drive(
      'DELETE',
      '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
      `${R}/pulls/${n}/requested_reviewers`,
      {
        reviewers: ['alice'],
      },
    );
    await drive('POST', '/repos/{owner}/{repo}/statuses/{sha}', `${R}/statuses/${c1}`, {
      state: 'success',
      context: 'ci/test',
    });
    await drive('GET', '/repos/{owner}/{repo}/commits/{ref}/status', `${R}/commits/${c1}/status`);
    await drive('GET', '/repos/{owner}/{repo}/commits/{ref}/statuses', `${R}/commits/feature/statuses`);
    const created = await drive('POST', '/repos/{owner}/{repo}/check-runs', `${R}/check-runs`, {
      name: 'mergexo/history-guard',
      head_sha: c1,
      status: 'in_progress',
      output: {
        title: 't',
        summary: 's',
        annotations: [{ path: 'src/a.ts', start_line: 1, end_line: 1, annotation_level: 'failure', message: 'm' }],
      },
    });
    const id = created.json.id;
    await drive('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', `${R}/check-runs/${id}`, {
      conclusion: 'success',
    });
    await drive('GET', '/repos/{owner}/{repo}/check-runs/{check_run_id}', `${R}/check-runs/${id}`);
    await drive(
      'GET',
      '/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations',
      `${R}/check-runs/${id}/annotations`,
    );
    await drive('GET', '/repos/{owner}/{repo}/commits/{ref}/check-runs', `${R}/commits/${c1}/check-runs`);
    await drive('GET', '/repos/{owner}/{repo}/issues', `${R}/issues`);
    await drive('GET', '/repos/{owner}/{repo}/issues/{issue_number}', `${R}/issues/${n}`);
    const comment = await drive(
      'POST',
      '/repos/{owner}/{repo}/issues/{issue_number}/comments',
      `${R}/issues/${n}/comments`,
      { body: 'hi' },
    );
    await drive('GET', '/repos/{owner}/{repo}/issues/{issue_number}/comments', `${R}/issues/${n}/comments`);
    await drive('GET', '/repos/{owner}/{repo}/issues/comments/{comment_id}', `${R}/issues/comments/${comment.json.id}`);
    await drive(
      'PATCH',
      '/repos/{owner}/{repo}/issues/comments/{comment_id}',
      `${R}/issues/comments/${comment.json.id}`,
      { body: 'edited' },
    );
    await drive(
      'DELETE',
      '/repos/{owner}/{repo}/issues/comments/{comment_id}',
      `${R}/issues/comments/${comment.json.id}`,
    );
    await drive('POST', '/repos/{owner}/{repo}/labels', `${R}/labels`, { name: 'mergexo:blocked', color: 'b60205' });
    await drive('GET', '/repos/{owner}/{repo}/labels/{name}', `${R}/labels/${encodeURIComponent('mergexo:blocked')}`);
    await drive('GET', '/repos/{owner}/{repo}/labels', `${R}/labels`);
    await drive('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels', `${R}/issues/${n}/labels`, {
      labels: ['mergexo:blocked', 'extra'],
    });
    await drive('PUT', '/repos/{owner}/{repo}/issues/{issue_number}/labels', `${R}/issues/${n}/labels`, {
      labels: ['mergexo:blocked', 'extra'],
    });
    await drive('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels', `${R}/issues/${n}/labels`);
    await drive('DELETE', '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', `${R}/issues/${n}/labels/extra`);
    await drive('POST', '/repos/{owner}/{repo}/git/refs', `${R}/git/refs`, { ref: 'refs/mergexo/backup/1', sha: c1 });
    await drive('GET', '/repos/{owner}/{repo}/git/ref/{ref}', `${R}/git/ref/mergexo/backup/1`);
    await drive('GET', '/repos/{owner}/{repo}/git/matching-refs/{ref}', `${R}/git/matching-refs/mergexo/`);
    await drive('PATCH', '/repos/{owner}/{repo}/git/refs/{ref}', `${R}/git/refs/mergexo/backup/1`, {
      sha: c1,
      force: true,
    });
    await drive('DELETE', '/repos/{owner}/{repo}/git/refs/{ref}', `${R}/git/refs/mergexo/backup/1`);
    await drive('GET', '/repos/{owner}/{repo}/compare/{basehead}', `${R}/compare/main...feature`);
    const dispatched = repo.recordWorkflowRun({ actor: 'maya' });
    await drive('GET', '/repos/{owner}/{repo}/actions/runs/{run_id}', `${R}/actions/runs/${dispatched.id}`);
    // Move the base so update-branch has something to merge.
    await wt.checkout('main');
    await wt.commit({ 'other.txt': 'base moved\n' }, 'base moves');
    await wt.push('main');
    await drive('PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/update-branch', `${R}/pulls/${n}/update-branch`, {
      expected_head_sha: c1,
    });
    const head = (await repo.pull(n)).headSha;
    await drive('PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge', `${R}/pulls/${n}/merge`, {
      sha: head,
      merge_method: 'squash',
    });
    await drive('GET', '/rate_limit', '/rate_limit');

    const undriven = rest
      .filter((r) => !answers.has(`${r.method} ${r.template}`))
      .map((r) => `${r.method} ${r.template}`);
    expect(undriven).toEqual([]);
    for (const [key, res] of answers) {
      const op = byKey.get(key)!;
      expect({ key, status: res.status }).toEqual({ key, status: op.success!.status });
      if (!op.success!.required.length) continue;
      const items: Loose[] = op.success!.array ? res.json : [res.json];
      expect(items.length, `${key} returned an empty list`).toBeGreaterThan(0);
      for (const item of items) {
        const absent = op.success!.required.filter((k) => !(k in item));
        expect({ key, absent }).toEqual({ key, absent: [] });
      }
    }
    expect((await repo.pull(n)).merged).toBe(true);
  });
});

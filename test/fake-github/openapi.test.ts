// Fidelity: every REST route the fake serves is a real GitHub operation, and its success answer carries
// the properties GitHub's OpenAPI description marks as required.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable, setRepoSecret } from '../../fake-github/index.js';
import { appJwt, createAppInBrowser, manifest, postForm, seal } from './app-helpers.js';
import { client, useSetup, type ApiResponse } from './helpers.js';
import type { Loose, Setup } from './helpers.js';

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
    s.gh.addToken('actions-write', { login: 'github-actions[bot]', type: 'Bot', permissions: { actions: 'write' } });
    await drive(
      'DELETE',
      '/repos/{owner}/{repo}/actions/runs/{run_id}',
      `${R}/actions/runs/${dispatched.id}`,
      undefined,
      client(s.gh, 'actions-write'),
    );
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

    // Apps, environments, variables and rulesets: what `mergexo init --app` and `doctor` call.
    s.gh.addToken('owner-admin', { login: 'acme', type: 'User' });
    const admin = client(s.gh, 'owner-admin');
    const app = await registerAppDriven(s.gh, answers);
    const asApp = client(s.gh, appJwt(app.id, app.pem));
    await drive('GET', '/app', '/app', undefined, asApp);
    await postForm(
      `${s.gh.serverUrl}/apps/${app.slug}/installations/new`,
      { repository: 'acme/widgets' },
      s.gh.signIn('acme'),
    );
    const inst = await drive('GET', '/repos/{owner}/{repo}/installation', `${R}/installation`, undefined, asApp);
    const iid = inst.json.id;
    await drive(
      'POST',
      '/app/installations/{installation_id}/access_tokens',
      `/app/installations/${iid}/access_tokens`,
      {},
      asApp,
    );
    const E = `${R}/environments/mergexo`;
    const envBody = { deployment_branch_policy: { protected_branches: false, custom_branch_policies: true } };
    await drive('PUT', '/repos/{owner}/{repo}/environments/{environment_name}', E, envBody, admin);
    await drive('GET', '/repos/{owner}/{repo}/environments', `${R}/environments`, undefined, admin);
    await drive('GET', '/repos/{owner}/{repo}/environments/{environment_name}', E, undefined, admin);
    const P = '/repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies';
    const policy = await drive('POST', P, `${E}/deployment-branch-policies`, { name: 'main', type: 'branch' }, admin);
    await drive('GET', P, `${E}/deployment-branch-policies`, undefined, admin);
    const pid = `${E}/deployment-branch-policies/${policy.json.id}`;
    await drive('GET', `${P}/{branch_policy_id}`, pid, undefined, admin);
    await drive('PUT', `${P}/{branch_policy_id}`, pid, { name: 'main' }, admin);
    await drive('DELETE', `${P}/{branch_policy_id}`, pid, undefined, admin);
    const S = '/repos/{owner}/{repo}/environments/{environment_name}/secrets';
    const key = await drive('GET', `${S}/public-key`, `${E}/secrets/public-key`, undefined, admin);
    const sealed = { encrypted_value: await seal('k', key.json.key), key_id: key.json.key_id };
    await drive('PUT', `${S}/{secret_name}`, `${E}/secrets/KEY`, sealed, admin);
    await drive('GET', S, `${E}/secrets`, undefined, admin);
    await drive('GET', `${S}/{secret_name}`, `${E}/secrets/KEY`, undefined, admin);
    await drive('DELETE', `${S}/{secret_name}`, `${E}/secrets/KEY`, undefined, admin);
    for (const [base, path] of [
      ['/repos/{owner}/{repo}/environments/{environment_name}', E],
      ['/repos/{owner}/{repo}/actions', `${R}/actions`],
    ] as const) {
      await drive('POST', `${base}/variables`, `${path}/variables`, { name: 'APP_ID', value: '1' }, admin);
      await drive('GET', `${base}/variables`, `${path}/variables`, undefined, admin);
      await drive('GET', `${base}/variables/{name}`, `${path}/variables/APP_ID`, undefined, admin);
      await drive('PATCH', `${base}/variables/{name}`, `${path}/variables/APP_ID`, { value: '2' }, admin);
      await drive('DELETE', `${base}/variables/{name}`, `${path}/variables/APP_ID`, undefined, admin);
    }
    await drive('DELETE', '/repos/{owner}/{repo}/environments/{environment_name}', E, undefined, admin);
    const rs = await drive(
      'POST',
      '/repos/{owner}/{repo}/rulesets',
      `${R}/rulesets`,
      {
        name: 'mergexo',
        enforcement: 'disabled',
        conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
        rules: [
          {
            type: 'required_status_checks',
            parameters: {
              strict_required_status_checks_policy: false,
              required_status_checks: [{ context: 'x', integration_id: app.id }],
            },
          },
        ],
      },
      admin,
    );
    await drive('GET', '/repos/{owner}/{repo}/rulesets', `${R}/rulesets`, undefined, admin);
    await drive('GET', '/repos/{owner}/{repo}/rulesets/{ruleset_id}', `${R}/rulesets/${rs.json.id}`, undefined, admin);
    await drive(
      'PUT',
      '/repos/{owner}/{repo}/rulesets/{ruleset_id}',
      `${R}/rulesets/${rs.json.id}`,
      { name: 'mergexo' },
      admin,
    );
    await drive(
      'DELETE',
      '/repos/{owner}/{repo}/rulesets/{ruleset_id}',
      `${R}/rulesets/${rs.json.id}`,
      undefined,
      admin,
    );

    // doctor's reads of a person's setup: their installations, the default workflow permissions, a repository secret.
    await drive('GET', '/user/installations', '/user/installations', undefined, admin);
    await drive(
      'GET',
      '/user/installations/{installation_id}/repositories',
      `/user/installations/${iid}/repositories`,
      undefined,
      admin,
    );
    s.gh.addOrgOwner('orgco', 'acme');
    await drive('GET', '/orgs/{org}/installations', '/orgs/orgco/installations', undefined, admin);
    const W = '/repos/{owner}/{repo}/actions/permissions/workflow';
    await drive('PUT', W, `${R}/actions/permissions/workflow`, { default_workflow_permissions: 'read' }, admin);
    await drive('GET', W, `${R}/actions/permissions/workflow`, undefined, admin);
    setRepoSecret(repo, 'KEY');
    await drive(
      'GET',
      '/repos/{owner}/{repo}/actions/secrets/{secret_name}',
      `${R}/actions/secrets/KEY`,
      undefined,
      admin,
    );

    // rebase-notify's claim times: who pushed what to each branch, and when.
    await drive('GET', '/repos/{owner}/{repo}/activity', `${R}/activity`, undefined, admin);

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

/** Registers an App in the browser and converts its code, recording the conversion's answer. */
async function registerAppDriven(gh: Setup['gh'], answers: Map<string, ApiResponse>): Promise<Loose> {
  const r = await createAppInBrowser(gh, 'acme', manifest('http://127.0.0.1:9/cb', { name: 'openapi-app' }));
  const res = await fetch(`${gh.apiUrl}/app-manifests/${r.code}/conversions`, { method: 'POST' });
  const answer = { status: res.status, headers: res.headers, json: await res.json() };
  answers.set('POST /app-manifests/{code}/conversions', answer);
  return answer.json;
}

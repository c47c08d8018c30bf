// Repository rulesets, and a merge that counts a required check only from the source it is pinned to: a passing
// check of the required name from another App, or from GITHUB_TOKEN, does not satisfy a check pinned to an App.
import { describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_APP_ID, pinRequiredCheck } from '../../fake-github/index.js';
import { appJwt, manifest, postForm, registerApp } from './app-helpers.js';
import { client, useSetup, type Loose } from './helpers.js';

const s = useSetup({ token: 'owner', login: 'acme', type: 'User' });
const R = '/repos/acme/widgets';
const CHECK = 'mergexo/write-root-gate';
const owner = () => client(s.gh, 'owner');

function ruleset(integrationId?: number, name = 'mergexo'): Record<string, unknown> {
  return {
    name,
    target: 'branch',
    enforcement: 'active',
    conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
    rules: [
      {
        type: 'required_status_checks',
        parameters: {
          strict_required_status_checks_policy: false,
          required_status_checks: [{ context: CHECK, ...(integrationId ? { integration_id: integrationId } : {}) }],
        },
      },
    ],
  };
}

/** An App registered, installed on acme/widgets, and an installation token of it. */
async function installedApp(name: string): Promise<{ id: number; token: string }> {
  const app: Loose = await registerApp(s.gh, 'acme', manifest('http://127.0.0.1:9/cb', { name }));
  await postForm(
    `${s.gh.serverUrl}/apps/${app.slug}/installations/new`,
    { repository: 'acme/widgets' },
    s.gh.signIn('acme'),
  );
  const asApp = client(s.gh, appJwt(app.id, app.pem));
  const inst = await asApp('GET', `${R}/installation`);
  const tok = await asApp('POST', `/app/installations/${inst.json.id}/access_tokens`, {});
  return { id: app.id, token: tok.json.token };
}

describe('rulesets', () => {
  it('are read with Metadata and written with Administration; a pinned App must exist', async () => {
    const bot = await s.api('POST', `${R}/rulesets`, ruleset());
    expect(bot.status).toBe(403);
    expect(bot.headers.get('x-accepted-github-permissions')).toBe('administration=write');
    expect((await owner()('POST', `${R}/rulesets`, ruleset(424242))).status).toBe(422);
    const created = await owner()('POST', `${R}/rulesets`, ruleset(GITHUB_ACTIONS_APP_ID, 'probe'));
    expect(created.status).toBe(201);
    expect((await owner()('POST', `${R}/rulesets`, ruleset(undefined, 'probe'))).status).toBe(422);
    const listed = await s.api('GET', `${R}/rulesets`);
    expect(listed.json).toMatchObject([{ id: created.json.id, name: 'probe', enforcement: 'active' }]);
    const one = await s.api('GET', `${R}/rulesets/${created.json.id}`);
    expect(one.json.rules[0].parameters.required_status_checks).toEqual([
      { context: CHECK, integration_id: GITHUB_ACTIONS_APP_ID },
    ]);
    expect((await owner()('DELETE', `${R}/rulesets/${created.json.id}`)).status).toBe(204);
  });

  it('apply to the branches their conditions name, as the rules of a branch show', async () => {
    const created = await owner()('POST', `${R}/rulesets`, ruleset(GITHUB_ACTIONS_APP_ID, 'default-only'));
    const main = await s.api('GET', `${R}/rules/branches/main`);
    expect(main.json).toContainEqual(
      expect.objectContaining({ type: 'required_status_checks', ruleset_id: created.json.id }),
    );
    expect((await s.api('GET', `${R}/rules/branches/feature`)).json).toEqual([]);
    await owner()('PUT', `${R}/rulesets/${created.json.id}`, { enforcement: 'disabled' });
    expect((await s.api('GET', `${R}/rules/branches/main`)).json).toEqual([]);
    await owner()('DELETE', `${R}/rulesets/${created.json.id}`);
  });
});

describe('a merge counts a required check only from its pinned source', () => {
  it('refuses a passing check of the name from GITHUB_TOKEN, from another App and as a status; takes the pinned App', async () => {
    const mergexo = await installedApp('acme-mergexo');
    const other = await installedApp('other-ci');
    const created = await owner()('POST', `${R}/rulesets`, ruleset(mergexo.id));
    const merge = () => s.api('PUT', `${R}/pulls/${s.pr.number}/merge`, { merge_method: 'merge' });

    // mergexo's App refused the PR.
    await client(s.gh, mergexo.token)('POST', `${R}/check-runs`, {
      name: CHECK,
      head_sha: s.c1,
      conclusion: 'failure',
    });
    // A workflow an agent added writes a passing check of the same name with GITHUB_TOKEN, then as another App,
    // then a commit status: none of them is the pinned App.
    await s.api('POST', `${R}/check-runs`, { name: CHECK, head_sha: s.c1, conclusion: 'success' });
    expect((await merge()).status).toBe(405);
    await client(s.gh, other.token)('POST', `${R}/check-runs`, { name: CHECK, head_sha: s.c1, conclusion: 'success' });
    expect((await merge()).status).toBe(405);
    await s.api('POST', `${R}/statuses/${s.c1}`, { state: 'success', context: CHECK });
    expect((await merge()).status).toBe(405);
    expect((await s.repo.pull(s.pr.number)).mergeableState).toBe('blocked');

    await client(s.gh, mergexo.token)('POST', `${R}/check-runs`, {
      name: CHECK,
      head_sha: s.c1,
      conclusion: 'success',
    });
    expect((await s.repo.pull(s.pr.number)).mergeableState).not.toBe('blocked');
    await owner()('DELETE', `${R}/rulesets/${created.json.id}`);
  });

  it('pins classic protection the same way (checks with app_id)', async () => {
    s.repo.requiredChecks = ['ci/pinned'];
    pinRequiredCheck(s.repo, 'ci/pinned', 4242);
    const classic = await owner()('GET', `${R}/branches/main/protection/required_status_checks`);
    expect(classic.json.checks).toEqual([{ context: 'ci/pinned', app_id: 4242 }]);
    const head = (await s.repo.pull(s.pr.number)).headSha;
    s.repo.addCheckRun(head, { name: 'ci/pinned', conclusion: 'success', app: 'someone-else' });
    expect((await s.repo.pull(s.pr.number)).mergeableState).toBe('blocked');
    pinRequiredCheck(s.repo, 'ci/pinned', null);
    expect((await s.repo.pull(s.pr.number)).mergeableState).not.toBe('blocked');
    s.repo.requiredChecks = [];
  });
});

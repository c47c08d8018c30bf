// Repository labels and the Issues permission, as GitHub answers since 2025 (docs/github-behaviour.md, "Creating a
// label takes issues: write"): a token without `issues: write` may add a label the repository has, but not create
// one, neither with `POST /labels` nor by adding a missing label to a pull request, which would create it.
import { describe, expect, it } from 'vitest';
import { botToken, userToken } from '../support/fake-world.js';
import { client, useSetup } from './helpers.js';

const PR_ONLY = 'ghs_pull_requests_only';
const NOTHING = 'ghs_read_only';
const s = useSetup(
  botToken(PR_ONLY, { 'pull-requests': 'write', checks: 'write', contents: 'write' }),
  botToken(NOTHING, { 'pull-requests': 'read' }),
  userToken('ghp_alice', 'alice'),
);

const REFUSAL = {
  message: 'You do not have permission to create labels on this repository.',
  errors: [{ resource: 'Repository', field: 'label', code: 'unauthorized' }],
};

let n = 0;
const fresh = () => `mergexo:fresh-${++n}`;

describe('creating a label', () => {
  it('POST /labels creates one with issues: write, with its colour and description', async () => {
    const name = fresh();
    const created = await s.api('POST', '/repos/acme/widgets/labels', {
      name,
      color: 'b60205',
      description: 'mergexo blocked this pull request',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name, color: 'b60205', description: 'mergexo blocked this pull request' });
    const again = await s.api('POST', '/repos/acme/widgets/labels', { name: name.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual([{ resource: 'Label', code: 'already_exists', field: 'name' }]);
  });

  it('POST /labels with pull-requests: write only is refused with GitHub’s 403, and nothing is created', async () => {
    const name = fresh();
    const refused = await client(s.gh, PR_ONLY)('POST', '/repos/acme/widgets/labels', { name });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject(REFUSAL);
    expect(s.repo.labels.has(name)).toBe(false);
  });

  it('POST /labels without any write permission is refused as any write is, naming both permissions', async () => {
    const refused = await client(s.gh, NOTHING)('POST', '/repos/acme/widgets/labels', { name: fresh() });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Resource not accessible by integration');
    expect(refused.headers.get('x-accepted-github-permissions')).toBe('issues=write; pull_requests=write');
  });

  it('a user’s classic token creates one (as a writer of the repository)', async () => {
    const created = await client(s.gh, 'ghp_alice')('POST', '/repos/acme/widgets/labels', { name: fresh() });
    expect(created.status).toBe(201);
  });
});

describe('adding a label to a pull request', () => {
  it('adds a label the repository has with pull-requests: write only', async () => {
    const name = fresh();
    await s.api('POST', '/repos/acme/widgets/labels', { name });
    const added = await client(s.gh, PR_ONLY)('POST', `/repos/acme/widgets/issues/${s.pr.number}/labels`, {
      labels: [name.toUpperCase()],
    });
    expect(added.status).toBe(200);
    // GitHub attaches the repository's label, under its own spelling.
    expect(s.repo.labelsOf(s.pr.number)).toContain(name);
  });

  it('refuses a label the repository lacks, which adding would create, and adds none of the request', async () => {
    const existing = fresh();
    const missing = fresh();
    await s.api('POST', '/repos/acme/widgets/labels', { name: existing });
    const before = s.repo.labelsOf(s.pr.number);
    const post = client(s.gh, PR_ONLY);
    for (const [method, labels] of [
      ['POST', [existing, missing]],
      ['PUT', [missing]],
    ] as const) {
      const refused = await post(method, `/repos/acme/widgets/issues/${s.pr.number}/labels`, { labels });
      expect(refused.status, method).toBe(403);
      expect(refused.json).toMatchObject(REFUSAL);
    }
    expect(s.repo.labels.has(missing)).toBe(false);
    expect(s.repo.labelsOf(s.pr.number)).toEqual(before);
  });

  it('creates the missing label on the way with issues: write', async () => {
    const name = fresh();
    const added = await s.api('POST', `/repos/acme/widgets/issues/${s.pr.number}/labels`, { labels: [name] });
    expect(added.status).toBe(200);
    expect(s.repo.labels.get(name)).toMatchObject({ name, color: 'ededed' });
    expect(s.repo.labelsOf(s.pr.number)).toContain(name);
  });
});

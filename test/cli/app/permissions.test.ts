// The App's permissions come from the route table, and cover what the reusable workflow's jobs mint.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPermissions, missingPermissions, permissionsOf } from '../../../src/cli/app/permissions.js';
import { buildManifest, appName } from '../../../src/cli/app/manifest.js';
import { REPO_ROOT } from '../../support/run-action.js';

describe('appPermissions', () => {
  it('is the union of the routes, each at the highest level a route needs', () => {
    expect(
      permissionsOf([
        { route: 'a', what: '', permission: 'pull-requests: read' },
        { route: 'b', what: '', permission: 'pull-requests: write` and `contents: write' },
        { route: 'c', what: '', permission: 'contents: read' },
      ]),
    ).toEqual({ contents: 'write', metadata: 'read', pull_requests: 'write' });
    expect(appPermissions()).toMatchObject({
      checks: 'write',
      contents: 'write',
      pull_requests: 'write',
      statuses: 'read',
      merge_queues: 'read',
      metadata: 'read',
    });
  });

  it('covers every permission a job of mergexo-app.yml mints its token with', () => {
    const workflow = readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo-app.yml'), 'utf8');
    const minted = [...workflow.matchAll(/^\s+permission-([a-z-]+): (read|write)/gm)].map(([, name, level]) => [
      name!.replace(/-/g, '_'),
      level!,
    ]);
    expect(minted.length).toBeGreaterThan(5);
    expect(missingPermissions(appPermissions(), {})).not.toEqual([]);
    const granted = appPermissions();
    expect(
      minted.filter(([name, level]) => missingPermissions({ [name!]: level as 'read' | 'write' }, granted).length),
    ).toEqual([]);
  });
});

describe('buildManifest', () => {
  it("asks for a private App without webhook or events, named within GitHub's 34 characters", () => {
    const m = buildManifest({ owner: 'acme', repo: 'widgets' }, 'https://github.com', 'http://127.0.0.1:1/callback');
    expect(m).toMatchObject({
      name: 'acme-widgets-mergexo',
      public: false,
      default_events: [],
      redirect_url: 'http://127.0.0.1:1/callback',
    });
    expect(m).not.toHaveProperty('hook_attributes');
    expect(m.default_permissions).toEqual(appPermissions());
    expect(appName({ owner: 'a-very-long-organization-name', repo: 'service' })).toBe('service-mergexo');
    const long = appName({ owner: 'o', repo: 'an-extremely-long-repository-name-indeed' });
    expect(long.length).toBeLessThanOrEqual(34);
    expect(long.endsWith('-mergexo')).toBe(true);
  });
});

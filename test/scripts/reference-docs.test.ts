import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { permissionUses, renderChecksAndLabels, renderPermissions } from '../../scripts/reference-docs.js';
import { MERGEXO_LABELS } from '../../src/core/pr/repo-labels.js';
import { REPO_ROOT } from '../support/run-action.js';

const LABELS = {
  'failed-label': { name: 'x:failed', description: 'mergexo ci-wait: CI failed' },
  'behind-label': { name: 'x:behind', description: 'mergexo rebase-notify: the base moved' },
  overlap: { name: 'x:overlap', description: 'mergexo rebase-notify: another PR changes the same file' },
};

describe('the checks and labels of an action', () => {
  it('lists each check-name default and each catalog label the action names by an input', () => {
    const table = renderChecksAndLabels(
      'ci-wait',
      {
        'check-name': { description: 'Name of the verdict check.', default: 'x/ci-wait' },
        'failed-label': { description: 'ignored: the catalog says it', default: 'x:failed' },
        'job-name': { default: 'not a check' },
      },
      LABELS,
    );
    expect(table).toContain('| `x/ci-wait` | `check-name` | Name of the verdict check. |');
    expect(table).toContain('| `x:failed` | `failed-label` | CI failed |');
    expect(table).not.toContain('x:behind');
    expect(table).not.toContain('x:overlap');
    expect(table).not.toContain('not a check');
  });

  it('gives a label no input renames to the action its description names', () => {
    const table = renderChecksAndLabels('rebase-notify', { 'behind-label': { default: 'x:behind' } }, LABELS);
    expect(table).toContain('| `x:overlap` | - | another PR changes the same file |');
    expect(table).toContain('| `x:behind` | `behind-label` | the base moved |');
  });

  it("names in each action's README every label its action.yml names", () => {
    for (const action of ['ci-wait', 'history-guard', 'rebase-notify', 'write-root-gate']) {
      const yml = parse(readFileSync(path.join(REPO_ROOT, action, 'action.yml'), 'utf8')) as {
        inputs: Record<string, unknown>;
      };
      const readme = readFileSync(path.join(REPO_ROOT, action, 'README.md'), 'utf8');
      for (const [input, label] of Object.entries(MERGEXO_LABELS)) {
        if (input in yml.inputs) expect(readme, `${action}: ${input}`).toContain(`\`${label.name}\``);
      }
    }
  });
});

describe('the permissions table', () => {
  const jobs = {
    refuse: {},
    gate: { checks: 'write', contents: 'write' },
    wait: { checks: 'write', statuses: 'read' },
  } as const;
  const uses = permissionUses([
    { route: 'POST /a', what: "create the '{}' check run", permission: 'checks: write' },
    { route: 'GET /b', what: 'list commit statuses', permission: 'statuses: read' },
    { route: 'PUT /c', what: 'merge', permission: 'pull-requests: write` and `contents: write' },
    { route: 'GET /d', what: 'read the repository', permission: 'metadata: read' },
    { route: 'GET /e', what: 'read a run', permission: 'actions: read' },
  ]);

  it("shows each granting job's row and the caller's union, in scopes some job grants", () => {
    const table = renderPermissions(jobs, { checks: 'write', contents: 'write', statuses: 'read' }, uses);
    expect(table).toContain('| job | `checks` | `contents` | `statuses` |');
    expect(table).toContain('| `gate` | write | write |  |');
    expect(table).toContain('| `wait` | write |  | read |');
    expect(table).toContain('| the caller (union) | write | write | read |');
    expect(table).not.toContain('`refuse`');
  });

  it('says what each granted entry is for, split where a route needs two, and leaves out entries never granted', () => {
    const table = renderPermissions(jobs, {}, uses);
    expect(table).toContain('| `checks: write` | create the check run |');
    expect(table).toContain('| `contents: write` | merge |');
    expect(table).toContain('| `metadata: read` | read the repository |');
    expect(table).not.toContain('pull-requests: write');
    expect(table).not.toContain('actions: read');
  });
});

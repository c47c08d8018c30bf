// mergexo's labels created before enforcement needs them: one function for `init --app` and any setup step,
// named from the settings, idempotent, and refused with the permission to add when the token may not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TokenRefusedError } from '../../../src/core/github/errors.js';
import { createLabels, MERGEXO_LABELS, mergexoLabels } from '../../../src/core/pr/repo-labels.js';
import { OVERLAP_LABEL } from '../../../src/rebase-notify/settings.js';
import { botToken } from '../../support/fake-world.js';
import { newWorld, portFor, useGitHub } from './world.js';

const PR_ONLY = 'ghs_repo_labels_pull_requests_only';
const gh = useGitHub(botToken(PR_ONLY, { 'pull-requests': 'write', checks: 'write', contents: 'write' }));
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The default of `input` in every action.yml (and the reusable workflow) that declares it. */
function defaultsOf(input: string): string[] {
  const files = ['history-guard', 'write-root-gate', 'ci-wait', 'rebase-notify'].map((a) => `${a}/action.yml`);
  const found: string[] = [];
  for (const file of [...files, 'action.yml']) {
    const inputs = (
      parse(readFileSync(path.join(ROOT, file), 'utf8')) as { inputs: Record<string, { default?: string }> }
    ).inputs;
    if (inputs[input]) found.push(String(inputs[input].default));
  }
  const workflow = parse(readFileSync(path.join(ROOT, '.github/workflows/mergexo.yml'), 'utf8')) as {
    on: { workflow_call: { inputs: Record<string, { default?: string }> } };
  };
  const called = workflow.on.workflow_call.inputs[input];
  if (called) found.push(String(called.default));
  return found;
}

describe('MERGEXO_LABELS', () => {
  it('names each label by its input default, in every action.yml and the reusable workflow', () => {
    for (const [input, label] of Object.entries(MERGEXO_LABELS)) {
      if (input === 'overlap') {
        expect(label.name).toBe(OVERLAP_LABEL);
        continue;
      }
      const defaults = defaultsOf(input);
      expect(defaults.length, input).toBeGreaterThan(0);
      for (const d of defaults) expect(d, input).toBe(label.name);
    }
  });

  it('gives each label a colour GitHub accepts and a description within its 100 characters', () => {
    for (const label of Object.values(MERGEXO_LABELS)) {
      expect(label.color).toMatch(/^[0-9a-f]{6}$/);
      expect(label.description.length, label.name).toBeLessThanOrEqual(100);
    }
  });
});

describe('mergexoLabels', () => {
  it('takes the names the settings give, the defaults for the rest, and one label per name', () => {
    const labels = mergexoLabels({ 'blocked-label': 'history: rewritten', 'conflict-label': ' ', 'ready-label': '' });
    const names = labels.map((l) => l.name);
    expect(names).toContain('history: rewritten');
    expect(names).not.toContain('mergexo:blocked');
    expect(names).toContain('mergexo:conflict');
    expect(names).toContain('mergexo:ready');
    expect(labels.find((l) => l.name === 'history: rewritten')?.color).toBe(MERGEXO_LABELS['blocked-label'].color);
    expect(names).toHaveLength(8);
    expect(mergexoLabels({ 'failed-label': 'MERGEXO:CONFLICT' }).map((l) => l.name)).toHaveLength(7);
  });
});

describe('createLabels', () => {
  it('creates every missing label once, leaves the others as they are, and a rerun writes nothing', async () => {
    const w = await newWorld(gh);
    w.repo.ensureLabel('MERGEXO:READY', '123456', 'ours');
    const first = await createLabels(w.github, w.ref, mergexoLabels());
    expect(first.filter((o) => o.outcome === 'created')).toHaveLength(7);
    expect(first.find((o) => o.name === 'mergexo:ready')?.outcome).toBe('exists');
    expect(w.repo.labels.get('mergexo:blocked')).toMatchObject({
      name: 'mergexo:blocked',
      color: MERGEXO_LABELS['blocked-label'].color,
      description: MERGEXO_LABELS['blocked-label'].description,
    });
    expect(w.repo.labels.get('mergexo:ready')).toMatchObject({ name: 'MERGEXO:READY', color: '123456' });

    const writes = () =>
      gh.requests.filter((r) => r.kind === 'write' && r.path.includes(`/${w.ref.repo}/labels`)).length;
    const before = writes();
    const again = await createLabels(w.github, w.ref, mergexoLabels());
    expect(again.every((o) => o.outcome === 'exists')).toBe(true);
    expect(writes()).toBe(before);
  });

  it('a token without issues: write is refused with the permission to add, and nothing is created', async () => {
    const w = await newWorld(gh);
    const create = createLabels(portFor(gh, PR_ONLY), w.ref, mergexoLabels());
    await expect(create).rejects.toBeInstanceOf(TokenRefusedError);
    await expect(create).rejects.toThrow('`issues: write`');
    expect(w.repo.labels.size).toBe(0);
  });
});

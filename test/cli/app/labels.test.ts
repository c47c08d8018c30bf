// The labels init --app creates are the ones the actions add by default.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MERGEXO_LABELS } from '../../../src/cli/app/labels.js';
import { OVERLAP_LABEL } from '../../../src/rebase-notify/settings.js';
import { REPO_ROOT } from '../../support/run-action.js';

describe('MERGEXO_LABELS', () => {
  it('holds every label default of every action, and only those', () => {
    const defaults = new Set<string>([OVERLAP_LABEL]);
    for (const action of ['history-guard', 'write-root-gate', 'ci-wait', 'rebase-notify']) {
      const doc = parse(readFileSync(path.join(REPO_ROOT, action, 'action.yml'), 'utf8')) as {
        inputs: Record<string, { default?: string }>;
      };
      for (const [name, input] of Object.entries(doc.inputs)) {
        if (!/label/.test(name) || typeof input.default !== 'string') continue;
        for (const l of input.default.split(',')) if (l.trim().startsWith('mergexo:')) defaults.add(l.trim());
      }
    }
    expect(MERGEXO_LABELS.map((l) => l.name).sort()).toEqual([...defaults].sort());
    for (const l of MERGEXO_LABELS) {
      expect(l.color).toMatch(/^[0-9a-f]{6}$/);
      expect(l.description.length).toBeLessThanOrEqual(100);
    }
  });
});

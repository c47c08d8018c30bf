// What drift's plans are made of: the order in which PRs are served when the write budget cannot cover them all,
// and the urgencies the settings accept, which are the ones the action's input documents.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRIORITY, SUBJECTS, URGENCIES } from '../../../../src/rebase-notify/rules/drift/plan.js';

describe('drift plan', () => {
  it('serves a conflict first, then the blocking check, a PR caught up, one behind, a refresh, and nothing last', () => {
    const order = Object.entries(PRIORITY)
      .sort(([, a], [, b]) => a - b)
      .map(([name]) => name);
    expect(order).toEqual(['conflict', 'gate', 'caughtUp', 'behind', 'refresh', 'none']);
  });

  it('names each urgency the action input describes, and a handful of missing commits', () => {
    const action = readFileSync(new URL('../../../../rebase-notify/action.yml', import.meta.url), 'utf8');
    const described = /^ {2}urgency:\n {4}description: '([^']*)'/m.exec(action)?.[1] ?? '';
    for (const urgency of URGENCIES) expect(described).toContain(`${urgency} (`);
    expect(SUBJECTS).toBeGreaterThan(0);
  });
});

// The words of `init --app`: a step's line, and the lines that tell the person what to do next.
import { describe, expect, it } from 'vitest';
import * as text from '../../../src/cli/app/messages.js';

describe('messages', () => {
  it('a step says what it did and how long it took', () => {
    expect(text.stepLine('environment', 'mergexo: already limited to main', 1234)).toBe(
      '  environment  mergexo: already limited to main (1.2 s)',
    );
  });

  it('a ruleset the token may not apply names the file, the one command and the page', () => {
    const line = text.rulesetRefused(
      '403 Must have admin rights to Repository.',
      'mergexo-ruleset.json',
      'gh api X',
      'https://p',
    );
    expect(line).toContain('mergexo-ruleset.json');
    expect(line).toContain('gh api X');
    expect(line).toContain('https://p (New ruleset, Import a ruleset)');
  });

  it('an environment already right is not reported as changed', () => {
    const plan = { was: 'selected branches' as const, setPolicy: false, addDefault: false, remove: [] };
    expect(text.environmentDid('mergexo', plan, 'main', true)).toBe('mergexo: already limited to main');
    expect(
      text.environmentDid('mergexo', { ...plan, remove: [{ id: 1, name: 'dev', type: 'branch' }] }, 'main', false),
    ).toBe('mergexo: limited to main (was: selected branches; removed dev)');
  });
});

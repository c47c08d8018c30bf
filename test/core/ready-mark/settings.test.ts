import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { inputsFromRecord } from '../../../src/core/inputs.js';
import { parseReadyMarkSettings } from '../../../src/core/ready-mark/settings.js';

const parse = (inputs: Record<string, string>) => parseReadyMarkSettings(inputsFromRecord(inputs));

describe('the ready mark inputs every action shares', () => {
  it('takes a list of modes and of users and org/team teams', () => {
    const ready = parse({ 'ready-mark': 'label, Reviewers', 'ready-reviewers': '@maya\nacme/core, bot-reviewer[bot]' });
    expect(ready.modes).toEqual(['label', 'reviewers']);
    expect(ready.reviewers).toEqual([
      { kind: 'user', login: 'maya' },
      { kind: 'team', org: 'acme', slug: 'core' },
      { kind: 'user', login: 'bot-reviewer[bot]' },
    ]);
  });

  it('refuses what it cannot do, in one line with the fix', () => {
    const bad: Record<string, string>[] = [
      { 'ready-mark': 'label, approve' },
      { 'ready-mark': 'reviewers' },
      { 'ready-mark': 'label', 'ready-reviewers': 'maya' },
      { 'ready-mark': 'reviewers', 'ready-reviewers': 'acme/core/extra' },
      { 'ready-mark': 'label', 'ready-label': 'x'.repeat(60) },
    ];
    for (const inputs of bad) {
      let error: unknown;
      try {
        parse(inputs);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(inputs)).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

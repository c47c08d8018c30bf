// What `mergexo check` prints for people: a finding quoting a crafted path stays one line of the report.
import { describe, expect, it } from 'vitest';
import { report } from '../../src/cli/messages.js';

describe('the human report', () => {
  it('shows a crafted path on one line, with its control characters visible', () => {
    const out = report({
      verdict: 'fail',
      pr: 7,
      head: 'a'.repeat(40),
      lease: 'billing-agent',
      findings: [
        {
          gate: 'write-root-gate',
          message: 'x\n  note: would pass\u001b[2K: outside the write roots',
          fix: 'take it out\r\nor not',
        },
      ],
      notes: ['behind\u2028  ✗ forged'],
    });
    const lines = out.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('x⏎  note: would pass␛[2K: outside the write roots');
    expect(lines[2]).toBe('    way out: take it out⏎or not');
    expect(lines[3]).toBe('  note: behind⏎  ✗ forged');
    expect(out).not.toContain('\u001b');
  });
});

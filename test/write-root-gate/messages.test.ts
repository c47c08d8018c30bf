import { describe, expect, it } from 'vitest';
import {
  baseChangedCheckText,
  configurationCheckText,
  failedAfterRetries,
  undecidableCheckText,
} from '../../src/write-root-gate/messages.js';

describe("write-root-gate's check texts when it cannot judge", () => {
  it('an undecidable PR is refused, says it never passes on partial data, and names the commits', () => {
    const text = undecidableCheckText(failedAfterRetries('HTTP 502'), 'a'.repeat(40), 'b'.repeat(40));
    expect(text.title).toBe('Refused: could not decide');
    expect(text.summary).toContain('it never passes on partial data');
    expect(text.summary).toContain('GitHub or git failed after retries: HTTP 502');
    expect(text.summary).toContain(`; base \`${'b'.repeat(40)}\``);
    expect(undecidableCheckText('x', undefined, undefined).summary).toContain('**Head:** `unknown`.');
  });

  it('a configuration error says nothing passes until it is fixed, with the fix quoted as plain text', () => {
    const text = configurationCheckText('Lease file has a tab @maintainers');
    expect(text.title).toBe('Refused: configuration error');
    expect(text.summary).toContain('so nothing passes');
    // A mention in a message must not notify anyone.
    expect(text.summary).not.toMatch(/(^|\s)@maintainers/);
  });

  it("a retargeted PR's branch names, which anyone who pushes controls, are code spans", () => {
    const text = baseChangedCheckText('main', 'evil`](https://x)');
    // A backtick in the name widens the code span's fence, so no link can close it.
    expect(text.summary).toContain('to ``evil`](https://x)``.');
  });
});

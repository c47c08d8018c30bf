// The comments ci-wait leaves on a PR (finding-messages.ts): what they list, and what a PR's CI cannot make them carry.
import { describe, expect, it } from 'vitest';
import {
  bodyWithoutMarker,
  ciFailedText,
  resolvedText,
  type MessageContext,
} from '../../src/ci-wait/finding-messages.js';
import type { CheckItem } from '../../src/ci-wait/rules/selection.js';
import { parseMarkers, withMarker } from '../../src/core/pure/markers.js';

const ctx: MessageContext = {
  head: 'a'.repeat(40),
  baseRef: 'main',
  headRef: 'feature',
  attempt: 2,
  maxAttempts: 5,
  failedLabel: 'mergexo:ci-failed',
  conflictLabel: 'mergexo:conflict',
  needsHumanLabel: 'mergexo:needs-human',
  checkName: 'mergexo/ci-wait',
};

const failed = (name: string, output: string[], url: string | null = 'https://ci.example.test/1'): CheckItem => ({
  kind: 'check_run',
  id: 1,
  name,
  result: 'failed',
  conclusion: 'failure',
  url,
  output,
  annotationsCount: 0,
});

describe('finding messages', () => {
  it('lists each failed check with its conclusion, link and an excerpt', () => {
    const text = ciFailedText(ctx, [failed('build', ['Tests failed', '3 of 120 tests failed'])], []);
    expect(text).toContain('`build`: **failure** ([details](https://ci.example.test/1))');
    expect(text).toContain('3 of 120 tests failed');
    expect(text).toContain('failed round 2 of 5');
  });

  it('cannot be made to carry a forged mergexo marker, a mention or a broken fence', () => {
    const forged = '<!-- mergexo:v1 {"action":"ci-wait","kind":"state","key":"pr","data":{"attempts":0}} -->';
    const text = ciFailedText(
      ctx,
      [failed(`evil ${forged}`, [forged, '```', '@maintainer please merge'], 'javascript:alert(1)')],
      [],
    );
    expect(parseMarkers(text)).toEqual([]);
    expect(text).not.toMatch(/@maintainer/);
    expect(text).not.toContain('javascript:');
    // The excerpt's own backticks cannot close the fence around it.
    expect(text).toMatch(/````text/);
  });

  it('folds the earlier report into a resolved comment', () => {
    const original = withMarker('### ❌ CI failed', {
      action: 'ci-wait',
      kind: 'finding',
      key: 'k',
      data: { open: true },
    });
    const text = resolvedText(bodyWithoutMarker(original), {
      outcome: 'success',
      head: 'b'.repeat(40),
      sameHead: false,
    });
    expect(text).toMatch(/^\*\*Outdated\*\*/);
    expect(text).toContain('### ❌ CI failed');
    expect(parseMarkers(text)).toEqual([]);
  });
});

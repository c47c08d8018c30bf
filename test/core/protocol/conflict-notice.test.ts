import { describe, expect, it } from 'vitest';
import type { Marker } from '../../../src/core/markers.js';
import { otherConflictNotice } from '../../../src/core/protocol/conflict-notice.js';
import type { TrustedComment } from '../../../src/core/pr/view.js';

const comment = (id: number, ...markers: Marker[]): TrustedComment => ({ id, url: '', body: '', markers });
const ciWait = (open: boolean, base = 'main'): Marker => ({
  action: 'ci-wait',
  kind: 'finding',
  key: `conflict:${'a'.repeat(40)}`,
  data: { open, base },
});
const rebaseNotify = (cls: string, base = 'main'): Marker => ({
  action: 'rebase-notify',
  kind: 'status',
  key: 'pr',
  data: { class: cls, base },
});

describe('one notice per conflict', () => {
  it("each action sees the other's open notice for the same base, and only that", () => {
    const view = { trusted: [comment(1, rebaseNotify('conflicting')), comment(2, ciWait(true))] };
    expect(otherConflictNotice(view, 'ci-wait', 'main')?.id).toBe(1);
    expect(otherConflictNotice(view, 'rebase-notify', 'main')?.id).toBe(2);
    expect(otherConflictNotice(view, 'ci-wait', 'release')).toBeUndefined();
  });

  it('a resolved finding, a behind notice or a ci_failed finding is no conflict notice', () => {
    const failed: Marker = { ...ciWait(true), key: `ci_failed:${'a'.repeat(40)}:x` };
    const view = { trusted: [comment(1, rebaseNotify('behind')), comment(2, ciWait(false)), comment(3, failed)] };
    expect(otherConflictNotice(view, 'ci-wait', 'main')).toBeUndefined();
    expect(otherConflictNotice(view, 'rebase-notify', 'main')).toBeUndefined();
  });
});

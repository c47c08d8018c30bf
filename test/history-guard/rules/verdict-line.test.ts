// The verdict check's hidden line: the copy of each judged PR's state and whose PRs it refused, which later runs
// read back; an observing run keeps neither, so what it only reported never binds the runs that enforce.
import { describe, expect, it } from 'vitest';
import { verdictLine, type Ledger } from '../../../src/history-guard/rules/verdict-line.js';
import { copiedState, passedIn, refusalsIn } from '../../../src/history-guard/rules/state.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const owner = { author: 'agent-1', branch: 'acme/app:agent/one' };

function ledger(): Ledger {
  return new Map([[7, { owner, state: { status: 'blocked', accepted: A, observed: B, rewrite: B } }]]);
}

describe('verdictLine', () => {
  it('copies the state decided for each PR and names the PRs it refused', () => {
    const text = verdictLine(B, [{ number: 7, pass: false }], ledger());
    expect(copiedState(text, 7)).toMatchObject({ status: 'blocked', accepted: A, observed: B });
    expect(refusalsIn(text)).toEqual([{ pr: 7, ...owner }]);
    expect(passedIn(text, 7)).toBe(false);
  });

  it('keeps no state and refuses no one when the run only observes', () => {
    const text = verdictLine(B, [{ number: 7, pass: false }], ledger(), true);
    expect(copiedState(text, 7)).toBeUndefined();
    expect(refusalsIn(text)).toEqual([]);
  });
});

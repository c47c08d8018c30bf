import { describe, expect, it } from 'vitest';
import { fixedRevisions, forgetAnswers, memo, memoSync } from '../../fake-github/git-memo.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

function counter<T>(value: T, keep = true) {
  const calls = { n: 0 };
  return { calls, ask: async () => (calls.n++, { value, keep }) };
}

describe("the fake's answers kept by object id", () => {
  it('asks git once for a question about object ids, and hands each caller its own copy', async () => {
    const { calls, ask } = counter({ files: ['a.ts'] });
    const first = await memo('/r/one.git', ['diff', A, B], true, ask);
    first.files.push('changed by the caller');
    const second = await memo('/r/one.git', ['diff', A, B], true, ask);
    expect(second).toEqual({ files: ['a.ts'] });
    expect(calls.n).toBe(1);
  });

  it('shares one question asked twice at once', async () => {
    const { calls, ask } = counter(true);
    await Promise.all([
      memo('/r/two.git', ['is-ancestor', A, B], true, ask),
      memo('/r/two.git', ['is-ancestor', A, B], true, ask),
    ]);
    expect(calls.n).toBe(1);
  });

  it('asks again when git did not know an object, when a revision is a name, and per repository', async () => {
    const missing = counter(undefined, false);
    await memo('/r/three.git', ['show', A], true, missing.ask);
    await memo('/r/three.git', ['show', A], true, missing.ask);
    expect(missing.calls.n).toBe(2);
    const named = counter('sha');
    await memo('/r/three.git', ['commit', 'main'], false, named.ask);
    await memo('/r/three.git', ['commit', 'main'], false, named.ask);
    expect(named.calls.n).toBe(2);
    const other = counter(1);
    await memo('/r/three.git', ['count', `${A}..${B}`], true, other.ask);
    await memo('/r/four.git', ['count', `${A}..${B}`], true, other.ask);
    expect(other.calls.n).toBe(2);
  });

  it('asks again after a failure and after the repositories are forgotten', async () => {
    let n = 0;
    const failing = async () => {
      n++;
      if (n === 1) throw new Error('git failed');
      return { value: 'ok', keep: true };
    };
    await expect(memo('/s/five.git', ['log', A], true, failing)).rejects.toThrow('git failed');
    expect(await memo('/s/five.git', ['log', A], true, failing)).toBe('ok');
    expect(memoSync('/s/five.git', ['log', A], true, () => ({ value: 'asked', keep: true }))).toBe('ok');
    forgetAnswers('/s/');
    expect(memoSync('/s/five.git', ['log', A], true, () => ({ value: 'asked', keep: true }))).toBe('asked');
  });

  it('calls a revision fixed only when it is a full object id, a range of them, or a negated one', () => {
    expect(fixedRevisions([`${A}..${B}`, '--no-merges'])).toBe(true);
    expect(fixedRevisions([`^${A}`, B])).toBe(true);
    expect(fixedRevisions([`${A}...${B}`])).toBe(true);
    expect(fixedRevisions(['main..feature'])).toBe(false);
    expect(fixedRevisions([A.slice(0, 7)])).toBe(false);
    expect(fixedRevisions(['--all'])).toBe(false);
  });
});

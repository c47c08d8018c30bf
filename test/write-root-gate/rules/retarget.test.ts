import { describe, expect, it } from 'vitest';
import { retargetedTo, retargetsExhausted } from '../../../src/write-root-gate/rules/retarget.js';

describe('a PR retargeted while judged', () => {
  it('is judged again only when the base it has now is known and another', () => {
    expect(retargetedTo('main', 'release')).toBe('release');
    expect(retargetedTo('main', 'main')).toBeUndefined();
    expect(retargetedTo('main', undefined)).toBeUndefined();
  });

  it('is undecidable once the retargets reach the moves a run follows', () => {
    expect(retargetsExhausted(0, 3)).toBe(false);
    expect(retargetsExhausted(1, 3)).toBe(false);
    expect(retargetsExhausted(2, 3)).toBe(true);
  });
});

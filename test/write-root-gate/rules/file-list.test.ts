import { describe, expect, it } from 'vitest';
import { RootSet } from '../../../src/core/pure/paths/root-set.js';
import {
  PULL_FILES_CAP,
  gitNeeded,
  listAsked,
  listCompleteness,
} from '../../../src/write-root-gate/rules/file-list.js';

const roots = new RootSet(['src/**']);

describe("what GitHub's file list of a PR proves", () => {
  it('is whole only when it reaches the count and stays below the cap', () => {
    expect(listCompleteness(3, 3)).toBe('complete');
    expect(listCompleteness(2, 3)).toBe('truncated');
    expect(listCompleteness(PULL_FILES_CAP, PULL_FILES_CAP)).toBe('truncated');
    expect(listCompleteness(undefined, PULL_FILES_CAP + 1)).toBe('skipped');
    expect(listAsked(PULL_FILES_CAP)).toBe(true);
    expect(listAsked(PULL_FILES_CAP + 1)).toBe(false);
  });

  it('spares git only when a whole, non-empty list names no path inside the roots (refused whatever git adds)', () => {
    const outside = [{ path: 'ci/deploy.yml', status: 'modified' as const }];
    expect(gitNeeded('complete', outside, roots)).toBe(false);
    expect(gitNeeded('truncated', outside, roots)).toBe(true);
    expect(gitNeeded('complete', [], roots)).toBe(true);
  });

  it('reads git for a path inside the roots, either side of a rename counting', () => {
    expect(gitNeeded('complete', [{ path: 'src/a.ts', status: 'modified' }], roots)).toBe(true);
    const renamed = [{ path: 'ci/x.yml', previousPath: 'src/x.yml', status: 'renamed' as const }];
    expect(gitNeeded('complete', renamed, roots)).toBe(true);
  });
});

// Which source of drift facts a run uses, and what a local git that cannot be used means under each setting.
import { describe, expect, it } from 'vitest';
import {
  collisionsIndexed,
  listsMergeable,
  triesGit,
  whenGitFails,
} from '../../../../src/rebase-notify/rules/drift/source.js';

describe('the drift source', () => {
  it('opens a local git unless the API is asked for', () => {
    expect(triesGit('auto')).toBe(true);
    expect(triesGit('git')).toBe(true);
    expect(triesGit('api')).toBe(false);
  });

  it('refuses the run when git was insisted on and cannot be used; otherwise the API measures', () => {
    expect(whenGitFails('git')).toBe('refuse');
    expect(whenGitFails('auto')).toBe('api');
  });

  it("asks GitHub's mergeable only of the API, and indexes collisions only with a git the drift phase used", () => {
    expect(listsMergeable('api')).toBe(true);
    expect(listsMergeable('git')).toBe(false);
    expect(collisionsIndexed('git')).toBe(true);
    expect(collisionsIndexed('api')).toBe(false);
  });
});

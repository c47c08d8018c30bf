import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../../src/core/pure/errors.js';
import { rootProblem } from '../../../../src/core/pure/paths/glob-syntax.js';
import { RootSet } from '../../../../src/core/pure/paths/root-set.js';

describe('root syntax', () => {
  it('refuses .., negation, the whole repository and invalid globs, naming the root', () => {
    const bad = [
      'a/../b',
      '../x',
      'a/..',
      '!secrets/**',
      '/',
      './',
      '.',
      'src/[ab',
      'src/{a,b',
      'src/a}',
      'x/[z-a]',
      'a\\',
      'x/+(a|b',
      'a]',
      'x/[]',
    ];
    for (const root of bad) {
      expect(() => new RootSet([root]), root).toThrow(ConfigurationError);
      expect(rootProblem(root), root).toContain(`'${root}'`);
    }
    expect(rootProblem('{..,x}/y')).toContain("'..'");
    expect(rootProblem('src/**')).toBeUndefined();
  });
});

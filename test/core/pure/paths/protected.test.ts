import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../../src/core/pure/errors.js';
import { invalidPathReason, literalPrefix } from '../../../../src/core/pure/paths/normalize.js';
import { DEFAULT_PROTECTED_PATHS, ProtectedPaths } from '../../../../src/core/pure/paths/protected.js';
import { RootSet } from '../../../../src/core/pure/paths/root-set.js';

describe('protected paths', () => {
  const defaults = new ProtectedPaths(DEFAULT_PROTECTED_PATHS);
  const refused = (roots: string[], path: string) => defaults.refuses(path, new RootSet(roots));

  it('matches workflows, the three CODEOWNERS places and the directories above them, ignoring case', () => {
    for (const p of [
      '.github/workflows/ci.yml',
      '.github/workflows/sub/x.yaml',
      'CODEOWNERS',
      '.github/CODEOWNERS',
      'docs/CODEOWNERS',
      '.GITHUB/Workflows/x.yml',
      'codeowners',
      '.github',
      '.github/workflows',
      'docs',
    ]) {
      expect(defaults.match(p), p).toBeDefined();
    }
    for (const p of [
      '.github/dependabot.yml',
      'src/CODEOWNERS',
      'docs/guide.md',
      'CODEOWNERS.md',
      '.githubx/workflows/a',
    ]) {
      expect(defaults.match(p), p).toBeUndefined();
    }
  });

  it('are granted only by a root naming them or lying inside their directory', () => {
    for (const roots of [
      ['**'],
      ['.github'],
      ['.github/**'],
      ['.github/*'],
      ['**/*.yml'],
      ['.github/{workflows,x}/**'],
    ]) {
      expect(refused(roots, '.github/workflows/ci.yml'), roots.join()).toBe(roots[0] !== '.github/{workflows,x}/**');
    }
    for (const roots of [
      ['.github/workflows'],
      ['.github/workflows/**'],
      ['.github/workflows/*.yml'],
      ['.github/workflows/ci.yml'],
    ]) {
      expect(refused(roots, '.github/workflows/ci.yml'), roots.join()).toBe(false);
    }
    expect(refused(['**'], 'CODEOWNERS')).toBe(true);
    expect(refused(['CODEOWNERS'], 'CODEOWNERS')).toBe(false);
    expect(refused(['.github'], '.github/CODEOWNERS')).toBe(true);
    expect(refused(['.github/CODEOWNERS'], '.github/CODEOWNERS')).toBe(false);
    expect(refused(['docs'], 'docs/CODEOWNERS')).toBe(true);
    // A directory above an area, written as a file, symlink or submodule, is refused under any lease.
    expect(refused(['.github', '.github/workflows'], '.github')).toBe(true);
    expect(refused(['.github/workflows'], '.github/workflows')).toBe(true);
    // Not protected: the roots alone decide.
    expect(refused(['**'], '.github/dependabot.yml')).toBe(false);
  });

  it('are granted, for a glob with no literal directory, only by a root naming the path', () => {
    const snaps = new ProtectedPaths(['**/*.pem']);
    expect(snaps.refuses('secrets/key.pem', new RootSet(['secrets']))).toBe(true);
    expect(snaps.refuses('secrets/key.pem', new RootSet(['secrets/key.pem']))).toBe(false);
    expect(snaps.refuses('secrets/key.txt', new RootSet(['secrets']))).toBe(false);
  });

  it('refuses invalid patterns like roots', () => {
    expect(() => new ProtectedPaths(['../x'])).toThrow(ConfigurationError);
    expect(() => new ProtectedPaths(['/'])).toThrow('names the whole repository');
  });

  it('knows the literal directories of a glob and the paths git refuses', () => {
    expect(literalPrefix('.github/workflows/**')).toBe('.github/workflows');
    expect(literalPrefix('a/b/*.ts')).toBe('a/b');
    expect(literalPrefix('**')).toBe('');
    expect(literalPrefix('app/\\[id\\]/x')).toBe('app');
    expect(invalidPathReason('.github/workflows/../x')).toContain('..');
    expect(invalidPathReason('a/.GIT/config')).toContain('.git');
    expect(invalidPathReason('a/.gitignore')).toBeUndefined();
    expect(invalidPathReason('a/..b')).toBeUndefined();
  });
});

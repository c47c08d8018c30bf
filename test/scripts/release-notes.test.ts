import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compareVersions,
  parseChangelog,
  parseTag,
  parseVersion,
  prepareRelease,
  releaseNotes,
  ReleaseError,
} from '../../scripts/release-notes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHA = 'a'.repeat(40);

const CHANGELOG = `# Changelog

Intro.

## [Unreleased]

### Added

- a new input

## [1.1.0] - 2026-03-02

### Added

- merge queue support

### Fixed

- a typo in a comment

## [1.0.0] - 2026-01-15

### Added

- the first release

[unreleased]: https://github.com/acme/mergexo/compare/v1.1.0...HEAD
[1.1.0]: https://github.com/acme/mergexo/compare/v1.0.0...v1.1.0
[1.0.0]: https://github.com/acme/mergexo/releases/tag/v1.0.0
`;

/** The problems a ReleaseError carries, or fails the test when `fn` does not throw one. */
function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof ReleaseError) return e.problems;
    throw e;
  }
  throw new Error('expected a ReleaseError');
}

describe('versions and tags', () => {
  it('reads X.Y.Z only: no v, no suffix, no leading zeros', () => {
    expect(parseVersion('1.2.3')).toEqual({ major: 1, minor: 2, patch: 3 });
    expect(parseVersion('0.10.0')).toEqual({ major: 0, minor: 10, patch: 0 });
    for (const bad of ['v1.2.3', '1.2', '1.2.3-rc.1', '1.2.3+build', '01.2.3', '1.2.3 ', '1.2.3\n', '']) {
      expect(parseVersion(bad), bad).toBeUndefined();
    }
  });

  it('reads release tags and ignores the moving major tag and others', () => {
    expect(parseTag('v1.2.3')).toEqual({ major: 1, minor: 2, patch: 3 });
    for (const other of ['v1', 'v1.2', '1.2.3', 'v1.2.3-rc.1', 'latest'])
      expect(parseTag(other), other).toBeUndefined();
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions(parseVersion('1.10.0')!, parseVersion('1.9.9')!)).toBeGreaterThan(0);
    expect(compareVersions(parseVersion('2.0.0')!, parseVersion('10.0.0')!)).toBeLessThan(0);
    expect(compareVersions(parseVersion('1.2.3')!, parseVersion('1.2.3')!)).toBe(0);
  });
});

describe('releaseNotes', () => {
  it("prints a version's section without its heading, the next section or the link references", () => {
    expect(releaseNotes(CHANGELOG, '1.1.0')).toBe(
      '### Added\n\n- merge queue support\n\n### Fixed\n\n- a typo in a comment\n',
    );
    // The oldest section ends before the link references, which belong to no section.
    const { sections, links } = parseChangelog(CHANGELOG);
    expect(sections.at(-1)?.body.filter((l) => l !== '')).toEqual(['### Added', '- the first release']);
    expect(links).toHaveLength(3);
  });

  it('adds the pinning line and the compare link to the previous release tag', () => {
    const notes = releaseNotes(CHANGELOG, '1.1.0', {
      tags: ['v1', 'v1.0.0', 'v0.9.0', 'not-a-release', ''],
      repository: 'acme/mergexo',
      sha: SHA,
    });
    expect(notes).toContain(`uses: acme/mergexo/.github/workflows/mergexo.yml@${SHA} # v1.1.0\n`);
    expect(notes).toContain('`acme/mergexo/history-guard`');
    expect(notes.trimEnd().split('\n').at(-1)).toBe(
      '**Full changelog**: https://github.com/acme/mergexo/compare/v1.0.0...v1.1.0',
    );
  });

  it('makes links to files of the repository absolute, at the tag, and leaves other links alone', () => {
    const linked = CHANGELOG.replace(
      '- merge queue support',
      '- merge queue support ([docs](docs/operators.md#the-merge-queue), [site](https://example.org/x), [here](#top))',
    );
    expect(releaseNotes(linked, '1.1.0', { repository: 'acme/mergexo' })).toContain(
      '- merge queue support ([docs](https://github.com/acme/mergexo/blob/v1.1.0/docs/operators.md#the-merge-queue), ' +
        '[site](https://example.org/x), [here](#top))',
    );
    // Without a repository the section is printed as written.
    expect(releaseNotes(linked, '1.1.0')).toContain('([docs](docs/operators.md#the-merge-queue),');
  });

  it('links the commits of the first release, on the server given', () => {
    const first = CHANGELOG.replace(/## \[1\.0\.0\][\s\S]*?(?=\[unreleased\])/, '');
    const notes = releaseNotes(first, '1.1.0', {
      tags: [],
      repository: 'acme/mergexo',
      serverUrl: 'https://ghe.example/',
    });
    expect(notes).not.toContain('Pin this release');
    expect(notes.trimEnd().split('\n').at(-1)).toBe(
      '**Full changelog**: https://ghe.example/acme/mergexo/commits/v1.1.0',
    );
  });

  it('accepts its own tag (a re-run) but refuses when a newer release tag exists', () => {
    expect(() => releaseNotes(CHANGELOG, '1.1.0', { tags: ['v1.1.0', 'v1.0.0'] })).not.toThrow();
    expect(problemsOf(() => releaseNotes(CHANGELOG, '1.1.0', { tags: ['v1.0.0', 'v1.2.0', 'v1.1.5'] }))).toEqual([
      'v1.1.0 is not newer than the tag v1.2.0: releases only move forward',
    ]);
  });

  it('refuses a malformed version before reading the changelog', () => {
    expect(problemsOf(() => releaseNotes('not a changelog', 'v1.1.0'))).toEqual([
      expect.stringMatching(/^version "v1\.1\.0" is not X\.Y\.Z/),
    ]);
  });

  it('refuses a version without a section, naming the command that prepares one', () => {
    expect(problemsOf(() => releaseNotes(CHANGELOG, '1.2.0'))).toEqual([
      expect.stringContaining('no section "## [1.2.0] - YYYY-MM-DD"'),
    ]);
    expect(problemsOf(() => releaseNotes(CHANGELOG, '1.2.0'))[0]).toContain('--prepare 1.2.0');
  });

  it('refuses an empty section and a version that is not the newest in the changelog', () => {
    const empty = CHANGELOG.replace('- merge queue support', '').replace('- a typo in a comment', 'Prose only.');
    expect(problemsOf(() => releaseNotes(empty, '1.1.0'))).toEqual([
      'CHANGELOG line 11: the section of 1.1.0 lists no change',
    ]);
    expect(problemsOf(() => releaseNotes(CHANGELOG, '1.0.0'))).toEqual([
      'CHANGELOG line 21: 1.0.0 is not the newest release in the changelog (1.1.0 is)',
    ]);
  });

  it('refuses a footer with a repository or SHA that is not one', () => {
    expect(problemsOf(() => releaseNotes(CHANGELOG, '1.1.0', { repository: 'acme', sha: 'abc123' }))).toEqual([
      'repository "acme" is not OWNER/NAME',
      'sha "abc123" is not a full 40-character commit SHA',
    ]);
  });
});

describe('parseChangelog', () => {
  it('reports every problem of form with its line', () => {
    const broken = [
      '# Changelog', // 1
      '', // 2
      '## [1.0.0] - 2026-02-30', // 3: no such day; above Unreleased
      '', // 4
      '### Improved', // 5: not a change type
      '', // 6
      '- x', // 7
      '', // 8
      '## [Unreleased]', // 9
      '', // 10
      '## 1.1.0 - 2026-03-01', // 11: no brackets
      '', // 12
      '## [1.2.0] - 2026-03-01', // 13: below 1.0.0
      '', // 14
      '## [1.2.0] - 2026-03-02', // 15: twice
      '',
    ].join('\n');
    expect(problemsOf(() => parseChangelog(broken))).toEqual([
      'CHANGELOG line 3: 2026-02-30 is not a date (YYYY-MM-DD)',
      'CHANGELOG line 11: heading "## 1.1.0 - 2026-03-01" is neither "## [Unreleased]" nor "## [X.Y.Z] - YYYY-MM-DD"',
      'CHANGELOG line 9: "## [Unreleased]" must come first',
      'CHANGELOG line 13: 1.2.0 is listed below 1.0.0: newest first',
      'CHANGELOG line 15: 1.2.0 appears twice',
      'CHANGELOG line 5: "### Improved" is not a change type (Added, Changed, Deprecated, Removed, Fixed, Security)',
    ]);
  });

  it('requires an Unreleased heading, and ignores headings inside code fences', () => {
    expect(problemsOf(() => parseChangelog('# Changelog\n\n## [1.0.0] - 2026-01-01\n\n- x\n'))).toEqual([
      'CHANGELOG: no "## [Unreleased]" heading (Keep a Changelog keeps one on top)',
    ]);
    const fenced = '# C\n\n## [Unreleased]\n\n### Added\n\n- a\n\n  ```md\n  ## not a heading\n  ### Nor this\n  ```\n';
    expect(parseChangelog(fenced).sections).toHaveLength(1);
  });

  it('accepts a yanked release', () => {
    const yanked = CHANGELOG.replace('## [1.0.0] - 2026-01-15', '## [1.0.0] - 2026-01-15 [YANKED]');
    expect(parseChangelog(yanked).sections.map((s) => s.name)).toEqual(['Unreleased', '1.1.0', '1.0.0']);
  });
});

describe('prepareRelease', () => {
  it('moves the Unreleased entries under the new version and keeps the rest as it was', () => {
    const prepared = prepareRelease(CHANGELOG, '1.2.0', '2026-04-01');
    expect(prepared).toBe(CHANGELOG.replace('## [Unreleased]\n', '## [Unreleased]\n\n## [1.2.0] - 2026-04-01\n'));
    expect(releaseNotes(prepared, '1.2.0', { tags: ['v1.0.0', 'v1.1.0'] })).toBe('### Added\n\n- a new input\n');
    // Nothing left to release a second time.
    expect(problemsOf(() => prepareRelease(prepared, '1.3.0', '2026-04-02'))).toEqual([
      'CHANGELOG: nothing under "## [Unreleased]" to release',
    ]);
  });

  it('refuses a version that is not newer than the newest release, and a bad date', () => {
    expect(problemsOf(() => prepareRelease(CHANGELOG, '1.1.0', '2026-04-01'))).toEqual([
      'CHANGELOG: 1.1.0 is not newer than 1.1.0, the newest release in it',
    ]);
    expect(problemsOf(() => prepareRelease(CHANGELOG, '1.2.0', '2026-13-01'))).toEqual([
      'date "2026-13-01" is not YYYY-MM-DD',
    ]);
  });

  it("prepares the repository's own CHANGELOG.md, whose Unreleased section then becomes valid notes", () => {
    const text = readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    expect(() => parseChangelog(text)).not.toThrow();
    const notes = releaseNotes(prepareRelease(text, '1.0.0', '2026-12-01'), '1.0.0', { tags: ['v1'] });
    expect(notes).toMatch(/^### Added\n\n- /);
  });
});

describe('the command line', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mergexo-release-notes-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(ROOT, 'scripts', 'release-notes.ts'), ...args],
      {
        encoding: 'utf8',
      },
    );

  it('prepares, then prints the notes; a problem is one line on stderr and exit code 1', () => {
    const changelog = path.join(dir, 'CHANGELOG.md');
    const tags = path.join(dir, 'tags.txt');
    writeFileSync(changelog, CHANGELOG);
    writeFileSync(tags, 'v1\nv1.0.0\nv1.1.0\n');

    const prepared = run('--prepare', '1.2.0', '--date', '2026-04-01', '--changelog', changelog);
    expect(prepared.status, prepared.stderr).toBe(0);
    expect(prepared.stderr).toContain('gh workflow run release.yml -f version=1.2.0');
    expect(readFileSync(changelog, 'utf8')).toContain('## [Unreleased]\n\n## [1.2.0] - 2026-04-01\n\n### Added\n');

    const notes = run('1.2.0', '--changelog', changelog, '--tags', tags, '--repository', 'acme/mergexo', '--sha', SHA);
    expect(notes.status, notes.stderr).toBe(0);
    expect(notes.stdout).toMatch(/^### Added\n\n- a new input\n/);
    expect(notes.stdout).toContain('compare/v1.1.0...v1.2.0');

    const refused = run('1.1.9', '--changelog', changelog, '--tags', tags);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^release-notes: CHANGELOG has no section "## \[1\.1\.9\]/);

    const misuse = run('1.2.0', '--tags');
    expect(misuse.status).toBe(2);
    expect(misuse.stderr).toContain('--tags needs a value');
  });
});

// The update bots a clone configures, and the files each writes: what `init` leases them and `lint` checks.
import { describe, expect, it } from 'vitest';
import { botRoots, dependabot, renovate, updateBots, type TrackedFile } from '../../src/cli/init-bots.js';

const tracked = (...paths: string[]): TrackedFile[] =>
  paths.map((p) => (p.startsWith('@') ? { path: p.slice(1), mode: '160000' } : { path: p, mode: '100644' }));

const reader =
  (texts: Record<string, string>) =>
  (file: string): string | undefined =>
    texts[file];

const FILES = tracked(
  'package.json',
  'package-lock.json',
  'README.md',
  '.github/workflows/ci.yml',
  '.github/workflows/release.yaml',
  '.github/dependabot.yml',
  'web/Dockerfile',
  'web/package.json',
  'web/yarn.lock',
  'apps/a/go.mod',
  'apps/a/go.sum',
  'apps/b/go.mod',
  'gradle/libs.versions.toml',
  'build.gradle.kts',
  '@vendor/lib',
);

describe('Dependabot', () => {
  const config = [
    'version: 2',
    'updates:',
    '  - package-ecosystem: npm',
    "    directory: '/'",
    '    schedule: { interval: weekly }',
    '  - package-ecosystem: github-actions',
    '    directory: /',
    '  - package-ecosystem: docker',
    '    directory: /web',
    '    labels: [deps, docker]',
    '  - package-ecosystem: gomod',
    '    directories: ["/apps/*"]',
    '  - package-ecosystem: gradle',
    '    directory: /',
    '  - package-ecosystem: gitsubmodule',
    '    directory: /',
    '  - package-ecosystem: conda',
    '    directory: /',
  ].join('\n');
  const bot = dependabot(FILES, reader({ '.github/dependabot.yml': config }));

  it('reads each ecosystem and directory it updates, and the files there', () => {
    expect(bot).toMatchObject({ name: 'dependabot', login: 'dependabot[bot]', configFile: '.github/dependabot.yml' });
    expect(bot?.ecosystems).toEqual([
      { ecosystem: 'npm', directory: '', roots: ['package-lock.json', 'package.json'] },
      { ecosystem: 'github-actions', directory: '', roots: ['.github/workflows'] },
      { ecosystem: 'docker', directory: 'web', roots: ['web/Dockerfile'] },
      { ecosystem: 'gomod', directory: 'apps/a', roots: ['apps/a/go.mod', 'apps/a/go.sum'] },
      { ecosystem: 'gomod', directory: 'apps/b', roots: ['apps/b/go.mod'] },
      { ecosystem: 'gradle', directory: '', roots: ['build.gradle.kts', 'gradle/libs.versions.toml'] },
      { ecosystem: 'gitsubmodule', directory: '', roots: ['vendor/lib'] },
      { ecosystem: 'conda', directory: '', roots: [] },
    ]);
  });

  it('takes its labels, `dependencies` where an update sets none', () => {
    expect(bot?.labels).toEqual(['dependencies', 'deps', 'docker']);
  });

  it("leases each root once, the workflows' folder only where it updates actions", () => {
    expect(botRoots(bot!)).toEqual([
      'package-lock.json',
      'package.json',
      '.github/workflows',
      'web/Dockerfile',
      'apps/a/go.mod',
      'apps/a/go.sum',
      'apps/b/go.mod',
      'build.gradle.kts',
      'gradle/libs.versions.toml',
      'vendor/lib',
    ]);
  });

  it('is absent without its file, or with a file that is not YAML', () => {
    expect(dependabot(tracked('package.json'), reader({}))).toBeUndefined();
    expect(dependabot(FILES, reader({ '.github/dependabot.yml': 'updates: [' }))).toBeUndefined();
  });
});

describe('Renovate', () => {
  it('reads every manifest in the repository, with its branch prefix and labels', () => {
    const files = tracked(
      'renovate.json',
      'package.json',
      'package-lock.json',
      'web/package.json',
      '.github/workflows/ci.yml',
    );
    const bot = renovate(files, reader({ 'renovate.json': '{"branchPrefix": "deps/", "labels": ["deps"]}' }));
    expect(bot).toMatchObject({
      login: 'renovate[bot]',
      configFile: 'renovate.json',
      sampleBranch: 'deps/left-pad-1.x',
    });
    expect(bot?.labels).toEqual(['deps']);
    expect(bot?.ecosystems).toEqual([
      { ecosystem: 'npm', directory: '', roots: ['package-lock.json', 'package.json', 'web/package.json'] },
      { ecosystem: 'github-actions', directory: '', roots: ['.github/workflows'] },
    ]);
  });

  it("is found in package.json's renovate key, and takes Renovate's defaults from a JSON5 file", () => {
    expect(
      renovate(
        tracked('package.json'),
        reader({ 'package.json': '{"renovate": {"extends": ["config:recommended"]}}' }),
      ),
    ).toMatchObject({ configFile: 'package.json', sampleBranch: 'renovate/left-pad-1.x' });
    expect(
      renovate(tracked('renovate.json5', 'Cargo.toml'), reader({ 'renovate.json5': '{ // json5\n}' })),
    ).toMatchObject({
      configFile: 'renovate.json5',
      ecosystems: [{ ecosystem: 'cargo', directory: '', roots: ['Cargo.toml'] }],
    });
    expect(renovate(tracked('package.json'), reader({ 'package.json': '{}' }))).toBeUndefined();
  });
});

describe('updateBots', () => {
  it('finds both bots, and none in a repository that configures neither', () => {
    const files = tracked('.github/dependabot.yaml', 'renovate.json', 'package.json');
    const read = reader({
      '.github/dependabot.yaml': 'updates:\n  - package-ecosystem: npm\n    directory: /\n',
      'renovate.json': '{}',
    });
    expect(updateBots(files, read).map((b) => b.login)).toEqual(['dependabot[bot]', 'renovate[bot]']);
    expect(updateBots(tracked('package.json'), reader({}))).toEqual([]);
  });
});

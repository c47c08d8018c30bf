// Which mergexo `init` names: --uses, or where npm recorded this copy came from, laid out on disk as npm lays it
// out (the installing project's package.json, package-lock.json, node_modules/.package-lock.json). Never a
// placeholder: when nothing tells, a ConfigurationError asks for --uses.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedSource, ownPackageRoot, repositoryOfUrl, whichMergexo } from '../../src/cli/init-source.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { REPO_ROOT } from '../support/run-action.js';
import { useScratch, writeFiles } from './scratch.js';

const scratch = useScratch('source');
const SHA = '0123456789abcdef0123456789abcdef01234567';
const MANIFEST = JSON.stringify({ name: 'mergexo', version: '1.2.0', bin: { mergexo: 'dist/cli/index.js' } });

let count = 0;
/** A project that installed mergexo: its package.json asking `spec`, and npm's lock entry `entry`. */
function project(spec: string, entry: Record<string, unknown>, options: { hidden?: boolean; manifest?: string } = {}) {
  const dir = path.join(scratch, `project-${++count}`);
  const lock = JSON.stringify({ lockfileVersion: 3, packages: { '': {}, 'node_modules/mergexo': entry } });
  writeFiles(dir, {
    'package.json': JSON.stringify({ devDependencies: { mergexo: spec } }),
    [options.hidden ? 'node_modules/.package-lock.json' : 'package-lock.json']: lock,
    'node_modules/mergexo/package.json': options.manifest ?? MANIFEST,
  });
  return path.join(dir, 'node_modules', 'mergexo');
}

const GIT_SSH = `git+ssh://git@github.com/acme/mergexo.git#${SHA}`;

describe('installedSource', () => {
  it('names the GitHub repository and the ref asked for, with the commit npm resolved it to', () => {
    const root = project('github:acme/mergexo#v1', { version: '1.2.0', resolved: GIT_SSH });
    expect(installedSource(root, {})).toEqual({
      source: { repository: 'acme/mergexo', ref: 'v1', sha: SHA, from: `package-lock.json: ${GIT_SSH}` },
    });
  });

  it('names the commit when no ref was asked for, or a commit was, and reads the lock npm keeps in node_modules', () => {
    const root = project('github:acme/mergexo', { resolved: GIT_SSH }, { hidden: true });
    expect(installedSource(root, {})).toMatchObject({ source: { repository: 'acme/mergexo', ref: SHA, sha: SHA } });
    const bySha = project(`git+https://github.com/acme/mergexo.git#${SHA}`, { resolved: GIT_SSH });
    expect(installedSource(bySha, {})).toMatchObject({ source: { ref: SHA } });
    const range = project('github:acme/mergexo#semver:^1.2.0', { resolved: GIT_SSH });
    expect(installedSource(range, {})).toMatchObject({ source: { ref: SHA } });
  });

  it("names a GitHub Enterprise Server's repository when GITHUB_SERVER_URL is that server, and no other host's", () => {
    const resolved = `git+https://ghe.example.test/acme/mergexo.git#${SHA}`;
    const root = project(resolved, { resolved });
    const env = { GITHUB_SERVER_URL: 'https://ghe.example.test' };
    expect(installedSource(root, env)).toMatchObject({ source: { repository: 'acme/mergexo', ref: SHA } });
    expect(installedSource(root, {})).toEqual({
      unknown: `npm installed it from ${resolved} (package-lock.json), which is not a repository on github.com`,
    });
  });

  it('cannot tell from a tarball, a folder, or a copy npm did not install, and names the declared repository', () => {
    const declared = JSON.stringify({ name: 'mergexo', version: '1.2.0', repository: 'github:acme/mergexo' });
    const tarball = project(
      'file:../mergexo-1.2.0.tgz',
      { resolved: 'file:../mergexo-1.2.0.tgz' },
      { manifest: declared },
    );
    expect(installedSource(tarball, {})).toEqual({
      unknown: 'npm installed it from file:../mergexo-1.2.0.tgz (package-lock.json), which names no repository',
      hint: 'acme/mergexo',
    });
    const folder = project('file:../mergexo', { resolved: '../mergexo', link: true });
    expect(installedSource(folder, {})).toMatchObject({ unknown: expect.stringContaining('from ../mergexo') });
    expect(installedSource(REPO_ROOT, {})).toEqual({ unknown: `it runs from ${REPO_ROOT}, which npm did not install` });
    expect(installedSource(undefined, {})).toMatchObject({ unknown: expect.stringContaining('no package.json') });
  });

  it("names a registry's release by package.json's repository and version, and its commit by gitHead", () => {
    const manifest = JSON.stringify({
      name: 'mergexo',
      version: '1.2.0',
      repository: { type: 'git', url: 'git+https://github.com/acme/mergexo.git' },
      gitHead: SHA,
    });
    const resolved = 'https://registry.example.test/mergexo/-/mergexo-1.2.0.tgz';
    const root = project('^1.2.0', { resolved }, { manifest });
    expect(installedSource(root, {})).toEqual({
      source: {
        repository: 'acme/mergexo',
        ref: 'v1.2.0',
        sha: SHA,
        from: 'package.json (repository acme/mergexo, version 1.2.0)',
      },
    });
  });
});

describe('repositoryOfUrl', () => {
  it('reads every form npm and package.json write, on the hosts given', () => {
    const hosts = ['github.com'];
    for (const url of [
      'github:acme/mergexo',
      'acme/mergexo',
      'https://github.com/acme/mergexo',
      'git+https://github.com/acme/mergexo.git#v1',
      'git+ssh://git@github.com/acme/mergexo.git',
      'git@github.com:acme/mergexo.git',
      'git://github.com/acme/mergexo.git',
    ]) {
      expect([url, repositoryOfUrl(url, hosts)]).toEqual([url, 'acme/mergexo']);
    }
    for (const url of ['gitlab:acme/mergexo', 'https://gitlab.com/acme/mergexo', 'file:../x', 'https://github.com/a']) {
      expect([url, repositoryOfUrl(url, hosts)]).toEqual([url, undefined]);
    }
  });
});

describe('whichMergexo', () => {
  it('takes --uses as given, refuses the docs placeholder, and pins a SHA the lockfile knows', async () => {
    expect(await whichMergexo({ uses: 'acme/mergexo@v1', pin: false }, {})).toEqual({
      uses: 'acme/mergexo@v1',
      from: '--uses',
    });
    for (const pin of [false, true]) {
      expect(await whichMergexo({ uses: `acme/mergexo@${SHA} # v1.2.0`, pin }, {})).toMatchObject({
        uses: `acme/mergexo@${SHA} # v1.2.0`,
      });
    }
    await expect(whichMergexo({ uses: 'OWNER/mergexo@v1', pin: false }, {})).rejects.toThrow(
      "--uses names OWNER, the docs' placeholder",
    );
    const root = project('github:acme/mergexo#v1', { resolved: GIT_SSH });
    expect(await whichMergexo({ pin: true }, {}, root)).toMatchObject({ uses: `acme/mergexo@${SHA} # v1` });
    expect(await whichMergexo({ pin: false }, {}, root)).toMatchObject({ uses: 'acme/mergexo@v1' });
  });

  it('asks for --uses, naming what it found, when nothing tells', async () => {
    const error = await whichMergexo({ pin: false }, {}, REPO_ROOT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toBe(
      `cannot tell which repository and commit the workflows should call mergexo from: it runs from ${REPO_ROOT}, ` +
        'which npm did not install. Nothing was written: pass --uses OWNER/NAME@REF, where mergexo is on GitHub and ' +
        'a tag or full commit SHA of it (docs/getting-started.md#1-run-mergexo-init).',
    );
  });

  it('finds its own package from the module it is in', () => {
    expect(ownPackageRoot()).toBe(REPO_ROOT);
    expect(ownPackageRoot(path.join(REPO_ROOT, 'dist', 'cli'))).toBe(REPO_ROOT);
    expect(ownPackageRoot(scratch)).toBeUndefined();
  });
});

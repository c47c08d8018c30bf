// src/core/runner.ts speaks to the Actions runner in place of `@actions/core`: every call it offers
// must print and write exactly what `@actions/core` does for the same call.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as actionsCore from '@actions/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as runner from '../../src/core/runner.js';

type Core = typeof runner;

let dir: string;
const saved = { ...process.env };
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mergexo-runner-'));
});
afterEach(() => {
  process.env = { ...saved };
  process.exitCode = undefined;
  vi.restoreAllMocks();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `use` printed and wrote to the output and summary files, with the random heredoc delimiters named. */
async function effects(impl: Core, use: (core: Core) => void | Promise<void>) {
  const output = path.join(dir, 'output');
  const summary = path.join(dir, 'summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  process.env.GITHUB_OUTPUT = output;
  process.env.GITHUB_STEP_SUMMARY = summary;
  process.exitCode = undefined;
  let stdout = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  try {
    await use(impl);
  } finally {
    spy.mockRestore();
  }
  const delimiters = new Map<string, string>();
  const named = (text: string) =>
    text.replace(/ghadelimiter_[0-9a-f-]{36}/g, (d) => {
      if (!delimiters.has(d)) delimiters.set(d, `<delimiter ${delimiters.size + 1}>`);
      return delimiters.get(d) as string;
    });
  return {
    stdout,
    output: named(readFileSync(output, 'utf8')),
    summary: readFileSync(summary, 'utf8'),
    exitCode: process.exitCode,
  };
}

async function expectSame(use: (core: Core) => void | Promise<void>) {
  const ours = await effects(runner, use);
  const theirs = await effects(actionsCore as unknown as Core, use);
  expect(ours).toEqual(theirs);
  return ours;
}

const AWKWARD = 'a %25 b\r\nline two: c, d\n::error::forged 100% ✓';

describe('runner, against @actions/core', () => {
  it('logs, debug lines, annotations, groups and masks', async () => {
    const seen = await expectSame((core) => {
      core.info(AWKWARD);
      core.debug(AWKWARD);
      core.warning(AWKWARD);
      core.warning(new Error(AWKWARD));
      core.error(AWKWARD, { file: 'a,b:c.ts', title: 'mergexo/write-root-gate' });
      core.error(AWKWARD, { title: '', file: '' });
      core.error(AWKWARD, { startLine: 3, endLine: 4, startColumn: 1, endColumn: 2 });
      core.setSecret('ghs_secret%value');
      core.startGroup(AWKWARD);
      core.endGroup();
    });
    expect(seen.stdout).toContain('::add-mask::ghs_secret%25value');
  });

  it('a failure sets the exit code and prints the error', async () => {
    const seen = await expectSame((core) => core.setFailed(AWKWARD));
    expect(seen.exitCode).toBe(1);
  });

  it('reads inputs as the runner names them, trimmed', async () => {
    process.env['INPUT_GITHUB-TOKEN'] = '  ghs_x \n';
    process.env.INPUT_MY_INPUT = 'value';
    for (const name of ['github-token', 'my input', 'MY_INPUT', 'absent']) {
      expect(runner.getInput(name)).toBe(actionsCore.getInput(name));
    }
    expect(runner.getInput('github-token')).toBe('ghs_x');
  });

  it('outputs, in the output file', async () => {
    const seen = await expectSame((core) => {
      core.setOutput('verdict', 'pass');
      core.setOutput('multi', AWKWARD);
      core.setOutput('json', JSON.stringify({ a: [1, 2] }));
      core.setOutput('empty', '');
    });
    expect(seen.output).toContain('verdict<<<delimiter 1>');
  });

  it('outputs without an output file, as workflow commands', async () => {
    await expectSame((core) => {
      delete process.env.GITHUB_OUTPUT;
      core.setOutput('verdict', AWKWARD);
    });
  });

  it('refuses an output file that does not exist, as @actions/core does', () => {
    process.env.GITHUB_OUTPUT = path.join(dir, 'missing');
    expect(() => runner.setOutput('a', 'b')).toThrow(/Missing file at path/);
    expect(() => actionsCore.setOutput('a', 'b')).toThrow(/Missing file at path/);
  });

  it('the job summary', async () => {
    const seen = await expectSame(async (core) => {
      await core.summary
        .addHeading('mergexo/demo: <b>done</b>', 3)
        .addRaw('lead line', true)
        .addTable([
          [
            { data: 'PR', header: true },
            { data: 'verdict', header: true },
          ],
          ['#1', ''],
          ['#2', 'pass'],
        ])
        .addRaw('footer', true)
        .write();
      await core.summary.addHeading('second', 1).write();
    });
    expect(seen.summary).toContain('<table><tr><th>PR</th>');
  });
});

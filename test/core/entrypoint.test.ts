// The entry point: every failure ends the step with one `::error::` line saying what happened, and the
// token is masked in every spelling before anything runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicAuthHeader } from '../../src/core/git.js';
import { maskToken, runEntrypoint, tokenForms } from '../../src/core/entrypoint.js';
import { ConfigurationError, UndecidableError } from '../../src/core/pure/errors.js';
import { LabelCreationRefusedError } from '../../src/core/github/errors.js';
import type { GitHubPort } from '../../src/core/github/port.js';
import { addLabel } from '../../src/core/pr/labels.js';

/** A port whose every label add is refused as GitHub refuses to create a label without `issues: write`. */
const refusingPort = {
  observing: false,
  addLabel: async (_repo: unknown, _number: number, label: string) => {
    throw new LabelCreationRefusedError(
      label,
      'You do not have permission to create labels on this repository.',
      'issues: write',
    );
  },
} as unknown as GitHubPort;

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

/** What the runner read on stdout while `use` ran, line by line, and the exit code it left. */
async function runnerSees(use: () => Promise<void>): Promise<{ lines: string[]; exitCode: typeof process.exitCode }> {
  let stdout = '';
  process.exitCode = undefined;
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  try {
    await use();
  } finally {
    spy.mockRestore();
  }
  const exitCode = process.exitCode;
  process.exitCode = undefined;
  return { lines: stdout.split('\n').filter((l) => l !== ''), exitCode };
}

const errors = (lines: string[]) => lines.filter((l) => l.startsWith('::error'));
const commands = (lines: string[]) => lines.map((l) => /^::([a-z-]+)/.exec(l)?.[1] ?? 'plain text');

describe('runEntrypoint', () => {
  it('a run that ends well prints nothing and fails nothing', async () => {
    const seen = await runnerSees(() => runEntrypoint('demo', async () => undefined));
    expect(seen).toEqual({ lines: [], exitCode: undefined });
  });

  it('a ConfigurationError: one line with the fix, exit code 1', async () => {
    const seen = await runnerSees(() =>
      runEntrypoint('demo', async () => {
        throw new ConfigurationError("The input 'x' must be a number. Set it to 3.");
      }),
    );
    expect(seen.exitCode).toBe(1);
    expect(seen.lines).toEqual(["::error::mergexo/demo: The input 'x' must be a number. Set it to 3."]);
  });

  it('an UndecidableError: one line saying the gate refuses', async () => {
    const seen = await runnerSees(() =>
      runEntrypoint('demo', async () => {
        throw new UndecidableError('GitHub did not answer');
      }),
    );
    expect(seen.exitCode).toBe(1);
    expect(seen.lines).toEqual(['::error::mergexo/demo could not decide and refuses: GitHub did not answer']);
  });

  it('a bug: one error line asking for a report, the stack only in the debug log', async () => {
    const seen = await runnerSees(() =>
      runEntrypoint('demo', async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'sha')");
      }),
    );
    expect(seen.exitCode).toBe(1);
    expect(commands(seen.lines)).toEqual(['debug', 'error']);
    expect(seen.lines[0]).toContain('TypeError');
    expect(errors(seen.lines)[0]).toMatch(
      /^::error::mergexo\/demo failed unexpectedly: Cannot read properties of undefined \(reading 'sha'\)\. If this persists after a re-run, it is a bug/,
    );
  });

  it('labels GitHub would not create: the run goes on to its end, then one line names the permission', async () => {
    const order: string[] = [];
    const seen = await runnerSees(() =>
      runEntrypoint('demo', async () => {
        const view = { number: 7, labels: [] as string[] };
        expect(await addLabel(refusingPort, { owner: 'acme', repo: 'w' }, view, 'mergexo:blocked')).toBe(false);
        expect(await addLabel(refusingPort, { owner: 'acme', repo: 'w' }, view, 'mergexo:ready')).toBe(false);
        order.push('verdict written');
      }),
    );
    expect(order).toEqual(['verdict written']);
    expect(seen.exitCode).toBe(1);
    expect(errors(seen.lines)).toHaveLength(1);
    expect(errors(seen.lines)[0]).toMatch(
      /^::error::mergexo\/demo: Could not label #7 with 'mergexo:blocked', 'mergexo:ready': .*Add `issues: write`/,
    );
    // Said once: the next run starts with none.
    expect(await runnerSees(() => runEntrypoint('demo', async () => undefined))).toEqual({
      lines: [],
      exitCode: undefined,
    });
  });

  it('something thrown that is not an Error is still one line', async () => {
    const seen = await runnerSees(() =>
      runEntrypoint('demo', async () => {
        throw 'a string';
      }),
    );
    expect(errors(seen.lines)).toEqual([expect.stringContaining('failed unexpectedly: a string.')]);
    expect(seen.exitCode).toBe(1);
  });

  it('a message quoting PR text cannot start a workflow command of its own', async () => {
    for (const thrown of [
      new ConfigurationError('branch "x\n::add-mask::y\n::error::forged" is not allowed'),
      new UndecidableError('no\r\n::set-output name=verdict::pass'),
      new Error('oops\n::warning::forged'),
    ]) {
      const seen = await runnerSees(() =>
        runEntrypoint('demo', async () => {
          throw thrown;
        }),
      );
      const printed = seen.lines.filter((l) => !l.startsWith('::debug::'));
      expect(printed).toHaveLength(1);
      expect(commands(printed)).toEqual(['error']);
      expect(seen.exitCode).toBe(1);
    }
  });

  it("masks the github-token input in every form before running, then the run's errors", async () => {
    process.env['INPUT_GITHUB-TOKEN'] = ' ghs_entrypoint_token_1 ';
    const order: string[] = [];
    const seen = await runnerSees(() =>
      runEntrypoint('demo', async () => {
        order.push('run');
        throw new ConfigurationError('bad');
      }),
    );
    const masks = seen.lines.filter((l) => l.startsWith('::add-mask::')).map((l) => l.slice('::add-mask::'.length));
    expect(masks.sort()).toEqual(tokenForms('ghs_entrypoint_token_1').sort());
    expect(commands(seen.lines)).toEqual([...masks.map(() => 'add-mask'), 'error']);
    expect(order).toEqual(['run']);
  });
});

describe('tokenForms', () => {
  it('the token and the base64 forms basic auth carries, git header included', () => {
    const token = 'ghs_forms_token';
    const forms = tokenForms(token);
    const decoded = forms.slice(1).map((f) => Buffer.from(f, 'base64').toString('utf8'));
    expect(forms[0]).toBe(token);
    expect(decoded.sort()).toEqual([`:${token}`, token, `${token}:`, `x-access-token:${token}`].sort());
    expect(forms).toContain(basicAuthHeader(token).split(' ').at(-1));
    expect(new Set(forms).size).toBe(forms.length);
  });

  it('no token, no forms', () => {
    expect(tokenForms('')).toEqual([]);
  });
});

describe('maskToken', () => {
  it('registers every form once, however often it is asked', async () => {
    const token = 'ghs_mask_once_token';
    const seen = await runnerSees(async () => {
      maskToken(token);
      maskToken(token);
      maskToken('');
    });
    expect(seen.lines).toEqual(tokenForms(token).map((f) => `::add-mask::${f}`));
    expect((await runnerSees(async () => maskToken(token))).lines).toEqual([]);
  });
});

// `mergexo replay` as the CLI runs it (the function main.ts calls), in a clone of the generated history of
// test/cli/replay/history.ts: the report a person reads, the bounds, the leases given on the command line (the
// rollout's "widen, replay again"), GitHub's record with a token, the progress line, and one line per bad input.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { replayCommand } from '../../../src/cli/replay/command.js';
import { OFFLINE_NOTES, WHY_REFUSED } from '../../../src/cli/replay/messages.js';
import { userToken, useFakeGitHub } from '../../support/fake-world.js';
import { buildHistory, GLOB, LEASES, type History } from './history.js';

const READER = 'ghp_replay_command_reader';
const gh = useFakeGitHub([userToken(READER, 'reader')]);

interface Ran {
  code: number;
  out: string[];
  err: string[];
}

function gitIn(dir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd: dir, env: machineEnv(), encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(stderr || err.message)) : resolve(stdout.trim()),
    ),
  );
}

function machineEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(GIT_|GITHUB_|GH_TOKEN$|MERGEXO_)/.test(k)) env[k] = v;
  return env;
}

async function replay(history: History, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await replayCommand(args, {
    cwd: history.clone,
    env: { ...machineEnv(), ...env },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err };
}

const row = (ran: Ran, number: number) => ran.out.find((l) => l.startsWith(`#${number} `)) ?? '';

describe('replayCommand', () => {
  let history: History;
  beforeAll(async () => {
    history = await buildHistory(gh, 'ledger-command');
  }, 120_000);

  it('from git alone: says what git cannot know, a row per PR, why each was refused, and the summary', async () => {
    const ran = await replay(history, ['--allocated-names', GLOB]);
    expect(ran.code).toBe(0);
    expect(ran.out.slice(0, 2)).toEqual(OFFLINE_NOTES);
    expect(ran.out.filter((l) => /^#\d+ /.test(l)).map((l) => l.split(' ')[0])).toEqual([
      '#7',
      '#6',
      '#5',
      '#4',
      '#3',
      '#2',
      '#1',
    ]);
    expect(row(ran, 1)).toContain('pass (billing-agent)');
    expect(row(ran, 2)).toContain('refused: 1 path (billing-agent)');
    expect(row(ran, 4)).toContain('pass, told of 2 clashes before');
    expect(ran.out).toContain(WHY_REFUSED);
    expect(ran.out).toContain('  #2: services/payments/charge.ts: outside the write roots');
    expect(ran.out.find((l) => l.startsWith('  #7: .github/workflows/ci.yml: protected path'))).toBeDefined();
    expect(ran.out).toContain('7 merged PRs of main replayed.');
    expect(ran.out).toContain('write-root-gate would have refused 5 of 7.');
    expect(ran.out).toContain('  by author: (unknown) 5');
    expect(ran.out).toContain(
      `collisions: 1 name collided (${GLOB}: 2); 1 PR told of a clash while open, 0 still failing when merged.`,
    );
    expect(ran.err).toEqual([]);
  });

  it('replays again with widened leases from --lease-file, bounded by --last and --since', async () => {
    const wider = path.join(mkdtempSync(path.join(os.tmpdir(), 'replay-leases-')), 'mergexo.yml');
    writeFileSync(
      wider,
      LEASES.replace('        - services/billing\n', '        - services/billing\n        - services/payments\n'),
    );
    const last = await replay(history, ['--json', '--lease-file', wider, '--last', '6']);
    const json = JSON.parse(last.out.join('\n')) as {
      summary: { merged: number; refused: number };
      pulls: { number: number; gates: { 'write-root-gate': { verdict: string } } }[];
    };
    expect(json.pulls.map((p) => p.number)).toEqual([7, 6, 5, 4, 3, 2]);
    // #2 wrote services/payments under the billing lease: the wider lease lets it pass now.
    expect(json.pulls.find((p) => p.number === 2)?.gates['write-root-gate'].verdict).toBe('pass');
    expect(json.summary.merged).toBe(6);

    const since = await replay(history, ['--since', '2026-03-02T20:00:00Z']);
    expect(since.out.filter((l) => /^#\d+ /.test(l)).map((l) => l.split(' ')[0])).toEqual(['#7', '#6', '#5']);
  });

  it("with a token: GitHub's record (authors, labels, the rebase merge), and a progress line when asked", async () => {
    const ran = await replay(history, ['--progress', '--repo', history.repo.fullName], {
      GH_TOKEN: READER,
      GITHUB_API_URL: gh.apiUrl,
    });
    expect(ran.out.some((l) => l.startsWith('git only'))).toBe(false);
    expect(row(ran, 8)).toMatch(/carol +payments\/refund +pass \(payments\)/);
    expect(row(ran, 5)).toMatch(/dave +docs\/guide +pass \(docs\)/);
    expect(ran.out).toContain('8 merged PRs of main replayed.');
    expect(ran.err).toContain('mergexo replay: write-root-gate 8/8');
    expect(ran.err).toContain('mergexo replay: collisions 8/8');
  });

  it('judges a PR whose objects the clone lacks as undecidable, and every other PR as before', async () => {
    const damaged = mkdtempSync(path.join(os.tmpdir(), 'replay-damaged-'));
    await gitIn(damaged, ['clone', '-q', '--no-hardlinks', history.clone, '.']);
    await gitIn(damaged, ['fetch', '-q', 'origin', '+refs/pull/*/head:refs/pull/*/head']);
    // The folder #1 changed, as its branch left it (and main kept until #4): a partial clone lacks such objects.
    const tree = await gitIn(damaged, ['rev-parse', 'refs/pull/1/head:services/billing']);
    rmSync(path.join(damaged, '.git', 'objects', tree.slice(0, 2), tree.slice(2)));
    const ran = await replay({ ...history, clone: damaged }, ['--json']);
    const json = JSON.parse(ran.out.join('\n')) as {
      pulls: { number: number; gates: { 'write-root-gate': { verdict: string; undecidable?: string } } }[];
    };
    const verdicts = Object.fromEntries(json.pulls.map((p) => [p.number, p.gates['write-root-gate'].verdict]));
    // #1 and #4 (which changed that folder again) cannot be read: refused as undecidable, as the gate would.
    expect(verdicts).toEqual({
      1: 'undecidable',
      2: 'refused',
      3: 'refused',
      4: 'undecidable',
      5: 'refused',
      6: 'refused',
      7: 'refused',
    });
    expect(json.pulls.find((p) => p.number === 1)?.gates['write-root-gate'].undecidable).toMatch(/^git /);
  });

  it('refuses a bad input in one line that says what to write instead', async () => {
    const refused = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      replay(history, args, env).then(
        () => 'ran',
        (e: unknown) => (e instanceof ConfigurationError ? e.message : `not a ConfigurationError: ${String(e)}`),
      );
    expect(await refused(['--last', '0'])).toMatch(/^--last must be a number of pull requests/);
    expect(await refused(['--since', 'yesterday'])).toMatch(/^--since must be a date/);
    expect(await refused(['--lease-file', 'nowhere.yml'])).toMatch(/^no lease file at nowhere.yml: pass the leases/);
    expect(await refused(['--branch', 'trunk'])).toMatch(/^the clone has no branch 'trunk'/);
    // The clone's remote is a folder: with a token, replay needs to be told the repository.
    expect(await refused([], { GH_TOKEN: READER })).toMatch(/^a token is set but the repository is unknown/);
  });
});

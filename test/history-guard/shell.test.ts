// history-guard's shell in-process against the fake GitHub, with a ShellContext whose log a test reads:
// what it writes on the PR, in which order it takes a write back, and what it logs (never the runner).
import { octokitGitHub } from '../../src/core/github/octokit/index.js';
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import type { RunContext } from '../../src/core/run-context.js';
import type { Logger } from '../../src/core/shell.js';
import { backUpOverwrittenHeads } from '../../src/history-guard/backup.js';
import { unblockAll } from '../../src/history-guard/operator.js';
import { guardNoteText, staysBlockedText } from '../../src/history-guard/messages.js';
import { parseSettings } from '../../src/history-guard/settings.js';
import { guardPullRequest } from '../../src/history-guard/shell.js';
import type { GuardContext, GuardNote } from '../../src/history-guard/types.js';
import { PERMISSIONS, clientFor, newWorld, useGitHub, type World } from '../core/pr/world.js';
import { botToken } from '../support/fake-world.js';

const NO_CHECKS_TOKEN = 'ghs_hg_shell_no_checks';

const gh = useGitHub(botToken(NO_CHECKS_TOKEN, { ...PERMISSIONS, checks: 'read' }));

interface Recorded extends Logger {
  lines: [level: string, message: string][];
}

function recordingLog(): Recorded {
  const lines: [string, string][] = [];
  return {
    lines,
    info: (m) => lines.push(['info', m]),
    warning: (m) => lines.push(['warning', m]),
    debug: (m) => lines.push(['debug', m]),
  };
}

function event(w: World, eventName: string, payload: RunContext['payload'] = {}): RunContext {
  return {
    eventName,
    payload,
    owner: w.ref.owner,
    repo: w.ref.repo,
    apiUrl: gh.apiUrl,
    serverUrl: 'https://github.com',
    actor: 'maya',
    ref: 'refs/heads/main',
    runId: '',
    job: 'guard',
    workflow: 'guard',
  };
}

function context(
  w: World,
  options: {
    token?: string;
    eventName?: string;
    inputs?: Record<string, string>;
    payload?: RunContext['payload'];
  } = {},
): GuardContext & { log: Recorded } {
  const eventName = options.eventName ?? 'pull_request';
  return {
    github: octokitGitHub(options.token ? clientFor(gh, options.token) : w.client),
    repo: w.ref,
    log: recordingLog(),
    clock: scaledClock(0.001),
    event: event(w, eventName, options.payload ?? (eventName === 'pull_request' ? { action: 'synchronize' } : {})),
    settings: parseSettings(inputsFromRecord({ 'github-token': 'unused', ...options.inputs }), eventName),
  };
}

const checksOf = (w: World, sha: string) =>
  w.repo
    .checkRuns(sha)
    .filter((c) => c.name === 'mergexo/history-guard')
    .sort((a, b) => a.id - b.id)
    .map((c) => c.conclusion);

describe('guardPullRequest', () => {
  it('accepts a first head and a push on top of it, writing only the check, and logs nothing', async () => {
    const w = await newWorld(gh);
    const ctx = context(w);
    expect(await guardPullRequest(ctx, w.pr)).toMatchObject({ verdict: 'accepted', transition: 'first' });
    const next = await w.wt.commit({ 'src/more.ts': 'export const m = 1;\n' }, 'more');
    await w.wt.push('feature');
    const push = context(w, {
      payload: {
        action: 'synchronize',
        before: w.head,
        pull_request: { number: w.pr, head: { sha: next }, base: { ref: 'main' } },
      },
    });
    push.log = ctx.log;
    expect(await guardPullRequest(push, w.pr)).toMatchObject({
      verdict: 'accepted',
      transition: 'ahead',
      expectedHead: w.head,
      observedHead: next,
      sharedWith: [],
    });
    // Nothing is asked of the author: no comment; the check states the accepted head.
    expect(w.repo.comments(w.pr)).toEqual([]);
    expect(w.repo.checkRuns(next).find((c) => c.name === 'mergexo/history-guard')?.output.summary).toContain(
      `Last accepted head: \`${next}\``,
    );
    expect(checksOf(w, w.head)).toEqual(['success']);
    expect(checksOf(w, next)).toEqual(['success']);
    expect(ctx.log.lines).toEqual([]);
  });

  it('a token that may not write checks: an accepted push leaves no state behind to take back', async () => {
    const w = await newWorld(gh);
    await guardPullRequest(context(w), w.pr);
    await w.wt.commit({ 'src/more.ts': 'export const m = 1;\n' }, 'more');
    await w.wt.push('feature');
    await expect(guardPullRequest(context(w, { token: NO_CHECKS_TOKEN }), w.pr)).rejects.toThrow(ConfigurationError);
    expect(w.repo.comments(w.pr)).toEqual([]);
  });

  it('a token that may not write checks on a first head: no comment is left', async () => {
    const w = await newWorld(gh);
    await expect(guardPullRequest(context(w, { token: NO_CHECKS_TOKEN }), w.pr)).rejects.toThrow(ConfigurationError);
    expect(w.repo.comments(w.pr)).toEqual([]);
  });
});

describe('backUpOverwrittenHeads', () => {
  it('a backup ref GitHub refuses is a note and a warning through the log; the others are made', async () => {
    const w = await newWorld(gh);
    const ctx = context(w);
    const gone = 'f'.repeat(40);
    const notes: GuardNote[] = [];
    const refs = await backUpOverwrittenHeads(
      ctx,
      w.pr,
      { status: 'blocked', accepted: w.head, overwritten: [gone] },
      'e'.repeat(40),
      notes,
    );
    expect(refs).toEqual([`refs/mergexo/backup/pr-${w.pr}/${w.head}`]);
    // The notes as the summary says them.
    const said = notes.map(guardNoteText);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`Could not create backup ref refs/mergexo/backup/pr-${w.pr}/${gone}`);
    expect(ctx.log.lines).toEqual([['warning', said[0]]]);
  });
  it('a head that changes a workflow file: GitHub wants `workflows`; the note says so, and the block comment too', async () => {
    const w = await newWorld(gh);
    await w.wt.commit({ '.github/workflows/ci.yml': 'on: pull_request\n' }, 'feature: ci');
    await w.wt.push('feature');
    expect((await guardPullRequest(context(w), w.pr)).verdict).toBe('accepted');
    const accepted = (await w.repo.pull(w.pr)).headSha;
    await w.wt.git('reset', '--hard', 'main');
    await w.wt.commit({ 'src/other.ts': 'x\n' }, 'rewritten');
    await w.wt.push('feature', { force: true });
    const ctx = context(w);
    const result = await guardPullRequest(ctx, w.pr);
    expect(result.verdict).toBe('blocked');
    expect(result.notes).toEqual([
      expect.objectContaining({ kind: 'backup-failed', sha: accepted, needs: 'workflows' }),
    ]);
    expect(guardNoteText(result.notes[0]!)).toContain('which GITHUB_TOKEN never has');
    expect(Object.keys(await w.repo.refs()).filter((r) => r.startsWith('refs/mergexo/'))).toEqual([]);
    const comment = w.repo.comments(w.pr).at(-1)!.body;
    expect(comment).toContain(`| Overwritten commits kept at | _(not kept: \`${accepted}\` changes a file under`);
    expect(comment).toContain('`GITHUB_TOKEN` never has it. No ref holds it now');
  });
});

describe('unblockAll', () => {
  it('a PR whose history is not restored stays blocked, with the reason in its outcome', async () => {
    const w = await newWorld(gh);
    await guardPullRequest(context(w), w.pr);
    await w.wt.git('commit', '--amend', '-m', 'rewritten');
    await w.wt.push('feature', { force: true });
    expect((await guardPullRequest(context(w), w.pr)).verdict).toBe('blocked');
    const ctx = context(w, { eventName: 'workflow_dispatch', inputs: { mode: 'unblock', all: 'true' } });
    const outcomes = await unblockAll(ctx);
    // The outcome carries facts; the reason is what the summary and the step's failure say of it.
    const rendered = outcomes.map((o) => ({ ...o, reason: o.reason && staysBlockedText(o.number, o.reason) }));
    expect(rendered).toEqual([
      { number: w.pr, unblocked: false, head: expect.any(String), reason: expect.any(String) },
    ]);
    expect(ctx.log.lines).toEqual([]);
    expect(rendered[0]?.reason).toContain('history is not restored');
  });
});

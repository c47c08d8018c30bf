// write-root-gate on the in-memory GitHub (test/support/memory-github.ts), read back as a user sees it: the PR's
// labels, comments, auto-merge and the verdict check. The shell reads what a PR writes from GitHub's file list and,
// when a listed path is inside the lease's roots, from git in a scratch clone (`readChangeSet`), which the memory
// port has none of. So the whole shell (`judgePullRequest`, what main.ts calls) runs here on the refusals git is
// skipped for: every listed path outside the roots. A PR with a path inside its roots is judged at the highest
// level that needs no git, `evaluate` with memory ports: the lease file from the memory world, the changes
// declared. The git side stays on the fake GitHub (test/write-root-gate/shell.test.ts and the e2e tests).
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import type { ChangedEntry } from '../../src/core/pure/git-diff.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { DEFAULT_QUARANTINE_LABEL } from '../../src/core/pure/protocol/index.js';
import { silentLog, type ShellContext } from '../../src/core/shell.js';
import { evaluate } from '../../src/write-root-gate/evaluate.js';
import { readLeaseConfig } from '../../src/write-root-gate/lease-file.js';
import { judgePullRequest, parseSettings, type GateJob } from '../../src/write-root-gate/shell.js';
import { MEMORY_BOT, MemoryGitHub, sha } from '../support/memory-github.js';
import { LEASES } from './world.js';

const CHECK = 'mergexo/write-root-gate';
const LEASE_FILE = '.github/mergexo.yml';

/** A world whose base holds the lease file, with one open PR from the billing agent listing `paths` as added. */
function world(paths: string[], options: { labels?: string[] } = {}) {
  const memory = new MemoryGitHub();
  memory.file(sha('base'), LEASE_FILE, LEASES);
  const pr = memory.openPull({
    head: sha('agent: work'),
    headRef: 'agent/billing/invoices',
    author: 'agent-1',
    files: paths.map((filename) => ({ filename, status: 'added' })),
    ...(options.labels ? { labels: options.labels } : {}),
  }).number;
  memory.pull(pr).autoMerge = true;
  return { memory, pr };
}

/** The gate's job and shell on `memory`; the scratch clone's server does not resolve, so a git read would fail. */
function gate(memory: MemoryGitHub, inputs: Record<string, string> = {}) {
  const settings = parseSettings(inputsFromRecord({ 'github-token': 'unused', ...inputs }));
  const ctx: ShellContext = {
    github: memory,
    repo: memory.repo,
    log: silentLog,
    clock: scaledClock(0.001),
    ...(settings.enforcement === 'observe' ? { enforcement: 'observe' as const } : {}),
  };
  const job: GateJob = { settings, env: { serverUrl: 'https://git.invalid' } };
  return { ctx, job };
}

async function judge(memory: MemoryGitHub, pr: number, inputs: Record<string, string> = {}) {
  const { ctx, job } = gate(memory, inputs);
  // As `shellContext` guards the client of an observing run: the port refuses every write but a neutral check.
  memory.observing = job.settings.enforcement === 'observe';
  const result = await judgePullRequest(ctx, job, pr);
  memory.observing = false;
  return result;
}

describe('write-root-gate on the memory port', () => {
  it('refuses a PR writing outside its lease: quarantine label, one comment, auto-merge off, a red check', async () => {
    const outside = ['services/payments/charge.ts', 'web/app.ts'];
    const { memory, pr } = world(outside);
    const head = memory.pull(pr).headSha;

    const result = await judge(memory, pr);
    expect(result).toMatchObject({ number: pr, verdict: 'refused', headSha: head });
    expect(result.changes?.gitDiff).toBe(false);
    expect(memory.pull(pr).labels).toEqual([DEFAULT_QUARANTINE_LABEL]);
    expect(memory.pull(pr).autoMerge).toBe(false);
    const comments = memory.commentsOn(pr);
    expect(comments.map((c) => c.author)).toEqual([MEMORY_BOT]);
    for (const path of outside) expect(comments[0]?.body).toContain(path);
    const [check] = memory.checksOn(head, CHECK);
    expect(check?.conclusion).toBe('failure');
    for (const path of outside) expect(`${check?.output.summary}\n${check?.output.text}`).toContain(path);
    expect(check?.annotations.map((a) => a.path).sort()).toEqual([...outside].sort());

    // A re-run on the same head: the label and the comment stay one each, the verdict is the same.
    expect(await judge(memory, pr)).toMatchObject({ verdict: 'refused' });
    expect(memory.commentsOn(pr)).toHaveLength(1);
    expect(memory.commentsOn(pr)[0]?.body).toBe(comments[0]?.body);
    expect(memory.pull(pr).labels).toEqual([DEFAULT_QUARANTINE_LABEL]);
    expect(memory.checksOn(head, CHECK).map((r) => r.conclusion)).toEqual(['failure', 'failure']);
  });

  it('refuses a PR that edits the lease file itself, and takes back the ready label it carried', async () => {
    const { memory, pr } = world([LEASE_FILE], { labels: ['mergexo:ready'] });
    const result = await judge(memory, pr, { 'ready-mark': 'label' });
    expect(result.verdict).toBe('refused');
    expect(result.decision?.paths).toEqual([LEASE_FILE]);
    expect(memory.pull(pr).labels).toEqual([DEFAULT_QUARANTINE_LABEL]);
    expect(memory.checksOn(memory.pull(pr).headSha, CHECK)[0]?.conclusion).toBe('failure');
  });

  it('observing: the refusal is a neutral check, and nothing is written on the PR', async () => {
    const { memory, pr } = world(['services/payments/charge.ts']);
    const result = await judge(memory, pr, { enforcement: 'observe' });
    expect(result).toMatchObject({ verdict: 'refused', decision: { paths: ['services/payments/charge.ts'] } });
    expect(memory.checksOn(memory.pull(pr).headSha, CHECK).map((r) => r.conclusion)).toEqual(['neutral']);
    expect(memory.pull(pr).labels).toEqual([]);
    expect(memory.pull(pr).autoMerge).toBe(true);
    expect(memory.commentsOn(pr)).toEqual([]);
  });
});

describe('write-root-gate evaluate on memory ports (paths inside the roots need git in the shell)', () => {
  /** `evaluate` as the shell calls it, with the lease file read from the memory world and the changes declared. */
  function evaluateDeclared(entries: ChangedEntry[]) {
    const { memory, pr } = world(entries.map((e) => e.path));
    const pull = memory.pull(pr);
    const { settings } = gate(memory).job;
    return evaluate(
      {
        leaseAtBase: () => readLeaseConfig(memory, memory.repo, settings.leaseFile, pull.baseSha),
        changes: async () => ({ entries }),
      },
      {
        pull: { headRef: pull.headRef, author: pull.author, labels: pull.labels, isCrossRepository: false },
        ...settings,
      },
    );
  }

  it("passes a PR writing only inside the lease its branch matches, under the base's lease file", async () => {
    const { lease, decision } = await evaluateDeclared([
      { path: 'services/billing/invoice.ts', status: 'modified' },
      { path: 'tests/billing/invoice.test.ts', status: 'added' },
    ]);
    expect(lease.roots).toEqual(['services/billing', 'tests/billing/**']);
    expect(decision).toMatchObject({ verdict: 'pass', paths: [] });
  });

  it('refuses a PR writing inside and outside its lease, naming only the paths outside', async () => {
    const { decision } = await evaluateDeclared([
      { path: 'services/billing/invoice.ts', status: 'modified' },
      { path: 'services/payments/charge.ts', status: 'added' },
      { path: 'web/app.ts', status: 'removed' },
    ]);
    expect(decision).toMatchObject({ verdict: 'refused', paths: ['services/payments/charge.ts', 'web/app.ts'] });
  });
});

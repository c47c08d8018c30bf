// ci-wait never waiting on itself, its retry budget, and GitHub misbehaving.
// main.ts runs in the test's process (../support/in-process/run.ts); the bundle's paths: test/e2e/ci-wait.test.ts.
import { describe, expect, it } from 'vitest';
import { renderMarker } from '../../src/core/pure/markers.js';
import {
  BOT,
  ciWaitInProcess as ciWait,
  head,
  OP,
  openWorld,
  prView,
  pushCommit,
  useGitHub,
  type World,
} from './world.js';

const gh = useGitHub();

describe('ci-wait never waits on itself', () => {
  it('leaves out its own job by the check run id the runner gives it', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const self = world.repo.addCheckRun(sha, { name: 'Wait for CI', status: 'in_progress', app: 'github-actions' });
    const result = await ciWait(world, { inputs: { 'job-check-run-id': String(self.id), 'timeout-seconds': '60' } });
    expect(result.outputs.outcome).toBe('success');
    expect(result.summary).toContain('the job running ci-wait');
  });

  it('leaves out its own job by name when it runs in a reusable workflow (caller / job)', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addCheckRun(sha, { name: 'mergexo / ci-wait', status: 'in_progress', app: 'github-actions' });
    world.repo.addCheckRun(sha, { name: 'mergexo/history-guard', conclusion: 'failure', app: 'github-actions' });
    const result = await ciWait(world, { job: 'ci-wait', inputs: { 'timeout-seconds': '60' } });
    expect(result.outputs.outcome).toBe('success');
    expect(result.exitCode).toBe(0);
  });

  it('still waits for a running job that only looks similar', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'ci-wait-tests', status: 'in_progress' });
    const result = await ciWait(world, { job: 'ci-wait', inputs: { 'timeout-seconds': '60' } });
    expect(result.outputs.outcome).toBe('timeout');
  });
});

/** One failed round: a new head whose only check fails. */
async function failRound(world: World, n: number) {
  const sha = await pushCommit(world, n);
  world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure', summary: `round ${n}: assertion failed` });
  return ciWait(world);
}

describe('ci-wait retry budget', () => {
  it('6 failed rounds on one PR: needs-human once, then silence', async () => {
    const world = await openWorld(gh);
    for (let n = 1; n <= 4; n++) {
      const result = await failRound(world, n);
      expect(result.outputs).toMatchObject({ outcome: 'ci_failed', attempt: String(n) });
    }
    expect((await prView(world)).labels).toEqual(['mergexo:ci-failed']);

    const fifth = await failRound(world, 5);
    expect(fifth.outputs).toMatchObject({ outcome: 'ci_failed', attempt: '5' });
    let view = await prView(world);
    expect(view.labels).toEqual(['mergexo:ci-failed', 'mergexo:needs-human']);
    expect(view.holds).toHaveLength(1);
    expect(view.holds[0]?.body).toContain('mergexo:needs-human');
    expect(view.findings).toHaveLength(5);
    expect(view.openFindings).toHaveLength(1);

    const from = gh.requests.length;
    const sixth = await failRound(world, 6);
    expect(sixth.exitCode).toBe(1);
    expect(sixth.outputs).toMatchObject({ outcome: 'needs_human', attempt: '5' });
    const writes = gh.requests.slice(from).filter((r) => r.kind === 'write' && !r.graphql);
    expect(writes.map((w) => w.operation)).toEqual([OP.createCheck]);
    view = await prView(world);
    expect(view.holds).toHaveLength(1);
    expect(view.findings).toHaveLength(5);
    expect(view.verdict).toMatchObject({ conclusion: 'failure', title: 'On hold: needs a human' });
  });

  it('the same event twice counts one round and posts one comment', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure' });
    const first = await ciWait(world);
    const from = gh.requests.length;
    const second = await ciWait(world);
    expect(first.outputs.attempt).toBe('1');
    expect(second.outputs.attempt).toBe('1');
    // The verdict it wrote the first time still stands: nothing is written at all.
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
    const view = await prView(world);
    expect(view.findings).toHaveLength(1);
    expect(view.stateComments).toHaveLength(0);
    expect(view.ciState).toMatchObject({ attempts: 1 });
  });

  it("an earlier version's state comment is read once, its count moves to the finding, and it goes", async () => {
    const world = await openWorld(gh);
    const legacy = renderMarker({ action: 'ci-wait', kind: 'state', key: 'pr', data: { attempts: 2, lastRound: 'x' } });
    world.repo.addComment(world.pr, BOT, `${legacy}\n**mergexo/ci-wait**: failed rounds: 2 of 5.`);
    const result = await failRound(world, 1);
    expect(result.outputs).toMatchObject({ outcome: 'ci_failed', attempt: '3' });
    const view = await prView(world);
    expect(view.stateComments).toEqual([]);
    expect(view.comments).toHaveLength(1);
    expect(view.ciState).toMatchObject({ attempts: 3 });
  });

  it('removing the needs-human label lets ci-wait act again, counting from zero', async () => {
    const world = await openWorld(gh);
    for (let n = 1; n <= 2; n++) await failRound(world, n);
    const held = await ciWait(world, { inputs: { 'max-attempts': '2' } });
    // Two rounds were already counted; the repeat of round 2 reaches the lowered limit and holds.
    expect(held.outputs.outcome).toBe('ci_failed');
    expect((await prView(world)).labels).toContain('mergexo:needs-human');
    const pr = world.repo.getPull(world.pr);
    pr.labels = pr.labels.filter((l) => l !== 'mergexo:needs-human');
    const sha = await pushCommit(world, 3);
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    const resumed = await ciWait(world, { inputs: { 'max-attempts': '2' } });
    expect(resumed.outputs).toMatchObject({ outcome: 'success', attempt: '0' });
    const view = await prView(world);
    expect(view.labels).toEqual([]);
  });
});

describe('ci-wait when GitHub misbehaves', () => {
  it('with faults injected, the outcomes and what the PR shows are unchanged', async () => {
    const clean = await openWorld(gh);
    const faulty = await openWorld(gh);
    for (const world of [clean, faulty]) {
      const sha = await head(world);
      world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
      world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure', summary: 'boom' });
    }
    const expected = await ciWait(clean);
    gh.faults.random({ rate: 0.3, kinds: ['500', '502', '503', '429', '403-secondary', 'drop', 'slow'], seed: 7 });
    let got;
    try {
      got = await ciWait(faulty);
    } finally {
      gh.faults.clear();
    }
    expect(gh.faults.history.length).toBeGreaterThan(0);
    expect(got.outputs.outcome).toBe(expected.outputs.outcome);
    const failedNames = (json: string | undefined) =>
      (JSON.parse(json ?? '[]') as { name: string; conclusion: string }[]).map((c) => `${c.name}:${c.conclusion}`);
    expect(failedNames(got.outputs['failed-checks'])).toEqual(failedNames(expected.outputs['failed-checks']));
    const [a, b] = [await prView(clean), await prView(faulty)];
    expect(b.labels).toEqual(a.labels);
    expect(b.findings.length).toBe(a.findings.length);
    expect(b.comments.length).toBe(a.comments.length);
    expect(b.ciState?.attempts).toBe(a.ciState?.attempts);
    expect(b.verdict?.conclusion).toBe(a.verdict?.conclusion);
  });

  it('a green PR stays a success through faults, polling included', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const slow = world.repo.addCheckRun(sha, { name: 'e2e', status: 'in_progress' });
    let polls = 0;
    gh.faults.random({ rate: 0.25, kinds: ['500', '502', '429', 'drop'], seed: 11 });
    gh.faults.next({
      kind: '500',
      match: (req) => {
        if (req.path.endsWith('/check-runs') && req.method === 'GET' && ++polls === 4)
          world.repo.updateCheckRun(slow.id, { conclusion: 'success' });
        return false;
      },
    });
    try {
      const result = await ciWait(world, { inputs: { merge: 'squash' } });
      expect(result.outputs.outcome).toBe('merged');
    } finally {
      gh.faults.clear();
    }
    expect((await prView(world)).state).toBe('merged');
  });

  it('an API error that outlasts the retries is reported as an error, never as success', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    gh.faults.next({ kind: '502', times: 1000, match: { path: /\/check-runs$/, method: 'GET' } });
    let result;
    try {
      result = await ciWait(world);
    } finally {
      gh.faults.clear();
    }
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('error');
    expect(result.errorLine).toMatch(/could not decide.*GitHub kept failing after retries/);
    const view = await prView(world);
    expect(view.verdictCount).toBe(0);
    expect(view.comments).toEqual([]);
  });
});

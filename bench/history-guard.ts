// history-guard: GitHub requests per operation of the built bundle against the fake, and the
// bundle's start-up time next to an empty `node -e 0`, both measured in the same run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FakeGitHub } from '../fake-github/index.js';
import {
  guard,
  openWorld,
  operator,
  pushCommit,
  spawnGuard,
  startGitHub,
  type World,
} from '../test/e2e/support/history-guard-world.js';
import { REPO_ROOT } from '../test/support/run-action.js';
import type { BenchRow } from './row.js';

const ACTION = 'history-guard';

async function measure(
  gh: FakeGitHub,
  operation: string,
  run: () => Promise<unknown>,
  note?: string,
): Promise<BenchRow> {
  gh.resetLog();
  const started = performance.now();
  await run();
  const wallMs = performance.now() - started;
  const c = gh.counts();
  return {
    action: ACTION,
    operation,
    requests: c.reads + c.writes,
    points: c.points,
    reads: c.reads,
    writes: c.writes,
    wallMs,
    ...(note ? { note } : {}),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * A real run's start-up: from spawning the bundle until the fake sees its first request, which
 * includes loading Octokit and undici (chunk files beside index.js). The harness unsets the CA-certs
 * variable too.
 */
async function firstRequestMs(gh: FakeGitHub, world: World, push: { before: string; after: string }, runs = 9) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const from = gh.requests.length;
    const started = Date.now();
    const { result } = spawnGuard(world, 'synchronize', push);
    const { exitCode } = await result;
    const first = gh.requests[from];
    if (exitCode !== 0 || !first) throw new Error(`bench: the run failed (exit ${exitCode}) or made no request`);
    times.push(first.receivedAt - started);
  }
  return median(times);
}

/** Wall time of a process that starts and exits at once; the CA-certs variable is unset so Node 20 and 24 compare fairly. */
function startupMs(args: string[], runs = 15): number {
  const env: NodeJS.ProcessEnv = { ...process.env, GITHUB_REPOSITORY: 'acme/widgets', GITHUB_EVENT_NAME: 'push' };
  delete env.NODE_EXTRA_CA_CERTS;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    spawnSync(process.execPath, args, { env, stdio: 'ignore' });
    times.push(performance.now() - t);
  }
  return median(times);
}

export async function benchHistoryGuard(): Promise<BenchRow[]> {
  const gh = await startGitHub();
  try {
    const world: World = await openWorld(gh);
    const rows: BenchRow[] = [];
    rows.push(
      await measure(
        gh,
        'first head (opened)',
        () => guard(world, 'opened'),
        "the GraphQL read (PR, comments, timeline, and mergexo's own check runs on the head: a commit it refused " +
          'is no first head); the open PRs on the head before the success and again after (per-commit rule; the ' +
          'second a free 304 when nothing changed); the check. No comment: an accepted PR asks nothing of its author',
      ),
    );
    // The payload's `before` is the head the push replaced, as GitHub sends it: a witness the run checks.
    const first = world.heads.at(-1) as string;
    const second = await pushCommit(world, 2);
    const push = { before: first, after: second };
    rows.push(
      await measure(
        gh,
        'accepted push (synchronize, ahead)',
        () => guard(world, 'synchronize', push),
        "target: at most 3 counted requests: the GraphQL read (PR, comments, timeline, and mergexo's check on the " +
          "event's `before` and on the head: its hidden line is the copy of the state, which no one can edit: a " +
          'deleted block comment blocks nothing and loses nothing), the open PRs on the head (per-commit rule; also ' +
          're-reads the head), the check; the PRs on the head again after a success (a PR that arrived mid-run is ' +
          "judged too) are asked with the listing's ETag: a free 304 when nothing changed. The event's `before` is " +
          'the last accepted head: no comment',
      ),
    );
    rows.push(
      await measure(
        gh,
        'rerun of the same head',
        () => guard(world, 'synchronize', push),
        "the GraphQL read (with mergexo's check on `before`, the copy of the state), the open PRs on the head " +
          'before and after the success (per-commit rule; the second a free 304), and the check written again ' +
          '(judged from the same `before`, so reported as the first run was)',
      ),
    );
    const before = world.heads.at(-1) as string;
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    const head = (await world.repo.pull(world.pr)).headSha;
    rows.push(
      await measure(
        gh,
        'rewrite blocked (diverged)',
        () => guard(world, 'synchronize', { before, after: head }),
        "the GraphQL read (with mergexo's check on `before`, the copy of the state); compare of the accepted " +
          "head with the new one (its answer also serves the timeline's force-push witness, whose `before` is the " +
          'accepted head); the open PRs on the head (per-commit rule; also re-reads the head); the backup ref, the ' +
          'label, the block comment (which carries the state) and the comments re-read after posting it; the ' +
          'check. No second listing: a failure needs none',
      ),
    );
    rows.push(
      await measure(gh, 'operator unblock (accept-head)', () =>
        operator(world, { mode: 'unblock', 'pull-request': String(world.pr), 'accept-head': head }),
      ),
    );
    rows.push(await measure(gh, 'operator list (no PR blocked)', () => operator(world, { mode: 'list' })));

    const bundle = path.join(REPO_ROOT, 'dist', ACTION, 'index.js');
    const empty = startupMs(['-e', '0']);
    const started = startupMs([bundle]);
    const reached = await firstRequestMs(gh, world, { before: head, after: head });
    rows.push({ action: ACTION, operation: 'start-up: node -e 0', wallMs: empty });
    rows.push({
      action: ACTION,
      operation: 'start-up: dist bundle (exits on its first check)',
      wallMs: started,
      note:
        `${(started / empty).toFixed(1)}x an empty node start, +${(started - empty).toFixed(0)} ms; ` +
        'refuses a push event before loading Octokit (target: at most 2x)',
    });
    rows.push({
      action: ACTION,
      operation: 'start-up: to the first GitHub request (real run)',
      wallMs: reached,
      note: `${(reached / empty).toFixed(1)}x an empty node start, +${(reached - empty).toFixed(0)} ms; a rerun of the same head`,
    });
    return rows;
  } finally {
    await gh.stop();
  }
}

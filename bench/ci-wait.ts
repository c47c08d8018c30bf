// Request cost of ci-wait, measured on the built bundle against the fake GitHub (time-scaled, so a
// 10-minute wait takes about a second). Counted requests are those GitHub charges: 304 answers to
// conditional requests are free and are reported separately.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { countRequests, type FakeGitHub, type LoggedRequest } from '../fake-github/index.js';
import {
  ciWait,
  ciWaitOnce,
  head,
  OP,
  openWorld,
  pushCommit,
  spawnCiWait,
  startGitHub,
  type World,
} from '../test/ci-wait/world.js';
import { REPO_ROOT } from '../test/support/run-action.js';
import type { BenchRow } from './row.js';

export type { BenchRow };

function tally(entries: readonly LoggedRequest[]) {
  const counted = entries.filter((e) => !e.notModified && e.status !== 0);
  return {
    requests: counted.length,
    points: countRequests(entries).points,
    reads: counted.filter((e) => e.kind === 'read').length,
    writes: counted.filter((e) => e.kind === 'write').length,
    free: entries.filter((e) => e.notModified).length,
  };
}

/**
 * The read a writing run adds for its count of failed rounds (src/ci-wait/count.ts): ci-wait's own checks on the
 * event's `before`. The world's synchronize payload names GitHub's example commit there, which the fake does not
 * have (a 422, counted); on GitHub it is the head the push replaced, whose check carries the count.
 */
const COUNT_READ =
  "+1 GET /commits/{ref}/check-runs (check_name): ci-wait's own checks on the event's before, where the count of " +
  'failed rounds is kept';

/** Splits a run's requests into polls: each poll starts by reading the pull request. */
function polls(entries: readonly LoggedRequest[], world: World): LoggedRequest[][] {
  const pullPath = `/repos/${world.repo.fullName}/pulls/${world.pr}`;
  const out: LoggedRequest[][] = [];
  for (const e of entries) {
    if (e.operation === OP.pull && e.path === pullPath) out.push([]);
    out.at(-1)?.push(e);
  }
  return out;
}

async function measure(
  gh: FakeGitHub,
  run: () => Promise<{ exitCode: number | null; outputs: Record<string, string> }>,
) {
  const from = gh.requests.length;
  const started = Date.now();
  const result = await run();
  const wallMs = Date.now() - started;
  return { result, wallMs, entries: gh.requests.slice(from) };
}

export async function benchCiWait(): Promise<BenchRow[]> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'ci-wait', 'index.js'))) {
    throw new Error('dist/ci-wait/index.js is missing: run `npm run build` first.');
  }
  const gh = await startGitHub();
  const rows: BenchRow[] = [];
  try {
    // A whole 10-minute wait on a check that never finishes, polled every 30 s.
    {
      const world = await openWorld(gh);
      const sha = await head(world);
      world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
      world.repo.addCheckRun(sha, { name: 'deploy', status: 'in_progress' });
      const { result, wallMs, entries } = await measure(gh, () =>
        ciWait(world, { inputs: { 'timeout-seconds': '600', 'interval-seconds': '30' } }),
      );
      if (result.outputs.outcome !== 'timeout')
        throw new Error(`bench: expected a timeout, got ${result.outputs.outcome}`);
      const all = tally(entries);
      const looks = polls(entries, world);
      const idle = looks.slice(1, -1);
      const idleCounted = idle.reduce((n, p) => n + tally(p).requests, 0);
      const idlePoints = idle.reduce((n, p) => n + tally(p).points, 0);
      const idleSent = idle.reduce((n, p) => n + p.length, 0);
      rows.push({
        action: 'ci-wait',
        operation: 'idle poll (nothing changed)',
        requests: idle.length ? Number((idleCounted / idle.length).toFixed(2)) : 0,
        points: idle.length ? Number((idlePoints / idle.length).toFixed(2)) : 0,
        reads: idle.length ? Number((idleCounted / idle.length).toFixed(2)) : 0,
        writes: 0,
        note: `${idle.length ? (idleSent / idle.length).toFixed(0) : 0} conditional GETs per poll (PR, check runs, statuses), answered 304`,
      });
      rows.push({
        action: 'ci-wait',
        operation: '10-minute wait at 30 s interval (times out)',
        requests: all.requests,
        points: all.points,
        reads: all.reads,
        writes: all.writes,
        wallMs,
        note: `${looks.length} polls; ${all.free} more requests answered 304 (free); time scale 0.001`,
      });
    }

    // Checks already done when ci-wait starts.
    for (const [operation, conclusion, note] of [
      [
        'green PR, checks already done',
        'success',
        // The per-commit rule (src/core/pr/commit-verdict.ts): a success counts for every open PR on the commit.
        'includes 1 read for the per-commit rule: the open PRs on the head before writing success; the same list read ' +
          `again after (late newcomers) is answered 304 when nothing changed, free; ${COUNT_READ}`,
      ],
      [
        'red PR, one failed check (comment, label)',
        'failure',
        `a failure needs no look at other PRs on the head; ${COUNT_READ}`,
      ],
    ] as const) {
      const world = await openWorld(gh);
      const sha = await head(world);
      world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
      world.repo.addCheckRun(sha, { name: 'test', conclusion });
      const { wallMs, entries } = await measure(gh, () => ciWait(world));
      const t = tally(entries);
      rows.push({
        action: 'ci-wait',
        operation,
        requests: t.requests,
        points: t.points,
        reads: t.reads,
        writes: t.writes,
        wallMs,
        note,
      });
    }

    // Green and merged.
    {
      const world = await openWorld(gh);
      world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
      const { wallMs, entries } = await measure(gh, () => ciWait(world, { inputs: { merge: 'squash' } }));
      const t = tally(entries);
      rows.push({
        action: 'ci-wait',
        operation: 'green PR, merged (squash)',
        requests: t.requests,
        points: t.points,
        reads: t.reads,
        writes: t.writes,
        wallMs,
        note:
          "includes 3 reads for the per-commit rule: the open PRs (a merged PR is no longer among its commit's open " +
          "PRs, so they are listed, 1 per 100), and after the success the commit's PRs and the open PRs again; " +
          'and the re-read of the check runs before the verdict (is its own newest check already the same?), ' +
          "counted here because merging changed the runs' pull_requests (a 304 on an open PR)",
      });
    }

    // Event mode: one look, no waiting.
    {
      const world = await openWorld(gh);
      const sha = await head(world);
      world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
      world.repo.addCheckRun(sha, { name: 'e2e', status: 'in_progress' });
      const payload = gh.events.checkSuite(world.repo, { headSha: sha, headBranch: world.branch });
      const { wallMs, entries } = await measure(gh, () => ciWaitOnce(world, 'check_suite', payload));
      const t = tally(entries);
      rows.push({
        action: 'ci-wait',
        operation: 'check_suite event, other checks still running (pending)',
        requests: t.requests,
        points: t.points,
        reads: t.reads,
        writes: t.writes,
        wallMs,
        note: 'no runner minutes spent waiting',
      });
    }

    // A rerun on a head whose verdict stands: nothing to write.
    {
      const world = await openWorld(gh);
      world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
      await ciWait(world);
      const { wallMs, entries } = await measure(gh, () => ciWait(world));
      const t = tally(entries);
      rows.push({
        action: 'ci-wait',
        operation: 'rerun, same verdict (green PR already judged)',
        requests: t.requests,
        points: t.points,
        reads: t.reads,
        writes: t.writes,
        wallMs,
        note: 'its own newest check on the head already states the same facts (conclusion and fingerprint): nothing is written',
      });
    }

    // A push after a failed round: the count is read back from ci-wait's check on the head the push replaced.
    {
      const world = await openWorld(gh);
      const first = await head(world);
      world.repo.addCheckRun(first, { name: 'test', conclusion: 'failure' });
      await ciWait(world);
      const sha = await pushCommit(world, 2);
      world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure' });
      const payload = gh.events.pullRequest(world.repo, world.pr, 'synchronize', { before: first, after: sha });
      const { result, wallMs, entries } = await measure(gh, () =>
        ciWait(world, { event: { name: 'pull_request', payload } }),
      );
      if (result.outputs.attempt !== '2') throw new Error(`bench: expected round 2, got ${result.outputs.attempt}`);
      const t = tally(entries);
      rows.push({
        action: 'ci-wait',
        operation: 'push after a failed round, fails again (count read back)',
        requests: t.requests,
        points: t.points,
        reads: t.reads,
        writes: t.writes,
        wallMs,
        note:
          "+1 GET /commits/{ref}/check-runs (check_name): ci-wait's own checks on the event's before, whose copy of " +
          "the count of failed rounds the new head's check carries on; the head's own is in the wait's look (a 304)",
      });
    }

    rows.push(...(await benchReadyMark(gh)));
    rows.push(await benchMergeGroup(gh));

    // Latency in real time (time scale 1): the last check turns green 1 s after ci-wait starts, polled every 5 s.
    {
      const world = await openWorld(gh);
      const sha = await head(world);
      const build = world.repo.addCheckRun(sha, { name: 'build', status: 'in_progress' });
      const from = gh.requests.length;
      const { result } = spawnCiWait(world, { inputs: { 'interval-seconds': '5' }, timeScale: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      world.repo.updateCheckRun(build.id, { conclusion: 'success' });
      const green = Date.now();
      const { outputs } = await result;
      const entries = gh.requests.slice(from);
      const saw = entries.find((e) => e.operation === OP.checkRuns && e.receivedAt >= green && !e.notModified);
      const verdict = entries.find((e) => e.operation === OP.createCheck);
      if (outputs.outcome !== 'success' || !saw || !verdict)
        throw new Error('bench: the latency run did not end green');
      rows.push({
        action: 'ci-wait',
        operation: 'green 1 s after start, 5 s interval: green to verdict',
        wallMs: verdict.at - green,
        note:
          `the poll that saw green came ${saw.receivedAt - green} ms after it (a poller at the same interval waits as ` +
          `long); the verdict was written ${verdict.at - saw.receivedAt} ms after that poll; time scale 1`,
      });
    }
  } finally {
    await gh.stop();
  }
  return rows;
}

/**
 * merge_group: besides the group commit's CI, every PR the group lands is judged by ci-wait's own verdict on its
 * head: one GraphQL `mergeQueue(branch).entries` page (which PRs), then per PR one read of it (its head and this
 * token's identity) and its head's check runs.
 */
async function benchMergeGroup(gh: FakeGitHub): Promise<BenchRow> {
  const world = await openWorld(gh);
  const sha = await head(world);
  world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
  if ((await ciWait(world)).outputs.outcome !== 'success') throw new Error('bench: the PR did not pass');
  world.repo.mergeQueue.readableWithActionsToken = true; // undocumented for GITHUB_TOKEN: the permissive answer
  const group = await world.repo.mergeQueue.enqueue(world.pr);
  world.repo.addCheckRun(group.headSha, { name: 'build', conclusion: 'success' });
  const { result, wallMs, entries } = await measure(gh, () =>
    ciWaitOnce(world, 'merge_group', gh.events.mergeGroup(world.repo, { group }), { job: 'ci-wait' }),
  );
  if (result.outputs.outcome !== 'success') throw new Error('bench: the merge group did not pass');
  const t = tally(entries);
  return {
    action: 'ci-wait',
    operation: 'merge group of 1 PR: group CI, then each PR by its head verdict',
    requests: t.requests,
    points: t.points,
    reads: t.reads,
    writes: t.writes,
    wallMs,
    note:
      'the group commit checks and required checks as on a PR head; then the queue (mergeQueue entries), and per ' +
      "PR its read and its head's check runs (ci-wait's own verdict there); the verdict on the group commit",
  };
}

/** Why the ready mark sends each request it adds (by operation as the fake logs it). */
const READY_WHY: Record<string, string> = {
  [OP.checkRuns]: 'the mergexo/* gates on the head, read after the verdict',
  [OP.pull]: 'the head still stands (before the mark is set, and again after it was written)',
  [OP.addLabels]: 'the label',
  [OP.removeLabel]: 'the label taken back',
  'POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers': 'the review requests',
  'DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers': "mergexo's pending requests taken back",
  mergexoReviewRequests: "who asked for each pending request (GitHub's timeline), before asking or taking back",
  mergexoPullRequestRead:
    'a pull_request run reads the PR before it waits, to take back first a mark its new head has not earned',
  // Read by the wait already (once per base, shared with the mark); named here for a run where the wait did not.
  'GET /repos/{owner}/{repo}/rules/branches/{branch}': 'the checks the base requires (rulesets), which must be present',
  'GET /repos/{owner}/{repo}/branches/{branch}':
    "the checks the base's classic protection requires (the branch's protection summary, readable without admin)",
  [OP.status]: 'a required check that is none of the head check runs may be a commit status',
};

/** Requests (counted, 304s free) by operation. */
function byOperation(entries: readonly LoggedRequest[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries) if (!e.notModified && e.status !== 0) out.set(e.operation, (out.get(e.operation) ?? 0) + 1);
  return out;
}

/** What `ready` sent beyond `plain`, each request named with why. */
function added(plain: readonly LoggedRequest[], ready: readonly LoggedRequest[]): string {
  const before = byOperation(plain);
  const parts: string[] = [];
  for (const [op, n] of byOperation(ready)) {
    const extra = n - (before.get(op) ?? 0);
    if (extra > 0)
      parts.push(
        `+${extra} ${op.replace(/^(GET|POST|DELETE|PATCH|PUT) \/repos\/\{owner\}\/\{repo\}/, '$1 ')}: ${READY_WHY[op] ?? 'unexplained'}`,
      );
  }
  return parts.length ? `added: ${parts.join('; ')}` : 'added: nothing';
}

/** A PR with green CI in a repository where maya may review. */
async function readyWorld(gh: FakeGitHub): Promise<World> {
  const world = await openWorld(gh);
  world.repo.setRole('maya', 'write');
  world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
  return world;
}

// Users only: the bench runs as GITHUB_TOKEN, to which GitHub refuses every team (docs/github-behaviour.md).
const READY = { 'ready-mark': 'label, reviewers', 'ready-reviewers': 'maya' };

/**
 * The ready mark on (label and reviewers), each scenario beside the same run with the mark off: the rows
 * name every request the mark adds and why.
 */
async function benchReadyMark(gh: FakeGitHub): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const row = (operation: string, t: ReturnType<typeof tally>, wallMs: number, note: string): BenchRow => ({
    action: 'ci-wait',
    operation,
    requests: t.requests,
    points: t.points,
    reads: t.reads,
    writes: t.writes,
    wallMs,
    note,
  });

  // A green PR marked for the first time.
  const plain = await measure(gh, async () => ciWait(await readyWorld(gh)));
  const markedWorld = await readyWorld(gh);
  const marked = await measure(gh, () => ciWait(markedWorld, { inputs: READY }));
  if (marked.result.outputs.ready !== 'true') throw new Error('bench: the green PR was not marked ready');
  rows.push(
    row(
      'ready mark (label, reviewers): green PR marked',
      tally(marked.entries),
      marked.wallMs,
      added(plain.entries, marked.entries),
    ),
  );

  // The same run again: the mark stands, nothing is written.
  const plainAgainWorld = await readyWorld(gh);
  await ciWait(plainAgainWorld);
  const plainAgain = await measure(gh, () => ciWait(plainAgainWorld));
  const again = await measure(gh, () => ciWait(markedWorld, { inputs: READY }));
  rows.push(
    row(
      'ready mark: rerun on a marked, still-good PR',
      tally(again.entries),
      again.wallMs,
      added(plainAgain.entries, again.entries),
    ),
  );

  // A push after the mark: the push's run takes it back before it waits; the new head fails.
  const pushPlainWorld = await readyWorld(gh);
  await ciWait(pushPlainWorld);
  const pushMarkedWorld = await readyWorld(gh);
  await ciWait(pushMarkedWorld, { inputs: READY });
  const fail = async (world: World) => {
    const sha = await pushCommit(world, 2);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'failure' });
  };
  await fail(pushPlainWorld);
  await fail(pushMarkedWorld);
  const pushPlain = await measure(gh, () => ciWait(pushPlainWorld));
  const pushMarked = await measure(gh, () => ciWait(pushMarkedWorld, { inputs: READY }));
  if (pushMarkedWorld.repo.labelsOf(pushMarkedWorld.pr).includes('mergexo:ready'))
    throw new Error('bench: the push did not take the mark back');
  rows.push(
    row(
      'ready mark: push after the mark, new head fails (taken back first)',
      tally(pushMarked.entries),
      pushMarked.wallMs,
      added(pushPlain.entries, pushMarked.entries),
    ),
  );
  return rows;
}

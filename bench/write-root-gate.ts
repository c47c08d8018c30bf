// write-root-gate: how fast the pure policy core judges a huge PR, and how many GitHub requests the
// built bundle spends on a small and on a 3,500-file PR (beyond GitHub's 3,000-file list) against the fake.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countRequests, type FakeGitHub, type LoggedRequest } from '../fake-github/index.js';
import { RootSet, violations } from '../src/core/pure/paths/root-set.js';
import { REPO_ROOT, runAction } from '../test/support/run-action.js';
import {
  TOKEN,
  commitMany,
  gate,
  newRepo,
  openPr,
  serverUrl,
  startGitHub,
  type World,
} from '../test/write-root-gate/world.js';
import type { BenchRow } from './row.js';

export type { BenchRow };

const ACTION = 'write-root-gate';

/** 100 roots the way teams write them: plain directories, globs under a directory, a few repository-wide globs. */
export function benchRoots(): string[] {
  const roots: string[] = [];
  for (let i = 0; i < 60; i++) roots.push(`services/svc${i}`);
  for (let i = 0; i < 25; i++) roots.push(`packages/pkg${i}/src/**/*.ts`);
  for (let i = 0; i < 10; i++) roots.push(`docs/section${i}/*.md`);
  roots.push('**/*.snap', '**/README.md', '{tools,scripts}/gen-*/**', 'tests/*/fixtures', '.changeset/*.md');
  return roots;
}

/** 100,000 changed paths, about a fifth of them outside the roots above. */
export function benchPaths(): string[] {
  const paths: string[] = [];
  for (let i = 0; i < 100_000; i++) {
    switch (i % 5) {
      case 0:
        paths.push(`services/svc${i % 80}/src/mod${i % 13}/file${i}.ts`);
        break;
      case 1:
        paths.push(`packages/pkg${i % 30}/src/deep/er/f${i}.ts`);
        break;
      case 2:
        paths.push(`docs/section${i % 12}/p${i}.md`);
        break;
      case 3:
        paths.push(`tests/t${i % 9}/fixtures/f${i}.json`);
        break;
      default:
        paths.push(`other/x${i}/y.snap`);
    }
  }
  return paths;
}

function evaluationRow(): BenchRow {
  const roots = benchRoots();
  const paths = benchPaths();
  const samples: number[] = [];
  let found = 0;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    found = violations(paths, new RootSet(roots)).length;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    action: ACTION,
    operation: '100,000 changed paths x 100 roots (compile + evaluate)',
    wallMs: Math.round((samples[2] as number) * 10) / 10,
    note: `median of 5 runs (fastest ${Math.round(samples[0] as number)} ms, slowest ${Math.round(samples[4] as number)} ms); ${found} violations`,
  };
}

function tally(entries: readonly LoggedRequest[]) {
  const counted = entries.filter((e) => !e.notModified && e.status !== 0);
  return {
    requests: counted.length,
    points: countRequests(entries).points,
    reads: counted.filter((e) => e.kind === 'read').length,
    writes: counted.filter((e) => e.kind === 'write').length,
  };
}

async function smallPr(gh: FakeGitHub, escape: boolean): Promise<World> {
  const { repo, main } = await newRepo(gh);
  const wt = await repo.clone('agent-1');
  const branch = 'agent/billing/bench';
  await wt.checkout(branch, { create: true, from: 'main' });
  const files: Record<string, string> = {};
  for (let i = 0; i < 10; i++) files[`services/billing/bench/f${i}.ts`] = `export const v = ${i};\n`;
  if (escape) files['docs/escape.md'] = 'out of bounds\n';
  await commitMany(wt, files, 'ten files');
  await wt.push(branch);
  const pr = await repo.openPullRequest({ head: branch, base: 'main', author: 'agent-1' });
  return { gh, repo, main, wt, pr: pr.number, branch };
}

async function bigPr(gh: FakeGitHub, escapeAt: number | undefined): Promise<World> {
  const { repo, main } = await newRepo(gh, {
    leases:
      'write-root-gate:\n  leases:\n    - name: generator\n      match: {branch: agent/gen/**}\n      roots: [gen/a, gen/c]\n',
  });
  const wt = await repo.clone('agent-gen');
  const branch = 'agent/gen/bench';
  await wt.checkout(branch, { create: true, from: 'main' });
  const files: Record<string, string> = {};
  for (let i = 0; i < 3500; i++) {
    const name = String(i).padStart(4, '0');
    files[`${i === escapeAt ? 'gen/b' : i < 3200 ? 'gen/a' : 'gen/c'}/f${name}.ts`] = `export const v = ${i};\n`;
  }
  await commitMany(wt, files, '3,500 files');
  await wt.push(branch);
  const pr = await repo.openPullRequest({ head: branch, base: 'main', author: 'agent-gen' });
  return { gh, repo, main, wt, pr: pr.number, branch };
}

/**
 * The gate also reads git (not counted against GitHub's API limits): the commit history of the
 * base tip and the head without trees (so `merge-base --all` sees every merge base), the trees of
 * the base tip, the head and their merge bases in one more request, and blobs on demand (renames,
 * content merges, symlink targets). The merge base comes from git, so there is no compare call.
 */
async function requestRow(gh: FakeGitHub, world: World, operation: string, expected: string): Promise<BenchRow> {
  const from = gh.requests.length;
  const gitFrom = gh.gitRequests.length;
  const started = Date.now();
  const result = await gate(world, 'opened');
  const wallMs = Date.now() - started;
  if (result.outputs.verdict !== expected) {
    throw new Error(
      `bench: ${operation}: expected verdict ${expected}, got ${result.outputs.verdict}\n${result.stdout}`,
    );
  }
  const entries = gh.requests.slice(from);
  return {
    action: ACTION,
    operation,
    ...tally(entries),
    wallMs,
    note:
      `verdict ${expected}; ${[...new Set(entries.map((e) => e.operation))].length} distinct endpoints; ` +
      'the GraphQL read (the PR, the lease file at its base, its first 100 files: else REST lists them); ' +
      (expected === 'pass'
        ? 'the open PRs on the head (the standing head and the per-commit rule) before the success and again ' +
          'after (late newcomers: a free 304 when nothing changed); '
        : 'the open PRs on the head, once (the standing head; the others on the commit are judged and named); ') +
      `git: ${gh.gitRequests.length - gitFrom} HTTP requests (history without trees, then the trees of base, ` +
      'head and merge bases, then blobs on demand)',
  };
}

/**
 * merge_group: a group commit lands every PR it holds, so the gate lists the queue (one GraphQL
 * `mergeQueue(branch).entries` page) and judges each PR ahead of the queued one again, as on a push (its own
 * reads, git and check), before the queued PR itself; the group commit gets one more check.
 */
async function mergeGroupRow(gh: FakeGitHub): Promise<BenchRow> {
  const { repo, main } = await newRepo(gh);
  repo.mergeQueue.require('main');
  // GitHub's answer to GITHUB_TOKEN reading the queue is undocumented; this takes the permissive one (the fake's
  // default refuses it: its tests).
  repo.mergeQueue.readableWithActionsToken = true;
  const first = await openPr(
    gh,
    { 'services/billing/invoice.ts': 'export const invoice = 2;\n' },
    {
      branch: 'agent/billing/first',
      inRepo: { repo, main },
    },
  );
  const second = await openPr(
    gh,
    { 'services/billing/tax.ts': 'export const tax = 0.3;\n' },
    {
      branch: 'agent/billing/second',
      inRepo: { repo, main },
    },
  );
  await repo.mergeQueue.enqueue(first.pr);
  const group = await repo.mergeQueue.enqueue(second.pr);
  const from = gh.requests.length;
  const started = Date.now();
  const result = await runAction({
    action: ACTION,
    event: { name: 'merge_group', payload: gh.events.mergeGroup(repo, { group }) },
    token: TOKEN,
    apiUrl: gh.apiUrl,
    repository: repo.fullName,
  });
  const wallMs = Date.now() - started;
  if (result.outputs.verdict !== 'pass') throw new Error(`bench: merge group: expected pass\n${result.stdout}`);
  const entries = gh.requests.slice(from);
  const queue = entries.filter((e) => e.operation === 'mergexoMergeQueue').length;
  return {
    action: ACTION,
    operation: 'merge group of 2 PRs (the one ahead re-judged)',
    ...tally(entries),
    wallMs,
    note:
      `verdict pass; ${queue} mergeQueue read (which PRs the group lands); the PR ahead judged as on a push ` +
      '(its reads, git and head check), then the queued PR with its check on the group commit',
  };
}

/**
 * A PR retargeted to another base (`edited` with `changes.base`) with auto-merge on: before judging, the gate puts
 * the head's check back to pending (one write, before any read, so the old base's green stops counting at once)
 * and reads the PR once to turn auto-merge off (the mutation), then judges as on a push.
 */
async function retargetRow(gh: FakeGitHub): Promise<BenchRow> {
  const world = await smallPr(gh, false);
  await world.main.checkout('release/bench', { create: true, from: 'main' });
  await world.main.push('release/bench');
  world.repo.enableAutoMerge(world.pr, 'agent-1');
  const changes = world.repo.setBase(world.pr, 'release/bench', 'agent-1');
  const payload = gh.events.pullRequest(world.repo, world.pr, 'edited', { changes: { base: changes } });
  const from = gh.requests.length;
  const started = Date.now();
  const result = await gate(world, 'edited', { event: { name: 'pull_request_target', payload } });
  const wallMs = Date.now() - started;
  if (result.outputs.verdict !== 'pass') throw new Error(`bench: retarget: expected pass\n${result.stdout}`);
  return {
    action: ACTION,
    operation: '10-file PR retargeted (edited, base changed), auto-merge on',
    ...tally(gh.requests.slice(from)),
    wallMs,
    note:
      'verdict pass; first the pending check (no read before it), then one PR read and the auto-merge mutation, ' +
      'then the judgement of a push',
  };
}

/** What issue #31 allows one push to spend on the two gates together: REST requests GitHub counts, GraphQL points. */
const PUSH_TARGET = { rest: 3, points: 2 };

/**
 * One push as the reusable workflow's gates job and the root action answer it: history-guard, then write-root-gate,
 * one after the other in one job (one token, one RUNNER_TEMP). Throws when the pair spends more than the target.
 */
async function pushPairRow(gh: FakeGitHub): Promise<BenchRow> {
  const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
  const job = async (payload: unknown) => {
    const runnerTemp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-bench-job-'));
    const results = [];
    for (const action of ['history-guard', 'write-root-gate']) {
      results.push(
        await runAction({
          action,
          event: { name: 'pull_request_target', payload },
          token: TOKEN,
          apiUrl: gh.apiUrl,
          serverUrl: serverUrl(gh),
          repository: world.repo.fullName,
          env: { RUNNER_TEMP: runnerTemp },
        }),
      );
    }
    return results;
  };
  await job(gh.events.pullRequest(world.repo, world.pr, 'opened'));
  const before = await world.wt.head();
  const after = await world.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.3;\n' }, 'more');
  await world.wt.push(world.branch);
  const from = gh.requests.length;
  const started = Date.now();
  const results = await job(gh.events.pullRequest(world.repo, world.pr, 'synchronize', { before, after }));
  const wallMs = Date.now() - started;
  const verdicts = results.map((r) => r.outputs.verdict);
  if (verdicts.join() !== 'accepted,pass') throw new Error(`bench: push pair: verdicts ${verdicts.join()}`);
  const entries = gh.requests.slice(from);
  const counted = tally(entries);
  const rest = entries.filter((e) => !e.graphql && !e.notModified && e.status !== 0);
  const free = entries.filter((e) => e.notModified).length;
  if (rest.length > PUSH_TARGET.rest || counted.points > PUSH_TARGET.points) {
    throw new Error(`bench: one push costs ${rest.length} REST requests and ${counted.points} points, over the target`);
  }
  return {
    action: 'history-guard + write-root-gate',
    operation: 'one push, the two gates in one job (gates job, root action)',
    ...counted,
    wallMs,
    note:
      `target: at most ${PUSH_TARGET.rest} counted REST requests and ${PUSH_TARGET.points} points; ` +
      `${rest.length} REST: the open PRs of the head (history-guard), the two checks; ` +
      `${counted.points} points: each gate's GraphQL read (history-guard's with its check on \`before\` and the ` +
      `head, write-root-gate's with the lease file and the files); ${free} free 304s: the PRs of the head asked ` +
      "again after each check and by write-root-gate's standing head, with the ETag the job kept",
  };
}

export async function benchWriteRootGate(): Promise<BenchRow[]> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', ACTION, 'index.js'))) {
    throw new Error(`dist/${ACTION}/index.js is missing: run \`npm run build\` first.`);
  }
  const rows: BenchRow[] = [evaluationRow()];
  const gh = await startGitHub();
  try {
    rows.push(await requestRow(gh, await smallPr(gh, false), '10-file PR inside its roots', 'pass'));
    rows.push(await pushPairRow(gh));
    rows.push(await requestRow(gh, await smallPr(gh, true), '10-file PR + 1 escape (quarantine)', 'refused'));
    rows.push(await retargetRow(gh));
    rows.push(
      await requestRow(
        gh,
        await bigPr(gh, undefined),
        '3,500-file PR inside its roots (git diff, no file list)',
        'pass',
      ),
    );
    rows.push(
      await requestRow(gh, await bigPr(gh, 3200), '3,500-file PR, escape at file 3,200 (quarantine)', 'refused'),
    );
    rows.push(await mergeGroupRow(gh));
  } finally {
    await gh.stop();
  }
  return rows;
}

// `tsx bench/write-root-gate.ts` prints the rows on their own.
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(REPO_ROOT, 'bench', 'write-root-gate.ts')) {
  console.table(await benchWriteRootGate());
}

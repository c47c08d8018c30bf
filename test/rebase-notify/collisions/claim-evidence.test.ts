// The read behind claim times, on the fake GitHub with a real git: only the PRs contesting a name are read (their
// timelines in one query, their branches' pushes, the pushed commits' trees), and mergexo's own records count only
// under its own App.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarker } from '../../../src/core/pure/markers.js';
import { parseAllocatedGlob } from '../../../src/rebase-notify/rules/collisions/allocated-names.js';
import { claimTimesOf, recordOn, trustsRecords } from '../../../src/rebase-notify/collisions/claim-evidence.js';
import { nameKey } from '../../../src/rebase-notify/rules/collisions/owners.js';
import { GitDrift } from '../../../src/rebase-notify/drift/drift-git.js';
import { listOpenPullsWithChecks } from '../../../src/rebase-notify/listing.js';
import { BOT_TOKEN, newWorld, openAnother, useGitHub, type World } from '../../core/pr/world.js';
import { nextSecond, useSteppedClock } from '../../support/stepped-clock.js';

const gh = useGitHub();
const globs = [parseAllocatedGlob('migrations/*_*.sql')];
const KEY = nameKey('migrations/*_*.sql', '42');
// GitHub dates a push to the second: each next push is moved to a later second.
useSteppedClock();

async function readTimes(world: World, contested: Map<string, number[]>) {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-claims-'));
  let requests = 0;
  world.client.hook.before('request', () => {
    requests++;
  });
  try {
    const drift = await GitDrift.open({
      repo: world.ref,
      token: BOT_TOKEN,
      serverUrl: gh.apiUrl,
      tempDir: temp,
      log: () => undefined,
    });
    if ('unavailable' in drift) throw new Error(drift.unavailable);
    const listing = { checkName: 'mergexo/collision', behindLabel: 'x', conflictLabel: 'y', withMergeable: false };
    const pulls = await listOpenPullsWithChecks(world.github, world.ref, {
      ...listing,
      withChecks: true,
      base: 'main',
    });
    await drift.fetch(
      ['main'],
      pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base: 'main' })),
    );
    const before = requests;
    const times = await claimTimesOf(
      { github: world.github, repo: world.ref },
      new Map(pulls.map((p) => [p.view.number, p])),
      contested,
      {
        gitDir: drift.gitDir,
        drift,
        globs,
        bases: new Set(['main']),
        draftsCompared: false,
        checkName: 'mergexo/collision',
        now: Date.now(),
      },
    );
    return { times, requests: requests - before };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

describe('claimTimesOf', () => {
  it('dates each contestant from the push that brought the name: the older PR that added it late comes second', async () => {
    const world = await newWorld(gh);
    nextSecond();
    const second = await openAnother(world, 'second');
    await world.wt.checkout('second');
    await world.wt.commit({ 'migrations/0042_b.sql': 'b\n' }, 'second: 0042');
    await world.wt.push('second');
    nextSecond();
    await world.wt.checkout('feature');
    await world.wt.commit({ 'migrations/0042_a.sql': 'a\n' }, 'feature: 0042 late');
    await world.wt.push('feature');

    const { times, requests } = await readTimes(world, new Map([[KEY, [world.pr, second.pr]]]));
    expect(times.order.get(KEY)).toEqual([second.pr, world.pr]);
    const at = (n: number) => times.since.get(n)?.get(KEY) as number;
    expect(at(second.pr)).toBeLessThan(at(world.pr));
    // One query for both PRs' timelines, one activity read per branch; GITHUB_TOKEN's records are not read.
    expect(requests).toBe(3);
  });

  it('reads nothing when no name is contested', async () => {
    const world = await newWorld(gh);
    const { times, requests } = await readTimes(world, new Map());
    expect(times.order.size).toBe(0);
    expect(requests).toBe(0);
  });
});

describe("mergexo's own records", () => {
  it('are trusted only from its own App, never from the identity every workflow shares', () => {
    expect(trustsRecords('github-actions')).toBe(false);
    expect(trustsRecords('github-actions[bot]')).toBe(false);
    expect(trustsRecords('')).toBe(false);
    expect(trustsRecords('mergexo-app')).toBe(true);
  });

  it('are read from the newest collision check of its identity on a commit, for that PR, on a compared base', async () => {
    const world = await newWorld(gh);
    const line = (number: number, base: string) =>
      renderMarker({
        action: 'rebase-notify',
        kind: 'claims',
        key: String(number),
        data: { base, since: { [KEY]: '2026-04-01T10:00:00Z' } },
      });
    await world.github.createCheckRun(world.ref, {
      name: 'mergexo/collision',
      headSha: world.head,
      status: 'completed',
      conclusion: 'success',
      output: { title: 't', summary: 's', text: line(world.pr, 'main') },
    });
    const options = { checkName: 'mergexo/collision', bases: new Set(['main']) };
    const ctx = { github: world.github, repo: world.ref };
    const record = await recordOn(ctx, world.head, world.pr, options, 'github-actions');
    expect(record).toEqual(new Map([[KEY, Date.parse('2026-04-01T10:00:00Z')]]));
    expect(await recordOn(ctx, world.head, world.pr + 1, options, 'github-actions')).toBeUndefined();
    expect(await recordOn(ctx, world.head, world.pr, { ...options, bases: new Set(['dev']) }, 'github-actions')).toBe(
      undefined,
    );
    // Another identity's check is none of mergexo's; a commit GitHub does not have carries nothing.
    expect(await recordOn(ctx, world.head, world.pr, options, 'mergexo-app')).toBeUndefined();
    expect(await recordOn(ctx, 'f'.repeat(40), world.pr, options, 'github-actions')).toBeUndefined();
  });
});

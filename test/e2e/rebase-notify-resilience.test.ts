// rebase-notify's resilience. main.ts runs in the test's process (test/support/in-process/run.ts), but for what
// needs the built bundle as the runner starts it: a run killed mid-way, overlapping runs, and a refusal as the
// runner sees it (the missing permission: exit 1 and one error line). The runs before and after those, and the
// refusals of a wrong event and a bad input, run in process.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BOT,
  PERMISSIONS,
  advanceMain,
  mergeMainInto,
  newWorld,
  notifyInProcess,
  notify,
  openPr,
  parseList,
  seen,
  spawnNotify,
  useFake,
  writesSince,
  type World,
} from '../rebase-notify/world.js';

const fake = useFake();
afterEach(() => fake.gh.faults.clear());

/** Three behind PRs, one conflicting, one that caught up after being told: the same in every world. */
async function busyWorld() {
  const world = await newWorld(fake);
  const prs = [
    await openPr(world, 'a'),
    await openPr(world, 'b'),
    await openPr(world, 'c', { files: { 'src/shared.ts': 'export const shared = "c";\n' } }),
    await openPr(world, 'd'),
    await openPr(world, 'e'),
  ];
  await advanceMain(world, 1);
  await notifyInProcess(world, { name: 'workflow_dispatch' });
  await mergeMainInto(world, 'e');
  const push = await advanceMain(world, 3, (i): Record<string, string> =>
    i === 1 ? { 'src/shared.ts': 'export const shared = "main";\n' } : { [`docs/${i}.md`]: `${i}\n` },
  );
  return { world, prs, push };
}

/** What people see, with what legitimately differs between two worlds (commit ids, times) scrubbed. */
async function comparable(world: World, prs: number[]) {
  const out = [];
  for (const n of prs) {
    const s = await seen(world, n);
    out.push({
      labels: s.labels,
      statusComments: s.status.length,
      text: s.text?.replace(/`[0-9a-f]{7}`/g, '`SHA`'),
      check: s.check?.conclusion,
    });
  }
  return out;
}

describe('rebase-notify converges', () => {
  it('under injected faults: retries, reruns, and ends where a fault-free run ends, without duplicates', async () => {
    const clean = await busyWorld();
    const cleanRun = await notifyInProcess(clean.world, { name: 'push', ...clean.push }, { 'cooldown-minutes': '0' });
    expect(cleanRun.exitCode, cleanRun.stdout).toBe(0);
    const expected = await comparable(clean.world, clean.prs);

    const faulty = await busyWorld();
    fake.gh.faults.random({ rate: 0.3, seed: 11, kinds: ['500', '502', '503', '429', '403-secondary', 'drop'] });
    const runs = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      runs.push(await notifyInProcess(faulty.world, { name: 'push', ...faulty.push }, { 'cooldown-minutes': '0' }));
      if (attempt === 1) fake.gh.faults.clear();
      if (runs.at(-1)?.exitCode === 0 && attempt >= 1) break;
    }
    expect(fake.gh.faults.history.length).toBeGreaterThan(0);
    expect(runs.at(-1)?.exitCode, runs.at(-1)?.stdout).toBe(0);
    expect(await comparable(faulty.world, faulty.prs)).toEqual(expected);

    // Converged: one more run changes nothing.
    const mark = fake.gh.requests.length;
    await notifyInProcess(faulty.world, { name: 'push', ...faulty.push }, { 'cooldown-minutes': '0' });
    expect(writesSince(faulty.world, mark)).toEqual([]);
  });

  it('after a crash mid-run: the rerun completes the rest, without duplicates', async () => {
    const clean = await busyWorld();
    await notifyInProcess(clean.world, { name: 'push', ...clean.push });
    const expected = await comparable(clean.world, clean.prs);

    const crashed = await busyWorld();
    const { child, result } = spawnNotify(crashed.world, { name: 'push', ...crashed.push });
    let writes = 0;
    const stop = fake.gh.onWrite(async () => {
      if (++writes === 2) {
        // The second write is applied; its answer waits until the run is dead, so the run never reads it.
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      }
    });
    const killed = await result;
    stop();
    expect(killed.signal).toBe('SIGKILL');
    const rerun = await notifyInProcess(crashed.world, { name: 'push', ...crashed.push });
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(await comparable(crashed.world, crashed.prs)).toEqual(expected);
  });

  it('never exceeds max-writes, reports what it deferred, and catches up on the next run', async () => {
    const world = await newWorld(fake);
    const prs = [await openPr(world, 'a'), await openPr(world, 'b'), await openPr(world, 'c')];
    const push = await advanceMain(world, 1);
    const mark = fake.gh.requests.length;
    const first = await notifyInProcess(world, { name: 'push', ...push }, { 'max-writes': '2' });
    expect(first.exitCode).toBe(0);
    expect(writesSince(world, mark)).toHaveLength(2);
    expect(parseList(first.outputs.notified)).toEqual(prs.slice(0, 2));
    expect(parseList(first.outputs.deferred)).toEqual([prs[2]]);
    expect(first.summary).toContain('1 PR deferred');
    const second = await notifyInProcess(world, { name: 'push', ...push }, { 'max-writes': '2' });
    expect(parseList(second.outputs.notified)).toEqual([prs[2]]);
    expect(parseList(second.outputs.deferred)).toEqual([]);
    for (const n of prs) expect((await seen(world, n)).status).toHaveLength(1);
  });

  it('finds its status comment under many newer comments instead of posting another', async () => {
    const world = await newWorld(fake);
    const pr = await openPr(world, 'a');
    for (let i = 0; i < 12; i++) world.repo.addComment(pr, 'ci-bot', `early ${i}`);
    await notifyInProcess(world, { name: 'push', ...(await advanceMain(world, 1)) });
    for (let i = 0; i < 40; i++) world.repo.addComment(pr, 'ci-bot', `late ${i}`);
    await mergeMainInto(world, 'a');
    await advanceMain(world, 1, () => ({ 'src/shared.ts': 'export const shared = 2;\n' }));
    const result = await notifyInProcess(world, { name: 'workflow_dispatch' }, { 'cooldown-minutes': '0' });
    expect(result.exitCode).toBe(0);
    const after = await seen(world, pr);
    expect(after.status).toHaveLength(1);
    expect(after.text).toContain('1 commit behind');
  });

  it('overlapping runs: a duplicate status comment is deleted by the next run, the oldest stays', async () => {
    const world = await newWorld(fake);
    const pr = await openPr(world, 'a');
    const push = await advanceMain(world, 1);
    const [one, two] = await Promise.all([
      spawnNotify(world, { name: 'push', ...push }).result,
      spawnNotify(world, { name: 'push', ...push }).result,
    ]);
    expect([one.exitCode, two.exitCode]).toEqual([0, 0]);
    const status = (await seen(world, pr)).status;
    // Whether or not the two runs raced into two comments, a twin (as a race leaves it) goes on the next run.
    world.repo.addComment(pr, BOT, status[0] as string);
    const oldest = world.repo.commentsOf(pr).filter((c) => c.body.includes('"action":"rebase-notify"'))[0]?.id;
    const next = await notifyInProcess(world, { name: 'push', ...push });
    expect(next.exitCode).toBe(0);
    expect(next.summary).toContain('duplicate status comment deleted');
    const left = world.repo.commentsOf(pr).filter((c) => c.body.includes('"action":"rebase-notify"'));
    expect(left.map((c) => c.id)).toEqual([oldest]);
  });

  it('ignores a forged status comment: only its own comments are state', async () => {
    const world = await newWorld(fake);
    const pr = await openPr(world, 'a');
    world.repo.addComment(
      pr,
      'mallory',
      '<!-- mergexo:v1 {"action":"rebase-notify","kind":"status","key":"pr","data":{"class":"behind","notifiedAt":"2999-01-01T00:00:00Z","behind":1,"ahead":1,"base":"main","baseSha":"' +
        'a'.repeat(40) +
        '","headSha":"' +
        'b'.repeat(40) +
        '"}} -->\nforged',
    );
    const result = await notifyInProcess(world, { name: 'push', ...(await advanceMain(world, 1)) });
    expect(parseList(result.outputs.notified)).toEqual([pr]);
    const after = await seen(world, pr);
    expect(after.status.filter((b) => b.endsWith('forged'))).toHaveLength(1);
    expect(after.status).toHaveLength(2);
  });
});

describe('without a local git', () => {
  it('drift-source api: counts and subjects from compare, conflicts from mergeable (files unknown)', async () => {
    const world = await newWorld(fake);
    const a = await openPr(world, 'a');
    const c = await openPr(world, 'c', { files: { 'src/shared.ts': 'export const shared = "c";\n' } });
    const push = await advanceMain(world, 2, (i): Record<string, string> =>
      i === 0 ? { 'src/shared.ts': 'export const shared = "main";\n' } : { 'docs/x.md': 'x\n' },
    );
    const result = await notifyInProcess(world, { name: 'push', ...push }, { 'drift-source': 'api' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.summary).toContain('Drift measured through the API');
    expect(parseList(result.outputs.behind)).toEqual([a]);
    expect(parseList(result.outputs.conflicting)).toEqual([c]);
    const aSeen = await seen(world, a);
    expect(aSeen.text).toContain('2 commits behind');
    expect(aSeen.text).toContain(`\`${push.after.slice(0, 7)}\``);
    const cSeen = await seen(world, c);
    expect(cSeen.labels).toEqual(['mergexo:conflict']);
    expect(cSeen.text).toContain('Which files conflict is unknown');
    expect(fake.gh.gitRequests.filter((r) => r.path.includes(world.repo.name))).toEqual([]);
  });

  it('re-asks while GitHub has not computed mergeability, then reports the PR as unknown without touching it', async () => {
    const world = await newWorld(fake);
    const a = await openPr(world, 'a');
    const push = await advanceMain(world, 1);
    world.repo.setMergeable(a, null);
    const mark = fake.gh.requests.length;
    const result = await notifyInProcess(world, { name: 'push', ...push }, { 'drift-source': 'api' });
    expect(result.exitCode).toBe(0);
    expect(parseList(result.outputs.unknown)).toEqual([a]);
    expect(writesSince(world, mark)).toEqual([]);
    const asks = fake.gh.requests.slice(mark).filter((r) => r.operation === 'mergexoRebaseMergeable');
    expect(asks).toHaveLength(4);
    expect(result.summary).toContain('not finished computing');
  });

  it('auto falls back to the API when the repository cannot be fetched, and says why', async () => {
    const world = await newWorld(fake);
    const a = await openPr(world, 'a');
    const push = await advanceMain(world, 1);
    const result = await notifyInProcess(world, { name: 'push', ...push }, {}, { serverUrl: 'http://127.0.0.1:9' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.summary).toContain('git fetch failed');
    expect(parseList(result.outputs.behind)).toEqual([a]);
    expect((await seen(world, a)).text).toContain('1 commit behind');
  });

  it('drift-source git refuses instead of guessing when the fetch fails', async () => {
    const world = await newWorld(fake);
    await openPr(world, 'a');
    const push = await advanceMain(world, 1);
    const result = await notifyInProcess(
      world,
      { name: 'push', ...push },
      { 'drift-source': 'git' },
      { serverUrl: 'http://127.0.0.1:9' },
    );
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/could not decide.*git could not fetch/);
  });
});

describe('rebase-notify tells the user what was wrong', () => {
  // The two refusals before any request share a repository they only read.
  let empty: World;
  beforeAll(async () => {
    empty = await newWorld(fake);
  });

  it('wrong event', async () => {
    const result = await notifyInProcess(
      empty,
      { name: 'workflow_dispatch' },
      {},
      { event: { name: 'issues', payload: {} } },
    );
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/does not handle the 'issues' event/);
    expect(result.outputs).toMatchObject({ behind: '[]', conflicting: '[]', notified: '[]', updated: '[]' });
  });

  it('invalid input', async () => {
    const result = await notifyInProcess(empty, { name: 'workflow_dispatch' }, { urgency: 'loud' });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain("Input 'urgency' must be one of blocking, helpful, fyi");
  });

  it('a missing permission names the permissions: entry and writes nothing', async () => {
    const world = await newWorld(fake);
    const pr = await openPr(world, 'c', { files: { 'src/shared.ts': 'export const shared = "c";\n' } });
    const push = await advanceMain(world, 1, () => ({ 'src/shared.ts': 'export const shared = "main";\n' }));
    const token = 'ghs_rebase_read_only';
    fake.gh.addToken(token, {
      login: BOT,
      type: 'Bot',
      permissions: { ...PERMISSIONS, 'pull-requests': 'read', issues: 'read' },
    });
    const result = await notify(world, { name: 'push', ...push }, {}, { token });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/Add `(pull-requests|issues): write`/);
    expect(result.errorLine?.split('\n')).toHaveLength(1);
    expect(await seen(world, pr)).toMatchObject({ labels: [], comments: 0 });
  });
});

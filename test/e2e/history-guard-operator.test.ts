// The runner's contract of history-guard's operator modes on the built bundle: list's outputs and summary, a
// refused unblock's exit code and error line, an unblock's outputs, and unblock all's. The blocks they act on are
// set up in-process (test/support/in-process/history-guard.ts); what each mode decides and writes is tested there
// (test/history-guard/operator.git.test.ts).
import { describe, expect, it } from 'vitest';
import { guardIn } from '../support/in-process/history-guard.js';
import { openWorld, operator, prState, pushCommit, useGitHub, type World } from './support/history-guard-world.js';

const gh = useGitHub();

/** A PR whose accepted head was amended away: blocked, with the expected and rewritten heads. */
async function blockedWorld(
  inRepo?: World['repo'],
  branch = 'feature',
): Promise<World & { expected: string; rewritten: string }> {
  const world = await openWorld(gh, inRepo, branch);
  await guardIn(world, 'opened');
  const expected = await pushCommit(world, 2);
  await guardIn(world);
  await world.wt.git('commit', '--amend', '-m', 'rewritten');
  await world.wt.push(branch, { force: true });
  const rewritten = (await world.repo.pull(world.pr)).headSha;
  expect((await guardIn(world)).verdict).toBe('blocked');
  return { ...world, expected, rewritten };
}

describe('history-guard operator modes', () => {
  it('lists blocked PRs, refuses an unblock while history is rewritten, unblocks one by accept-head and all restored', async () => {
    const a = await blockedWorld();
    const b = await blockedWorld(a.repo, 'second');
    const listed = await operator(a, { mode: 'list' });
    expect(listed.exitCode).toBe(0);
    expect(listed.outputs.verdict).toBe('listed');
    const blocked = JSON.parse(listed.outputs.blocked ?? '[]') as { number: number; expected: string }[];
    expect(blocked.map((x) => x.number).sort()).toEqual([a.pr, b.pr].sort());
    expect(blocked.find((x) => x.number === a.pr)?.expected).toBe(a.expected);
    expect(listed.summary).toContain(`#${a.pr}`);

    const refused = await operator(a, { mode: 'unblock', 'pull-request': String(a.pr) });
    expect(refused.exitCode).toBe(1);
    expect(refused.errorLine).toContain('history is not restored');
    expect((await prState(a)).labels).toContain('mergexo:blocked');

    const accepted = await operator(b, { mode: 'unblock', 'pull-request': String(b.pr), 'accept-head': b.rewritten });
    expect(accepted.exitCode).toBe(0);
    expect(accepted.outputs).toMatchObject({ verdict: 'unblocked', 'observed-head': b.rewritten });
    expect((await prState(b)).labels).not.toContain('mergexo:blocked');

    await b.wt.git('commit', '--amend', '-m', 'rewritten again');
    await b.wt.push('second', { force: true });
    expect((await guardIn(b)).verdict).toBe('blocked');
    await a.wt.git('fetch', 'origin', `refs/mergexo/backup/pr-${a.pr}/${a.expected}`);
    await a.wt.git('merge', '--no-edit', a.expected);
    await a.wt.push('feature');
    const all = await operator(a, { mode: 'unblock', all: 'true' });
    expect(all.exitCode).toBe(0);
    expect(JSON.parse(all.outputs.unblocked ?? '[]')).toEqual([a.pr]);
    expect((await prState(a)).labels).not.toContain('mergexo:blocked');
    expect((await prState(b)).labels).toContain('mergexo:blocked');
  });
});

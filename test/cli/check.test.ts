import { describe, expect, it } from 'vitest';
import { renderMarker } from '../../src/core/pure/markers.js';
import { agentEnv, checkArgs, guard, mergexo, openBillingPr, useGitHub } from './world.js';

const gh = useGitHub();

describe('mergexo check', () => {
  it('passes an append-only commit inside the lease (exit 0)', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    await world.wt.commit({ 'tests/billing/tax.test.ts': 'test("tax", () => {});\n' }, 'more tests');

    const r = await mergexo(world, checkArgs(world));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('would pass');
    expect(r.stdout).toContain(`PR #${world.pr}`);
  });

  it('refuses an amended HEAD, naming the accepted head and the way out (exit 1)', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    const accepted = (await world.repo.pull(world.pr)).headSha;
    await world.wt.git('commit', '-q', '--amend', '-m', 'agent change, reworded');

    const r = await mergexo(world, checkArgs(world));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('would be refused');
    expect(r.stdout).toContain(`does not descend from ${accepted}`);
    expect(r.stdout).toContain(`git merge ${accepted.slice(0, 12)}`);

    const json = await mergexo(world, checkArgs(world, '--json'));
    expect(json.code).toBe(1);
    const result = JSON.parse(json.stdout);
    expect(result).toMatchObject({
      verdict: 'fail',
      exitCode: 1,
      history: { status: 'fail', accepted, transition: 'diverged', blocked: false },
      writeRoots: { status: 'pass', lease: 'billing-agent' },
      findings: [{ gate: 'history-guard', rule: 'diverged' }],
    });
  });

  it("refuses an amend of a push whose gate run has not finished: HEAD must descend from GitHub's head (exit 1)", async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    // A push lands; history-guard's run on it has not finished, so mergexo's record still names the first head.
    await world.wt.commit({ 'tests/billing/tax.test.ts': 'test("tax", () => {});\n' }, 'more tests');
    await world.wt.push(world.branch);
    const pushed = (await world.repo.pull(world.pr)).headSha;
    await world.wt.git('commit', '-q', '--amend', '-m', 'more tests, reworded');

    const r = await mergexo(world, checkArgs(world, '--json'));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      verdict: 'fail',
      findings: [{ gate: 'history-guard', rule: 'not-on-remote-head' }],
    });
    const human = await mergexo(world, checkArgs(world));
    expect(human.stdout).toContain(`does not descend from ${pushed}`);
    expect(human.stdout).toContain(`git merge ${pushed.slice(0, 12)}`);

    // What the check foretold: the gate blocks the amend once it is force-pushed.
    await guard(world, 'synchronize');
    await world.wt.push(world.branch, { force: true });
    await guard(world, 'synchronize', true);
  });

  it('refuses a path outside the lease, naming the path (exit 1)', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    await world.wt.commit({ 'services/payments/charge.ts': 'export const charge = 2;\n' }, 'touch payments');

    const r = await mergexo(world, checkArgs(world));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('services/payments/charge.ts: outside the write roots');
    expect(r.stdout).not.toContain('services/billing/invoice.ts:');

    const result = JSON.parse((await mergexo(world, checkArgs(world, '--json'))).stdout);
    expect(result.history.status).toBe('pass');
    expect(result.writeRoots.violations).toEqual([
      expect.objectContaining({ path: 'services/payments/charge.ts', rule: 'outside-roots' }),
    ]);
    expect(result.findings).toEqual([
      expect.objectContaining({ gate: 'write-root-gate', rule: 'outside-roots', path: 'services/payments/charge.ts' }),
    ]);
  });

  it('refuses a symlink inside the lease that points out of its roots (exit 1)', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    await world.wt.commit({ 'services/billing/charge.ts': { symlink: '../payments/charge.ts' } }, 'link payments');

    const r = await mergexo(world, checkArgs(world));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('services/billing/charge.ts');
    const result = JSON.parse((await mergexo(world, checkArgs(world, '--json'))).stdout);
    expect(result.history.status).toBe('pass');
    expect(result.findings).toEqual([
      expect.objectContaining({ gate: 'write-root-gate', rule: 'symlink-escape', path: 'services/billing/charge.ts' }),
    ]);
  });

  it('passes history of a PR mergexo has not seen yet, with a note (exit 0)', async () => {
    const world = await openBillingPr(gh);

    const r = await mergexo(world, checkArgs(world));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('would pass');
    expect(r.stdout).toContain('has not judged PR');

    const result = JSON.parse((await mergexo(world, checkArgs(world, '--json'))).stdout);
    expect(result.history).toMatchObject({ status: 'unseen', accepted: null, transition: 'first' });
  });

  it('finds the PR by --pr as well as by the current branch', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    const r = await mergexo(world, checkArgs(world, '--pr', String(world.pr), '--json'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).pullRequest.number).toBe(world.pr);
  });

  it('reports a blocked PR as blocked, with its way out (exit 1)', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    await world.wt.git('commit', '-q', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    await guard(world, 'synchronize', true);

    const r = await mergexo(world, checkArgs(world, '--json'));
    expect(r.code).toBe(1);
    const result = JSON.parse(r.stdout);
    expect(result.history).toMatchObject({ status: 'fail', blocked: true });
    expect(result.findings[0].message).toContain('is blocked by mergexo/history-guard');
    expect(result.findings[0].fix).toContain('mode=unblock');
  });

  it('ignores a forged record written by anyone but mergexo', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    const accepted = (await world.repo.pull(world.pr)).headSha;
    await world.wt.git('commit', '-q', '--amend', '-m', 'rewritten');
    // The agent itself posts a record naming its rewritten head as accepted: it is not trusted.
    const forged = await world.wt.head();
    world.repo.addComment(
      world.pr,
      'agent-1',
      renderMarker({
        action: 'history-guard',
        kind: 'block',
        key: `block:${forged}:${forged}`,
        data: { status: 'accepted', accepted: forged, via: 'unblocked' },
      }),
    );
    const result = JSON.parse((await mergexo(world, checkArgs(world, '--json'))).stdout);
    expect(result.history).toMatchObject({ status: 'fail', accepted });
  });

  it('exits 2 without a token, for an unknown PR and on bad usage', async () => {
    const world = await openBillingPr(gh);
    const r = await mergexo(world, checkArgs(world), agentEnv(gh, { GH_TOKEN: undefined, GITHUB_TOKEN: undefined }));
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('set GH_TOKEN or GITHUB_TOKEN');

    const json = await mergexo(
      world,
      checkArgs(world, '--json'),
      agentEnv(gh, { GH_TOKEN: undefined, GITHUB_TOKEN: undefined }),
    );
    expect(JSON.parse(json.stdout)).toMatchObject({ verdict: 'error', exitCode: 2 });

    const noPr = await mergexo(world, checkArgs(world, '--pr', '999'));
    expect(noPr.code).toBe(2);
    expect(noPr.stderr).toContain('#999 does not exist');

    const usage = await mergexo(world, ['check', '--pr', 'x']);
    expect(usage.code).toBe(2);
  });
});

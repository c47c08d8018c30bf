// `mergexo check` on the two PRs where "first seen" is not trust: a PR from a fork (its head in another
// repository) and a head mergexo already refused. Each answer is set beside what the gates do with the push.
// The gates run in the test's process (test/support/in-process/run.ts): what they decide is the point here.
import { describe, expect, it } from 'vitest';
import { gateInProcess as gate, violationsOf } from '../write-root-gate/world.js';
import { checkArgs, guard, labelsOf, mergexo, openForkPr, refusedHeadInNewPr, useGitHub, type Run } from './world.js';

const gh = useGitHub();

function json(r: Run) {
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
}

describe('mergexo check on a PR from a fork', () => {
  it("finds the PR in the fork's parent, and judges it by the gate's lease rule: no branch glob matches a fork", async () => {
    // agent/billing/** is billing-agent's glob, but the branch is the fork's: no lease applies.
    const world = await openForkPr(gh, 'agent/billing/fork', {
      'services/billing/invoice.ts': 'export const i = 9;\n',
    });
    await guard(world, 'opened', false, 'pull_request_target');
    await world.wt.commit({ 'tests/billing/fork.test.ts': 'test("fork", () => {});\n' }, 'more');

    // The clone's origin is the fork: asked about the fork, the check finds the PR in its parent.
    const fork = `outsider/${world.repo.name}`;
    const result = json(await mergexo(world, ['check', '--repo', fork, '--json']));
    expect(result).toMatchObject({
      verdict: 'fail',
      exitCode: 1,
      repository: world.repo.fullName,
      pullRequest: { number: world.pr, headRef: 'agent/billing/fork', headRepository: fork },
      history: { status: 'pass', transition: 'ahead' },
      writeRoots: { status: 'fail', lease: 'none', roots: [] },
    });
    expect(result.writeRoots.reason).toContain('from a fork');
    const paths = result.writeRoots.violations.map((v: { path: string; rule: string }) => `${v.rule} ${v.path}`);
    expect(paths.sort()).toEqual(['no-lease services/billing/invoice.ts', 'no-lease tests/billing/fork.test.ts']);
    expect(result.notes.join('\n')).toContain(`comes from the fork ${fork}`);

    // The same PR found by the base repository and OWNER:BRANCH, and by --pr: the same answer.
    const byOwner = json(await mergexo(world, checkArgs(world, '--branch', 'outsider:agent/billing/fork', '--json')));
    const byNumber = json(await mergexo(world, checkArgs(world, '--pr', String(world.pr), '--json')));
    for (const other of [byOwner, byNumber]) {
      expect(other.pullRequest.number).toBe(world.pr);
      expect(other.writeRoots.violations).toEqual(result.writeRoots.violations);
    }

    // Pushed, the gate refuses exactly those paths.
    await world.wt.push(world.branch);
    const gated = await gate(world, 'synchronize', {
      event: {
        name: 'pull_request_target',
        payload: gh.events.pullRequest(world.repo, world.pr, 'synchronize'),
      },
    });
    expect(gated.outputs.verdict).toBe('refused');
    expect(violationsOf(gated).sort()).toEqual(['services/billing/invoice.ts', 'tests/billing/fork.test.ts']);
  });

  it('passes a fork PR a label lease covers, and still refuses a rewrite of its history', async () => {
    const world = await openForkPr(gh, 'docs-fix', { 'docs/guide.md': '# Guide, fixed\n' });
    world.repo.addLabel(world.pr, 'lease/docs');
    await guard(world, 'opened', false, 'pull_request_target');

    const pass = await mergexo(world, checkArgs(world, '--pr', String(world.pr), '--json'));
    expect(pass.code).toBe(0);
    expect(json(pass)).toMatchObject({
      verdict: 'pass',
      writeRoots: { status: 'pass', lease: 'docs-by-label', roots: ['docs'] },
      history: { status: 'pass', transition: 'identical' },
    });
    const gated = await gate(world, 'labeled', {
      event: { name: 'pull_request_target', payload: gh.events.pullRequest(world.repo, world.pr, 'labeled') },
    });
    expect(gated.outputs.verdict).toBe('pass');

    const accepted = (await world.repo.pull(world.pr)).headSha;
    await world.wt.git('commit', '-q', '--amend', '-m', 'from a fork, reworded');
    const rewrite = await mergexo(world, checkArgs(world, '--pr', String(world.pr), '--json'));
    expect(rewrite.code).toBe(1);
    expect(json(rewrite)).toMatchObject({
      history: { status: 'fail', accepted, transition: 'diverged' },
      writeRoots: { status: 'pass' },
      findings: [{ gate: 'history-guard', rule: 'diverged' }],
    });
    // And history-guard blocks the force-push to the fork.
    await world.wt.push(world.branch, { force: true });
    await guard(world, 'synchronize', true, 'pull_request_target');
    expect(await labelsOf(world)).toContain('mergexo:blocked');
  });
});

describe('mergexo check on a head mergexo already refused', () => {
  it('refuses the refused commit as the first head of another PR, as history-guard does', async () => {
    const { b, refused } = await refusedHeadInNewPr(gh);

    const before = await mergexo(b, checkArgs(b, '--json'));
    expect(before.code).toBe(1);
    const result = json(before);
    expect(result).toMatchObject({
      pullRequest: { number: b.pr },
      head: refused,
      history: { status: 'fail', accepted: null, transition: 'first', blocked: false },
      findings: [{ gate: 'history-guard', rule: 'refused-head' }],
    });
    expect(result.findings[0].message).toContain('mergexo already refused this commit');

    // history-guard, run on PR B, agrees: blocked on the refusal.
    await guard(b, 'opened', true);
    expect(await labelsOf(b)).toContain('mergexo:blocked');
    const after = json(await mergexo(b, checkArgs(b, '--json')));
    expect(after.history).toMatchObject({ status: 'fail', blocked: true });
    expect(after.findings).toEqual([expect.objectContaining({ rule: 'blocked' })]);
    expect(after.findings[0].fix).toContain('accept-head');
  });

  it('keeps refusing a push on top of the refused head once the PR is blocked, as history-guard does', async () => {
    const { b, refused } = await refusedHeadInNewPr(gh);
    await guard(b, 'opened', true);

    const next = await b.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.25;\n' }, 'on top');
    const r = await mergexo(b, checkArgs(b, '--json'));
    expect(r.code).toBe(1);
    expect(json(r)).toMatchObject({
      head: next,
      history: { status: 'fail', accepted: refused, transition: 'ahead', blocked: true },
      writeRoots: { status: 'pass' },
      findings: [{ gate: 'history-guard', rule: 'blocked' }],
    });

    await b.wt.push(b.branch);
    await guard(b, 'synchronize', true);
    expect(await labelsOf(b)).toContain('mergexo:blocked');
  });

  it('passes a new commit on top of a refused head in a PR mergexo has not judged, as history-guard does', async () => {
    // history-guard's witness looks for a refusal on the head itself: a new commit carries none, and is the
    // PR's first head. The check must not answer stricter (or looser) than the gate.
    const { b } = await refusedHeadInNewPr(gh);
    const next = await b.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.25;\n' }, 'on top');
    const r = await mergexo(b, checkArgs(b, '--json'));
    expect(r.code).toBe(0);
    expect(json(r)).toMatchObject({ head: next, history: { status: 'unseen', transition: 'first' } });

    await b.wt.push(b.branch);
    await guard(b, 'opened');
    expect(await labelsOf(b)).not.toContain('mergexo:blocked');
  });
});

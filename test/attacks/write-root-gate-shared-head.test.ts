// Attack class 1, write-root-gate: a check is written on a commit, and a commit can head several
// PRs. The agent opens a second PR with the same head against a base branch it pushed itself,
// one that already contains the escaping commit, so the second PR's own diff is in bounds.
// Judged in-process on the fake GitHub and real git (test/support/in-process/write-root-gate.ts): the attack fails on what
// a user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { describe, expect, it } from 'vitest';
import { gateIn } from '../support/in-process/write-root-gate.js';
import { CHECK, LABEL, openPr, useGitHub, type World } from '../write-root-gate/world.js';
import { newestCheck } from './support.js';

const gh = useGitHub();

/** The check branch protection reads: the newest run of the name on the commit. */
const latestCheck = (world: World, sha: string) => newestCheck(world.repo, sha, CHECK);

/**
 * PR 1: an escape (secrets/) and then an in-bounds commit, on a billing branch: refused. The
 * agent pushes the escaping commit as a branch of its own and opens PR 2 from a second billing
 * branch at the same head into it: PR 2's diff is the in-bounds commit alone.
 */
async function twoPulls(): Promise<{ first: World; second: World; head: string }> {
  const first = await openPr(gh, { 'secrets/key.pem': 'stolen\n' });
  await first.wt.push(first.branch, { to: 'agent/billing/base' });
  const head = await first.wt.commit({ 'services/billing/invoice.ts': 'export const invoice = 3;\n' }, 'in bounds');
  await first.wt.push(first.branch);
  await first.wt.push(first.branch, { to: 'agent/billing/again' });
  const pr = await first.repo.openPullRequest({
    head: 'agent/billing/again',
    base: 'agent/billing/base',
    author: 'agent-1',
    title: 'Looks harmless',
  });
  return { first, second: { ...first, pr: pr.number, branch: 'agent/billing/again' }, head };
}

describe('attack: a second PR on the same head against a base the agent pushed', () => {
  it('the refused head stays red when the second PR is judged after the first', async () => {
    const { first, second, head } = await twoPulls();
    expect((await gateIn(first)).verdict).toBe('refused');
    expect(latestCheck(first, head)?.conclusion).toBe('failure');
    const result = await gateIn(second);
    expect(result.verdict).toBe('refused');
    expect(result.sharedWith?.map((p) => p.number)).toContain(first.pr);
    const check = latestCheck(first, head);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toContain(`#${first.pr}`);
    // Judging the second PR re-judged the first: still quarantined, one comment.
    expect(first.repo.labelsOf(first.pr)).toContain(LABEL);
    expect(first.repo.comments(first.pr).filter((c) => c.body.includes('"kind":"quarantine"'))).toHaveLength(1);
  });

  it('the head does not turn green when the second PR is judged first', async () => {
    const { first, second, head } = await twoPulls();
    const result = await gateIn(second);
    expect(result.verdict).toBe('refused');
    expect(latestCheck(first, head)?.conclusion).toBe('failure');
    expect(first.repo.labelsOf(first.pr)).toContain(LABEL);
    expect(first.repo.labelsOf(second.pr)).not.toContain(LABEL);
  });

  it('once the refused PR is closed, the commit is judged for the PRs that remain', async () => {
    const { first, second, head } = await twoPulls();
    await gateIn(first);
    await first.repo.closePullRequest(first.pr);
    const result = await gateIn(second);
    expect(result.verdict).toBe('pass');
    expect(latestCheck(first, head)?.conclusion).toBe('success');
    // Reopening the refused PR re-judges it, and the commit goes red again.
    await first.repo.reopenPullRequest(first.pr);
    expect((await gateIn(first)).verdict).toBe('refused');
    expect(latestCheck(first, head)?.conclusion).toBe('failure');
  });
});

// The reviewers mode under GITHUB_TOKEN, with a team in 'ready-reviewers': GitHub refuses every team request
// made with GITHUB_TOKEN, and refuses the whole request with it (docs/github-behaviour.md). The users are still
// asked, the verdict stands, and the step fails with one line that blames the token, not the collaborators.
// main.ts runs in the test's process (../support/in-process/run.ts); the bundle's paths: test/e2e/ci-wait.test.ts.
import { describe, expect, it } from 'vitest';
import { ciWaitInProcess as ciWait, head, openWorld, useGitHub } from './world.js';

const gh = useGitHub();
const MARK = { 'ready-mark': 'label, reviewers', 'ready-reviewers': 'maya, acme/core' };

describe('ci-wait ready-mark reviewers with a team, under GITHUB_TOKEN', () => {
  it('asks the users, explains the team refusal truthfully, and keeps the verdict', async () => {
    const w = await openWorld(gh);
    w.repo.setRole('maya', 'write');
    w.repo.addTeam('core');
    const sha = await head(w);
    w.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });

    const result = await ciWait(w, { inputs: MARK });
    // The configuration error is the outcome; the verdict on the head was written before the mark.
    expect(result.outputs.outcome, result.stdout).toBe('error');
    const pr = w.repo.pulls.get(w.pr)!;
    expect((pr.requestedReviewers ?? []).map((u) => u.login)).toEqual(['maya']);
    expect(pr.requestedTeams ?? []).toEqual([]);
    expect(w.repo.labelsOf(w.pr)).toEqual(['mergexo:ready']);
    const verdict = w.repo.checkRuns(sha).find((c) => c.name === 'mergexo/ci-wait');
    expect(verdict?.conclusion).toBe('success');
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('GitHub refused to request a review from acme/core');
    expect(result.errorLine).toContain('Could not resolve to a node');
    expect(result.errorLine).toContain('GITHUB_TOKEN never can');
    expect(result.errorLine).not.toContain('must be a collaborator');

    // A re-run asks maya no second time, and says the same.
    const again = await ciWait(w, { inputs: MARK });
    expect(again.errorLine).toContain('acme/core');
    expect(w.repo.timelineEvents(w.pr, ['ReviewRequestedEvent'])).toHaveLength(1);
  });
});

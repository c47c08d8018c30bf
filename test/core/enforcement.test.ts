// Observe mode at the core: the PR gateway's writers write nothing through an observing client, its verdict
// writer writes the neutral, "would have" form, and the client itself refuses any other write, so a writer
// added later that forgets to ask cannot change a PR.
import { describe, expect, it } from 'vitest';
import { ObserveBreachError, guardObserving } from '../../src/core/github/observe-guard.js';
import { isObserving, observedTitle } from '../../src/core/enforcement.js';
import { writeVerdict } from '../../src/core/pr/checks.js';
import { upsertComment } from '../../src/core/pr/comments.js';
import { addLabel } from '../../src/core/pr/labels.js';
import { readPull } from '../../src/core/pr/read.js';
import { keepReachable } from '../../src/core/refs.js';
import { newWorld, useGitHub } from './pr/world.js';

const gh = useGitHub();

describe('observe mode in core', () => {
  it("core's writers write nothing but a neutral verdict titled with what enforcement would have done", async () => {
    const world = await newWorld(gh);
    guardObserving(world.client);
    expect(isObserving(world.client)).toBe(true);
    const view = await readPull(world.github, world.ref, world.pr);
    const from = gh.requests.length;
    expect(await addLabel(world.github, world.ref, view, 'mergexo:blocked')).toBe(false);
    const marker = { action: 'history-guard', kind: 'block', key: world.head };
    expect(await upsertComment(world.github, world.ref, view, marker, 'blocked')).toBe('unchanged');
    await keepReachable(world.github, world.ref, 'refs/mergexo/backup/pr-1/x', world.head);
    await writeVerdict(world.github, world.ref, {
      name: 'mergexo/history-guard',
      headSha: world.head,
      conclusion: 'failure',
      title: 'Blocked: history rewritten (diverged)',
      summary: 'The head does not descend from the accepted one.',
    });
    const writes = gh.requests.slice(from).filter((r) => r.kind === 'write');
    expect(writes.map((r) => r.operation)).toEqual(['POST /repos/{owner}/{repo}/check-runs']);
    const pr = await world.repo.pull(world.pr);
    expect(pr.labels).toEqual([]);
    expect(pr.comments).toEqual([]);
    expect(Object.keys(await world.repo.refs()).filter((r) => r.startsWith('refs/mergexo/'))).toEqual([]);
    const [check] = world.repo.checkRuns(world.head);
    expect(check?.conclusion).toBe('neutral');
    expect(check?.output.title).toBe(observedTitle('failure', 'Blocked: history rewritten (diverged)'));
    expect(check?.output.title).toMatch(/^Would fail: Blocked/);
    expect(check?.output.summary).toMatch(/^\*\*Observe mode\*\*/);
  });

  it('the observing client refuses a write no writer skipped, and a verdict that is not neutral', async () => {
    const world = await newWorld(gh);
    guardObserving(world.client);
    const from = gh.requests.length;
    await expect(
      world.client.rest.issues.addLabels({ ...world.ref, issue_number: world.pr, labels: ['x'] }),
    ).rejects.toThrow(ObserveBreachError);
    await expect(
      world.client.graphql('mutation { mergePullRequest(input: {pullRequestId: "x"}) { clientMutationId } }'),
    ).rejects.toThrow(ObserveBreachError);
    await expect(
      world.client.rest.checks.create({
        ...world.ref,
        name: 'mergexo/history-guard',
        head_sha: world.head,
        status: 'completed',
        conclusion: 'success',
      }),
    ).rejects.toThrow(/observe mode tried to write a 'success' check run/);
    expect(gh.requests.slice(from)).toEqual([]);
    // Reads still go through.
    expect((await world.client.rest.pulls.get({ ...world.ref, pull_number: world.pr })).data.number).toBe(world.pr);
  });
});

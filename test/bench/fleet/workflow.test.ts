// The jobs of an event as the fleet derives them from the workflow files themselves: the reusable workflows' `if:`,
// concurrency, permissions and `with:`, and the root action's job in examples/caller.yml.
import { describe, expect, it } from 'vitest';
import { reusableWorkflowJobs, rootActionJob, type FleetEvent } from '../../../bench/fleet/workflow.js';

const event = (action: string): FleetEvent => ({
  name: 'pull_request_target',
  payload: { action, pull_request: { number: 7, head: { sha: 'a'.repeat(40) } } },
  runId: 42,
});
const TOKENS = { github: 'ghs_job' };

describe('which jobs a push starts', () => {
  it('under GITHUB_TOKEN: one gates job running history-guard then write-root-gate, with the job permissions', () => {
    const jobs = reusableWorkflowJobs('mergexo.yml', {}, event('synchronize'), TOKENS);
    expect(jobs.map((j) => [j.name, j.group, j.cancelInProgress])).toEqual([['gates', 'mergexo-gates-7', false]]);
    const gates = jobs[0]!;
    expect(gates.permissions).toEqual({
      checks: 'write',
      'pull-requests': 'write',
      contents: 'write',
      issues: 'write',
    });
    expect(gates.parts.map((p) => p.part)).toEqual(['history-guard', 'write-root-gate']);
    expect(gates.parts[1]!.inputs).toMatchObject({
      'github-token': 'ghs_job',
      'check-name': 'mergexo/write-root-gate',
      'lease-file': '.github/mergexo.yml',
      enforcement: 'enforce',
    });
  });

  it('a label starts the gates job too; wait-for-ci adds ci-wait', () => {
    expect(reusableWorkflowJobs('mergexo.yml', {}, event('labeled'), TOKENS).map((j) => j.name)).toEqual(['gates']);
    expect(
      reusableWorkflowJobs('mergexo.yml', { 'wait-for-ci': true }, event('synchronize'), TOKENS).map((j) => j.name),
    ).toEqual(['gates', 'ci-wait']);
  });

  it("as an App: each step's minted token and the permissions it is minted with", () => {
    const jobs = reusableWorkflowJobs(
      'mergexo-app.yml',
      { 'app-id': '1', environment: 'mergexo' },
      event('synchronize'),
      { github: 'ghs_job', app: 'ghs_app' },
    );
    expect(jobs[0]!.parts.map((p) => p.inputs['github-token'])).toEqual(['ghs_app', 'ghs_app']);
    expect(jobs[0]!.permissions).toMatchObject({ checks: 'write', 'pull-requests': 'write', contents: 'write' });
  });

  it('the root action: one job per event, its parts one after another, in the example concurrency group', () => {
    const job = rootActionJob(event('synchronize'), { enforcement: 'enforce' }, TOKENS)!;
    expect([job.group, job.cancelInProgress]).toEqual(['mergexo-7', false]);
    expect(job.parts.map((p) => p.part)).toEqual(['history-guard', 'write-root-gate']);
    expect(job.parts[0]!.inputs).toMatchObject({ 'github-token': 'ghs_job', enforcement: 'enforce' });
    expect(job.permissions).toMatchObject({ checks: 'write', 'pull-requests': 'write' });
  });
});

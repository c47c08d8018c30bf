// How the fleet starts jobs, as GitHub Actions does: one running and one pending job per concurrency group, a newer
// pending job cancelling the older, cancel-in-progress cancelling the running one, at most `runners` at once.
import { describe, expect, it } from 'vitest';
import { ActionsModel, type ModelJob } from '../../../bench/fleet/actions-model.js';

let ids = 0;
const job = (group: string, cancelInProgress = false): ModelJob => ({
  id: ++ids,
  group,
  cancelInProgress,
  cancelled: false,
  state: 'pending',
});

/** A model whose jobs run until the test ends them. */
function model(runners: number) {
  const running = new Map<number, () => void>();
  const stopped: number[] = [];
  const m = new ActionsModel<ModelJob>(
    runners,
    (j) => new Promise<void>((resolve) => running.set(j.id, resolve)),
    (j) => stopped.push(j.id),
  );
  const end = async (j: ModelJob) => {
    running.get(j.id)!();
    running.delete(j.id);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { m, running, stopped, end };
}

describe('the jobs of many events', () => {
  it('one job of a group runs; a newer pending job cancels the older pending one', async () => {
    const { m, running, end } = model(10);
    const [a, b, c] = [job('pr-1'), job('pr-1'), job('pr-1')];
    m.submit(a);
    m.submit(b);
    m.submit(c);
    expect([...running.keys()]).toEqual([a.id]);
    expect([b.cancelled, b.state, c.state]).toEqual([true, 'done', 'pending']);
    await end(a);
    expect([...running.keys()]).toEqual([c.id]);
    await end(c);
    expect(m.idle).toBe(true);
  });

  it('cancel-in-progress stops the running job, then runs the new one', async () => {
    const { m, running, stopped, end } = model(10);
    const [a, b] = [job('gate-1', true), job('gate-1', true)];
    m.submit(a);
    m.submit(b);
    expect(a.cancelled).toBe(true);
    expect(stopped).toEqual([a.id]);
    expect([...running.keys()]).toEqual([a.id]);
    await end(a);
    expect([...running.keys()]).toEqual([b.id]);
  });

  it('other groups run side by side up to the runners; the rest wait in order; peak counts them', async () => {
    const { m, running, end } = model(2);
    const jobs = [job('x'), job('y'), job('z')];
    for (const j of jobs) m.submit(j);
    expect([...running.keys()]).toEqual([jobs[0]!.id, jobs[1]!.id]);
    expect(jobs[2]!.state).toBe('queued');
    await end(jobs[0]!);
    expect([...running.keys()]).toEqual([jobs[1]!.id, jobs[2]!.id]);
    expect(m.peak).toBe(2);
  });

  it('once the queue closes, no job that was waiting or comes later starts; running ones go on', async () => {
    const { m, running, end } = model(1);
    const [a, b, c] = [job('p'), job('q'), job('p')];
    m.submit(a);
    m.submit(b);
    m.submit(c);
    m.closeQueue();
    const late = job('r');
    m.submit(late);
    expect([b.cancelled, c.cancelled, late.cancelled, a.cancelled]).toEqual([true, true, true, false]);
    await end(a);
    expect([...running.keys()]).toEqual([]);
    expect(m.idle).toBe(true);
  });
});

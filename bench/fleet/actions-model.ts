// How GitHub Actions starts the jobs of many events at once: each job waits for its concurrency group (one running
// and one pending per group: a newer pending job cancels the older one, and with cancel-in-progress the running one
// too; GitHub Docs, "Control the concurrency of workflows and jobs"), then for a runner (GitHub-hosted runners run
// at most a plan's number of jobs at once: 20 on Free, 60 on Team, 500 on Enterprise; GitHub Docs, "Actions
// limits"). A cancelled job stops at its next request, as a job does when its runner is stopped.

export interface ModelJob {
  readonly id: number;
  readonly group: string;
  readonly cancelInProgress: boolean;
  cancelled: boolean;
  state: 'pending' | 'queued' | 'running' | 'done';
}

interface Group<J> {
  /** The job that holds the group: queued for a runner or running. */
  active?: J;
  pending?: J;
}

export class ActionsModel<J extends ModelJob> {
  private readonly groups = new Map<string, Group<J>>();
  private readonly queue: J[] = [];
  private running = 0;
  private closed = false;
  /** Jobs started on a runner, most at once. */
  peak = 0;

  constructor(
    private readonly runners: number,
    private readonly start: (job: J) => Promise<void>,
    private readonly cancelRunning: (job: J) => void,
  ) {}

  /** No job pending, queued or running. */
  get idle(): boolean {
    return this.running === 0 && this.queue.length === 0 && [...this.groups.values()].every((g) => !g.active);
  }

  /** Cancels every job no runner has taken yet, and every later one; running jobs go on to their end. */
  closeQueue(): void {
    this.closed = true;
    for (const group of this.groups.values()) if (group.pending) this.cancel(group.pending);
    for (const job of this.queue.splice(0)) {
      job.cancelled = true;
      this.finish(job);
    }
  }

  submit(job: J): void {
    if (this.closed) {
      job.cancelled = true;
      job.state = 'done';
      return;
    }
    const group: Group<J> = this.groups.get(job.group) ?? {};
    this.groups.set(job.group, group);
    if (group.pending) this.cancel(group.pending);
    if (!group.active) {
      this.activate(group, job);
      return;
    }
    if (job.cancelInProgress) this.cancel(group.active);
    group.pending = job;
  }

  private activate(group: Group<J>, job: J): void {
    group.active = job;
    job.state = 'queued';
    this.queue.push(job);
    this.pump();
  }

  /** Stops a running job, as cancelling its run does. */
  stop(job: J): void {
    if (job.state === 'running') this.cancel(job);
  }

  private cancel(job: J): void {
    job.cancelled = true;
    const group = this.groups.get(job.group)!;
    if (group.pending === job) {
      group.pending = undefined;
      job.state = 'done';
    } else if (job.state === 'running') {
      this.cancelRunning(job);
    }
    // A queued job leaves when a runner would have taken it.
  }

  private pump(): void {
    while (this.running < this.runners && this.queue.length > 0) {
      const job = this.queue.shift()!;
      if (job.cancelled) {
        this.finish(job);
        continue;
      }
      job.state = 'running';
      this.running++;
      this.peak = Math.max(this.peak, this.running);
      void this.start(job).finally(() => {
        this.running--;
        this.finish(job);
        this.pump();
      });
    }
  }

  private finish(job: J): void {
    job.state = 'done';
    const group = this.groups.get(job.group)!;
    if (group.active === job) group.active = undefined;
    const next = group.pending;
    if (!group.active && next) {
      group.pending = undefined;
      this.activate(group, next);
    }
  }
}

// One simulated hour of a fleet: N agents, each with an open pull request, push M times an hour; every push is a
// `pull_request_target` synchronize event whose jobs start as GitHub would start them (`./workflow.ts`,
// `./actions-model.ts`) and run mergexo's own code in this process (`./actions.ts`) against the fake GitHub, with
// GitHub's budgets for the setup's identity enforced and time simulated (`./virtual-time.ts`).
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FakeGitHub, type LoggedRequest, type TokenOptions } from '../../fake-github/index.js';
import type { RunContext } from '../../src/core/run-context.js';
import { ActionsModel, type ModelJob } from './actions-model.js';
import { runPart, type PartOutcome } from './actions.js';
import { VirtualTime } from './virtual-time.js';
import { moveBranch, openPullRequests, REPO, type FleetWorld } from './world.js';
import {
  checkNameOf,
  reusableWorkflowJobs,
  rootActionJob,
  type FleetEvent,
  type JobPlan,
  type Part,
} from './workflow.js';

/** How mergexo is set up: which workflow or job runs it, and as whom. */
export interface Setup {
  label: string;
  /** The setup's name on the command line (`--setups=app,root`). */
  key: 'token' | 'app' | 'root';
  kind: 'reusable' | 'root';
  /** The reusable workflow's file (`kind: 'reusable'`). */
  workflow?: string;
  identity: 'github-token' | 'app';
}

export const SETUPS: readonly Setup[] = [
  {
    label: 'GITHUB_TOKEN quick start',
    key: 'token',
    kind: 'reusable',
    workflow: 'mergexo.yml',
    identity: 'github-token',
  },
  { label: 'own App', key: 'app', kind: 'reusable', workflow: 'mergexo-app.yml', identity: 'app' },
  { label: 'root action', key: 'root', kind: 'root', identity: 'github-token' },
];

/** The fleet sizes the bench plays. */
export const AGENTS = [10, 50, 200];
/** Each agent pushes every six minutes (the example: ten agents pushing ten times an hour). */
export const PUSHES_PER_HOUR = 10;
/** GitHub-hosted runners on the Team plan run 60 jobs at once (GitHub Docs, "Actions limits"). */
export const RUNNERS = 60;

export interface FleetOptions {
  setup: Setup;
  agents: number;
  pushesPerHour: number;
  /** Jobs GitHub runs at once for the repository's plan. */
  runners: number;
  seed?: number;
  /** An hour's REST requests and GraphQL points for the identity, instead of GitHub's (tests use a small one). */
  hourly?: number;
}

export interface Push {
  agent: number;
  pr: number;
  sha: string;
  at: number;
}

export interface JobRecord extends ModelJob {
  plan: JobPlan;
  event: FleetEvent;
  /** Each part's token and outcome, in order. */
  parts: Array<{ part: Part; token: string; outcome?: PartOutcome }>;
}

export interface HourResult {
  options: FleetOptions;
  start: number;
  end: number;
  pushes: Push[];
  /** When each head got each verdict (check name to virtual epoch ms): its first successful check. */
  verdicts: Map<string, Map<string, number>>;
  /** The check names a synchronize event's jobs write. */
  required: string[];
  jobs: JobRecord[];
  requests: LoggedRequest[];
  peakRunners: number;
  realMs: number;
}

const HOUR = 3_600_000;
const APP = 'mergexo-fleet';

/** A small seeded generator, so every run of the bench plays the same hour. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function playHour(options: FleetOptions): Promise<HourResult> {
  const realStart = performance.now();
  const gh = await FakeGitHub.start();
  // Each job's RUNNER_TEMP, where its steps share their reads.
  const runnerTemp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-fleet-'));
  try {
    const world = await openPullRequests(gh, options.agents, options.pushesPerHour);
    const fleet = new Fleet(gh, world, options, runnerTemp);
    // The first run of each job loads the modules a run loads lazily, which the simulated clock cannot see being
    // loaded: a warm-up push to a pull request of its own, with a budget of its own, before the hour.
    await fleet.warmUp();
    gh.resetLog();
    return await fleet.play(realStart);
  } finally {
    await gh.stop();
    rmSync(runnerTemp, { recursive: true, force: true });
  }
}

/** The jobs of the fleet's events, run as GitHub would start them, and what they leave. */
class Fleet {
  private readonly current = new AsyncLocalStorage<JobRecord>();
  private readonly jobs: JobRecord[] = [];
  private readonly verdicts = new Map<string, Map<string, number>>();
  private readonly required: string[] = [];
  private readonly payloads = new Map<number, Record<string, unknown>>();
  private tokens = 0;
  private runs = 0;
  private parts = 0;

  constructor(
    private readonly gh: FakeGitHub,
    private readonly world: FleetWorld,
    private readonly options: FleetOptions,
    private readonly runnerTemp: string,
  ) {
    gh.onWrite((w) => {
      if (!/check-runs/.test(w.operation)) return;
      // Every push of the fleet is inside its lease and appends to its branch: its verdicts are successes. A check
      // that says the gate could not decide is no verdict.
      const run = w.body as { head_sha?: string; name?: string; status?: string; conclusion?: string };
      if (!run.head_sha || !run.name || run.status !== 'completed' || run.conclusion !== 'success') return;
      const seen = this.verdicts.get(run.head_sha) ?? new Map<string, number>();
      if (!seen.has(run.name)) seen.set(run.name, Date.now());
      this.verdicts.set(run.head_sha, seen);
    });
  }

  /**
   * The synchronize event of a push to pull request `pr`. Its payload is GitHub's (the fake's webhook builder), built
   * once per pull request, each push setting its head, `before` and `after`: what a run reads of it. Building it
   * anew for every push would run git for the pull request's stats, which no mergexo run reads.
   */
  private synchronize(pr: number, before: string, after: string): FleetEvent {
    let base = this.payloads.get(pr);
    if (!base) {
      base = this.gh.events.pullRequest(this.world.repo, pr, 'synchronize', { before, after }) as Record<
        string,
        unknown
      >;
      this.payloads.set(pr, base);
    }
    const payload = structuredClone(base) as Record<string, unknown> & {
      pull_request: { head: { sha: string }; updated_at: string };
    };
    payload.before = before;
    payload.after = after;
    payload.pull_request.head.sha = after;
    payload.pull_request.updated_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return { name: 'pull_request_target', payload, runId: ++this.runs };
  }

  /** The setup's jobs for a synchronize event on pull request `pr`, each part with a token of its own. */
  private jobsFor(pr: number, before: string, after: string, budget: Partial<TokenOptions>): JobRecord[] {
    const event = this.synchronize(pr, before, after);
    const n = ++this.tokens;
    const { setup } = this.options;
    const names = { github: `ghs_fleet_${n}`, ...(setup.identity === 'app' ? { app: `ghs_app_${n}` } : {}) };
    let plans: JobPlan[];
    if (setup.kind === 'root') {
      const plan = rootActionJob(event, { enforcement: 'enforce' }, names);
      plans = plan ? [plan] : [];
    } else {
      const app = setup.identity === 'app' ? { 'app-id': '1', environment: 'mergexo' } : {};
      plans = reusableWorkflowJobs(setup.workflow!, app, event, names);
    }
    return plans.map((plan) => ({
      id: this.jobs.length + 1,
      group: plan.group,
      cancelInProgress: plan.cancelInProgress,
      cancelled: false,
      state: 'pending' as const,
      plan,
      event,
      // Every job gets a token of its own (and so does each part of the root action's job, to tell them apart in
      // the log): the same identity and budget.
      parts: plan.parts.map((p) => {
        const token = `${p.inputs['github-token']}_${++this.parts}`;
        this.gh.addToken(token, { ...this.identity(), permissions: plan.permissions, ...budget });
        return { part: p.part, token };
      }),
    }));
  }

  /** Who the setup's jobs act as, and the budget they share. */
  private identity(): TokenOptions {
    const hourly = this.options.hourly === undefined ? {} : { rateLimit: this.options.hourly };
    if (this.options.setup.identity === 'app')
      return { login: `${APP}[bot]`, type: 'Bot', app: APP, budget: `installation:${APP}`, ...hourly };
    return { login: 'github-actions[bot]', type: 'Bot', app: 'github-actions', budget: `repo:${REPO}`, ...hourly };
  }

  async warmUp(): Promise<void> {
    const pr = this.world.prs.at(-1)!;
    const head = (await this.world.repo.pull(pr)).headSha;
    for (const job of this.jobsFor(pr, head, head, { budget: 'warm-up' })) await this.runJob(job);
  }

  async play(realStart: number): Promise<HourResult> {
    const { options, world } = this;
    const start = Math.ceil(Date.now() / 60_000) * 60_000;
    const vt = new VirtualTime(start, () => this.current.getStore());
    vt.install();
    try {
      this.gh.setClock(() => Date.now());
      this.gh.secondaryLimits('github');
      const through = globalThis.fetch;
      // A cancelled job's runner is gone: its next request never leaves.
      globalThis.fetch = (input, init) => {
        if (this.current.getStore()?.cancelled) return Promise.reject(new Error('the job was cancelled'));
        return through(input, init);
      };
      const model = new ActionsModel<JobRecord>(
        options.runners,
        (job) => this.current.run(job, () => this.runJob(job)).finally(() => vt.clearOwnedBy(job)),
        (job) => vt.wakeOwnedBy(job),
      );
      const pushes: Push[] = [];
      const push = (agent: number, n: number): void => {
        const pr = world.prs[agent]!;
        const before = world.heads[agent]!;
        const sha = world.commits[agent]![n]!;
        moveBranch(world.repo.gitDir, `agent/a${agent}`, sha);
        world.heads[agent] = sha;
        pushes.push({ agent, pr, sha, at: Date.now() });
        for (const job of this.jobsFor(pr, before, sha, {})) {
          for (const p of job.plan.parts) {
            const name = checkNameOf(p.part, p.inputs);
            if (!this.required.includes(name)) this.required.push(name);
          }
          this.jobs.push(job);
          model.submit(job);
        }
      };

      // Each agent pushes every 1/M hour, from a phase of its own.
      const next = random(options.seed ?? 31);
      const interval = HOUR / options.pushesPerHour;
      const failures: unknown[] = [];
      for (let agent = 0; agent < options.agents; agent++) {
        const phase = Math.floor(next() * interval);
        for (let n = 0; n < options.pushesPerHour; n++) {
          setTimeout(
            () => {
              try {
                push(agent, n);
              } catch (e) {
                failures.push(e);
              }
            },
            phase + n * interval,
          );
        }
      }
      // Where the hour is, every ten simulated minutes (an hour of a big fleet takes a while to play).
      const label = `${options.setup.label}, ${options.agents} agents`;
      for (let minute = 10; minute < 60; minute += 10)
        setTimeout(() => {
          const seconds = Math.round((performance.now() - realStart) / 1000);
          process.stderr.write(`bench: fleet, ${label}: ${minute} of 60 minutes played in ${seconds} s\n`);
        }, minute * 60_000);
      // The hour is over: what it did not decide it did not decide. Jobs still waiting (for a runner, or for the
      // next hour's budget) are cancelled and stop at their next request.
      let over = false;
      setTimeout(() => {
        over = true;
        model.closeQueue();
        for (const job of this.jobs) if (job.state === 'running') model.stop(job);
      }, HOUR);
      await vt.run(() => failures.length > 0 || (over && model.idle));
      if (failures.length > 0) throw failures[0];
      return {
        options,
        start,
        end: start + HOUR,
        pushes,
        verdicts: this.verdicts,
        required: this.required,
        jobs: this.jobs,
        requests: [...this.gh.requests],
        peakRunners: model.peak,
        realMs: performance.now() - realStart,
      };
    } finally {
      vt.uninstall();
    }
  }

  private async runJob(job: JobRecord): Promise<void> {
    const { gh, world } = this;
    const event: RunContext = {
      eventName: job.event.name,
      payload: job.event.payload as RunContext['payload'],
      owner: world.repo.owner,
      repo: world.repo.name,
      apiUrl: gh.apiUrl,
      serverUrl: gh.serverUrl,
      actor: String((job.event.payload.sender as { login?: string } | undefined)?.login ?? ''),
      ref: 'refs/heads/main',
      runId: String(job.event.runId),
      job: job.plan.name,
      workflow: 'mergexo',
    };
    for (const [i, p] of job.plan.parts.entries()) {
      if (job.cancelled) return;
      const slot = job.parts[i]!;
      slot.outcome = await runPart({
        part: p.part,
        inputs: { ...p.inputs, 'github-token': slot.token },
        event,
        gitServer: world.gitServer,
        job: { runnerTemp: path.join(this.runnerTemp, `job-${job.id}`), key: `job-${job.id}` },
        log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
      });
    }
  }
}

// One action's run inside the fleet's process: what `src/<action>/main.ts` does for a pull request event, through the
// same shell functions, settings parser, client and port, with a log of its own instead of the runner's stdout (a
// bundle started per run would cost a second of real time; here a run costs only its requests and its git). Keep
// each in step with its main.ts: what the bench measures is what these call.
import { DEFAULT_MAX_WAIT_SECONDS } from '../../src/core/github/wait-budget.js';
import { createGitHubClient } from '../../src/core/github/client.js';
import { JobReads } from '../../src/core/github/job-reads.js';
import { octokitGitHub } from '../../src/core/github/octokit/index.js';
import { scaledClock } from '../../src/core/clock.js';
import { errorMessage } from '../../src/core/pure/errors.js';
import { pullRequestNumberOf, type RunContext } from '../../src/core/run-context.js';
import type { Logger, ShellContext } from '../../src/core/shell.js';
import type { Part } from './workflow.js';

/** What a part's run needs: its inputs as the runner hands them over, the event, and where GitHub is. */
export interface PartRun {
  part: Part;
  inputs: Record<string, string>;
  event: RunContext;
  log: Logger;
  /**
   * Where write-root-gate's scratch repository fetches from, when not the event's server: git traffic costs nothing
   * against GitHub's budgets, so the fleet lets git read the fake's repository directly rather than over HTTP.
   */
  gitServer?: string;
  /**
   * The job's RUNNER_TEMP and its key: the steps of one job share their reads there (`src/core/github/job-reads.ts`),
   * as the runner's steps do under the job's one token (each part has a token of its own here, to tell them apart).
   */
  job?: { runnerTemp: string; key: string };
}

export type PartOutcome = { ok: true } | { ok: false; reason: string };

/** The shell context `shellContext` builds (`src/core/shell.ts`): the client and port on the run's token. */
function shell(run: PartRun, token: string, enforcement: 'enforce' | 'observe'): ShellContext {
  const client = createGitHubClient({
    token,
    apiUrl: run.event.apiUrl,
    userAgent: `mergexo/${run.part}`,
    timeScale: 1,
    maxWaitSeconds: DEFAULT_MAX_WAIT_SECONDS,
    log: (m) => run.log.info(m),
    ...(run.job ? { shared: JobReads.forJob(run.job.runnerTemp, run.job.key) } : {}),
  });
  return {
    github: octokitGitHub(client),
    repo: { owner: run.event.owner, repo: run.event.repo },
    log: run.log,
    clock: scaledClock(1),
    enforcement,
  };
}

const reader =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    (inputs[name] ?? '').trim();

async function historyGuard(run: PartRun): Promise<PartOutcome> {
  const { parseSettings } = await import('../../src/history-guard/settings.js');
  const { guardPullRequest } = await import('../../src/history-guard/shell.js');
  const settings = parseSettings(reader(run.inputs), run.event.eventName);
  const number = pullRequestNumberOf(run.event, 'history-guard', 'guards pull request events');
  const ctx = { ...shell(run, settings.token, settings.enforcement), event: run.event, settings };
  const result = await guardPullRequest(ctx, number);
  return result.verdict === 'blocked' ? { ok: false, reason: 'blocked' } : { ok: true };
}

async function writeRootGate(run: PartRun): Promise<PartOutcome> {
  const { judgePullRequest, parseSettings } = await import('../../src/write-root-gate/shell.js');
  const settings = parseSettings(reader(run.inputs));
  const number = pullRequestNumberOf(run.event, 'write-root-gate', 'judges pull request events');
  const job = { settings, env: { serverUrl: run.gitServer ?? run.event.serverUrl } };
  const result = await judgePullRequest(shell(run, settings.token, settings.enforcement), job, number, {
    eventHead: run.event.payload.pull_request?.head.sha,
  });
  return result.verdict === 'pass' ? { ok: true } : { ok: false, reason: result.undecidable ?? 'refused' };
}

const RUNS: Partial<Record<Part, (run: PartRun) => Promise<PartOutcome>>> = {
  'history-guard': historyGuard,
  'write-root-gate': writeRootGate,
};

/** Runs one part as its step would, to its end: a refusal or an error is an outcome, as the step's failure is. */
export async function runPart(run: PartRun): Promise<PartOutcome> {
  const play = RUNS[run.part];
  if (!play) throw new Error(`fleet: no in-process run for ${run.part} on ${run.event.eventName}`);
  try {
    return await play(run);
  } catch (e) {
    return { ok: false, reason: errorMessage(e) };
  }
}

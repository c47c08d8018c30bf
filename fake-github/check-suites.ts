// Check suites and workflow runs: which suite a check run joins, and what deleting a workflow run deletes.
//
// GitHub gives every workflow run a check suite of the GitHub Actions App on the run's commit. A check run created
// with GITHUB_TOKEN (an installation token of that App) cannot name a suite: GitHub files it under a suite of the
// App on its commit, the first workflow run's (the one created first), whichever workflow wrote it. Under
// `pull_request_target` the writing run is on the base commit, so a verdict on the PR head lands in a suite of
// another workflow (often CI's, triggered by `pull_request` on the head). With no Actions suite on the commit yet,
// GitHub makes one that no workflow run carries. Deleting a workflow run deletes its suite with every check run in
// it, whoever wrote them. A GitHub App's check runs go into the App's own suite on the commit, which no workflow
// run carries.
import { now } from './store.js';
import type { FakeRepo } from './repo.js';

/** The app GitHub names as the author of what a workflow writes with GITHUB_TOKEN. */
export const ACTIONS_APP = 'github-actions';

/** A workflow run, as GitHub records it (`GET /repos/{owner}/{repo}/actions/runs/{run_id}`). */
export interface WorkflowRunRecord {
  id: number;
  event: string;
  /** Who started the run (the account whose action triggered the workflow). */
  actor: string;
  /** Who started this attempt (a re-run may be started by someone else). */
  triggeringActor: string;
  /** The workflow file, `.github/workflows/<file>`. */
  path: string;
  /** The branch the run ran on (a dispatch's `ref`). */
  headBranch: string;
  /** The workflow's `name`. */
  name: string;
  /** The run's title: its `run-name` as evaluated, else (a dispatch) the workflow's name. */
  displayTitle: string;
  createdAt: string;
  /** The commit the run's check suite is on (for `pull_request`, the PR head); absent for a run recorded without. */
  headSha?: string;
  /** The run's check suite (GitHub Actions' suite on `headSha`). */
  suiteId?: number;
}

export interface CheckSuiteRecord {
  id: number;
  app: string;
  headSha: string;
  /** The workflow run that carries the suite; absent for an App's suite and for one no run carries. */
  workflowRunId?: number;
}

export interface RecordRunOptions {
  actor: string;
  event?: string;
  triggeringActor?: string;
  path?: string;
  headBranch?: string;
  name?: string;
  /** What GitHub makes of the workflow's `run-name` (the test evaluates it). */
  displayTitle?: string;
  /** The run's commit: the run gets its check suite there, as GitHub creates one for every workflow run. */
  headSha?: string;
}

export class FakeCheckSuites {
  /** Workflow runs a test says happened (the fake runs no workflows). */
  readonly runs = new Map<number, WorkflowRunRecord>();
  /** Every suite, oldest first (ids grow with creation). */
  private readonly suites: CheckSuiteRecord[] = [];

  constructor(private readonly repo: FakeRepo) {}

  /** Records a workflow run (a dispatch by `actor` on the default branch, by default) and, on `headSha`, its check suite. */
  recordRun(options: RecordRunOptions): WorkflowRunRecord {
    this.repo.store.user(options.actor);
    if (options.triggeringActor) this.repo.store.user(options.triggeringActor);
    const name = options.name ?? 'mergexo';
    const run: WorkflowRunRecord = {
      id: this.repo.store.nextId(),
      event: options.event ?? 'workflow_dispatch',
      actor: options.actor,
      triggeringActor: options.triggeringActor ?? options.actor,
      path: options.path ?? '.github/workflows/mergexo.yml',
      headBranch: options.headBranch ?? this.repo.defaultBranch,
      name,
      // GitHub: "Workflow syntax for GitHub Actions" (run-name: without one, a dispatch's run is named for its workflow)
      displayTitle: options.displayTitle ?? name,
      createdAt: now(),
    };
    if (options.headSha) {
      run.headSha = options.headSha;
      run.suiteId = this.create(ACTIONS_APP, options.headSha, run.id).id;
    }
    this.runs.set(run.id, run);
    return run;
  }

  /**
   * The suite a new check run of `app` on `sha` joins. GITHUB_TOKEN's (`github-actions`) joins the first Actions
   * suite on the commit, whichever workflow's it is, else a new one no workflow run carries; an App's joins its own.
   */
  // GitHub: orgs/community/discussions/24616 (a check run made in a workflow cannot choose its suite)
  // GitHub: bencherdev/bencher#536 (GitHub adds every such check to the workflow run created first on the commit)
  suiteFor(app: string, sha: string): number {
    const existing = this.suites.find((s) => s.app === app && s.headSha === sha);
    return (existing ?? this.create(app, sha)).id;
  }

  suite(id: number): CheckSuiteRecord | undefined {
    return this.suites.find((s) => s.id === id);
  }

  /** The workflow run whose suite holds check run `checkRunId`; undefined for an App's or a run-less suite. */
  runOf(checkRunId: number): WorkflowRunRecord | undefined {
    const check = this.repo.checkRunList.find((c) => c.id === checkRunId);
    const runId = check ? this.suite(check.suiteId)?.workflowRunId : undefined;
    return runId === undefined ? undefined : this.runs.get(runId);
  }

  /**
   * Deletes workflow run `runId` as a person or token with `actions: write` may: its check suite goes, and with it
   * every check run in the suite, the ones other workflows filed there with GITHUB_TOKEN included. Returns how many
   * check runs went.
   */
  // GitHub: Mattraks/delete-workflow-runs#15 (deleting workflow runs deletes their check runs)
  deleteRun(runId: number): number {
    const run = this.runs.get(runId);
    if (!run) throw new Error(`deleteWorkflowRun: no workflow run ${runId}`);
    this.runs.delete(runId);
    if (run.suiteId === undefined) return 0;
    const index = this.suites.findIndex((s) => s.id === run.suiteId);
    if (index >= 0) this.suites.splice(index, 1);
    const list = this.repo.checkRunList;
    const before = list.length;
    for (let i = list.length - 1; i >= 0; i--) if (list[i]!.suiteId === run.suiteId) list.splice(i, 1);
    return before - list.length;
  }

  private create(app: string, headSha: string, workflowRunId?: number): CheckSuiteRecord {
    const suite: CheckSuiteRecord = {
      id: this.repo.store.nextId(),
      app,
      headSha,
      ...(workflowRunId !== undefined ? { workflowRunId } : {}),
    };
    this.suites.push(suite);
    return suite;
  }
}

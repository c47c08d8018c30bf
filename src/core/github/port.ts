/**
 * The one port to GitHub: every read and write an action makes, by role, with typed outcomes where GitHub's
 * answer is a verdict a caller acts on (a head that moved, a refusal, a ref that exists). Only its Octokit
 * implementation (`./octokit/`) touches Octokit; each method names its route once, in `./routes.ts`, and takes
 * from there what it is doing and the `permissions:` entry a refused token lacks.
 *
 * Errors a caller cannot act on (an outage, a 5xx after the retries) are thrown as today; a token GitHub
 * refuses (401, or a 403 for a missing permission) is a `TokenRefusedError` naming the entry to add.
 */
import type { RepoRef } from '../pure/view.js';
import type { GitHubWords } from '../pure/words.js';

/** GitHub's own words live in `../words.ts` (a decide module may name them); re-exported for the port's callers. */
export { githubWords, type GitHubWords } from '../pure/words.js';

/** An answer to a conditional GET (`If-None-Match`): the data and its headers; a 304 is thrown, as Octokit does. */
export interface Answer<T> {
  data: T;
  headers: Record<string, string | number | undefined>;
}

/** The fields of REST's pull request that mergexo reads. */
export interface RestPull {
  node_id?: string;
  number: number;
  state: string;
  draft?: boolean;
  merged?: boolean;
  merged_at: string | null;
  merged_by?: { login: string } | null;
  user?: { login: string } | null;
  head: { sha: string; ref: string; repo?: { full_name?: string } | null };
  base: { sha: string; ref: string; repo?: { full_name?: string } | null };
  mergeable?: boolean | null;
  mergeable_state?: string;
  labels: { name?: string }[];
  html_url: string;
  title: string;
}

/** A closed PR as REST's listing shows it (`state=closed`): merged when `mergedAt` is set. */
export interface ClosedPullRow {
  number: number;
  title: string;
  /** REST's login of the author (`name[bot]` for an App); null when GitHub shows no user (a deleted account). */
  author: string | null;
  headRef: string;
  headSha: string;
  /** `owner/name` of the repository holding the head branch; null when that fork is gone. */
  headRepository: string | null;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  mergedAt: string | null;
  /** The commit that landed it (merge, squash or last rebased commit) when merged. */
  mergeCommitSha: string | null;
}

/** An open PR and the commit it heads now (and its base branch, where the listing gave it). */
export interface OpenPullHead {
  number: number;
  headSha: string;
  baseRef?: string;
}

export interface RestComment {
  id: number;
  html_url: string;
  body?: string | undefined;
  user?: { login: string } | null;
  created_at: string;
}

export interface ChangedFileRow {
  filename: string;
  previous_filename?: string;
  status: string;
}

export interface CheckRunRow {
  id: number;
  head_sha: string;
  conclusion: string | null;
  completed_at: string | null;
  html_url: string | null;
  app: { slug?: string } | null;
  output: { text: string | null };
}

export interface AnnotationRow {
  path: string;
  start_line: number;
  title?: string | null;
  message?: string | null;
}

/** A check run to create: GitHub's own fields (`completed` with a conclusion, or `in_progress`). */
export interface NewCheckRun {
  name: string;
  headSha: string;
  status: 'completed' | 'in_progress';
  conclusion?: 'success' | 'failure' | 'neutral';
  detailsUrl?: string;
  externalId?: string;
  output: { title: string; summary: string; text?: string; annotations?: CheckAnnotation[] };
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
}

export interface Comparison {
  status: string;
  aheadBy: number;
  behindBy: number;
  commits: { sha: string; message: string }[];
}

/** What a compare answered: the comparison, or that GitHub has no such history (404, its words). */
export type CompareOutcome = { kind: 'compared'; comparison: Comparison } | { kind: 'unknown'; said: GitHubWords };

/** The answer to `PUT .../update-branch` with `expected_head_sha`. */
export type UpdateBranchOutcome =
  | { kind: 'updated' }
  /** The head is no longer the one the caller judged: nothing was written. */
  | { kind: 'head-moved'; said: GitHubWords }
  /**
   * GitHub would not: `workflows` when the merge changes a workflow file and the token may not write workflows
   * (403), `unprocessable` for any other 422 (a conflict, nothing to merge, a closed PR).
   */
  | { kind: 'refused'; reason: 'workflows' | 'unprocessable'; said: GitHubWords };

/** The answer to `PUT .../merge` with the head it must merge; `status` is GitHub's when it refused. */
export type MergeOutcome =
  | { kind: 'merged'; merged: boolean; said: GitHubWords }
  | { kind: 'refused'; status: number | undefined; said: GitHubWords };

/** A file of the repository at a commit, as the contents API shows it. */
export type ContentOutcome =
  | { kind: 'absent' }
  | { kind: 'directory' }
  | { kind: 'entry'; type: string | undefined; content?: string; encoding?: string; size?: number };

export interface RepositoryFacts {
  defaultBranch: string;
  /** The repository it was forked from. */
  parent?: RepoRef;
}

/** A workflow run as GitHub records it ("Get a workflow run"): what started it, where, by whom, under what title. */
export interface WorkflowRunFacts {
  event: string;
  /** The workflow file, `.github/workflows/<file>`. */
  path: string;
  /** The branch the run ran on; null when GitHub names none. */
  headBranch: string | null;
  /** Who started the run's first attempt: a re-run keeps that person's privileges. */
  actor: string;
  /** Who started this attempt (a re-run may be someone else's). */
  triggeringActor: string;
  /** `display_title`: the workflow's `run-name` as evaluated for the run (it may quote the dispatch's inputs). */
  title: string;
}

/** One update of a branch as GitHub's repository activity records it (`push`, `force_push`, `branch_creation`...). */
export interface RefActivityRow {
  type: string;
  before: string;
  after: string;
  /** GitHub's `timestamp` (ISO 8601). */
  at: string;
}

/** Reads of pull requests (REST; the GraphQL reads go through `QueryPort`). */
export interface PullReads {
  /** One PR (REST), conditionally when `headers` carries an ETag. */
  getPull(repo: RepoRef, number: number, headers?: Record<string, string>): Promise<Answer<RestPull>>;
  /** The open PRs, every page; `head` (`owner:branch`) narrows them to one branch. */
  listOpenPulls(repo: RepoRef, options?: { head?: string }): Promise<OpenPullHead[]>;
  /** The open PRs GitHub associates with a commit (those containing it), with their heads. */
  listPullsOfCommit(repo: RepoRef, sha: string): Promise<OpenPullHead[]>;
  /** The PR's files as GitHub lists them (at most 3,000). */
  listFiles(repo: RepoRef, number: number): Promise<ChangedFileRow[]>;
  /** The numbers of open PRs (not issues) carrying `label`. */
  listLabelledPulls(repo: RepoRef, label: string): Promise<number[]>;
  /**
   * The closed PRs on `base`, most recently updated first, a page at a time until `enough` (asked after each
   * page with that page's rows) says so, or none are left.
   */
  listClosedPulls(repo: RepoRef, base: string, enough: (page: ClosedPullRow[]) => boolean): Promise<ClosedPullRow[]>;
}

/** Writes on pull requests. */
export interface PullWrites {
  updateBranch(repo: RepoRef, number: number, expectedHead: string): Promise<UpdateBranchOutcome>;
  /** Merges `head` (never a newer one); GitHub's refusals are answers, so they are not retried. */
  merge(repo: RepoRef, number: number, head: string, method: 'merge' | 'squash' | 'rebase'): Promise<MergeOutcome>;
  /** Marks a PR ready for review, or converts it to a draft (`forbidden`: GitHub refused the token). */
  setDraft(nodeId: string, draft: boolean): Promise<'done' | 'forbidden'>;
  /** Turns auto-merge off (`forbidden`: GitHub refused the token). */
  disableAutoMerge(nodeId: string): Promise<'done' | 'forbidden'>;
  requestReviewers(repo: RepoRef, number: number, users: string[], teams: string[]): Promise<void>;
  removeReviewers(repo: RepoRef, number: number, users: string[], teams: string[]): Promise<void>;
}

/** The conversation of a PR. */
export interface CommentsPort {
  createComment(repo: RepoRef, number: number, body: string): Promise<RestComment>;
  updateComment(repo: RepoRef, id: number, body: string): Promise<void>;
  /** `gone`: someone deleted it first. */
  deleteComment(repo: RepoRef, id: number): Promise<'deleted' | 'gone'>;
  /** Every comment updated since `since`, oldest first. */
  listCommentsSince(repo: RepoRef, number: number, since: string): Promise<RestComment[]>;
}

export interface LabelsPort {
  listLabels(repo: RepoRef, number: number): Promise<string[]>;
  addLabel(repo: RepoRef, number: number, label: string): Promise<void>;
  /** `gone`: the PR did not carry it (any more). */
  removeLabel(repo: RepoRef, number: number, label: string): Promise<'removed' | 'gone'>;
  /** The names of every label of the repository, as it spells them. */
  listRepoLabels(repo: RepoRef): Promise<string[]>;
  /** `exists`: the repository has a label of that name already, in any case (GitHub's 422). */
  createLabel(repo: RepoRef, label: NewLabel): Promise<'created' | 'exists'>;
}

/** A repository label as mergexo creates it: `color` is six hex digits without `#`. */
export interface NewLabel {
  name: string;
  color: string;
  description: string;
}

export interface ChecksPort {
  /** Creates a check run; the App GitHub says it belongs to comes back with its id. */
  createCheckRun(repo: RepoRef, run: NewCheckRun): Promise<{ id: number; appSlug: string | undefined }>;
  annotateCheckRun(repo: RepoRef, id: number, output: NewCheckRun['output']): Promise<void>;
  /** Every run of the check `name` on `sha`. */
  listCheckRunsNamed(repo: RepoRef, sha: string, name: string): Promise<CheckRunRow[]>;
  /** One page of the newest check runs of a commit (conditional). */
  checkRunsPage(repo: RepoRef, sha: string, page: number, headers: Record<string, string>): Promise<Answer<unknown>>;
  /** One page of the combined status of a commit (conditional). */
  statusesPage(repo: RepoRef, sha: string, page: number, headers: Record<string, string>): Promise<Answer<unknown>>;
  listAnnotations(repo: RepoRef, runId: number, max: number): Promise<AnnotationRow[]>;
}

/** Refs and history. */
export interface RefsPort {
  /** `exists`: a ref of that name is there already (GitHub's 422 `Reference already exists`). */
  createRef(repo: RepoRef, ref: string, sha: string): Promise<'created' | 'exists'>;
  /** The commit a ref (`heads/x`, `mergexo/...`) points at. */
  refTarget(repo: RepoRef, ref: string): Promise<string>;
  forceRef(repo: RepoRef, ref: string, sha: string): Promise<void>;
  /** `base...head`, `perPage` commits of page `page` (1 when absent). */
  compare(repo: RepoRef, base: string, head: string, perPage: number, page?: number): Promise<CompareOutcome>;
  /** A file at a commit (`absent`: 404). */
  getContent(repo: RepoRef, path: string, ref: string): Promise<ContentOutcome>;
}

/** Facts about the repository and the people and runs in it. */
export interface RepositoryPort {
  repository(repo: RepoRef): Promise<RepositoryFacts>;
  /** The collaborator's role name (`role_name`, else `permission`); undefined when not a collaborator. */
  collaboratorRole(repo: RepoRef, login: string): Promise<string | undefined>;
  /** A run of a workflow; `absent` when GitHub has none, `unreadable` when the token lacks `actions: read`. */
  workflowRun(repo: RepoRef, id: number): Promise<WorkflowRunFacts | 'absent' | 'unreadable'>;
  /** The rules of a branch, one page (rulesets). */
  branchRules(repo: RepoRef, branch: string, page: number): Promise<unknown[]>;
  /** The branch, with its classic protection. */
  branch(repo: RepoRef, branch: string): Promise<unknown>;
  /**
   * The updates GitHub's repository activity records for `ref` (`refs/heads/x`), newest first, at most `max`
   * (100 a request); `complete` when GitHub has no older ones. `unreadable` when GitHub refuses the token the
   * repository (a fork's, another repository) or knows none.
   */
  refActivity(
    repo: RepoRef,
    ref: string,
    max: number,
  ): Promise<{ rows: RefActivityRow[]; complete: boolean } | 'unreadable'>;
}

/** The GraphQL queries, each named by its route; the document lives beside its reader. */
export type QueryName =
  | 'pull.read'
  | 'pull.gate'
  | 'pull.timeline'
  | 'pull.comments'
  | 'pull.reviewRequests'
  | 'pull.mergeable'
  | 'pulls.open'
  | 'pulls.one'
  | 'pulls.comments'
  | 'pulls.claims'
  | 'mergeQueue.entries';

export interface QueryPort {
  /** Runs a GraphQL query (never a mutation: those are methods of their own). */
  query<T>(name: QueryName, document: string, variables: Record<string, unknown>): Promise<T>;
}

/** Every read and write mergexo makes on GitHub. */
export interface GitHubPort
  extends PullReads, PullWrites, CommentsPort, LabelsPort, ChecksPort, RefsPort, RepositoryPort, QueryPort {
  /**
   * Observe mode (`../enforcement.ts`): core's writers write nothing through this port but its verdict checks.
   * Read at each write, as the mark can be set after the port is made.
   */
  readonly observing: boolean;
  /** The requests made through this port so far (reads: GETs and GraphQL queries), for the job summary. */
  readonly requests: { readonly reads: number; readonly writes: number };
}

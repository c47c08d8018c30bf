// An in-memory GitHub behind core's port (`src/core/github/port.ts`), so a shell test can run an action's whole
// read -> decide -> write in milliseconds and read the PR's labels, comments and checks back from plain maps.
// It has no git: what history would answer (compare, mergeability) is what the test declares. The contract test
// beside it (`memory-github.test.ts`) runs the same scenarios here and on the fake GitHub, so it cannot drift.
import type {
  AnnotationRow,
  Answer,
  ChangedFileRow,
  CheckRunRow,
  ClosedPullRow,
  Comparison,
  ContentOutcome,
  GitHubPort,
  GitHubWords,
  MergeOutcome,
  NewCheckRun,
  NewLabel,
  OpenPullHead,
  QueryName,
  RefActivityRow,
  RepositoryFacts,
  RestComment,
  RestPull,
  UpdateBranchOutcome,
  WorkflowRunFacts,
} from '../../src/core/github/port.js';
import { githubWords } from '../../src/core/github/port.js';
import type { RepoRef } from '../../src/core/pure/view.js';
import { answerPullGate, answerPullRead, answerQuery } from './memory-queries.js';
import {
  MEMORY_BOT,
  MemoryRequestError,
  restPullOf,
  sha,
  type DeclaredRefusal,
  type MemoryCheckRun,
  type MemoryComment,
  type MemoryOptions,
  type MemoryPull,
  type MemoryStatus,
} from './memory-records.js';

export * from './memory-records.js';

const EPOCH = Date.parse('2026-01-01T00:00:00Z');
const PAGE = 100;

/** Pages a paginated list takes, as Octokit's `paginate` requests them. */
const pagesOf = (n: number) => Math.max(1, Math.ceil(n / PAGE));

export class MemoryGitHub implements GitHubPort {
  readonly viewer: string;
  readonly appSlug: string;
  readonly repo: RepoRef;
  defaultBranch: string;
  readonly pulls = new Map<number, MemoryPull>();
  readonly comments = new Map<number, MemoryComment>();
  readonly checkRuns: MemoryCheckRun[] = [];
  readonly statuses = new Map<string, MemoryStatus[]>();
  readonly refs = new Map<string, string>();
  readonly roles = new Map<string, string>();
  /** The repository's labels by lower-cased name; adding a missing one to a PR creates it, as on GitHub. */
  readonly repoLabels = new Map<string, NewLabel>();
  readonly workflowRuns = new Map<number, WorkflowRunFacts | 'unreadable'>();
  readonly mergeQueue: number[] = [];
  readonly contents = new Map<string, ContentOutcome>();
  readonly branchRuleSets = new Map<string, unknown[]>();
  readonly comparisons = new Map<string, Comparison | 'unrelated'>();
  readonly updateRefusals = new Map<number, DeclaredRefusal>();
  /** GitHub's repository activity: each update of a branch through `push`, oldest first. */
  readonly activity: (RefActivityRow & { ref: string })[] = [];
  parent: RepoRef | undefined;
  /** Public by default, as the fake's repositories are. */
  isPrivate = false;
  /** Observe mode: as under `guardObserving`, every write but a neutral check run is refused. */
  observing = false;
  readonly requests = { reads: 0, writes: 0 };
  private ids = 1000;
  private ticks = 0;

  constructor(options: MemoryOptions = {}) {
    this.viewer = options.viewer ?? MEMORY_BOT;
    this.appSlug = options.appSlug ?? this.viewer.replace(/\[bot\]$/, '');
    this.repo = options.repo ?? { owner: 'acme', repo: 'widgets' };
    this.defaultBranch = options.defaultBranch ?? 'main';
    // A repository has its default branch from the start, as the fake's do: the ready mark reads its protection.
    this.refs.set(`heads/${this.defaultBranch}`, sha('base'));
  }

  // ---- the world a test sets up (none of these count as requests) ----

  /** The memory clock: every event is one second after the previous one. */
  now(): string {
    return new Date(EPOCH + ++this.ticks * 1000).toISOString();
  }

  /** Opens a PR whose head is `head` (its only commit unless `commits` says otherwise). */
  openPull(options: {
    head: string;
    headRef?: string;
    baseRef?: string;
    baseSha?: string;
    author?: string;
    title?: string;
    draft?: boolean;
    commits?: string[];
    files?: ChangedFileRow[];
    labels?: string[];
  }): MemoryPull {
    const number = this.pulls.size + 1;
    const pull: MemoryPull = {
      number,
      nodeId: `PR_memory_${number}`,
      title: options.title ?? `PR ${number}`,
      author: options.author ?? 'agent-1',
      headRef: options.headRef ?? `feature-${number}`,
      baseRef: options.baseRef ?? this.defaultBranch,
      headSha: options.head,
      baseSha: options.baseSha ?? this.refs.get(`heads/${options.baseRef ?? this.defaultBranch}`) ?? sha('base'),
      state: 'open',
      draft: options.draft ?? false,
      crossRepository: false,
      labels: [...(options.labels ?? [])],
      commits: options.commits ?? [options.head],
      timeline: [],
      reviewRequests: [],
      autoMerge: false,
      mergeable: 'MERGEABLE',
      behind: false,
      mergedAt: null,
      mergeCommitSha: null,
      createdAt: this.now(),
      updatedAt: '',
      files: options.files ?? [],
    };
    pull.updatedAt = pull.createdAt;
    this.pulls.set(number, pull);
    this.refs.set(`heads/${pull.headRef}`, options.head);
    return pull;
  }

  pull(number: number): MemoryPull {
    const pull = this.pulls.get(number);
    if (!pull) throw new Error(`the memory world has no PR #${number}`);
    return pull;
  }

  /**
   * Moves a PR's head. A push on top (the default) adds `sha` to the PR's commits and makes the old head its
   * ancestor; `force` rewrites the head's last commit (an amend: `commits` says which commits the PR has instead),
   * records the force-push GitHub's timeline shows, and the old head and the new one have diverged.
   */
  push(number: number, newHead: string, options: { force?: boolean; by?: string; commits?: string[] } = {}): void {
    const pull = this.pull(number);
    const before = pull.headSha;
    if (options.force) {
      pull.commits = options.commits ?? [...pull.commits.slice(0, -1), newHead];
      pull.timeline.push({
        type: 'HeadRefForcePushedEvent',
        at: this.now(),
        actor: options.by ?? pull.author,
        before,
        after: newHead,
      });
      this.declareCompare(before, newHead, { status: 'diverged', aheadBy: 1, behindBy: 1 });
    } else {
      pull.commits.push(newHead);
      this.declareCompare(before, newHead, { status: 'ahead', aheadBy: 1, behindBy: 0 });
    }
    pull.headSha = newHead;
    this.refs.set(`heads/${pull.headRef}`, newHead);
    const type = options.force ? 'force_push' : 'push';
    this.activity.push({ ref: `refs/heads/${pull.headRef}`, type, before, after: newHead, at: this.now() });
  }

  /** A commit lands on `branch`: every open PR on it is now behind its base. */
  advanceBase(branch: string, newTip: string): void {
    this.refs.set(`heads/${branch}`, newTip);
    for (const pull of this.open()) {
      if (pull.baseRef !== branch) continue;
      pull.baseSha = newTip;
      pull.behind = true;
    }
  }

  /** Declares what GitHub's compare answers for `base...head` (`unrelated`: its 404 "No common ancestor"). */
  declareCompare(base: string, head: string, answer: Omit<Comparison, 'commits'> | 'unrelated'): void {
    this.comparisons.set(`${base}...${head}`, answer === 'unrelated' ? answer : { ...answer, commits: [] });
  }

  /**
   * The next update-branch of PR #`number` is refused as GitHub would refuse it: `workflows` when the merge changes
   * a workflow file and the token may not write workflows, `unprocessable` for a conflict (the memory port cannot
   * merge, so it does not know either).
   */
  refuseUpdate(number: number, reason: DeclaredRefusal['reason'], said: string): void {
    this.updateRefusals.set(number, { reason, said });
  }

  /** A comment by another identity (REST spelling), as GitHub would show it. */
  comment(number: number, body: string, options: { as?: string } = {}): MemoryComment {
    this.pull(number);
    const at = this.now();
    const comment: MemoryComment = {
      id: ++this.ids,
      pull: number,
      body,
      author: options.as ?? this.viewer,
      editor: null,
      createdAt: at,
      updatedAt: at,
    };
    this.comments.set(comment.id, comment);
    return comment;
  }

  /** Someone edits a comment: GraphQL's `editor` names them from now on. */
  edit(id: number, body: string, options: { as: string }): void {
    const comment = this.comments.get(id);
    if (!comment) throw new Error(`the memory world has no comment ${id}`);
    Object.assign(comment, { body, editor: options.as, updatedAt: this.now() });
  }

  /** Someone deletes a comment: GitHub's timeline records who deleted whose (`as: null`: an anonymized deleter). */
  remove(id: number, options: { as: string | null }): void {
    const comment = this.comments.get(id);
    if (!comment) throw new Error(`the memory world has no comment ${id}`);
    this.comments.delete(id);
    this.pull(comment.pull).timeline.push({
      type: 'CommentDeletedEvent',
      at: this.now(),
      actor: options.as,
      commentAuthor: comment.author,
    });
  }

  /** A commit status another integration sets (a CI service). */
  status(commit: string, context: string, state: MemoryStatus['state'], description: string | null = null): void {
    const list = this.statuses.get(commit) ?? [];
    list.push({ id: ++this.ids, context, state, description });
    this.statuses.set(commit, list);
  }

  /**
   * A check run another App (a CI service, `ci-app` unless told) sets on `commit`: completed with `conclusion`,
   * or still running when it is null. It never carries this token's slug, so no shell takes it for its own.
   */
  checkRun(
    commit: string,
    name: string,
    conclusion: string | null,
    options: { app?: string; title?: string; summary?: string } = {},
  ): MemoryCheckRun {
    const stored: MemoryCheckRun = {
      id: ++this.ids,
      name,
      headSha: commit,
      status: conclusion === null ? 'in_progress' : 'completed',
      conclusion,
      appSlug: options.app ?? 'ci-app',
      externalId: null,
      completedAt: conclusion === null ? null : this.now(),
      output: { title: options.title ?? name, summary: options.summary ?? '', text: null },
      annotations: [],
    };
    this.checkRuns.push(stored);
    return stored;
  }

  /** A file as commit (or branch) `ref` holds it: what the contents API answers for `path` there. */
  file(ref: string, path: string, text: string): void {
    const content = Buffer.from(text, 'utf8').toString('base64');
    this.contents.set(`${ref}:${path}`, {
      kind: 'entry',
      type: 'file',
      content,
      encoding: 'base64',
      size: text.length,
    });
  }

  /** The PR's comments, oldest first. */
  commentsOn(number: number): MemoryComment[] {
    return [...this.comments.values()].filter((c) => c.pull === number).sort((a, b) => a.id - b.id);
  }

  /** The check runs of a commit named `name`, newest first. */
  checksOn(sha: string, name?: string): MemoryCheckRun[] {
    return this.checkRuns.filter((r) => r.headSha === sha && (name === undefined || r.name === name)).reverse();
  }

  // ---- PullReads ----

  async getPull(repo: RepoRef, number: number, headers?: Record<string, string>): Promise<Answer<RestPull>> {
    this.read(repo);
    const pull = this.pulls.get(number);
    if (!pull) throw new MemoryRequestError(404, 'Not Found');
    const data = restPullOf(this.repo, pull);
    const etag = `"${sha(JSON.stringify(data))}"`;
    if (headers?.['if-none-match'] === etag || headers?.['If-None-Match'] === etag) {
      throw new MemoryRequestError(304, 'Not Modified');
    }
    return { data, headers: { etag } };
  }

  async listOpenPulls(repo: RepoRef, options: { head?: string } = {}): Promise<OpenPullHead[]> {
    const open = this.open().filter((p) => !options.head || `${this.repo.owner}:${p.headRef}` === options.head);
    this.read(repo, pagesOf(open.length));
    return open.map((p) => ({ number: p.number, headSha: p.headSha, baseRef: p.baseRef }));
  }

  async listPullsOfCommit(repo: RepoRef, commit: string): Promise<OpenPullHead[]> {
    const open = this.open().filter((p) => p.commits.includes(commit));
    this.read(repo, pagesOf(open.length));
    return open.map((p) => ({ number: p.number, headSha: p.headSha, baseRef: p.baseRef }));
  }

  async listFiles(repo: RepoRef, number: number): Promise<ChangedFileRow[]> {
    const files = this.pull(number).files;
    this.read(repo, pagesOf(files.length));
    return files.map((f) => ({ ...f }));
  }

  async listLabelledPulls(repo: RepoRef, label: string): Promise<number[]> {
    const labelled = this.open().filter((p) => p.labels.some((l) => l.toLowerCase() === label.toLowerCase()));
    this.read(repo, pagesOf(labelled.length));
    return labelled.map((p) => p.number);
  }

  async listClosedPulls(
    repo: RepoRef,
    base: string,
    enough: (page: ClosedPullRow[]) => boolean,
  ): Promise<ClosedPullRow[]> {
    const closed = [...this.pulls.values()]
      .filter((p) => p.state !== 'open' && p.baseRef === base)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.number - a.number);
    const out: ClosedPullRow[] = [];
    for (let at = 0; at === 0 || at < closed.length; at += PAGE) {
      this.read(repo, 1);
      const page = closed.slice(at, at + PAGE).map((p): ClosedPullRow => ({
        number: p.number,
        title: p.title,
        author: p.author,
        headRef: p.headRef,
        headSha: p.headSha,
        headRepository: p.crossRepository ? `fork/${repo.repo}` : `${repo.owner}/${repo.repo}`,
        labels: [...p.labels],
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
        mergedAt: p.mergedAt,
        mergeCommitSha: p.mergeCommitSha,
      }));
      out.push(...page);
      if (enough(page)) break;
    }
    return out;
  }

  // ---- PullWrites ----

  async updateBranch(repo: RepoRef, number: number, expectedHead: string): Promise<UpdateBranchOutcome> {
    this.write(repo, 'update a branch');
    const pull = this.pull(number);
    const refusal = this.updateRefusals.get(number);
    if (refusal) {
      this.updateRefusals.delete(number);
      return { kind: 'refused', reason: refusal.reason, said: githubWords(refusal.said) };
    }
    const refuse = (said: string): UpdateBranchOutcome => ({
      kind: 'refused',
      reason: 'unprocessable',
      said: words(said),
    });
    if (pull.state !== 'open') return refuse('Cannot update a closed pull request.');
    if (pull.headSha !== expectedHead) {
      return { kind: 'head-moved', said: words("expected head sha didn't match current head ref.") };
    }
    if (!pull.behind) return refuse('There are no new commits on the base branch.');
    if (pull.mergeable === 'CONFLICTING') return refuse('merge conflict between base and head');
    this.push(number, sha(`merge ${pull.baseSha} into ${pull.headSha}`));
    pull.behind = false;
    return { kind: 'updated' };
  }

  async merge(repo: RepoRef, number: number, head: string): Promise<MergeOutcome> {
    this.write(repo, 'merge');
    const pull = this.pull(number);
    const refuse = (status: number, said: string): MergeOutcome => ({ kind: 'refused', status, said: words(said) });
    if (pull.state !== 'open') return refuse(405, 'Pull Request is not mergeable');
    if (pull.headSha !== head) return refuse(409, 'Head branch was modified. Review and try the merge again.');
    if (pull.mergeable === 'CONFLICTING') return refuse(405, 'Pull Request is not mergeable');
    pull.state = 'merged';
    pull.mergedAt = this.now();
    pull.updatedAt = pull.mergedAt;
    pull.mergeCommitSha = sha(`merge of #${number}`);
    return { kind: 'merged', merged: true, said: words('Pull Request successfully merged') };
  }

  async setDraft(nodeId: string, draft: boolean): Promise<'done' | 'forbidden'> {
    this.write(this.repo, 'set draft');
    this.byNode(nodeId).draft = draft;
    return 'done';
  }

  async disableAutoMerge(nodeId: string): Promise<'done' | 'forbidden'> {
    this.write(this.repo, 'disable auto-merge');
    this.byNode(nodeId).autoMerge = false;
    return 'done';
  }

  async requestReviewers(repo: RepoRef, number: number, users: string[]): Promise<void> {
    this.write(repo, 'request reviewers');
    const pull = this.pull(number);
    for (const login of users) {
      if (pull.reviewRequests.some((r) => r.login === login)) continue;
      pull.reviewRequests.push({ kind: 'user', login });
      pull.timeline.push({ type: 'ReviewRequestedEvent', at: this.now(), actor: this.viewer, reviewer: login });
    }
  }

  async removeReviewers(repo: RepoRef, number: number, users: string[]): Promise<void> {
    this.write(repo, 'remove reviewers');
    const pull = this.pull(number);
    for (const login of users) {
      if (!pull.reviewRequests.some((r) => r.login === login)) continue;
      pull.reviewRequests = pull.reviewRequests.filter((r) => r.login !== login);
      pull.timeline.push({ type: 'ReviewRequestRemovedEvent', at: this.now(), actor: this.viewer, reviewer: login });
    }
  }

  // ---- CommentsPort ----

  async createComment(repo: RepoRef, number: number, body: string): Promise<RestComment> {
    this.write(repo, 'create a comment');
    return this.restComment(this.comment(number, body));
  }

  async updateComment(repo: RepoRef, id: number, body: string): Promise<void> {
    this.write(repo, 'update a comment');
    if (!this.comments.has(id)) throw new MemoryRequestError(404, 'Not Found');
    this.edit(id, body, { as: this.viewer });
  }

  async deleteComment(repo: RepoRef, id: number): Promise<'deleted' | 'gone'> {
    this.write(repo, 'delete a comment');
    if (!this.comments.has(id)) return 'gone';
    this.remove(id, { as: this.viewer });
    return 'deleted';
  }

  async listCommentsSince(repo: RepoRef, number: number, since: string): Promise<RestComment[]> {
    const recent = this.commentsOn(number).filter((c) => c.updatedAt >= since);
    this.read(repo, pagesOf(recent.length));
    return recent.map((c) => this.restComment(c));
  }

  // ---- LabelsPort ----

  async listLabels(repo: RepoRef, number: number): Promise<string[]> {
    const labels = this.pull(number).labels;
    this.read(repo, pagesOf(labels.length));
    return [...labels];
  }

  async addLabel(repo: RepoRef, number: number, label: string): Promise<void> {
    this.write(repo, 'add a label');
    const pull = this.pull(number);
    // GitHub attaches the repository's label, under its spelling, creating it when missing.
    const known = this.repoLabels.get(label.toLowerCase()) ?? { name: label, color: 'ededed', description: '' };
    this.repoLabels.set(label.toLowerCase(), known);
    if (!pull.labels.some((l) => l.toLowerCase() === label.toLowerCase())) pull.labels.push(known.name);
  }

  async listRepoLabels(repo: RepoRef): Promise<string[]> {
    this.read(repo, pagesOf(this.repoLabels.size));
    return [...this.repoLabels.values()].map((l) => l.name);
  }

  async createLabel(repo: RepoRef, label: NewLabel): Promise<'created' | 'exists'> {
    this.write(repo, 'create a label');
    if (this.repoLabels.has(label.name.toLowerCase())) return 'exists';
    this.repoLabels.set(label.name.toLowerCase(), { ...label });
    return 'created';
  }

  async removeLabel(repo: RepoRef, number: number, label: string): Promise<'removed' | 'gone'> {
    this.write(repo, 'remove a label');
    const pull = this.pull(number);
    const kept = pull.labels.filter((l) => l.toLowerCase() !== label.toLowerCase());
    if (kept.length === pull.labels.length) return 'gone';
    pull.labels = kept;
    return 'removed';
  }

  // ---- ChecksPort ----

  async createCheckRun(repo: RepoRef, run: NewCheckRun): Promise<{ id: number; appSlug: string | undefined }> {
    this.requests.writes++;
    this.own(repo);
    const conclusion = run.status === 'completed' ? (run.conclusion ?? 'neutral') : null;
    if (this.observing && conclusion !== 'neutral') {
      throw new Error(`an observing run writes only neutral checks (it tried ${run.name}: ${conclusion})`);
    }
    const stored: MemoryCheckRun = {
      id: ++this.ids,
      name: run.name,
      headSha: run.headSha,
      status: run.status,
      conclusion,
      appSlug: this.appSlug,
      externalId: run.externalId ?? null,
      completedAt: run.status === 'completed' ? this.now() : null,
      output: { title: run.output.title, summary: run.output.summary, text: run.output.text ?? null },
      annotations: [...(run.output.annotations ?? [])],
    };
    this.checkRuns.push(stored);
    return { id: stored.id, appSlug: stored.appSlug };
  }

  async annotateCheckRun(repo: RepoRef, id: number, output: NewCheckRun['output']): Promise<void> {
    this.requests.writes++;
    this.own(repo);
    const run = this.checkRuns.find((r) => r.id === id);
    if (!run) throw new MemoryRequestError(404, 'Not Found');
    run.annotations.push(...(output.annotations ?? []));
  }

  async listCheckRunsNamed(repo: RepoRef, commit: string, name: string): Promise<CheckRunRow[]> {
    const runs = this.checksOn(commit, name);
    this.read(repo, pagesOf(runs.length));
    return runs.map((r) => ({
      id: r.id,
      head_sha: r.headSha,
      conclusion: r.conclusion,
      completed_at: r.completedAt,
      html_url: this.checkUrl(r.id),
      app: { slug: r.appSlug },
      output: { text: r.output.text },
    }));
  }

  async checkRunsPage(repo: RepoRef, commit: string, page: number): Promise<Answer<unknown>> {
    this.read(repo);
    // Only the newest run of each name (`filter: latest`), newest first.
    const latest = this.checksOn(commit).filter((r, i, all) => all.findIndex((o) => o.name === r.name) === i);
    const rows = latest.slice((page - 1) * PAGE, page * PAGE).map((r) => ({
      id: r.id,
      name: r.name,
      head_sha: r.headSha,
      status: r.status,
      conclusion: r.conclusion,
      completed_at: r.completedAt,
      external_id: r.externalId,
      html_url: this.checkUrl(r.id),
      details_url: this.checkUrl(r.id),
      app: { slug: r.appSlug },
      output: { ...r.output, annotations_count: r.annotations.length },
    }));
    return { data: { total_count: latest.length, check_runs: rows }, headers: {} };
  }

  async statusesPage(repo: RepoRef, commit: string, page: number): Promise<Answer<unknown>> {
    this.read(repo);
    // The combined status shows the newest status of each context.
    const all = [...(this.statuses.get(commit) ?? [])]
      .reverse()
      .filter((st, i, list) => list.findIndex((o) => o.context === st.context) === i);
    const rows = all.slice((page - 1) * PAGE, page * PAGE).map((st) => ({ ...st, target_url: null }));
    const state = all.some((st) => st.state === 'failure' || st.state === 'error')
      ? 'failure'
      : all.length > 0 && all.every((st) => st.state === 'success')
        ? 'success'
        : 'pending';
    return { data: { state, sha: commit, total_count: all.length, statuses: rows }, headers: {} };
  }

  async listAnnotations(repo: RepoRef, runId: number, max: number): Promise<AnnotationRow[]> {
    this.read(repo);
    const run = this.checkRuns.find((r) => r.id === runId);
    if (!run) throw new MemoryRequestError(404, 'Not Found');
    return run.annotations
      .slice(0, max)
      .map((a) => ({ path: a.path, start_line: a.start_line, title: a.title ?? null, message: a.message }));
  }

  // ---- RefsPort ----

  async createRef(repo: RepoRef, ref: string, target: string): Promise<'created' | 'exists'> {
    this.write(repo, `create ${ref}`);
    const name = ref.replace(/^refs\//, '');
    if (this.refs.has(name)) return 'exists';
    this.refs.set(name, target);
    return 'created';
  }

  async refTarget(repo: RepoRef, ref: string): Promise<string> {
    this.read(repo);
    const target = this.refs.get(ref.replace(/^refs\//, ''));
    if (target === undefined) throw new MemoryRequestError(404, 'Not Found');
    return target;
  }

  async forceRef(repo: RepoRef, ref: string, target: string): Promise<void> {
    this.write(repo, `force ${ref}`);
    this.refs.set(ref.replace(/^refs\//, ''), target);
  }

  async compare(
    repo: RepoRef,
    base: string,
    head: string,
  ): Promise<{ kind: 'compared'; comparison: Comparison } | { kind: 'unknown'; said: GitHubWords }> {
    this.read(repo);
    if (base === head)
      return { kind: 'compared', comparison: { status: 'identical', aheadBy: 0, behindBy: 0, commits: [] } };
    const declared = this.comparisons.get(`${base}...${head}`);
    if (declared === 'unrelated') return { kind: 'unknown', said: words('No common ancestor between both commits.') };
    if (!declared) return { kind: 'unknown', said: words('Not Found') };
    return { kind: 'compared', comparison: declared };
  }

  async getContent(repo: RepoRef, path: string, ref: string): Promise<ContentOutcome> {
    this.read(repo);
    return this.contents.get(`${ref}:${path}`) ?? { kind: 'absent' };
  }

  // ---- RepositoryPort ----

  async repository(repo: RepoRef): Promise<RepositoryFacts> {
    this.read(repo);
    return { defaultBranch: this.defaultBranch, ...(this.parent ? { parent: this.parent } : {}) };
  }

  async collaboratorRole(repo: RepoRef, login: string): Promise<string | undefined> {
    this.read(repo);
    // Anyone may read a public repository: GitHub names a stranger's role there `read` (`none` in a private one).
    return this.roles.get(login.toLowerCase()) ?? (this.isPrivate ? 'none' : 'read');
  }

  async workflowRun(repo: RepoRef, id: number): Promise<WorkflowRunFacts | 'absent' | 'unreadable'> {
    this.read(repo);
    return this.workflowRuns.get(id) ?? 'absent';
  }

  async branchRules(repo: RepoRef, branch: string, page: number): Promise<unknown[]> {
    this.read(repo);
    return (this.branchRuleSets.get(branch) ?? []).slice((page - 1) * PAGE, page * PAGE);
  }

  async refActivity(repo: RepoRef, ref: string, max: number): Promise<{ rows: RefActivityRow[]; complete: boolean }> {
    const rows = this.activity
      .filter((a) => a.ref === ref)
      .reverse()
      .map(({ type, before, after, at }) => ({ type, before, after, at }));
    // One read per page of 100, as Octokit's paginate requests them.
    for (let i = 0; i < Math.min(pagesOf(rows.length), Math.ceil(max / PAGE)); i++) this.read(repo);
    return { rows: rows.slice(0, max), complete: rows.length <= max };
  }

  async branch(repo: RepoRef, branch: string): Promise<unknown> {
    this.read(repo);
    const target = this.refs.get(`heads/${branch}`);
    if (target === undefined) throw new MemoryRequestError(404, 'Branch not found');
    return { name: branch, commit: { sha: target }, protected: false };
  }

  // ---- QueryPort ----

  async query<T>(name: QueryName, _document: string, variables: Record<string, unknown>): Promise<T> {
    this.read(this.repo);
    if (name === 'pull.read') return answerPullRead(this, variables) as T;
    if (name === 'pull.gate') return answerPullGate(this, variables) as T;
    return answerQuery(this, name, variables) as T;
  }

  // ---- how the port behaves as GitHub ----

  /** GraphQL's spelling of an actor: a bot's login without `[bot]`, told apart by `__typename`. */
  actor(login: string | null): { __typename: string; login: string } | null {
    if (login === null) return null;
    return login.endsWith('[bot]')
      ? { __typename: 'Bot', login: login.slice(0, -'[bot]'.length) }
      : { __typename: 'User', login };
  }

  commentUrl(comment: MemoryComment): string {
    return `https://github.com/${this.repo.owner}/${this.repo.repo}/pull/${comment.pull}#issuecomment-${comment.id}`;
  }

  open(): MemoryPull[] {
    return [...this.pulls.values()].filter((p) => p.state === 'open').sort((a, b) => a.number - b.number);
  }

  checkUrl(id: number): string {
    return `https://github.com/${this.repo.owner}/${this.repo.repo}/runs/${id}`;
  }

  private restComment(c: MemoryComment): RestComment {
    return { id: c.id, html_url: this.commentUrl(c), body: c.body, user: { login: c.author }, created_at: c.createdAt };
  }

  private byNode(nodeId: string): MemoryPull {
    const pull = [...this.pulls.values()].find((p) => p.nodeId === nodeId);
    if (!pull) throw new MemoryRequestError(404, 'Could not resolve to a node');
    return pull;
  }

  /** A port is for one repository: a call for another one is a bug in the test or the shell. */
  private own(repo: RepoRef): void {
    if (repo.owner !== this.repo.owner || repo.repo !== this.repo.repo) {
      throw new Error(`the memory world holds ${this.repo.owner}/${this.repo.repo}, not ${repo.owner}/${repo.repo}`);
    }
  }

  private read(repo: RepoRef, pages = 1): void {
    this.own(repo);
    this.requests.reads += pages;
  }

  private write(repo: RepoRef, what: string): void {
    this.own(repo);
    if (this.observing) throw new Error(`an observing run writes only its verdict check (it tried to ${what})`);
    this.requests.writes++;
  }
}

const words = githubWords;

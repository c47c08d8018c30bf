// One fake repository: a real bare git repository plus the GitHub-side records (pull requests, comments,
// labels, check runs, statuses, collaborators) that live next to it.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as g from './git.js';
import {
  now,
  nodeId,
  type CheckRunRecord,
  type CommentRecord,
  type DeletedCommentRecord,
  type LabelRecord,
  type PullChanges,
  type PullEventRecord,
  type PullEventType,
  type PullRecord,
  type Role,
  type StatusRecord,
  type Store,
  type TeamRecord,
  type UserRecord,
  type Annotation,
} from './store.js';
import { Worktree, type FileSpec } from './worktree.js';
import { initBareWithReadme } from './repo-layout.js';
import { FakeMergeQueue } from './merge-queue.js';
import { ACTIONS_APP, FakeCheckSuites, type RecordRunOptions, type WorkflowRunRecord } from './check-suites.js';
import { requiredCheckResult, requiredChecksFor, strictFor } from './rulesets.js';
import { ZERO_SHA } from './loose-objects.js';

export type { WorkflowRunRecord } from './check-suites.js';

export interface PullView {
  number: number;
  state: 'open' | 'closed';
  merged: boolean;
  headSha: string;
  headRef: string;
  baseRef: string;
  baseSha: string;
  labels: string[];
  comments: CommentView[];
  author: string;
  autoMerge: boolean;
  draft: boolean;
  title: string;
  mergeable: boolean | null;
  mergeableState: string;
  mergeCommitSha: string | null;
}

export interface CommentView {
  id: number;
  body: string;
  user: { login: string; type: string };
  created_at: string;
  updated_at: string;
}

export interface CheckRunView {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title: string | null; summary: string | null; text: string | null; annotations_count: number };
  annotations: Annotation[];
  details_url: string | null;
  external_id: string | null;
  app: string;
  creator: string;
}

export interface PullStats {
  additions: number;
  deletions: number;
  changedFiles: number;
  commits: number;
}

export interface Mergeability {
  mergeable: boolean | null;
  conflicts: string[];
}

/** One item of a pull request's timeline, oldest first (what GraphQL `timelineItems` serves). */
export type TimelineEntry =
  | { type: 'IssueComment'; id: number; createdAt: string; comment: CommentRecord }
  | { type: 'CommentDeletedEvent'; id: number; createdAt: string; deleted: DeletedCommentRecord }
  | { type: PullEventType; id: number; createdAt: string; event: PullEventRecord };

/** A timeline item as tests read it (`repo.timelineEvents(n)`). */
export interface TimelineEventView {
  type: TimelineEntry['type'];
  id: number;
  createdAt: string;
  /** Who did it (REST login, `[bot]` kept); for IssueComment the author. */
  actor: string;
  /** HeadRefForcePushedEvent: head before and after the push. */
  before?: string;
  after?: string;
  /** Head ref events: the branch name. */
  ref?: string;
  /** BaseRefChangedEvent. */
  previousRef?: string;
  currentRef?: string;
  /** CommentDeletedEvent: author of the deleted comment. */
  deletedCommentAuthor?: string;
  /** IssueComment: current body. */
  body?: string;
}

const EVENT_PREFIX: Record<PullEventType, string> = {
  HeadRefForcePushedEvent: 'HRFPE',
  HeadRefDeletedEvent: 'HRDE',
  HeadRefRestoredEvent: 'HRRE',
  ClosedEvent: 'CE',
  ReopenedEvent: 'REE',
  MergedEvent: 'ME',
  BaseRefChangedEvent: 'BRCE',
  ReadyForReviewEvent: 'RFRE',
  ConvertToDraftEvent: 'CTDE',
  ReviewRequestedEvent: 'RRE',
  ReviewRequestRemovedEvent: 'RRRE',
};

/** One update of a branch, as GitHub's repository activity records it (`GET /repos/{owner}/{repo}/activity`). */
export interface ActivityRecord {
  id: number;
  /** `refs/heads/<branch>`. */
  ref: string;
  type: 'push' | 'force_push' | 'branch_creation' | 'branch_deletion';
  before: string;
  after: string;
  /** REST login of who pushed. */
  actor: string;
  at: string;
}

export interface OpenPullOptions {
  head: string;
  base?: string;
  author: string;
  title?: string;
  body?: string;
  draft?: boolean;
  /** The fork that holds `head`, for cross-repository pull requests. */
  fork?: FakeRepo;
}

export class FakeRepo {
  readonly id: number;
  readonly nodeId: string;
  readonly createdAt = now();
  readonly roles = new Map<string, Role>();
  readonly pulls = new Map<number, PullRecord>();
  readonly commentList: CommentRecord[] = [];
  readonly deletedComments: DeletedCommentRecord[] = [];
  /** Timeline events other than comments: force-pushes, head ref deletion/restore, close, reopen, base change. */
  readonly pullEvents: PullEventRecord[] = [];
  readonly labels = new Map<string, LabelRecord>();
  /** Teams with access to the repository, by lower-case slug: the only teams a review can be requested from. */
  readonly teams = new Map<string, TeamRecord>();
  readonly checkRunList: CheckRunRecord[] = [];
  /** Check suites and the workflow runs that carry them (`fake-github/check-suites.ts`). */
  readonly checkSuites: FakeCheckSuites = new FakeCheckSuites(this);
  /** Every update of this repository's branches, oldest first: GitHub's repository activity. */
  readonly activity: ActivityRecord[] = [];
  readonly statusList: StatusRecord[] = [];
  /**
   * Branch protection as the recommended setup would have it: these checks must pass before merging. They
   * apply to every base branch and are served both as a ruleset rule and as classic branch protection.
   */
  requiredChecks: string[] = [];
  /** Id of the repository ruleset that carries `requiredChecks`. */
  readonly rulesetId: number;
  /** GitHub's merge queue for this repository's branches (`fake-github/merge-queue.ts`). */
  readonly mergeQueue: FakeMergeQueue = new FakeMergeQueue(this);
  /** Branch protection "require branches to be up to date" (makes `mergeable_state` report `behind`). */
  requireUpToDate = false;
  /**
   * Answer as GitHub answers a viewer without write access: the timeline event of a deleted comment does
   * not name who deleted it (GraphQL `actor` null). GitHub writes the rule out for the timeline event of
   * locking a conversation ("For anyone without write access, the timeline event is anonymized",
   * docs.github.com/en/communities/moderating-comments-and-conversations/locking-conversations), and the
   * moderation docs apply it to deleted comments (not measured here). Whether an Actions token counts as
   * such a viewer is not documented either, so tests try both answers.
   */
  anonymizeDeleters = false;
  /** When set, mergeability of a new (base, head) pair reads null once before it is known, as on GitHub. */
  lazyMergeability = false;
  private readonly lazySeen = new Set<string>();
  private readonly syncChain = new Map<number, Promise<unknown>>();
  private nextNumber = 1;
  private readonly mergeCache = new Map<string, g.MergeTreeResult>();
  private readonly statsCache = new Map<string, PullStats>();
  private cloneCount = 0;
  /** Bytes of the push hook's log already turned into timeline events. */
  private pushLogOffset = 0;

  constructor(
    readonly store: Store,
    readonly owner: string,
    readonly name: string,
    readonly gitDir: string,
    readonly defaultBranch: string,
    readonly isPrivate: boolean,
    readonly parent?: FakeRepo,
  ) {
    this.id = store.nextId();
    this.nodeId = nodeId('R', this.id);
    this.rulesetId = store.nextId();
    store.user(owner);
  }

  get fullName(): string {
    return `${this.owner}/${this.name}`;
  }

  get ownerUser(): UserRecord {
    return this.store.user(this.owner);
  }

  static async create(
    store: Store,
    fullName: string,
    opts: { defaultBranch?: string; private?: boolean } = {},
  ): Promise<FakeRepo> {
    const [owner, name] = fullName.split('/') as [string, string];
    const branch = opts.defaultBranch ?? 'main';
    const gitDir = join(store.rootDir, 'repos', owner, `${name}.git`);
    await mkdir(join(gitDir, '..'), { recursive: true });
    // `git init --bare` and the initial commit (a README, by fake-github, committed by GitHub, now), as files.
    await initBareWithReadme(store.rootDir, gitDir, branch, name);
    g.installPushHook(gitDir);
    const repo = new FakeRepo(store, owner, name, gitDir, branch, opts.private ?? false);
    store.repos.set(fullName.toLowerCase(), repo);
    return repo;
  }

  /** A fork owned by `owner`: a bare clone of this repository, registered as its own fake repository. */
  async fork(owner: string): Promise<FakeRepo> {
    const gitDir = join(this.store.rootDir, 'repos', owner, `${this.name}.git`);
    await mkdir(join(this.store.rootDir, 'repos', owner), { recursive: true });
    await g.git(this.store.rootDir, ['clone', '-q', '--bare', this.gitDir, gitDir]);
    g.installPushHook(gitDir);
    const repo = new FakeRepo(this.store, owner, this.name, gitDir, this.defaultBranch, this.isPrivate, this);
    this.store.repos.set(repo.fullName.toLowerCase(), repo);
    return repo;
  }

  setRole(login: string, role: Role): void {
    this.store.user(login);
    this.roles.set(login.toLowerCase(), role);
  }

  /** A team of the owner's organization with access to this repository (a review can be requested from it). */
  addTeam(slug: string, name = slug): TeamRecord {
    const team = { id: this.store.nextId(), slug, name };
    this.teams.set(slug.toLowerCase(), team);
    return team;
  }

  /** Workflow runs a test says happened (the fake runs no workflows): GitHub's record of who started each. */
  get workflowRuns(): ReadonlyMap<number, WorkflowRunRecord> {
    return this.checkSuites.runs;
  }

  /**
   * Records a workflow run (a dispatch by `actor` on the default branch, by default), as GitHub would on starting it; returns it. With
   * `headSha` the run gets its check suite on that commit, which GITHUB_TOKEN's check runs there may join.
   */
  recordWorkflowRun(options: RecordRunOptions): WorkflowRunRecord {
    return this.checkSuites.recordRun(options);
  }

  roleOf(login: string): Role | 'none' {
    if (login.toLowerCase() === this.owner.toLowerCase()) return 'admin';
    return this.roles.get(login.toLowerCase()) ?? 'none';
  }

  async clone(user: string): Promise<Worktree> {
    const dir = join(
      this.store.rootDir,
      'clones',
      `${this.owner}-${this.name}-${user.replace(/[^\w.-]/g, '_')}-${++this.cloneCount}`,
    );
    return Worktree.create(this.gitDir, dir, user, this.store.rootDir);
  }

  async refs(): Promise<Record<string, string>> {
    return Object.fromEntries(g.listRefs(this.gitDir));
  }

  branchSha(branch: string): string | undefined {
    return g.resolveRef(this.gitDir, `refs/heads/${branch}`);
  }

  // ---- pushes and the timeline events they leave ---------------------------------------------

  /**
   * Turns the branch updates that every repository's push hook has logged since the last call into timeline
   * events (force-pushes, head branch deleted or restored). The fake calls it before each API request and
   * before it adds a timeline record or changes a pull request's state, so each push is judged against the
   * pull requests as they were when it happened and keeps its place in the timeline.
   */
  syncPushes(): void {
    for (const repo of this.store.repos.values()) repo.readPushLog();
  }

  /** Reads this repository's push log from where the last read stopped (complete lines only). */
  readPushLog(): void {
    const file = join(this.gitDir, g.PUSH_LOG);
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return;
    }
    if (size <= this.pushLogOffset) return;
    const buf = Buffer.alloc(size - this.pushLogOffset);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buf, 0, buf.length, this.pushLogOffset);
    } finally {
      closeSync(fd);
    }
    const end = buf.lastIndexOf(0x0a);
    if (end < 0) return;
    this.pushLogOffset += end + 1;
    for (const line of buf.subarray(0, end).toString('utf8').split('\n')) {
      const [at, forced, before, after, ref, ...who] = line.split(' ');
      if (!at || !before || !after || !ref?.startsWith('refs/heads/')) continue;
      const branch = ref.slice('refs/heads/'.length);
      this.applyHeadUpdate(branch, before, after, who.join(' ') || 'unknown', forced === '1', at);
    }
  }

  /**
   * What one update of this repository's branch `branch` means for the pull requests whose head it is, in
   * whichever repository they live (a fork's pull requests live in its parent): a force-push on open ones,
   * a deleted or restored head branch, and the open ones' head and `updated_at` follow the push.
   */
  private applyHeadUpdate(
    branch: string,
    before: string,
    after: string,
    by: string,
    forced: boolean,
    at: string = now(),
  ): void {
    const deleted = after === ZERO_SHA;
    const created = before === ZERO_SHA;
    // GitHub: https://docs.github.com/rest/repos/repos#list-repository-activities (each update of a ref: its type,
    // before, after, actor and timestamp)
    this.activity.push({
      id: this.store.nextId(),
      ref: `refs/heads/${branch}`,
      type: deleted ? 'branch_deletion' : created ? 'branch_creation' : forced ? 'force_push' : 'push',
      before,
      after,
      actor: by,
      at,
    });
    for (const repo of this.store.repos.values()) {
      for (const pr of repo.pulls.values()) {
        if (pr.headRepo !== this || pr.headRef !== branch) continue;
        const open = pr.state === 'open';
        if (deleted) {
          if (open || pr.lastHeadSha === before) repo.addPullEvent(pr, 'HeadRefDeletedEvent', by, { ref: branch }, at);
          continue;
        }
        if (created) {
          if (open || pr.lastHeadSha === after) repo.addPullEvent(pr, 'HeadRefRestoredEvent', by, { ref: branch }, at);
        } else if (forced && open) {
          repo.addPullEvent(pr, 'HeadRefForcePushedEvent', by, { ref: branch, beforeSha: before, afterSha: after }, at);
        }
        if (open) {
          pr.lastHeadSha = after;
          pr.updatedAt = at;
        }
      }
    }
  }

  addPullEvent(
    pr: PullRecord,
    type: PullEventType,
    by: string | UserRecord,
    extra: Partial<PullEventRecord> = {},
    at: string = now(),
  ): PullEventRecord {
    const id = this.store.nextId();
    const rec: PullEventRecord = {
      type,
      id,
      nodeId: nodeId(EVENT_PREFIX[type], id),
      issueNumber: pr.number,
      createdAt: at,
      actor: typeof by === 'string' ? this.store.user(by) : by,
      ...extra,
    };
    if (rec.ref !== undefined) rec.headRepo = pr.headRepo;
    this.pullEvents.push(rec);
    return rec;
  }

  /**
   * Records a change of this repository's branch `branch` made through the API (or directly by a test), as
   * `by`: `before` null for a created branch, `after` null for a deleted one. Pushes need no call: the push
   * hook sees them. An update that is not a fast-forward is a force-push.
   */
  async recordBranchUpdate(branch: string, before: string | null, after: string | null, by: string): Promise<void> {
    if (before === after) return;
    const forced = before !== null && after !== null && !(await g.isAncestor(this.gitDir, before, after));
    this.syncPushes();
    this.applyHeadUpdate(branch, before ?? ZERO_SHA, after ?? ZERO_SHA, by, forced);
  }

  /**
   * Drops every commit no ref reaches any more, as GitHub's garbage collection eventually does: until then a
   * commit a force-push left behind can still be fetched by its id, afterwards it cannot.
   */
  // GitHub: NixOS/nixpkgs#112645 (a commit force-pushed away is still fetchable by id, until it is collected)
  async pruneUnreachable(): Promise<void> {
    // refs/pull/N/head follows its head lazily: bring each up to date first, or it would keep the old head.
    this.syncPushes();
    for (const pr of this.pulls.values()) if (pr.state === 'open') await this.syncPullRef(pr);
    await g.git(this.gitDir, ['reflog', 'expire', '--expire=now', '--all']);
    // The object reader holds the packs gc replaces open: the next read starts one that sees what is left.
    await g.stopObjectReaders(this.gitDir);
    await g.git(this.gitDir, ['gc', '--quiet', '--prune=now']);
  }

  /**
   * Moves `branch` to `sha` as `by` without a clone, like `git push --force`: a pull request whose head it is
   * gets a HeadRefForcePushedEvent when the move is not a fast-forward. `sha` must exist in this repository.
   */
  async forcePush(branch: string, sha: string, by: string): Promise<void> {
    const before = this.branchSha(branch) ?? null;
    await g.updateRef(this.gitDir, `refs/heads/${branch}`, sha);
    await this.recordBranchUpdate(branch, before, sha, by);
  }

  /** Pull request `number`'s recorded timeline, oldest first: comments, deleted comments and events. */
  timeline(number: number): TimelineEntry[] {
    this.syncPushes();
    const out: TimelineEntry[] = [];
    for (const c of this.commentList)
      if (c.issueNumber === number) out.push({ type: 'IssueComment', id: c.id, createdAt: c.createdAt, comment: c });
    for (const d of this.deletedComments)
      if (d.issueNumber === number)
        out.push({ type: 'CommentDeletedEvent', id: d.id, createdAt: d.createdAt, deleted: d });
    for (const e of this.pullEvents)
      if (e.issueNumber === number) out.push({ type: e.type, id: e.id, createdAt: e.createdAt, event: e });
    return out.sort((a, b) => a.id - b.id);
  }

  /** The timeline in a test-friendly shape, optionally only some types (e.g. `['HeadRefForcePushedEvent']`). */
  timelineEvents(number: number, types?: Array<TimelineEntry['type']>): TimelineEventView[] {
    return this.timeline(number)
      .filter((t) => !types || types.includes(t.type))
      .map((t): TimelineEventView => {
        const base = { type: t.type, id: t.id, createdAt: t.createdAt };
        if (t.type === 'IssueComment') return { ...base, actor: t.comment.user.login, body: t.comment.body };
        if (t.type === 'CommentDeletedEvent')
          return { ...base, actor: t.deleted.actor.login, deletedCommentAuthor: t.deleted.author.login };
        const e = t.event;
        const view: TimelineEventView = { ...base, actor: e.actor.login };
        if (e.ref !== undefined) view.ref = e.ref;
        if (e.beforeSha !== undefined) view.before = e.beforeSha;
        if (e.afterSha !== undefined) view.after = e.afterSha;
        if (e.previousRefName !== undefined) view.previousRef = e.previousRefName;
        if (e.currentRefName !== undefined) view.currentRef = e.currentRefName;
        return view;
      });
  }

  /**
   * Commits straight into the bare repository with `git fast-import` (one pack, no checkout): the fast way to
   * build big fixtures such as thousand-file changes or a thousand pull request branches. Starts from `from`
   * (a branch or sha; default: the branch itself, else the default branch) and moves `branch` to the result.
   */
  async commitDirect(
    branch: string,
    files: Record<string, FileSpec>,
    message: string,
    opts: { from?: string; author?: string } = {},
  ): Promise<string> {
    const [sha] = await this.commitBranches([{ branch, files, message, ...opts }]);
    return sha!;
  }

  /** Many `commitDirect`s in a single fast-import run (e.g. a thousand pull request branches at once). */
  async commitBranches(
    specs: Array<{ branch: string; files: Record<string, FileSpec>; message: string; from?: string; author?: string }>,
  ): Promise<string[]> {
    const parts: Buffer[] = [];
    const data = (text: string): void => {
      const b = Buffer.from(text);
      parts.push(Buffer.from(`data ${b.length}\n`), b, Buffer.from('\n'));
    };
    const when = Math.floor(Date.now() / 1000);
    // Tips before the run of branches that are some pull request's head, to record force-moves afterwards.
    const heads = new Set<string>();
    for (const repo of this.store.repos.values())
      for (const pr of repo.pulls.values()) if (pr.headRepo === this) heads.add(pr.headRef);
    const before = new Map<string, string | null>();
    for (const spec of specs)
      if (heads.has(spec.branch) && !before.has(spec.branch))
        before.set(spec.branch, this.branchSha(spec.branch) ?? null);
    for (const spec of specs) {
      const from = spec.from
        ? await g.resolveCommit(this.gitDir, spec.from)
        : (this.branchSha(spec.branch) ?? this.branchSha(this.defaultBranch));
      if (!from) throw new Error(`commitBranches: cannot resolve ${spec.from ?? spec.branch}`);
      const who = spec.author ?? 'fake-github';
      const ident = `${who} <${who.replace(/\[bot\]$/, '')}@users.noreply.github.com> ${when} +0000`;
      parts.push(Buffer.from(`commit refs/heads/${spec.branch}\nauthor ${ident}\ncommitter ${ident}\n`));
      data(spec.message);
      parts.push(Buffer.from(`from ${from}\n`));
      for (const [path, f] of Object.entries(spec.files)) {
        const q = JSON.stringify(path);
        if (f === null) parts.push(Buffer.from(`D ${q}\n`));
        else if (typeof f === 'string') {
          parts.push(Buffer.from(`M 100644 inline ${q}\n`));
          data(f);
        } else if ('submodule' in f) parts.push(Buffer.from(`M 160000 ${f.submodule} ${q}\n`));
        else if ('symlink' in f) {
          parts.push(Buffer.from(`M 120000 inline ${q}\n`));
          data(f.symlink);
        } else {
          parts.push(Buffer.from(`M ${f.executable ? '100755' : '100644'} inline ${q}\n`));
          data(f.content);
        }
      }
      parts.push(Buffer.from('\n'));
    }
    await g.git(this.gitDir, ['fast-import', '--quiet', '--force'], { input: Buffer.concat(parts) });
    for (const [branch, old] of before) {
      const by = [...specs].reverse().find((x) => x.branch === branch)?.author ?? 'fake-github';
      await this.recordBranchUpdate(branch, old, this.branchSha(branch) ?? null, by);
    }
    return specs.map((spec) => this.branchSha(spec.branch)!);
  }

  // ---- pull requests -------------------------------------------------------------------------

  async openPullRequest(opts: OpenPullOptions): Promise<PullRecord> {
    // Pushes made before the pull request existed must not land on its timeline.
    this.syncPushes();
    const headRepo = opts.fork ?? this;
    const base = opts.base ?? this.defaultBranch;
    const headSha = headRepo.branchSha(opts.head);
    const baseSha = this.branchSha(base);
    if (!headSha) throw new Error(`openPullRequest: head branch ${opts.head} does not exist in ${headRepo.fullName}`);
    if (!baseSha) throw new Error(`openPullRequest: base branch ${base} does not exist in ${this.fullName}`);
    const number = this.nextNumber++;
    const id = this.store.nextId();
    const ts = now();
    const pr: PullRecord = {
      number,
      id,
      nodeId: nodeId('PR', id),
      title: opts.title ?? `Pull request from ${opts.head}`,
      body: opts.body ?? null,
      state: 'open',
      draft: opts.draft ?? false,
      headRef: opts.head,
      baseRef: base,
      headRepo,
      author: this.store.user(opts.author),
      createdAt: ts,
      updatedAt: ts,
      closedAt: null,
      mergedAt: null,
      mergedBy: null,
      mergeCommitSha: null,
      labels: [],
      autoMerge: null,
      lastHeadSha: headSha,
      lastBaseSha: baseSha,
    };
    this.pulls.set(number, pr);
    // refs/pull/N/head is written lazily (first diff, merge or mergeability), which keeps opening a thousand
    // pull requests for a benchmark cheap; forks get their head fetched at that point too.
    return pr;
  }

  /** Takes an issue number for a plain issue (no pull request), so numbering matches GitHub's shared sequence. */
  reserveIssueNumber(): number {
    return this.nextNumber++;
  }

  getPull(number: number): PullRecord {
    const pr = this.pulls.get(number);
    if (!pr) throw new Error(`no pull request #${number} in ${this.fullName}`);
    return pr;
  }

  /** Current head sha: the head branch tip while open, the last seen tip once closed or deleted. */
  headSha(pr: PullRecord): string {
    if (pr.state === 'open') {
      const live = pr.headRepo.branchSha(pr.headRef);
      if (live && live !== pr.lastHeadSha) {
        pr.lastHeadSha = live;
        pr.updatedAt = now();
      }
    }
    return pr.lastHeadSha;
  }

  baseSha(pr: PullRecord): string {
    if (pr.state === 'open') {
      const live = this.branchSha(pr.baseRef);
      if (live) pr.lastBaseSha = live;
    }
    return pr.lastBaseSha;
  }

  /** Keeps `refs/pull/N/head` like GitHub does, fetching from the fork so head commits exist here. */
  async syncPullRef(pr: PullRecord): Promise<string> {
    const head = this.headSha(pr);
    const ref = `refs/pull/${pr.number}/head`;
    if (g.resolveRef(this.gitDir, ref) === head) return head;
    // Concurrent readers of one pull request would race on the ref lock, so updates are chained per PR.
    const prev = this.syncChain.get(pr.number) ?? Promise.resolve();
    const next = prev.then(async () => {
      const want = this.headSha(pr);
      if (g.resolveRef(this.gitDir, ref) === want) return;
      if (pr.headRepo !== this) {
        await g.git(this.gitDir, ['fetch', '-q', '--no-tags', pr.headRepo.gitDir, `+refs/heads/${pr.headRef}:${ref}`]);
      } else {
        await g.setPullRef(this.gitDir, ref, want);
      }
    });
    this.syncChain.set(
      pr.number,
      next.catch(() => undefined),
    );
    await next;
    return g.resolveRef(this.gitDir, ref) ?? head;
  }

  async stats(pr: PullRecord): Promise<PullStats> {
    const head = await this.syncPullRef(pr);
    const base = this.baseSha(pr);
    const key = `${base}:${head}`;
    const hit = this.statsCache.get(key);
    if (hit) return hit;
    const mb = (await g.mergeBase(this.gitDir, base, head)) ?? base;
    const [files, commits] = await Promise.all([
      g.diffFiles(this.gitDir, mb, head),
      g.countRange(this.gitDir, `${base}..${head}`),
    ]);
    const s: PullStats = {
      additions: files.reduce((n, f) => n + f.additions, 0),
      deletions: files.reduce((n, f) => n + f.deletions, 0),
      changedFiles: files.length,
      commits,
    };
    this.statsCache.set(key, s);
    return s;
  }

  statsSync(pr: PullRecord): PullStats {
    const head = this.headSha(pr);
    const base = this.baseSha(pr);
    const cached = this.statsCache.get(`${base}:${head}`);
    if (cached) return cached;
    try {
      const gd = pr.headRepo.gitDir;
      const mb = g.mergeBaseSync(gd, base, head);
      const files = g.diffFilesSync(gd, mb, head);
      const commits = g.countRangeSync(gd, base, head);
      const s: PullStats = {
        additions: files.reduce((n, f) => n + f.additions, 0),
        deletions: files.reduce((n, f) => n + f.deletions, 0),
        changedFiles: files.length,
        commits,
      };
      this.statsCache.set(`${base}:${head}`, s);
      return s;
    } catch {
      return { additions: 0, deletions: 0, changedFiles: 0, commits: 0 };
    }
  }

  /**
   * GitHub's test merge of head into base; cached per (base, head) since both are immutable commits. Each call
   * is one read by a client: it takes the next answer of a scripted sequence (`setMergeableSequence`) unless
   * `peek` is set (the test's own views and the merge button look without consuming answers).
   */
  async mergeability(pr: PullRecord, opts: { peek?: boolean } = {}): Promise<Mergeability> {
    if (pr.state === 'closed') return { mergeable: pr.mergedAt ? false : null, conflicts: [] };
    const script = pr.mergeableSequence;
    const scripted = script?.length ? (script.length > 1 && !opts.peek ? script.shift() : script[0]) : undefined;
    if (scripted !== undefined) {
      if (scripted === null) return { mergeable: null, conflicts: [] };
      const r = await this.testMerge(pr);
      return { mergeable: scripted, conflicts: scripted ? [] : r.conflicts };
    }
    if (pr.mergeableOverride === null) return { mergeable: null, conflicts: [] };
    const head = await this.syncPullRef(pr);
    const key = `${this.baseSha(pr)}:${head}`;
    if (this.lazyMergeability && !this.mergeCache.has(key) && !this.lazySeen.has(key)) {
      // Like GitHub right after a push: the first asker gets null while the test merge runs.
      this.lazySeen.add(key);
      return { mergeable: null, conflicts: [] };
    }
    const r = await this.testMerge(pr);
    if (pr.mergeableOverride !== undefined)
      return { mergeable: pr.mergeableOverride, conflicts: pr.mergeableOverride ? [] : r.conflicts };
    return { mergeable: r.clean, conflicts: r.conflicts };
  }

  /** The test merge itself, cached per (base, head). */
  private async testMerge(pr: PullRecord): Promise<g.MergeTreeResult> {
    const head = await this.syncPullRef(pr);
    const base = this.baseSha(pr);
    const key = `${base}:${head}`;
    let r = this.mergeCache.get(key);
    if (!r) {
      r = await g.mergeTree(this.gitDir, base, head);
      this.mergeCache.set(key, r);
    }
    return r;
  }

  /**
   * REST `mergeable_state` (GraphQL `mergeStateStatus` in lower case), from the mergeability the same answer
   * shows (`known`), or else from a look that consumes no scripted answer.
   */
  async mergeableState(pr: PullRecord, known?: Mergeability): Promise<string> {
    const m = known ?? (await this.mergeability(pr, { peek: true }));
    if (pr.state === 'closed') return 'unknown';
    if (m.mergeable === null) return 'unknown';
    if (!m.mergeable) return 'dirty';
    if (pr.draft) return 'draft';
    const head = this.headSha(pr);
    const latest = this.latestChecks(head);
    const ok = (c: string | undefined): boolean => c === 'success' || c === 'neutral' || c === 'skipped';
    // Each required check, from the source it is pinned to (fake-github/rulesets.ts).
    for (const req of requiredChecksFor(this, pr.baseRef)) {
      const c = requiredCheckResult(this, head, req);
      if (!c || !ok(c)) return 'blocked';
    }
    const strict = this.requireUpToDate || strictFor(this, pr.baseRef);
    if (strict && !(await g.isAncestor(this.gitDir, this.baseSha(pr), head))) return 'behind';
    for (const c of latest.values()) if (c !== undefined && c !== 'pending' && !ok(c)) return 'unstable';
    return 'clean';
  }

  /**
   * Latest result per check name on a commit (pending when running). A name with both a check run and a commit
   * status is required of both: the result is the one that has not passed, if either has not.
   */
  // GitHub: "Troubleshooting required status checks" (a check and a status with one required name: both required)
  latestChecks(sha: string): Map<string, string | undefined> {
    const runs = new Map<string, string | undefined>();
    for (const c of [...this.checkRunList].sort((a, b) => a.id - b.id)) {
      if (c.headSha === sha) runs.set(c.name, c.status === 'completed' ? (c.conclusion ?? undefined) : 'pending');
    }
    const statuses = new Map<string, string>();
    for (const st of [...this.statusList].sort((a, b) => a.id - b.id)) {
      if (st.sha === sha) statuses.set(st.context, st.state === 'error' ? 'failure' : st.state);
    }
    const passed = (c: string | undefined) => c === 'success' || c === 'neutral' || c === 'skipped';
    const out = new Map(runs);
    for (const [name, state] of statuses) {
      const run = runs.get(name);
      out.set(name, runs.has(name) && !passed(run) ? run : state);
    }
    return out;
  }

  async pull(number: number): Promise<PullView> {
    const pr = this.getPull(number);
    const m = await this.mergeability(pr, { peek: true });
    return {
      number,
      state: pr.state,
      merged: pr.mergedAt !== null,
      headSha: this.headSha(pr),
      headRef: pr.headRef,
      baseRef: pr.baseRef,
      baseSha: this.baseSha(pr),
      labels: [...pr.labels],
      comments: this.commentsOf(number),
      author: pr.author.login,
      autoMerge: pr.autoMerge !== null,
      draft: pr.draft,
      title: pr.title,
      mergeable: m.mergeable,
      mergeableState: await this.mergeableState(pr, m),
      mergeCommitSha: pr.mergeCommitSha,
    };
  }

  /** Closes a pull request without merging it, as `by` (default: its author); records a ClosedEvent. */
  async closePullRequest(number: number, by?: string): Promise<void> {
    this.syncPushes();
    const pr = this.getPull(number);
    const wasOpen = pr.state === 'open';
    this.headSha(pr);
    this.baseSha(pr);
    pr.state = 'closed';
    pr.closedAt = now();
    pr.updatedAt = pr.closedAt;
    pr.autoMerge = null;
    if (wasOpen) this.addPullEvent(pr, 'ClosedEvent', by ?? pr.author.login, {}, pr.closedAt);
  }

  /** Reopens a closed pull request, as `by` (default: its author); records a ReopenedEvent. */
  async reopenPullRequest(number: number, by?: string): Promise<void> {
    this.syncPushes();
    const pr = this.getPull(number);
    const wasClosed = pr.state === 'closed';
    pr.state = 'open';
    pr.closedAt = null;
    pr.updatedAt = now();
    if (wasClosed) this.addPullEvent(pr, 'ReopenedEvent', by ?? pr.author.login, {}, pr.updatedAt);
    await this.syncPullRef(pr);
  }

  /**
   * Retargets pull request `number` to base branch `base`, as `by` (GitHub's base edit): records a
   * BaseRefChangedEvent and returns what the `edited` webhook reports in `changes.base`. Mergeability, stats and
   * comparisons follow the new base (they are computed per base and head commit).
   */
  setBase(number: number, base: string, by: string): NonNullable<PullChanges['base']> {
    this.syncPushes();
    const pr = this.getPull(number);
    const sha = this.branchSha(base);
    if (!sha) throw new Error(`setBase: base branch ${base} does not exist in ${this.fullName}`);
    const changes = { ref: { from: pr.baseRef }, sha: { from: this.baseSha(pr) } };
    if (base === pr.baseRef) return changes;
    pr.baseRef = base;
    pr.lastBaseSha = sha;
    pr.updatedAt = now();
    this.addPullEvent(pr, 'BaseRefChangedEvent', by, { previousRefName: changes.ref.from, currentRefName: base });
    return changes;
  }

  /**
   * GitHub's "List pull requests associated with a commit": for a commit on the default branch, the merged
   * pull requests that introduced it (its merge, squash or rebased commits, or the merged head commits);
   * otherwise the open and merged pull requests whose commits contain it. Newest pull request first.
   */
  async pullsForCommit(sha: string): Promise<PullRecord[]> {
    const tip = this.branchSha(this.defaultBranch);
    const onDefault = tip ? await g.isAncestor(this.gitDir, sha, tip) : false;
    const between = async (from: string, to: string): Promise<boolean> =>
      to === sha || ((await g.isAncestor(this.gitDir, sha, to)) && !(await g.isAncestor(this.gitDir, sha, from)));
    const out: PullRecord[] = [];
    const pulls = [...this.pulls.values()].sort((a, b) => b.number - a.number);
    // Which open PR heads contain the commit, in one walk (GitHub answers from an index): with a thousand open
    // PRs, one ancestry test per PR made every answer take seconds.
    let containing: Set<string> | undefined;
    if (!onDefault) {
      const open = pulls.filter((pr) => pr.state === 'open');
      const heads = new Map<string, string>();
      for (const pr of open) heads.set(`refs/pull/${pr.number}/head`, await this.syncPullRef(pr));
      containing = await g.refsContaining(this.gitDir, sha, heads);
    }
    for (const pr of pulls) {
      if (pr.mergedAt && pr.mergeCommitSha) {
        const onto = pr.mergedOnto ?? pr.lastBaseSha;
        const hit = onDefault ? await between(onto, pr.mergeCommitSha) : await between(onto, pr.lastHeadSha);
        if (hit) out.push(pr);
      } else if (pr.state === 'open' && containing) {
        const head = await this.syncPullRef(pr);
        const contains = head === sha || containing.has(`refs/pull/${pr.number}/head`);
        if (contains && (head === sha || !(await g.isAncestor(this.gitDir, sha, this.baseSha(pr))))) out.push(pr);
      }
    }
    return out;
  }

  setMergeable(number: number, value: boolean | null | undefined): void {
    const pr = this.getPull(number);
    delete pr.mergeableSequence;
    if (value === undefined) delete pr.mergeableOverride;
    else pr.mergeableOverride = value;
  }

  /**
   * Scripts what GitHub answers for mergeability: each read (a REST pull request, a GraphQL `mergeable` or
   * `mergeStateStatus`) takes the next answer and the last one sticks, e.g. `[null, null, null, false]` for a
   * test merge that takes three reads to finish and then conflicts. `false` reports the real conflicting
   * files; an empty list ends the script.
   */
  setMergeableSequence(number: number, answers: Array<boolean | null>): void {
    const pr = this.getPull(number);
    delete pr.mergeableOverride;
    if (answers.length) pr.mergeableSequence = [...answers];
    else delete pr.mergeableSequence;
  }

  /** The author turns a PR into a draft or marks it ready, as GitHub records it on the timeline. */
  setDraft(number: number, draft: boolean, by?: string): void {
    this.syncPushes();
    const pr = this.getPull(number);
    if (pr.draft === draft) return;
    pr.draft = draft;
    pr.updatedAt = now();
    this.addPullEvent(
      pr,
      draft ? 'ConvertToDraftEvent' : 'ReadyForReviewEvent',
      by ?? pr.author.login,
      {},
      pr.updatedAt,
    );
  }

  enableAutoMerge(number: number, by: string, method: 'MERGE' | 'SQUASH' | 'REBASE' = 'MERGE'): void {
    this.getPull(number).autoMerge = { enabledAt: now(), enabledBy: this.store.user(by), mergeMethod: method };
  }

  /** Merges a pull request with real git; returns the new base tip. Throws when it conflicts. */
  async mergePull(
    pr: PullRecord,
    method: 'merge' | 'squash' | 'rebase',
    by: UserRecord,
    message?: { title?: string; body?: string },
  ): Promise<string> {
    this.syncPushes();
    const head = await this.syncPullRef(pr);
    const base = this.baseSha(pr);
    let result: string;
    const title =
      message?.title ??
      (method === 'merge'
        ? `Merge pull request #${pr.number} from ${pr.headRepo.owner}/${pr.headRef}`
        : `${pr.title} (#${pr.number})`);
    const msg = message?.body ? `${title}\n\n${message.body}\n` : `${title}\n`;
    if (method === 'rebase') {
      result = base;
      for (const c of await g.log(this.gitDir, [`${base}..${head}`, '--no-merges'])) {
        const tree = await this.replayWithWorktree(result, c.sha);
        if (!tree) throw new Error('merge conflict');
        result = await g.commitTree(this.gitDir, tree, [result], `${c.message}\n`, {
          name: c.authorName,
          email: c.authorEmail,
        });
      }
    } else {
      const mt = await g.mergeTree(this.gitDir, base, head);
      if (!mt.clean || !mt.tree) throw new Error('merge conflict');
      result = await g.commitTree(this.gitDir, mt.tree, method === 'merge' ? [base, head] : [base], msg);
    }
    await g.updateRef(this.gitDir, `refs/heads/${pr.baseRef}`, result, base);
    this.markMerged(pr, by, result, base);
    return result;
  }

  /**
   * Records that `pr` was merged by `by` as commit `result` on top of `base` (its merge, squash or last rebased
   * commit; for the merge queue, the PR's own commit in the group the base was fast-forwarded to).
   */
  markMerged(pr: PullRecord, by: UserRecord, result: string, base: string): void {
    pr.state = 'closed';
    pr.mergedAt = now();
    pr.closedAt = pr.mergedAt;
    pr.updatedAt = pr.mergedAt;
    pr.mergedBy = by;
    pr.mergeCommitSha = result;
    pr.autoMerge = null;
    pr.mergedOnto = base;
    pr.lastBaseSha = result;
    this.addPullEvent(pr, 'MergedEvent', by, { afterSha: result, currentRefName: pr.baseRef }, pr.mergedAt);
    this.addPullEvent(pr, 'ClosedEvent', by, {}, pr.mergedAt);
  }

  // git 2.39's merge-tree has no --merge-base, so a cherry-pick in a throwaway worktree replays the commit.
  private async replayWithWorktree(onto: string, commit: string): Promise<string | undefined> {
    const dir = join(this.store.rootDir, 'tmp', `replay-${this.store.nextId()}`);
    await g.git(this.gitDir, ['worktree', 'add', '-q', '--detach', dir, onto]);
    try {
      const r = await g.gitRaw(dir, ['cherry-pick', '--no-commit', commit]);
      if (r.code !== 0) return undefined;
      return (await g.git(dir, ['write-tree'])).trim();
    } finally {
      await g.gitRaw(this.gitDir, ['worktree', 'remove', '--force', dir]);
    }
  }

  // ---- comments, labels ----------------------------------------------------------------------

  commentsOf(number: number): CommentView[] {
    return this.commentList
      .filter((c) => c.issueNumber === number)
      .map((c) => ({
        id: c.id,
        body: c.body,
        user: { login: c.user.login, type: c.user.type },
        created_at: c.createdAt,
        updated_at: c.updatedAt,
      }));
  }

  /** Issue comments of a pull request, oldest first. */
  comments(number: number): CommentView[] {
    return this.commentsOf(number);
  }

  /** A comment posted by `login` directly (not through the API), e.g. a forged state marker. */
  addComment(number: number, login: string, body: string): CommentView {
    const c = this.createComment(number, this.store.user(login), body);
    return {
      id: c.id,
      body: c.body,
      user: { login: c.user.login, type: c.user.type },
      created_at: c.createdAt,
      updated_at: c.updatedAt,
    };
  }

  /** Another user edits a comment directly, as a collaborator with write access may on GitHub. */
  editComment(id: number, login: string, body: string): void {
    const c = this.commentList.find((x) => x.id === id);
    if (!c) throw new Error(`no comment ${id}`);
    c.body = body;
    c.editor = this.store.user(login);
    c.updatedAt = now();
  }

  /** Deletes a comment as `login`, leaving the timeline event GitHub records. */
  deleteComment(id: number, login: string): void {
    this.syncPushes();
    const index = this.commentList.findIndex((x) => x.id === id);
    const c = this.commentList[index];
    if (!c) throw new Error(`no comment ${id}`);
    this.commentList.splice(index, 1);
    const eventId = this.store.nextId();
    this.deletedComments.push({
      id: eventId,
      nodeId: nodeId('CDE', eventId),
      issueNumber: c.issueNumber,
      author: c.user,
      actor: this.store.user(login),
      createdAt: now(),
    });
  }

  createComment(number: number, user: UserRecord, body: string): CommentRecord {
    this.syncPushes();
    const id = this.store.nextId();
    const ts = now();
    const c: CommentRecord = {
      id,
      nodeId: nodeId('IC', id),
      issueNumber: number,
      body,
      user,
      createdAt: ts,
      updatedAt: ts,
    };
    this.commentList.push(c);
    return c;
  }

  labelsOf(number: number): string[] {
    return [...this.getPull(number).labels];
  }

  ensureLabel(name: string, color = 'ededed', description: string | null = null): LabelRecord {
    const key = name.toLowerCase();
    let l = this.labels.get(key);
    if (!l) {
      const id = this.store.nextId();
      l = { id, nodeId: nodeId('LA', id), name, color, description, default: false };
      this.labels.set(key, l);
    }
    return l;
  }

  addLabel(number: number, name: string): void {
    const l = this.ensureLabel(name);
    const pr = this.getPull(number);
    if (!pr.labels.some((x) => x.toLowerCase() === l.name.toLowerCase())) pr.labels.push(l.name);
  }

  // ---- checks and statuses -------------------------------------------------------------------

  /** Deletes workflow run `runId` with its check suite and every check run in it; returns how many went. */
  deleteWorkflowRun(runId: number): number {
    return this.checkSuites.deleteRun(runId);
  }

  /** The suite a new check run of `app` on `sha` joins (`fake-github/check-suites.ts`). */
  suiteFor(app: string, sha: string): number {
    return this.checkSuites.suiteFor(app, sha);
  }

  checkRuns(sha: string): CheckRunView[] {
    return this.checkRunList
      .filter((c) => c.headSha === sha)
      .map((c) => ({
        id: c.id,
        name: c.name,
        head_sha: c.headSha,
        status: c.status,
        conclusion: c.conclusion,
        output: { ...c.output, annotations_count: c.annotations.length },
        annotations: [...c.annotations],
        details_url: c.detailsUrl,
        external_id: c.externalId,
        app: c.app,
        creator: c.createdBy,
      }));
  }

  /**
   * A check run from some other CI app, for tests that need foreign checks on a commit; with `workflowRun`, a job
   * of that recorded workflow run (GitHub Actions' check run in the run's own suite).
   */
  addCheckRun(
    sha: string,
    opts: {
      name: string;
      workflowRun?: WorkflowRunRecord;
      status?: CheckRunRecord['status'];
      conclusion?: string | null;
      app?: string;
      title?: string;
      summary?: string;
      text?: string;
      detailsUrl?: string;
    },
  ): CheckRunRecord {
    const id = this.store.nextId();
    const status = opts.status ?? (opts.conclusion ? 'completed' : 'queued');
    const job = opts.workflowRun;
    if (job && job.headSha !== sha) throw new Error(`addCheckRun: workflow run ${job.id} is not on ${sha}`);
    const app = job ? ACTIONS_APP : (opts.app ?? 'ci-app');
    const ts = now();
    const rec: CheckRunRecord = {
      id,
      nodeId: nodeId('CR', id),
      headSha: sha,
      name: opts.name,
      status,
      conclusion: status === 'completed' ? (opts.conclusion ?? 'success') : null,
      startedAt: ts,
      completedAt: status === 'completed' ? ts : null,
      detailsUrl: opts.detailsUrl ?? `https://ci.example.test/runs/${id}`,
      externalId: null,
      output: { title: opts.title ?? null, summary: opts.summary ?? null, text: opts.text ?? null },
      annotations: [],
      app,
      suiteId: job?.suiteId ?? this.suiteFor(app, sha),
      createdBy: `${app}[bot]`,
    };
    this.checkRunList.push(rec);
    return rec;
  }

  updateCheckRun(
    id: number,
    patch: {
      status?: CheckRunRecord['status'];
      conclusion?: string | null;
      title?: string;
      summary?: string;
      text?: string;
    },
  ): void {
    const c = this.checkRunList.find((x) => x.id === id);
    if (!c) throw new Error(`no check run ${id}`);
    if (patch.conclusion) {
      c.status = 'completed';
      c.conclusion = patch.conclusion;
      c.completedAt = now();
    } else if (patch.status) c.status = patch.status;
    if (patch.title !== undefined) c.output.title = patch.title;
    if (patch.summary !== undefined) c.output.summary = patch.summary;
    if (patch.text !== undefined) c.output.text = patch.text;
  }

  addStatus(
    sha: string,
    opts: { context: string; state: StatusRecord['state']; description?: string; targetUrl?: string; creator?: string },
  ): StatusRecord {
    const id = this.store.nextId();
    const ts = now();
    const rec: StatusRecord = {
      id,
      nodeId: nodeId('SC', id),
      sha,
      state: opts.state,
      context: opts.context,
      description: opts.description ?? null,
      targetUrl: opts.targetUrl ?? null,
      creator: this.store.user(opts.creator ?? 'ci-bot'),
      createdAt: ts,
      updatedAt: ts,
    };
    this.statusList.push(rec);
    return rec;
  }

  statuses(sha: string): StatusRecord[] {
    return this.statusList.filter((s) => s.sha === sha);
  }
}

// In-memory records behind the fake. Git data (branches, commits, trees) is never duplicated here: it is
// read from the bare repositories, so a push from a test clone is seen exactly as GitHub would see it.
import { Budgets, type Budget } from './budgets.js';
import type { FakeRepo } from './repo.js';

export type Role = 'admin' | 'maintain' | 'write' | 'triage' | 'read';
export type PermissionLevel = 'read' | 'write' | 'none';

export interface UserRecord {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

export interface TokenOptions {
  login: string;
  type?: 'User' | 'Bot';
  /** GitHub App permissions, keyed like workflow `permissions:` (`pull-requests`) or like the API (`pull_requests`). Omitted: a classic token that may do everything. */
  permissions?: Record<string, PermissionLevel>;
  /** Slug of the GitHub App that owns the token; check runs it creates belong to that app. */
  app?: string;
  /**
   * Primary rate limit per hour. Default: with `budget`, GitHub's (1,000 for `github-actions[bot]`, GITHUB_TOKEN's
   * per repository; 5,000 for an App installation or a user); without, 5,000, so a test file does not run out.
   */
  rateLimit?: number;
  /**
   * GraphQL points per hour (GitHub prices each query, fake-github/graphql/cost.ts). Default: `rateLimit` when
   * given, else 1,000 for `github-actions[bot]` (GITHUB_TOKEN's budget per repository) and 5,000 for others.
   */
  graphqlRateLimit?: number;
  /**
   * Tokens naming the same budget share one hour's requests, points and secondary limits, as every GITHUB_TOKEN of
   * a repository does (`repo:acme/widgets`) and every token of one App installation. Without it a token has its own.
   */
  budget?: string;
}

export interface TokenInfo {
  token: string;
  user: UserRecord;
  permissions?: Record<string, PermissionLevel>;
  app?: string;
  /** An installation token's repositories (lower-case full names); unset: every repository. */
  repositories?: Set<string>;
  /** The budget the token spends; the four fields below read and write it (`fake-github/budgets.ts`). */
  budget: Budget;
  rateLimit: number;
  /** GraphQL points per hour. */
  graphqlRateLimit: number;
  /** Requests (`core`) and GraphQL points (`graphql`) spent in the current hour. */
  used: { core: number; graphql: number };
  /** When the current hour ends, in epoch seconds. */
  resetAt: number;
}

export interface CommentRecord {
  id: number;
  nodeId: string;
  issueNumber: number;
  body: string;
  user: UserRecord;
  createdAt: string;
  updatedAt: string;
  /** Who last edited the body (GitHub's GraphQL `editor`); absent until someone edits it. */
  editor?: UserRecord;
}

/** A deleted issue comment, as GitHub's PR timeline keeps it (`CommentDeletedEvent`). */
export interface DeletedCommentRecord {
  id: number;
  nodeId: string;
  issueNumber: number;
  author: UserRecord;
  actor: UserRecord;
  createdAt: string;
}

/** Kinds of pull request timeline events the fake records besides comments and deleted comments. */
export type PullEventType =
  | 'HeadRefForcePushedEvent'
  | 'HeadRefDeletedEvent'
  | 'HeadRefRestoredEvent'
  | 'ClosedEvent'
  | 'ReopenedEvent'
  | 'MergedEvent'
  | 'BaseRefChangedEvent'
  | 'ReadyForReviewEvent'
  | 'ConvertToDraftEvent'
  | 'ReviewRequestedEvent'
  | 'ReviewRequestRemovedEvent';

/**
 * One event of a pull request's timeline (GraphQL `timelineItems`). Ids come from the store's counter, so
 * sorting by id is chronological across every kind of record (comments and deleted comments included).
 */
export interface PullEventRecord {
  type: PullEventType;
  id: number;
  nodeId: string;
  issueNumber: number;
  createdAt: string;
  actor: UserRecord;
  /** Head ref events: the branch (short name) and the repository that holds it (a fork for fork PRs). */
  ref?: string;
  headRepo?: FakeRepo;
  /** HeadRefForcePushedEvent: the head before and after the push. MergedEvent: `afterSha` is the merge commit. */
  beforeSha?: string;
  afterSha?: string;
  /** BaseRefChangedEvent (MergedEvent: `currentRefName` is the base it was merged into). */
  previousRefName?: string;
  currentRefName?: string;
  /** ReviewRequestedEvent / ReviewRequestRemovedEvent: the user, or the team's slug, asked (or no longer asked). */
  reviewer?: UserRecord;
  team?: string;
}

/** What the last edit of a pull request changed, as the `edited` webhook's `changes` shows it. */
export interface PullChanges {
  title?: { from: string };
  body?: { from: string };
  base?: { ref: { from: string }; sha: { from: string } };
}

export interface LabelRecord {
  id: number;
  nodeId: string;
  name: string;
  color: string;
  description: string | null;
  default: boolean;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column: number | null;
  end_column: number | null;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string | null;
  message: string;
  raw_details: string | null;
}

export interface CheckRunRecord {
  id: number;
  nodeId: string;
  headSha: string;
  name: string;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  conclusion: string | null;
  startedAt: string | null;
  completedAt: string | null;
  detailsUrl: string | null;
  externalId: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  annotations: Annotation[];
  app: string;
  suiteId: number;
  createdBy: string;
}

export interface StatusRecord {
  id: number;
  nodeId: string;
  sha: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  context: string;
  description: string | null;
  targetUrl: string | null;
  creator: UserRecord;
  createdAt: string;
  updatedAt: string;
}

export interface AutoMergeRecord {
  enabledAt: string;
  enabledBy: UserRecord;
  mergeMethod: 'MERGE' | 'SQUASH' | 'REBASE';
}

export interface PullRecord {
  number: number;
  id: number;
  nodeId: string;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  draft: boolean;
  headRef: string;
  baseRef: string;
  headRepo: FakeRepo;
  author: UserRecord;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  mergedAt: string | null;
  mergedBy: UserRecord | null;
  mergeCommitSha: string | null;
  labels: string[];
  autoMerge: AutoMergeRecord | null;
  /** Head sha last seen; what GitHub keeps showing once the head branch is gone. */
  lastHeadSha: string;
  lastBaseSha: string;
  /** Test override of the computed mergeability: null = still computing. */
  mergeableOverride?: boolean | null;
  /** Scripted answers, one per read of mergeability; the last one sticks. */
  mergeableSequence?: Array<boolean | null>;
  /** Base tip just before the merge: `mergedOnto..mergeCommitSha` are the commits the merge introduced. */
  mergedOnto?: string;
  /** What the last `PATCH .../pulls/{n}` changed (title, body, base), for the `edited` webhook payload. */
  lastChanges?: PullChanges;
  /** Users asked to review and who have not reviewed since (GitHub drops a request once its user reviews). */
  requestedReviewers?: UserRecord[];
  /** Slugs of the teams asked to review (teams of the repository owner's organization). */
  requestedTeams?: string[];
}

/** A team of the repository owner's organization that may be asked to review (`FakeRepo.addTeam`). */
export interface TeamRecord {
  id: number;
  slug: string;
  name: string;
}

export function now(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function nodeId(prefix: string, id: number): string {
  return `${prefix}_kwDO${Buffer.from(`0:${id}`).toString('base64url')}`;
}

export class Store {
  readonly users = new Map<string, UserRecord>();
  readonly tokens = new Map<string, TokenInfo>();
  readonly repos = new Map<string, FakeRepo>();
  readonly budgets = new Budgets();
  private counter = 1000;

  constructor(
    readonly rootDir: string,
    public apiUrl: string,
  ) {}

  nextId(): number {
    return ++this.counter;
  }

  /**
   * A token's record, spending `budget` (`./budgets.ts`): the hourly figures read and write the budget, which the
   * tokens of one identity may share. Not registered: the caller keeps it where its tokens live.
   */
  tokenInfo(
    fields: Omit<TokenInfo, 'budget' | 'rateLimit' | 'graphqlRateLimit' | 'used' | 'resetAt'>,
    limits: { rateLimit: number; graphqlRateLimit: number },
    budgetKey?: string,
  ): TokenInfo {
    const budget = this.budgets.budgetFor(budgetKey, fields.token, fields.user, limits);
    const info = { ...fields, budget };
    Object.defineProperties(info, {
      rateLimit: { get: () => budget.rateLimit, set: (v: number) => (budget.rateLimit = v), enumerable: true },
      graphqlRateLimit: {
        get: () => budget.graphqlRateLimit,
        set: (v: number) => (budget.graphqlRateLimit = v),
        enumerable: true,
      },
      used: { get: () => budget.used, set: (v: Budget['used']) => (budget.used = v), enumerable: true },
      resetAt: { get: () => budget.resetAt, set: (v: number) => (budget.resetAt = v), enumerable: true },
    });
    return info as TokenInfo;
  }

  user(login: string, type?: UserRecord['type']): UserRecord {
    const key = login.toLowerCase();
    let u = this.users.get(key);
    if (!u) {
      u = { login, id: this.nextId(), type: type ?? (login.endsWith('[bot]') ? 'Bot' : 'User') };
      this.users.set(key, u);
    } else if (type && u.type !== type) {
      u.type = type;
    }
    return u;
  }

  repo(owner: string, name: string): FakeRepo | undefined {
    return this.repos.get(`${owner}/${name}`.toLowerCase());
  }
}

// What the in-memory GitHub (`memory-github.ts`) keeps, as plain records a test reads back, and how REST shows a PR.
import type { CheckAnnotation, ChangedFileRow, RestPull } from '../../src/core/github/port.js';
import type { Mergeable, RepoRef } from '../../src/core/pure/view.js';

/** The token's identity in the Actions workflow, as REST spells it. */
export const MEMORY_BOT = 'github-actions[bot]';

export interface MemoryPull {
  number: number;
  nodeId: string;
  title: string;
  /** REST's spelling of the author (`name[bot]` for an App). */
  author: string;
  headRef: string;
  baseRef: string;
  headSha: string;
  baseSha: string;
  state: 'open' | 'closed' | 'merged';
  draft: boolean;
  crossRepository: boolean;
  labels: string[];
  /** The PR's commits, oldest first (GraphQL's `commits`). */
  commits: string[];
  /** GitHub's own record: force-pushes, deleted comments and review requests, oldest first. */
  timeline: MemoryEvent[];
  reviewRequests: { kind: 'user'; login: string }[];
  autoMerge: boolean;
  mergeable: Mergeable;
  /** Whether the base has commits the head lacks (`advanceBase`): what update-branch would merge. */
  behind: boolean;
  mergedAt: string | null;
  /** The commit that landed it, once merged. */
  mergeCommitSha: string | null;
  createdAt: string;
  updatedAt: string;
  files: ChangedFileRow[];
}

export type MemoryEvent =
  | { type: 'HeadRefForcePushedEvent'; at: string; actor: string; before: string; after: string }
  | { type: 'CommentDeletedEvent'; at: string; actor: string | null; commentAuthor: string }
  | { type: 'ReviewRequestedEvent' | 'ReviewRequestRemovedEvent'; at: string; actor: string; reviewer: string };

export interface MemoryComment {
  id: number;
  pull: number;
  body: string;
  author: string;
  /** Who last edited it (null: never edited). */
  editor: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MemoryCheckRun {
  id: number;
  name: string;
  headSha: string;
  status: 'completed' | 'in_progress';
  conclusion: string | null;
  appSlug: string;
  externalId: string | null;
  completedAt: string | null;
  output: { title: string; summary: string; text: string | null };
  annotations: CheckAnnotation[];
}

export interface MemoryStatus {
  id: number;
  context: string;
  state: 'success' | 'failure' | 'pending' | 'error';
  description: string | null;
}

/** A refusal the test declares for the next `updateBranch` of a PR (the memory port cannot merge). */
export type DeclaredRefusal = { reason: 'workflows' | 'unprocessable'; said: string };

export interface MemoryOptions {
  /** The token's own identity (REST's spelling); `github-actions[bot]` by default. */
  viewer?: string;
  /** The App slug GitHub names on the check runs this token creates. */
  appSlug?: string;
  repo?: RepoRef;
  defaultBranch?: string;
}

/** An error like Octokit's RequestError, so core's `httpStatus` and `answerMessage` read it the same way. */
export class MemoryRequestError extends Error {
  readonly response: { data: { message: string } };
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.response = { data: { message } };
  }
}

/** The PR as REST's `GET /pulls/{n}` shows it. */
export function restPullOf(repo: RepoRef, pull: MemoryPull): RestPull {
  const full = `${repo.owner}/${repo.repo}`;
  return {
    node_id: pull.nodeId,
    number: pull.number,
    state: pull.state === 'open' ? 'open' : 'closed',
    draft: pull.draft,
    merged: pull.state === 'merged',
    merged_at: pull.mergedAt,
    merged_by: null,
    user: { login: pull.author },
    head: {
      sha: pull.headSha,
      ref: pull.headRef,
      repo: { full_name: pull.crossRepository ? `fork/${repo.repo}` : full },
    },
    base: { sha: pull.baseSha, ref: pull.baseRef, repo: { full_name: full } },
    mergeable: pull.mergeable === 'UNKNOWN' ? null : pull.mergeable === 'MERGEABLE',
    mergeable_state: pull.mergeable === 'CONFLICTING' ? 'dirty' : pull.mergeable === 'UNKNOWN' ? 'unknown' : 'clean',
    labels: pull.labels.map((name) => ({ name })),
    html_url: `https://github.com/${full}/pull/${pull.number}`,
    title: pull.title,
  };
}

/** A commit id made from a name, so a test can say `sha('second')` and read it back. */
export function sha(name: string): string {
  let h = 0x811c9dc5;
  const out: string[] = [];
  for (let round = 0; round < 5; round++) {
    for (const ch of `${round}:${name}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out.push(h.toString(16).padStart(8, '0'));
  }
  return out.join('');
}

/**
 * The types history-guard's shell, operator modes, merge-group judgement and messages share. They live apart
 * from the modules that build them so that messages.ts can name what a run found without importing a module
 * that imports messages.ts (no cycle: `npm run lint`).
 */
import type { PullPart } from '../core/pure/commit-verdict.js';
import type { RunContext } from '../core/run-context.js';
import type { ShellContext } from '../core/shell.js';
import type { GitHubWords } from '../core/github/port.js';
import type { ResourceLeft } from '../core/github/rate-budget.js';
import type { GuardDecision, HiddenRewrite, Transition, UnblockRefusal } from './rules/decide.js';
import type { HistoryGuardSettings } from './settings.js';
import type { DeferredWrite } from './rules/deferred.js';
export type { DeferredWrite };

/** A history-guard run: the shell context, the event that started the run, and its settings. */
export interface GuardContext extends ShellContext {
  event: RunContext;
  settings: HistoryGuardSettings;
}

export interface GuardResult {
  /** The verdict on the commit: accepted only when every open PR it heads is. */
  verdict: 'accepted' | 'blocked';
  /** This PR's own verdict. */
  ownVerdict: 'accepted' | 'blocked';
  transition: GuardDecision['transition'];
  expectedHead: string;
  observedHead: string;
  prNumber: number;
  notes: GuardNote[];
  /** Other open PRs with the same head, and whether each passed: the check is their conjunction. */
  sharedWith: PullPart<Transition>[];
}

export interface BlockedEntry {
  number: number;
  title: string;
  url: string;
  expected: string | null;
  observed: string | null;
  backupRefs: string[];
}

export interface UnblockOutcome {
  number: number;
  unblocked: boolean;
  how?: string;
  head?: string;
  /** Why it stays blocked (facts; `staysBlockedText` words them). */
  reason?: StaysBlocked;
}

/** What a run notes beside its verdict (the summary's footer): facts, worded by `guardNoteText`. */
export type GuardNote =
  /**
   * A backup ref GitHub refused (`said`: its words); the block stands without it. `needs: 'workflows'`: the refusal
   * GitHub gives a token without the `workflows` permission, for commits that change a workflow file.
   */
  | { kind: 'backup-failed'; ref: string; sha: string; said: GitHubWords; needs?: 'workflows' }
  /** A force-push on PR `number` the repository accepts, and why (`rewrite-allowed-actors`, `enforced-since`). */
  | { kind: 'forgiven'; number: number; rewrite: HiddenRewrite; why: 'enforced-since' | 'allowed-actor' | undefined }
  /**
   * Writes on PR `number` that wait for its next run because GitHub's REST budget is below what mergexo keeps for
   * verdicts (`left`): the label `label` added or removed, the ready mark taken back, the block comment.
   */
  | { kind: 'deferred'; number: number; label: string; what: DeferredWrite[]; left: ResourceLeft };

/** Why an unblock left a PR blocked. */
export type StaysBlocked =
  /** The PR is no longer open (`state` as GitHub spells it). */
  | { kind: 'not-open'; state: string }
  /** The unblock rule refused it. */
  | { kind: 'refused'; refusal: UnblockRefusal }
  /** It could not be decided (`said`: the undecidable error's words). */
  | { kind: 'undecidable'; said: GitHubWords }
  /** GitHub or git failed (`said`: their words). */
  | { kind: 'error'; said: GitHubWords };

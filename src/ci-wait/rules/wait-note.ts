/**
 * What happened during a PR's wait that its verdict's summary notes, as facts: its own module, so that
 * messages.ts (which words them) and run.ts (whose evaluation carries them) import it without a cycle.
 */
import type { MergeMethod } from './decide.js';

/** What happened during the wait that the verdict's summary notes (`messages.ts` words it). */
export type WaitNote =
  | { kind: 'head-moved'; from: string; to: string }
  /** ci-wait merged `baseRef` into the branch at `head`. */
  | { kind: 'branch-updated'; baseRef: string; head: string }
  /** Observe mode: enforcement would have merged PR `number` at `head`. */
  | { kind: 'would-merge'; number: number; head: string; method: MergeMethod };

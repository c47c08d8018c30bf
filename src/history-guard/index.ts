/**
 * history-guard's public surface: the judgement of a head (`evaluate`, given narrow ports), the typed verdict
 * it returns, and the words for it. Code outside the action (the CLI) imports only this file.
 */
export {
  evaluate,
  recordOn,
  type HistoryGit,
  type HistoryPorts,
  type HistoryPull,
  type HistoryVerdict,
  type VerdictOnCommit,
} from './rules/evaluate.js';
export type { BlockCause, GuardDecision, GuardState, RewriteSighting, Transition } from './rules/decide.js';
export { describeRewrites, describeTransition } from './messages.js';
export { parseEnforcedSince } from './settings.js';

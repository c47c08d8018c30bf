/**
 * write-root-gate's public surface: what code outside the action (the `mergexo` CLI) may use. The lease
 * judgement (`evaluate`) over ports it supplies, what merging a PR writes given a tree reader (`mergeWrites`),
 * the lease file's format, and the words a violation is reported in. Everything else is the action's own.
 */
export { evaluate, type Evaluation, type GatePorts, type GateQuestion } from './rules/evaluate.js';
export { mergeWrites, type TreeReader } from './rules/merge-writes.js';
export type { MergeResult } from './rules/merge-writes.js';
export type { GateDecision, Rule, Violation, ViolationDetail } from './rules/decide.js';
export { parseLeaseConfig, type LeaseConfig, type ResolvedLease } from './rules/lease-config.js';
export { readLeaseConfig } from './lease-file.js';
export { DEFAULT_LEASE_FILE } from './rules/lease-config.js';
export { RULE_TEXT, leaseReasonText, violationDetail } from './lease-messages.js';

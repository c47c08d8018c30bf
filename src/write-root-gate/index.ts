/**
 * write-root-gate's public surface: what code outside the action (the `mergexo` CLI) may use. The lease
 * judgement (`evaluate`) over ports it supplies, what merging a PR writes given a tree reader (`mergeWrites`),
 * the lease file's format, and the words a violation is reported in. Everything else is the action's own.
 */
export { evaluate, type Evaluation, type GatePorts, type GateQuestion } from './evaluate.js';
export { mergeWrites, type TreeReader } from './merge-writes.js';
export type { MergeResult } from './git-snapshot.js';
export type { GateDecision, Rule, Violation, ViolationDetail } from './decide.js';
export { parseLeaseConfig, type LeaseConfig, type ResolvedLease } from './lease-config.js';
export { readLeaseConfig } from './lease-file.js';
export { DEFAULT_LEASE_FILE } from './settings.js';
export { RULE_TEXT, leaseReasonText, violationDetail } from './messages.js';

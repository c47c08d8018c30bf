import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  failingNames
} from "./chunk-E5UVRW4G.js";
import {
  logLine,
  mdCode,
  mdText,
  short
} from "./chunk-YLE5DTIA.js";

// src/write-root-gate/group-messages.ts
var MERGE_GROUP_PAYLOAD_ERROR = "The merge_group event payload has no merge_group.head_sha and head_ref. Run the gate on the `merge_group` event GitHub sends for a merge queue, without overriding the event payload.";
var groupWithoutPullMessage = (headRef) => `mergexo/write-root-gate: merge group ${logLine(headRef)} names no pull request; refused. Queue the pull requests again.`;
function unnamedMergeGroupCheckText(headRef) {
  return {
    title: "Refused: merge group names no pull request",
    summary: `The merge group ref ${mdCode(headRef)} does not name a pull request (${mdCode("pr-<number>-<sha>")}), so its changes cannot be matched to a lease.`
  };
}
function mergeGroupNote(headSha, headRef, number, ahead = []) {
  const others = ahead.length ? ` Every PR ahead of it in the queue, whose changes the group also holds (${ahead.map((n) => `#${n}`).join(", ")}), was re-judged too and passes.` : "";
  return `Merge group ${mdCode(headSha)} (${mdCode(headRef)}): verdict of PR #${number}, re-judged now.${others}`;
}
function groupMemberRefusedCheckText(failing, number, ownPasses) {
  return {
    title: `Refused: this merge group also holds ${failingNames(failing)}, which writes outside its roots`,
    summary: `PR #${number} ${ownPasses ? "is inside its own roots" : "is refused itself"}, but the group commit also holds the changes of ${failingNames(failing)}, ahead of it in the queue, and ${failing.length === 1 ? "that PR is" : "those PRs are"} refused now (see the check on each head). A merge group lands every PR it holds (with "only merge non-failing pull requests" off, GitHub lands the PRs ahead with a later group even when their own group failed), so it passes only when each of them does.`
  };
}
function groupUnlistedCheckText(number, reason) {
  return {
    title: `Refused: could not tell which PRs this merge group holds (#${number})`,
    summary: `The gate judges every PR a merge group lands, and could not list the PRs ahead of #${number} in the queue: ${mdText(reason)}. Not knowing a group's PRs is not vouching for them; queue the PR again for a new group.`
  };
}
function groupWithoutBaseReason(headRef) {
  return `the merge_group event names no base branch (no base_ref, and the ref ${headRef} is not gh-readonly-queue/<base>/pr-<n>-<sha>)`;
}
function judgingGroupMemberLine(number, groupSha) {
  return `Judging PR #${number} for the merge group ${short(groupSha)}.`;
}

export {
  MERGE_GROUP_PAYLOAD_ERROR,
  groupWithoutPullMessage,
  unnamedMergeGroupCheckText,
  mergeGroupNote,
  groupMemberRefusedCheckText,
  groupUnlistedCheckText,
  groupWithoutBaseReason,
  judgingGroupMemberLine
};

import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  MERGE_GROUP_PAYLOAD_ERROR,
  groupMemberRefusedCheckText,
  groupUnlistedCheckText,
  groupWithoutBaseReason,
  groupWithoutPullMessage,
  judgingGroupMemberLine,
  mergeGroupNote,
  unnamedMergeGroupCheckText
} from "./chunk-7C5ZN2UZ.js";
import "./chunk-E5UVRW4G.js";
import "./chunk-YLE5DTIA.js";
import "./chunk-42UX2N3C.js";
export {
  MERGE_GROUP_PAYLOAD_ERROR,
  groupMemberRefusedCheckText,
  groupUnlistedCheckText,
  groupWithoutBaseReason,
  groupWithoutPullMessage,
  judgingGroupMemberLine,
  mergeGroupNote,
  unnamedMergeGroupCheckText
};

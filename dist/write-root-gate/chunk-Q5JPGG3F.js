import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  BASE_KEPT_MOVING,
  CLOSED_LOG,
  COMMENT_PATH_LIMIT,
  EFFECT,
  MAX_STEP_ANNOTATIONS,
  backInBoundsCommentText,
  baseChangedCheckText,
  baseMovedLog,
  checkAnnotations,
  checkText,
  configurationCheckText,
  deferredForBudgetLine,
  failedAfterRetries,
  leaseExample,
  quarantineCommentText,
  rootsLine,
  sharedRefusalCheckText,
  stepAnnotations,
  undecidableCheckText,
  undecidedReason
} from "./chunk-KB3GGBS7.js";
import "./chunk-TEIGPZ6P.js";
import "./chunk-YRZLZ57R.js";
import "./chunk-E5UVRW4G.js";
import "./chunk-YLE5DTIA.js";
import "./chunk-42UX2N3C.js";
export {
  BASE_KEPT_MOVING,
  CLOSED_LOG,
  COMMENT_PATH_LIMIT,
  EFFECT,
  MAX_STEP_ANNOTATIONS,
  backInBoundsCommentText,
  baseChangedCheckText,
  baseMovedLog,
  checkAnnotations,
  checkText,
  configurationCheckText,
  deferredForBudgetLine,
  failedAfterRetries,
  leaseExample,
  quarantineCommentText,
  rootsLine,
  sharedRefusalCheckText,
  stepAnnotations,
  undecidableCheckText,
  undecidedReason
};

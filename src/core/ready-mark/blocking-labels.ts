/**
 * ci-wait's ready-mark inputs: core's three (`ready-mark`, `ready-label`, `ready-reviewers`) plus
 * `ready-blocking-labels`, the labels that keep a PR from being marked.
 */
import { listInput, type InputReader } from '../inputs.js';
import { DEFAULT_BLOCKING_LABELS } from '../pure/protocol/ready-mark.js';
import type { ReadyMarkSettings } from './mark.js';
import { parseReadyMarkSettings } from './settings.js';

/**
 * The other actions' blocking labels at their defaults (`../protocol/ready-mark.ts`): history-guard's
 * `blocked-label` and write-root-gate's `quarantine-label`. ci-wait's own three (failed, conflict,
 * needs-human) always block.
 */
export { DEFAULT_BLOCKING_LABELS } from '../pure/protocol/ready-mark.js';

export interface CiWaitReadySettings {
  ready: ReadyMarkSettings;
  /** Labels that keep a PR from being marked, besides ci-wait's own failed, conflict and needs-human labels. */
  readyBlockingLabels: string[];
}

export function parseReadySettings(read: InputReader): CiWaitReadySettings {
  const raw = read('ready-blocking-labels');
  return {
    ready: parseReadyMarkSettings(read),
    readyBlockingLabels: raw === '' ? [...DEFAULT_BLOCKING_LABELS] : listInput(read, 'ready-blocking-labels'),
  };
}

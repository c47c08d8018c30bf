// The labels one action writes and another reads: a writer's default and its reader's default must name the
// same label, or a repository that configures nothing gets a mark nobody takes back.
import { describe, expect, it } from 'vitest';
import { inputsFromRecord } from '../../../../src/core/inputs.js';
import { parseReadySettings } from '../../../../src/core/ready-mark/blocking-labels.js';
import { parseReadyMarkSettings } from '../../../../src/core/ready-mark/settings.js';
import {
  DEFAULT_BLOCKED_LABEL,
  DEFAULT_BLOCKING_LABELS,
  DEFAULT_QUARANTINE_LABEL,
  DEFAULT_READY_LABEL,
} from '../../../../src/core/pure/protocol/index.js';
import { ACTIONS, inputDefault } from './action-defaults.js';

describe('the labels the actions share', () => {
  it('every action takes the same ready label back that ci-wait sets, by default', () => {
    for (const action of ACTIONS) expect(inputDefault(action, 'ready-label'), action).toBe(DEFAULT_READY_LABEL);
    expect(parseReadyMarkSettings(inputsFromRecord({ 'ready-mark': 'label' })).label).toBe(DEFAULT_READY_LABEL);
  });

  it("ci-wait's blocking labels are the gates' labels as they write them by default", () => {
    expect(inputDefault('history-guard', 'blocked-label')).toBe(DEFAULT_BLOCKED_LABEL);
    expect(inputDefault('write-root-gate', 'quarantine-label')).toBe(DEFAULT_QUARANTINE_LABEL);
    expect(DEFAULT_BLOCKING_LABELS).toEqual([DEFAULT_BLOCKED_LABEL, DEFAULT_QUARANTINE_LABEL]);
    expect(inputDefault('ci-wait', 'ready-blocking-labels')).toBe(DEFAULT_BLOCKING_LABELS.join(', '));
    expect(parseReadySettings(inputsFromRecord({})).readyBlockingLabels).toEqual([...DEFAULT_BLOCKING_LABELS]);
  });
});

import { enforcementInput, type Enforcement } from '../core/enforcement.js';
import { ConfigurationError } from '../core/pure/errors.js';
import { DEFAULT_CONFLICT_LABEL } from '../core/pure/protocol/index.js';
import {
  booleanInput,
  choiceInput,
  integerInput,
  labelInput,
  listInput,
  requiredInput,
  type InputReader,
} from '../core/inputs.js';
import { compileGlob } from './glob.js';
import { parseReadySettings, type CiWaitReadySettings } from '../core/ready-mark/blocking-labels.js';

export type MergeMethod = 'merge' | 'squash' | 'rebase';
export type OnConflict = 'report' | 'update-branch';

export interface CiWaitSettings extends CiWaitReadySettings {
  token: string;
  /** `observe`: judge and say, write only the neutral verdict check (src/core/enforcement.ts). */
  enforcement: Enforcement;
  /** Only checks whose name matches one of these count (empty: every check). */
  checks: RegExp[];
  /** Checks whose name matches one of these never count. */
  ignoreChecks: RegExp[];
  timeoutMs: number;
  intervalMs: number;
  graceMs: number;
  onConflict: OnConflict;
  /** Merge the PR once it is green and mergeable (absent: never merge). */
  merge: MergeMethod | undefined;
  maxAttempts: number;
  allowNoChecks: boolean;
  /** The check run of the job running ci-wait, when the runner tells us (`job.check_run_id`). */
  jobCheckRunId: number | undefined;
  /** Names the job running ci-wait may carry (its id, its `name:`), for when the id is unknown. */
  jobNames: string[];
  checkName: string;
  failedLabel: string;
  conflictLabel: string;
  needsHumanLabel: string;
}

const MERGE_OFF = ['', 'off', 'false', 'no', 'none'];

function globsInput(read: InputReader, name: string): RegExp[] {
  return listInput(read, name).map((pattern) => {
    try {
      return compileGlob(pattern);
    } catch (e) {
      throw new ConfigurationError(`Input '${name}' has an invalid pattern '${pattern}': ${(e as Error).message}`);
    }
  });
}

function mergeInput(read: InputReader): MergeMethod {
  try {
    return choiceInput(read, 'merge', ['merge', 'squash', 'rebase'] as const, 'merge');
  } catch (e) {
    throw new ConfigurationError(`${(e as Error).message} Or leave it at off (the default) to never merge.`);
  }
}

/** Parses the inputs once; every user mistake becomes a ConfigurationError naming its fix. */
export function parseSettings(read: InputReader, runner: { job: string }): CiWaitSettings {
  const token = requiredInput(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
  const timeoutSeconds = integerInput(read, 'timeout-seconds', 600, { min: 0, max: 6 * 3600 });
  const intervalSeconds = integerInput(read, 'interval-seconds', 30, { min: 5, max: 3600 });
  const graceSeconds = integerInput(read, 'grace-seconds', 120, { min: 0, max: 6 * 3600 });
  const merge = MERGE_OFF.includes(read('merge').toLowerCase()) ? undefined : mergeInput(read);
  const rawId = read('job-check-run-id');
  if (rawId !== '' && !/^[1-9]\d*$/.test(rawId)) {
    throw new ConfigurationError(
      `Input 'job-check-run-id' must be a check run id such as 51725241954, got '${rawId}'. ` +
        'Leave it at its default (`${{ job.check_run_id }}`).',
    );
  }
  const jobName = read('job-name');
  return {
    token,
    enforcement: enforcementInput(read),
    checks: globsInput(read, 'checks'),
    ignoreChecks: globsInput(read, 'ignore-checks'),
    timeoutMs: timeoutSeconds * 1000,
    intervalMs: intervalSeconds * 1000,
    graceMs: graceSeconds * 1000,
    onConflict: choiceInput(read, 'on-conflict', ['report', 'update-branch'] as const, 'report'),
    merge,
    maxAttempts: integerInput(read, 'max-attempts', 5, { min: 1, max: 100 }),
    allowNoChecks: booleanInput(read, 'allow-no-checks', false),
    jobCheckRunId: rawId === '' ? undefined : Number(rawId),
    jobNames: [...new Set([runner.job, jobName].filter((n) => n !== ''))],
    checkName: read('check-name') || 'mergexo/ci-wait',
    failedLabel: labelInput(read, 'failed-label', 'mergexo:ci-failed'),
    conflictLabel: labelInput(read, 'conflict-label', DEFAULT_CONFLICT_LABEL),
    needsHumanLabel: labelInput(read, 'needs-human-label', 'mergexo:needs-human'),
    ...parseReadySettings(read),
  };
}

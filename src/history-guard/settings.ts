import { enforcementInput, type Enforcement } from '../core/enforcement.js';
import type { ReadyMarkSettings } from '../core/ready-mark/mark.js';
import { parseReadyMarkSettings } from '../core/ready-mark/settings.js';
import { ConfigurationError } from '../core/pure/errors.js';
import { DEFAULT_BLOCKED_LABEL } from '../core/pure/protocol/index.js';
import {
  booleanInput,
  listInput,
  choiceInput,
  pullRequestNumberInput,
  requiredInput,
  shaInput,
  type InputReader,
} from '../core/inputs.js';
import { ROLES, type Role } from '../core/pure/roles.js';

export type Mode = 'guard' | 'list' | 'unblock';

export interface HistoryGuardSettings {
  token: string;
  /** `observe`: judge and say, write only the neutral verdict check (src/core/enforcement.ts). */
  enforcement: Enforcement;
  mode: Mode;
  /** `unblock` only: the PR to unblock (absent when `all`). */
  pullRequest?: number;
  /** `unblock` only: accept this rewritten head as the new baseline. */
  acceptHead?: string;
  all: boolean;
  unblockPermission: Role;
  blockedLabel: string;
  checkName: string;
  backupRefPrefix: string;
  operatorWorkflow: string;
  /** `enforced-since` in ms since the epoch: force-pushes GitHub recorded before it never block. */
  enforcedSince?: number;
  /** `rewrite-allowed-actors`: logins as REST spells them, whose force-pushes on their own PRs are accepted. */
  rewriteAllowedActors: string[];
  /** ci-wait's ready mark, taken back from a PR this gate blocks (`ready-mark`, `ready-label`, `ready-reviewers`). */
  ready: ReadyMarkSettings;
}

/** An ISO 8601 date and time with a zone: a bare date or a local time would mean another moment on every runner. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

function enforcedSinceInput(read: InputReader): number | undefined {
  return parseEnforcedSince(read('enforced-since'));
}

/** `enforced-since` as history-guard reads it (ms since the epoch; undefined when empty), or its one-line error. */
export function parseEnforcedSince(raw: string): number | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const at = Date.parse(value);
  if (!ISO_DATE_TIME.test(value) || !Number.isFinite(at)) {
    throw new ConfigurationError(
      `Input 'enforced-since' must be an ISO 8601 date and time with a time zone, such as 2026-11-28T09:00:00Z; ` +
        `got '${value}'. Set it to the moment enforcement starts, or leave it empty.`,
    );
  }
  return at;
}

const OPERATOR_EVENTS = ['workflow_dispatch'];

/** Parses the inputs once; every user mistake becomes a ConfigurationError naming its fix. */
export function parseSettings(read: InputReader, eventName: string): HistoryGuardSettings {
  const token = requiredInput(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
  const operatorEvent = OPERATOR_EVENTS.includes(eventName);
  const requested = read('mode').toLowerCase();
  let mode: Mode;
  if (requested === '' || requested === 'auto') {
    if (operatorEvent) {
      throw new ConfigurationError(
        "Input 'mode' is required on workflow_dispatch: use 'list' to see blocked PRs or 'unblock' to release one.",
      );
    }
    mode = 'guard';
  } else {
    mode = choiceInput(read, 'mode', ['guard', 'list', 'unblock'] as const, 'guard');
  }
  if (mode !== 'guard' && !operatorEvent) {
    throw new ConfigurationError(
      `Mode '${mode}' is an operator mode and runs only on workflow_dispatch, not on '${eventName}'. ` +
        'Put it in a workflow triggered by `on: workflow_dispatch`.',
    );
  }
  const pullRequest = pullRequestNumberInput(read, 'pull-request');
  const acceptHead = shaInput(read, 'accept-head');
  const all = booleanInput(read, 'all', false);
  if (mode === 'unblock') {
    if (all && pullRequest !== undefined) {
      throw new ConfigurationError("Give either 'pull-request' or 'all: true' to unblock, not both.");
    }
    if (!all && pullRequest === undefined) {
      throw new ConfigurationError("Mode 'unblock' needs 'pull-request: <number>' (or 'all: true').");
    }
    if (all && acceptHead !== undefined) {
      throw new ConfigurationError(
        "'accept-head' accepts one PR's rewritten head; it cannot be combined with 'all: true'.",
      );
    }
  } else if (acceptHead !== undefined) {
    throw new ConfigurationError("'accept-head' is only used with mode 'unblock'.");
  }
  const unblockPermission = choiceInput(
    read,
    'unblock-permission',
    ROLES.filter((r) => r !== 'none'),
    'maintain',
  );
  const enforcedSince = enforcedSinceInput(read);
  const backupRefPrefix = (read('backup-ref-prefix') || 'refs/mergexo/backup').replace(/\/+$/, '');
  if (!/^refs\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(backupRefPrefix) || backupRefPrefix.startsWith('refs/pull')) {
    throw new ConfigurationError(
      `Input 'backup-ref-prefix' must be a ref namespace such as refs/mergexo/backup, got '${backupRefPrefix}'.`,
    );
  }
  return {
    token,
    enforcement: enforcementInput(read),
    mode,
    ...(pullRequest !== undefined ? { pullRequest } : {}),
    ...(acceptHead !== undefined ? { acceptHead } : {}),
    all,
    unblockPermission,
    blockedLabel: read('blocked-label') || DEFAULT_BLOCKED_LABEL,
    checkName: read('check-name') || 'mergexo/history-guard',
    backupRefPrefix,
    operatorWorkflow: read('operator-workflow') || 'mergexo-operator.yml',
    ...(enforcedSince !== undefined ? { enforcedSince } : {}),
    rewriteAllowedActors: read('rewrite-allowed-actors') === '' ? [] : listInput(read, 'rewrite-allowed-actors'),
    ready: parseReadyMarkSettings(read),
  };
}

import { enforcementInput, type Enforcement } from '../core/enforcement.js';
import { ConfigurationError } from '../core/pure/errors.js';
import { DEFAULT_CONFLICT_LABEL } from '../core/pure/protocol/index.js';
import { booleanInput, choiceInput, integerInput, requiredInput, type InputReader } from '../core/inputs.js';
import type { ReadyMarkSettings } from '../core/ready-mark/mark.js';
import { ROLES, type Role } from '../core/pure/roles.js';
import { parseReadyMarkSettings } from '../core/ready-mark/settings.js';
import { URGENCIES, type Policy, type Urgency } from './rules/drift/plan.js';
import { parseAllocatedGlob, type AllocatedGlob } from './rules/collisions/allocated-names.js';
import { comparedName, workflowPath } from './rules/collisions/decide-handover.js';
import { sameLabel } from '../core/pure/labels.js';

export const DRIFT_SOURCES = ['auto', 'git', 'api'] as const;
export type DriftSource = (typeof DRIFT_SOURCES)[number];

export interface RebaseNotifySettings {
  token: string;
  /** `observe`: judge and say, write only the neutral verdict check (src/core/enforcement.ts). */
  enforcement: Enforcement;
  urgency: Urgency;
  updateBranch: 'off' | 'merge';
  cooldownMinutes: number;
  maxWrites: number;
  includeDrafts: boolean;
  /** Only this base branch (sweeps: instead of every base; pushes: ignore pushes to other branches). */
  base?: string;
  driftSource: DriftSource;
  behindLabel: string;
  conflictLabel: string;
  checkName: string;
  /** Collisions between PRs: the globs whose first `*` is a name only one file may hold (empty: none). */
  allocatedNames: AllocatedGlob[];
  /** Groups of bases whose PRs meet later (a feature branch merged with main): compared as one (`meeting-bases`). */
  meetingBases: string[][];
  /** `notice`: PRs changing the same file are told so (a comment, or at fyi a label); `off`: not looked for. */
  overlaps: 'notice' | 'off';
  collisionCheckName: string;
  /**
   * ci-wait's ready mark, as ci-wait sets it: rebase-notify only takes it back, from a PR that now conflicts
   * with its base or whose allocated names collide (off: left alone).
   */
  ready: ReadyMarkSettings;
  /** The operator's hand-over (workflow_dispatch): the PR that is to hold `name` (`rules/collisions/`). */
  handOver?: { pull: number; name: string };
  /** The role the person dispatching a hand-over must hold; a recorded hand-over counts while they do. */
  handOverPermission: Role;
  /** The hand-over workflow's file, `.github/workflows/<file>`: a record counts only when its run ran that file. */
  handOverWorkflow: string;
}

/** Whether this run compares the open PRs of a base with each other. */
export function collisionsOn(settings: Pick<RebaseNotifySettings, 'allocatedNames' | 'overlaps'>): boolean {
  return settings.allocatedNames.length > 0 || settings.overlaps === 'notice';
}

/** What `git check-ref-format --branch` would refuse, for the common mistakes. */
function validBranchName(name: string): boolean {
  return (
    !/[\s~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.lock$|^\.|\/\.|^-/.test(name) && name !== '@' && !name.startsWith('refs/')
  );
}

export function parseSettings(read: InputReader): RebaseNotifySettings {
  const token = requiredInput(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
  const urgency = choiceInput(read, 'urgency', URGENCIES, 'helpful');
  const updateBranch = choiceInput(read, 'update-branch', ['off', 'merge'] as const, 'off');
  const cooldownMinutes = integerInput(read, 'cooldown-minutes', 60, { min: 0, max: 60 * 24 * 30 });
  const maxWrites = integerInput(read, 'max-writes', 100, { min: 0, max: 5000 });
  const includeDrafts = booleanInput(read, 'include-drafts', false);
  const driftSource = choiceInput(read, 'drift-source', DRIFT_SOURCES, 'auto');
  const rawBase = read('base').replace(/^refs\/heads\//, '');
  if (rawBase !== '' && !validBranchName(rawBase)) {
    throw new ConfigurationError(`Input 'base' must be a branch name such as main, got '${rawBase}'.`);
  }
  const behindLabel = read('behind-label') || 'mergexo:behind';
  const conflictLabel = read('conflict-label') || DEFAULT_CONFLICT_LABEL;
  if (sameLabel(behindLabel, conflictLabel)) {
    throw new ConfigurationError(
      `Inputs 'behind-label' and 'conflict-label' must differ (both are '${behindLabel}'): a PR that caught up ` +
        'could not lose one without the other.',
    );
  }
  for (const [name, value] of [
    ['behind-label', behindLabel],
    ['conflict-label', conflictLabel],
  ] as const) {
    if (value.length > 50 || value.includes(',')) {
      throw new ConfigurationError(
        `Input '${name}' must be a GitHub label name (at most 50 characters, no commas), got '${value}'.`,
      );
    }
  }
  const allocatedNames = allocatedNamesInput(read);
  const meetingBases = meetingBasesInput(read);
  const checkName = read('check-name') || 'mergexo/rebase';
  const collisionCheckName = read('collision-check-name') || 'mergexo/collision';
  if (checkName === collisionCheckName) {
    throw new ConfigurationError(
      `Inputs 'check-name' and 'collision-check-name' must differ (both are '${checkName}'): one check would ` +
        'overwrite the other on every head.',
    );
  }
  return {
    token,
    enforcement: enforcementInput(read),
    urgency,
    updateBranch,
    cooldownMinutes,
    maxWrites,
    includeDrafts,
    ...(rawBase !== '' ? { base: rawBase } : {}),
    driftSource,
    behindLabel,
    conflictLabel,
    checkName,
    allocatedNames,
    meetingBases,
    // Same-file notices come with the collision check; alone, a workflow asks for them by name.
    overlaps: choiceInput(read, 'overlaps', ['notice', 'off'] as const, allocatedNames.length > 0 ? 'notice' : 'off'),
    collisionCheckName,
    ready: parseReadyMarkSettings(read),
    ...handOverInput(read, allocatedNames),
    handOverPermission: choiceInput(
      read,
      'hand-over-permission',
      ROLES.filter((r) => r !== 'none'),
      'maintain',
    ),
    handOverWorkflow: handOverWorkflowInput(read),
  };
}

/** `hand-over-workflow`: the file of the workflow that runs hand-overs (`rules/collisions/decide-handover.ts`). */
function handOverWorkflowInput(read: InputReader): string {
  const given = read('hand-over-workflow').trim() || 'mergexo-hand-over.yml';
  const path = workflowPath(given);
  if (!path) {
    throw new ConfigurationError(
      `Input 'hand-over-workflow' must name one workflow file (mergexo-hand-over.yml, or .github/workflows/` +
        `mergexo-hand-over.yml), not '${given}': the file of the workflow your operators dispatch for a hand-over.`,
    );
  }
  return path;
}

/** `hand-over-to` and `hand-over-name`: both or neither, a PR number and one allocated name. */
function handOverInput(
  read: InputReader,
  globs: readonly AllocatedGlob[],
): { handOver?: { pull: number; name: string } } {
  const to = read('hand-over-to').trim().replace(/^#/, '');
  const name = read('hand-over-name').trim();
  if (to === '' && name === '') return {};
  const fix =
    "Give both, in a workflow_dispatch run: hand-over-to: the PR's number, hand-over-name: the allocated name " +
    'as the first * of an allocated-names glob matches it (0042 in migrations/0042_add.sql).';
  if (!/^[1-9][0-9]{0,9}$/.test(to)) throw new ConfigurationError(`Input 'hand-over-to' must be a PR number. ${fix}`);
  // A name under a glob with a wildcard folder carries its folder (orders/migrations/0042); any other has no '/'.
  const slash = globs.some((g) => g.namespaced) ? /^\/|\/$|\/\/|[\0\n]/ : /[/\0\n]/;
  if (name === '' || slash.test(name))
    throw new ConfigurationError(
      `Input 'hand-over-name' must be one allocated name (with its folder under a glob with a wildcard folder). ${fix}`,
    );
  if (globs.length === 0)
    throw new ConfigurationError(`A hand-over needs 'allocated-names' (the same globs as the sweeps). ${fix}`);
  // Compared as the index compares names: digits as a number (0042 = 42).
  return { handOver: { pull: Number(to), name: comparedName(name) } };
}

/**
 * `meeting-bases`: one group a line, its bases separated by commas (`main, feature`): PRs on any of them are
 * compared with each other and with each of those bases' trees. A base belongs to one group at most.
 */
function meetingBasesInput(read: InputReader): string[][] {
  const groups: string[][] = [];
  const seen = new Set<string>();
  for (const line of read('meeting-bases').split('\n')) {
    const bases = [...new Set(line.split(',').map((b) => b.trim().replace(/^refs\/heads\//, '')))].filter(
      (b) => b !== '',
    );
    if (bases.length === 0 || line.trim().startsWith('#')) continue;
    for (const base of bases) {
      if (!validBranchName(base))
        throw new ConfigurationError(
          `Input 'meeting-bases': '${base}' is not a branch name. Write the bases that meet later on one line, ` +
            'separated by commas, such as main, feature.',
        );
      if (seen.has(base))
        throw new ConfigurationError(
          `Input 'meeting-bases': '${base}' is in two groups. Put every base that meets it on one line.`,
        );
      seen.add(base);
    }
    if (bases.length > 1) groups.push(bases.sort());
  }
  return groups;
}

/** One glob a line (blank lines and `#` comments dropped), each validated, none twice. */
function allocatedNamesInput(read: InputReader): AllocatedGlob[] {
  const globs = read('allocated-names')
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
  return [...new Set(globs)].map(parseAllocatedGlob);
}

/** What drift's rules read of the settings. */
export function policyOf(settings: RebaseNotifySettings): Policy {
  return {
    urgency: settings.urgency,
    updateBranch: settings.updateBranch,
    cooldownMinutes: settings.cooldownMinutes,
    behindLabel: settings.behindLabel,
    conflictLabel: settings.conflictLabel,
    checkName: settings.checkName,
  };
}

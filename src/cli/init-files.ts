import { ConfigurationError } from '../core/pure/errors.js';
import { LEASE_FILE, renderLease, yamlString, type LeaseFacts } from './init-lease.js';

export { LEASE_FILE };

/**
 * The three files `mergexo init` writes, rendered from what it read in the clone. Pure, and the same facts always
 * give the same bytes: that is what makes a second run change nothing.
 */

export const CALLER_FILE = '.github/workflows/mergexo.yml';
export const OPERATOR_FILE = '.github/workflows/mergexo-operator.yml';

export interface InitFacts extends LeaseFacts {
  /** The branch pull requests target by default (the remote's HEAD). */
  defaultBranch: string;
  /** `OWNER/NAME@REF` of mergexo, with ` # TAG` after a commit SHA that TAG named (`init --pin`). */
  uses: string;
  /**
   * `mergexo init --app`: the workflows call `mergexo-app.yml` as mergexo's own GitHub App, its id from the
   * repository variable and its key from this environment's secret.
   */
  app?: { environment: string };
}

/** The repository variable that holds the App's id, and the environment secret that holds its key. */
export const APP_ID_VARIABLE = 'MERGEXO_APP_ID';
export const APP_KEY_SECRET = 'MERGEXO_APP_PRIVATE_KEY';

export interface InitFile {
  path: string;
  text: string;
}

/** `OWNER/NAME@REF` (and ` # TAG` after a SHA), or a ConfigurationError naming the fix. */
export function parseUses(raw: string): { repository: string; ref: string; comment?: string } {
  const m = /^([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)@([A-Za-z0-9._/-]+)(?: +# +([A-Za-z0-9._/-]+))?$/.exec(
    raw.trim(),
  );
  if (!m) {
    throw new ConfigurationError(
      `--uses must be OWNER/NAME@REF, the repository mergexo is in and a tag or commit SHA (such as ` +
        `acme/mergexo@v1), got '${raw}'.`,
    );
  }
  return { repository: m[1] ?? '', ref: m[2] ?? '', ...(m[3] ? { comment: m[3] } : {}) };
}

/** The `uses:` value of a job calling mergexo's reusable workflow, with the tag a pinned SHA stands for. */
function usesLine(facts: InitFacts): string {
  const { repository, ref, comment } = parseUses(facts.uses);
  return `${repository}/.github/workflows/${reusable(facts)}@${ref}${comment ? ` # ${comment}` : ''}`;
}

// Both workflows carry this very block, so an operator's unblock or sweep judges as the pull request runs did.
// GitHub gives two workflows no shared place for `with:` values other than repository variables, which a reader
// of the workflow cannot see; init writes the block twice and says so in both files.
function settings(indent: string, app?: InitFacts['app']): string {
  return [
    '# The settings. Keep this block the same in mergexo.yml and mergexo-operator.yml.',
    'with:',
    '  # observe: every mergexo check says what enforcement would have done, and nothing is enforced. At the',
    '  # switch to enforce, write `enforcement: enforce` and the time of the switch on the line below it',
    '  # (`npx mergexo init` prints it): force-pushes GitHub recorded before then are not blocked.',
    '  enforcement: observe',
    "  # enforced-since: '2026-01-31T09:00:00Z'",
    '  # wait-for-ci: true # wait for CI on pull requests (check mergexo/ci-wait)',
    '  # urgency: blocking # mergexo/rebase fails until a pull request is up to date with its base',
    '  # allocated-names: | # a PR adding a migration number another open PR holds fails mergexo/collision',
    '  #   migrations/*_*.sql',
    ...(app
      ? [
          "  # mergexo's own GitHub App (written by `npx mergexo init --app`): its id, and the environment whose secret",
          '  # holds its key; only the default branch may use that environment.',
          `  app-id: \${{ vars.${APP_ID_VARIABLE} }}`,
          `  environment: ${yamlString(app.environment)}`,
        ]
      : []),
  ]
    .map((l) => `${indent}${l}`)
    .join('\n');
}

/** The App's key, passed through under its own name: each mergexo job reads it in the environment it declares. */
function appSecrets(indent: string, app?: InitFacts['app']): string[] {
  if (!app) return [];
  return ['secrets:', `  ${APP_KEY_SECRET}: \${{ secrets.${APP_KEY_SECRET} }}`].map((l) => `${indent}${l}`);
}

/** The reusable workflow the caller and the operator call: under GITHUB_TOKEN, or as mergexo's own App. */
const reusable = (facts: InitFacts): string => (facts.app ? 'mergexo-app.yml' : 'mergexo.yml');

const PERMISSIONS = [
  'permissions: # the most any mergexo job asks for; each job narrows it',
  '  checks: write',
  '  pull-requests: write',
  '  contents: write',
  '  statuses: read',
  "  actions: read # rebase-notify checks a name's hand-over against GitHub's record of its dispatch",
  "  issues: write # GitHub creates a missing label only for a token with it (mergexo's labels, at the first need)",
];

export function renderCaller(facts: InitFacts): string {
  return `${[
    '# mergexo, written by `npx mergexo init`: it runs the mergexo checks on every pull request, in observe mode',
    '# until you switch it to enforce (mergexo docs/getting-started.md). Workflows that run on pull_request_target',
    '# are read from the default branch, whatever branch a pull request targets or changes.',
    'name: mergexo',
    '',
    'on:',
    '  pull_request_target:',
    '    types: [opened, reopened, synchronize, edited, labeled, unlabeled, ready_for_review, closed]',
    '  merge_group:',
    '  push:',
    `    branches: [${yamlString(facts.defaultBranch)}]`,
    '  schedule:',
    "    - cron: '17 */6 * * *'",
    '',
    'jobs:',
    '  mergexo:',
    `    uses: ${usesLine(facts)}`,
    ...PERMISSIONS.map((l) => `    ${l}`),
    settings('    ', facts.app),
    ...appSecrets('    ', facts.app),
  ].join('\n')}\n`;
}

export function renderOperator(facts: InitFacts): string {
  return `${[
    "# mergexo's operator workflow, written by `npx mergexo init`: list and unblock pull requests history-guard",
    '# blocked, and sweep every base for pull requests that fell behind. Run it from the default branch:',
    '#',
    '#   gh workflow run mergexo-operator.yml -f mode=list',
    '#   gh workflow run mergexo-operator.yml -f mode=unblock -f pull-request=123',
    '#   gh workflow run mergexo-operator.yml -f mode=unblock -f pull-request=123 -f accept-head=<full SHA>',
    '#   gh workflow run mergexo-operator.yml -f mode=sweep',
    'name: mergexo operator',
    '',
    'on:',
    '  workflow_dispatch:',
    '    inputs:',
    '      mode:',
    '        description: list (blocked PRs), unblock (one PR, or all whose history is restored), sweep',
    '        type: choice',
    '        options: [list, unblock, sweep]',
    '        default: list',
    '      pull-request:',
    "        description: 'unblock: number of the pull request'",
    '        type: string',
    "        default: ''",
    '      accept-head:',
    `        description: "unblock: accept this head (the PR's current head SHA) as the new baseline"`,
    '        type: string',
    "        default: ''",
    '      all:',
    "        description: 'unblock: every blocked PR whose history is restored'",
    '        type: boolean',
    '        default: false',
    '',
    'jobs:',
    '  operate:',
    `    uses: ${usesLine(facts)}`,
    ...PERMISSIONS.map((l) => `    ${l}`),
    settings('    ', facts.app),
    '      mode: ${{ inputs.mode }}',
    '      pull-request: ${{ inputs.pull-request }}',
    '      accept-head: ${{ inputs.accept-head }}',
    '      all: ${{ inputs.all }}',
    ...appSecrets('    ', facts.app),
  ].join('\n')}\n`;
}

export function renderInitFiles(facts: InitFacts): InitFile[] {
  return [
    { path: CALLER_FILE, text: renderCaller(facts) },
    { path: OPERATOR_FILE, text: renderOperator(facts) },
    { path: LEASE_FILE, text: renderLease(facts) },
  ];
}

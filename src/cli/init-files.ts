import { ConfigurationError } from '../core/errors.js';
import { MAGIC_CHARS } from '../core/paths/normalize.js';
import { isLogin, maintainersOf, parseCodeowners, unique, type CodeownersRule } from './codeowners.js';

/**
 * The three files `mergexo init` writes, rendered from what it read in the clone. Pure, and the same facts always
 * give the same bytes: that is what makes a second run change nothing.
 */

export const CALLER_FILE = '.github/workflows/mergexo.yml';
export const OPERATOR_FILE = '.github/workflows/mergexo-operator.yml';
export const LEASE_FILE = '.github/mergexo.yml';

/** Where mergexo is published, as the docs write it; `--uses OWNER/NAME@REF` names another copy or release. */
export const DEFAULT_USES = 'OWNER/mergexo@v1';

export interface InitFacts {
  /** The branch pull requests target by default (the remote's HEAD). */
  defaultBranch: string;
  /** CODEOWNERS as GitHub finds it (`.github/`, the top, `docs/`), when the repository has one. */
  codeowners?: { file: string; text: string };
  /** Tracked top-level directories, sorted, hidden ones (`.github`) left out. */
  folders: string[];
  /** Logins given with `--maintainer`. */
  maintainers: string[];
  /** `OWNER/NAME@REF` of mergexo. */
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

/** `OWNER/NAME@REF`, or a ConfigurationError naming the fix. */
export function parseUses(raw: string): { repository: string; ref: string } {
  const m = /^([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)@([A-Za-z0-9._/-]+)$/.exec(raw.trim());
  if (!m) throw new ConfigurationError(`--uses must be OWNER/NAME@REF (such as ${DEFAULT_USES}), got '${raw}'.`);
  return { repository: m[1] ?? '', ref: m[2] ?? '' };
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
  "  issues: write # GitHub creates a missing label only for a token with it (mergexo's labels, at the first need)",
];

const yamlString = (s: string) => (/^[A-Za-z0-9._/-]+$/.test(s) && !/^[0-9.]+$/.test(s) ? s : JSON.stringify(s));

export function renderCaller(facts: InitFacts): string {
  const { repository, ref } = parseUses(facts.uses);
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
    `    uses: ${repository}/.github/workflows/${reusable(facts)}@${ref}`,
    ...PERMISSIONS.map((l) => `    ${l}`),
    settings('    ', facts.app),
    ...appSecrets('    ', facts.app),
  ].join('\n')}\n`;
}

export function renderOperator(facts: InitFacts): string {
  const { repository, ref } = parseUses(facts.uses);
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
    `    uses: ${repository}/.github/workflows/${reusable(facts)}@${ref}`,
    ...PERMISSIONS.map((l) => `    ${l}`),
    settings('    ', facts.app),
    '      mode: ${{ inputs.mode }}',
    '      pull-request: ${{ inputs.pull-request }}',
    '      accept-head: ${{ inputs.accept-head }}',
    '      all: ${{ inputs.all }}',
    ...appSecrets('    ', facts.app),
  ].join('\n')}\n`;
}

/** A top-level folder a root can name as it is: no glob characters, nothing YAML or a branch name would mangle. */
const PLAIN_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

interface StarterLease {
  name: string;
  comment: string[];
  match: [key: string, values: string[]][];
  roots: string[];
}

/** The maintainers: `--maintainer` logins first, then the users CODEOWNERS names for every path. */
export function maintainers(facts: InitFacts, rules: readonly CodeownersRule[]): string[] {
  for (const login of facts.maintainers) {
    if (!isLogin(login)) throw new ConfigurationError(`--maintainer must be a GitHub login, got '${login}'.`);
  }
  const found = unique([...facts.maintainers, ...maintainersOf(rules)]);
  if (found.length === 0) {
    throw new ConfigurationError(
      `no maintainer to lease everything to: ${
        facts.codeowners
          ? `${facts.codeowners.file} has no \`*\` rule naming a user`
          : 'the repository has no CODEOWNERS'
      }; pass --maintainer LOGIN (repeatable) with the GitHub logins of the people who may change every path.`,
    );
  }
  return found;
}

function leases(facts: InitFacts): StarterLease[] {
  const rules = facts.codeowners ? parseCodeowners(facts.codeowners.text) : [];
  const people = maintainers(facts, rules);
  const out: StarterLease[] = [
    {
      name: 'maintainers',
      comment: [
        'People who may change every path: `**`, and the protected paths (workflows, CODEOWNERS, this file),',
        'which only roots naming them cover.',
      ],
      match: [['author', people]],
      roots: ['**', LEASE_FILE, '.github/workflows', 'CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'],
    },
  ];
  const isMaintainer = new Set(people.map((p) => p.toLowerCase()));
  const owned = new Map<string, { login: string; roots: string[] }>();
  for (const rule of rules) {
    if (rule.root === undefined || rule.root === '**') continue;
    for (const login of rule.users) {
      if (isMaintainer.has(login.toLowerCase())) continue;
      const entry = owned.get(login.toLowerCase()) ?? { login, roots: [] };
      if (!entry.roots.includes(rule.root)) entry.roots.push(rule.root);
      owned.set(login.toLowerCase(), entry);
    }
  }
  for (const { login, roots } of owned.values()) {
    out.push({
      name: `owner-${login.toLowerCase().replace(/\[bot\]$/, '-bot')}`,
      comment: [`What ${facts.codeowners?.file ?? 'CODEOWNERS'} says ${login} owns.`],
      match: [['author', [login]]],
      roots,
    });
  }
  for (const folder of facts.folders.filter((f) => PLAIN_FOLDER.test(f) && !MAGIC_CHARS.test(f))) {
    out.push({
      name: `agent-${folder.toLowerCase()}`,
      comment: [`An agent working on a branch agent/${folder}/... may change ${folder}/ only.`],
      match: [['branch', [`agent/${folder}/**`]]],
      roots: [folder],
    });
  }
  return out;
}

export function renderLease(facts: InitFacts): string {
  const rules = facts.codeowners ? parseCodeowners(facts.codeowners.text) : [];
  const teams = unique(rules.flatMap((r) => r.others));
  const lines = [
    "# mergexo's leases, written by `npx mergexo init` as a start: edit them to fit who changes what.",
    "# write-root-gate reads this file from each pull request's base branch, never from its head, so a pull request",
    '# cannot widen its own lease. The first lease whose `match` holds applies (every criterion given must hold; a',
    '# list holds if any of its items does); a pull request no lease matches may change nothing.',
    '# A lease follows the pull request (its branch, author or labels), not who pushed: restrict who may push to',
    '# agent/** branches with a ruleset.',
  ];
  if (teams.length > 0) {
    lines.push(
      `# ${facts.codeowners?.file ?? 'CODEOWNERS'} also names ${teams.join(', ')}.`,
      "# A lease matches a pull request's author, not a team: list the team's members under author, or lease by label.",
    );
  }
  lines.push('version: 1', 'write-root-gate:', '  leases:');
  leases(facts).forEach((lease, i) => {
    if (i > 0) lines.push('');
    for (const c of lease.comment) lines.push(`    # ${c}`);
    lines.push(`    - name: ${yamlString(lease.name)}`, '      match:');
    for (const [key, values] of lease.match) {
      lines.push(
        values.length === 1
          ? `        ${key}: ${yamlString(values[0] ?? '')}`
          : `        ${key}: [${values.map(yamlString).join(', ')}]`,
      );
    }
    lines.push('      roots:', ...lease.roots.map((r) => `        - ${yamlString(r)}`));
  });
  return `${lines.join('\n')}\n`;
}

export function renderInitFiles(facts: InitFacts): InitFile[] {
  return [
    { path: CALLER_FILE, text: renderCaller(facts) },
    { path: OPERATOR_FILE, text: renderOperator(facts) },
    { path: LEASE_FILE, text: renderLease(facts) },
  ];
}

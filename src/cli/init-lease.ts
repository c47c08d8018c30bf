import { ConfigurationError } from '../core/pure/errors.js';
import { MAGIC_CHARS } from '../core/pure/paths/normalize.js';
import { isLogin, maintainersOf, parseCodeowners, unique, type CodeownersRule } from './codeowners.js';
import { botRoots, type UpdateBot } from './init-bots.js';

/**
 * The starter lease file `mergexo init` writes, from what the clone says: its folders, CODEOWNERS, the update bots
 * it configures. Pure, and the same facts always give the same bytes. Block style only: a flow list
 * (`[dependabot[bot], alice]`) is not valid YAML once a `[bot]` login is added to it by hand.
 */

export const LEASE_FILE = '.github/mergexo.yml';

export interface LeaseFacts {
  /** CODEOWNERS as GitHub finds it (`.github/`, the top, `docs/`), when the repository has one. */
  codeowners?: { file: string; text: string };
  /** Tracked top-level directories, sorted, hidden ones (`.github`) left out. */
  folders: string[];
  /** Logins given with `--maintainer`. */
  maintainers: string[];
  /** The update bots the repository configures, each with the paths it writes. */
  bots?: UpdateBot[];
}

/** A top-level folder a root can name as it is: no glob characters, nothing YAML or a branch name would mangle. */
const PLAIN_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const PROTECTED_ROOTS = [LEASE_FILE, '.github/workflows', 'CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'];

interface StarterLease {
  name: string;
  comment: string[];
  match: [key: string, values: string[]][];
  roots: string[];
}

/** The maintainers: `--maintainer` logins first, then the users CODEOWNERS names for every path. */
export function maintainers(facts: LeaseFacts, rules: readonly CodeownersRule[]): string[] {
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

const leaseName = (prefix: string, login: string) => `${prefix}-${login.toLowerCase().replace(/\[bot\]$/, '-bot')}`;

/** What CODEOWNERS gives each user who is not a maintainer, by login (lower case), in the order written. */
function owned(
  rules: readonly CodeownersRule[],
  people: readonly string[],
): Map<string, { login: string; roots: string[] }> {
  const isMaintainer = new Set(people.map((p) => p.toLowerCase()));
  const out = new Map<string, { login: string; roots: string[] }>();
  for (const rule of rules) {
    if (rule.root === undefined || rule.root === '**') continue;
    for (const login of rule.users) {
      if (isMaintainer.has(login.toLowerCase())) continue;
      const entry = out.get(login.toLowerCase()) ?? { login, roots: [] };
      if (!entry.roots.includes(rule.root)) entry.roots.push(rule.root);
      out.set(login.toLowerCase(), entry);
    }
  }
  return out;
}

function botLease(bot: UpdateBot, codeowned: readonly string[]): StarterLease | undefined {
  const roots = [...new Set([...botRoots(bot), ...codeowned])];
  if (roots.length === 0) return undefined;
  const found = bot.ecosystems.filter((e) => e.roots.length > 0).map((e) => `${e.ecosystem} in /${e.directory}`);
  const unknown = bot.ecosystems.filter((e) => e.roots.length === 0).map((e) => e.ecosystem);
  return {
    name: bot.name,
    comment: [
      `${bot.login} (${bot.configFile}): the manifests and lockfiles it updates (${[...new Set(found)].join(', ')}).`,
      ...(unknown.length > 0 ? [`init cannot tell the files of ${unknown.join(', ')}: add their roots.`] : []),
      `Anyone who can push to the branch of one of its pull requests writes with this lease too.`,
    ],
    match: [['author', [bot.login]]],
    roots,
  };
}

function leases(facts: LeaseFacts): StarterLease[] {
  const rules = facts.codeowners ? parseCodeowners(facts.codeowners.text) : [];
  const people = maintainers(facts, rules);
  const owners = owned(rules, people);
  const out: StarterLease[] = [];
  // Agents first: a branch agent/<folder>/... is held to its folder whoever opens it, a maintainer's agent too.
  for (const folder of facts.folders.filter((f) => PLAIN_FOLDER.test(f) && !MAGIC_CHARS.test(f))) {
    out.push({
      name: `agent-${folder.toLowerCase()}`,
      comment: [`An agent working on a branch agent/${folder}/... may change ${folder}/ only, whoever opens it.`],
      match: [['branch', [`agent/${folder}/**`]]],
      roots: [folder],
    });
  }
  for (const bot of facts.bots ?? []) {
    const lease = botLease(bot, owners.get(bot.login.toLowerCase())?.roots ?? []);
    if (!lease) continue;
    owners.delete(bot.login.toLowerCase());
    out.push(lease);
  }
  out.push({
    name: 'maintainers',
    comment: [
      'People who may change every path: `**`, and the protected paths (workflows, CODEOWNERS, this file),',
      'which only roots naming them cover.',
    ],
    match: [['author', people]],
    roots: ['**', ...PROTECTED_ROOTS],
  });
  for (const { login, roots } of owners.values()) {
    out.push({
      name: leaseName('owner', login),
      comment: [`What ${facts.codeowners?.file ?? 'CODEOWNERS'} says ${login} owns.`],
      match: [['author', [login]]],
      roots,
    });
  }
  return out;
}

/** A YAML scalar as written, quoted when YAML or a reader could take it for something else (`[bot]`, `*`). */
export const yamlString = (s: string) => (/^[A-Za-z0-9._/-]+$/.test(s) && !/^[0-9.]+$/.test(s) ? s : JSON.stringify(s));

const CATCH_ALL = [
  '',
  '    # Optional, and off: a catch-all for every pull request no lease above matches (a contributor CODEOWNERS does',
  '    # not name, a bot init did not find). It gives the gate away for them: any author may change every path but',
  '    # the protected ones (workflows, CODEOWNERS, this file). Remove the # of the three lines below if you mean it.',
  '    # - name: everyone-else',
  '    #   roots:',
  "    #     - '**'",
];

export function renderLease(facts: LeaseFacts): string {
  const rules = facts.codeowners ? parseCodeowners(facts.codeowners.text) : [];
  const teams = unique(rules.flatMap((r) => r.others));
  const lines = [
    "# mergexo's leases, written by `npx mergexo init` as a start: edit them to fit who changes what, then check",
    '# them with `npx mergexo lint` and `npx mergexo replay`.',
    "# write-root-gate reads this file from each pull request's base branch, never from its head, so a pull request",
    '# cannot widen its own lease. The first lease whose `match` holds applies (every criterion given must hold; a',
    '# list holds if any of its items does); a pull request no lease matches may change nothing.',
    '# A lease follows the pull request (its branch, author or labels), not who pushed: restrict who may push to',
    '# agent/** branches, and to the branches of bots, with a ruleset.',
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
        values.length === 1 ? `        ${key}: ${yamlString(values[0] ?? '')}` : `        ${key}:`,
        ...(values.length === 1 ? [] : values.map((v) => `          - ${yamlString(v)}`)),
      );
    }
    lines.push('      roots:', ...lease.roots.map((r) => `        - ${yamlString(r)}`));
  });
  lines.push(...CATCH_ALL);
  return `${lines.join('\n')}\n`;
}

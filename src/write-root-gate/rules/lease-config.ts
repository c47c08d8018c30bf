import { minimatch } from 'minimatch';
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node, type Pair } from 'yaml';
import { ConfigurationError } from '../../core/pure/errors.js';
import { botLogin, isBotLogin, sameLogin } from '../../core/pure/logins.js';
import { globProblem, normalizeRoot } from '../../core/pure/paths/glob-syntax.js';
import { hasLabel } from '../../core/pure/labels.js';

/**
 * The lease file (`.github/mergexo.yml`, read from the base branch) and how a lease is chosen
 * for a pull request. Pure: the shell hands in the file's text and the PR's facts.
 *
 *   version: 1
 *   write-root-gate:
 *     leases:
 *       - name: billing-agent
 *         match:                     # every criterion given must hold; a list holds if any item does
 *           branch: agent/billing/** # head-branch glob (never matches a PR from a fork)
 *           author: billing-bot[bot] # PR author login as REST shows it (case-insensitive, exact)
 *           label: lease/billing     # a label on the PR (case-insensitive, exact)
 *         roots:
 *           - services/billing
 *           - tests/billing/**
 *
 * Precedence: leases are tried in file order and the first whose `match` holds applies; a
 * lease without `match` applies to every PR (put it last). The roots of the workflow input
 * `write-roots` are added to whichever lease applies, and form the lease on their own when
 * none does. No lease at all: no roots, so every changed path is a violation.
 */

export interface LeaseMatch {
  branches: string[];
  authors: string[];
  labels: string[];
}

export interface Lease {
  name: string;
  description?: string;
  /** Undefined: the lease applies to every pull request. */
  match?: LeaseMatch;
  roots: string[];
  /** 1-based line of the lease in the file, for messages. */
  line: number;
}

export interface LeaseConfig {
  file: string;
  leases: Lease[];
}

/** The PR facts a lease can be matched on. */
export interface LeaseSubject {
  headRef: string;
  author: string;
  labels: readonly string[];
  isCrossRepository: boolean;
}

export interface ResolvedLease {
  /** What the check, comment and summary call the lease. */
  name: string;
  /** `none`: nothing matched, so no roots at all. */
  source: 'config' | 'input' | 'config+input' | 'none';
  roots: string[];
  lease?: Lease;
  /** Where the lease is written (`.github/mergexo.yml line 5`), for a lease from the file. */
  origin?: string;
  /** Why this lease applies (or why none does), as facts: `leaseReasonText` (messages.ts) words them. */
  why: LeaseWhy;
}

/** A condition of a lease's `match` that held for the PR. */
export type MatchHeld =
  | { kind: 'branch'; branch: string; glob: string }
  | { kind: 'author'; login: string }
  | { kind: 'label'; label: string };

/**
 * Leases that name the bare login (`bare`) of the App that opened the PR (`author`, `<bare>[bot]`): a bare
 * login is a user's, so they never match the App.
 */
export interface BareAppNames {
  leases: { name: string; line: number }[];
  bare: string;
  author: string;
}

/** Why a lease applies to a PR, or why none does. */
export type LeaseWhy = (
  | /** A lease of the file matched: the conditions that held (none: it has no `match`, so every PR). */
    { kind: 'matched'; held: MatchHeld[]; inputAdded: boolean }
    /** No lease of the file matched (or the file has none): the workflow's write-roots apply. */
  | { kind: 'input'; fileLeases: boolean; leaseFile: string }
  /** Nothing applies: the PR's facts, as the leases were matched against them. */
  | { kind: 'none'; fileLeases: boolean; leaseFile: string; subject: LeaseSubject }
) & { bareApp?: BareAppNames };

/** Where the lease file is when the `lease-file` input names no other place. */
export const DEFAULT_LEASE_FILE = '.github/mergexo.yml';

/** Other mergexo actions keep their settings in the same file; write-root-gate leaves them alone. */
const OTHER_SECTIONS = new Set(['history-guard', 'ci-wait', 'rebase-notify']);
const TOP_KEYS = ['version', 'write-root-gate', ...OTHER_SECTIONS];
const SECTION_KEYS = ['leases'];
const LEASE_KEYS = ['name', 'description', 'match', 'roots'];
const MATCH_KEYS = ['branch', 'author', 'label'];

class Reader {
  constructor(
    private readonly doc: Document.Parsed,
    private readonly lines: LineCounter,
    private readonly file: string,
  ) {}

  line(node: unknown): number {
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    return range ? this.lines.linePos(range[0]).line : 1;
  }

  fail(node: unknown, where: string, message: string): never {
    throw new ConfigurationError(`${this.file} line ${this.line(node)}: ${where}: ${message}`);
  }

  resolve(node: unknown): Node | null {
    if (node === null || node === undefined) return null;
    return (isAlias(node) ? node.resolve(this.doc) : node) as Node | null;
  }

  /** A mapping's entries by key, rejecting keys outside `allowed`. */
  map(node: Node | null, where: string, allowed: readonly string[]): Map<string, { pair: Pair; value: Node | null }> {
    if (!isMap(node)) this.fail(node, where, 'must be a mapping (key: value lines)');
    const out = new Map<string, { pair: Pair; value: Node | null }>();
    for (const pair of node.items) {
      const keyNode = this.resolve(pair.key);
      const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
      if (key === undefined) this.fail(keyNode, where, 'keys must be plain names');
      if (!allowed.includes(key)) {
        this.fail(keyNode, `${where}.${key}`, `unknown key '${key}' (allowed here: ${allowed.join(', ')})`);
      }
      out.set(key, { pair, value: this.resolve(pair.value) });
    }
    return out;
  }

  string(node: Node | null, where: string): string {
    if (!isScalar(node) || typeof node.value !== 'string' || node.value.trim() === '') {
      this.fail(node, where, 'must be a non-empty text value');
    }
    return node.value;
  }

  /** A string or a list of strings. */
  strings(node: Node | null, where: string): { value: string; node: Node }[] {
    if (isSeq(node)) {
      return node.items.map((item, i) => {
        const n = this.resolve(item);
        return { value: this.string(n, `${where}[${i}]`), node: n as Node };
      });
    }
    return [{ value: this.string(node, where), node: node as Node }];
  }
}

/**
 * Parses the lease file. Every mistake (YAML syntax, unknown key, wrong type, duplicate
 * lease name, `..` in a root, invalid glob) is a ConfigurationError naming the line and key.
 */
export function parseLeaseConfig(text: string, file: string): LeaseConfig {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const syntax = doc.errors[0];
  if (syntax) {
    const line = lines.linePos(syntax.pos[0]).line;
    const what = syntax.message.split('\n')[0] ?? syntax.message;
    throw new ConfigurationError(`${file} line ${line}: not valid YAML: ${what}`);
  }
  const r: Reader = new Reader(doc, lines, file);
  const top = r.resolve(doc.contents);
  if (top === null || (isScalar(top) && (top.value === null || top.value === ''))) return { file, leases: [] };
  const topKeys = r.map(top, 'top level', TOP_KEYS);

  const version = topKeys.get('version');
  if (version && !(isScalar(version.value) && (version.value.value === 1 || version.value.value === '1'))) {
    r.fail(version.value, 'version', 'only version 1 is understood by this mergexo release');
  }
  const section = topKeys.get('write-root-gate');
  if (!section || section.value === null) return { file, leases: [] };
  const sectionKeys = r.map(section.value, 'write-root-gate', SECTION_KEYS);
  const leasesNode = sectionKeys.get('leases')?.value ?? null;
  if (leasesNode === null) return { file, leases: [] };
  if (!isSeq(leasesNode))
    r.fail(leasesNode, 'write-root-gate.leases', 'must be a list of leases (lines starting with -)');

  const leases: Lease[] = [];
  const names = new Map<string, number>();
  leasesNode.items.forEach((item, i) => {
    const where = `write-root-gate.leases[${i}]`;
    const node = r.resolve(item);
    const keys = r.map(node, where, LEASE_KEYS);
    const nameEntry = keys.get('name');
    if (!nameEntry) r.fail(node, where, "is missing 'name' (a short name shown on the PR)");
    const name = r.string(nameEntry.value, `${where}.name`).trim();
    const previous = names.get(name.toLowerCase());
    if (previous !== undefined) {
      r.fail(nameEntry.value, `${where}.name`, `lease name '${name}' is already used on line ${previous}`);
    }
    names.set(name.toLowerCase(), r.line(node));
    const rootsEntry = keys.get('roots');
    if (!rootsEntry) r.fail(node, `${where} (${name})`, "is missing 'roots' (the paths this lease may write)");
    const roots = rootsList(r, rootsEntry.value, `${where}.roots`);
    const matchEntry = keys.get('match');
    const description = keys.get('description');
    leases.push({
      name,
      ...(description ? { description: r.string(description.value, `${where}.description`) } : {}),
      ...(matchEntry ? { match: parseMatch(r, matchEntry.value, `${where}.match`) } : {}),
      roots,
      line: r.line(node),
    });
  });
  return { file, leases };
}

function rootsList(r: Reader, node: Node | null, where: string): string[] {
  if (isSeq(node) && node.items.length === 0) return [];
  return r.strings(node, where).map(({ value, node: n }, i) => {
    try {
      return normalizeRoot(value);
    } catch (e) {
      const at = isSeq(node) ? `${where}[${i}]` : where;
      return r.fail(n, at, (e as Error).message);
    }
  });
}

function parseMatch(r: Reader, node: Node | null, where: string): LeaseMatch {
  const keys = r.map(node, where, MATCH_KEYS);
  if (keys.size === 0)
    r.fail(node, where, `needs at least one of ${MATCH_KEYS.join(', ')} (or leave 'match' out to match every PR)`);
  const list = (key: string) => {
    const entry = keys.get(key);
    return entry ? r.strings(entry.value, `${where}.${key}`) : [];
  };
  const branches = list('branch').map(({ value, node: n }) => {
    const problem = globProblem(value.trim());
    if (problem) r.fail(n, `${where}.branch`, `branch glob '${value}' ${problem}`);
    return value.trim();
  });
  const authors = list('author').map(({ value, node: n }) => {
    const login = value.trim().replace(/^@/, '');
    const problem = loginProblem(login);
    if (problem) r.fail(n, `${where}.author`, problem);
    return login;
  });
  return {
    branches,
    authors,
    labels: list('label').map((l) => l.value.trim()),
  };
}

/** A user login, or an App's bot as `name[bot]`: letters, digits, `-` and `_` (an enterprise's `_shortcode`). */
const LOGIN = /^[a-z0-9][a-z0-9_-]*(\[bot\])?$/i;

/**
 * Why `login` can never be a PR author's login, or undefined. `app/name` is how the gh CLI (and GraphQL's
 * bare bot login) shows an App; GitHub's REST login, the one a lease names, is `name[bot]`.
 */
function loginProblem(login: string): string | undefined {
  const app = /^app\/(.+)$/i.exec(login);
  if (app) return `'${login}' is how the gh CLI shows an App; its login is '${botLogin(app[1] ?? '')}': write that`;
  if (!LOGIN.test(login)) {
    return `'${login}' is not a GitHub login (letters, digits, '-' and '_'; an App's bot is written name[bot])`;
  }
  return undefined;
}

/**
 * Leases that name the bare login of the App that opened the PR (`billing-bot` for `billing-bot[bot]`): a
 * bare login is a user's, so they do not match the App, and the reason says how to write the App.
 */
function bareAppNames(leases: readonly Lease[], pr: LeaseSubject): { bareApp?: BareAppNames } {
  if (!isBotLogin(pr.author)) return {};
  const bare = pr.author.slice(0, -'[bot]'.length);
  const naming = leases.filter((l) => l.match?.authors.some((a) => sameLogin(a, bare)));
  if (naming.length === 0) return {};
  return { bareApp: { leases: naming.map((l) => ({ name: l.name, line: l.line })), bare, author: pr.author } };
}

/** The conditions of a lease's `match` that hold for the PR (none: it has no `match`), or undefined when it does not. */
export function matchHeld(match: LeaseMatch | undefined, pr: LeaseSubject): MatchHeld[] | undefined {
  if (!match) return [];
  const held: MatchHeld[] = [];
  if (match.branches.length > 0) {
    // Anyone can name a fork's branch anything, so a branch glob only vouches for branches of this repository.
    if (pr.isCrossRepository) return undefined;
    const glob = match.branches.find((g) => minimatch(pr.headRef, g, { dot: true }));
    if (glob === undefined) return undefined;
    held.push({ kind: 'branch', branch: pr.headRef, glob });
  }
  if (match.authors.length > 0) {
    // Logins compare as REST spells them: `billing-bot[bot]` is the App, `billing-bot` a user.
    const author = match.authors.find((a) => sameLogin(a, pr.author));
    if (author === undefined) return undefined;
    held.push({ kind: 'author', login: pr.author });
  }
  if (match.labels.length > 0) {
    const label = pr.labels.find((l) => hasLabel(match.labels, l));
    if (label === undefined) return undefined;
    held.push({ kind: 'label', label });
  }
  return held;
}

/** Chooses the lease for a PR: the first matching lease of the file, plus the workflow's `write-roots`. */
export function resolveLease(
  inputRoots: readonly string[],
  config: LeaseConfig | undefined,
  pr: LeaseSubject,
  leaseFile = config?.file ?? DEFAULT_LEASE_FILE,
): ResolvedLease {
  let chosen: { lease: Lease; held: MatchHeld[] } | undefined;
  const tried: Lease[] = [];
  for (const lease of config?.leases ?? []) {
    const held = matchHeld(lease.match, pr);
    if (held !== undefined) {
      chosen = { lease, held };
      break;
    }
    tried.push(lease);
  }
  const hint = bareAppNames(tried, pr);
  const input = inputRoots.map(normalizeRoot);
  if (chosen) {
    return {
      name: chosen.lease.name,
      source: input.length > 0 ? 'config+input' : 'config',
      roots: [...new Set([...chosen.lease.roots, ...input])],
      lease: chosen.lease,
      origin: `${leaseFile} line ${chosen.lease.line}`,
      why: { kind: 'matched', held: chosen.held, inputAdded: input.length > 0, ...hint },
    };
  }
  if (input.length > 0) {
    return {
      name: 'workflow write-roots',
      source: 'input',
      roots: [...new Set(input)],
      why: { kind: 'input', fileLeases: !!config && config.leases.length > 0, leaseFile, ...hint },
    };
  }
  const subject: LeaseSubject = {
    headRef: pr.headRef,
    author: pr.author,
    labels: [...pr.labels],
    isCrossRepository: pr.isCrossRepository,
  };
  return {
    name: 'none',
    source: 'none',
    roots: [],
    why: { kind: 'none', fileLeases: !!config && config.leases.length > 0, leaseFile, subject, ...hint },
  };
}

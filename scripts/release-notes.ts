// CHANGELOG.md (Keep a Changelog 1.1.0) for releases:
//  - the release workflow (.github/workflows/release.yml) prints a version's notes with it, after it checked
//    that the version is X.Y.Z, that its section `## [X.Y.Z] - YYYY-MM-DD` is there once and has entries, that
//    the changelog is well formed, and that the version is newer than every other release;
//  - a maintainer preparing a release moves the Unreleased section under the new version with `--prepare`, in
//    the pull request that precedes the release (the workflow never pushes a commit). See docs/releasing.md.
//
// Usage:
//   tsx scripts/release-notes.ts X.Y.Z [--changelog FILE] [--tags FILE] [--repository OWNER/NAME]
//                                      [--server-url URL] [--sha SHA]
//     Prints the notes of X.Y.Z. --tags: a file listing the repository's tags, one per line (`git tag --list`);
//     X.Y.Z must be newer than each vA.B.C among them other than vX.Y.Z itself. --repository makes links to files
//     of the repository absolute (at the tag) and adds a footer: the compare link, and with --sha (the released
//     commit) how to pin the release by it.
//   tsx scripts/release-notes.ts --prepare X.Y.Z [--date YYYY-MM-DD] [--changelog FILE]
//     Moves the entries under `## [Unreleased]` to a new `## [X.Y.Z] - date` section (today, UTC, by default)
//     below an empty Unreleased heading, and rewrites the file.
// Exits 1 with one line per problem when the changelog or the version does not pass.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Version {
  major: number;
  minor: number;
  patch: number;
}

export interface Section {
  /** `Unreleased`, or the version as written (`1.2.3`). */
  name: string;
  version?: Version;
  date?: string;
  /** The heading as written, without `## `. */
  heading: string;
  /** 1-based line of the heading. */
  line: number;
  /** The lines below the heading, up to the next `## ` heading or the link references at the end. */
  body: string[];
}

export interface Changelog {
  /** The lines before the first `## ` heading (title and introduction). */
  preamble: string[];
  sections: Section[];
  /** Link reference definitions at the end (`[1.0.0]: https://...`), kept as they are. */
  links: string[];
}

/** The change types of Keep a Changelog 1.1.0, the only `### ` headings a section may have. */
export const CHANGE_TYPES = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'] as const;

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const HEADING = /^## (?!#)(.*)$/;
const RELEASE_HEADING = /^\[([^\]]+)\] - (\d{4}-\d{2}-\d{2})( \[YANKED\])?$/;
const UNRELEASED_HEADING = /^\[Unreleased\]$/;
const LINK_DEFINITION = /^\[[^\]]+\]: \S+/;
const FENCE = /^\s*(```|~~~)/;
/** A markdown link target that is a path in the repository: no scheme, no `#anchor`, no leading `/`. */
const RELATIVE_LINK = /\]\((?![A-Za-z][A-Za-z0-9+.-]*:|#|\/)([^)\s]+)\)/g;

export class ReleaseError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ReleaseError';
  }
}

/** `1.2.3` (no `v`, no pre-release or build suffix, no leading zeros), or undefined. */
export function parseVersion(text: string): Version | undefined {
  const m = VERSION.exec(text);
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) } : undefined;
}

/** A release tag `v1.2.3`, or undefined for any other tag (`v1`, `v1.2.3-rc.1`, `latest`). */
export function parseTag(tag: string): Version | undefined {
  const m = TAG.exec(tag.trim());
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) } : undefined;
}

export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

export function formatVersion(v: Version): string {
  return `${v.major}.${v.minor}.${v.patch}`;
}

function isCalendarDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/**
 * Splits a changelog into its sections and checks its form: a `## [Unreleased]` heading before every
 * release, release headings `## [X.Y.Z] - YYYY-MM-DD` (optionally ` [YANKED]`) with real dates, each version
 * once, newest first, and only Keep a Changelog's change types as `### ` headings.
 */
export function parseChangelog(text: string): Changelog {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const problems: string[] = [];
  const preamble: string[] = [];
  const sections: Section[] = [];
  let fenced = false;
  for (const [i, line] of lines.entries()) {
    const heading = fenced ? null : HEADING.exec(line);
    if (FENCE.test(line)) fenced = !fenced;
    if (!heading) {
      (sections.at(-1)?.body ?? preamble).push(line);
      continue;
    }
    const title = heading[1]!.trim();
    const at = `CHANGELOG line ${i + 1}`;
    if (UNRELEASED_HEADING.test(title)) {
      sections.push({ name: 'Unreleased', heading: title, line: i + 1, body: [] });
      continue;
    }
    const release = RELEASE_HEADING.exec(title);
    const version = release ? parseVersion(release[1]!) : undefined;
    if (!release || !version) {
      problems.push(`${at}: heading "## ${title}" is neither "## [Unreleased]" nor "## [X.Y.Z] - YYYY-MM-DD"`);
      sections.push({ name: title, heading: title, line: i + 1, body: [] });
      continue;
    }
    if (!isCalendarDate(release[2]!)) problems.push(`${at}: ${release[2]} is not a date (YYYY-MM-DD)`);
    sections.push({ name: release[1]!, version, date: release[2]!, heading: title, line: i + 1, body: [] });
  }

  // Link reference definitions close the file; they belong to no section.
  const last = sections.at(-1)?.body ?? preamble;
  let cut = last.length;
  while (cut > 0 && (LINK_DEFINITION.test(last[cut - 1]!) || last[cut - 1]!.trim() === '')) cut--;
  const links = last.splice(cut).filter((l) => l.trim() !== '');

  const unreleased = sections.findIndex((s) => s.name === 'Unreleased');
  if (unreleased === -1) problems.push('CHANGELOG: no "## [Unreleased]" heading (Keep a Changelog keeps one on top)');
  else if (unreleased !== 0)
    problems.push(`CHANGELOG line ${sections[unreleased]!.line}: "## [Unreleased]" must come first`);
  if (sections.filter((s) => s.name === 'Unreleased').length > 1)
    problems.push('CHANGELOG: more than one "## [Unreleased]"');

  const releases = sections.filter((s) => s.version);
  for (const [i, s] of releases.entries()) {
    const newer = releases[i - 1];
    if (!newer?.version) continue;
    const order = compareVersions(newer.version, s.version!);
    if (order === 0) problems.push(`CHANGELOG line ${s.line}: ${s.name} appears twice`);
    else if (order < 0)
      problems.push(`CHANGELOG line ${s.line}: ${s.name} is listed below ${newer.name}: newest first`);
  }

  for (const s of sections) {
    fenced = false;
    for (const [j, line] of s.body.entries()) {
      if (FENCE.test(line)) fenced = !fenced;
      const type = fenced ? null : /^### (.*)$/.exec(line);
      if (type && !(CHANGE_TYPES as readonly string[]).includes(type[1]!.trim())) {
        problems.push(
          `CHANGELOG line ${s.line + 1 + j}: "### ${type[1]!.trim()}" is not a change type (${CHANGE_TYPES.join(', ')})`,
        );
      }
    }
  }
  if (problems.length > 0) throw new ReleaseError(problems);
  return { preamble, sections, links };
}

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  return lines.slice(start, end);
}

/** Whether a section body holds at least one entry (a list item), not only headings or prose. */
function hasEntries(body: string[]): boolean {
  return body.some((l) => /^\s*[-*+] \S/.test(l));
}

export interface NotesOptions {
  /** The repository's tags (`git tag --list`): the version must be newer than each other vA.B.C. */
  tags?: string[];
  /** OWNER/NAME: adds the footer (pinning by commit, compare link). */
  repository?: string;
  /** The server's URL for links; default https://github.com. */
  serverUrl?: string;
  /** The released commit, for the pinning line of the footer. */
  sha?: string;
}

/** The release notes of `versionText`: its section of the changelog, checked, and the optional footer. */
export function releaseNotes(changelogText: string, versionText: string, options: NotesOptions = {}): string {
  const version = parseVersion(versionText);
  if (!version) {
    throw new ReleaseError([
      `version ${JSON.stringify(versionText)} is not X.Y.Z (three numbers without leading zeros, no "v", no suffix)`,
    ]);
  }
  const changelog = parseChangelog(changelogText);
  const name = formatVersion(version);
  const section = changelog.sections.find((s) => s.version && compareVersions(s.version, version) === 0);
  if (!section) {
    throw new ReleaseError([
      `CHANGELOG has no section "## [${name}] - YYYY-MM-DD": move the Unreleased entries under it in a pull ` +
        `request first (tsx scripts/release-notes.ts --prepare ${name})`,
    ]);
  }
  const problems: string[] = [];
  if (options.repository !== undefined && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(options.repository)) {
    problems.push(`repository ${JSON.stringify(options.repository)} is not OWNER/NAME`);
  }
  if (options.sha !== undefined && !/^[0-9a-f]{40}$/.test(options.sha)) {
    problems.push(`sha ${JSON.stringify(options.sha)} is not a full 40-character commit SHA`);
  }
  const body = trimBlank(section.body);
  if (!hasEntries(body)) problems.push(`CHANGELOG line ${section.line}: the section of ${name} lists no change`);
  const newest = changelog.sections.find((s) => s.version);
  if (newest && newest !== section) {
    problems.push(
      `CHANGELOG line ${section.line}: ${name} is not the newest release in the changelog (${newest.name} is)`,
    );
  }
  const others = (options.tags ?? [])
    .map(parseTag)
    .filter((t): t is Version => !!t && compareVersions(t, version) !== 0);
  const newer = others.filter((t) => compareVersions(t, version) > 0).sort(compareVersions);
  if (newer.length > 0) {
    problems.push(`v${name} is not newer than the tag v${formatVersion(newer.at(-1)!)}: releases only move forward`);
  }
  if (problems.length > 0) throw new ReleaseError(problems);

  if (!options.repository) return body.join('\n') + '\n';
  // A release page is not the repository: a link relative to CHANGELOG.md would not resolve there.
  const base = `${(options.serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${options.repository}`;
  const notes = body.map((line) =>
    line.replace(RELATIVE_LINK, (_, target: string) => `](${base}/blob/v${name}/${target})`),
  );
  const previous = others.sort(compareVersions).at(-1);
  notes.push('', '---', '');
  if (options.sha) {
    notes.push(
      'Pin this release by its commit, with the version in a comment (Dependabot updates both):',
      '',
      '```yaml',
      `uses: ${options.repository}/.github/workflows/mergexo.yml@${options.sha} # v${name}`,
      '```',
      '',
      `The same \`@${options.sha} # v${name}\` pins the root action and each action folder ` +
        `(\`${options.repository}/history-guard\`, ...).`,
      '',
    );
  }
  notes.push(
    previous
      ? `**Full changelog**: ${base}/compare/v${formatVersion(previous)}...v${name}`
      : `**Full changelog**: ${base}/commits/v${name}`,
  );
  return notes.join('\n') + '\n';
}

/** The changelog with its Unreleased entries moved under `## [version] - date`, and an empty Unreleased. */
export function prepareRelease(changelogText: string, versionText: string, date: string): string {
  const version = parseVersion(versionText);
  if (!version) throw new ReleaseError([`version ${JSON.stringify(versionText)} is not X.Y.Z`]);
  if (!isCalendarDate(date)) throw new ReleaseError([`date ${JSON.stringify(date)} is not YYYY-MM-DD`]);
  const changelog = parseChangelog(changelogText);
  const name = formatVersion(version);
  const unreleased = changelog.sections.find((s) => s.name === 'Unreleased')!;
  const problems: string[] = [];
  if (!hasEntries(unreleased.body)) problems.push('CHANGELOG: nothing under "## [Unreleased]" to release');
  const newest = changelog.sections.find((s) => s.version);
  if (newest?.version && compareVersions(newest.version, version) >= 0) {
    problems.push(`CHANGELOG: ${name} is not newer than ${newest.name}, the newest release in it`);
  }
  if (problems.length > 0) throw new ReleaseError(problems);

  const out = [...trimBlank(changelog.preamble), '', '## [Unreleased]', '', `## [${name}] - ${date}`, ''];
  out.push(...trimBlank(unreleased.body), '');
  for (const s of changelog.sections) {
    if (s === unreleased) continue;
    out.push(`## ${s.heading}`, '', ...trimBlank(s.body), '');
  }
  if (changelog.links.length > 0) out.push(...changelog.links, '');
  return out.join('\n');
}

function usage(message: string): never {
  console.error(`release-notes: ${message}`);
  console.error(
    'usage: tsx scripts/release-notes.ts X.Y.Z [--changelog FILE] [--tags FILE] [--repository OWNER/NAME] ' +
      '[--server-url URL] [--sha SHA]\n       tsx scripts/release-notes.ts --prepare X.Y.Z [--date YYYY-MM-DD] ' +
      '[--changelog FILE]',
  );
  process.exit(2);
}

function main(argv: string[]): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const values = new Map<string, string>();
  let prepare = false;
  let version: string | undefined;
  const valued = new Set(['--changelog', '--tags', '--repository', '--server-url', '--sha', '--date']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--prepare') prepare = true;
    else if (valued.has(arg)) {
      const value = argv[++i];
      if (value === undefined) usage(`${arg} needs a value`);
      values.set(arg, value);
    } else if (arg.startsWith('-') || version !== undefined) usage(`unexpected argument ${JSON.stringify(arg)}`);
    else version = arg;
  }
  if (version === undefined) usage('the version X.Y.Z is missing');
  const file = path.resolve(values.get('--changelog') ?? path.join(root, 'CHANGELOG.md'));
  const text = readFileSync(file, 'utf8');
  try {
    if (prepare) {
      const date = values.get('--date') ?? new Date().toISOString().slice(0, 10);
      writeFileSync(file, prepareRelease(text, version, date));
      const shown = path.relative(process.cwd(), file) || file;
      console.error(
        `release-notes: moved the Unreleased entries under [${version}] - ${date} in ${shown}. Review it, merge ` +
          `it in a pull request, then: gh workflow run release.yml -f version=${version}`,
      );
      return;
    }
    const tagsFile = values.get('--tags');
    const tags = tagsFile === undefined ? undefined : readFileSync(tagsFile, 'utf8').split('\n');
    process.stdout.write(
      releaseNotes(text, version, {
        tags,
        repository: values.get('--repository'),
        serverUrl: values.get('--server-url'),
        sha: values.get('--sha'),
      }),
    );
  } catch (e) {
    if (!(e instanceof ReleaseError)) throw e;
    for (const p of e.problems) console.error(`release-notes: ${p}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}

/**
 * A gate's read of a PR (`readPullAlong`): the PR as `readPull` reads it and, in the same GraphQL request and
 * within the same point, what a gate would otherwise ask REST for, one counted request each: its own check's
 * runs on up to two commits, a file at the base (the lease file) and the PR's changed files. Each extra comes
 * back only when GitHub's answer is complete and says it plainly; otherwise it is left out and the caller asks
 * REST as before, so no extra can judge on part of an answer.
 */
import type { ChangedFileRow, CheckRunRow, ContentOutcome, GitHubPort } from '../github/port.js';
import { PULL_REQUEST_GATE_READ } from './documents.js';
import { readWitnessed } from './read.js';
import type { RepoRef, WitnessedPull } from '../pure/view.js';

export interface AlongOptions {
  /** Ask GitHub for its test merge too (as `readPull`'s option). */
  mergeable?: boolean;
  /** Every run of the check `name` on each of these commits (at most two; later ones are ignored). */
  checks?: { name: string; commits: readonly string[] };
  /** A file at the base branch's tip (`baseFile` in the answer: used only when that tip is the PR's base). */
  baseFile?: string;
  /** GitHub's list of the PR's files, when one page of 100 holds it. */
  files?: boolean;
}

export interface ReadAlong {
  /** The runs of the check on each commit GitHub answered in full, as `listCheckRunsNamed` lists them. */
  checkRuns: ReadonlyMap<string, CheckRunRow[]>;
  /** The file at `baseSha`, the PR's base commit, as the contents API would answer. */
  baseFile?: { path: string; baseSha: string; file: ContentOutcome };
  /** The PR's files as `listFiles` lists them, when GitHub named every path in one page (no rename or copy). */
  files?: ChangedFileRow[];
}

interface RunNode {
  databaseId: number | null;
  conclusion: string | null;
  completedAt: string | null;
  text: string | null;
  url: string;
}

interface SuiteNode {
  app: { slug: string } | null;
  checkRuns: { pageInfo: { hasNextPage: boolean }; nodes: (RunNode | null)[] } | null;
}

interface NamedRunsNode {
  oid?: string;
  checkSuites?: { pageInfo: { hasNextPage: boolean }; nodes: (SuiteNode | null)[] } | null;
}

interface BlobNode {
  byteSize?: number;
  isBinary?: boolean | null;
  isTruncated?: boolean;
  text?: string | null;
}

interface BaseRefNode {
  target: { oid: string; file?: { type: string; mode: number; object: BlobNode | null } | null } | null;
}

interface FilesNode {
  pageInfo: { hasNextPage: boolean };
  nodes: ({ path: string; changeType: string } | null)[];
}

type AlongPull = { baseRef?: BaseRefNode | null; files?: FilesNode | null };
type AlongRepository = { commitA?: NamedRunsNode | null; commitB?: NamedRunsNode | null };

/** Regular files only (`100644`, `100755`): a symlink, a directory or a submodule goes to the contents API. */
const REGULAR_FILE_MODES = new Set([0o100644, 0o100755]);
/** The contents API answers a file's content up to 1 MB; past that the lease reader says so. */
const CONTENTS_API_MAX_BYTES = 1_000_000;

/** GraphQL's change types as REST's file statuses; a rename or copy is left out (GraphQL names no old path). */
const STATUS: Readonly<Record<string, string>> = {
  ADDED: 'added',
  DELETED: 'removed',
  MODIFIED: 'modified',
  CHANGED: 'changed',
};

/** Every run on the commit, when no page was cut off; undefined when GitHub's answer is partial or absent. */
function runsOf(node: NamedRunsNode | null | undefined): { sha: string; runs: CheckRunRow[] } | undefined {
  const suites = node?.checkSuites;
  if (!node?.oid || !suites || suites.pageInfo.hasNextPage) return undefined;
  const runs: CheckRunRow[] = [];
  for (const suite of suites.nodes) {
    if (!suite?.checkRuns || suite.checkRuns.pageInfo.hasNextPage) return undefined;
    for (const run of suite.checkRuns.nodes) {
      if (!run || run.databaseId === null) return undefined;
      runs.push({
        id: run.databaseId,
        head_sha: node.oid,
        conclusion: run.conclusion === null ? null : run.conclusion.toLowerCase(),
        completed_at: run.completedAt,
        html_url: run.url,
        app: suite.app ? { slug: suite.app.slug } : null,
        output: { text: run.text },
      });
    }
  }
  return { sha: node.oid, runs };
}

/** A path the contents API and `Commit.file` read alike: no leading, trailing or doubled slash, no dot segment. */
function plainPath(path: string): boolean {
  return path !== '' && path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * The file at the PR's base, from the base branch's tip when that tip is the PR's base commit (`baseRefOid`).
 * A missing file is `absent`; a regular text file is answered as the contents API answers it; anything else
 * (a symlink, a directory, binary or truncated text, another base) is left to the contents API.
 */
function baseFileOf(baseRef: BaseRefNode | null | undefined, baseSha: string, path: string): ReadAlong['baseFile'] {
  const target = baseRef?.target;
  if (!target || target.oid !== baseSha || target.file === undefined || !plainPath(path)) return undefined;
  if (target.file === null) return { path, baseSha, file: { kind: 'absent' } };
  const { type, mode, object } = target.file;
  if (type !== 'blob' || !REGULAR_FILE_MODES.has(mode) || !object) return undefined;
  if (object.isBinary !== false || object.isTruncated !== false || typeof object.text !== 'string') return undefined;
  if (typeof object.byteSize !== 'number' || object.byteSize > CONTENTS_API_MAX_BYTES) return undefined;
  const content = Buffer.from(object.text, 'utf8').toString('base64');
  return { path, baseSha, file: { kind: 'entry', type: 'file', content, encoding: 'base64', size: object.byteSize } };
}

function filesOf(files: FilesNode | null | undefined): ChangedFileRow[] | undefined {
  if (!files || files.pageInfo.hasNextPage) return undefined;
  const rows: ChangedFileRow[] = [];
  for (const node of files.nodes) {
    const status = node ? STATUS[node.changeType] : undefined;
    if (!node || !status) return undefined;
    rows.push({ filename: node.path, status });
  }
  return rows;
}

/** The query's variables: what is not asked is left out by `@include`, and costs nothing. */
function variablesOf(options: AlongOptions): Record<string, unknown> {
  const commits = [...new Set(options.checks?.commits ?? [])];
  const [a, b] = options.checks ? commits : [];
  return {
    withMergeable: options.mergeable === true,
    checkName: options.checks?.name ?? null,
    commitA: a ?? null,
    withCommitA: a !== undefined,
    commitB: b ?? null,
    withCommitB: b !== undefined,
    baseFile: options.baseFile ?? '',
    withBaseFile: options.baseFile !== undefined,
    withFiles: options.files === true,
  };
}

/** The PR and what was asked beside it, in one request (plus `readPull`'s pages for long comment or witness lists). */
export async function readPullAlong(
  github: GitHubPort,
  repo: RepoRef,
  number: number,
  options: AlongOptions,
): Promise<{ pull: WitnessedPull; along: ReadAlong }> {
  const { pull, answer } = await readWitnessed<AlongPull, AlongRepository>(github, repo, number, {
    name: 'pull.gate',
    document: PULL_REQUEST_GATE_READ,
    variables: variablesOf(options),
  });
  const pr = answer.repository?.pullRequest;
  const checkRuns = new Map<string, CheckRunRow[]>();
  for (const node of [answer.repository?.commitA, answer.repository?.commitB]) {
    const read = runsOf(node);
    if (read) checkRuns.set(read.sha, read.runs);
  }
  const baseFile = options.baseFile === undefined ? undefined : baseFileOf(pr?.baseRef, pull.baseSha, options.baseFile);
  const files = options.files ? filesOf(pr?.files) : undefined;
  return { pull, along: { checkRuns, ...(baseFile ? { baseFile } : {}), ...(files ? { files } : {}) } };
}

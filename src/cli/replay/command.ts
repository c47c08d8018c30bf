import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { timeScaleFromEnv } from '../../core/action-inputs.js';
import { ConfigurationError } from '../../core/pure/errors.js';
import { mapLimit } from '../../core/git.js';
import type { RepoRef } from '../../core/pure/view.js';
import { Slots } from '../../core/pure/slots.js';
import { parseAllocatedGlob } from '../../rebase-notify/index.js';
import { DEFAULT_LEASE_FILE, parseLeaseConfig, type LeaseConfig } from '../../write-root-gate/index.js';
import { Checkout } from '../local-git.js';
import { repoFromRemoteUrl } from '../remote.js';
import { BaseNames } from './base-names.js';
import { BatchedReader, batchedCheckout } from './batched-reader.js';
import { CommitGraph } from './commit-graph.js';
import { replayCollisions } from './collisions.js';
import { ReplayGit } from './git-history.js';
import { judgeLeases } from './leases.js';
import * as text from './messages.js';
import { parseReplayArgs, type ReplayOptions } from './options.js';
import { Progress } from './progress.js';
import { readPullHistory } from './pull-states.js';
import { bounded, landingsFromGit, oldestFirst } from './pulls.js';
import { joinApi, mergedPulls } from './pulls-api.js';
import { replayedPull, summarize } from './report.js';
import type { MainlineCommit, MergedPull, PullHistory } from './types.js';
import type { LeaseVerdict } from './verdicts.js';

/**
 * `mergexo replay`: read (the default branch's history from the clone, and with a token GitHub's record of the
 * merged PRs), judge each PR with the gates' own code (write-root-gate's lease judgement, rebase-notify's
 * collisions), report a table and a summary (or JSON). Nothing is written, to GitHub or to the clone's refs.
 */

export interface ReplayIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Writes to stderr as is (the progress line). */
  errRaw?: (text: string) => void;
  errIsTTY?: boolean;
}

/**
 * PRs judged at once, and git processes at once. A judgement mostly waits on git; the diffs asked while the
 * processes are busy share the next one (`batched-reader.ts`), so many in flight means few processes.
 */
const CONCURRENCY = 256;
const GIT_PROCESSES = 4;

function readLeases(options: ReplayOptions, root: string, notes: string[]): LeaseConfig | undefined {
  const file = options.leaseFile ?? path.join(root, DEFAULT_LEASE_FILE);
  const shown = options.leaseFile ?? DEFAULT_LEASE_FILE;
  if (!existsSync(file)) {
    if (options.leaseFile !== undefined) throw new ConfigurationError(text.leaseFileMissing(options.leaseFile));
    if (options.writeRoots.length === 0) notes.push(text.noLeaseFileNote(shown));
    return undefined;
  }
  return parseLeaseConfig(readFileSync(file, 'utf8'), shown);
}

async function apiPulls(
  io: ReplayIo,
  token: string,
  repo: RepoRef,
  git: ReplayGit,
  branch: string,
  history: readonly MainlineCommit[],
  fromGit: MergedPull[],
  options: ReplayOptions,
) {
  const { createGitHubClient } = await import('../../core/github/client.js');
  const { octokitGitHub } = await import('../../core/github/octokit/index.js');
  const github = octokitGitHub(
    createGitHubClient({
      token,
      apiUrl: (io.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
      userAgent: 'mergexo/cli',
      timeScale: timeScaleFromEnv(io.env),
      retries: 2,
    }),
  );
  // Read back as far as the window the history's subjects give (the newest `last`, or `since`), a day more for
  // a merge GitHub recorded before its commit's time.
  const window = bounded(fromGit, options.last, options.since);
  const oldest = options.since ?? (options.last !== undefined ? window.at(-1)?.mergedAt : undefined);
  const rows = await mergedPulls(github, repo, branch, oldest === undefined ? undefined : oldest - 86_400_000);
  return joinApi(git, repo, history, fromGit, rows);
}

export async function replayCommand(argv: readonly string[], io: ReplayIo): Promise<number> {
  const options = parseReplayArgs(argv);
  const git = await ReplayGit.open(io.cwd);
  const checkout = await Checkout.open(io.cwd, options.remote);
  const notes: string[] = [];
  const leases = readLeases(options, await git.topLevel(), notes);
  const globs = options.allocatedNames.map(parseAllocatedGlob);
  const { branch, ref } = await git.branchRef(options.remote, options.branch);
  const history = oldestFirst(await git.mainline(ref));
  const remoteUrl = await checkout.remoteUrl();
  const repo = options.repo ?? (remoteUrl === undefined ? undefined : repoFromRemoteUrl(remoteUrl));
  let all = landingsFromGit(history, await git.pullHeads(), repo?.owner);

  const token = options.offline ? undefined : io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim();
  if (token) {
    if (!repo) throw new ConfigurationError(text.NO_REPO_FOR_TOKEN);
    const joined = await apiPulls(io, token, repo, git, branch, history, all, options);
    all = joined.pulls;
    if (joined.missing.length > 0) notes.push(text.missingNote(joined.missing));
  } else notes.push(...text.OFFLINE_NOTES);
  const pulls = bounded(all, options.last, options.since);
  if (pulls.length === 0) {
    io.out(
      options.json ? JSON.stringify({ branch, pulls: [], notes: [text.NOTHING_MERGED] }, null, 2) : text.NOTHING_MERGED,
    );
    return 0;
  }
  const squashes = pulls.filter((p) => p.headFrom === 'landing').length;
  if (squashes > 0) notes.push(text.noPullRefsNote(squashes));

  const progress = new Progress(
    { write: io.errRaw ?? ((t) => io.err(t.replace(/\n$/, ''))), tty: io.errIsTTY ?? false, asked: options.progress },
    pulls.length,
  );
  let done = 0;
  const question = {
    config: leases,
    leaseFile: DEFAULT_LEASE_FILE,
    writeRoots: options.writeRoots,
    protectedPaths: options.protectedPaths,
  };
  const slots = new Slots(GIT_PROCESSES);
  // One walk of every PR's commits answers what one process per PR would (each branch, most merge bases).
  const graph = await CommitGraph.read(
    git,
    history,
    pulls.map((p) => p.head),
    Math.min(...pulls.map((p) => p.baseAt)),
    Math.max(...pulls.map((p) => p.landedAt)),
  );
  const batch = new BatchedReader(checkout, slots);
  const reader = batchedCheckout(checkout, slots, graph, batch);
  const verdicts = await mapLimit(pulls, CONCURRENCY, async (p): Promise<LeaseVerdict> => {
    const v = await judgeLeases(reader, p, question);
    progress.step(++done, 'write-root-gate');
    return v;
  });
  done = 0;
  const read = await mapLimit(pulls, CONCURRENCY, async (p): Promise<PullHistory> => {
    const h = await readPullHistory(git, branch, p, globs, { slots, graph, reader: batch });
    progress.step(++done, 'collisions');
    return h;
  });
  const histories = new Map(read.map((h) => [h.number, h]));
  // Without GitHub's record, a PR was open from the first commit of its branch.
  const timed = pulls.map((p) =>
    p.source === 'api' ? p : { ...p, openedAt: (histories.get(p.number) as PullHistory).firstCommitAt },
  );
  const from = Math.min(...timed.map((p) => p.baseAt));
  const names =
    globs.length > 0
      ? await BaseNames.read(
          git,
          history.map((c) => c.sha),
          from,
          globs,
        )
      : undefined;
  const collisions = replayCollisions({ pulls: timed, histories, history, globs, names });
  progress.end();

  const replayed = timed.map((p, i) => replayedPull(p, verdicts[i] as LeaseVerdict, collisions));
  const summary = summarize(replayed, collisions);
  if (options.json) {
    const json = {
      repository: repo ? `${repo.owner}/${repo.repo}` : null,
      branch,
      facts: token ? 'api' : 'git',
      notes,
      summary,
      pulls: replayed.map(text.jsonPull),
    };
    io.out(JSON.stringify(json, null, 2));
  } else {
    for (const note of notes) io.out(note);
    if (notes.length > 0) io.out('');
    for (const line of text.table(replayed)) io.out(line);
    io.out('');
    const why = replayed.flatMap((p) => text.refusalLines(p));
    if (why.length > 0) for (const line of [text.WHY_REFUSED, ...why, '']) io.out(line);
    for (const line of text.summaryLines(summary, branch, globs.length > 0)) io.out(line);
  }
  return 0;
}

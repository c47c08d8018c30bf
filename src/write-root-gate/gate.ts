import * as core from '../core/runner.js';
import { writeVerdict, type Annotation, type Verdict } from '../core/pr/checks.js';
import { upsertComment, type CommentResult } from '../core/pr/comments.js';
import {
  conjoin,
  judgeOthersOnHead,
  newcomersAfterSuccess,
  sharedHeadLine,
  type PullPart,
} from '../core/pr/commit-verdict.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub } from '../core/github/errors.js';
import { DISABLE_AUTO_MERGE } from './documents.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import type { Marker } from '../core/markers.js';
import type { PullView, RepoRef } from '../core/pr/view.js';
import { findMarked } from '../core/pr/trust.js';
import { readPull } from '../core/pr/read.js';
import type { RunContext } from '../core/run-context.js';
import { readChangeSet, type ChangeSet } from './changed-paths.js';
import { RULE_TEXT, decideWriteRoots, type GateDecision } from './decide.js';
import { resolveLease, type ResolvedLease } from './lease-config.js';
import { readLeaseConfig } from './lease-file.js';
import {
  backInBoundsCommentText,
  checkText,
  configurationCheckText,
  quarantineCommentText,
  sharedRefusalCheckText,
  undecidableCheckText,
  type CheckText,
} from './messages.js';
import { ProtectedPaths, RootSet } from './roots.js';
import type { WriteRootGateSettings } from './settings.js';

export const ACTION = 'write-root-gate';
const MAX_HEAD_MOVES = 3;
/** One check-run request's worth; the check text lists every path. */
const MAX_CHECK_ANNOTATIONS = 50;
/** GitHub shows at most 10 error annotations per step. */
const MAX_STEP_ANNOTATIONS = 10;

/** Where the scratch git repository comes from and goes. */
export interface GateEnvironment {
  serverUrl: string;
  tempRoot?: string;
}

interface PullData {
  number: number;
  nodeId: string;
  headSha: string;
  baseSha: string;
  headRef: string;
  author: string;
  labels: string[];
  changedFiles: number;
  autoMerge: boolean;
  isCrossRepository: boolean;
}

/** One side effect of a verdict, attempted and reported whatever happened to the others. */
export interface Effect {
  what: string;
  ok: boolean;
  detail: string;
  /** A fix the user must make (missing permission): the step fails even on a pass. */
  configuration?: boolean;
  /** Writing the verdict check itself. */
  verdict?: boolean;
}

export interface GateResult {
  number: number;
  headSha: string;
  verdict: 'pass' | 'refused';
  decision?: GateDecision;
  lease?: ResolvedLease;
  changes?: ChangeSet;
  /** Why the gate could not decide (it refused). */
  undecidable?: string;
  /** Other open PRs on the same head that were refused: this PR passes alone, its commit does not. */
  sharedWith?: PullPart[];
  effects: Effect[];
}

/** Extra commits that get the same verdict (the merge group commit of a queued PR). */
export interface ExtraVerdict {
  headSha: string;
  note: string;
}

const quarantineMarker = (verdict: 'pass' | 'refused'): Marker => ({
  action: ACTION,
  kind: 'quarantine',
  key: 'pr',
  data: { verdict },
});

async function readPullRest(client: GitHubClient, repo: RepoRef, number: number): Promise<PullData> {
  const { data } = await callGitHub('read the pull request', 'pull-requests: read', () =>
    client.rest.pulls.get({ ...repo, pull_number: number }),
  );
  return {
    number,
    nodeId: data.node_id,
    headSha: data.head.sha,
    baseSha: data.base.sha,
    headRef: data.head.ref,
    author: data.user?.login ?? 'ghost',
    labels: data.labels.map((l) => l.name),
    changedFiles: data.changed_files,
    autoMerge: data.auto_merge !== null && data.auto_merge !== undefined,
    isCrossRepository:
      !data.head.repo || data.head.repo.full_name.toLowerCase() !== data.base.repo.full_name.toLowerCase(),
  };
}

interface Evaluation {
  lease: ResolvedLease;
  changes: ChangeSet;
  decision: GateDecision;
}

async function evaluate(
  client: GitHubClient,
  repo: RepoRef,
  settings: WriteRootGateSettings,
  env: GateEnvironment,
  pull: PullData,
): Promise<Evaluation> {
  const config = await readLeaseConfig(client, repo, settings.leaseFile, pull.baseSha);
  const lease = resolveLease(
    settings.writeRoots,
    config,
    { headRef: pull.headRef, author: pull.author, labels: pull.labels, isCrossRepository: pull.isCrossRepository },
    settings.leaseFile,
  );
  const rootSet = new RootSet(lease.roots);
  const changes = await readChangeSet(
    client,
    repo,
    { number: pull.number, headSha: pull.headSha, baseSha: pull.baseSha, changedFiles: pull.changedFiles },
    { serverUrl: env.serverUrl, token: settings.token, tempRoot: env.tempRoot, log: (m) => core.info(m) },
    rootSet,
  );
  const decision = decideWriteRoots({
    lease,
    entries: changes.entries,
    leaseFile: settings.leaseFile,
    rootSet,
    protectedPaths: new ProtectedPaths(settings.protectedPaths),
  });
  return { lease, changes, decision };
}

async function attempt(effects: Effect[], what: string, fn: () => Promise<string>, verdict = false): Promise<void> {
  const kind = verdict ? { verdict: true } : {};
  try {
    effects.push({ what, ok: true, detail: await fn(), ...kind });
  } catch (e) {
    const detail = errorMessage(e);
    core.warning(`mergexo/${ACTION}: could not ${what}: ${detail}`);
    effects.push({
      what,
      ok: false,
      detail,
      ...kind,
      ...(e instanceof ConfigurationError ? { configuration: true } : {}),
    });
  }
}

function detailsUrl(ctx: RunContext): string | undefined {
  return ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;
}

/** Everything a verdict check needs besides its text: where it goes and on which commits. */
interface CheckTarget {
  client: GitHubClient;
  repo: RepoRef;
  ctx: RunContext;
  settings: WriteRootGateSettings;
  /** The PR head, when known. */
  headSha: string | undefined;
  extra: readonly ExtraVerdict[];
}

/** Writes the same verdict on the PR head and on every extra commit (the merge group). */
async function writeChecks(
  to: CheckTarget,
  effects: Effect[],
  conclusion: Verdict['conclusion'],
  text: CheckText,
  annotations: Annotation[] = [],
): Promise<void> {
  const url = detailsUrl(to.ctx);
  const targets = [...(to.headSha ? [{ headSha: to.headSha, note: '' }] : []), ...to.extra];
  for (const target of targets) {
    await attempt(
      effects,
      `write the ${conclusion} check on ${target.headSha.slice(0, 7)}`,
      async () => {
        const id = await writeVerdict(to.client, to.repo, {
          name: to.settings.checkName,
          headSha: target.headSha,
          conclusion,
          title: text.title,
          summary: target.note ? `${target.note}\n\n${text.summary}` : text.summary,
          ...(text.text ? { text: text.text } : {}),
          annotations,
          ...(url ? { detailsUrl: url } : {}),
        });
        return `check run ${id}`;
      },
      true,
    );
  }
}

async function disableAutoMerge(client: GitHubClient, effects: Effect[], pull: PullData): Promise<void> {
  if (!pull.autoMerge) return;
  await attempt(effects, 'disable auto-merge', async () => {
    await callGitHub('disable auto-merge on the pull request', 'pull-requests: write', () =>
      client.graphql(DISABLE_AUTO_MERGE, { pullRequestId: pull.nodeId }),
    );
    return 'auto-merge disabled';
  });
}

/** One PR judged on its own, with its own writes (auto-merge, label, comment); no check yet. */
async function judgeAlone(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: WriteRootGateSettings,
  env: GateEnvironment,
  number: number,
  options: JudgeOptions,
): Promise<{ result: GateResult; check: PendingCheck }> {
  const extra = options.extra ?? [];
  const checks = (headSha: string | undefined): CheckTarget => ({ client, repo, ctx, settings, headSha, extra });
  const effects: Effect[] = [];
  let snapshot: PullView | undefined;
  let pull: PullData | undefined;
  let evaluation: Evaluation;
  try {
    snapshot = await readPull(client, repo, number);
    pull = await readPullRest(client, repo, number);
    for (let move = 0; ; move++) {
      evaluation = await evaluate(client, repo, settings, env, pull);
      // A push that landed while we read is judged instead of the head we started with.
      const again: PullData = await readPullRest(client, repo, number);
      if (again.headSha === pull.headSha) {
        pull = again;
        break;
      }
      if (move + 1 >= MAX_HEAD_MOVES) {
        throw new UndecidableError(
          `the PR head kept moving while it was evaluated (${MAX_HEAD_MOVES} times); the next push event will judge it.`,
        );
      }
      core.info(`The head moved from ${pull.headSha} to ${again.headSha} during evaluation; evaluating the new head.`);
      pull = again;
    }
  } catch (e) {
    if (e instanceof ConfigurationError) {
      // A user mistake found after the PR was read (the lease file, a permission) must not leave an
      // earlier verdict standing: the check fails with the fix. Before that (no such PR, a bad
      // token) nothing is written.
      if (pull) {
        await writeChecks(checks(pull.headSha), [], 'failure', configurationCheckText(e.message));
      }
      throw e;
    }
    const reason = e instanceof UndecidableError ? e.message : `GitHub or git failed after retries: ${errorMessage(e)}`;
    core.debug(e instanceof Error ? (e.stack ?? e.message) : String(e));
    const headSha = pull?.headSha ?? options.eventHead;
    if (pull) await disableAutoMerge(client, effects, pull);
    const check: PendingCheck = {
      headSha,
      conclusion: 'failure',
      text: undecidableCheckText(reason, headSha, pull?.baseSha),
      annotations: [],
    };
    return { result: { number, headSha: headSha ?? '', verdict: 'refused', undecidable: reason, effects }, check };
  }

  const { lease, changes, decision } = evaluation;
  let check: PendingCheck;
  snapshot.labels = [...pull.labels];
  const text = checkText(decision, lease, changes, pull.headSha, pull.baseSha, settings);
  if (decision.verdict === 'refused') {
    await disableAutoMerge(client, effects, pull);
    await attempt(effects, `add the label '${settings.quarantineLabel}'`, async () =>
      (await addLabel(client, repo, snapshot, settings.quarantineLabel)) ? 'label added' : 'label already there',
    );
    await attempt(effects, 'comment on the pull request', async () =>
      commentResult(
        await upsertComment(
          client,
          repo,
          snapshot,
          quarantineMarker('refused'),
          quarantineCommentText(decision, lease, settings),
          // Two runs racing (a push and a label change) must still leave one comment.
          { settle: true },
        ),
      ),
    );
    const annotations = decision.violations.slice(0, MAX_CHECK_ANNOTATIONS).map((v) => ({
      path: v.path,
      title: `Outside the lease '${lease.name}'`,
      message: `${RULE_TEXT[v.rule]}: ${v.detail}`,
    }));
    check = { headSha: pull.headSha, conclusion: 'failure', text, annotations };
    for (const v of decision.violations.slice(0, MAX_STEP_ANNOTATIONS)) {
      core.error(`${RULE_TEXT[v.rule]}: ${v.detail}`, { file: v.path, title: `mergexo/${ACTION}` });
    }
  } else {
    if (snapshot.labels.includes(settings.quarantineLabel)) {
      await attempt(effects, `remove the label '${settings.quarantineLabel}'`, async () => {
        await removeLabel(client, repo, snapshot, settings.quarantineLabel);
        return 'label removed';
      });
    }
    if (findMarked(snapshot, ACTION, 'quarantine', 'pr')) {
      await attempt(effects, 'update the quarantine comment', async () =>
        commentResult(
          await upsertComment(
            client,
            repo,
            snapshot,
            quarantineMarker('pass'),
            backInBoundsCommentText(lease, settings),
          ),
        ),
      );
    }
    check = { headSha: pull.headSha, conclusion: 'success', text, annotations: [] };
  }
  const result: GateResult = {
    number,
    headSha: pull.headSha,
    verdict: decision.verdict,
    decision,
    lease,
    changes,
    effects,
  };
  return { result, check };
}

interface JudgeOptions {
  /** Commits that get the same verdict (the merge group commit). */
  extra?: ExtraVerdict[];
  /** The head the event named, used when the PR itself cannot be read. */
  eventHead?: string;
}

/** A PR's own verdict, before it joins the others on the same commit. */
interface PendingCheck {
  headSha: string | undefined;
  conclusion: 'success' | 'failure';
  text: CheckText;
  annotations: Annotation[];
}

/**
 * Judges one PR and applies the verdict. Writes go in the order that lets a rerun converge
 * after a crash (auto-merge off, label, comment, then the check), and each is attempted
 * whatever happened to the ones before: a failed side effect is reported, never turned
 * into a pass.
 *
 * A check on a commit counts for every PR it heads (a second PR on the same commit against a
 * base the agent pushed, where the escape is already "in the base"), so every other open PR
 * with this head is judged too, with its own lease, base, label and comment, and the head's
 * check passes only when each of them does. The merge group commit, which is this PR's merge
 * alone, gets this PR's own verdict.
 */
export async function judgePullRequest(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: WriteRootGateSettings,
  env: GateEnvironment,
  number: number,
  options: JudgeOptions = {},
): Promise<GateResult> {
  const own = await judgeAlone(client, repo, ctx, settings, env, number, options);
  const { result, check } = own;
  const target = (headSha: string | undefined, extra: readonly ExtraVerdict[]): CheckTarget => ({
    client,
    repo,
    ctx,
    settings,
    headSha,
    extra,
  });
  const parts: PullPart[] = [{ number, pass: check.conclusion === 'success' }];
  /** Another PR on `head`, judged alone; undefined when it moved off the commit meanwhile. */
  const judgeOther = (head: string) => async (other: number) => {
    const judged = await judgeAlone(client, repo, ctx, settings, env, other, {});
    if (judged.check.headSha !== head) return undefined;
    const pass = judged.check.conclusion === 'success';
    return { number: other, pass, ...(pass ? {} : { reason: 'refused' }) };
  };
  if (check.headSha) {
    parts.push(...(await judgeOthersOnHead(client, repo, check.headSha, number, judgeOther(check.headSha))));
  }
  const headCheck = () => {
    const commit = conjoin(parts);
    const shared = sharedHeadLine(number, parts);
    const text: CheckText =
      commit.pass || check.conclusion === 'failure'
        ? { ...check.text, ...(shared ? { summary: `${check.text.summary}\n\n${shared}` } : {}) }
        : sharedRefusalCheckText(commit.failing, shared ?? '');
    return { commit, text };
  };
  let { commit, text } = headCheck();
  await writeChecks(
    target(check.headSha, []),
    result.effects,
    commit.pass ? 'success' : 'failure',
    text,
    check.annotations,
  );
  if (commit.pass && check.headSha) {
    const head = check.headSha;
    const late = await newcomersAfterSuccess(client, repo, head, number, parts, judgeOther(head));
    if (late.some((p) => !p.pass)) {
      parts.push(...late);
      ({ commit, text } = headCheck());
      await writeChecks(target(head, []), result.effects, 'failure', text, check.annotations);
    }
  }
  if (options.extra?.length) {
    await writeChecks(
      target(undefined, options.extra),
      result.effects,
      check.conclusion,
      check.text,
      check.annotations,
    );
  }
  if (!commit.pass && result.verdict === 'pass') {
    return { ...result, verdict: 'refused', sharedWith: commit.failing };
  }
  return result;
}

function commentResult(r: CommentResult): string {
  return r === 'unchanged' ? 'comment already up to date' : `comment ${r}`;
}

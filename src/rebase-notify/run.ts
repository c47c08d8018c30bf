import type { Clock } from '../core/clock.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import { mapLimit } from '../core/git.js';
import type { GitHubClient } from '../core/github/client.js';
import type { RepoRef } from '../core/pr/view.js';
import { PRIORITY, allocate, decidePull, type DriftResult, type Policy, type PullPlan } from './decide.js';
import { ApiDrift } from './drift-api.js';
import { GitDrift } from './drift-git.js';
import { applyPlan, observe } from './apply.js';
import { completeComments, listOpenPulls, readComments, readOpenPull, type OpenPull } from './pulls.js';
import type { Scope } from './scope.js';
import type { RebaseNotifySettings } from './settings.js';
import { SharedHeads } from './shared-head.js';
import { takeStatusTwins } from './state.js';

export interface NotifyContext {
  client: GitHubClient;
  repo: RepoRef;
  settings: RebaseNotifySettings;
  /** GITHUB_SERVER_URL, where the repository is fetched from. */
  serverUrl: string;
  /** RUNNER_TEMP. */
  tempDir: string;
  /** GITHUB_WORKSPACE. */
  workspace?: string;
  clock: Clock;
  now: Date;
  log: (message: string) => void;
  warn: (message: string) => void;
}

export interface PullOutcome {
  number: number;
  title: string;
  url: string;
  base: string;
  class: PullPlan['class'] | 'draft';
  behind?: number;
  ahead?: number;
  files?: string[];
  /** What this run did (or why it did nothing), for the summary. */
  actions: string[];
  notified: boolean;
  updated: boolean;
  deferred: boolean;
  error?: string;
}

export interface RunResult {
  source: 'git' | 'api';
  /** Why the API was used instead of a local git, or what the local git borrowed. */
  sourceNote?: string;
  bases: Map<string, string>;
  pulls: PullOutcome[];
  writes: number;
  errors: string[];
}

function policyOf(settings: RebaseNotifySettings): Policy {
  return {
    urgency: settings.urgency,
    updateBranch: settings.updateBranch,
    cooldownMinutes: settings.cooldownMinutes,
    behindLabel: settings.behindLabel,
    conflictLabel: settings.conflictLabel,
    checkName: settings.checkName,
  };
}

/** A label or failing check of ours means a status comment may hide among older comments. */
function mayHideStatus(pull: OpenPull, policy: Policy): boolean {
  const ours = [policy.behindLabel, policy.conflictLabel].map((l) => l.toLowerCase());
  return (
    pull.snapshot.labels.some((l) => ours.includes(l.toLowerCase())) ||
    (typeof pull.check === 'object' && pull.check.conclusion === 'failure')
  );
}

async function chooseSource(ctx: NotifyContext): Promise<{ git?: GitDrift; note?: string }> {
  if (ctx.settings.driftSource === 'api') return { note: "input 'drift-source' is api" };
  const opened = await GitDrift.open({
    repo: ctx.repo,
    token: ctx.settings.token,
    serverUrl: ctx.serverUrl,
    tempDir: ctx.tempDir,
    ...(ctx.workspace ? { workspace: ctx.workspace } : {}),
    log: ctx.log,
  });
  if ('unavailable' in opened) {
    if (ctx.settings.driftSource === 'git') {
      throw new ConfigurationError(
        `Input 'drift-source' is git, but ${opened.unavailable}. Install git 2.38 or later on the runner, ` +
          "or use 'auto' to fall back to the API.",
      );
    }
    return { note: opened.unavailable };
  }
  return { git: opened, ...(opened.borrowed ? { note: 'objects borrowed from the workspace checkout' } : {}) };
}

async function gitDrifts(
  git: GitDrift,
  pulls: OpenPull[],
): Promise<{ drifts: Map<number, DriftResult>; bases: Map<string, string> }> {
  const bases = [...new Set(pulls.map((p) => p.baseRef))].sort();
  const fetched = await git.fetch(
    bases,
    pulls.map((p) => ({ number: p.number, headSha: p.headSha, base: p.baseRef })),
  );
  const drifts = new Map<number, DriftResult>();
  const measurable: { pull: OpenPull; baseSha: string }[] = [];
  for (const pull of pulls) {
    const baseSha = fetched.baseShas.get(pull.baseRef);
    const missing = fetched.missing.get(pull.number);
    if (missing) drifts.set(pull.number, { known: false, reason: missing });
    else if (!baseSha)
      drifts.set(pull.number, { known: false, reason: `the base branch ${pull.baseRef} could not be fetched` });
    else measurable.push({ pull, baseSha });
  }
  const results = await git.measureAll(
    measurable.map((m) => ({ base: m.pull.baseRef, baseSha: m.baseSha, headSha: m.pull.headSha })),
  );
  measurable.forEach((m, i) => drifts.set(m.pull.number, results[i] as DriftResult));
  return { drifts, bases: fetched.baseShas };
}

async function apiDrifts(ctx: NotifyContext, pulls: OpenPull[]): Promise<Map<number, DriftResult>> {
  const api = new ApiDrift(ctx.client, ctx.repo, { clock: ctx.clock });
  const results = await mapLimit(pulls, 4, async (pull) => {
    try {
      return await api.measure({
        number: pull.number,
        base: pull.baseRef,
        baseSha: pull.baseSha,
        headSha: pull.headSha,
        ...(pull.mergeable ? { mergeable: pull.mergeable } : {}),
      });
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      return { known: false as const, reason: `GitHub did not answer (${errorMessage(e)})` };
    }
  });
  return new Map(pulls.map((p, i) => [p.number, results[i] as DriftResult]));
}

/**
 * Deleting the younger twins of a status comment (state.ts) rides on the PR's plan: its writes
 * count against the budget, and the PR is served no later than a cooldown refresh.
 */
function withTwinDeletes(plan: PullPlan, twins: number): PullPlan {
  if (twins === 0) return plan;
  return { ...plan, writes: plan.writes + twins, priority: Math.min(plan.priority, PRIORITY.refresh) };
}

/**
 * One run: list the open PRs in scope, measure each one's drift, decide per PR with the pure
 * rules, then write within the budget, most important changes first.
 */
export async function runRebaseNotify(ctx: NotifyContext, scope: Exclude<Scope, { kind: 'skip' }>): Promise<RunResult> {
  const { client, repo, settings } = ctx;
  const policy = policyOf(settings);
  const chosen = await chooseSource(ctx);
  let source: 'git' | 'api' = chosen.git ? 'git' : 'api';
  let sourceNote = chosen.note;
  const listing = {
    checkName: settings.checkName,
    behindLabel: settings.behindLabel,
    conflictLabel: settings.conflictLabel,
    withMergeable: source === 'api',
    withChecks: settings.urgency === 'blocking',
  };

  let pulls: OpenPull[];
  if (scope.kind === 'pull') {
    const one = await readOpenPull(client, repo, scope.number, listing);
    pulls = one ? [one] : [];
    if (!one) ctx.log(`PR #${scope.number} is not open; nothing to do.`);
  } else {
    pulls = await listOpenPulls(client, repo, { ...listing, ...(scope.base ? { base: scope.base } : {}) });
  }
  const drafts = pulls.filter((p) => p.isDraft && !settings.includeDrafts);
  const evaluated = pulls.filter((p) => !p.isDraft || settings.includeDrafts);
  // A draft is open too: on a head the blocking check may pass, it is measured (never written to),
  // so marking the failing PR a draft does not take it out of the commit's verdict.
  const evaluatedHeads = new Set(evaluated.map((p) => p.headSha));
  const companions = settings.urgency === 'blocking' ? drafts.filter((p) => evaluatedHeads.has(p.headSha)) : [];
  const measured = [...evaluated, ...companions];
  ctx.log(
    `${pulls.length} open PR(s)${scope.kind === 'sweep' && scope.base ? ` on ${scope.base}` : ''}; ` +
      `${evaluated.length} evaluated, ${drafts.length} draft(s) skipped (input 'include-drafts').`,
  );

  let drifts = new Map<number, DriftResult>();
  let bases = new Map<string, string>();
  if (chosen.git && measured.length > 0) {
    try {
      ({ drifts, bases } = await gitDrifts(chosen.git, measured));
    } catch (e) {
      if (settings.driftSource === 'git') {
        throw new UndecidableError(
          `git could not fetch the repository (${errorMessage(e)}); nothing was changed. Check that the runner ` +
            `reaches ${ctx.serverUrl} and the token has \`contents: read\`, ` +
            "or set 'drift-source' to auto to fall back to the API.",
        );
      }
      source = 'api';
      sourceNote = `git fetch failed (${errorMessage(e)})`;
      ctx.warn(`Local git could not fetch the repository; measuring drift through the API instead: ${errorMessage(e)}`);
    }
  }
  if (source === 'api' && measured.length > 0) {
    drifts = await apiDrifts(ctx, measured);
    for (const p of evaluated) if (!bases.has(p.baseRef)) bases.set(p.baseRef, p.baseSha);
  }
  const sharedHeads = new SharedHeads({
    client,
    repo,
    measured: measured.map((pull) => ({ pull, drift: drifts.get(pull.number) })),
    complete: scope.kind === 'sweep' && scope.base === undefined,
    read: (number) =>
      readOpenPull(client, repo, number, { ...listing, withMergeable: source === 'api', withChecks: false }),
    measure: async (pull) =>
      (source === 'git' && chosen.git
        ? (await gitDrifts(chosen.git, [pull])).drifts.get(pull.number)
        : (await apiDrifts(ctx, [pull])).get(pull.number)) ?? { known: false, reason: 'not measured' },
    log: ctx.log,
  });

  // Decide, reading older comments only where a status comment could hide.
  const plans = new Map<number, PullPlan>();
  const decide = (pull: OpenPull) => {
    pull.twins = takeStatusTwins(pull.snapshot);
    return decidePull({
      drift: drifts.get(pull.number) as DriftResult,
      base: pull.baseRef,
      observed: observe(pull),
      policy,
      now: ctx.now,
    });
  };
  // The blocking listing read each head's checks, not the comments. A PR whose check and labels already say
  // what this run would write is settled: that check was written, after the PR's comment, by a run that saw
  // this head against this base. The comments of the others are read, 100 PRs a request (1 point).
  const onHead = new Map<string, number>();
  for (const pull of pulls) onHead.set(pull.headSha, (onHead.get(pull.headSha) ?? 0) + 1);
  const unsettled = evaluated.filter(
    (pull) => !pull.commentsRead && ((onHead.get(pull.headSha) ?? 0) > 1 || decide(pull).writes > 0),
  );
  if (unsettled.length > 0) {
    await readComments(client, unsettled);
    ctx.log(`Comments read for ${unsettled.length} PR(s) whose check does not settle them.`);
  }
  for (const pull of evaluated) {
    let plan = decide(pull);
    // A settled PR whose comments were not read has nothing to write: its status comment is not looked for.
    const mayHide = pull.commentsRead && mayHideStatus(pull, policy);
    if (!pull.commentsComplete && (plan.comment?.op === 'create' || mayHide)) {
      await completeComments(client, repo, pull);
      plan = decide(pull);
    }
    plans.set(pull.number, withTwinDeletes(plan, pull.twins.length));
  }

  const { run, deferred } = allocate(
    evaluated.map((p) => ({ number: p.number, plan: plans.get(p.number) as PullPlan })),
    settings.maxWrites,
  );
  const outcomes = new Map<number, PullOutcome>();
  for (const pull of pulls) {
    const drift = drifts.get(pull.number);
    const plan = plans.get(pull.number);
    const known = drift?.known ? drift.drift : undefined;
    outcomes.set(pull.number, {
      number: pull.number,
      title: pull.snapshot.title,
      url: pull.snapshot.url,
      base: pull.baseRef,
      class: plan ? plan.class : 'draft',
      ...(known ? { behind: known.behind, ahead: known.ahead, ...(known.files ? { files: known.files } : {}) } : {}),
      actions: !plan
        ? ['skipped: draft']
        : plan.skipped && plan.writes === 0
          ? [`skipped: ${plan.skipped}`]
          : plan.writes === 0
            ? [plan.held ? 'no change (cooldown)' : 'no change']
            : [],
      notified: false,
      updated: false,
      deferred: false,
    });
  }
  for (const n of deferred) {
    const o = outcomes.get(n) as PullOutcome;
    o.deferred = true;
    o.actions.push(`deferred: the write budget (max-writes ${settings.maxWrites}) is spent`);
  }

  const counter = { writes: 0 };
  const errors: string[] = [];
  const byNumber = new Map(evaluated.map((p) => [p.number, p]));
  const applyContext = {
    client,
    repo,
    policy,
    now: ctx.now,
    clock: ctx.clock,
    maxWrites: settings.maxWrites,
    counter,
    sharedHeads,
  };
  const refusedForWorkflows: number[] = [];
  for (const number of run) {
    const pull = byNumber.get(number) as OpenPull;
    const outcome = outcomes.get(number) as PullOutcome;
    try {
      const applied = await applyPlan(
        applyContext,
        pull,
        plans.get(number) as PullPlan,
        drifts.get(number) as DriftResult,
      );
      outcome.actions.push(...applied.actions);
      outcome.notified = applied.notified;
      outcome.updated = applied.updated;
      outcome.deferred = applied.deferred;
      if (applied.class) outcome.class = applied.class;
      if (applied.workflowRefusal) refusedForWorkflows.push(number);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const message = `PR #${number}: ${errorMessage(e)}`;
      errors.push(message);
      ctx.warn(message);
      outcome.error = errorMessage(e);
      outcome.actions.push(`error: ${errorMessage(e)}`);
    }
  }
  for (const o of outcomes.values()) ctx.log(`#${o.number} ${o.class}: ${o.actions.join('; ')}`);
  if (refusedForWorkflows.length > 0) {
    // Not a failure of the run (each PR was told), but a setting to change: one annotation on the run.
    ctx.warn(
      `GitHub refused to update ${refusedForWorkflows.map((n) => `#${n}`).join(', ')}: the base changed a file under ` +
        '.github/workflows/ and this token lacks the workflows permission (GITHUB_TOKEN can never have it). ' +
        "To have such branches updated, set the 'github-token' input to a GitHub App installation token whose App " +
        'has Workflows: Read and write (actions/create-github-app-token with permission-workflows: write)' +
        // A personal access token cannot write the check runs the blocking gate needs.
        (settings.urgency === 'blocking' ? '' : ', or to a personal access token with the workflow scope') +
        '; until then they are notified as behind.',
    );
  }
  return {
    source,
    ...(sourceNote ? { sourceNote } : {}),
    bases,
    pulls: [...outcomes.values()].sort((a, b) => a.number - b.number),
    writes: counter.writes,
    errors,
  };
}

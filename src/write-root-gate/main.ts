import * as core from '../core/runner.js';
import { actionInputs } from '../core/action-inputs.js';
import { failingNames } from '../core/pr/commit-verdict.js';
import { writeVerdict } from '../core/pr/checks.js';
import { maskToken, runEntrypoint } from '../core/entrypoint.js';
import { ConfigurationError } from '../core/errors.js';
import { setOutputs, writeSummary } from '../core/report.js';
import { shellContext } from '../core/shell.js';
import { pullRequestNumberOf, readRunContext, requireEvent, type RunContext } from '../core/run-context.js';
import { htmlCode as code, htmlText as esc, logLine, mdCode, short } from '../core/untrusted.js';
import type { GateResult } from './shell.js';
import { mergeGroupFromPayload, mergeGroupPullNumber } from './merge-group.js';
import type { WriteRootGateSettings } from './settings.js';

const EVENTS = ['pull_request', 'pull_request_target', 'merge_group'];
/** The job summary stays far below GitHub's 1 MiB limit. */
const SUMMARY_ROWS = 5000;

function pullRequestNumber(ctx: RunContext): number {
  return pullRequestNumberOf(ctx, 'write-root-gate', 'judges pull_request, pull_request_target and merge_group events');
}

async function report(result: GateResult, settings: WriteRootGateSettings, groupSha?: string): Promise<void> {
  const { RULE_TEXT, rootsLine } = await import('./shell.js');
  const { decision, lease } = result;
  for (const { message, ...where } of result.annotations) core.error(message, where);
  setOutputs({
    verdict: result.verdict,
    violations: decision?.paths ?? [],
    roots: lease?.roots ?? settings.writeRoots,
  });
  const effects = result.effects.map((e) => `${e.ok ? '✅' : '❌'} ${e.what}: ${esc(e.detail)}`).join('<br>');
  const where = `PR #${result.number}${groupSha ? ` (merge group ${short(groupSha)})` : ''}`;
  if (result.undecidable !== undefined) {
    await writeSummary({
      heading: `mergexo/write-root-gate: ${where} refused ⛔ (could not decide)`,
      header: ['PR', 'head', 'verdict', 'reason'],
      rows: [[`#${result.number}`, code(result.headSha), 'refused', esc(result.undecidable)]],
      ...(effects ? { footer: effects } : {}),
    });
    core.setFailed(`mergexo/write-root-gate could not decide on ${where} and refuses: ${logLine(result.undecidable)}`);
    return;
  }
  if (!decision || !lease) return;
  if (result.sharedWith?.length) {
    const others = failingNames(result.sharedWith);
    await writeSummary({
      heading: `mergexo/write-root-gate: ${where} refused ⛔ (its head also heads ${others})`,
      header: ['PR', 'head', 'verdict', 'why'],
      rows: [
        [
          `#${result.number}`,
          code(result.headSha),
          'refused',
          `inside its own roots, but the same commit heads ${others}, which is refused; a check on a commit counts for every PR it heads`,
        ],
      ],
    });
    core.setFailed(
      `mergexo/write-root-gate: ${where} is inside its own roots, but its head ${result.headSha} also heads ${others}, ` +
        'which is refused; a check on a commit counts for every PR it heads, so it stays failing until each of them passes.',
    );
    return;
  }
  if (decision.verdict === 'refused') {
    const rows = decision.violations
      .slice(0, SUMMARY_ROWS)
      .map((v) => [code(v.path), esc(RULE_TEXT[v.rule]), esc(v.detail)]);
    const more = decision.violations.length - rows.length;
    await writeSummary({
      heading: `mergexo/write-root-gate: ${where} refused ⛔`,
      lead:
        `${decision.violations.length} of ${decision.written} written paths are out of bounds. ` +
        `Lease <b>${esc(lease.name)}</b>${lease.origin ? ` (${esc(lease.origin)})` : ''}: ${esc(lease.reason)}. Roots: ${lease.roots.length ? lease.roots.map((r) => code(r)).join(', ') : '<i>none</i>'}.`,
      header: ['path', 'rule broken', 'change'],
      rows,
      footer: [more > 0 ? `…and ${more} more (the step output <code>violations</code> lists every path).` : '', effects]
        .filter(Boolean)
        .join('<br>'),
    });
    // Paths can hold anything git allows: each is made a safe log line before it joins the message.
    const shown = decision.paths
      .slice(0, 5)
      .map((p) => logLine(p))
      .join(', ');
    const rest = decision.paths.length > 5 ? ` and ${decision.paths.length - 5} more` : '';
    core.setFailed(
      lease.source === 'none'
        ? `mergexo/write-root-gate: ${where} is refused: no lease applies to it (${logLine(lease.reason)}), so it may write ` +
            `none of its paths (${shown}${rest}). Add a lease for it in ${settings.leaseFile} ` +
            "on the base branch or list roots in the 'write-roots' input; the PR comment shows an example."
        : `mergexo/write-root-gate: ${where} is refused: ${decision.paths.length} path(s) outside the write roots of lease ` +
            `'${logLine(lease.name)}' (${logLine(rootsLine(lease.roots))}): ${shown}${rest}. See the check and the PR comment.`,
    );
    return;
  }
  await writeSummary({
    heading: `mergexo/write-root-gate: ${where} inside its write roots ✅`,
    header: ['PR', 'head', 'verdict', 'lease', 'roots', 'paths written'],
    rows: [
      [
        `#${result.number}`,
        code(result.headSha),
        'pass',
        esc(lease.name),
        lease.roots.map((r) => code(r)).join('<br>'),
        String(decision.written),
      ],
    ],
    ...(effects ? { footer: effects } : {}),
  });
  // The verdict is a pass, but a side effect the user must fix (a missing permission, the
  // check itself) fails the step so it is noticed.
  const broken = result.effects.filter((e) => !e.ok && (e.configuration || e.verdict));
  if (broken.length > 0) {
    core.setFailed(
      `mergexo/write-root-gate: ${where} is inside its roots, but ${broken.map((e) => `could not ${e.what} (${logLine(e.detail)})`).join('; ')}.`,
    );
  }
}

await runEntrypoint('write-root-gate', async () => {
  // Outputs are set on every run: anything that ends the run early is a refusal.
  setOutputs({ verdict: 'refused', violations: [], roots: [] });
  const ctx = readRunContext(process.env);
  requireEvent(ctx, 'write-root-gate', EVENTS);
  const { judgePullRequest, parseSettings } = await import('./shell.js');
  const settings = parseSettings(actionInputs);
  maskToken(settings.token);
  setOutputs({ roots: settings.writeRoots });
  const shell = await shellContext('write-root-gate', settings.token, ctx);
  const job = {
    settings,
    env: { serverUrl: ctx.serverUrl, tempRoot: process.env.RUNNER_TEMP },
    ...(ctx.runId ? { detailsUrl: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` } : {}),
  };

  if (ctx.eventName === 'merge_group') {
    const group = mergeGroupFromPayload(ctx.payload);
    if (!group)
      throw new ConfigurationError(
        'The merge_group event payload has no merge_group.head_sha and head_ref. Run the gate on the ' +
          '`merge_group` event GitHub sends for a merge queue, without overriding the event payload.',
      );
    const number = mergeGroupPullNumber(group.headRef);
    if (number === undefined) {
      await writeVerdict(shell.client, shell.repo, {
        name: settings.checkName,
        headSha: group.headSha,
        conclusion: 'failure',
        title: 'Refused: merge group names no pull request',
        summary: `The merge group ref ${mdCode(group.headRef)} does not name a pull request (${mdCode('pr-<number>-<sha>')}), so its changes cannot be matched to a lease.`,
      });
      core.setFailed(`mergexo/write-root-gate: merge group ${logLine(group.headRef)} names no pull request; refused.`);
      return;
    }
    const result = await judgePullRequest(shell, job, number, {
      extra: [
        {
          headSha: group.headSha,
          note: `Merge group ${mdCode(group.headSha)} (${mdCode(group.headRef)}): verdict of PR #${number}, re-judged now.`,
        },
      ],
    });
    await report(result, settings, group.headSha);
    return;
  }

  if (ctx.payload.action === 'closed') {
    core.info('The pull request was closed; there is nothing to judge.');
    setOutputs({ verdict: 'pass', violations: [], roots: settings.writeRoots });
    return;
  }
  const number = pullRequestNumber(ctx);
  const result = await judgePullRequest(shell, job, number, {
    eventHead: ctx.payload.pull_request?.head.sha,
  });
  await report(result, settings);
});

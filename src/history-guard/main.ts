import * as core from '../core/runner.js';
import { actionInputs } from '../core/action-inputs.js';
import { failingNames } from '../core/pr/commit-verdict.js';
import { maskToken, runEntrypoint } from '../core/entrypoint.js';
import { setOutputs, writeSummary } from '../core/report.js';
import { pullRequestNumberOf, readRunContext, requireEvent } from '../core/run-context.js';
import { shellContext } from '../core/shell.js';
import { htmlCode as code, htmlLink, htmlText, logLine } from '../core/untrusted.js';
import { requireMergeGroup } from '../core/merge-group.js';
import { authorizeOperator, listBlocked, unblockAll, unblockPullRequest } from './operator.js';
import { parseSettings } from './settings.js';
import { guardMergeGroup, guardPullRequest, type GuardContext } from './shell.js';

const EVENTS = ['pull_request', 'pull_request_target', 'workflow_dispatch', 'merge_group'];

await runEntrypoint('history-guard', async () => {
  const event = readRunContext(process.env);
  requireEvent(event, 'history-guard', EVENTS);
  const settings = parseSettings(actionInputs, event.eventName);
  maskToken(settings.token);
  const ctx: GuardContext = { ...(await shellContext('history-guard', settings.token, event)), event, settings };

  if (settings.mode === 'guard' && event.eventName === 'merge_group') {
    const group = requireMergeGroup(event);
    const result = await guardMergeGroup(ctx, group);
    const own = result.members.find((m) => m.number === result.number)?.guard;
    setOutputs({
      verdict: result.verdict,
      'expected-head': own?.expectedHead ?? '',
      'observed-head': own?.observedHead ?? '',
      transition: own?.transition ?? '',
    });
    const where = `merge group ${code(group.headSha)}`;
    await writeSummary({
      heading: `mergexo/history-guard: merge group ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
      lead: `${where}, ref ${code(group.headRef)}${result.why ? `: ${htmlText(result.why)}` : ''}`,
      header: ['PR', 'verdict', 'accepted head', 'in the group commit'],
      rows: result.members.map((m) => [
        `#${m.number}`,
        m.pass ? 'accepted' : 'blocked',
        code(m.guard?.observedHead ?? ''),
        m.pass ? 'yes' : htmlText(m.reason ?? ''),
      ]),
    });
    if (result.verdict === 'blocked') {
      const failing = result.members.filter((m) => !m.pass).map((m) => `#${m.number} (${logLine(m.reason ?? '')})`);
      core.setFailed(
        `mergexo/history-guard: merge group ${group.headSha} is blocked: ` +
          (failing.length ? failing.join('; ') : logLine(result.why ?? 'its PRs are unknown')) +
          '. See the check on the group commit.',
      );
    }
    return;
  }

  if (settings.mode === 'guard') {
    if (event.payload.action === 'closed') {
      core.info('The pull request was closed; there is no history to guard.');
      setOutputs({ verdict: 'accepted', 'expected-head': '', 'observed-head': '', transition: 'identical' });
      return;
    }
    const number = pullRequestNumberOf(
      event,
      'history-guard',
      'guards pull_request and pull_request_target events; its operator modes run on workflow_dispatch',
    );
    const result = await guardPullRequest(ctx, number);
    setOutputs({
      verdict: result.verdict,
      'expected-head': result.expectedHead,
      'observed-head': result.observedHead,
      transition: result.transition,
    });
    await writeSummary({
      heading: `mergexo/history-guard: PR #${number} ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
      header: ['PR', 'verdict', 'transition', 'expected head', 'observed head'],
      rows: [[`#${number}`, result.verdict, result.transition, code(result.expectedHead), code(result.observedHead)]],
      ...(result.notes.length ? { footer: result.notes.map((n) => htmlText(n)).join('<br>') } : {}),
    });
    const sharedBlock = result.sharedWith.filter((p) => !p.pass);
    if (result.verdict === 'blocked' && result.ownVerdict === 'accepted') {
      core.setFailed(
        `mergexo/history-guard: PR #${number}'s own history is append-only, but its head ${result.observedHead} is ` +
          `also the head of ${failingNames(sharedBlock)}, which is blocked; a check on a commit ` +
          'counts for every PR it heads, so it stays failing until each of them is accepted.',
      );
    } else if (result.verdict === 'blocked') {
      core.setFailed(
        `mergexo/history-guard: PR #${number} is blocked: history was rewritten (${result.transition}); ` +
          `expected a descendant of ${result.expectedHead}, observed ${result.observedHead}. See the PR comment for the way out.`,
      );
    }
    return;
  }

  await authorizeOperator(ctx);

  if (settings.mode === 'list') {
    const blocked = await listBlocked(ctx);
    setOutputs({ verdict: 'listed', blocked, 'expected-head': '', 'observed-head': '', transition: '' });
    await writeSummary({
      heading: `mergexo/history-guard: ${blocked.length} blocked pull request${blocked.length === 1 ? '' : 's'}`,
      header: ['PR', 'title', 'expected head', 'observed head', 'backup refs'],
      rows: blocked.map((b) => [
        htmlLink(`#${b.number}`, b.url),
        htmlText(b.title),
        code(b.expected),
        code(b.observed),
        b.backupRefs.map((r) => code(r)).join('<br>'),
      ]),
    });
    // Titles are the PR's: one log line each, never a workflow command.
    if (blocked.length === 0) core.info('No blocked pull requests.');
    for (const b of blocked) core.info(logLine(`#${b.number} ${b.title}`));
    return;
  }

  const outcomes = settings.all
    ? await unblockAll(ctx)
    : [await unblockPullRequest(ctx, settings.pullRequest as number, settings.acceptHead)];
  const single = outcomes.length === 1 && !settings.all ? outcomes[0] : undefined;
  setOutputs({
    verdict: outcomes.every((o) => o.unblocked) ? 'unblocked' : 'blocked',
    'expected-head': '',
    'observed-head': single?.head ?? '',
    transition: '',
    unblocked: outcomes.filter((o) => o.unblocked).map((o) => o.number),
  });
  await writeSummary({
    heading: 'mergexo/history-guard: unblock',
    header: ['PR', 'result', 'head', 'detail'],
    rows: outcomes.map((o) => [
      `#${o.number}`,
      o.unblocked ? 'unblocked ✅' : 'still blocked ⛔',
      code(o.head),
      htmlText(o.how ?? o.reason ?? ''),
    ]),
  });
  const refused = outcomes.filter((o) => !o.unblocked);
  if (single && !single.unblocked) {
    core.setFailed(`mergexo/history-guard: PR #${single.number} stays blocked: ${logLine(single.reason ?? '')}`);
  } else if (refused.length) {
    core.warning(
      `${refused.length} PR(s) stay blocked: ${refused.map((o) => `#${o.number} (${logLine(o.reason ?? '')})`).join('; ')}`,
    );
  }
});

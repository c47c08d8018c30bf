import * as core from '../core/runner.js';
import { actionInputs } from '../core/action-inputs.js';
import { declareRunEnforcement } from '../core/enforcement.js';
import { maskToken, runEntrypoint } from '../core/entrypoint.js';
import { failStep, setOutputs, writeSummary } from '../core/report.js';
import { pullRequestNumberOf, readRunContext, requireEvent } from '../core/run-context.js';
import { shellContext } from '../core/shell.js';
import { requireMergeGroup } from '../core/merge-group.js';
import {
  CLOSED_LINE,
  OPERATOR_ENFORCES_LINE,
  blockedListLines,
  guardFailure,
  guardSummary,
  listSummary,
  unblockFailure,
  unblockSummary,
  unblockWarning,
} from './summary-messages.js';
import { groupFailure, groupSummary } from './group-messages.js';
import { authorizeOperator, listBlocked, unblockAll, unblockPullRequest } from './operator.js';
import { parseSettings } from './settings.js';
import { guardMergeGroup } from './merge-group.js';
import { guardPullRequest, type GuardContext } from './shell.js';

const EVENTS = ['pull_request', 'pull_request_target', 'workflow_dispatch', 'merge_group'];

await runEntrypoint('history-guard', async () => {
  const event = readRunContext(process.env);
  requireEvent(event, 'history-guard', EVENTS);
  const settings = parseSettings(actionInputs, event.eventName);
  maskToken(settings.token);
  // Observe mode governs what mergexo does on its own; an operator's list or unblock is a person's act,
  // carried out as asked (docs/operators.md).
  const enforcement = settings.mode === 'guard' ? settings.enforcement : 'enforce';
  declareRunEnforcement(enforcement);
  if (enforcement !== settings.enforcement) core.info(OPERATOR_ENFORCES_LINE);
  const ctx: GuardContext = {
    ...(await shellContext('history-guard', settings.token, event, enforcement)),
    event,
    settings,
  };

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
    await writeSummary(groupSummary(group, result));
    if (result.verdict === 'blocked') failStep(groupFailure(group, result));
    return;
  }

  if (settings.mode === 'guard') {
    if (event.payload.action === 'closed') {
      core.info(CLOSED_LINE);
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
    await writeSummary(guardSummary(number, result));
    if (result.verdict === 'blocked') failStep(guardFailure(number, result));
    return;
  }

  await authorizeOperator(ctx);

  if (settings.mode === 'list') {
    const blocked = await listBlocked(ctx);
    setOutputs({ verdict: 'listed', blocked, 'expected-head': '', 'observed-head': '', transition: '' });
    await writeSummary(listSummary(blocked));
    for (const line of blockedListLines(blocked)) core.info(line);
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
  await writeSummary(unblockSummary(outcomes));
  const refused = outcomes.filter((o) => !o.unblocked);
  if (single && !single.unblocked) {
    core.setFailed(unblockFailure(single));
  } else if (refused.length) {
    core.warning(unblockWarning(refused));
  }
});

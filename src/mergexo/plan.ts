import { ConfigurationError } from '../core/pure/errors.js';

export type Part = 'history-guard' | 'write-root-gate' | 'ci-wait' | 'rebase-notify';

const PR_EVENTS = ['pull_request', 'pull_request_target'];
const CI_EVENTS = ['check_suite', 'workflow_run', 'status'];

/**
 * Which actions the one-line setup runs for an event. Each part then behaves exactly as when it
 * is used on its own, reporting under its own check name.
 */
export function partsFor(
  eventName: string,
  options: { waitForCi: boolean; mode: string; urgency?: string; collisions?: boolean },
): Part[] {
  if (PR_EVENTS.includes(eventName) || eventName === 'merge_group') {
    // Every mergexo check a repository can require answers on each new PR head and on the queue's own
    // commit: mergexo/rebase exists only with a blocking urgency, mergexo/ci-wait only with wait-for-ci.
    const parts: Part[] = ['history-guard', 'write-root-gate'];
    // mergexo/collision (rebase-notify's allocated-names) is written on each new PR head and on the queue's
    // commit too; a PR closing or changing base clears what it caused on the others.
    const blocking = (options.urgency ?? '').toLowerCase() === 'blocking';
    if (blocking || options.collisions) parts.push('rebase-notify');
    if (options.waitForCi) parts.push('ci-wait');
    return parts;
  }
  if (eventName === 'push' || eventName === 'schedule') return ['rebase-notify'];
  if (CI_EVENTS.includes(eventName)) return options.waitForCi ? ['ci-wait'] : [];
  if (eventName === 'workflow_dispatch') {
    const mode = options.mode.toLowerCase();
    if (mode === 'sweep') return ['rebase-notify'];
    if (mode === 'list' || mode === 'unblock') return ['history-guard'];
    throw new ConfigurationError(
      "On workflow_dispatch, input 'mode' chooses what to do: 'list' or 'unblock' (history-guard operator modes) " +
        `or 'sweep' (rebase-notify for every base); got '${options.mode}'.`,
    );
  }
  throw new ConfigurationError(
    `mergexo does not handle the '${eventName || '(none)'}' event. Trigger it on pull_request or ` +
      'pull_request_target, push, merge_group, schedule, workflow_dispatch (and check_suite, workflow_run or status ' +
      "with 'wait-for-ci: true').",
  );
}

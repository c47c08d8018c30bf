/**
 * The client-side half of observe mode (`../enforcement.ts`): once a client observes, GitHub hears
 * from it only reads and verdict check runs. Core's writers already write nothing while observing;
 * this is the net under them, so a write added later that forgets to ask ends the run with an
 * error naming it instead of changing the PR. A verdict that still claims `success` or `failure`
 * is refused the same way: an observing run's check is always `neutral`.
 */
import type { GitHubClient } from './client.js';
import { isWrite } from './is-write.js';
import { markObserving } from '../enforcement.js';

/** Creating or annotating a check run (`/repos/{owner}/{repo}/check-runs[/{check_run_id}]`): the one write allowed. */
const CHECK_RUN_WRITE = /^\/repos\/[^/]+\/[^/]+\/check-runs(\/[^/]+)?$/;

/** Raised for a write an observing run must not make: a bug in mergexo, never a verdict. */
export class ObserveBreachError extends Error {}

/** Marks the client as observing and refuses, from now on, every write but neutral verdict checks. */
export function guardObserving(client: GitHubClient): void {
  markObserving(client);
  client.hook.before('request', (o) => {
    const request = o as unknown as { method: string; url: string; query?: unknown; conclusion?: unknown };
    if (!isWrite(request)) return;
    const path = request.url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
    if (CHECK_RUN_WRITE.test(path)) {
      if (request.conclusion === undefined || request.conclusion === 'neutral') return;
      throw new ObserveBreachError(
        `mergexo bug: observe mode tried to write a '${String(request.conclusion)}' check run; ` +
          'an observing run writes only neutral ones. Please report it with this log.',
      );
    }
    throw new ObserveBreachError(
      `mergexo bug: observe mode tried to write (${request.method} ${path}); ` +
        'an observing run writes only its verdict check. Nothing was written. Please report it with this log.',
    );
  });
}

import * as core from '../core/runner.js';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import type { RepoRef } from '../core/pr/view.js';
import { keepReachable } from '../core/refs.js';
import type { RunContext } from '../core/run-context.js';
import type { GuardState } from './decide.js';
import type { HistoryGuardSettings } from './settings.js';
import { SHA } from './state.js';

/**
 * Keeps every head a block may have overwritten reachable under `<backup-ref-prefix>/pr-<N>/<sha>`,
 * so no commit is lost to garbage collection; returns the refs it made.
 */
export async function backUpOverwrittenHeads(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
  state: GuardState,
  head: string,
  notes: string[],
): Promise<string[]> {
  const candidates = [...new Set([state.accepted, ...(state.overwritten ?? [])])];
  const before = ctx.payload.before;
  // The event's `before` is the head this push overwrote; when runs were missed it can hold
  // commits pushed after the last accepted head, so it is kept too.
  if (typeof before === 'string' && SHA.test(before) && before !== head && !candidates.includes(before)) {
    candidates.push(before);
  }
  const refs: string[] = [];
  for (const sha of candidates) {
    const ref = `${settings.backupRefPrefix}/pr-${number}/${sha}`;
    try {
      await keepReachable(client, repo, ref, sha);
      refs.push(ref);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      // The block itself must not depend on the backup: report and carry on blocking.
      const note = `Could not create backup ref ${ref}: ${errorMessage(e)}`;
      core.warning(note);
      notes.push(note);
    }
  }
  return refs;
}

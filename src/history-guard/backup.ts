import { isSha } from '../core/pure/sha.js';
import { ConfigurationError, errorMessage } from '../core/pure/errors.js';
import { TokenRefusedError } from '../core/github/errors.js';
import { keepReachable } from '../core/refs.js';
import { workflowRefusal } from '../core/workflow-refusal.js';
import type { GuardState } from './decide.js';
import { githubWords } from '../core/github/port.js';
import { guardNoteText } from './messages.js';
import type { GuardContext, GuardNote } from './types.js';

/**
 * The same refusal worded as a missing permission (403 `Resource not accessible by integration` with
 * `x-accepted-github-permissions` naming `workflows`), should GitHub answer so: still a fact about these
 * commits, not a token the step must stop for.
 */
function refusedForWorkflows(e: unknown): string | undefined {
  return e instanceof TokenRefusedError && e.status === 403 && /\bworkflows\b/.test(e.message) ? e.message : undefined;
}

/**
 * Keeps every head a block may have overwritten reachable under `<backup-ref-prefix>/pr-<N>/<sha>`,
 * so no commit is lost to garbage collection; returns the refs it made. A ref GitHub refuses is a note:
 * for commits that change a workflow file, GitHub wants the `workflows` permission, which `GITHUB_TOKEN`
 * never has, and a tag or a branch would be refused the same way (docs/github-behaviour.md).
 */
export async function backUpOverwrittenHeads(
  ctx: GuardContext,
  number: number,
  state: GuardState,
  head: string,
  notes: GuardNote[],
): Promise<string[]> {
  const candidates = [...new Set([state.accepted, ...(state.overwritten ?? [])])];
  const before = ctx.event.payload.before;
  // The event's `before` is the head this push overwrote; when runs were missed it can hold
  // commits pushed after the last accepted head, so it is kept too.
  if (isSha(before) && before !== head && !candidates.includes(before)) {
    candidates.push(before);
  }
  const refs: string[] = [];
  for (const sha of candidates) {
    const ref = `${ctx.settings.backupRefPrefix}/pr-${number}/${sha}`;
    try {
      await keepReachable(ctx.github, ctx.repo, ref, sha);
      refs.push(ref);
    } catch (e) {
      const refusal = workflowRefusal(e) ?? refusedForWorkflows(e);
      if (e instanceof ConfigurationError && !refusal) throw e;
      // The block itself must not depend on the backup: report and carry on blocking.
      const note: GuardNote = {
        kind: 'backup-failed',
        ref,
        sha,
        said: githubWords(refusal ?? errorMessage(e)),
        ...(refusal ? { needs: 'workflows' as const } : {}),
      };
      ctx.log.warning(guardNoteText(note));
      notes.push(note);
    }
  }
  return refs;
}

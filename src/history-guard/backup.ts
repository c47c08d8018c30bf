import { ConfigurationError, errorMessage } from '../core/errors.js';
import { keepReachable } from '../core/refs.js';
import type { GuardState } from './decide.js';
import { githubWords } from '../core/github/port.js';
import { guardNoteText } from './messages.js';
import { SHA } from './state.js';
import type { GuardContext, GuardNote } from './types.js';

/**
 * Keeps every head a block may have overwritten reachable under `<backup-ref-prefix>/pr-<N>/<sha>`,
 * so no commit is lost to garbage collection; returns the refs it made.
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
  if (typeof before === 'string' && SHA.test(before) && before !== head && !candidates.includes(before)) {
    candidates.push(before);
  }
  const refs: string[] = [];
  for (const sha of candidates) {
    const ref = `${ctx.settings.backupRefPrefix}/pr-${number}/${sha}`;
    try {
      await keepReachable(ctx.github, ctx.repo, ref, sha);
      refs.push(ref);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      // The block itself must not depend on the backup: report and carry on blocking.
      const note: GuardNote = { kind: 'backup-failed', ref, said: githubWords(errorMessage(e)) };
      ctx.log.warning(guardNoteText(note));
      notes.push(note);
    }
  }
  return refs;
}

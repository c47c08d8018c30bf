/**
 * Which of the listed PRs drift judges and measures, and which need their comments read before it decides
 * (`../../drift/shell.ts` reads and writes them).
 */
import type { Urgency } from './plan.js';

interface ListedPull {
  view: { isDraft: boolean; headSha: string };
}

/**
 * The PRs drift judges (`evaluated`: drafts only with include-drafts), the drafts it leaves, and the drafts it
 * measures without writing to them (`companions`): at urgency blocking, a draft on the head of a judged PR is open
 * too, so the commit's verdict counts it, and marking the failing PR a draft does not take it out of the verdict.
 */
export function driftSelection<P extends ListedPull>(
  pulls: readonly P[],
  includeDrafts: boolean,
  urgency: Urgency,
): { evaluated: P[]; drafts: P[]; companions: P[] } {
  const drafts = pulls.filter((p) => p.view.isDraft && !includeDrafts);
  const evaluated = pulls.filter((p) => !p.view.isDraft || includeDrafts);
  const evaluatedHeads = new Set(evaluated.map((p) => p.view.headSha));
  const companions = urgency === 'blocking' ? drafts.filter((p) => evaluatedHeads.has(p.view.headSha)) : [];
  return { evaluated, drafts, companions };
}

/**
 * The judged PRs whose comments must be read before deciding (the listing did not read them): one whose plan,
 * decided without them, writes something, and one that shares its head with another listed PR (the commit's
 * verdict speaks for both). A settled PR alone on its head has nothing to write: its comments are not looked for.
 */
export function commentsToRead<P extends ListedPull & { commentsRead: boolean }>(
  evaluated: readonly P[],
  listed: readonly ListedPull[],
  writes: (pull: P) => number,
): P[] {
  const onHead = new Map<string, number>();
  for (const pull of listed) onHead.set(pull.view.headSha, (onHead.get(pull.view.headSha) ?? 0) + 1);
  return evaluated.filter(
    (pull) => !pull.commentsRead && ((onHead.get(pull.view.headSha) ?? 0) > 1 || writes(pull) > 0),
  );
}

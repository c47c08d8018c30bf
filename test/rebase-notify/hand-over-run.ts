// A hand-over's workflow run as GitHub records it (fake-github's `recordWorkflowRun`): a dispatch of the hand-over
// workflow's file on the default branch, titled by its `run-name` with the dispatch's inputs. Each field can be made
// what an attacker would cite instead: another file (a routine sweep), another branch, another hand-over's title, a
// re-run by someone else.
import type { FakeRepo } from '../../fake-github/index.js';

/** The file rebase-notify's `hand-over-workflow` names by default. */
export const HAND_OVER_WORKFLOW = '.github/workflows/mergexo-hand-over.yml';

export interface HandOverRunOptions {
  /** The PR and name the dispatch's inputs give (the title names them). */
  pull: number;
  name: string;
  /** Who dispatched it; `triggeringActor`: who started this attempt (a re-run), by default the same. */
  actor: string;
  triggeringActor?: string;
  event?: string;
  path?: string;
  headBranch?: string;
  /** The title GitHub recorded, when it is not the hand-over workflow's `run-name` for these inputs. */
  title?: string;
}

export function handOverRun(repo: FakeRepo, o: HandOverRunOptions) {
  return repo.recordWorkflowRun({
    actor: o.actor,
    ...(o.triggeringActor ? { triggeringActor: o.triggeringActor } : {}),
    ...(o.event ? { event: o.event } : {}),
    path: o.path ?? HAND_OVER_WORKFLOW,
    ...(o.headBranch ? { headBranch: o.headBranch } : {}),
    name: 'mergexo hand-over',
    displayTitle: o.title ?? `mergexo hand-over ${o.name} to PR ${o.pull}`,
  });
}

/** A maintainer's routine dispatch of the operator workflow (a sweep): a real dispatch, but no hand-over. */
export function sweepRun(repo: FakeRepo, actor: string) {
  return repo.recordWorkflowRun({ actor, path: '.github/workflows/mergexo-operator.yml', name: 'mergexo operator' });
}

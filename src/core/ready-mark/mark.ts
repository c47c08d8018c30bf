/**
 * The ready mark: how a PR that can land is handed to reviewers, in the way the repository chose, and
 * taken back as soon as it cannot. Any action may take it back (ci-wait on a push or a failure,
 * rebase-notify on a conflict): `takeBackReadyMark(github, repo, view, settings)`. Only ci-wait sets it,
 * and only once it has judged the PR's current head landable; this module holds no rule about when.
 *
 * Both directions are idempotent: what is already so is not written again, so a re-run on a marked,
 * still-good PR writes nothing.
 *
 * - `label`: a label (default `mergexo:ready`). A label is only mergexo's word when mergexo added it:
 *   anyone with write access can add it, so a run that finds it on a PR it does not mark removes it, and
 *   a review bot should look at who added it (the timeline's `LabeledEvent`) or use `reviewers`.
 * - `draft`: the PR is ready for review exactly while it can land; taking back converts it to a draft,
 *   whoever made it ready (the repository chose drafts as "not yet"). Needs `contents: write` beside
 *   `pull-requests: write` (GitHub refuses the mutations to an integration token without it).
 * - `reviewers`: review requests for the listed users and teams. Taking back removes only the pending
 *   requests mergexo's own identity made (GitHub's timeline records who asked); a review already
 *   submitted cannot be taken back. mergexo asks each reviewer once until it takes the request back: a
 *   reviewer who reviewed (GitHub dropped the request, nothing is left to take back) is not asked again.
 */
import { ConfigurationError } from '../pure/errors.js';
import type { GitHubPort } from '../github/port.js';
import { REVIEW_REQUESTS_READ } from '../pr/documents.js';
import { addLabel, removeLabel } from '../pr/labels.js';
import { requestReviewers, reviewerKey, reviewerOf, splitReviewers } from '../pr/reviewers.js';
import { isViewer } from '../pure/trust.js';
import type { Actor, PullView, RepoRef, RequestedReviewerNode, Reviewer } from '../pure/view.js';

export const READY_MODES = ['label', 'draft', 'reviewers'] as const;
export type ReadyMode = (typeof READY_MODES)[number];

export { DEFAULT_READY_LABEL } from '../pure/protocol/ready-mark.js';

/** A reviewer as configured: a team names its organization, which must be the repository's owner. */
export type ConfiguredReviewer = { kind: 'user'; login: string } | { kind: 'team'; org: string; slug: string };

export interface ReadyMarkSettings {
  /** Empty: the mark is off. */
  modes: readonly ReadyMode[];
  label: string;
  reviewers: readonly ConfiguredReviewer[];
}

/** What the mark reads of a PR. */
export type MarkView = Pick<PullView, 'nodeId' | 'number' | 'isDraft' | 'labels' | 'author' | 'viewer'> &
  Partial<Pick<PullView, 'reviewRequests'>>;

/** What setting or taking back the mark wrote. */
export interface MarkChange {
  labelAdded: boolean;
  labelRemoved: boolean;
  madeReady: boolean;
  madeDraft: boolean;
  requested: Reviewer[];
  unrequested: Reviewer[];
  /** Configured reviewers left out: the PR's author, whom GitHub never lets review their own PR. */
  leftOut: Reviewer[];
}

export function noChange(): MarkChange {
  return {
    labelAdded: false,
    labelRemoved: false,
    madeReady: false,
    madeDraft: false,
    requested: [],
    unrequested: [],
    leftOut: [],
  };
}

export function changed(c: MarkChange): boolean {
  return c.labelAdded || c.labelRemoved || c.madeReady || c.madeDraft || c.requested.length + c.unrequested.length > 0;
}

/** How many requests a change made (review requests go in one request either way). */
export function writesOf(c: MarkChange): number {
  return (
    [c.labelAdded, c.labelRemoved, c.madeReady, c.madeDraft].filter(Boolean).length +
    (c.requested.length > 0 ? 1 : 0) +
    (c.unrequested.length > 0 ? 1 : 0)
  );
}

export function markOn(settings: ReadyMarkSettings): boolean {
  return settings.modes.length > 0;
}

/** The configured reviewers GitHub can be asked for; a team of another organization is a configuration error. */
function reviewersFor(settings: ReadyMarkSettings, repo: RepoRef): Reviewer[] {
  return settings.reviewers.map((r) => {
    if (r.kind === 'user') return { kind: 'user', login: r.login };
    if (r.org.toLowerCase() !== repo.owner.toLowerCase()) {
      throw new ConfigurationError(
        `Input 'ready-reviewers' names the team '${r.org}/${r.slug}', but GitHub only requests reviews from teams of ` +
          `the repository's owner '${repo.owner}'. Name a team as '${repo.owner}/<team>'.`,
      );
    }
    return { kind: 'team', slug: r.slug };
  });
}

interface RequestEventNode {
  __typename: string;
  actor?: Actor | null;
  requestedReviewer?: RequestedReviewerNode | null;
}

interface RequestsAnswer {
  repository: {
    pullRequest: {
      reviewRequests: { nodes: ({ requestedReviewer: RequestedReviewerNode | null } | null)[] };
      timelineItems: { nodes: (RequestEventNode | null)[] };
    } | null;
  } | null;
}

/** The pending requests, and the reviewers whose newest request event is a request by mergexo's own identity. */
async function readRequests(
  github: GitHubPort,
  repo: RepoRef,
  view: MarkView,
): Promise<{ pending: Set<string>; ours: Set<string> }> {
  const answer = await github.query<RequestsAnswer>('pull.reviewRequests', REVIEW_REQUESTS_READ, {
    owner: repo.owner,
    repo: repo.repo,
    number: view.number,
  });
  const pr = answer.repository?.pullRequest;
  const pending = new Set(
    (pr?.reviewRequests.nodes ?? []).flatMap((r) => reviewerOf(r?.requestedReviewer).map(reviewerKey)),
  );
  const ours = new Set<string>();
  for (const node of pr?.timelineItems.nodes ?? []) {
    if (!node) continue;
    for (const key of reviewerOf(node.requestedReviewer).map(reviewerKey)) {
      const byUs = isViewer(node.actor, view.viewer);
      if (node.__typename === 'ReviewRequestedEvent' && byUs) ours.add(key);
      else ours.delete(key);
    }
  }
  return { pending, ours };
}

/**
 * The reviewers of `candidates` that `pick` accepts, given whether a request for them is pending and whether
 * mergexo's own identity made it. The timeline is read only when the pending requests the view already lists
 * leave some candidate that could be picked: a reviewer's newest request event is only known from it.
 */
async function reviewersWhere(
  github: GitHubPort,
  repo: RepoRef,
  view: MarkView,
  candidates: readonly Reviewer[],
  pick: (pending: boolean, ours: boolean) => boolean,
): Promise<Reviewer[]> {
  const listed = view.reviewRequests ? new Set(view.reviewRequests.map(reviewerKey)) : undefined;
  const open = (r: Reviewer): boolean => {
    const pending = listed?.has(reviewerKey(r));
    return pending === undefined || pick(pending, true) || pick(pending, false);
  };
  if (!candidates.some(open)) return [];
  const { pending, ours } = await readRequests(github, repo, view);
  return candidates.filter((r) => pick(pending.has(reviewerKey(r)), ours.has(reviewerKey(r))));
}

async function setDraft(github: GitHubPort, view: MarkView, draft: boolean): Promise<void> {
  const what = draft ? 'convert the pull request to a draft' : 'mark the pull request ready for review';
  if ((await github.setDraft(view.nodeId, draft)) === 'forbidden') {
    throw new ConfigurationError(
      `The token may not ${what} (Resource not accessible by integration). GitHub asks for \`contents: write\` ` +
        "beside `pull-requests: write` for it: add both to the job's `permissions:` block, or leave 'draft' out of 'ready-mark'.",
    );
  }
  view.isDraft = draft;
}

/**
 * Marks the PR ready in every configured way. The caller has judged the PR's current head landable; the
 * PR's author is never asked to review (GitHub refuses), and is reported as left out.
 */
export async function setReadyMark(
  github: GitHubPort,
  repo: RepoRef,
  view: MarkView,
  settings: ReadyMarkSettings,
): Promise<MarkChange> {
  // Observe mode (`../enforcement.ts`): no label, draft change or review request.
  if (github.observing) return noChange();
  const change = noChange();
  const modes = new Set(settings.modes);
  if (modes.has('label')) change.labelAdded = await addLabel(github, repo, view, settings.label);
  if (modes.has('draft') && view.isDraft) {
    await setDraft(github, view, false);
    change.madeReady = true;
  }
  if (modes.has('reviewers')) {
    const author = view.author.toLowerCase();
    const wanted = reviewersFor(settings, repo);
    change.leftOut = wanted.filter((r) => r.kind === 'user' && r.login.toLowerCase() === author);
    const askable = wanted.filter((r) => !change.leftOut.includes(r));
    // Asked once: not while a request is pending (by anyone), nor after mergexo's own request was answered.
    const ask = await reviewersWhere(github, repo, view, askable, (pending, ours) => !pending && !ours);
    if (ask.length > 0) {
      await requestReviewers(github, repo, view.number, ask);
      change.requested = ask;
    }
  }
  return change;
}

/**
 * Takes the mark back, whatever made it stop holding: the label goes (whoever added it), a PR ready for
 * review becomes a draft, and mergexo's own pending review requests are removed. Idempotent.
 */
export async function takeBackReadyMark(
  github: GitHubPort,
  repo: RepoRef,
  view: MarkView,
  settings: ReadyMarkSettings,
): Promise<MarkChange> {
  if (github.observing) return noChange();
  const change = noChange();
  const modes = new Set(settings.modes);
  // The notifications go first: a reviewer must not be left asked to review a PR that cannot land.
  if (modes.has('reviewers')) {
    // Only a pending request mergexo's own identity made is taken back.
    const drop = await reviewersWhere(
      github,
      repo,
      view,
      reviewersFor(settings, repo),
      (pending, ours) => pending && ours,
    );
    if (drop.length > 0) {
      await github.removeReviewers(repo, view.number, ...splitReviewers(drop));
      change.unrequested = drop;
    }
  }
  if (modes.has('label')) change.labelRemoved = await removeLabel(github, repo, view, settings.label);
  if (modes.has('draft') && !view.isDraft) {
    await setDraft(github, view, true);
    change.madeDraft = true;
  }
  return change;
}

import type { GitHubClient } from '../github/client.js';
import { callGitHub } from '../github/errors.js';
import { isObserving, observedSummaryLead, observedTitle } from '../enforcement.js';
import { recordVerdictApp } from '../identity.js';
import type { RepoRef } from './view.js';

export interface Annotation {
  path: string;
  message: string;
  title?: string;
  level?: 'notice' | 'warning' | 'failure';
}

export interface Verdict {
  /** e.g. `mergexo/history-guard`: the name branch protection requires. */
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  summary: string;
  text?: string;
  annotations?: Annotation[];
  detailsUrl?: string;
  /** GitHub's `external_id`: facts a later run compares instead of the check's words (rebase-notify). */
  externalId?: string;
}

const MAX_ANNOTATIONS_PER_REQUEST = 50;
const MAX_TEXT = 65_000;

function clip(s: string): string {
  return s.length <= MAX_TEXT ? s : `${s.slice(0, MAX_TEXT - 40)}\n\n… (truncated by mergexo)`;
}

/**
 * Observe mode's verdict: `neutral`, its title starting with what enforcement would have concluded, its
 * summary opening with what that means (`../enforcement.ts`); annotations keep what was found.
 */
export function observedVerdict(verdict: Verdict): Verdict {
  return {
    ...verdict,
    conclusion: 'neutral',
    title: observedTitle(verdict.conclusion, verdict.title),
    summary: `${observedSummaryLead(verdict.conclusion)}\n\n${verdict.summary}`,
  };
}

/**
 * Verdicts are completed check runs on the PR head. GitHub shows (and branch protection
 * reads) the newest run of a name on a commit, so a new verdict replaces the old one
 * without a read. Annotations beyond GitHub's 50 per request go in follow-up updates.
 * GitHub's answer names the app the run belongs to; it is recorded (`./identity.js`) so the
 * job summary can say when that app is `GITHUB_TOKEN`'s, which every workflow shares.
 */
export async function writeVerdict(client: GitHubClient, repo: RepoRef, judged: Verdict): Promise<number> {
  const verdict = isObserving(client) ? observedVerdict(judged) : judged;
  const annotations = (verdict.annotations ?? []).map((a) => ({
    path: a.path,
    start_line: 1,
    end_line: 1,
    annotation_level: a.level ?? 'failure',
    message: a.message,
    ...(a.title ? { title: a.title } : {}),
  }));
  const output = {
    title: verdict.title,
    summary: clip(verdict.summary),
    ...(verdict.text ? { text: clip(verdict.text) } : {}),
  };
  const created = await callGitHub(`create the '${verdict.name}' check run`, 'checks: write', () =>
    client.rest.checks.create({
      ...repo,
      name: verdict.name,
      head_sha: verdict.headSha,
      status: 'completed',
      conclusion: verdict.conclusion,
      completed_at: new Date().toISOString(),
      ...(verdict.detailsUrl ? { details_url: verdict.detailsUrl } : {}),
      ...(verdict.externalId ? { external_id: verdict.externalId } : {}),
      output: { ...output, annotations: annotations.slice(0, MAX_ANNOTATIONS_PER_REQUEST) },
    }),
  );
  recordVerdictApp(created.data.app?.slug);
  for (let i = MAX_ANNOTATIONS_PER_REQUEST; i < annotations.length; i += MAX_ANNOTATIONS_PER_REQUEST) {
    const batch = annotations.slice(i, i + MAX_ANNOTATIONS_PER_REQUEST);
    await callGitHub(`annotate the '${verdict.name}' check run`, 'checks: write', () =>
      client.rest.checks.update({ ...repo, check_run_id: created.data.id, output: { ...output, annotations: batch } }),
    );
  }
  return created.data.id;
}

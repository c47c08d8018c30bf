import type { CheckAnnotation, GitHubPort } from '../github/port.js';
import { observedSummaryLead, observedTitle } from '../enforcement.js';
import { recordVerdictApp } from '../identity.js';
import { clipUtf8 } from '../utf8.js';
import type { RepoRef } from '../pure/view.js';

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
/**
 * GitHub refuses (422) a check run whose `output.summary` or `output.text` exceeds 65,535 UTF-8 bytes; its
 * docs say characters, its answer says "exceeds a maximum bytesize of 65535" (github/docs#35252). A refused
 * verdict is a missing required check, so both are clipped by bytes, between code points.
 */
export const MAX_OUTPUT_BYTES = 65_535;
const TRUNCATED = '\n\n… (truncated by mergexo)';

function clip(s: string): string {
  return clipUtf8(s, MAX_OUTPUT_BYTES, TRUNCATED);
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
export async function writeVerdict(github: GitHubPort, repo: RepoRef, judged: Verdict): Promise<number> {
  const verdict = github.observing ? observedVerdict(judged) : judged;
  const annotations: CheckAnnotation[] = (verdict.annotations ?? []).map((a) => ({
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
  const created = await github.createCheckRun(repo, {
    name: verdict.name,
    headSha: verdict.headSha,
    status: 'completed',
    conclusion: verdict.conclusion,
    ...(verdict.detailsUrl ? { detailsUrl: verdict.detailsUrl } : {}),
    ...(verdict.externalId ? { externalId: verdict.externalId } : {}),
    output: { ...output, annotations: annotations.slice(0, MAX_ANNOTATIONS_PER_REQUEST) },
  });
  recordVerdictApp(created.appSlug);
  for (let i = MAX_ANNOTATIONS_PER_REQUEST; i < annotations.length; i += MAX_ANNOTATIONS_PER_REQUEST) {
    const batch = annotations.slice(i, i + MAX_ANNOTATIONS_PER_REQUEST);
    await github.annotateCheckRun(repo, created.id, { ...output, annotations: batch });
  }
  return created.id;
}

/** A verdict about to be given again: the check's name, the commit, and why it is pending. */
export interface PendingVerdict {
  name: string;
  headSha: string;
  title: string;
  summary: string;
  detailsUrl?: string;
}

/**
 * Puts a verdict back to pending: a new check run of the name, `in_progress`, on the commit. It is the
 * newest run of the name, so branch protection and the merge button read "pending", not the verdict
 * before it, until the run that wrote it completes a new one. For a verdict that no longer holds while
 * it is judged again (a PR retargeted to another base, write-root-gate).
 */
export async function writePending(github: GitHubPort, repo: RepoRef, pending: PendingVerdict): Promise<number> {
  const created = await github.createCheckRun(repo, {
    name: pending.name,
    headSha: pending.headSha,
    status: 'in_progress',
    ...(pending.detailsUrl ? { detailsUrl: pending.detailsUrl } : {}),
    output: { title: pending.title, summary: clip(pending.summary) },
  });
  return created.id;
}

/**
 * `mergexo doctor`'s judgement: from what was read of a repository to the list of checks, each holding or not with
 * its finding. Pure (no I/O, no clock: the time of the reading is a fact), so each rule is tested on plain facts.
 */
import { MERGEXO_LABELS } from '../../core/pr/repo-labels.js';
import { decideApp } from './decide-app.js';
import { decideCallers, refusal, type Setup } from './decide-callers.js';
import { decideRequirements } from './decide-requirements.js';
import type { DoctorFacts } from './facts.js';
import type { Check } from './findings.js';

/**
 * mergexo's labels: every label input of the reusable workflow, as the caller sets it or at its default, and
 * rebase-notify's overlap label when it compares pull requests (`allocated-names`, or `overlaps: notice`).
 */
export function mergexoLabels(settings: Readonly<Record<string, string>>): string[] {
  const names = Object.entries(settings)
    .filter(([input]) => input.endsWith('-label'))
    .map(([, value]) => value.trim())
    .filter((value) => value !== '' && !value.includes('${{'));
  const collisions =
    /^true$/i.test(settings['rebase-notify']?.trim() ?? '') &&
    ((settings['allocated-names'] ?? '').trim() !== '' || settings.overlaps?.trim() === 'notice');
  return [...new Set(collisions ? [...names, MERGEXO_LABELS.overlap.name] : names)];
}

function labelLines(facts: DoctorFacts, setup: Setup): Check[] {
  const read = facts.labels;
  if (read.kind === 'unreadable') {
    return [
      { id: 'labels', ok: false, finding: { kind: 'unreadable', subject: { what: 'labels' }, ...refusal(read) } },
    ];
  }
  // GitHub matches label names without regard to case.
  const present = new Set(read.value.map((l) => l.toLowerCase()));
  return mergexoLabels(setup.settings).map((name) =>
    present.has(name.toLowerCase())
      ? { id: `label:${name}`, ok: true, finding: { kind: 'label', name } }
      : { id: `label:${name}`, ok: false, finding: { kind: 'label-missing', name } },
  );
}

function workflowPermissionsLine(facts: DoctorFacts): Check {
  const read = facts.workflowPermissions;
  const id = 'workflow-permissions';
  if (read.kind === 'unreadable') {
    return {
      id,
      ok: false,
      finding: { kind: 'unreadable', subject: { what: 'workflow-permissions' }, ...refusal(read) },
    };
  }
  const writes = read.value.defaultPermissions !== 'read';
  const approves = read.value.canApprovePullRequestReviews;
  return writes || approves
    ? { id, ok: false, finding: { kind: 'token-too-broad', writes, approves } }
    : { id, ok: true, finding: { kind: 'token-read' } };
}

export function decideDoctor(facts: DoctorFacts): Check[] {
  const { checks, setup } = decideCallers(facts);
  if (setup) {
    const app = decideApp(facts, setup);
    checks.push(...decideRequirements(facts, setup, app.appId), ...app.checks, ...labelLines(facts, setup));
  }
  checks.push(workflowPermissionsLine(facts));
  return checks;
}

/** Exit 0 when every check holds, 1 when one does not. */
export function exitCodeOf(checks: readonly Check[]): 0 | 1 {
  return checks.every((c) => c.ok) ? 0 : 1;
}

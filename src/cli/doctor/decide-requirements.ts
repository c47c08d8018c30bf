/**
 * doctor's rules about what the branch requires: each mergexo check the settings make a gate is required, in a
 * ruleset or in classic protection, and pinned to mergexo's App; a required merge queue reaches mergexo. Pure.
 */
import type { DoctorFacts } from './facts.js';
import type { Check } from './findings.js';
import type { Setup } from './decide-callers.js';

const on = (value: string | undefined) => /^true$/i.test((value ?? '').trim());

/**
 * The checks a repository must require with these settings (the reusable workflow's inputs): history-guard's and
 * write-root-gate's when they run, ci-wait's with `wait-for-ci`, rebase-notify's with `urgency: blocking`, the
 * collision check with `allocated-names`.
 */
export function gateChecks(settings: Readonly<Record<string, string>>): string[] {
  const name = (input: string) => (settings[input] ?? '').trim();
  const rebase = on(settings['rebase-notify']);
  return [
    on(settings['history-guard']) ? name('history-guard-check-name') : '',
    on(settings['write-root-gate']) ? name('write-root-gate-check-name') : '',
    on(settings['wait-for-ci']) ? name('ci-wait-check-name') : '',
    rebase && name('urgency') === 'blocking' ? name('rebase-notify-check-name') : '',
    rebase && name('allocated-names') !== '' ? name('collision-check-name') : '',
  ].filter((n) => n !== '');
}

/** One line per gate check: required; and, when mergexo's App is known, pinned to it. Then the merge queue. */
export function decideRequirements(facts: DoctorFacts, setup: Setup, appId: number | undefined): Check[] {
  const { requirements, branch } = facts;
  if (requirements.kind === 'unknown') {
    const { why, needs } = requirements;
    return [{ id: 'required', ok: false, finding: { kind: 'requirements-unknown', branch, why, needs } }];
  }
  const checks: Check[] = [];
  const pinChecks: Check[] = [];
  for (const check of gateChecks(setup.settings)) {
    const rows = requirements.checks.filter((r) => r.name === check);
    if (rows.length === 0) {
      checks.push({ id: `required:${check}`, ok: false, finding: { kind: 'not-required', check, branch } });
      continue;
    }
    checks.push({ id: `required:${check}`, ok: true, finding: { kind: 'required', check, branch } });
    if (appId === undefined) continue;
    // Every requirement must hold, so one pinned to the App is enough, and one pinned to another source is a wall.
    const pins = rows.map((r) => r.appId).filter((id): id is number => id !== undefined);
    const others = [...new Set(pins.filter((id) => id !== appId))];
    const id = `pinned:${check}`;
    if (others.length > 0) {
      pinChecks.push({ id, ok: false, finding: { kind: 'pinned-elsewhere', check, appId, others } });
    } else if (pins.includes(appId)) {
      pinChecks.push({ id, ok: true, finding: { kind: 'pinned', check, appId } });
    } else {
      pinChecks.push({ id, ok: false, finding: { kind: 'unpinned', check, appId } });
    }
  }
  checks.push(...pinChecks);
  if (!requirements.mergeQueue) {
    checks.push({ id: 'merge-queue', ok: true, finding: { kind: 'no-queue', branch } });
  } else if (setup.main.triggers.events.includes('merge_group')) {
    checks.push({ id: 'merge-queue', ok: true, finding: { kind: 'queue-subscribed', branch } });
  } else {
    const files = [setup.main.file];
    checks.push({ id: 'merge-queue', ok: false, finding: { kind: 'queue-unsubscribed', branch, files } });
  }
  return checks;
}

// src/'s module state that lives as long as one action's run (an action runs in a process of its own): the
// verdicts it wrote, its request budget, the labels GitHub refused it, its enforcement. An in-process run and a
// worker that runs several test files (test/support/shared-worker-setup.ts) start each from here.
import { declareRunEnforcement } from '../../../src/core/enforcement.js';
import { resetRunSpend } from '../../../src/core/github/rate-budget.js';
import { resetVerdictApps } from '../../../src/core/identity.js';
import { takeLabelRefusals } from '../../../src/core/pr/labels.js';

/** src/'s run state as a new process starts it. */
export function resetRunState(): void {
  resetVerdictApps();
  resetRunSpend();
  takeLabelRefusals();
  declareRunEnforcement('enforce');
}

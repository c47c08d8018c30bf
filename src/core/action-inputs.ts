import * as core from './runner.js';
import type { InputReader } from './inputs.js';

/** The shell's only view of the action's inputs (`INPUT_*`, trimmed); settings parsers receive this function. */
export const actionInputs: InputReader = (name) => core.getInput(name);

/** Test-only knob (documented in CONTRIBUTING): shrinks every wait so suites run in seconds. */
export function timeScaleFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.MERGEXO_TIME_SCALE);
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}

import * as core from '@actions/core';
import { ConfigurationError, UndecidableError, errorMessage } from './errors.js';

/**
 * Wraps an action's shell so every failure ends the step with one line that says what
 * happened: a user's mistake (with its fix), an undecidable gate (fails closed), or a bug.
 */
export async function runEntrypoint(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (e instanceof ConfigurationError) {
      core.setFailed(`mergexo/${name}: ${e.message}`);
    } else if (e instanceof UndecidableError) {
      core.setFailed(`mergexo/${name} could not decide and refuses: ${e.message}`);
    } else {
      core.debug(e instanceof Error ? (e.stack ?? e.message) : String(e));
      core.setFailed(
        `mergexo/${name} failed unexpectedly: ${errorMessage(e)}. ` +
          'If this persists after a re-run, it is a bug: please report it with this log.',
      );
    }
  }
}

import * as core from './runner.js';
import { actionInputs } from './action-inputs.js';
import { runIsObserving, wouldHaveFailedLine } from './enforcement.js';
import { ConfigurationError, UndecidableError, errorMessage } from './pure/errors.js';
import { labelRefusalLine, takeLabelRefusals } from './pr/labels.js';
import { logLines } from './untrusted.js';

const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/**
 * Every spelling of the token that can reach a log: the token itself, and the base64 forms an HTTP basic
 * auth header carries (`x-access-token:TOKEN`, as git's header in `src/core/git.ts` sends it, and the bare
 * `TOKEN`, `:TOKEN` and `TOKEN:` pairs other clients build).
 */
export function tokenForms(token: string): string[] {
  if (!token) return [];
  return [
    ...new Set([token, base64(`x-access-token:${token}`), base64(token), base64(`:${token}`), base64(`${token}:`)]),
  ];
}

const masked = new Set<string>();

/**
 * Registers the token and every derived form as secrets, so the runner masks them in the log. The entry
 * point does it for the `github-token` input before anything runs; `actionClient` does it for the token
 * it is given (already masked ones are not registered twice).
 */
export function maskToken(token: string): void {
  for (const form of tokenForms(token)) {
    if (masked.has(form)) continue;
    masked.add(form);
    core.setSecret(form);
  }
}

/**
 * Wraps an action's shell so every failure ends the step with one line that says what
 * happened: a user's mistake (with its fix), an undecidable gate (fails closed), or a bug; and a run whose labels
 * GitHub would not create, with the permission that would.
 * Error messages can quote GitHub's answers and PR text, so they are written as safe log lines.
 */
export async function runEntrypoint(name: string, run: () => Promise<void>): Promise<void> {
  try {
    maskToken(actionInputs('github-token'));
    await run();
  } catch (e) {
    if (e instanceof ConfigurationError) {
      core.setFailed(logLines(`mergexo/${name}: ${e.message}`));
    } else if (e instanceof UndecidableError && runIsObserving()) {
      // Observe mode: a refusal is what enforcement would have done; the step passes, the log says it.
      core.warning(logLines(wouldHaveFailedLine(`mergexo/${name} could not decide and would refuse: ${e.message}`)));
    } else if (e instanceof UndecidableError) {
      core.setFailed(logLines(`mergexo/${name} could not decide and refuses: ${e.message}`));
    } else {
      core.debug(logLines(e instanceof Error ? (e.stack ?? e.message) : String(e)));
      core.setFailed(
        logLines(
          `mergexo/${name} failed unexpectedly: ${errorMessage(e)}. ` +
            'If this persists after a re-run, it is a bug: please report it with this log.',
        ),
      );
    }
  }
  // Labels GitHub would not create did not stop the run (`./pr/labels.ts`): the step fails now, once, saying why.
  const refused = takeLabelRefusals();
  if (refused.length > 0) core.setFailed(logLines(`mergexo/${name}: ${labelRefusalLine(refused)}`));
}

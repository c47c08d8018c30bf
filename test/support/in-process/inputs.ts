// An action's inputs as the runner hands them to a run: the given ones, then each default its action.yml declares
// (`${{ github.token }}` is the run's token), never the fallbacks a settings parser keeps for an empty input.
import path from 'node:path';
import { inputsFromRecord, type InputReader } from '../../../src/core/inputs.js';
import { REPO_ROOT, readActionMetadata, resolveInputs, type GithubContext } from '../run-action.js';

/** `given` with `action`'s action.yml defaults for the rest (`action`: its folder, such as 'history-guard'). */
export function actionInputRecord(
  action: string,
  given: Record<string, string | undefined>,
  github: Partial<GithubContext> = {},
): Record<string, string> {
  const metadata = readActionMetadata(path.resolve(REPO_ROOT, action));
  const token = given['github-token'] ?? '';
  return resolveInputs(metadata, given, { token, ...github } as GithubContext);
}

/** The input reader of a run of `action` with `given` (trimmed, as the runner's getInput reads them). */
export function actionInputs(action: string, given: Record<string, string | undefined>): InputReader {
  return inputsFromRecord(actionInputRecord(action, given));
}

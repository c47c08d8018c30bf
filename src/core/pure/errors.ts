/**
 * A mistake the user can fix (workflow inputs, permissions, event wiring, config files).
 * The message must say what was wrong and how to fix it. Anything else thrown is a bug
 * or an outage, and is reported as such.
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/**
 * The gate could not reach a decision it can stand behind (API error after retries,
 * truncated data, unknown state). Gates fail closed: this becomes a refusal, never a pass.
 */
export class UndecidableError extends Error {
  override readonly name = 'UndecidableError';
}

export function isConfigurationError(e: unknown): e is ConfigurationError {
  return e instanceof ConfigurationError;
}

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

import { isSha } from './pure/sha.js';
import { ConfigurationError } from './pure/errors.js';

/**
 * How settings parsers see action inputs: a plain function, so the functional core can be fed
 * from the runner's `INPUT_*` variables in the shell (`actionInputs`) and from a literal object in tests.
 */
export type InputReader = (name: string) => string;

export function inputsFromRecord(record: Record<string, string | undefined>): InputReader {
  return (name) => (record[name] ?? '').trim();
}

export function requiredInput(read: InputReader, name: string, hint: string): string {
  const value = read(name);
  if (value === '') throw new ConfigurationError(`Input '${name}' is required: ${hint}`);
  return value;
}

export function booleanInput(read: InputReader, name: string, fallback: boolean): boolean {
  const value = read(name);
  if (value === '') return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new ConfigurationError(`Input '${name}' must be true or false, got '${value}'.`);
}

export function integerInput(
  read: InputReader,
  name: string,
  fallback: number,
  bounds: { min: number; max?: number },
): number {
  const value = read(name);
  if (value === '') return fallback;
  if (!/^-?\d+$/.test(value)) {
    throw new ConfigurationError(`Input '${name}' must be a whole number, got '${value}'.`);
  }
  const n = Number(value);
  if (n < bounds.min || (bounds.max !== undefined && n > bounds.max)) {
    const range = bounds.max === undefined ? `at least ${bounds.min}` : `between ${bounds.min} and ${bounds.max}`;
    throw new ConfigurationError(`Input '${name}' must be ${range}, got ${n}.`);
  }
  return n;
}

export function choiceInput<T extends string>(read: InputReader, name: string, choices: readonly T[], fallback: T): T {
  const value = read(name);
  if (value === '') return fallback;
  const match = choices.find((c) => c === value.toLowerCase());
  if (match === undefined) {
    throw new ConfigurationError(`Input '${name}' must be one of ${choices.join(', ')}; got '${value}'.`);
  }
  return match;
}

export function shaInput(read: InputReader, name: string): string | undefined {
  const value = read(name);
  if (value === '') return undefined;
  if (!isSha(value.toLowerCase())) {
    throw new ConfigurationError(
      `Input '${name}' must be a full 40-character commit SHA (64 in a SHA-256 repository), got '${value}'. ` +
        'Copy the PR head SHA from the mergexo comment or `git rev-parse HEAD`.',
    );
  }
  return value.toLowerCase();
}

export function pullRequestNumberInput(read: InputReader, name: string): number | undefined {
  const value = read(name).replace(/^#/, '');
  if (value === '') return undefined;
  if (!/^[1-9]\d*$/.test(value)) {
    throw new ConfigurationError(`Input '${name}' must be a pull request number such as 42, got '${value}'.`);
  }
  return Number(value);
}

/** Newline- or comma-separated list, blank entries and `#` comments dropped. */
export function listInput(read: InputReader, name: string): string[] {
  return read(name)
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
}

/** A label name input: GitHub allows at most 50 characters, and a comma would split it in two. */
export function labelInput(read: InputReader, name: string, fallback: string): string {
  const value = read(name) || fallback;
  if (value.length > 50 || value.includes(',')) {
    throw new ConfigurationError(
      `Input '${name}' must be a GitHub label name (at most 50 characters, no commas), got '${value}'.`,
    );
  }
  return value;
}

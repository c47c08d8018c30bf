import { enforcementInput, type Enforcement } from '../core/enforcement.js';
import { ConfigurationError } from '../core/pure/errors.js';
import { labelInput, requiredInput, type InputReader } from '../core/inputs.js';
import { DEFAULT_QUARANTINE_LABEL } from '../core/pure/protocol/index.js';
import type { ReadyMarkSettings } from '../core/ready-mark/mark.js';
import { parseReadyMarkSettings } from '../core/ready-mark/settings.js';
import { normalizeRoot } from '../core/pure/paths/glob-syntax.js';
import { MAGIC_CHARS, normalizePath } from '../core/pure/paths/normalize.js';
import { DEFAULT_PROTECTED_PATHS } from '../core/pure/paths/protected.js';

export interface WriteRootGateSettings {
  token: string;
  /** `observe`: judge and say, write only the neutral verdict check (src/core/enforcement.ts). */
  enforcement: Enforcement;
  /** Roots from the workflow input `write-roots`, normalized; added to whichever lease applies. */
  writeRoots: string[];
  /** The lease file, read from the PR's base branch. */
  leaseFile: string;
  /**
   * Globs only a lease naming them may write (input `protected-paths`, default
   * DEFAULT_PROTECTED_PATHS); the lease file is protected on its own, always.
   */
  protectedPaths: string[];
  quarantineLabel: string;
  checkName: string;
  /** ci-wait's ready mark, taken back from a PR this gate refuses (`ready-mark`, `ready-label`, `ready-reviewers`). */
  ready: ReadyMarkSettings;
}

export const DEFAULT_LEASE_FILE = '.github/mergexo.yml';
export { DEFAULT_QUARANTINE_LABEL };
export const DEFAULT_CHECK_NAME = 'mergexo/write-root-gate';

/**
 * `write-roots` holds one root per line (`#` starts a comment line). Commas do not separate
 * roots: they belong to brace globs such as `src/{a,b}/**`.
 */
export function parseRootLines(text: string, name: string): string[] {
  const roots: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const value = line.trim();
    if (value === '' || value.startsWith('#')) return;
    try {
      const root = normalizeRoot(value);
      if (!roots.includes(root)) roots.push(root);
    } catch (e) {
      throw new ConfigurationError(`Input '${name}' line ${i + 1}: ${(e as Error).message}`);
    }
  });
  return roots;
}

/** Parses the inputs once; every user mistake becomes a ConfigurationError naming its fix. */
export function parseSettings(read: InputReader): WriteRootGateSettings {
  const token = requiredInput(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
  const rawFile = read('lease-file') || DEFAULT_LEASE_FILE;
  const leaseFile = normalizePath(rawFile);
  if (leaseFile === '' || leaseFile.split('/').includes('..') || MAGIC_CHARS.test(leaseFile)) {
    throw new ConfigurationError(
      `Input 'lease-file' must be a file path inside the repository such as ${DEFAULT_LEASE_FILE}, got '${rawFile}'.`,
    );
  }
  // Validated like roots (a bad glob is the user's mistake, named with its line).
  const protectedPaths = parseRootLines(read('protected-paths'), 'protected-paths');
  return {
    token,
    enforcement: enforcementInput(read),
    writeRoots: parseRootLines(read('write-roots'), 'write-roots'),
    leaseFile,
    // Empty means the default list: there is no way to protect nothing but the lease file by accident.
    protectedPaths: protectedPaths.length > 0 ? protectedPaths : [...DEFAULT_PROTECTED_PATHS],
    quarantineLabel: labelInput(read, 'quarantine-label', DEFAULT_QUARANTINE_LABEL),
    checkName: read('check-name') || DEFAULT_CHECK_NAME,
    ready: parseReadyMarkSettings(read),
  };
}

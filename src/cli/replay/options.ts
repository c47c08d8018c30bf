import { parseArgs } from 'node:util';
import { ConfigurationError, errorMessage } from '../../core/pure/errors.js';
import { DEFAULT_PROTECTED_PATHS } from '../../core/pure/paths/protected.js';
import type { RepoRef } from '../../core/pure/view.js';
import { repoFromFlag } from '../remote.js';
import * as text from './messages.js';

/** `mergexo replay`'s options, checked: each bad value is one line saying what to write instead. */
export interface ReplayOptions {
  repo: RepoRef | undefined;
  remote: string;
  /** The default branch to replay (undefined: the remote's default branch). */
  branch: string | undefined;
  last: number | undefined;
  /** Epoch ms. */
  since: number | undefined;
  /** The lease file to judge with, a path on this machine (undefined: the clone's `.github/mergexo.yml`). */
  leaseFile: string | undefined;
  writeRoots: string[];
  protectedPaths: string[];
  allocatedNames: string[];
  json: boolean;
  /** Show the progress line even when stderr is no terminal. */
  progress: boolean;
  /** Read git alone, even with a token in the environment. */
  offline: boolean;
}

const OPTIONS = {
  repo: { type: 'string' },
  remote: { type: 'string', default: 'origin' },
  branch: { type: 'string' },
  last: { type: 'string' },
  since: { type: 'string' },
  'lease-file': { type: 'string' },
  'write-root': { type: 'string', multiple: true },
  'protected-path': { type: 'string', multiple: true },
  'allocated-names': { type: 'string', multiple: true },
  json: { type: 'boolean', default: false },
  progress: { type: 'boolean', default: false },
  offline: { type: 'boolean', default: false },
} as const;

const usage = (what: string) => new ConfigurationError(text.usage(what));

/** A date as `--since` takes it: `YYYY-MM-DD` (midnight UTC) or an ISO 8601 time with a zone. */
export function parseSince(raw: string): number {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw);
  const at = day || time ? Date.parse(day ? `${raw}T00:00:00Z` : raw) : NaN;
  if (Number.isNaN(at)) throw usage(text.badSince(raw));
  return at;
}

export function parseReplayArgs(argv: readonly string[]): ReplayOptions {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    // parseArgs explains itself ("Unknown option '--x'"); keep its first sentence.
    throw usage(errorMessage(e).split('. ')[0]?.replace(/\.$/, '') ?? 'invalid arguments');
  }
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw usage(`unexpected argument '${positionals[0]}'`);
  let repo: RepoRef | undefined;
  if (values.repo !== undefined) {
    repo = repoFromFlag(values.repo);
    if (!repo) throw usage(`--repo must be OWNER/NAME, got '${values.repo}'`);
  }
  let last: number | undefined;
  if (values.last !== undefined) {
    if (!/^[1-9][0-9]{0,6}$/.test(values.last)) throw usage(text.badLast(values.last));
    last = Number(values.last);
  }
  return {
    repo,
    remote: values.remote ?? 'origin',
    branch: values.branch,
    last,
    since: values.since === undefined ? undefined : parseSince(values.since),
    leaseFile: values['lease-file'],
    writeRoots: values['write-root'] ?? [],
    protectedPaths: values['protected-path']?.length ? values['protected-path'] : [...DEFAULT_PROTECTED_PATHS],
    allocatedNames: (values['allocated-names'] ?? [])
      .flatMap((v) => v.split('\n'))
      .map((g) => g.trim())
      .filter(Boolean),
    json: values.json ?? false,
    progress: values.progress ?? false,
    offline: values.offline ?? false,
  };
}

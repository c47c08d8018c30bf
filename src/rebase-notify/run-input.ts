import type { Scope } from './rules/scope.js';
import type { RebaseNotifySettings } from './settings.js';

/** What one run is about, beside the shell context. */
export interface RunInput {
  settings: RebaseNotifySettings;
  scope: Exclude<Scope, { kind: 'skip' }>;
  /** GITHUB_SERVER_URL, where the repository is fetched from. */
  serverUrl: string;
  /** RUNNER_TEMP. */
  tempDir: string;
  /** GITHUB_WORKSPACE. */
  workspace?: string;
  now: Date;
}

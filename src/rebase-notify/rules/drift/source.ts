/**
 * Which source of drift facts a run uses (input `drift-source`): the local git (names the files each PR
 * conflicts on, and what the collision phase indexes) or GitHub's API (compare and `mergeable`, no files).
 */

/** `drift-source`: `auto` prefers the local git and falls back to the API; `git` or `api` insist. */
export type DriftSourceSetting = 'auto' | 'git' | 'api';

/** Whether the run opens a local git at all. */
export const triesGit = (setting: DriftSourceSetting): boolean => setting !== 'api';

/**
 * What a local git that cannot be used means (it cannot be opened, or its fetch fails): with `drift-source: git`
 * the run refuses (no guess from the API where git was asked for), otherwise the API measures and the run says why.
 */
export const whenGitFails = (setting: DriftSourceSetting): 'refuse' | 'api' => (setting === 'git' ? 'refuse' : 'api');

/** The listing asks GitHub's `mergeable` only when the API measures: git finds conflicts itself. */
export const listsMergeable = (source: 'git' | 'api'): boolean => source === 'api';

/**
 * The collision phase indexes with the local git only when the drift phase measured with it: a git whose fetch
 * failed for the drift phase is not asked again, and the collisions say why they are unknown.
 */
export const collisionsIndexed = (source: 'git' | 'api'): boolean => source === 'git';

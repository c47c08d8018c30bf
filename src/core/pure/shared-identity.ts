/**
 * The identity every workflow of a repository shares: whatever a workflow writes with `GITHUB_TOKEN` is authored by
 * the GitHub Actions App, so a record written under it proves nothing about who wrote it (`../identity.ts` says what
 * that means for a verdict).
 */

/** The app GitHub names as the author of whatever a workflow writes with `GITHUB_TOKEN`. */
export const SHARED_APP_SLUG = 'github-actions';

/**
 * Whether a check run's app (its `app.slug`) is the identity every workflow of the repository
 * shares. An unknown app is not called shared: only what GitHub said counts.
 */
export function isSharedIdentity(appSlug: string | null | undefined): boolean {
  return typeof appSlug === 'string' && appSlug.toLowerCase() === SHARED_APP_SLUG;
}

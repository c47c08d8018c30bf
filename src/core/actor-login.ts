import type { Actor } from './pr/view.js';

/**
 * A login as REST, the web UI and mergexo's inputs spell it. GraphQL names a GitHub App's bot without the
 * `[bot]` suffix REST shows (`dependabot` for `dependabot[bot]`) and tells it from a user by `__typename`,
 * so a user who holds the bare login `dependabot` stays `dependabot`, never the bot.
 */
export function restLogin(actor: Pick<Actor, '__typename' | 'login'> | null | undefined): string | undefined {
  if (!actor?.login) return undefined;
  return actor.__typename === 'Bot' && !actor.login.endsWith('[bot]') ? `${actor.login}[bot]` : actor.login;
}

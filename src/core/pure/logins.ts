/**
 * Who opened or did something, as the two APIs name them. REST's `user.login` is the one spelling a
 * person sees on GitHub: `name[bot]` for an App's bot account, the bare login for a user. GraphQL gives
 * the bot `name` and tells it apart only by `__typename` (`Bot`), so a user who registers the bare name
 * would read exactly like the App. Every login mergexo compares is first put in REST's spelling.
 */
export interface NamedActor {
  __typename?: string;
  login: string;
}

const BOT_SUFFIX = '[bot]';

/** The login as REST shows it: `name[bot]` for a GraphQL `Bot`, the login itself otherwise; `ghost` when absent. */
export function restLogin(actor: NamedActor | null | undefined): string {
  if (!actor) return 'ghost';
  const isBot = actor.__typename === 'Bot';
  return isBot && !actor.login.endsWith(BOT_SUFFIX) ? `${actor.login}${BOT_SUFFIX}` : actor.login;
}

/**
 * Whether two logins in REST's spelling name the same account. GitHub logins are case-insensitive; the
 * `[bot]` suffix is part of the name, so `billing-bot` (a user) is never `billing-bot[bot]` (an App).
 */
export function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Whether a login in REST's spelling is an App's bot account. */
export function isBotLogin(login: string): boolean {
  return login.toLowerCase().endsWith(BOT_SUFFIX);
}

/** The App's bot login for a bare name: `billing-bot` becomes `billing-bot[bot]`. */
export function botLogin(name: string): string {
  return isBotLogin(name) ? name : `${name}${BOT_SUFFIX}`;
}

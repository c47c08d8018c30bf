/**
 * GitHub's own words (a refusal's message, git's error): passed through to a user, never matched on or read back by
 * mergexo. Its own module, outside `core/github/`, so a decide module may name it in the kinds it returns
 * (`mergexo/rooms` keeps decide modules away from the port).
 */

/** The brand keeps a decision from taking mergexo's words for GitHub's. */
export type GitHubWords = string & { readonly __githubWords: unique symbol };

export function githubWords(text: string): GitHubWords {
  return text as GitHubWords;
}

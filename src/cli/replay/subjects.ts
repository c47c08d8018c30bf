/**
 * What GitHub writes into the subject of the commit that lands a pull request, read back: the only record of
 * the PR that git alone keeps. A merge commit says `Merge pull request #N from OWNER/BRANCH`; a squash commit
 * (and a merge commit whose message the repository set to the PR's title) ends in `(#N)`. Pure.
 */

export interface LandingSubject {
  number: number;
  /** The head branch and the owner of the repository holding it, when the subject names them. */
  head?: { owner: string; branch: string };
}

/** GitHub's default merge commit subject; a branch may hold slashes, an owner may not. */
const MERGE_SUBJECT = /^Merge pull request #([1-9][0-9]{0,9}) from ([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/(\S+)/;
/** A squash commit's subject (and a title-style merge commit's): the PR number in parentheses at the end. */
const TITLE_SUBJECT = /\(#([1-9][0-9]{0,9})\)\s*$/;

/**
 * The PR a first-parent commit with `parents` parents landed, from its subject; undefined for a commit that
 * names none (a direct push, a rebase merge, which GitHub does not mark).
 */
export function landingSubject(subject: string, parents: number): LandingSubject | undefined {
  if (parents === 2) {
    const merge = MERGE_SUBJECT.exec(subject);
    if (merge) {
      return { number: Number(merge[1]), head: { owner: merge[2] as string, branch: merge[3] as string } };
    }
  }
  if (parents !== 1 && parents !== 2) return undefined;
  const title = TITLE_SUBJECT.exec(subject);
  return title ? { number: Number(title[1]) } : undefined;
}

import type { ReplayGit } from './git-history.js';
import type { BranchCommit, MainlineCommit } from './types.js';

/**
 * The commits of every PR replay judges, read in one `git log` walk instead of one per PR (a git process costs more
 * than the walk it runs): the heads' history down to the oldest commit a PR landed on, with each commit's parents
 * and paths. From it each PR's branch (`git log head ^base`) and, when git's answer is unique, its merge base
 * (`git merge-base --all base head`) are read without another process:
 * - a commit is on `base` when the default branch held it at or before `base` (`firstOnBranch`);
 * - the branch is what walking back from the head reaches before such a commit; those it stops at are the boundary;
 * - every merge base is a boundary commit, and one boundary commit is the one merge base. Several are asked of git
 *   (which of them descend from the others is history below the walk), as is a head the walk did not read.
 */

interface Walked extends BranchCommit {
  parents: string[];
  /** Its place in git's order (newest first). */
  order: number;
}

export class CommitGraph {
  private constructor(
    private readonly commits: ReadonlyMap<string, Walked>,
    /** Index (oldest first) of the first default-branch commit that held each walked commit. */
    private readonly firstOnBranch: ReadonlyMap<string, number>,
    /** Index of every default-branch commit, by sha. */
    private readonly mainIndex: ReadonlyMap<string, number>,
    /** The index the walk stopped at: whatever it did not read, the default branch held by then. */
    private readonly floor: number,
    /** The heads the walk started from (one it did not read was on the default branch by `floor`). */
    private readonly heads: ReadonlySet<string>,
  ) {}

  /**
   * The walk from `heads` (and the default branch up to `upTo`) down to `history[floor]`; undefined when git cannot
   * walk it (a commit missing from the clone): then each PR is read alone.
   */
  static async read(
    git: Pick<ReplayGit, 'walk' | 'presentCommits'>,
    history: readonly MainlineCommit[],
    heads: readonly string[],
    floor: number,
    upTo: number,
  ): Promise<CommitGraph | undefined> {
    const stop = history[floor];
    const tip = history[upTo];
    if (!stop || !tip) return undefined;
    try {
      const present = await git.presentCommits(heads);
      const walked = await git.walk([...present, tip.sha, `^${stop.sha}`]);
      const commits = new Map(walked.map((c, order) => [c.sha, { ...c, order }]));
      const firstOnBranch = new Map<string, number>();
      for (let i = floor + 1; i <= upTo; i++) {
        const stack = [(history[i] as MainlineCommit).sha];
        while (stack.length > 0) {
          const sha = stack.pop() as string;
          const c = commits.get(sha);
          if (!c || firstOnBranch.has(sha)) continue;
          firstOnBranch.set(sha, i);
          stack.push(...c.parents);
        }
      }
      const mainIndex = new Map(history.map((c, i) => [c.sha, i]));
      return new CommitGraph(commits, firstOnBranch, mainIndex, floor, present);
    } catch {
      return undefined;
    }
  }

  /** Whether the default branch held `sha` by its commit at `index`. */
  private onBranch(sha: string, index: number): boolean {
    if (!this.commits.has(sha)) return true; // below the walk: held by `floor`
    const first = this.firstOnBranch.get(sha);
    return first !== undefined && first <= index;
  }

  private readonly walks = new Map<string, { commits: Walked[]; boundary: Set<string> } | undefined>();

  /** The walk from `head` back to `base`: undefined when this graph cannot say (see the class). */
  private branchWalk(base: string, head: string): { commits: Walked[]; boundary: Set<string> } | undefined {
    const key = `${base} ${head}`;
    if (!this.walks.has(key)) this.walks.set(key, this.walkFrom(base, head));
    return this.walks.get(key);
  }

  private walkFrom(base: string, head: string): { commits: Walked[]; boundary: Set<string> } | undefined {
    const index = this.mainIndex.get(base);
    // A commit the walk did not read is known to be below it only if the walk started from it.
    if (index === undefined || index < this.floor) return undefined;
    if (!this.heads.has(head) && !this.commits.has(head)) return undefined;
    const seen = new Set<string>();
    const commits: Walked[] = [];
    const boundary = new Set<string>();
    const stack = [head];
    while (stack.length > 0) {
      const sha = stack.pop() as string;
      if (seen.has(sha)) continue;
      seen.add(sha);
      if (this.onBranch(sha, index)) {
        boundary.add(sha);
        continue;
      }
      const c = this.commits.get(sha) as Walked;
      commits.push(c);
      stack.push(...c.parents);
    }
    return { commits: commits.sort((a, b) => b.order - a.order), boundary };
  }

  /** `git log --reverse head ^base`: the branch's commits, oldest first; undefined when the graph cannot say. */
  branch(base: string, head: string): BranchCommit[] | undefined {
    return this.branchWalk(base, head)?.commits.map(({ sha, authoredAt, committedAt, paths }) => ({
      sha,
      authoredAt,
      committedAt,
      paths,
    }));
  }

  /** `git merge-base --all base head` when its answer is one commit (or none); undefined: ask git. */
  mergeBases(base: string, head: string): string[] | undefined {
    const walk = this.branchWalk(base, head);
    if (!walk) return undefined;
    // The head itself is on the base: it is the merge base.
    if (walk.commits.length === 0) return [head];
    // A branch that reaches no commit of the base shares no history with it.
    if (walk.boundary.size === 0) return [];
    return walk.boundary.size === 1 ? [...walk.boundary] : undefined;
  }
}

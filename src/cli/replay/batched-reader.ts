import { git } from '../../core/git.js';
import { parseRawDiff, rawDiffArgs, type DiffEntry } from '../../core/pure/git-diff.js';
import { isSha, SHA_SOURCE } from '../../core/pure/sha.js';
import { Slots } from '../../core/pure/slots.js';
import type { MergeResult, TreeReader } from '../../write-root-gate/index.js';
import type { Checkout } from '../local-git.js';
import type { CommitGraph } from './commit-graph.js';

/**
 * The clone as write-root-gate's `TreeReader`, for many PRs at once: the diffs and trees the gate's union asks
 * for are gathered while the PRs are judged side by side and read in one `git diff-tree --stdin` (and one
 * `git rev-parse`) per batch, with the very arguments of core's `rawDiffArgs`. A git process costs more than
 * the diff it runs: on a history of a thousand PRs this saves thousands of them. The rest is the checkout's.
 */

interface Pending {
  from: string;
  to: string;
  /** Without renames: each path stands for itself (rebase-notify's read of a PR's changes). */
  renames: boolean;
  /** The raw diff, as `git diff-tree -z --raw` prints it for the pair. */
  resolve: (raw: string) => void;
  reject: (e: unknown) => void;
}

const PAIR = new RegExp(`^(${SHA_SOURCE}) (${SHA_SOURCE})\n`);

/**
 * `git diff-tree --stdin -z` output for tree pairs, one answer per pair in input order: each starts with the
 * pair's line (`A B\n`, printed even for no difference), then the raw entries: `:meta\0path\0` (two paths for a
 * rename or copy). Only the entries are read as paths, so no path can pass for a pair's line.
 */
export function splitAnswers(out: string): string[] {
  const answers: string[] = [];
  let at = 0;
  while (at < out.length) {
    const pair = PAIR.exec(out.slice(at, at + 130));
    if (!pair) throw new Error(`git diff-tree --stdin answered something unexpected at byte ${at}`);
    at += pair[0].length;
    const start = at;
    while (at < out.length && out[at] === ':') {
      const meta = out.indexOf('\0', at);
      if (meta < 0) throw new Error('git diff-tree --stdin answered a truncated entry');
      const status = out.slice(out.lastIndexOf(' ', meta) + 1, meta);
      const paths = status.startsWith('R') || status.startsWith('C') ? 2 : 1;
      at = meta + 1;
      for (let i = 0; i < paths; i++) {
        const end = out.indexOf('\0', at);
        if (end < 0) throw new Error('git diff-tree --stdin answered a truncated path');
        at = end + 1;
      }
    }
    answers.push(out.slice(start, at));
  }
  return answers;
}

/**
 * `checkout` with its diffs and trees read in batches and every git process in `slots`: what `localChanges` (and
 * so write-root-gate's union) reads through. With `graph` (one walk of the PRs' commits), a merge base the walk
 * answers costs no process, nor does merging a head that already holds its base: git's three-way merge of `base`
 * and a descendant of it takes every path from the descendant, so the merged tree is the head's, without conflict.
 * Everything else is the checkout's own.
 */
export function batchedCheckout(
  checkout: Checkout,
  slots: Slots,
  graph?: Pick<CommitGraph, 'mergeBases'>,
  batch = new BatchedReader(checkout, slots),
): Checkout {
  return Object.assign(Object.create(checkout) as Checkout, {
    diff: (from: string, to: string) => batch.diff(from, to),
    treeOf: (commit: string) => batch.treeOf(commit),
    mergeTree: async (base: string, head: string) => {
      const bases = graph?.mergeBases(base, head);
      if (bases?.length === 1 && bases[0] === base) return { tree: await batch.treeOf(head), conflicts: [] };
      return slots.run(() => checkout.mergeTree(base, head));
    },
    mergeBases: async (a: string, b: string) =>
      graph?.mergeBases(a, b) ?? (await slots.run(() => checkout.mergeBases(a, b))),
  });
}

export class BatchedReader implements TreeReader {
  private pending: Pending[] = [];
  private pendingIds: string[] = [];
  private pendingTrees: (() => void)[] = [];
  private queued = false;
  private readonly lane = new Slots(1);
  private readonly trees = new Map<string, string>();

  constructor(
    private readonly checkout: Checkout,
    private readonly slots: Slots,
  ) {}

  mergeTree(base: string, head: string): Promise<MergeResult> {
    return this.checkout.mergeTree(base, head);
  }

  entry(treeish: string, path: string) {
    return this.checkout.entry(treeish, path);
  }

  blob(sha: string) {
    return this.checkout.blob(sha);
  }

  /** The tree of a commit, read in the next batch with every other tree and diff asked meanwhile. */
  async treeOf(commit: string): Promise<string> {
    const known = this.trees.get(commit);
    if (known) return known;
    await new Promise<void>((resolve) => {
      this.pendingTrees.push(resolve);
      this.pendingIds.push(commit);
      this.schedule();
    });
    return this.trees.get(commit) ?? this.checkout.treeOf(commit);
  }

  async diff(from: string, to: string): Promise<DiffEntry[]> {
    return parseRawDiff(await this.rawDiff(from, to, true));
  }

  /** The raw diff of two commits or trees, read in the next batch (`renames`: as `diff`, else each path alone). */
  rawDiff(from: string, to: string, renames: boolean): Promise<string> {
    return new Promise((resolve, reject) => {
      this.pending.push({ from, to, renames, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.queued) return;
    this.queued = true;
    // One batch at a time, taken when a process is free: every diff and tree asked until then shares it.
    void this.lane.run(() => this.slots.run(() => this.flush()));
  }

  /**
   * The trees of `ids` (commits or trees) into the cache: one `cat-file --batch-check`, which names what it cannot
   * resolve instead of failing (those are left out: each is asked alone, and fails alone).
   */
  private async resolveTrees(ids: readonly string[]): Promise<void> {
    // One name a line: a name that could break a line is left to be asked alone.
    const unknown = [...new Set(ids.filter((id) => !this.trees.has(id) && !/\s/.test(id)))];
    if (unknown.length === 0) return;
    const r = await git(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
      cwd: this.checkout.dir,
      input: unknown.map((id) => `${id}^{tree}\n`).join(''),
      okCodes: [0, 128],
      setup: 'user',
    });
    const lines = r.stdout.split('\n');
    unknown.forEach((id, i) => {
      const [tree, type] = (lines[i] ?? '').split(' ');
      if (type === 'tree' && tree && isSha(tree)) this.trees.set(id, tree);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    const [ids, waiting] = [this.pendingIds, this.pendingTrees];
    [this.pending, this.pendingIds, this.pendingTrees] = [[], [], []];
    this.queued = false;
    await this.resolveTrees([...ids, ...batch.flatMap((p) => [p.from, p.to])]).catch(() => undefined);
    for (const resolve of waiting) resolve();
    for (const renames of [true, false]) await this.diffAll(batch.filter((p) => p.renames === renames));
  }

  private async diffAll(pairs: Pending[]): Promise<void> {
    const args = (from: string, to: string) => rawDiffArgs(from, to, { renames: pairs[0]?.renames ?? true });
    const alone = (p: Pending) =>
      void git(args(p.from, p.to), { cwd: this.checkout.dir, setup: 'user' }).then(
        (r) => p.resolve(r.stdout),
        p.reject,
      );
    // A pair whose trees git could not name is asked alone, and fails alone.
    const named = (p: Pending) => this.trees.has(p.from) && this.trees.has(p.to);
    pairs.filter((p) => !named(p)).forEach(alone);
    const batch = pairs.filter(named);
    if (batch.length === 0) return;
    try {
      const input = batch.map((p) => `${this.trees.get(p.from)} ${this.trees.get(p.to)}\n`).join('');
      const r = await git([...args('-', '-').slice(0, -2), '--stdin'], {
        cwd: this.checkout.dir,
        input,
        setup: 'user',
      });
      const answers = splitAnswers(r.stdout);
      if (answers.length !== batch.length)
        throw new Error(`git diff-tree --stdin answered ${answers.length} of ${batch.length} diffs`);
      batch.forEach((p, i) => p.resolve(answers[i] as string));
    } catch {
      // One bad pair fails the whole process: each is asked again alone, so only its own judgement fails.
      batch.forEach(alone);
    }
  }
}

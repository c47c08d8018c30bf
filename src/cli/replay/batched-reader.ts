import { git } from '../../core/git.js';
import { parseRawDiff, rawDiffArgs, type DiffEntry } from '../../core/pure/git-diff.js';
import { SHA_SOURCE } from '../../core/pure/sha.js';
import type { MergeResult, TreeReader } from '../../write-root-gate/index.js';
import type { Checkout } from '../local-git.js';

/**
 * The clone as write-root-gate's `TreeReader`, for many PRs at once: the diffs and trees the gate's union asks
 * for are gathered while the PRs are judged side by side and read in one `git diff-tree --stdin` (and one
 * `git rev-parse`) per batch, with the very arguments of core's `rawDiffArgs`. A git process costs more than
 * the diff it runs: on a history of a thousand PRs this saves thousands of them. The rest is the checkout's.
 */

interface Pending {
  from: string;
  to: string;
  resolve: (entries: DiffEntry[]) => void;
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
 * At most `limit` git processes at once; what waits for one is run in the order it asked. While they run, the
 * diffs asked meanwhile pile up for the next batch.
 */
export class GitSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.busy >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }
}

/**
 * `checkout` with its diffs and trees read in batches and every git process in `slots`: what `localChanges` (and
 * so write-root-gate's union) reads through. Everything else is the checkout's own.
 */
export function batchedCheckout(checkout: Checkout, slots: GitSlots): Checkout {
  const batch = new BatchedReader(checkout, slots);
  return Object.assign(Object.create(checkout) as Checkout, {
    diff: (from: string, to: string) => batch.diff(from, to),
    treeOf: (commit: string) => batch.treeOf(commit),
    mergeTree: (base: string, head: string) => slots.run(() => checkout.mergeTree(base, head)),
    mergeBases: (a: string, b: string) => slots.run(() => checkout.mergeBases(a, b)),
  });
}

export class BatchedReader implements TreeReader {
  private pending: Pending[] = [];
  private queued = false;
  private readonly trees = new Map<string, string>();

  constructor(
    private readonly checkout: Checkout,
    private readonly slots: GitSlots,
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

  async treeOf(commit: string): Promise<string> {
    const known = this.trees.get(commit);
    if (known) return known;
    await this.slots.run(() => this.resolveTrees([commit]));
    return this.trees.get(commit) ?? this.checkout.treeOf(commit);
  }

  diff(from: string, to: string): Promise<DiffEntry[]> {
    return new Promise((resolve, reject) => {
      this.pending.push({ from, to, resolve, reject });
      if (this.queued) return;
      this.queued = true;
      // The batch is taken when a process is free: every diff asked until then shares it.
      void this.slots.run(() => this.flush());
    });
  }

  /** The trees of `ids` (commits or trees) into the cache: one rev-parse, or one by one if one is bad. */
  private async resolveTrees(ids: readonly string[]): Promise<void> {
    const unknown = [...new Set(ids.filter((id) => !this.trees.has(id)))];
    if (unknown.length === 0) return;
    const r = await git(['rev-parse', ...unknown.map((id) => `${id}^{tree}`)], {
      cwd: this.checkout.dir,
      okCodes: [0, 128],
      setup: 'user',
    });
    const lines = r.stdout.trim().split('\n');
    if (r.code === 0 && lines.length === unknown.length)
      unknown.forEach((id, i) => this.trees.set(id, lines[i] as string));
    else for (const id of unknown) this.trees.set(id, await this.checkout.treeOf(id));
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.queued = false;
    try {
      await this.resolveTrees(batch.flatMap((p) => [p.from, p.to]));
      const input = batch.map((p) => `${this.trees.get(p.from)} ${this.trees.get(p.to)}\n`).join('');
      const args = [...rawDiffArgs('-', '-').slice(0, -2), '--stdin'];
      const r = await git(args, { cwd: this.checkout.dir, input, setup: 'user' });
      const answers = splitAnswers(r.stdout);
      if (answers.length !== batch.length)
        throw new Error(`git diff-tree --stdin answered ${answers.length} of ${batch.length} diffs`);
      batch.forEach((p, i) => p.resolve(parseRawDiff(answers[i] as string)));
    } catch {
      // One bad pair fails the whole process: each is asked again alone, so only its own judgement fails.
      for (const p of batch) this.checkout.diff(p.from, p.to).then(p.resolve, p.reject);
    }
  }
}

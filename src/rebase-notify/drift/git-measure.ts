/**
 * Drift measured in the private bare repository `GitDrift` fetched into (`./drift-git.ts`): behind and ahead counts,
 * a test merge (`merge-tree --write-tree`, no worktree) naming the conflicted files, and the newest missing commits.
 */
import { git, mapLimit } from '../../core/git.js';
import { githubWords } from '../../core/pure/words.js';
import { SUBJECTS, type DriftResult, type MissingCommit } from '../rules/drift/plan.js';

const CONCURRENCY = 4;

/** Behind/ahead counts, a test merge naming the conflicted files, and the newest missing commits. */
export async function measureDrift(
  gitDir: string,
  base: string,
  baseSha: string,
  headSha: string,
): Promise<DriftResult> {
  // One walk answers the counts and the newest missing commits: each commit of `base...head` marked with its side
  // (`<` the base's, `>` the head's), newest first, as `log head..base` would list the base's side.
  const walk = await git(
    ['--git-dir', gitDir, 'log', '--left-right', '--format=%m%H%x1f%s', `${baseSha}...${headSha}`],
    { okCodes: [0, 128] },
  );
  if (walk.code !== 0) return { known: false, reason: { kind: 'uncounted', said: githubWords(walk.stderr.trim()) } };
  let behind = 0;
  let ahead = 0;
  const missing: MissingCommit[] = [];
  for (const line of walk.stdout.split('\n')) {
    if (line.startsWith('>')) ahead++;
    if (!line.startsWith('<')) continue;
    behind++;
    const [sha, subject] = line.slice(1).split('\x1f');
    if (missing.length < SUBJECTS) missing.push({ sha: sha as string, subject: subject ?? '' });
  }
  const drift = { base, baseSha, headSha, behind, ahead, conflict: false, missing: [] as MissingCommit[] };
  if (behind === 0) return { known: true, drift };

  const merge = await git(
    ['--git-dir', gitDir, 'merge-tree', '--write-tree', '--name-only', '--no-messages', '-z', headSha, baseSha],
    { okCodes: [0, 1, 128] },
  );
  if (merge.code === 1) {
    // Output: the tree id, then each conflicted path, NUL-terminated.
    const files = [
      ...new Set(
        merge.stdout
          .split('\0')
          .slice(1)
          .filter((f) => f !== ''),
      ),
    ];
    return { known: true, drift: { ...drift, conflict: true, files } };
  }
  if (merge.code !== 0) {
    return {
      known: false,
      reason: { kind: 'unmerged', base, said: githubWords(merge.stderr.trim().split('\n')[0] ?? '') },
    };
  }
  drift.missing = missing;
  return { known: true, drift };
}

/**
 * Measures many PRs. Most PRs on a busy base are either up to date or behind; the up-to-date
 * ones are found for all heads at once (`for-each-ref --contains`) and their ahead counts read
 * from one walk, so only the PRs that are behind cost git processes of their own.
 */
export async function measureDrifts(
  gitDir: string,
  items: ReadonlyArray<{ base: string; baseSha: string; headSha: string }>,
): Promise<DriftResult[]> {
  const results = new Array<DriftResult | undefined>(items.length);
  const byBase = new Map<string, number[]>();
  items.forEach((item, i) => byBase.set(item.baseSha, [...(byBase.get(item.baseSha) ?? []), i]));
  for (const [baseSha, indexes] of byBase) {
    const heads = [...new Set(indexes.map((i) => (items[i] as { headSha: string }).headSha))];
    const current = await containing(gitDir, baseSha, heads);
    const ahead = await aheadOf(gitDir, baseSha, [...current]);
    for (const i of indexes) {
      const item = items[i] as { base: string; baseSha: string; headSha: string };
      if (!current.has(item.headSha)) continue;
      results[i] = {
        known: true,
        drift: { ...item, behind: 0, ahead: ahead.get(item.headSha) ?? 0, conflict: false, missing: [] },
      };
    }
  }
  const rest = items.map((item, i) => ({ item, i })).filter(({ i }) => results[i] === undefined);
  const measured = await mapLimit(rest, CONCURRENCY, ({ item }) =>
    measureDrift(gitDir, item.base, item.baseSha, item.headSha),
  );
  rest.forEach(({ i }, k) => (results[i] = measured[k]));
  return results as DriftResult[];
}

/** The heads whose history contains `baseSha` (up to date), in one git process. */
async function containing(gitDir: string, baseSha: string, heads: readonly string[]): Promise<Set<string>> {
  if (heads.length === 0) return new Set();
  await git(['--git-dir', gitDir, 'update-ref', '--stdin'], {
    input: heads.map((h) => `update refs/mergexo/head/${h} ${h}`).join('\n') + '\n',
  });
  const { stdout } = await git(
    ['--git-dir', gitDir, 'for-each-ref', '--format=%(objectname)', '--contains', baseSha, 'refs/mergexo/head/'],
    { okCodes: [0] },
  );
  const wanted = new Set(heads);
  return new Set(stdout.split('\n').filter((sha) => wanted.has(sha)));
}

/**
 * `rev-list --count base..head` for many heads with one walk: the commits of all heads that
 * the base lacks, with their parents, then a count of what each head reaches among them.
 */
async function aheadOf(gitDir: string, baseSha: string, heads: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (heads.length === 0) return counts;
  const { stdout } = await git(['--git-dir', gitDir, 'rev-list', '--parents', '--stdin'], {
    input: [`^${baseSha}`, ...heads].join('\n') + '\n',
  });
  const parents = new Map<string, string[]>();
  for (const line of stdout.split('\n')) {
    const [commit, ...rest] = line.split(' ');
    if (commit) parents.set(commit, rest);
  }
  for (const head of heads) {
    const seen = new Set<string>();
    const stack = parents.has(head) ? [head] : [];
    while (stack.length > 0) {
      const commit = stack.pop() as string;
      if (seen.has(commit)) continue;
      seen.add(commit);
      for (const p of parents.get(commit) ?? []) if (parents.has(p) && !seen.has(p)) stack.push(p);
    }
    counts.set(head, seen.size);
  }
  return counts;
}

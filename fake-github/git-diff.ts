// Parsing of `git diff -z --raw --numstat`: the files changed between two commits as GitHub lists them.
import { ZERO_SHA } from './loose-objects.js';

export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface DiffEntry {
  filename: string;
  previous_filename?: string;
  status: FileStatus;
  additions: number;
  deletions: number;
  changes: number;
  sha: string;
  oldMode: string;
  newMode: string;
}

function parseDiff(raw: string, numstat: string): DiffEntry[] {
  const nums: Array<{ add: number; del: number }> = [];
  const nt = numstat.split('\0');
  for (let i = 0; i < nt.length;) {
    const head = nt[i];
    if (!head) {
      i++;
      continue;
    }
    const [a, d, path] = head.split('\t');
    nums.push({ add: a === '-' ? 0 : Number(a), del: d === '-' ? 0 : Number(d) });
    // A rename/copy prints an empty path and then the two names as separate fields.
    i += path === '' ? 3 : 1;
  }
  const out: DiffEntry[] = [];
  const t = raw.split('\0');
  for (let i = 0; i < t.length;) {
    const meta = t[i];
    if (!meta || !meta.startsWith(':')) {
      i++;
      continue;
    }
    const [oldMode, newMode, oldSha, newSha, code] = meta.slice(1).split(' ') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const letter = code[0]!;
    let filename: string;
    let previous: string | undefined;
    if (letter === 'R' || letter === 'C') {
      previous = t[i + 1]!;
      filename = t[i + 2]!;
      i += 3;
    } else {
      filename = t[i + 1]!;
      i += 2;
    }
    const n = nums[out.length] ?? { add: 0, del: 0 };
    let status: FileStatus;
    switch (letter) {
      case 'A':
        status = 'added';
        break;
      case 'D':
        status = 'removed';
        break;
      case 'R':
        status = 'renamed';
        break;
      case 'C':
        status = 'copied';
        break;
      case 'T':
        status = 'changed';
        break;
      default:
        // Same blob with another mode is a mode-only change, which GitHub reports as `changed`.
        status = oldSha === newSha && oldMode !== newMode ? 'changed' : 'modified';
    }
    const entry: DiffEntry = {
      filename,
      status,
      additions: n.add,
      deletions: n.del,
      changes: n.add + n.del,
      sha: newSha === ZERO_SHA ? oldSha : newSha,
      oldMode,
      newMode,
    };
    if (previous !== undefined) entry.previous_filename = previous;
    out.push(entry);
  }
  return out;
}

// One `git diff` prints both formats: every --raw record (each starting with ':'), then every --numstat record.
export const DIFF_ARGS = ['diff', '-z', '-M', '-C', '--no-ext-diff', '--raw', '--numstat', '--abbrev=40'];

export function parseCombined(out: string): DiffEntry[] {
  const t = out.split('\0');
  let i = 0;
  while (i < t.length && t[i]!.startsWith(':')) {
    const letter = t[i]!.split(' ')[4]?.[0];
    i += letter === 'R' || letter === 'C' ? 3 : 2;
  }
  return parseDiff(t.slice(0, i).join('\0'), t.slice(i).join('\0'));
}

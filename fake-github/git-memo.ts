// Answers of git that depend only on object ids, kept per repository. Objects are named by their content, so
// whether one commit is an ancestor of another, their merge base, the diff between two commits or a commit's
// fields never change once the objects exist. A test asks the same few questions in every request of every run
// of an action, and each git process the fake starts is a fork of the large test process: on a loaded 2-core
// machine that fork costs tens of milliseconds and holds up every other request. An answer is kept only when
// git gave one about objects it has (a missing object may arrive with the next push) and only when every
// revision in the question is a full object id (a branch name moves). Each caller gets its own copy.

const OBJECT_ID = /^[0-9a-f]{40}$/;
// A revision of a memoized question: an id, `^id`, `id..id` or `id...id`; options (`--no-merges`) are fixed.
const REVISION = /^\^?[0-9a-f]{40}$|^[0-9a-f]{40}\.\.\.?[0-9a-f]{40}$/;

interface Kept<T> {
  value: T;
  /** False when the answer may change: git did not know an object yet, or the command failed. */
  keep: boolean;
}

const answers = new Map<string, Map<string, unknown>>();
const asking = new Map<string, Promise<unknown>>();

/** True when every revision in `args` is a full object id, so the answer to them never changes. */
export function fixedRevisions(args: readonly string[]): boolean {
  const revisions = args.filter((a) => !a.startsWith('-'));
  return revisions.length > 0 && revisions.every((a) => REVISION.test(a));
}

export function isObjectId(s: string): boolean {
  return OBJECT_ID.test(s);
}

function copy<T>(value: T): T {
  if (Buffer.isBuffer(value)) return Buffer.from(value) as T;
  return value !== null && typeof value === 'object' ? structuredClone(value) : value;
}

function keyOf(question: readonly string[]): string {
  return question.join('\0');
}

function store(gitDir: string, key: string, value: unknown): void {
  let repo = answers.get(gitDir);
  if (!repo) answers.set(gitDir, (repo = new Map()));
  repo.set(key, value);
}

/** The kept answer to `question` in `gitDir`, if any (a copy). */
export function keptAnswer<T>(gitDir: string, question: readonly string[]): { value: T } | undefined {
  const repo = answers.get(gitDir);
  const key = keyOf(question);
  return repo?.has(key) ? { value: copy(repo.get(key) as T) } : undefined;
}

/** Keeps `value` as the answer to `question` in `gitDir` (the caller has checked that it cannot change). */
export function keepAnswer(gitDir: string, question: readonly string[], value: unknown): void {
  store(gitDir, keyOf(question), copy(value));
}

/**
 * The answer to `question` in `gitDir`: the kept one, else `ask()`'s, kept when it says so. With `fixed` false
 * (a revision that is not an object id) git is asked every time. Concurrent askers of one question share a process.
 */
export async function memo<T>(
  gitDir: string,
  question: readonly string[],
  fixed: boolean,
  ask: () => Promise<Kept<T>>,
): Promise<T> {
  if (!fixed) return (await ask()).value;
  const kept = keptAnswer<T>(gitDir, question);
  if (kept) return kept.value;
  const key = `${gitDir}\0${keyOf(question)}`;
  let pending = asking.get(key) as Promise<Kept<T>> | undefined;
  if (!pending) {
    pending = ask().then((r) => {
      if (r.keep) store(gitDir, keyOf(question), copy(r.value));
      return r;
    });
    asking.set(key, pending);
    const forget = (): void => void asking.delete(key);
    pending.then(forget, forget);
  }
  return copy((await pending).value);
}

/** `memo` for the synchronous readers (webhook payload builders). */
export function memoSync<T>(gitDir: string, question: readonly string[], fixed: boolean, ask: () => Kept<T>): T {
  if (!fixed) return ask().value;
  const kept = keptAnswer<T>(gitDir, question);
  if (kept) return kept.value;
  const r = ask();
  if (r.keep) store(gitDir, keyOf(question), copy(r.value));
  return r.value;
}

/** Forgets the answers about the repositories under `rootDir` (a stopped fake's). */
export function forgetAnswers(rootDir: string): void {
  for (const gitDir of answers.keys()) if (gitDir.startsWith(rootDir)) answers.delete(gitDir);
}

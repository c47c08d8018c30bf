/**
 * The reads the steps of one job share. history-guard and write-root-gate judging one push in one job (the root
 * action, the reusable workflow's gates job) ask GitHub some of the same things: the open PRs of the head, before
 * and after each verdict. Each answer's ETag is kept in the job's temporary directory, and the next step (or the
 * same run, later) asks again with `If-None-Match`: an unchanged answer is a `304`, which GitHub does not count
 * against the rate limit, and the answer kept is used. A `304` is GitHub's word that nothing changed, so a step
 * never acts on an answer older than GitHub's current one.
 *
 * The runner empties its temporary directory at the start and end of every job, so nothing outlives the job.
 * Entries are signed with the token (HMAC-SHA256) and kept apart per token: another step of the job can neither
 * read them under another token nor plant one without the token, and a step holding the token could do more
 * than that anyway. The token itself is never written.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The GETs whose answers a later step of the job asks again: the open PRs of a commit (the per-commit rule, the
 * standing head), a PR, a file at a commit, a commit's check runs.
 */
const SHARED_ROUTES: readonly RegExp[] = [
  /^\/repos\/[^/]+\/[^/]+\/commits\/[^/]+\/pulls$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/,
  /^\/repos\/[^/]+\/[^/]+\/contents\/.+$/,
  /^\/repos\/[^/]+\/[^/]+\/commits\/[^/]+\/check-runs$/,
];

/** Whether the GET of `url` (absolute, as Octokit sends it) is one the steps of a job share. */
export function sharedRoute(url: string, baseUrl: string): boolean {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const { pathname } = new URL(url);
  const path = pathname.startsWith(base.pathname) ? `/${pathname.slice(base.pathname.length)}` : pathname;
  return SHARED_ROUTES.some((route) => route.test(path));
}

/** An answer worth keeping is small: a listing of a few PRs, a lease file. A larger one is asked anew. */
const MAX_ENTRY_BYTES = 512 * 1024;

export interface SharedAnswer {
  etag: string;
  data: unknown;
  /** The `Link` header (pagination) of the answer. */
  link?: string;
}

interface Entry extends SharedAnswer {
  mac: string;
}

export class JobReads {
  private entries: Record<string, Entry> | undefined;

  private constructor(
    private readonly file: string,
    private readonly key: string,
  ) {}

  /** The job's shared reads under `token`, in the runner's temporary directory; none outside a runner. */
  static forJob(runnerTemp: string | undefined, token: string): JobReads | undefined {
    if (!runnerTemp || !token) return undefined;
    const id = createHmac('sha256', token).update('mergexo job reads').digest('hex').slice(0, 24);
    return new JobReads(path.join(runnerTemp, 'mergexo', `reads-${id}.json`), token);
  }

  /** The answer kept for `url`, when its signature holds. */
  lookup(url: string): SharedAnswer | undefined {
    const entry = this.load()[url];
    if (!entry || !this.valid(url, entry)) return undefined;
    return { etag: entry.etag, data: entry.data, ...(entry.link ? { link: entry.link } : {}) };
  }

  /** Keeps `answer` for `url` (in memory and for the job's later steps); a failure to write only loses the saving. */
  remember(url: string, answer: SharedAnswer): void {
    const entry: Entry = { ...answer, mac: this.mac(url, answer) };
    if (Buffer.byteLength(JSON.stringify(entry)) > MAX_ENTRY_BYTES) return;
    const entries = { ...this.load(true), [url]: entry };
    this.entries = entries;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const next = `${this.file}.${process.pid}`;
      writeFileSync(next, JSON.stringify(entries), { mode: 0o600 });
      renameSync(next, this.file);
    } catch {
      // Unwritable temporary directory: later steps ask anew, as without sharing.
    }
  }

  private load(fresh = false): Record<string, Entry> {
    if (this.entries && !fresh) return this.entries;
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as unknown;
      this.entries = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Entry>) : {};
    } catch {
      this.entries = {};
    }
    return this.entries;
  }

  private mac(url: string, answer: SharedAnswer): string {
    return createHmac('sha256', this.key)
      .update(JSON.stringify([url, answer.etag, answer.link ?? null, answer.data]))
      .digest('hex');
  }

  private valid(url: string, entry: Entry): boolean {
    if (typeof entry.etag !== 'string' || typeof entry.mac !== 'string') return false;
    const want = Buffer.from(this.mac(url, entry), 'hex');
    const got = Buffer.from(entry.mac, 'hex');
    return got.length === want.length && timingSafeEqual(got, want);
  }
}

import { EtagCache, hasNextPage } from '../core/conditional.js';
import { UndecidableError } from '../core/pure/errors.js';
import type { GitHubPort } from '../core/github/port.js';
import { readRequiredChecks } from '../core/pr/required-checks.js';
import { requiredNames, type RequiredChecks } from '../core/pure/required-checks.js';
import type { RepoRef } from '../core/pure/view.js';
import { silentLog, type Logger } from '../core/shell.js';
import { LOG } from './messages.js';
import type { RawCheckRun, RawStatus } from './selection.js';

interface CheckRunData {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  details_url?: string | null;
  html_url?: string | null;
  app?: { slug?: string; id?: number } | null;
  external_id?: string | null;
  output?: { title?: string | null; summary?: string | null; text?: string | null; annotations_count?: number };
}

interface StatusData {
  id: number;
  context: string;
  state: string;
  target_url: string | null;
  description: string | null;
}

const PER_PAGE = 100;
/** More pages than this (10,000 checks on one commit) is not a real PR: refuse rather than guess. */
const MAX_PAGES = 100;

/**
 * The checks of a commit as ci-wait reads them while it waits (the PR itself is polled through
 * core's `PullPoller`). Each poll is conditional (If-None-Match), page by page, so an idle poll is
 * answered with 304s that do not count against the rate limit.
 */
export class CommitChecks {
  private readonly cache = new EtagCache();
  private readonly required = new Map<string, Promise<RequiredChecks>>();

  constructor(
    private readonly github: GitHubPort,
    private readonly repo: RepoRef,
    private readonly log: Logger = silentLog,
  ) {}

  private async pages<T>(
    key: string,
    what: string,
    fetch: (
      page: number,
      headers: Record<string, string>,
    ) => Promise<{ data: unknown; headers: Record<string, string | number | undefined> }>,
    itemsOf: (data: unknown) => T[],
  ): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await this.cache.get(`${key}:${page}`, (headers) => fetch(page, headers));
      items.push(...itemsOf(answer.data));
      if (!hasNextPage(answer.link)) return items;
    }
    throw new UndecidableError(
      `GitHub lists more than ${MAX_PAGES * PER_PAGE} ${what.replace(/^list /, '')} for one commit; ci-wait refuses ` +
        'rather than judge only some of them. Judge this PR by hand, or report fewer checks per commit.',
    );
  }

  async checkRuns(sha: string): Promise<RawCheckRun[]> {
    const runs = await this.pages(
      `check-runs:${sha}`,
      'list check runs',
      (page, headers) => this.github.checkRunsPage(this.repo, sha, page, headers),
      (data) => (data as { check_runs: CheckRunData[] }).check_runs,
    );
    return runs.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      conclusion: r.conclusion,
      url: r.details_url || r.html_url || null,
      app: r.app?.slug ?? null,
      appId: r.app?.id ?? null,
      title: r.output?.title ?? null,
      externalId: r.external_id || null,
      summary: r.output?.summary ?? null,
      text: r.output?.text ?? null,
      annotationsCount: r.output?.annotations_count ?? 0,
    }));
  }

  async statuses(sha: string): Promise<RawStatus[]> {
    const statuses = await this.pages(
      `status:${sha}`,
      'list commit statuses',
      (page, headers) => this.github.statusesPage(this.repo, sha, page, headers),
      (data) => (data as { statuses: StatusData[] }).statuses,
    );
    return statuses.map((s) => ({
      id: s.id,
      context: s.context,
      state: s.state,
      url: s.target_url,
      description: s.description,
    }));
  }

  /**
   * Checks the base branch requires, from rulesets and classic branch protection, read once per base
   * (`src/core/pr/required-checks.ts`). Waiting is best effort: what cannot be read is said once in the
   * log, and ci-wait still waits for every check that does appear. The ready mark is not: it is set only
   * when this set is known (`requiredSet`).
   */
  async requiredChecks(baseRef: string): Promise<string[]> {
    const required = await this.requiredSet(baseRef);
    return requiredNames(required);
  }

  requiredSet(baseRef: string): Promise<RequiredChecks> {
    let found = this.required.get(baseRef);
    if (!found) {
      found = readRequiredChecks(this.github, this.repo, baseRef).then((r) => {
        if (!r.known) this.log.info(LOG.requiredUnreadable(r.why));
        return r;
      });
      this.required.set(baseRef, found);
    }
    return found;
  }

  /** The first annotations of a failed check run: usually the error lines of its log. */
  async annotations(runId: number, max: number): Promise<string[]> {
    const data = await this.github.listAnnotations(this.repo, runId, max);
    return data.slice(0, max).map((a) => {
      const where = a.path && a.path !== '.github' ? `${a.path}${a.start_line ? `:${a.start_line}` : ''}: ` : '';
      return `${where}${a.title ? `${a.title}: ` : ''}${a.message ?? ''}`.trim();
    });
  }
}

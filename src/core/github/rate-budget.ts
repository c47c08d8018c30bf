/**
 * GitHub's hourly budgets as this run sees them: every answer carries `x-ratelimit-remaining`, `-limit`, `-reset` and
 * `-resource` (REST requests are `core`, GraphQL points `graphql`), and this module keeps the newest of each, with
 * what the run itself spent. One action runs in one process (the root action spawns one per part), so module state
 * lives exactly as long as one action's run, as the verdict apps of `../identity.ts` do.
 *
 * When what is left of the hour's REST requests falls below the reserve, a run writes its verdicts and defers what
 * can wait (labels, notification comments, the ready mark), saying so: a verdict is a required check, and a repository
 * whose budget ran out waits for the next hour; a deferred comment is written by the PR's next run.
 */

export type Resource = 'core' | 'graphql';

export interface ResourceLeft {
  limit: number;
  remaining: number;
  /** When GitHub starts the next hour, in epoch seconds. */
  resetAt: number;
}

export interface RunSpend {
  /** REST requests GitHub counted (every answer but a `304`). */
  requests: number;
  /** `304` answers to conditional requests: free. */
  notModified: number;
  /** GraphQL queries and mutations (each costs at least 1 point). */
  queries: number;
  /** The newest of each budget, as GitHub's answers state it. */
  left: Partial<Record<Resource, ResourceLeft>>;
}

const run: RunSpend = { requests: 0, notModified: 0, queries: 0, left: {} };

function header(headers: Record<string, unknown> | undefined, name: string): number | undefined {
  const raw = headers?.[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

/** Takes note of one answer GitHub gave (its status and headers; `graphql`: an answer of the GraphQL endpoint). */
export function observeAnswer(
  status: number | undefined,
  headers: Record<string, unknown> | undefined,
  graphql: boolean,
) {
  if (status === undefined) return;
  if (graphql) run.queries++;
  else if (status === 304) run.notModified++;
  else run.requests++;
  const resource = headers?.['x-ratelimit-resource'];
  const limit = header(headers, 'x-ratelimit-limit');
  const remaining = header(headers, 'x-ratelimit-remaining');
  const resetAt = header(headers, 'x-ratelimit-reset');
  if ((resource !== 'core' && resource !== 'graphql') || limit === undefined || remaining === undefined) return;
  if (resetAt === undefined) return;
  run.left[resource] = { limit, remaining, resetAt };
}

/** What this run spent, and the newest of each budget. */
export function runSpend(): Readonly<RunSpend> {
  return run;
}

/** Forgets what was observed (tests; one process running several actions). */
export function resetRunSpend(): void {
  run.requests = 0;
  run.notModified = 0;
  run.queries = 0;
  run.left = {};
}

/**
 * The REST requests kept for verdicts: 5% of the hour's (50 of GITHUB_TOKEN's 1,000 per repository, 250 of an App
 * installation's 5,000), at least 10. A gate's verdict takes two or three requests; the reserve is shared by every
 * run of the repository (of the installation) at once.
 */
export function verdictReserve(limit: number): number {
  return Math.max(10, Math.ceil(limit * 0.05));
}

/**
 * The REST budget when it is below the reserve, so that only verdicts are written now; undefined while there is room,
 * or when no answer has told yet.
 */
export function verdictsOnly(): ResourceLeft | undefined {
  const core = run.left.core;
  return core && core.remaining < verdictReserve(core.limit) ? core : undefined;
}

// Budgets are whole numbers. Grouped by hand: toLocaleString loads ICU, about 145 ms of every bundle run.
const thousands = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const count = (n: number, one: string, many = `${one}s`) =>
  `${thousands(n)}${one === '' ? '' : ` ${n === 1 ? one : many}`}`;
const clock = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The job summary's line on the budgets (mergexo's own words, no HTML needed); undefined when nothing was asked. */
export function budgetSummaryLine(spend: Readonly<RunSpend> = run): string | undefined {
  if (spend.requests + spend.notModified + spend.queries === 0) return undefined;
  const free =
    spend.notModified > 0 ? ` (${count(spend.notModified, 'more')} answered 304, which GitHub does not count)` : '';
  const used = `GitHub's API, this run: ${count(spend.requests, 'REST request')}${free} and ${count(spend.queries, 'GraphQL query', 'GraphQL queries')}.`;
  // eslint-disable-next-line no-restricted-syntax -- GitHub's GraphQL budget, not Octokit's client
  const { core, graphql } = spend.left;
  const left = [
    ...(core ? [`${count(core.remaining, '')} of ${count(core.limit, 'REST request')}`] : []),
    ...(graphql ? [`${count(graphql.remaining, '')} of ${count(graphql.limit, 'GraphQL point')}`] : []),
  ];
  const reset = core?.resetAt ?? graphql?.resetAt;
  const leftLine = left.length > 0 && reset !== undefined ? ` Left until ${clock(reset)}: ${left.join(', ')}.` : '';
  const low =
    core && core.remaining < verdictReserve(core.limit)
      ? ` That is below the ${count(verdictReserve(core.limit), 'request')} mergexo keeps for verdicts: verdicts ` +
        'came first, and what could wait was deferred to the next run (the log says what).'
      : '';
  return `${used}${leftLine}${low}`;
}

// Every request the fake answers (or drops) is logged so tests can assert API manners: how many reads and
// writes a run made, whether polling used conditional requests, which token was used, and what each GraphQL
// query cost in GitHub's points (the GraphQL budget is points, not requests: fake-github/graphql/cost.ts).
export interface LoggedRequest {
  seq: number;
  method: string;
  /** Path without the query string. */
  path: string;
  url: string;
  status: number;
  kind: 'read' | 'write';
  /** `METHOD /template` for REST (`GET /repos/{owner}/{repo}/pulls/{pull_number}`), the operation name for GraphQL. */
  operation: string;
  graphql: boolean;
  notModified: boolean;
  token: string | null;
  fault?: string;
  /** GraphQL only: the points charged (the query's price; 0 when refused for the rate limit). */
  points?: number;
  /** Refused for a rate limit: the hour's budget spent (`primary`, charged nothing) or a secondary limit. */
  limited?: 'primary' | 'secondary';
  /** When the request arrived (ms since the epoch). */
  receivedAt: number;
  /** When it was answered. */
  at: number;
}

export interface RequestCounts {
  /** Counted reads (REST GETs and GraphQL queries), 304s excluded. */
  reads: number;
  writes: number;
  /** 304 answers to conditional requests: free, as on GitHub. */
  notModified: number;
  total: number;
  /** GraphQL requests answered (each also counted in reads or writes). */
  graphql: number;
  /** GraphQL points charged: what the requests cost against GitHub's GraphQL budget. */
  points: number;
}

export class RequestLog {
  readonly entries: LoggedRequest[] = [];
  private seq = 0;
  private readonly listeners = new Set<(e: LoggedRequest) => void>();

  add(e: Omit<LoggedRequest, 'seq' | 'at'>): LoggedRequest {
    const full = { ...e, seq: ++this.seq, at: Date.now() };
    this.entries.push(full);
    for (const listener of this.listeners) listener(full);
    return full;
  }

  /** Calls `cb` with each request logged from now on; returns an unsubscribe. */
  listen(cb: (e: LoggedRequest) => void): () => void {
    this.listeners.add(cb);
    return () => {
      this.listeners.delete(cb);
    };
  }

  counts(entries: readonly LoggedRequest[] = this.entries): RequestCounts {
    return countRequests(entries);
  }

  reset(): void {
    this.entries.length = 0;
  }
}

/** Tallies a slice of the log the way `counts()` tallies all of it. */
export function countRequests(entries: readonly LoggedRequest[]): RequestCounts {
  let reads = 0;
  let writes = 0;
  let notModified = 0;
  let graphql = 0;
  let points = 0;
  for (const e of entries) {
    if (e.notModified) notModified++;
    else if (e.kind === 'read') reads++;
    else writes++;
    if (e.graphql && e.status !== 0) graphql++;
    points += e.points ?? 0;
  }
  return { reads, writes, notModified, total: entries.length, graphql, points };
}

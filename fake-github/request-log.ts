// Every request the fake answers (or drops) is logged so tests can assert API manners: how many reads and
// writes a run made, whether polling used conditional requests, which token was used.
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
  at: number;
}

export class RequestLog {
  readonly entries: LoggedRequest[] = [];
  private seq = 0;

  add(e: Omit<LoggedRequest, 'seq' | 'at'>): LoggedRequest {
    const full = { ...e, seq: ++this.seq, at: Date.now() };
    this.entries.push(full);
    return full;
  }

  counts(): { reads: number; writes: number; notModified: number; total: number } {
    let reads = 0;
    let writes = 0;
    let notModified = 0;
    for (const e of this.entries) {
      if (e.notModified) notModified++;
      else if (e.kind === 'read') reads++;
      else writes++;
    }
    return { reads, writes, notModified, total: this.entries.length };
  }

  reset(): void {
    this.entries.length = 0;
  }
}

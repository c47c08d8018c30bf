import { httpStatus } from './github/errors.js';

/** What a conditional GET hands back: the data, and whether GitHub sent it anew (a 304 is free). */
export interface Conditional<T> {
  data: T;
  changed: boolean;
}

type Headers = Record<string, string | number | undefined>;

interface Entry {
  etag: string;
  data: unknown;
  link: string | undefined;
}

/**
 * Remembers the ETag of every GET it made, keyed by the caller, and sends it back as
 * `If-None-Match`: when nothing changed GitHub answers 304, which costs no rate limit, and
 * the remembered data is reused. Meant for polling the same resources again and again.
 */
export class EtagCache {
  private readonly entries = new Map<string, Entry>();

  async get<T>(
    key: string,
    request: (headers: Record<string, string>) => Promise<{ data: T; headers: Headers }>,
  ): Promise<Conditional<T> & { link: string | undefined }> {
    const entry = this.entries.get(key);
    try {
      const response = await request(entry ? { 'if-none-match': entry.etag } : {});
      const etag = response.headers.etag;
      const link = typeof response.headers.link === 'string' ? response.headers.link : undefined;
      if (typeof etag === 'string' && etag !== '') this.entries.set(key, { etag, data: response.data, link });
      else this.entries.delete(key);
      return { data: response.data, changed: true, link };
    } catch (e) {
      if (httpStatus(e) === 304 && entry) return { data: entry.data as T, changed: false, link: entry.link };
      throw e;
    }
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}

/** True when a `Link` header announces a next page. */
export function hasNextPage(link: string | undefined): boolean {
  return typeof link === 'string' && /rel="next"/.test(link);
}

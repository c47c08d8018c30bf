import { describe, expect, it } from 'vitest';
import { EtagCache, hasNextPage } from '../../src/core/conditional.js';

class NotModified extends Error {
  status = 304;
}

describe('EtagCache', () => {
  it('sends the ETag back and reuses the data on a 304', async () => {
    const cache = new EtagCache();
    const seen: Record<string, string>[] = [];
    let version = 1;
    const fetch = async (headers: Record<string, string>) => {
      seen.push(headers);
      if (headers['if-none-match'] === `"v${version}"`) throw new NotModified('Not modified');
      return { data: { version }, headers: { etag: `"v${version}"`, link: '<x?page=2>; rel="next"' } };
    };
    expect(await cache.get('k', fetch)).toMatchObject({ data: { version: 1 }, changed: true });
    expect(await cache.get('k', fetch)).toMatchObject({
      data: { version: 1 },
      changed: false,
      link: '<x?page=2>; rel="next"',
    });
    version = 2;
    expect(await cache.get('k', fetch)).toMatchObject({ data: { version: 2 }, changed: true });
    expect(seen).toEqual([{}, { 'if-none-match': '"v1"' }, { 'if-none-match': '"v1"' }]);
  });

  it('rethrows a 304 it has no data for, and every other error', async () => {
    const cache = new EtagCache();
    await expect(cache.get('k', () => Promise.reject(new NotModified('Not modified')))).rejects.toThrow('Not modified');
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('reads Link headers', () => {
    expect(hasNextPage('<a>; rel="next", <b>; rel="last"')).toBe(true);
    expect(hasNextPage('<a>; rel="prev"')).toBe(false);
    expect(hasNextPage(undefined)).toBe(false);
  });
});

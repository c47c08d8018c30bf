import { describe, expect, it } from 'vitest';
import { MAX_HOPS, resolveSymlink } from '../../../src/write-root-gate/rules/symlinks.js';

/** A head tree as path -> (mode, target for symlinks). Directories are implied by their files. */
function tree(entries: Record<string, string | { link: string }>) {
  const byPath = new Map<string, { mode: string; sha: string }>();
  const targets = new Map<string, string>();
  for (const [path, value] of Object.entries(entries)) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++)
      byPath.set(parts.slice(0, i).join('/'), { mode: '040000', sha: `tree:${i}` });
    if (typeof value === 'string') byPath.set(path, { mode: '100644', sha: `blob:${path}` });
    else {
      byPath.set(path, { mode: '120000', sha: `link:${path}` });
      targets.set(`link:${path}`, value.link);
    }
  }
  return {
    lookup: async (p: string) => byPath.get(p),
    readLink: async (sha: string) => targets.get(sha) ?? '',
  };
}

const resolve = (t: ReturnType<typeof tree>, link: string, target: string) =>
  resolveSymlink(link, target, t.lookup, t.readLink);

describe('resolveSymlink', () => {
  const t = tree({
    'services/billing/a.ts': 'x',
    'services/payments/charge.ts': 'x',
    'secrets/key.pem': 'x',
    'services/billing/hop': { link: '../payments' },
    'services/billing/self': { link: 'self' },
    'services/billing/abs': { link: '/etc' },
  });

  it('resolves relative to the link’s directory', async () => {
    expect(await resolve(t, 'services/billing/config', '../../secrets')).toEqual({
      target: '../../secrets',
      resolved: 'secrets',
    });
    expect(await resolve(t, 'services/billing/l', './a.ts')).toEqual({
      target: './a.ts',
      resolved: 'services/billing/a.ts',
    });
    expect(await resolve(t, 'services/billing/l', '.')).toEqual({ target: '.', resolved: 'services/billing' });
    expect(await resolve(t, 'top', 'services//billing/')).toEqual({
      target: 'services//billing/',
      resolved: 'services/billing',
    });
  });

  it('follows symlinks in the head tree on the way', async () => {
    expect(await resolve(t, 'services/billing/alias', 'hop/charge.ts')).toEqual({
      target: 'hop/charge.ts',
      resolved: 'services/payments/charge.ts',
    });
    expect(await resolve(t, 'services/billing/alias', 'hop/../billing/a.ts')).toEqual({
      target: 'hop/../billing/a.ts',
      resolved: 'services/billing/a.ts',
    });
  });

  it('reports absolute targets, escapes from the repository and loops', async () => {
    expect(await resolve(t, 'services/billing/l', '/etc/passwd')).toEqual({
      target: '/etc/passwd',
      escapes: 'absolute',
    });
    expect(await resolve(t, 'services/billing/l', '../../../x')).toEqual({
      target: '../../../x',
      escapes: 'outside-repository',
    });
    expect(await resolve(t, 'services/billing/l', 'abs/x')).toEqual({ target: 'abs/x', escapes: 'absolute' });
    expect(await resolve(t, 'services/billing/l', 'self')).toEqual({ target: 'self', escapes: 'loop' });
    expect(MAX_HOPS).toBe(40);
  });

  it('resolves a dangling target lexically', async () => {
    expect(await resolve(t, 'services/billing/l', 'missing/../../payments/x')).toEqual({
      target: 'missing/../../payments/x',
      resolved: 'services/payments/x',
    });
  });
});

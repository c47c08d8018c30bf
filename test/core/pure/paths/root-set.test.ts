import fc from 'fast-check';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import { normalizeRoot, rootProblem } from '../../../../src/core/pure/paths/glob-syntax.js';
import { normalizePath } from '../../../../src/core/pure/paths/normalize.js';
import { RootSet, violations } from '../../../../src/core/pure/paths/root-set.js';

const segmentChar = fc.constantFrom('a', 'b', 'c', 'B', '.', '-', '_', 'é', '1');
const segment = fc
  .array(segmentChar, { minLength: 1, maxLength: 4 })
  .map((cs) => cs.join(''))
  .filter((s) => s !== '.' && s !== '..');
/** A clean repository path as git reports it. */
const cleanPath = fc.array(segment, { minLength: 1, maxLength: 5 }).map((ss) => ss.join('/').normalize('NFC'));

/** The same path written sloppily: `./`, leading `/`, trailing `/`, doubled `/`, `.` segments, NFD. */
const sloppy = (path: string) =>
  fc
    .record({
      dotSlash: fc.boolean(),
      leading: fc.integer({ min: 0, max: 2 }),
      trailing: fc.integer({ min: 0, max: 2 }),
      doubled: fc.boolean(),
      dotSegment: fc.boolean(),
      nfd: fc.boolean(),
    })
    .map((o) => {
      let p = path;
      if (o.doubled) p = p.replace('/', '//');
      if (o.dotSegment) p = p.replace('/', '/./');
      if (o.nfd) p = p.normalize('NFD');
      return `${o.dotSlash ? './' : ''}${'/'.repeat(o.leading)}${p}${'/'.repeat(o.trailing)}`;
    });

describe('normalizePath', () => {
  it('is idempotent and leaves no ./, leading /, trailing /, // or . segment, in NFC', () => {
    fc.assert(
      fc.property(cleanPath.chain(sloppy), (raw) => {
        const n = normalizePath(raw);
        expect(normalizePath(n)).toBe(n);
        expect(n.startsWith('/')).toBe(false);
        expect(n.startsWith('./')).toBe(false);
        expect(n.endsWith('/')).toBe(false);
        expect(n.includes('//')).toBe(false);
        expect(n.split('/')).not.toContain('.');
        expect(n).toBe(n.normalize('NFC'));
      }),
    );
  });

  it('maps every sloppy spelling of a path to the clean path', () => {
    fc.assert(
      fc.property(
        cleanPath.chain((p) => fc.tuple(fc.constant(p), sloppy(p))),
        ([clean, raw]) => {
          expect(normalizePath(raw)).toBe(clean);
        },
      ),
    );
  });

  it('returns clean ASCII paths untouched', () => {
    expect(normalizePath('services/billing/a.ts')).toBe('services/billing/a.ts');
    expect(normalizePath('.github/mergexo.yml')).toBe('.github/mergexo.yml');
    expect(normalizePath('a/.b/..c')).toBe('a/.b/..c');
  });
});

describe('roots', () => {
  it('normalizes a root the way paths are normalized', () => {
    expect(normalizeRoot('./services//billing/')).toBe('services/billing');
    expect(normalizeRoot('/tests/billing/**')).toBe('tests/billing/**');
    expect(normalizeRoot('  docs  ')).toBe('docs');
  });

  it('judges a sloppy root exactly like its clean form', () => {
    fc.assert(
      fc.property(
        cleanPath.chain((root) => fc.tuple(fc.constant(root), sloppy(root))),
        fc.array(cleanPath, { maxLength: 20 }),
        ([clean, raw], paths) => {
          expect(violations(paths, [raw])).toEqual(violations(paths, [clean]));
        },
      ),
    );
  });

  it('treats a bare directory as everything below it', () => {
    fc.assert(
      fc.property(cleanPath, fc.array(segment, { minLength: 1, maxLength: 3 }), (dir, below) => {
        const set = new RootSet([dir]);
        expect(set.covers(dir)).toBe(true);
        expect(set.covers(`${dir}/${below.join('/')}`)).toBe(true);
        expect(set.covers(`${dir}x/${below.join('/')}`)).toBe(false);
      }),
    );
    expect(violations(['services/billing2/a.ts'], ['services/billing'])).toEqual(['services/billing2/a.ts']);
  });

  it('treats dir/** like the bare directory, except for dir itself (as minimatch does)', () => {
    fc.assert(
      fc.property(cleanPath, fc.array(cleanPath, { maxLength: 20 }), (dir, paths) => {
        const below = paths.map((p) => `${dir}/${p}`);
        expect(violations(below, [`${dir}/**`])).toEqual([]);
        const star = new RootSet([`${dir}/**`]);
        const bare = new RootSet([dir]);
        for (const p of [...paths, ...below, dir]) expect(star.covers(p)).toBe(bare.covers(p) && p !== dir);
      }),
    );
  });

  it('matches case-sensitively, like git', () => {
    expect(violations(['Services/billing/a.ts', 'services/billing/a.ts'], ['services/billing'])).toEqual([
      'Services/billing/a.ts',
    ]);
    expect(violations(['src/A.TS'], ['src/*.ts'])).toEqual(['src/A.TS']);
  });

  it('matches dot files and dot directories', () => {
    expect(violations(['src/.env', 'src/.config/x.ts', '.github/x'], ['src/**', '**/*.md'])).toEqual(['.github/x']);
  });

  it('deduplicates changed paths and keeps their first-seen order', () => {
    fc.assert(
      fc.property(
        fc.array(cleanPath.chain(sloppy), { maxLength: 40 }),
        fc.array(cleanPath, { maxLength: 5 }),
        (paths, roots) => {
          const out = violations(paths, roots);
          expect(new Set(out).size).toBe(out.length);
          const order = [...new Set(paths.map(normalizePath))];
          expect(out).toEqual(order.filter((p) => out.includes(p)));
        },
      ),
    );
  });

  it('finds no violation without paths and flags every path without roots', () => {
    expect(violations([], ['a'])).toEqual([]);
    expect(violations(['a', 'b/c', 'a'], [])).toEqual(['a', 'b/c']);
  });

  it('names a path only with a plain root equal to it', () => {
    const set = new RootSet(['vendor/lib', 'vendor/**', '.github/mergexo.yml', 'x/*']);
    expect(set.names('vendor/lib')).toBe(true);
    expect(set.names('vendor/other')).toBe(false);
    expect(set.names('.github/mergexo.yml')).toBe(true);
    expect(set.names('x/y')).toBe(false);
  });

  it('matches escaped glob characters and plain parentheses literally', () => {
    const set = new RootSet(['app/\\[id\\]', 'app/(group)']);
    expect(set.covers('app/[id]/page.tsx')).toBe(true);
    expect(set.covers('app/i/page.tsx')).toBe(false);
    expect(set.covers('app/(group)/layout.tsx')).toBe(true);
    expect(new RootSet(['app/[id]']).covers('app/i/page.tsx')).toBe(true);
  });

  it('deduplicates roots after normalization', () => {
    expect(new RootSet(['a/', './a', 'b', '/b//']).roots).toEqual(['a', 'b']);
  });
});

// The compiled matcher must agree with minimatch ({ dot: true }) on "the root or anything below it".
const globSegment = fc
  .array(fc.constantFrom('a', 'b', 'c', '.', '*', '?', '[ab]', '[!a]', '[a-c]', '{a,b}', '\\*', 'x'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((p) => p.join(''));
const glob = fc
  .array(fc.oneof(globSegment, fc.constant('**')), { minLength: 1, maxLength: 4 })
  .map((s) => s.join('/'))
  .filter((g) => rootProblem(g) === undefined);
const candidatePath = fc
  .array(
    fc
      .array(fc.constantFrom('a', 'b', 'c', '.', 'x', '*', 'ab', 'ba'), { minLength: 1, maxLength: 3 })
      .map((cs) => cs.join(''))
      .filter((s) => s !== '.' && s !== '..'),
    { minLength: 1, maxLength: 5 },
  )
  .map((s) => s.join('/'));

describe('compiled matching', () => {
  it('agrees with minimatch on the root or anything below it', () => {
    const options = { dot: true, nocomment: true, nonegate: true };
    fc.assert(
      fc.property(glob, fc.array(candidatePath, { minLength: 1, maxLength: 15 }), (root, paths) => {
        const set = new RootSet([root]);
        const n = normalizeRoot(root);
        for (const path of paths) {
          const expected = minimatch(path, n, options) || minimatch(path, `${n}/**`, options);
          expect(set.covers(path), `${root} vs ${path}`).toBe(expected);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('handles extglobs and POSIX classes through minimatch itself', () => {
    const set = new RootSet(['src/+(a|b).ts', 'lib/[[:digit:]]*']);
    expect(set.covers('src/aab.ts')).toBe(true);
    expect(set.covers('src/c.ts')).toBe(false);
    expect(set.covers('lib/1x/y')).toBe(true);
    expect(set.covers('lib/x1')).toBe(false);
  });
});

import { githubWords } from '../../../../src/core/github/port.js';
import { describe, expect, it } from 'vitest';
import { parseAllocatedGlob } from '../../../../src/rebase-notify/rules/collisions/allocated-names.js';
import { nameKey } from '../../../../src/rebase-notify/rules/collisions/owners.js';
import {
  collisionFingerprint,
  commentFacts,
  claimedNames,
  contestedNames,
  findCollisions,
  groupClashes,
  passes,
  SHARED_FILE_PRS,
  type PathChange,
  type PullChanges,
  showsFacts,
  type BaseTrees,
  type TreeNames,
} from '../../../../src/rebase-notify/rules/collisions/decide.js';

const globs = [parseAllocatedGlob('migrations/*_*.sql')];
const add = (path: string, blob = 'a'.repeat(40)): PathChange => ({ path, status: 'A', result: `100644:${blob}` });
const edit = (path: string, blob: string): PathChange => ({ path, status: 'M', result: `100644:${blob}` });
const pr = (number: number, ...changes: PathChange[]): PullChanges => ({ number, base: 'main', known: true, changes });
const none: BaseTrees = new Map();
/** The base `main`'s tree holding `names` (per glob, each name's paths). */
const onMain = (names: TreeNames): BaseTrees => new Map([['main', names]]);

describe('findCollisions', () => {
  it('two PRs adding the same allocated name: the first claim holds, the later one fails naming it', () => {
    const r = findCollisions(
      [pr(1, add('migrations/0042_a.sql')), pr(2, add('migrations/042_b.sql', 'b'.repeat(40))), pr(3, add('x.ts'))],
      globs,
      none,
      true,
    );
    expect(passes(r.get(1) as never)).toBe(true);
    expect(r.get(2)).toMatchObject({
      known: true,
      clashes: [
        {
          other: 1,
          holds: 'first',
          name: '42',
          paths: ['migrations/042_b.sql'],
          otherPaths: ['migrations/0042_a.sql'],
        },
      ],
    });
    expect(passes(r.get(3) as never)).toBe(true);
  });

  it('the very same added file in two PRs does not collide, nor overlap', () => {
    const r = findCollisions([pr(1, add('migrations/1_a.sql')), pr(2, add('migrations/1_a.sql'))], globs, none, true);
    expect(r.get(1)).toEqual({ number: 1, known: true, clashes: [], overlaps: [] });
  });

  it('the same path with different contents collides and overlaps', () => {
    const r = findCollisions(
      [pr(1, add('migrations/1_a.sql')), pr(2, add('migrations/1_a.sql', 'c'.repeat(40)))],
      globs,
      none,
      true,
    );
    expect(r.get(1)).toMatchObject({ clashes: [], overlaps: [{ other: 2, paths: ['migrations/1_a.sql'] }] });
    expect(r.get(2)).toMatchObject({ clashes: [{ other: 1 }], overlaps: [{ other: 1 }] });
  });

  it('a modified allocated file claims nothing: only additions allocate', () => {
    const r = findCollisions(
      [pr(1, edit('migrations/1_a.sql', 'd'.repeat(40))), pr(2, add('migrations/1_b.sql'))],
      globs,
      none,
      false,
    );
    expect(passes(r.get(1) as never)).toBe(true);
    expect(passes(r.get(2) as never)).toBe(true);
  });

  it('a name the base already holds at another path collides with the base', () => {
    const base = new Map([['migrations/*_*.sql', new Map([['42', ['migrations/0042_first.sql']]])]]);
    const r = findCollisions([pr(2, add('migrations/0042_second.sql'))], globs, onMain(base), true);
    expect(r.get(2)).toMatchObject({ clashes: [{ other: 'base', otherPaths: ['migrations/0042_first.sql'] }] });
  });

  it('overlaps: same path, different results; identical results do not count; off means none', () => {
    const changes = [
      pr(1, edit('src/a.ts', '1'.repeat(40))),
      pr(2, edit('src/a.ts', '2'.repeat(40))),
      pr(3, edit('src/a.ts', '1'.repeat(40))),
    ];
    const r = findCollisions(changes, globs, none, true);
    expect(r.get(1)).toMatchObject({ overlaps: [{ other: 2, paths: ['src/a.ts'] }] });
    expect(r.get(2)).toMatchObject({ overlaps: [{ other: 1 }, { other: 3 }] });
    expect(findCollisions(changes, globs, none, false).get(2)).toMatchObject({ overlaps: [] });
  });

  it('a file more than SHARED_FILE_PRS PRs change gets no notices; at the limit every pair is still named', () => {
    const blob = (n: number) => String(n % 10).repeat(40);
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => pr(i + 1, edit('CHANGELOG.md', blob(i)), edit(`src/${i}.ts`, blob(i))));
    const atLimit = findCollisions(many(SHARED_FILE_PRS), globs, none, true);
    expect((atLimit.get(1) as { overlaps: unknown[] }).overlaps).toHaveLength(SHARED_FILE_PRS - 1);
    const over = many(SHARED_FILE_PRS + 1);
    over.push(pr(100, edit('src/0.ts', 'f'.repeat(40))));
    const r = findCollisions(over, globs, none, true);
    // Only the file two PRs share is news; the changelog everyone edits is not.
    expect(r.get(1)).toMatchObject({ overlaps: [{ other: 100, paths: ['src/0.ts'] }] });
    expect(r.get(2)).toMatchObject({ overlaps: [] });
  });

  it('a PR whose changes are unknown is unknown and fails; the fingerprint changes with the facts', () => {
    const r = findCollisions(
      [{ number: 4, base: 'main', known: false, reason: { kind: 'unread', said: githubWords('head missing') } }],
      globs,
      none,
      true,
    );
    expect(passes(r.get(4) as never)).toBe(false);
    expect(commentFacts(r.get(4) as never, true)).toBeUndefined();
    const a = findCollisions([pr(1, add('migrations/1_a.sql')), pr(5, add('migrations/1_b.sql'))], globs, none, true);
    const b = findCollisions([pr(2, add('migrations/1_a.sql')), pr(5, add('migrations/1_b.sql'))], globs, none, true);
    expect(collisionFingerprint(a.get(5) as never, true)).not.toBe(collisionFingerprint(b.get(5) as never, true));
    expect(collisionFingerprint(a.get(5) as never, true)).toBe(
      collisionFingerprint(
        findCollisions([pr(5, add('migrations/1_b.sql')), pr(1, add('migrations/1_a.sql'))], globs, none, true).get(
          5,
        ) as never,
        true,
      ),
    );
  });
});

describe('a fingerprint as the PR shows it', () => {
  const clear = { number: 5, known: true as const, clashes: [], overlaps: [] };

  it('the same facts are shown, other facts are not', () => {
    const print = collisionFingerprint(clear, true);
    expect(showsFacts(print, print)).toBe(true);
    expect(
      showsFacts(collisionFingerprint({ number: 5, known: false, reason: { kind: 'not-indexed' } }, true), print),
    ).toBe(false);
    expect(showsFacts(null, print)).toBe(false);
  });

  it("a marker written before core's scheme (20 hex digits of the same facts) still shows them", () => {
    // The external_id an older version wrote for a PR with nothing colliding or overlapping.
    const old = '9de8af757e1813a1f978';
    expect(showsFacts(old, collisionFingerprint(clear, true))).toBe(true);
    expect(showsFacts('0123456789abcdef0123', collisionFingerprint(clear, true))).toBe(false);
  });
});

describe('names have an owner (findCollisions with what the shell found out)', () => {
  const claim = (n: number, path: string) => pr(n, add(path, String(n).repeat(40).slice(0, 40)));
  const owners = (trusted: number[], handed: [string, number][] = []) => ({
    trusted: new Set(trusted),
    handed: new Map(handed.map(([name, n]) => [nameKey('migrations/*_*.sql', name), n])),
  });

  it('a trusted claimant holds against an earlier untrusted one (a fork, a read-only author)', () => {
    const r = findCollisions(
      [claim(1, 'migrations/7_fork.sql'), claim(2, 'migrations/7_mine.sql')],
      globs,
      none,
      false,
      owners([2]),
    );
    expect(passes(r.get(2) as never)).toBe(true);
    expect(r.get(1)).toMatchObject({ clashes: [{ other: 2, holds: 'trusted' }] });
  });

  it('among trusted claimants, and among untrusted ones, the earliest PR holds', () => {
    const pulls = [claim(3, 'migrations/7_c.sql'), claim(1, 'migrations/7_a.sql'), claim(2, 'migrations/7_b.sql')];
    const r = findCollisions(pulls, globs, none, false, owners([2, 3]));
    expect(passes(r.get(2) as never)).toBe(true);
    expect(r.get(3)).toMatchObject({ clashes: [{ other: 2, holds: 'first' }] });
    expect(r.get(1)).toMatchObject({ clashes: [{ other: 2, holds: 'trusted' }] });
    const none2 = findCollisions(pulls, globs, none, false, owners([]));
    expect(passes(none2.get(1) as never)).toBe(true);
  });

  it('one PR squatting many names fails only itself', () => {
    const squat = pr(9, ...[1, 2, 3, 4].map((n) => add(`migrations/${n}_squat.sql`)));
    const r = findCollisions(
      [squat, claim(2, 'migrations/2_b.sql'), claim(3, 'migrations/3_c.sql')],
      globs,
      none,
      false,
      owners([2, 3]),
    );
    expect(passes(r.get(2) as never)).toBe(true);
    expect(passes(r.get(3) as never)).toBe(true);
    expect(r.get(9)).toMatchObject({ clashes: [{ other: 2 }, { other: 3 }] });
  });

  it("an operator's hand-over holds while the PR claims the name; the base holds for good", () => {
    const pulls = [claim(1, 'migrations/7_a.sql'), claim(2, 'migrations/7_b.sql')];
    const r = findCollisions(pulls, globs, none, false, owners([1, 2], [['7', 2]]));
    expect(passes(r.get(2) as never)).toBe(true);
    expect(r.get(1)).toMatchObject({ clashes: [{ other: 2, holds: 'handed' }] });
    // Handed to a PR that does not claim the name: the first claim holds.
    const gone = findCollisions(pulls, globs, none, false, owners([1, 2], [['7', 4]]));
    expect(passes(gone.get(1) as never)).toBe(true);
    const base = new Map([['migrations/*_*.sql', new Map([['7', ['migrations/7_main.sql']]])]]);
    const held = findCollisions(pulls, globs, onMain(base), false, owners([1, 2], [['7', 2]]));
    expect(held.get(2)).toMatchObject({ clashes: [{ other: 'base' }] });
    expect(held.get(1)).toMatchObject({ clashes: [{ other: 'base' }] });
  });

  it('contestedNames: only names another PR claims with another file, claimants earliest first', () => {
    const same = add('migrations/5_x.sql');
    const pulls = [pr(1, same), pr(2, same), claim(4, 'migrations/6_a.sql'), claim(3, 'migrations/6_b.sql')];
    expect([...contestedNames(pulls, globs)]).toEqual([[nameKey('migrations/*_*.sql', '6'), [3, 4]]]);
  });
});

describe('names as real projects allocate them', () => {
  const apps = [parseAllocatedGlob('netbox/*/migrations/*_*.py')];
  const on = (number: number, base: string, ...changes: PathChange[]): PullChanges => ({
    number,
    base,
    known: true,
    changes,
  });
  const tree = (entries: [string, string[]][]): TreeNames =>
    new Map([['netbox/*/migrations/*_*.py', new Map(entries)]]);

  it('one glob with a wildcard folder: the same number in two apps is two names, in one app one', () => {
    const r = findCollisions(
      [
        on(1, 'main', add('netbox/core/migrations/0022_default_ordering_indexes.py', '1'.repeat(40))),
        on(2, 'main', add('netbox/dcim/migrations/0022_x.py', '2'.repeat(40))),
        on(3, 'main', add('netbox/core/migrations/0022_datasource_sync_permission.py', '3'.repeat(40))),
      ],
      apps,
      none,
      false,
    );
    expect(passes(r.get(1) as never)).toBe(true);
    expect(passes(r.get(2) as never)).toBe(true);
    expect(r.get(3)).toMatchObject({ clashes: [{ other: 1, name: 'netbox/core/migrations/22' }] });
  });

  it('a squashed migration beside the one it replaces claims nothing; with nothing to replace, it is a claim', () => {
    const base = new Map([
      ['main', tree([['netbox/extras/migrations/1', ['netbox/extras/migrations/0001_initial.py']]])],
    ]);
    const squash = add('netbox/extras/migrations/0001_initial_squashed_0010_customfield_filter_logic.py');
    expect(passes(findCollisions([on(1, 'main', squash)], apps, base, false).get(1) as never)).toBe(true);
    // The squash and the migration it replaces, added by one PR: one claim, the migration's.
    const both = [
      on(
        1,
        'main',
        add('netbox/x/migrations/0001_initial.py'),
        add('netbox/x/migrations/0001_initial_squashed_0002_y.py'),
      ),
    ];
    expect(passes(findCollisions(both, apps, none, false).get(1) as never)).toBe(true);
    // Nothing to replace: a squash-shaped name dodges nothing.
    const lone = [
      on(1, 'main', add('netbox/x/migrations/0007_a.py', '1'.repeat(40))),
      on(2, 'main', add('netbox/x/migrations/0007_squashed_0009.py', '2'.repeat(40))),
    ];
    expect(findCollisions(lone, apps, none, false).get(2)).toMatchObject({ clashes: [{ other: 1 }] });
    expect(contestedNames(lone, apps)).toEqual(
      new Map([['netbox/*/migrations/*_*.py\0netbox/x/migrations/7', [1, 2]]]),
    );
  });

  it('a base file the PR deletes holds nothing against it (a squash that replaces the files it squashes)', () => {
    const base = new Map([
      ['main', tree([['netbox/dcim/migrations/131', ['netbox/dcim/migrations/0131_consoleport_speed.py']]])],
    ]);
    const replace = on(
      1,
      'main',
      { path: 'netbox/dcim/migrations/0131_consoleport_speed.py', status: 'D', result: 'deleted' },
      add('netbox/dcim/migrations/0131_squashed_0159.py'),
    );
    expect(passes(findCollisions([replace], apps, base, false).get(1) as never)).toBe(true);
    const rename = on(2, 'main', add('netbox/dcim/migrations/0131_other.py'));
    expect(findCollisions([rename], apps, base, false).get(2)).toMatchObject({ clashes: [{ other: 'base' }] });
  });

  it("bases that meet: PRs on both compared, and each with the other base's tree after its own", () => {
    const trees = new Map([
      ['main', tree([])],
      ['feature', tree([['netbox/dcim/migrations/238', ['netbox/dcim/migrations/0238_ltree_paths.py']]])],
    ]);
    const onMain = on(1, 'main', add('netbox/dcim/migrations/0238_alter_cable__abs_length.py'));
    expect(findCollisions([onMain], apps, trees, false).get(1)).toMatchObject({
      clashes: [{ other: 'base', base: 'feature', otherPaths: ['netbox/dcim/migrations/0238_ltree_paths.py'] }],
    });
    const pulls = [
      on(5, 'feature', add('netbox/core/migrations/0022_default_ordering_indexes.py', '5'.repeat(40))),
      on(6, 'main', add('netbox/core/migrations/0022_datasource_sync_permission.py', '6'.repeat(40))),
    ];
    const r = findCollisions(pulls, apps, trees, true);
    expect(r.get(6)).toMatchObject({ clashes: [{ other: 5 }] });
    // Two bases end one file on two trees: no same-file notice across them.
    const same = [
      on(5, 'feature', edit('README.md', '5'.repeat(40))),
      on(6, 'main', edit('README.md', '6'.repeat(40))),
    ];
    expect(findCollisions(same, apps, trees, true).get(5)).toMatchObject({ overlaps: [] });
  });

  it('claimedNames: what each PR claims, squashes aside', () => {
    const base = new Map([
      ['main', tree([['netbox/extras/migrations/1', ['netbox/extras/migrations/0001_initial.py']]])],
    ]);
    const pulls = [
      on(
        1,
        'main',
        add('netbox/extras/migrations/0001_initial_squashed_0010_x.py'),
        add('netbox/extras/migrations/0011_y.py'),
      ),
    ];
    expect(claimedNames(pulls, apps, base)).toEqual(
      new Map([[1, ['netbox/*/migrations/*_*.py\0netbox/extras/migrations/11']]]),
    );
  });
});

describe('names have an owner in claim order (findCollisions with claim times)', () => {
  const claim = (n: number, path: string) => pr(n, add(path, String(n).repeat(40).slice(0, 40)));
  const key = nameKey('migrations/*_*.sql', '42');
  const pulls = [claim(3, 'migrations/0042_old_pr.sql'), claim(8, 'migrations/0042_new_pr.sql')];

  it('the first claim in time holds, not the lowest number', () => {
    const r = findCollisions(pulls, globs, none, false, {
      trusted: new Set([3, 8]),
      handed: new Map(),
      order: new Map([[key, [8, 3]]]),
    });
    expect(passes(r.get(8) as never)).toBe(true);
    expect(r.get(3)).toMatchObject({ clashes: [{ other: 8, holds: 'first' }] });
  });

  it('a trusted later claim still holds against an untrusted earlier one; a hand-over against both', () => {
    const owners = { trusted: new Set([3]), handed: new Map(), order: new Map([[key, [8, 3]]]) };
    expect(findCollisions(pulls, globs, none, false, owners).get(8)).toMatchObject({
      clashes: [{ other: 3, holds: 'trusted' }],
    });
    const handed = { ...owners, handed: new Map([[key, 8]]) };
    expect(findCollisions(pulls, globs, none, false, handed).get(3)).toMatchObject({
      clashes: [{ other: 8, holds: 'handed' }],
    });
  });
});

describe('groupClashes (a merge group commit)', () => {
  const names = (entries: [string, string[]][]) => new Map([['migrations/*_*.sql', new Map(entries)]]);

  it('a name the group adds that another path of its tree holds', () => {
    const added = [add('migrations/0042_b.sql'), add('migrations/0043_c.sql')];
    const tree = names([
      ['42', ['migrations/0042_a.sql', 'migrations/0042_b.sql']],
      ['43', ['migrations/0043_c.sql']],
    ]);
    expect(groupClashes(added, globs, tree)).toEqual([
      {
        other: 'base',
        glob: 'migrations/*_*.sql',
        name: '42',
        paths: ['migrations/0042_b.sql'],
        otherPaths: ['migrations/0042_a.sql'],
      },
    ]);
  });

  it('names the base already held twice, and edits, are not the group’s doing', () => {
    const tree = names([['1', ['migrations/1_a.sql', 'migrations/01_b.sql']]]);
    expect(groupClashes([edit('migrations/1_a.sql', 'e'.repeat(40))], globs, tree)).toEqual([]);
    expect(groupClashes([], globs, tree)).toEqual([]);
  });

  it('a squashed migration the group adds beside the migration it replaces is no clash', () => {
    const tree = names([['1', ['migrations/0001_initial.sql', 'migrations/0001_initial_squashed_0004_x.sql']]]);
    expect(groupClashes([add('migrations/0001_initial_squashed_0004_x.sql')], globs, tree)).toEqual([]);
  });
});

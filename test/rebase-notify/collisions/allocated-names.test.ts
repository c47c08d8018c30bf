import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import {
  allocatedName,
  isSquashed,
  normalizedName,
  parseAllocatedGlob,
} from '../../../src/rebase-notify/collisions/allocated-names.js';

describe('allocated-names globs', () => {
  const migrations = parseAllocatedGlob('migrations/*_*.sql');

  it('the allocated name is what the first * matches', () => {
    expect(allocatedName(migrations, 'migrations/0042_add_users.sql')).toBe('42');
    expect(allocatedName(parseAllocatedGlob('docs/adr/*-*.md'), 'docs/adr/0007-use-git.md')).toBe('7');
    expect(allocatedName(parseAllocatedGlob('db/v*.sql'), 'db/vbeta.sql')).toBe('beta');
  });

  it('names made of digits compare as numbers: padding does not dodge the rule', () => {
    expect(allocatedName(migrations, 'migrations/0042_a.sql')).toBe(allocatedName(migrations, 'migrations/042_b.sql'));
    expect(allocatedName(migrations, 'migrations/42_c.sql')).toBe('42');
    expect(allocatedName(migrations, 'migrations/0000_init.sql')).toBe('0');
    // Not only digits: compared as written.
    expect(allocatedName(migrations, 'migrations/0042a_x.sql')).toBe('0042a');
  });

  it('* does not cross /, and the whole path must match', () => {
    expect(allocatedName(migrations, 'migrations/sub/0042_a.sql')).toBeUndefined();
    expect(allocatedName(migrations, 'old/migrations/0042_a.sql')).toBeUndefined();
    expect(allocatedName(migrations, 'migrations/0042_a.sql.bak')).toBeUndefined();
    expect(allocatedName(migrations, 'migrations/0042.sql')).toBeUndefined();
  });

  it('regex characters in a glob are literal', () => {
    const g = parseAllocatedGlob('a.b/(x)*+.sql');
    expect(allocatedName(g, 'a.b/(x)7+.sql')).toBe('7');
    expect(allocatedName(g, 'aXb/(x)7+.sql')).toBeUndefined();
  });

  it('names with newlines, spaces and leading dashes are names', () => {
    expect(allocatedName(migrations, 'migrations/-1_\nx y.sql')).toBe('-1');
  });

  it('refuses a glob that allocates nothing, or is not a plain relative path glob, in one line naming the glob', () => {
    for (const bad of [
      'migrations/0042.sql',
      'migrations/**/*.sql',
      'm/[0-9]*.sql',
      '/m/*.sql',
      'm/../*.sql',
      'm/{a,b}*.sql',
    ]) {
      let error: unknown;
      try {
        parseAllocatedGlob(bad);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toContain(bad);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('knows the literal folder a glob lives under', () => {
    expect(migrations.folder).toBe('migrations/');
    expect(parseAllocatedGlob('*_x.sql').folder).toBe('');
    expect(parseAllocatedGlob('db/m*/x.sql').folder).toBe('db/');
  });

  it('a wildcard in a folder namespaces the name: each folder numbers its own, the folder is no name', () => {
    const apps = parseAllocatedGlob('*/migrations/*_*.py');
    expect(apps.namespaced).toBe(true);
    expect(allocatedName(apps, 'orders/migrations/0042_add.py')).toBe('orders/migrations/42');
    expect(allocatedName(apps, 'orders/migrations/042_b.py')).toBe('orders/migrations/42');
    expect(allocatedName(apps, 'users/migrations/0042_add.py')).toBe('users/migrations/42');
    expect(allocatedName(apps, 'orders/sub/migrations/0042_add.py')).toBeUndefined();
    const saleor = parseAllocatedGlob('saleor/*/migrations/*_*.py');
    expect(saleor.folder).toBe('saleor/');
    expect(allocatedName(saleor, 'saleor/order/migrations/0190_x.py')).toBe('saleor/order/migrations/190');
    // No * in the file name: the first * is the name, wherever it is (one folder per name).
    const rfcs = parseAllocatedGlob('rfcs/*/README.md');
    expect(rfcs.namespaced).toBe(false);
    expect(allocatedName(rfcs, 'rfcs/0007/README.md')).toBe('7');
    expect(migrations.namespaced).toBe(false);
  });

  it("names as an operator writes them compare as the index's", () => {
    expect(normalizedName('0042')).toBe('42');
    expect(normalizedName('orders/migrations/0042')).toBe('orders/migrations/42');
    expect(normalizedName('add-users')).toBe('add-users');
  });

  it("knows Django's squashed migrations by name", () => {
    expect(isSquashed('netbox/extras/migrations/0001_initial_squashed_0010_customfield_filter_logic.py')).toBe(true);
    expect(isSquashed('netbox/extras/migrations/0060_squashed_0086.py')).toBe(true);
    expect(isSquashed('netbox/extras/migrations/0001_initial.py')).toBe(false);
    expect(isSquashed('a_squashed_dir/0001_initial.py')).toBe(false);
  });
});

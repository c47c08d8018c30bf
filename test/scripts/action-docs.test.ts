import { describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import { literalText, renderTables } from '../../scripts/action-docs.js';

describe('the generated inputs tables keep globs literal', () => {
  it('puts a word with a glob in a code span and escapes an underscore at a word edge', () => {
    expect(literalText('one glob a line, such as migrations/*_*.sql; the first * is a name')).toBe(
      'one glob a line, such as `migrations/*_*.sql`; the first `*` is a name',
    );
    expect(literalText('(agent/** branches) and `already/*_code*` stay')).toBe(
      '(`agent/**` branches) and `already/*_code*` stay',
    );
    expect(literalText('_lead and trail_ but no_checks')).toBe('\\_lead and trail\\_ but no_checks');
  });

  it('survives prettier as the glob it is', async () => {
    const tables = renderTables({
      inputs: { 'allocated-names': { description: 'such as migrations/*_*.sql | or docs/**', default: '' } },
    });
    const formatted = await prettier.format(tables, { parser: 'markdown' });
    expect(formatted).toContain('`migrations/*_*.sql` \\| or `docs/**`');
    expect(formatted).not.toContain('_\\_');
  });
});

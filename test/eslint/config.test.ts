// The repository's own eslint.config.js, as `npm run lint` runs it: the house rules are on for src/.
import { describe, expect, it } from 'vitest';
import { lintTreeAsRepository } from './lint-fixture.js';

const clean = {
  'src/core/pr/view.ts': 'export interface View {\n  number: number;\n}\n',
  'src/gate/decide.ts':
    "import type { View } from '../core/pr/view.js';\n\nexport const passes = (v: View) => v.number > 0;\n",
  'src/gate/messages.ts': "export const line = (ok: boolean) => (ok ? 'passes' : 'refused');\n",
  'src/gate/shell.ts': [
    "import type { View } from '../core/pr/view.js';",
    "import { passes } from './decide.js';",
    "import { line } from './messages.js';",
    '',
    'export const run = (v: View) => line(passes(v));',
    '',
  ].join('\n'),
  'src/gate/index.ts': "export { run } from './shell.js';\n",
  'src/cli/verify.ts': "import { run } from '../gate/index.js';\n\nexport const check = run;\n",
};

describe('eslint.config.js', () => {
  it('passes a tree that keeps to the rooms', async () => {
    expect(await lintTreeAsRepository(clean)).toEqual([]);
  });

  it('fails on an import cycle', async () => {
    const problems = await lintTreeAsRepository({
      ...clean,
      'src/gate/messages.ts': [
        "import type { run } from './shell.js';",
        '',
        "export const line = (ok: boolean, _r?: typeof run) => (ok ? 'passes' : 'refused');",
        '',
      ].join('\n'),
    });
    expect(problems.map((p) => [p.file, p.rule])).toEqual([
      ['src/gate/messages.ts', 'mergexo/no-cycle'],
      ['src/gate/shell.ts', 'mergexo/no-cycle'],
    ]);
  });

  it('fails on an import across rooms', async () => {
    const problems = await lintTreeAsRepository({
      ...clean,
      'src/cli/verify.ts': "import { passes } from '../gate/decide.js';\n\nexport const check = passes;\n",
    });
    expect(problems.map((p) => [p.file, p.rule, p.message.slice(0, 10)])).toEqual([
      ['src/cli/verify.ts', 'mergexo/rooms', 'rooms (d):'],
    ]);
  });
});

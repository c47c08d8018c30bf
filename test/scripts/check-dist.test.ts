import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a JavaScript module without types
import { compareTrees } from '../../scripts/check-dist.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(files: Record<string, [text: string, mode: number]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mergexo-dist-'));
  dirs.push(dir);
  for (const [file, [text, mode]] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
    chmodSync(path.join(dir, file), mode);
  }
  return dir;
}

describe('check-dist', () => {
  it('reports a command that lost its executable bit, with the fix', () => {
    const fresh = tree({ 'cli/index.js': ['#!/usr/bin/env node\n', 0o755], 'a/index.js': ['a\n', 0o644] });
    const committed = tree({ 'cli/index.js': ['#!/usr/bin/env node\n', 0o644], 'a/index.js': ['a\n', 0o644] });
    expect(compareTrees(fresh, committed)).toEqual([
      'executable bit differs from a fresh build: dist/cli/index.js (git update-index --chmod=+x)',
    ]);
    expect(compareTrees(fresh, fresh)).toEqual([]);
  });
});

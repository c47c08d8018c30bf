import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_WORKFLOW, TOKEN_WORKFLOW, tokenWorkflow } from '../../scripts/token-workflow.js';

const read = (f: string) => readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8');

describe('the GITHUB_TOKEN entry point is generated from the App one', () => {
  it('is up to date (npm run workflows)', () => {
    expect(read(TOKEN_WORKFLOW)).toBe(tokenWorkflow(read(APP_WORKFLOW)));
  });

  it('keeps every other line as written: only the App inputs, secrets, environments and steps go', () => {
    const app = read(APP_WORKFLOW).split('\n');
    const token = read(TOKEN_WORKFLOW).split('\n');
    const rest = new Set(app);
    for (const line of token.slice(token.findIndex((l) => l.startsWith('name:')))) {
      if (line.includes('github-token: ${{ secrets.github-token || github.token }}')) continue;
      expect(rest.has(line), line).toBe(true);
    }
  });

  it('refuses an App workflow whose header lost a paragraph it keeps', () => {
    expect(() => tokenWorkflow('# nothing\nname: x\n')).toThrow(/header/);
  });
});

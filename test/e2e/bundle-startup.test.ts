// What a bundle loads before it knows a run proceeds: its index.js holds mergexo's own modules only;
// the heavy packages sit in chunk files loaded with `await import()` once a run needs them
// (CONTRIBUTING: "A bundle starts fast"). How fast is measured by `npm run bench`, never here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FakeGitHub } from '../../fake-github/index.js';
import { REPO_ROOT, runAction } from '../support/run-action.js';

const ACTIONS = ['ci-wait', 'history-guard', 'mergexo', 'rebase-notify', 'write-root-gate'];

/** A string each package's own code carries, and mergexo's never does. */
const HEAVY: Record<string, string> = {
  Octokit: 'octokit-core.js/',
  undici: 'UndiciError',
  '@actions/http-client': 'HttpClientResponse',
  '@actions/exec': 'ToolRunner',
  yaml: 'YAMLParseError',
  minimatch: 'class Minimatch',
};

const distOf = (action: string) => path.join(REPO_ROOT, 'dist', action);

describe.each(ACTIONS)('dist/%s', (action) => {
  it('index.js loads none of the heavy packages; chunks beside it hold them', () => {
    const entry = readFileSync(path.join(distOf(action), 'index.js'), 'utf8');
    for (const [pkg, marker] of Object.entries(HEAVY)) expect(entry.includes(marker), pkg).toBe(false);
    const chunks = readdirSync(distOf(action)).filter((f) => /^chunk-[A-Z0-9]+\.js$/.test(f));
    if (action !== 'mergexo') expect(chunks.length).toBeGreaterThan(0);
  });
});

describe('a run refused on its event', () => {
  it('fails with the fix, having made no request', async () => {
    const gh = await FakeGitHub.start();
    try {
      for (const action of ['ci-wait', 'history-guard', 'rebase-notify', 'write-root-gate']) {
        const result = await runAction({
          action,
          event: { name: 'deployment', payload: {} },
          apiUrl: gh.apiUrl,
          repository: 'acme/widgets',
        });
        expect(result.exitCode, action).toBe(1);
        expect(result.errorLine, action).toMatch(/does not handle the 'deployment' event/);
      }
      expect(gh.requests).toEqual([]);
    } finally {
      await gh.stop();
    }
  });
});

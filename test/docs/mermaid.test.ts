// Every mermaid diagram of the docs parses with mermaid's own parser, the one GitHub renders them with, run
// headless: mermaid sanitizes labels with DOMPurify, which needs a DOM, so linkedom provides one (no browser).
// README's diagram names every action, the event that runs it, and what a pull request shows.
//
// mermaid and linkedom are not the project's dependencies: with theirs they were a third of the files `npm ci`
// writes, which CI waits for before anything else starts. They are a package of their own,
// test/docs/diagram-parser/ (its lockfile pins them), which .ci/run installs beside the project's and this file
// installs (`npm ci` there, once) when it finds it missing or not at the locked versions.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-action.js';

const PARSER_DIR = path.join(REPO_ROOT, 'test', 'docs', 'diagram-parser');
const PARSER_PACKAGES = ['mermaid', 'linkedom'];

/** Whether the parser package's node_modules holds the versions its lockfile pins. */
function parserInstalled(): boolean {
  const lock = JSON.parse(readFileSync(path.join(PARSER_DIR, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  return PARSER_PACKAGES.every((name) => {
    const manifest = path.join(PARSER_DIR, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return false;
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    return version === lock.packages[`node_modules/${name}`]?.version;
  });
}

type Mermaid = { parse: (text: string) => Promise<{ diagramType: string }> };
let mermaid: Mermaid;

beforeAll(async () => {
  if (!parserInstalled()) {
    try {
      execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: PARSER_DIR, stdio: 'pipe' });
    } catch (e) {
      const why = e instanceof Error ? e.message.split('\n').slice(0, 3).join(' ') : String(e);
      throw new Error(
        `the diagram check needs mermaid, and installing it failed (${why}): run \`npm ci\` in ` +
          "test/docs/diagram-parser (it reaches the npm registry, as the project's own install did), then re-run.",
      );
    }
  }
  const resolve = createRequire(path.join(PARSER_DIR, 'package.json')).resolve;
  const load = (name: string): Promise<Record<string, unknown>> => import(pathToFileURL(resolve(name)).href);
  const { parseHTML } = (await load('linkedom')) as {
    parseHTML: (html: string) => { window: { document: unknown } };
  };
  const { window } = parseHTML('<!doctype html><html><head></head><body></body></html>');
  Object.assign(globalThis, { window, document: window.document });
  mermaid = (await load('mermaid')).default as Mermaid;
}, 300_000);

/** Every ```mermaid block of the markdown files git tracks, with where it starts. */
function diagrams(): { where: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '*.md'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim().split('\n');
  return files.flatMap((file) => {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    return [...text.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => ({
      where: `${file}:${text.slice(0, m.index).split('\n').length}`,
      text: m[1] ?? '',
    }));
  });
}

describe('mermaid diagrams', () => {
  const found = diagrams();

  it('are found: README, how it works, the house, the actions', () => {
    expect(found.map((d) => d.where.split(':')[0])).toEqual(
      expect.arrayContaining(['README.md', 'docs/how-it-works.md', 'CONTRIBUTING.md']),
    );
  });

  it.each(found.map((d) => [d.where, d.text]))('%s parses', async (_where, text) => {
    await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: expect.stringMatching(/^[a-zA-Z0-9-]+$/) });
  });

  it('refuses a broken flowchart, so a parse above means something', async () => {
    await expect(mermaid.parse('flowchart LR\n  A["opened" -->|"x"| B\n')).rejects.toThrow(/Parse error on line 2/);
    await expect(mermaid.parse('flowchart LR\n  A --> B[\n')).rejects.toThrow(/Parse error/);
  });

  it("README's shows each action, the events that run it, and what a pull request shows", () => {
    const readme = found.filter((d) => d.where.startsWith('README.md:'));
    expect(readme).toHaveLength(1);
    const text = readme[0]?.text ?? '';
    expect(text.startsWith('flowchart ')).toBe(true);
    for (const word of [
      'history-guard',
      'write-root-gate',
      'ci-wait',
      'rebase-notify',
      'merge_group',
      'workflow_dispatch',
      'mergexo/history-guard',
      'mergexo/write-root-gate',
      'mergexo/ci-wait',
      'mergexo/rebase',
      'mergexo/collision',
      'mergexo:blocked',
      'mergexo:quarantined',
      'Would fail: ...',
    ]) {
      expect([word, text.includes(word)]).toEqual([word, true]);
    }
  });
});

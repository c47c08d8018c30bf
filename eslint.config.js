// ESLint flat config: the recommended JavaScript rules plus typescript-eslint's
// recommended set (syntax-only, no type information, so `npm run lint` stays fast).
// Type errors are the job of `npm run typecheck`; the house rules of the `mergexo` plugin (eslint/) read
// the import graph with the TypeScript parser, once per run.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import mergexo from './eslint/plugin.js';

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
  // The house's walls (eslint/): no import cycles under src/, and each room imports only what
  // CONTRIBUTING's "The house in one picture" lets it.
  {
    files: ['src/**/*.ts'],
    plugins: { mergexo },
    rules: {
      'mergexo/no-cycle': ['error', { allow: CYCLE_ALLOWLIST }],
      'mergexo/rooms': ['error', { allow: ROOMS_ALLOWLIST }],
    },
  },
  // The port to GitHub (src/core/github/port.ts): only its Octokit implementation and the client factory touch
  // Octokit's `rest`, `graphql`, `request` and `paginate`; everything else calls the port, whose methods name
  // their routes and permissions once (src/core/github/routes.ts). `x.rest.a.b` is how a REST method is reached,
  // which a plain field named `rest` (`e.rest.length`) is not.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/core/github/octokit/**', 'src/core/github/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(graphql|request|paginate)$/]',
          message: 'Reach GitHub through the port (GitHubPort in src/core/github/port.ts), not Octokit.',
        },
        {
          selector: "MemberExpression[object.object.type='MemberExpression'][object.object.property.name='rest']",
          message: 'Reach GitHub through the port (GitHubPort in src/core/github/port.ts), not Octokit.',
        },
      ],
    },
  },
);

import { defineConfig } from 'vitest/config';

// CI and developer machines have 2 cores. Test files run in parallel, two at a time, in
// forked processes: e2e tests spawn the built actions as child processes and run a fake
// GitHub server in the test process, so more workers than cores only adds contention.
//
// The files that run the built bundles (test/e2e, test/attacks, test/cli) share their workers: a worker starts
// once and keeps the modules it loaded (the fake GitHub, GitHub's GraphQL schema) from one file to the next,
// instead of a fresh process per file. Measured on 8 of these files: about a tenth less CPU, the same results.
// They may: none of them leaves process.env changed (an in-process run restores it: test/e2e/support/run-in-process.ts),
// mocks a module or fakes timers, and each starts and stops its own fake GitHub. The other files keep a process each, because some change the environment or spy on the runner.
const SHARED_WORKERS = ['test/e2e/**/*.test.ts', 'test/attacks/**/*.test.ts', 'test/cli/**/*.test.ts'];

const common = {
  exclude: ['**/node_modules/**', 'dist/**', '.tmp/**'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Each test's clock, which the children it starts follow (test/support/child-limit.ts).
  setupFiles: ['test/support/child-limit-setup.ts'],
} as const;

export default defineConfig({
  test: {
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      {
        test: {
          ...common,
          name: 'units',
          include: ['test/**/*.test.ts'],
          exclude: [...common.exclude, ...SHARED_WORKERS],
        },
      },
      { test: { ...common, name: 'runs', include: SHARED_WORKERS, isolate: false } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// CI and developer machines have 2 cores. Test files run in parallel, two at a time, in
// forked processes: e2e tests spawn the built actions as child processes and run a fake
// GitHub server in the test process, so more workers than cores only adds contention.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', '.tmp/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});

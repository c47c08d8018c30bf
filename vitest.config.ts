import { defineConfig } from 'vitest/config';

// CI and developer machines have 2 cores. Test files run in parallel, two at a time, in
// forked processes: e2e tests spawn the built actions as child processes and run a fake
// GitHub server in the test process, so more workers than cores only adds contention.
// Forks, not threads: on the 55 pure rule files both cost the same CPU (19.4 s and 20.1 s without isolation), and
// a CLI run in process changes the working directory, which a worker thread cannot.
//
// Test files share their workers (isolate: false): a worker starts once and keeps the modules it loaded (src/, the
// fake GitHub, GitHub's GraphQL schema) from one file to the next, instead of a fresh process per file. What a file
// could leave behind is put back between files by test/support/shared-worker-setup.ts (src/'s run state,
// process.env, the working directory, the exit code) and by vitest (spies, stubbed env and globals); an in-process
// run restores what it changes (test/support/in-process/run.ts). Measured on 102 unit files (test/core, the rule
// folders, test/support), side by side on a loaded 2-core machine: 210 CPU s with a process per file, 138 shared,
// the same 866 tests passing in two shuffled file orders. The files that run the built bundles share the same two
// workers: with a project of their own, each project started its own workers, built the fake's schema and loaded
// src/ again (measured on a quarter of the suite: 94 CPU s in one shared project, 107 to 126 in two).
const common = {
  exclude: ['**/node_modules/**', 'dist/**', '.tmp/**'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks',
  unstubEnvs: true,
  unstubGlobals: true,
  // Each test's clock, which the children it starts follow (test/support/child-limit.ts).
  // And the children a test worker spawns go through the small spawn host (test/support/hosted-spawn.ts).
  setupFiles: [
    'test/support/child-limit-setup.ts',
    'test/support/shared-worker-setup.ts',
    'test/support/spawn-host-setup.ts',
  ],
} as const;

// The only files that need a process of their own: they replace modules, which a shared worker would hand on.
const ISOLATED = [
  // vi.mock('@actions/exec') is hoisted above the imports: src/ modules loaded with it would reach later files.
  'test/write-root-gate/git-snapshot.test.ts',
  // vi.doMock of the words modules and vi.resetModules: the whole module registry is dropped mid-file.
  'test/ci-wait/wording.test.ts',
  'test/rebase-notify/wording.test.ts',
];

export default defineConfig({
  test: {
    // Temporary files on a memory file system where the machine has one (test/support/memory-tmpdir.ts says why).
    globalSetup: ['test/support/memory-tmpdir.ts'],
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      {
        test: {
          ...common,
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...common.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { test: { ...common, name: 'isolated', include: ISOLATED } },
    ],
  },
});

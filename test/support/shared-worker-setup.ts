// vitest setup file of the projects whose files share a worker (vitest.config.ts): a worker runs its files one
// after another and keeps the modules it loaded, so what one file leaves behind must not reach the next. Before
// each file, src/'s run state starts as a new process has it (in-process/run-state.ts); after it, process.env (the
// object and its contents), the working directory and the exit code are put back. vitest itself restores spies,
// stubbed env and stubbed globals between files.
import { afterAll, beforeAll } from 'vitest';
import { resetRunState } from './in-process/run-state.js';

const processEnv = process.env;
let saved: { env: Record<string, string | undefined>; cwd: string; exitCode: typeof process.exitCode };

beforeAll(() => {
  resetRunState();
  saved = { env: { ...process.env }, cwd: process.cwd(), exitCode: process.exitCode };
});

afterAll(() => {
  // A test may have replaced process.env with a plain object (`process.env = { ...saved }`): the real one comes back.
  process.env = processEnv;
  for (const k of Object.keys(process.env)) if (!(k in saved.env)) delete process.env[k];
  for (const [k, v] of Object.entries(saved.env)) if (v !== undefined) process.env[k] = v;
  if (process.cwd() !== saved.cwd) process.chdir(saved.cwd);
  process.exitCode = saved.exitCode;
});

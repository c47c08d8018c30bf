// vitest setup file: the worker's `child_process.spawn` goes through the spawn host (hosted-spawn.ts).
import { installHostedSpawn } from './hosted-spawn.js';

installHostedSpawn();

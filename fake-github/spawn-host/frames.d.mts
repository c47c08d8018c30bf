// Types for frames.mjs (plain JavaScript, so that the host runs without a TypeScript loader).
export declare const FRAME: Readonly<{
  SPAWN: 1;
  STDIN: 2;
  STDIN_END: 3;
  KILL: 4;
  SPAWNED: 11;
  STDOUT: 12;
  STDERR: 13;
  ERROR: 14;
  EXIT: 15;
  CLOSE: 16;
  SYNC_OPEN: 20;
  SYNC_RUN: 21;
}>;

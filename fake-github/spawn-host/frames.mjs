// The frame types of the spawn host's protocol, shared by the host (host.mjs) and its client (client.ts).
export const FRAME = Object.freeze({
  SPAWN: 1,
  STDIN: 2,
  STDIN_END: 3,
  KILL: 4,
  SPAWNED: 11,
  STDOUT: 12,
  STDERR: 13,
  ERROR: 14,
  EXIT: 15,
  CLOSE: 16,
  SYNC_OPEN: 20,
  SYNC_RUN: 21,
});

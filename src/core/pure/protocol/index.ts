/**
 * What the actions say to one another through GitHub: every marker, label and check one action reads from
 * another is declared, rendered and read in this folder, and described in `docs/protocol.md`.
 */
export * from './checks.js';
export * from './ci-wait-rider.js';
export * from './conflict-notice.js';
export * from './ready-mark.js';
export * from './version.js';

/**
 * rebase-notify's public surface for code outside the action (the CLI imports only this file): the label it gives
 * a pull request that overlaps another, which no input renames.
 */
export { OVERLAP_LABEL } from './settings.js';

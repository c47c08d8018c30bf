// Types for the tests that load the plugin (the plugin itself is plain JavaScript).
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export default plugin;

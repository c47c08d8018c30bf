// What main.ts loads once the event is one the gate judges: the rules, the lease file and the
// settings bring minimatch and yaml, which a run refused on its event never needs (the bundle's
// start-up is measured by `npm run bench`).
export { RULE_TEXT } from './decide.js';
export { judgePullRequest } from './gate.js';
export { rootsLine } from './messages.js';
export { parseSettings } from './settings.js';

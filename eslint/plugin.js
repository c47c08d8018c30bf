// The `mergexo` ESLint plugin: the house's rules, checked by `npm run lint`.
import noCycle from './no-cycle.js';
import purity from './purity.js';
import rooms from './rooms.js';

export default {
  meta: { name: 'mergexo' },
  rules: { 'no-cycle': noCycle, purity, rooms },
};

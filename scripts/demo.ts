// `npm run demo`: every outcome a mergexo user meets, one short scene each, on the embedded fake GitHub.
// Every action run is the built dist/ bundle, started the way the Actions runner starts it; every push is a
// real git push. Each scene prints the event that triggered the run, what the run said (exit code, outputs,
// its job summary as plain text) and the PR as its author then sees it (head, labels, mergexo's checks, new
// or edited comments). At the end: mergexo's comments per PR over the whole lifecycle, and how many of them
// ask nothing of the author (the "before" figure of the quiet-PRs work, issue #12). The story is
// scripts/demo-story.ts; test/scripts/demo.test.ts plays it.
import { runAction } from '../test/support/run-action.js';
import { colourWanted } from './demo-text.js';

// Fixed dates for the commits the demo makes (the first commit the fake writes in a new repository carries the
// wall clock, so the SHAs printed still differ from run to run). The fake's git wrapper reads the environment once,
// when it loads: set them first, then load it.
process.env.GIT_AUTHOR_DATE = '2026-01-05T09:00:00Z';
process.env.GIT_COMMITTER_DATE = '2026-01-05T09:00:00Z';
const { playDemo } = await import('./demo-story.js');

const started = performance.now();
await playDemo({
  run: runAction,
  print: (line) => console.log(line),
  colour: colourWanted(process.env, process.stdout.isTTY === true),
});
console.error(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

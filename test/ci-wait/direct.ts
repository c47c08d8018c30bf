// ci-wait's steps called one by one, as its shell calls them, on the fake GitHub: a run started on the world's
// repository, the settings a workflow gives, one PR judged in event mode.
import { parseSettings } from '../../src/ci-wait/settings.js';
import { startRun, type Run } from '../../src/ci-wait/run.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import type { FakeGitHub } from '../../fake-github/index.js';
import { drivenClock, shellOf } from './in-process.js';
import { TOKEN, type World } from './world.js';

export const settingsOf = (more: Record<string, string> = {}) =>
  parseSettings(inputsFromRecord({ 'github-token': TOKEN, ...more }), { job: 'ci-wait' });

/** A run of ci-wait on the world's repository, with its shell context (log lines in `run.ctx.lines`). */
export function runOn(gh: FakeGitHub, world: World): Run & { ctx: ReturnType<typeof shellOf> } {
  const clock = drivenClock();
  const ctx = shellOf(gh, world, clock);
  return { ...startRun(ctx, clock.now(), undefined), ctx };
}

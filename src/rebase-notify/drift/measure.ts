/**
 * The drift phase's reads: where drift is measured (a local git, else GitHub's API) and each PR's drift from
 * its base. A PR that cannot be measured gets a reason, never a guess.
 */
import { ConfigurationError, errorMessage } from '../../core/pure/errors.js';
import { mapLimit } from '../../core/git.js';
import type { ShellContext } from '../../core/shell.js';
import type { DriftResult } from '../rules/drift/plan.js';
import { ApiDrift } from './drift-api.js';
import { GitDrift } from './drift-git.js';
import type { Listed } from '../listing.js';
import { API_SOURCE_NOTE, BORROWED_NOTE, gitRequiredError } from '../messages.js';
import { githubWords } from '../../core/pure/words.js';
import type { RunInput } from '../run-input.js';
import { triesGit, whenGitFails } from '../rules/drift/source.js';

/** The local git when it can be used, else why not (then the API measures). */
export async function chooseSource(ctx: ShellContext, run: RunInput): Promise<{ git?: GitDrift; note?: string }> {
  if (!triesGit(run.settings.driftSource)) return { note: API_SOURCE_NOTE };
  const opened = await GitDrift.open({
    repo: ctx.repo,
    token: run.settings.token,
    serverUrl: run.serverUrl,
    tempDir: run.tempDir,
    ...(run.workspace ? { workspace: run.workspace } : {}),
    log: (m) => ctx.log.info(m),
  });
  if ('unavailable' in opened) {
    if (whenGitFails(run.settings.driftSource) === 'refuse')
      throw new ConfigurationError(gitRequiredError(opened.unavailable));
    return { note: opened.unavailable };
  }
  return { git: opened, ...(opened.borrowed ? { note: BORROWED_NOTE } : {}) };
}

/** Each PR's drift measured by the local git, and the base commits it fetched. */
export async function gitDrifts(
  git: GitDrift,
  pulls: Listed[],
): Promise<{ drifts: Map<number, DriftResult>; bases: Map<string, string> }> {
  const bases = [...new Set(pulls.map((p) => p.view.baseRef))].sort();
  const fetched = await git.fetch(
    bases,
    pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base: p.view.baseRef })),
  );
  const drifts = new Map<number, DriftResult>();
  const measurable: { pull: Listed; baseSha: string }[] = [];
  for (const pull of pulls) {
    const baseSha = fetched.baseShas.get(pull.view.baseRef);
    const missing = fetched.missing.get(pull.view.number);
    if (missing) drifts.set(pull.view.number, { known: false, reason: { kind: 'unfetched', miss: missing } });
    else if (!baseSha)
      drifts.set(pull.view.number, { known: false, reason: { kind: 'base-not-fetched', base: pull.view.baseRef } });
    else measurable.push({ pull, baseSha });
  }
  const results = await git.measureAll(
    measurable.map((m) => ({ base: m.pull.view.baseRef, baseSha: m.baseSha, headSha: m.pull.view.headSha })),
  );
  measurable.forEach((m, i) => drifts.set(m.pull.view.number, results[i] as DriftResult));
  return { drifts, bases: fetched.baseShas };
}

/** Each PR's drift as GitHub's API answers it; a PR it does not answer for is unknown, the rest go on. */
export async function apiDrifts(ctx: ShellContext, pulls: Listed[]): Promise<Map<number, DriftResult>> {
  const api = new ApiDrift(ctx.github, ctx.repo, { clock: ctx.clock });
  const results = await mapLimit(pulls, 4, async ({ view }) => {
    try {
      return await api.measure({
        number: view.number,
        base: view.baseRef,
        baseSha: view.baseSha,
        headSha: view.headSha,
        ...(view.mergeable ? { mergeable: view.mergeable } : {}),
      });
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const unanswered: DriftResult = {
        known: false,
        reason: { kind: 'unanswered', said: githubWords(errorMessage(e)) },
      };
      return unanswered;
    }
  });
  return new Map(pulls.map((p, i) => [p.view.number, results[i] as DriftResult]));
}

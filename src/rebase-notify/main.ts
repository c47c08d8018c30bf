import os from 'node:os';
import * as core from '@actions/core';
import { actionInputs, timeScaleFromEnv } from '../core/action-inputs.js';
import { runEntrypoint } from '../core/entrypoint.js';
import { basicAuthHeader } from '../core/git.js';
import { createGitHubClient } from '../core/github/client.js';
import { setOutputs, writeSummary } from '../core/report.js';
import { readRunContext, requireEvent } from '../core/run-context.js';
import { runRebaseNotify } from './run.js';
import { EVENTS, scopeOf } from './scope.js';
import { parseSettings } from './settings.js';
import { summaryOf } from './summary.js';

const NO_PRS = { behind: [], conflicting: [], notified: [], updated: [], deferred: [], unknown: [] };

await runEntrypoint('rebase-notify', async () => {
  // Outputs exist on every run, also one that fails before it could look at a PR.
  setOutputs(NO_PRS);
  const ctx = readRunContext(process.env);
  requireEvent(ctx, 'rebase-notify', EVENTS);
  const settings = parseSettings(actionInputs);
  core.setSecret(settings.token);
  // The fetch sends the token base64-encoded in a header; mask that spelling too.
  core.setSecret(basicAuthHeader(settings.token).replace(/^AUTHORIZATION: basic /, ''));
  const scope = scopeOf(ctx, settings.base);
  if (scope.kind === 'skip') {
    core.info(`Nothing to do: ${scope.reason}.`);
    await writeSummary({
      heading: 'mergexo/rebase-notify: nothing to do',
      lead: `${scope.reason[0]?.toUpperCase() ?? ''}${scope.reason.slice(1)}.`,
      header: ['PR', 'behind', 'ahead', 'state', 'action taken'],
      rows: [],
    });
    return;
  }

  const timeScale = timeScaleFromEnv(process.env);
  const client = createGitHubClient({
    token: settings.token,
    apiUrl: ctx.apiUrl,
    userAgent: 'mergexo/rebase-notify',
    timeScale,
    log: (m) => core.info(m),
  });
  const requests = { reads: 0, writes: 0 };
  client.hook.before('request', (options) => {
    const isQuery =
      options.url === '/graphql' && !/^\s*mutation\b/.test(String((options as { query?: unknown }).query ?? ''));
    if (options.method === 'GET' || isQuery) requests.reads++;
    else requests.writes++;
  });

  const result = await runRebaseNotify(
    {
      client,
      repo: { owner: ctx.owner, repo: ctx.repo },
      settings,
      serverUrl: ctx.serverUrl,
      tempDir: process.env.RUNNER_TEMP || os.tmpdir(),
      ...(process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {}),
      timeScale,
      now: new Date(),
      log: (m) => core.info(m),
      warn: (m) => core.warning(m),
    },
    scope,
  );

  const numbers = (pick: (p: (typeof result.pulls)[number]) => boolean) =>
    result.pulls.filter(pick).map((p) => p.number);
  setOutputs({
    behind: numbers((p) => p.class === 'behind'),
    conflicting: numbers((p) => p.class === 'conflicting'),
    notified: numbers((p) => p.notified),
    updated: numbers((p) => p.updated),
    deferred: numbers((p) => p.deferred),
    unknown: numbers((p) => p.class === 'unknown'),
  });
  await writeSummary(summaryOf(result, settings, scope, requests));
  if (result.errors.length > 0) {
    core.setFailed(
      `mergexo/rebase-notify: ${result.errors.length} PR(s) could not be updated (${result.errors.join('; ')}). ` +
        'Re-run the job: every write is idempotent, so a re-run completes what is missing without duplicates.',
    );
  }
});

/**
 * `mergexo init --app`, step by step: read, ask `./decide.ts`, write, say what was done. The order is what makes a
 * rerun resume and keeps the key safe:
 *   1. the workflows (local files; a refusal stops everything before GitHub is touched);
 *   2. the environment, limited to the default branch, before any key exists;
 *   3. the App: only when no earlier run finished it. The secret and the variable are first written with
 *      placeholders (proving the token may write both), then the manifest flow, then the key sealed and stored,
 *      the App's slug, and last its id: an App id in the variable with the secret stored means the key was stored;
 *   4. the labels;
 *   5. the wait for the installation (asked with the App's JWT while this run holds the key) and for the App
 *      workflow on the default branch (the ruleset would otherwise block the very pull request that lands it);
 *   6. the ruleset, pinned to the App; a token that may not write it gets it as a file in GitHub's format.
 * The key lives in one variable of `appStep`'s run and in the JWTs signed with it; it is never written to disk or
 * printed, and GitHub's answers are never printed whole.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigurationError } from '../../core/pure/errors.js';
import { answerMessage, TokenRefusedError } from '../../core/github/errors.js';
import type { AppPort, SetupPort } from '../../core/github/setup-port.js';
import type { RepoRef } from '../../core/pure/view.js';
import { APP_ID_VARIABLE, APP_KEY_SECRET } from '../init-files.js';
import type { InitResult } from '../init.js';
import { OUTCOME_WORD } from '../messages.js';
import type { ManifestFlow } from './browser.js';
import { appJwt, seal } from './crypto.js';
import {
  appProgress,
  desiredRuleset,
  environmentHolds,
  planEnvironment,
  requiredChecks,
  rulesetHolds,
  RULESET_NAME,
  type Ruleset,
} from './decide.js';
import { createLabels, mergexoLabels } from '../../core/pr/repo-labels.js';
import { buildManifest } from './manifest.js';
import * as text from './messages.js';
import { appPermissions, missingPermissions } from './permissions.js';

export const APP_SLUG_VARIABLE = 'MERGEXO_APP_SLUG';
export const RULESET_FILE = 'mergexo-ruleset.json';
const PLACEHOLDER = 'mergexo init --app: placeholder, replaced by the App key in the same run';

export interface AppSetupContext {
  repo: RepoRef;
  setup: SetupPort;
  /** The App's port on a client authenticated with `jwt`. */
  appPort: (jwt: string) => AppPort;
  serverUrl: string;
  /** The clone's root: where the workflows are, and where a ruleset the token may not apply is written. */
  root: string;
  environment: string;
  org: string | undefined;
  /** How long to wait for the browser, and for the installation and the landed workflow; how often to look. */
  waitMs: number;
  pollMs: number;
  writeFiles: () => Promise<InitResult>;
  callerText: () => string | undefined;
  startFlow: (opts: {
    newAppUrl: string;
    manifestFor: (r: string) => object;
    timeoutMs: number;
  }) => Promise<ManifestFlow>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  out: (line: string) => void;
}

/** What an App step leaves the later steps: its id and slug, and its key while this run holds it. */
interface AppFacts {
  id: number;
  slug: string | undefined;
  key: string | undefined;
}

const said = (e: unknown): string => answerMessage(e).split('\n')[0] ?? '';
const refused = (e: unknown): boolean => e instanceof TokenRefusedError;

async function step<T>(ctx: AppSetupContext, name: string, run: () => Promise<{ did: string; value: T }>): Promise<T> {
  const started = ctx.now();
  const { did, value } = await run();
  ctx.out(text.stepLine(name, did, ctx.now() - started));
  return value;
}

async function environmentStep(ctx: AppSetupContext, branch: string): Promise<void> {
  const { repo, setup, environment: name } = ctx;
  await step(ctx, 'environment', async () => {
    try {
      const state = await setup.environment(repo, name);
      const patterns =
        state !== 'absent' && state.branchPolicy?.custom_branch_policies ? await setup.branchPolicies(repo, name) : [];
      const plan = planEnvironment(state, patterns, branch);
      const holds = environmentHolds(plan);
      if (plan.setPolicy)
        await setup.putEnvironment(repo, name, { protected_branches: false, custom_branch_policies: true });
      if (plan.addDefault) await setup.addBranchPolicy(repo, name, branch);
      for (const p of plan.remove) await setup.removeBranchPolicy(repo, name, p);
      return { did: text.environmentDid(name, plan, branch, holds), value: undefined };
    } catch (e) {
      if (refused(e)) throw new ConfigurationError(text.environmentRefused(repo, name, ctx.serverUrl, said(e)));
      throw e;
    }
  });
}

async function appStep(ctx: AppSetupContext, owner: string): Promise<AppFacts> {
  const { repo, setup, environment } = ctx;
  return step<AppFacts>(ctx, 'App', async () => {
    const key = await setup.environmentKey(repo, environment);
    const [idVar, slugVar, stored] = await Promise.all([
      setup.variable(repo, APP_ID_VARIABLE),
      setup.variable(repo, APP_SLUG_VARIABLE),
      setup.hasEnvironmentSecret(repo, environment, APP_KEY_SECRET),
    ]);
    const progress = appProgress(idVar, stored);
    if (progress === 'done')
      return { did: text.appAlready(idVar!, slugVar), value: { id: Number(idVar), slug: slugVar, key: undefined } };
    if (progress === 'keyless') ctx.out(text.stepLine('App', text.keylessApp(idVar!, slugVar, ctx.serverUrl), 0));
    // Placeholders first: a token that may not store the key finds out before an App (and its key) exists.
    try {
      await setup.putEnvironmentSecret(repo, environment, APP_KEY_SECRET, {
        encryptedValue: await seal(PLACEHOLDER, key.key),
        keyId: key.keyId,
      });
      await setup.setVariable(repo, APP_ID_VARIABLE, 'pending', idVar !== undefined);
    } catch (e) {
      if (refused(e)) throw new ConfigurationError(text.secretRefused(environment, said(e)));
      throw e;
    }
    const newAppUrl = ctx.org
      ? `${ctx.serverUrl}/organizations/${encodeURIComponent(ctx.org)}/settings/apps/new`
      : `${ctx.serverUrl}/settings/apps/new`;
    const flow = await ctx.startFlow({
      newAppUrl,
      manifestFor: (redirect) => buildManifest(repo, ctx.serverUrl, redirect),
      timeoutMs: ctx.waitMs,
    });
    ctx.out(text.stepLine('App', text.openPage(flow.pageUrl, owner), 0));
    let code: string;
    try {
      code = await flow.code;
    } catch {
      throw new ConfigurationError(text.flowTimedOut(Math.round(ctx.waitMs / 60_000)));
    } finally {
      flow.close();
    }
    let app;
    try {
      app = await setup.convertManifest(code);
    } catch (e) {
      throw new ConfigurationError(text.codeRefused(said(e)));
    }
    // From here until the id is recorded, a stop leaves an App whose key exists nowhere: the rerun says so.
    const sealed = await seal(app.pem, key.key);
    await setup.putEnvironmentSecret(repo, environment, APP_KEY_SECRET, { encryptedValue: sealed, keyId: key.keyId });
    await setup.setVariable(repo, APP_SLUG_VARIABLE, app.slug, slugVar !== undefined);
    await setup.setVariable(repo, APP_ID_VARIABLE, String(app.id), true);
    ctx.out(text.stepLine('App', text.appCreated(app.slug, app.id, app.owner), 0));
    return {
      did: text.keyStored(APP_KEY_SECRET, environment, [APP_ID_VARIABLE, APP_SLUG_VARIABLE]),
      value: { id: app.id, slug: app.slug, key: app.pem },
    };
  });
}

async function labelsStep(ctx: AppSetupContext): Promise<void> {
  await step(ctx, 'labels', async () => {
    const outcomes = await createLabels(ctx.setup, ctx.repo, mergexoLabels());
    const created = outcomes.filter((o) => o.outcome === 'created').map((o) => o.name);
    return { did: text.labelsDid(created, outcomes.length), value: undefined };
  });
}

/** Whether the default branch's caller workflow already calls mergexo as its App. */
async function workflowLanded(ctx: AppSetupContext, branch: string): Promise<boolean> {
  const onBranch = await ctx.setup.file(ctx.repo, '.github/workflows/mergexo.yml', branch);
  return onBranch !== undefined && /\/\.github\/workflows\/mergexo-app\.yml@/.test(onBranch);
}

/** Waits for the installation (while the key is held) and the landed workflow; says what it found. */
async function waitStep(ctx: AppSetupContext, app: AppFacts, branch: string): Promise<boolean> {
  const installUrl = app.slug
    ? `${ctx.serverUrl}/apps/${app.slug}/installations/new`
    : `${ctx.serverUrl}/settings/installations`;
  let installation: { id: number; permissions: Record<string, string> } | 'absent' | 'unknown' = app.key
    ? 'absent'
    : 'unknown';
  let landed = await workflowLanded(ctx, branch);
  if (installation === 'absent' || !landed) {
    if (installation === 'absent') ctx.out(text.stepLine('install', text.installAt(installUrl), 0));
    if (!landed) ctx.out(text.stepLine('workflows', text.landWorkflows(branch), 0));
    ctx.out(text.stepLine('waiting', text.waiting(Math.round(ctx.waitMs / 60_000)), 0));
  }
  const started = ctx.now();
  for (;;) {
    if (installation === 'absent')
      installation = await ctx.appPort(appJwt(app.id, app.key!, Math.floor(ctx.now() / 1000))).installation(ctx.repo);
    if (!landed) landed = await workflowLanded(ctx, branch);
    if ((installation !== 'absent' && landed) || ctx.now() - started >= ctx.waitMs) break;
    await ctx.sleep(ctx.pollMs);
  }
  const took = ctx.now() - started;
  if (installation === 'unknown') ctx.out(text.stepLine('installation', text.installUnknown(installUrl), 0));
  else if (installation === 'absent') ctx.out(text.stepLine('installation', text.notInstalled(installUrl), took));
  else {
    const lacking = missingPermissions(appPermissions(), installation.permissions);
    ctx.out(text.stepLine('installation', text.installed(installation.id, lacking), took));
  }
  ctx.out(text.stepLine('workflows', landed ? text.landed(branch) : text.notLanded(branch), took));
  return installation !== 'absent' && landed;
}

async function rulesetStep(ctx: AppSetupContext, app: AppFacts): Promise<boolean> {
  const { repo, setup } = ctx;
  return step(ctx, 'ruleset', async () => {
    const checks = requiredChecks(ctx.callerText());
    const found = (await setup.rulesets(repo)).find((r) => r.name === RULESET_NAME);
    const existing = found ? ((await setup.ruleset(repo, found.id)) as Ruleset) : undefined;
    const desired = desiredRuleset(app.id, checks, existing);
    if (existing && rulesetHolds(existing, desired))
      return { did: `${RULESET_NAME}: ${text.rulesetDid('unchanged', checks, app.id)}`, value: true };
    try {
      if (found) await setup.updateRuleset(repo, found.id, desired);
      else await setup.createRuleset(repo, desired);
      return { did: `${RULESET_NAME}: ${text.rulesetDid(found ? 'updated' : 'created', checks, app.id)}`, value: true };
    } catch (e) {
      if (!refused(e)) throw e;
      const file = path.join(ctx.root, RULESET_FILE);
      writeFileSync(file, `${JSON.stringify(desired, null, 2)}\n`);
      const api = `repos/${repo.owner}/${repo.repo}/rulesets${found ? `/${found.id}` : ''}`;
      const command = `gh api --method ${found ? 'PUT' : 'POST'} ${api} --input ${RULESET_FILE}`;
      const page = `${ctx.serverUrl}/${repo.owner}/${repo.repo}/settings/rules`;
      return { did: `${RULESET_NAME}: ${text.rulesetRefused(said(e), RULESET_FILE, command, page)}`, value: false };
    }
  });
}

/** Runs every step; 0 when the setup is whole, 1 when it waits on the person (each line says for what). */
export async function runAppSetup(ctx: AppSetupContext): Promise<0 | 1> {
  const facts = await ctx.setup.repository(ctx.repo);
  if (ctx.org !== undefined && (!facts.ownerIsOrganization || ctx.org.toLowerCase() !== facts.owner.toLowerCase()))
    throw new ConfigurationError(
      `--org ${ctx.org}: a private App installs only on the account that owns it, and ${ctx.repo.owner}/${ctx.repo.repo} ` +
        `belongs to ${facts.owner}${facts.ownerIsOrganization ? `: pass --org ${facts.owner}` : ': leave --org out'}.`,
    );
  const org = facts.ownerIsOrganization ? facts.owner : undefined;
  ctx.out(text.header(ctx.repo, facts.defaultBranch));
  await step(ctx, 'workflows', async () => {
    const files = await ctx.writeFiles();
    return { did: text.filesDid(files.files, OUTCOME_WORD), value: undefined };
  });
  await environmentStep(ctx, facts.defaultBranch);
  const app = await appStep({ ...ctx, org }, org ?? facts.owner);
  await labelsStep(ctx);
  const ready = await waitStep(ctx, app, facts.defaultBranch);
  const applied = ready && (await rulesetStep(ctx, app));
  ctx.out(applied ? text.doneAll(ctx.repo) : text.notDone);
  return applied ? 0 : 1;
}

/** Every line `mergexo init --app` prints. A step's line says what it did; nothing here ever holds the App's key. */
import type { RepoRef } from '../../core/pure/view.js';
import type { EnvironmentPlan } from './decide.js';

const full = (r: RepoRef): string => `${r.owner}/${r.repo}`;

export const header = (repo: RepoRef, defaultBranch: string): string =>
  `mergexo init --app for ${full(repo)} (default branch ${defaultBranch}):`;

/** One step's line: its name, what it did, how long it took. */
export const stepLine = (step: string, did: string, ms: number): string =>
  `  ${step.padEnd(12)} ${did} (${(ms / 1000).toFixed(1)} s)`;

export function environmentDid(name: string, plan: EnvironmentPlan, branch: string, holds: boolean): string {
  if (holds) return `${name}: already limited to ${branch}`;
  if (plan.was === 'absent') return `${name}: created, deployment branches: ${branch} only`;
  const removed = plan.remove.length ? `; removed ${plan.remove.map((p) => p.name).join(', ')}` : '';
  return `${name}: limited to ${branch} (was: ${plan.was}${removed})`;
}

export const environmentRefused = (repo: RepoRef, name: string, serverUrl: string, said: string): string =>
  `could not create or limit the environment ${name} (${said}). Nothing was created: no App, no key. An admin of ` +
  `${full(repo)} runs \`mergexo init --app\`, or creates the environment ${name} with deployment branches limited ` +
  `to the default branch at ${serverUrl}/${full(repo)}/settings/environments and you rerun it.`;

export const secretRefused = (name: string, said: string): string =>
  `may not store secrets or variables (${said}). Nothing was created: no App exists without a place for its key. ` +
  `Use a token with Environments: write and Variables: write on the repository (a classic token: repo scope, and ` +
  `admin rights), then rerun \`mergexo init --app\`. The environment ${name} is ready.`;

export const appAlready = (id: string, slug: string | undefined): string =>
  `${slug ?? 'the App'} (id ${id}): created by an earlier run; its key is stored`;

export const keylessApp = (id: string, slug: string | undefined, serverUrl: string): string =>
  `an earlier run created ${slug ?? 'an App'} (id ${id}) but stopped before storing its key, which exists nowhere ` +
  `now: delete that App (${serverUrl}/settings/apps${slug ? `/${slug}/advanced` : ''}). This run creates a new one.`;

export const openPage = (url: string, owner: string): string =>
  `open ${url} in a browser signed in to GitHub as someone who may create Apps for ${owner}: it sends mergexo's ` +
  'manifest to GitHub, where you name and create the App (a name taken on GitHub: change it there).';

export const appCreated = (slug: string, id: number, owner: string): string =>
  `${slug} (id ${id}) created for ${owner}: private, no webhook, the permissions mergexo's jobs use`;

export const flowTimedOut = (minutes: number): string =>
  `no App was created within ${minutes} minutes (the page was not opened, or GitHub did not send the browser back). ` +
  'Nothing was stored: rerun `mergexo init --app`.';

export const codeRefused = (said: string): string =>
  `GitHub did not turn its code into the App (${said}): the code works once, within an hour. If an App was ` +
  'created, delete it on your Apps page; then rerun `mergexo init --app`.';

export const keyStored = (secret: string, environment: string, variables: readonly string[]): string =>
  `${secret} sealed to the environment ${environment} and stored; variables ${variables.join(', ')} set`;

export function labelsDid(created: readonly string[], total: number): string {
  return created.length ? `created ${created.join(', ')}` : `all ${total} present`;
}

export const filesDid = (files: { path: string; outcome: string }[], word: Record<string, string>): string =>
  files.map((f) => `${word[f.outcome] ?? f.outcome} ${f.path}`).join('; ');

export const installAt = (url: string): string => `install the App on this repository: ${url}`;

export const landWorkflows = (branch: string): string =>
  `merge the workflows written above into ${branch} (one pull request): the ruleset waits for them, because it ` +
  'would otherwise block that very pull request';

export const waiting = (minutes: number): string =>
  `waiting up to ${minutes} minutes for both (rerun \`mergexo init --app\` later if you stop it: it resumes)`;

export const installed = (id: number, lacking: readonly string[]): string =>
  lacking.length
    ? `installed (installation ${id}) but without ${lacking.join(', ')}: accept the App's new permissions on the ` +
      'installation page'
    : `installed (installation ${id}) with every permission mergexo's jobs use`;

export const notInstalled = (url: string): string => `not installed yet: install it (${url}), then rerun`;

export const installUnknown = (url: string): string =>
  `not checked: only the App can ask GitHub (its key is only in the environment now). If it is not installed, ` +
  `mergexo's checks never come: ${url}`;

export const landed = (branch: string): string => `the App workflow is on ${branch}`;

export const notLanded = (branch: string): string =>
  `the App workflow is not on ${branch} yet: merge the workflows, then rerun (the ruleset comes then)`;

export const rulesetDid = (
  outcome: 'created' | 'updated' | 'unchanged',
  checks: readonly string[],
  appId: number,
): string =>
  `${outcome === 'unchanged' ? 'already requires' : `${outcome}: requires`} ${checks.join(', ')} from App ${appId} only`;

export const rulesetRefused = (said: string, file: string, command: string, page: string): string =>
  `may not be applied with this token (${said}). Wrote it in GitHub's format to ${file}; an admin applies it with\n` +
  `      ${command}\n    or imports it at ${page} (New ruleset, Import a ruleset)`;

export const doneAll = (repo: RepoRef): string =>
  `Done: ${full(repo)} runs mergexo as its own App, its key usable from the default branch only, and every ` +
  "required mergexo check pinned to it. Check it any time with 'mergexo doctor'.";

export const notDone =
  'Not finished: do what the lines above ask, then rerun `mergexo init --app`; it resumes where this run stopped.';

/**
 * Every word `mergexo doctor` prints: each check's finding as one line, and for a failing one the fix. Fed by the
 * checks `./decide.ts` returns; nothing reads these words back. What the repository controls (file names, label
 * names, patterns, GitHub's answers) is shown with control characters drawn visibly, and quoted in commands.
 */
import type { RepoRef } from '../../core/pure/view.js';
import { logLine, plural, shellWord, visible } from '../../core/untrusted.js';
import type { Check, Finding, Subject } from './findings.js';

export const NO_TOKEN =
  'no GitHub token: set GH_TOKEN or GITHUB_TOKEN to a token of a person who administers the repository ' +
  '(`gh auth token` prints yours); doctor only reads.';

export const repositoryUnreadable = (repo: RepoRef, status: number): string =>
  `GitHub answered ${status} for ${repo.owner}/${repo.repo}: the token in GH_TOKEN/GITHUB_TOKEN cannot read it. ` +
  'Check --repo (or the remote it is read from), and set a token that can.';

export const noSuchBranch = (repo: RepoRef, branch: string): string =>
  `${repo.owner}/${repo.repo} has no branch '${visible(branch)}' (or the token cannot see it): check --branch.`;

export interface Said {
  message: string;
  /** The fix, for a check that does not hold. */
  fix: string | null;
}

interface Context {
  repo: RepoRef;
}

const code = (text: string) => `'${visible(text)}'`;
const list = (items: readonly string[]) => items.map(code).join(', ');
const at = (ms: number) => new Date(ms).toISOString();
const APP_SETUP = 'docs/operators.md, "mergexo as its own GitHub App"';

function subjectText(s: Subject): string {
  switch (s.what) {
    case 'workflows':
      return `the workflows on ${code(s.branch)}`;
    case 'called-workflow':
      return `the reusable workflow ${code(s.uses)}`;
    case 'variable':
      return `the repository variable ${code(s.name)}`;
    case 'installation':
      return "the App's installations";
    case 'environment':
      return `the environment ${code(s.env)}`;
    case 'branch-policies':
      return `the deployment branch policies of the environment ${code(s.env)}`;
    case 'environment-secret':
      return `whether the environment ${code(s.env)} has the secret ${s.name}`;
    case 'repository-secret':
      return `whether the repository has a secret ${s.name}`;
    case 'labels':
      return "the repository's labels";
    case 'workflow-permissions':
      return "the repository's default workflow permissions";
  }
}

const ok = (message: string): Said => ({ message, fix: null });
const bad = (message: string, fix: string): Said => ({ message, fix });

function rulesetFix(repo: RepoRef, check: string, what: string): string {
  return (
    `${what} in the ruleset of the branch (Settings, Rules, Rulesets, "Require status checks to pass", source: ` +
    `mergexo's App; or \`gh api repos/${repo.owner}/${repo.repo}/rulesets\` to find it), or with \`npx mergexo ` +
    `init --app\`, which creates that ruleset: ${code(check)}.`
  );
}

/** The words of one finding. */
export function said(finding: Finding, ctx: Context): Said {
  const repo = `${ctx.repo.owner}/${ctx.repo.repo}`;
  switch (finding.kind) {
    case 'unreadable':
      return bad(
        `could not read ${subjectText(finding.subject)}: GitHub answered ${finding.status ?? 'nothing'} ` +
          `(${visible(finding.said)}), so doctor cannot tell whether it holds.`,
        `run doctor with a token that may read it (GH_TOKEN or GITHUB_TOKEN): ${finding.needs}.`,
      );
    case 'callers':
      return ok(`mergexo runs from ${list(finding.files)}.`);
    case 'no-caller':
      return bad(
        `no workflow on ${code(finding.branch)} runs mergexo on pull requests, so nothing judges them.`,
        '`npx mergexo init --app` writes the caller workflow; land it on the default branch.',
      );
    case 'workflow-broken':
      return bad(
        `${code(finding.file)} is not valid YAML (${visible(finding.said)}): GitHub runs nothing from it.`,
        `fix the YAML of ${code(finding.file)} on the default branch.`,
      );
    case 'trigger-target':
      return ok(
        `${code(finding.file)} runs on pull_request_target: GitHub runs the default branch's copy of it, so a ` +
          'pull request cannot change the settings that judge it, and its runs may read the environment.',
      );
    case 'trigger-pull-request':
      return bad(
        `${code(finding.file)} runs on pull_request: GitHub runs the pull request's own copy of it, so an agent ` +
          'can change the settings that judge its pull request (enforcement, write-roots), and those runs never ' +
          "get the environment's key (their ref is refs/pull/<n>/merge).",
        `in ${code(finding.file)}, replace pull_request with pull_request_target (examples/caller.yml).`,
      );
    case 'trigger-types':
      return bad(
        `${code(finding.file)} runs on pull_request_target without the types ${list(finding.missing)}: ` +
          'heads pushed then are never judged, and the required checks never report on them.',
        `add ${finding.missing.join(', ')} to pull_request_target's types in ${code(finding.file)}.`,
      );
    case 'calls-actions':
      return bad(
        `${code(finding.file)} runs mergexo's actions directly (${code(finding.uses)}): doctor judges the setup ` +
          "of mergexo's reusable workflow, whose jobs it can read.",
        'call mergexo-app.yml from the caller workflow (`npx mergexo init --app` writes it), or check the job by hand ' +
          `against ${APP_SETUP}.`,
      );
    case 'called':
      return ok(`the caller uses ${code(finding.uses)}; its inputs' defaults and its tokens' permissions count.`);
    case 'called-invalid':
      return bad(
        `${code(finding.uses)} is not a reusable workflow doctor can read (no workflow_call).`,
        "point `uses:` at mergexo's reusable workflow, .github/workflows/mergexo-app.yml at a release.",
      );
    case 'enforcing':
      return ok('every caller enforces (enforcement: enforce).');
    case 'observing':
      return ok(
        `every caller observes (enforcement: observe): mergexo judges and reports, and enforces nothing yet; when ` +
          'the reports look right, set `enforcement: enforce` and `enforced-since` to the time of the switch in ' +
          'every caller (docs/getting-started.md).',
      );
    case 'enforcement-unknown':
      return bad(
        `${code(finding.file)} sets enforcement to ${code(finding.value)}, which is not enforce or observe as ` +
          'written (an expression is judged only when the workflow runs).',
        `write \`enforcement: enforce\` in ${code(finding.file)}.`,
      );
    case 'enforcement-differs':
      return bad(
        `the callers disagree on enforcement: ${finding.values.map((v) => `${code(v.file)}: ${code(v.value || '(default)')}`).join(', ')}; ` +
          "an operator's unblock would not judge as the pull request runs do.",
        'keep the settings block the same in every caller (mergexo.yml and mergexo-operator.yml).',
      );
    case 'since-set':
      return ok(`enforced since ${at(finding.at)}: rewrites GitHub recorded before then are not held against anyone.`);
    case 'since-unset':
      return ok('enforced-since is not set: every rewrite GitHub recorded counts, however old.');
    case 'since-invalid':
      return bad(
        `${code(finding.file)} sets enforced-since to ${code(finding.value)}, which history-guard refuses (an ISO ` +
          '8601 date and time with a zone is needed): every history-guard run fails.',
        `set it to the moment of the switch, such as 2026-11-28T09:00:00Z, in ${code(finding.file)}.`,
      );
    case 'since-future':
      return bad(
        `enforced-since is ${at(finding.at)}, in the future: rewrites until then block nothing.`,
        'set enforced-since to the moment enforcement started.',
      );
    case 'since-differs':
      return bad(
        `the callers disagree on enforced-since: ${finding.values.map((v) => `${code(v.file)}: ${code(v.value || '(empty)')}`).join(', ')}.`,
        'keep the settings block the same in every caller (mergexo.yml and mergexo-operator.yml).',
      );
    case 'requirements-unknown':
      return bad(
        `could not read what ${code(finding.branch)} requires: ${visible(finding.why)}.`,
        `run doctor with a token that may read it (GH_TOKEN or GITHUB_TOKEN): ${finding.needs}.`,
      );
    case 'required':
      return ok(`${code(finding.check)} is required on ${code(finding.branch)}.`);
    case 'not-required':
      return bad(
        `${code(finding.check)} is not required on ${code(finding.branch)}: a pull request it refuses can still merge.`,
        rulesetFix(ctx.repo, finding.check, 'require it'),
      );
    case 'pinned':
      return ok(`${code(finding.check)} counts only from mergexo's App (${finding.appId}).`);
    case 'unpinned':
      return bad(
        `${code(finding.check)} is required from any source: a check of that name written by any workflow ` +
          "(GITHUB_TOKEN included) satisfies it, so an agent's own workflow can forge a pass.",
        rulesetFix(ctx.repo, finding.check, `pin it to the App (integration_id ${finding.appId})`),
      );
    case 'pinned-elsewhere':
      return bad(
        `${code(finding.check)} is pinned to the App ${finding.others.join(' and ')}, ` +
          `not mergexo's (${finding.appId}): mergexo's check never satisfies it.`,
        rulesetFix(ctx.repo, finding.check, `pin it to mergexo's App (integration_id ${finding.appId})`),
      );
    case 'no-queue':
      return ok(`${code(finding.branch)} requires no merge queue.`);
    case 'queue-subscribed':
      return ok(`${code(finding.branch)} requires a merge queue, and mergexo answers merge_group.`);
    case 'queue-unsubscribed':
      return bad(
        `${code(finding.branch)} requires a merge queue, but ${list(finding.files)} does not run on merge_group: ` +
          "mergexo's required checks never report on a merge group, and the queue drops every entry.",
        `add \`merge_group:\` to the \`on:\` of ${list(finding.files)}.`,
      );
    case 'app':
      return ok(
        `mergexo acts as the App ${visible(finding.app)}` +
          `${finding.variable ? ` (the repository variable ${finding.variable})` : ''}.`,
      );
    case 'no-app':
      return bad(
        `${code(finding.file)} runs mergexo as GITHUB_TOKEN, an identity every workflow of the repository shares: ` +
          'a workflow an agent adds can write a passing mergexo check, and no required check can be pinned to mergexo.',
        `\`npx mergexo init --app\` makes mergexo an App of its own (${APP_SETUP}).`,
      );
    case 'app-variable-missing':
      return bad(
        `the caller takes the App's id from the repository variable ${code(finding.name)}, which does not exist: ` +
          'every mergexo job fails before it judges.',
        `\`gh variable set ${shellWord(finding.name)} --repo ${repo} --body <App ID>\`.`,
      );
    case 'app-id-invalid':
      return bad(
        `the App's id ${finding.variable ? `(variable ${code(finding.variable)}) ` : ''}is ${code(finding.value)}, ` +
          "neither an App's ID nor its Client ID: every mergexo job fails before it judges.",
        "set it to the App's ID or Client ID, both on the App's settings page.",
      );
    case 'app-id-expression':
      return bad(
        `the caller passes app-id as ${code(finding.text)}, which doctor cannot resolve.`,
        "pass `app-id: ${{ vars.MERGEXO_APP_ID }}` (a repository variable holding the App's ID).",
      );
    case 'installed':
      return ok(
        `the App ${code(finding.slug)} (${finding.appId}) is installed on ${repo}` +
          `${finding.selected ? ' (selected repositories)' : ''}.`,
      );
    case 'not-installed':
      return bad(
        `the App ${visible(finding.app)} is not installed on ${repo} (as far as this token's person can see): no job can ` +
          'mint its token, and every mergexo job fails.',
        "install it on this repository (the App's page, Install App, Only select repositories).",
      );
    case 'installation-excludes':
      return bad(
        `the App ${code(finding.slug)} is installed, but not on ${repo}: every mergexo job fails to mint its token.`,
        `add ${repo} to the installation's repositories (its settings, Repository access).`,
      );
    case 'installation-selection-unknown':
      return bad(
        `the App ${code(finding.slug)} is installed on selected repositories, and GitHub would not list them for ` +
          `this token, so doctor cannot tell whether ${repo} is one.`,
        "check the installation's Repository access, or run doctor with a token that may list them.",
      );
    case 'installation-suspended':
      return bad(
        `the installation of the App ${code(finding.slug)} is suspended: every mergexo job fails to mint its token.`,
        "unsuspend it (the installation's settings).",
      );
    case 'permissions-granted':
      return ok(
        `the installation grants what mergexo's jobs ask for: ${Object.entries(finding.needed)
          .map(([n, l]) => `${n}: ${l}`)
          .join(', ')}.`,
      );
    case 'permissions-missing':
      return bad(
        `the installation of the App ${code(finding.slug)} lacks ${finding.missing
          .map(
            (m) =>
              `${m.name}: ${m.needed}${m.granted ? ` (it has ${m.granted})` : ''}` +
              `${m.when ? ` (asked when ${visible(m.when)})` : ''}`,
          )
          .join(', ')}: the jobs that ask for it fail to mint their token.`,
        "grant it in the App's settings (Permissions and events), then accept the new permissions on the " +
          'installation (its settings page asks for the review).',
      );
    case 'no-environment':
      return bad(
        `${code(finding.file)} passes no environment: no job has the App's key.`,
        `pass \`environment: mergexo\` (the environment holding ${'MERGEXO_APP_PRIVATE_KEY'}), as ${APP_SETUP} shows.`,
      );
    case 'environment-limited':
      return ok(
        `the environment ${code(finding.env)} gives its key only to runs on ${code(finding.branch)}` +
          `${finding.queue ? ' and the merge queue' : ''}.`,
      );
    case 'environment-missing':
      return bad(
        `the environment ${code(finding.env)} does not exist: GitHub creates it, open to every branch, on the ` +
          'first run that names it.',
        `create it limited to the default branch: \`npx mergexo init --app\`, or ${APP_SETUP}.`,
      );
    case 'environment-open':
      return bad(
        `the environment ${code(finding.env)} is open to every branch: a workflow an agent adds on any branch ` +
          "gets the App's key and can act as mergexo.",
        `Settings, Environments, ${code(finding.env)}, Deployment branches and tags: Selected branches, with the ` +
          'default branch only.',
      );
    case 'environment-protected-branches':
      return bad(
        `the environment ${code(finding.env)} is open to every protected branch, not only ${code(finding.branch)}.`,
        `limit its deployment branches to ${code(finding.branch)} (Selected branches and tags).`,
      );
    case 'environment-other-branches':
      return bad(
        `the environment ${code(finding.env)} also gives its key to ${list(finding.patterns)}: a workflow on ` +
          'those branches can act as mergexo.',
        `remove ${list(finding.patterns)} from its deployment branches and tags.`,
      );
    case 'environment-without-default':
      return bad(
        `the environment ${code(finding.env)} does not allow ${code(finding.branch)}: mergexo's runs never get the key.`,
        `add ${code(finding.branch)} to its deployment branches.`,
      );
    case 'environment-without-queue':
      return bad(
        `a merge queue is required, but the environment ${code(finding.env)} does not allow ${code(finding.pattern)}: ` +
          "mergexo's merge_group runs never get the key.",
        `add the branch pattern ${code(finding.pattern)} to its deployment branches.`,
      );
    case 'secret-present':
      return ok(`the environment ${code(finding.env)} holds the secret ${finding.name}.`);
    case 'secret-missing':
      return bad(
        `the environment ${code(finding.env)} has no secret ${finding.name}: no job can mint the App's token.`,
        `\`gh secret set ${finding.name} --repo ${repo} --env ${shellWord(finding.env)} < <private-key.pem>\`, ` +
          'then delete the downloaded key file.',
      );
    case 'no-repository-secret':
      return ok(`the key is no repository secret (${finding.name}): only the environment's runs can read it.`);
    case 'repository-secret':
      return bad(
        `the repository has a secret ${finding.name}: every workflow of the repository can read it and act as mergexo.`,
        `\`gh secret delete ${finding.name} --repo ${repo}\` (keep the key in the environment only).`,
      );
    case 'label':
      return ok(`the label ${code(finding.name)} exists.`);
    case 'label-missing':
      return bad(
        `the label ${code(finding.name)} does not exist: the run that first adds it must create it, which GitHub ` +
          'refuses to a token without issues: write.',
        `\`gh label create ${shellWord(finding.name)} --repo ${repo}\` (or \`npx mergexo init --app\`).`,
      );
    case 'token-read':
      return ok("GITHUB_TOKEN's default permissions are read-only, and it may not approve pull requests.");
    case 'token-too-broad':
      return bad(
        [
          finding.writes ? "GITHUB_TOKEN's default permissions are read and write" : '',
          finding.approves ? 'GitHub Actions may approve pull requests' : '',
        ]
          .filter(Boolean)
          .join(', and ') + ': a workflow an agent adds gets more than it declares.',
        `Settings, Actions, General, Workflow permissions: read repository contents, no approvals; or \`gh api -X ` +
          `PUT repos/${repo}/actions/permissions/workflow -f default_workflow_permissions=read ` +
          '-F can_approve_pull_request_reviews=false`.',
      );
  }
}

/** The JSON `--json` prints. */
export function reportJson(checks: readonly Check[], ctx: Context): string {
  return JSON.stringify({ checks: checks.map((c) => ({ id: c.id, ok: c.ok, ...said(c.finding, ctx) })) }, null, 2);
}

/** The text report: one line per check, the fix under each that fails, and the count. */
export function report(checks: readonly Check[], ctx: Context & { branch: string }): string {
  const lines = [`mergexo doctor: ${ctx.repo.owner}/${ctx.repo.repo}, branch ${visible(ctx.branch)}`];
  for (const check of checks) {
    const words = said(check.finding, ctx);
    lines.push(logLine(`${check.ok ? '  ok    ' : '  FAIL  '}${visible(check.id)}: ${words.message}`));
    if (!check.ok && words.fix) lines.push(logLine(`        fix: ${words.fix}`));
  }
  const failing = checks.filter((c) => !c.ok).length;
  lines.push(
    failing === 0
      ? `${plural(checks.length, 'check')}: all hold.`
      : `${plural(checks.length, 'check')}: ${failing} to fix.`,
  );
  return lines.join('\n');
}

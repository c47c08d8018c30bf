/**
 * The checks a base branch requires before a PR can merge into it, read with what a job's token can read:
 *
 * - rulesets: `GET /repos/{owner}/{repo}/rules/branches/{branch}` lists every rule that applies to the
 *   branch, whichever ruleset (repository or organization) carries it; GitHub answers it with `metadata: read`,
 *   which every token has. A `required_status_checks` rule names each check (`context`) and, when the rule
 *   pins its source, the App that must write it (`integration_id`).
 * - classic branch protection: its own endpoint needs administration access, which a workflow token never
 *   has, but `GET /repos/{owner}/{repo}/branches/{branch}` (`contents: read`) shows the protection's
 *   required status checks in `protection.required_status_checks` (`contexts`, and `checks` with the
 *   pinned `app_id`), with `enforcement_level: off` when none are required.
 *
 * Not knowing is an answer of its own (`known: false`, with why): a caller that vouches for a PR (the ready
 * mark) must not take "could not read" for "nothing required".
 */
import type { GitHubPort } from '../github/port.js';
import { answerMessage, httpStatus } from '../github/errors.js';
import type { RepoRef } from '../pure/view.js';
import type { RequiredCheck, RequiredChecks } from '../pure/required-checks.js';

interface Rule {
  type: string;
  parameters?: { required_status_checks?: { context: string; integration_id?: number | null }[] };
}

interface BranchAnswer {
  protected?: boolean;
  protection?: {
    enabled?: boolean;
    required_status_checks?: {
      enforcement_level?: string;
      contexts?: string[];
      checks?: { context: string; app_id?: number | null }[];
    };
  };
}

/** A ruleset's rules for one branch come in one page of 100 in any real repository; more is not guessed at. */
const MAX_RULE_PAGES = 5;

function failure(what: string, e: unknown): string {
  const status = httpStatus(e);
  const hint =
    status === 403 || status === 401
      ? what === 'branch'
        ? " (add `contents: read` to the job's `permissions:`)"
        : ''
      : '';
  return `${status ?? 'no answer'}: ${answerMessage(e)}${hint}`;
}

async function rulesetChecks(
  github: GitHubPort,
  repo: RepoRef,
  branch: string,
): Promise<{ checks: RequiredCheck[]; mergeQueue: boolean }> {
  const checks: RequiredCheck[] = [];
  let mergeQueue = false;
  for (let page = 1; page <= MAX_RULE_PAGES; page++) {
    const rules = (await github.branchRules(repo, branch, page)) as Rule[];
    for (const rule of rules) {
      if (rule.type === 'merge_queue') mergeQueue = true;
      if (rule.type !== 'required_status_checks') continue;
      for (const c of rule.parameters?.required_status_checks ?? []) {
        checks.push({ name: c.context, ...(typeof c.integration_id === 'number' ? { appId: c.integration_id } : {}) });
      }
    }
    if (rules.length < 100) return { checks, mergeQueue };
  }
  throw new Error(`more than ${MAX_RULE_PAGES * 100} rules apply to ${branch}`);
}

async function protectionChecks(github: GitHubPort, repo: RepoRef, branch: string): Promise<RequiredCheck[] | string> {
  const answer = (await github.branch(repo, branch)) as BranchAnswer;
  if (answer.protected !== true) return [];
  const required = answer.protection?.required_status_checks;
  // A protected branch whose answer hides its protection: what it requires is not known.
  if (!answer.protection || (answer.protection.enabled !== false && required === undefined)) {
    return `GitHub shows ${branch} as protected without its required status checks`;
  }
  if (!required || required.enforcement_level === 'off') return [];
  const checks: RequiredCheck[] = (required.checks ?? []).map((c) => ({
    name: c.context,
    ...(typeof c.app_id === 'number' ? { appId: c.app_id } : {}),
  }));
  for (const context of required.contexts ?? []) {
    if (!checks.some((c) => c.name === context)) checks.push({ name: context });
  }
  return checks;
}

/** Every check `branch` requires, from its rulesets and its classic protection, or why that is not known. */
export async function readRequiredChecks(github: GitHubPort, repo: RepoRef, branch: string): Promise<RequiredChecks> {
  let fromRules: RequiredCheck[];
  let mergeQueue: boolean;
  try {
    ({ checks: fromRules, mergeQueue } = await rulesetChecks(github, repo, branch));
  } catch (e) {
    return { known: false, why: `the rules of ${branch} could not be read (${failure('rules', e)})` };
  }
  let fromProtection: RequiredCheck[] | string;
  try {
    fromProtection = await protectionChecks(github, repo, branch);
  } catch (e) {
    return { known: false, why: `the branch protection of ${branch} could not be read (${failure('branch', e)})` };
  }
  if (typeof fromProtection === 'string') return { known: false, why: fromProtection };
  const seen = new Set<string>();
  const checks: RequiredCheck[] = [];
  for (const c of [...fromRules, ...fromProtection]) {
    const key = `${c.name}\0${c.appId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    checks.push(c);
  }
  return mergeQueue ? { known: true, checks, mergeQueue } : { known: true, checks };
}

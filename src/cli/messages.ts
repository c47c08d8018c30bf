import type { RepoRef } from '../core/pure/view.js';
import { visible } from '../core/untrusted.js';
import { describeRewrites, describeTransition, type GuardState, type Transition } from '../history-guard/index.js';
import {
  RULE_TEXT,
  leaseReasonText,
  violationDetail,
  type ResolvedLease,
  type Violation,
} from '../write-root-gate/index.js';

/** Everything `mergexo` prints for people (and agents reading its text output). */

export const USAGE = `usage: mergexo <command> [options]

Commands:
  init            adopt mergexo in this clone: write the workflows (in observe mode) and a starter lease
  lint            check the lease file as write-root-gate reads it, before it lands ('mergexo lint --help')
  check           would the commit you are about to push pass mergexo's gates? (read-only)
  install-hook    install a git pre-push hook that runs \`mergexo check\` before every push
  doctor          read the repository's live setup and say, line by line, what holds and what to fix
  replay          what mergexo would have said about the pull requests already merged (read-only)
  help            show this text

Options for check:
  --repo OWNER/NAME      the repository (default: from the remote's URL)
  --pr N                 the pull request (default: the open PR whose head is the current branch)
  --remote NAME          the remote commits are fetched from and the repository is read from (default: origin)
  --head REV             the commit to check (default: HEAD)
  --branch NAME          the PR's head branch, to find the PR (default: the current branch;
                         OWNER:NAME for a fork's branch; a fork's PRs are looked up in its parent too)
  --lease-file PATH      mergexo's lease file on the base branch (default: .github/mergexo.yml)
  --write-root GLOB      a root the workflow's write-roots input adds (repeatable)
  --protected-path GLOB  the workflow's protected-paths input (repeatable; default: workflows and CODEOWNERS)
  --mergexo-login LOGIN  the identity mergexo's workflow runs as (default: github-actions[bot])
  --json                 print one JSON object (see docs/agents.md)

Options for install-hook: the options of check to bake into the hook, and
  --command CMD          how the hook starts mergexo (default: npx --no-install mergexo)
Running install-hook again replaces the hook it wrote; it never replaces a pre-push hook it did not write.

Options for init (writes .github/workflows/mergexo.yml, .github/workflows/mergexo-operator.yml and
.github/mergexo.yml, then prints the next steps; a second run changes nothing):
  --maintainer LOGIN     a person leased every path (repeatable; default: the users CODEOWNERS names for \`*\`)
  --uses OWNER/NAME@REF  the mergexo the workflows call (default: where npm installed this copy from; init
                         asks for it when that names no repository, as a tarball or a folder does)
  --pin                  call mergexo by its full commit SHA, the tag as a comment (git ls-remote resolves a tag)
  --force                replace files that differ from what init writes (without it, init refuses)

Options for init --app (the hardened setup: mergexo as its own GitHub App; docs/getting-started.md):
  --repo OWNER/NAME      the repository (default: from the remote origin's URL)
  --org ORG              the organization that owns the repository (default: the repository's owner)
  --environment NAME     the environment that holds the App's key (default: mergexo)
  --wait-minutes N       how long to wait for the browser, the installation and the landed workflow (default: 15)
  and the options of init. Needs a token of an admin of the repository (GH_TOKEN, GITHUB_TOKEN or 'gh auth
  token'; used, never stored), GITHUB_SERVER_URL for GitHub Enterprise. A rerun resumes where a run stopped.

Options for doctor (read-only; needs a token that may read the repository's settings, see docs/operators.md):
  --repo OWNER/NAME      the repository (default: from the remote's URL)
  --branch NAME          the branch whose required checks count (default: the default branch)
  --json                 print { "checks": [ { "id", "ok", "message", "fix" } ] }
Options for replay (docs/replay.md): --lease-file PATH, --write-root GLOB, --protected-path GLOB and --remote NAME
as for check, and
  --allocated-names GLOB rebase-notify's allocated-names: judge collisions of these names (repeatable)
  --last N               only the newest N merged pull requests
  --since DATE           only those merged since DATE (2026-01-31, or an ISO time with a zone)
  --branch NAME          the branch to replay (default: the remote's default branch)
  --repo OWNER/NAME      the repository on GitHub, read with a token (default: from the remote's URL)
  --offline              read git alone, even with a token set
  --json                 one JSON object: per pull request, each gate's verdict with its reasons
  --progress             the progress line on stderr even when it is no terminal
Replay exits 0 with its report (whatever it found), 2 on a usage or configuration error.

Environment: GH_TOKEN or GITHUB_TOKEN (a token that can read the repository's pull requests and
contents), GITHUB_API_URL (default https://api.github.com).

Exit codes: 0 the push would pass (init: done; doctor: every check holds); 1 a gate would refuse it (each finding
says the way out; init --app: it waits on you, each line says for what; doctor: a check does not hold); 2 usage or
configuration error.`;

export const usageError = (what: string): string => `mergexo: ${what}. Run 'mergexo help' for usage.`;

export const NO_TOKEN =
  'no GitHub token: set GH_TOKEN or GITHUB_TOKEN to a token that can read the pull requests and contents ' +
  'of the repository (`gh auth token` prints yours).';

export const BAD_TOKEN = 'GitHub rejected the token in GH_TOKEN/GITHUB_TOKEN (401 Bad credentials): set a valid one.';

export const tokenLacks = (permission: string): string =>
  `the token in GH_TOKEN/GITHUB_TOKEN may not read what mergexo check needs (403; a workflow would need ` +
  `\`${permission}\`): set a token that can read the repository's pull requests and contents ` +
  '(a fine-grained token: Pull requests and Contents, read-only).';

export const tokenCannotRead = (status: number, said: string): string =>
  `GitHub answered ${status} (${said}): the token in GH_TOKEN/GITHUB_TOKEN cannot read this repository's pull ` +
  'requests and contents. Check --repo (or the remote it is read from), and set a token that can read them.';

export const couldNotRun = (why: string): string =>
  `mergexo check could not run: ${why}. Nothing was judged (the gates on GitHub still judge the push): ` +
  'check that git is on PATH and GitHub is reachable (GITHUB_API_URL, https_proxy), then run it again.';

export const gitUnavailable = (dir: string, why: string): string =>
  `git could not run in ${dir} (${why}): mergexo check needs git on PATH; install it, then run the check again.`;

export const noCommit = (rev: string): string =>
  `'${rev}' names no commit in this checkout: commit first, or pass --head REV naming the commit to push.`;

export const noSharedHistory = (head: string, base: string): string =>
  `${short(head)} and the PR's base ${short(base)} share no history, so what merging it writes cannot be told ` +
  '(mergexo/write-root-gate refuses such a head): check that --pr (or the branch) names the PR of this clone; ' +
  'a branch must grow from its base branch.';

export const shallowClone = (head: string, base: string): string =>
  `git finds no merge base of ${short(head)} and the PR's base ${short(base)} in this shallow clone: ` +
  'fetch the history (git fetch --unshallow), then run the check again.';

export const noRepository = (remote: string, url: string | undefined): string =>
  url === undefined
    ? `there is no remote '${remote}' to tell the repository from: pass --repo OWNER/NAME.`
    : `the URL of remote '${remote}' is not a GitHub repository URL (https://HOST/OWNER/NAME or git@HOST:OWNER/NAME.git): pass --repo OWNER/NAME.`;

export const noBranch =
  'HEAD is detached, so there is no branch to find the pull request by: pass --pr N (or --branch NAME).';

export const noPullRequest = (repo: string, owner: string, branch: string, parent?: RepoRef): string =>
  `no open pull request in ${repo}${parent ? ` or ${parent.owner}/${parent.repo}, the repository it was forked from,` : ''} ` +
  `has the head ${owner}:${branch}: open one first, or pass --pr N (and --repo OWNER/NAME of the PR's repository).`;

export const unknownPullRequest = (repo: string, n: number): string =>
  `pull request #${n} does not exist in ${repo} (or the token cannot see it): check --pr and --repo.`;

export const hookExists = (file: string): string =>
  `${file} already exists and was not written by mergexo: refusing to overwrite it. ` +
  'Call `mergexo check` from it yourself (see docs/agents.md), or move it away and run install-hook again.';

export const hookInstalled = (file: string): string =>
  `mergexo: installed ${file}: every git push now runs mergexo check first and stops on a refusal.`;

const short = (sha: string): string => sha.slice(0, 12);

export const NOTE_UNSEEN = (n: number, head: string): string =>
  `mergexo/history-guard has not judged PR #${n} yet: its first head is accepted as the baseline, ` +
  `so history passes. From then on every push must descend from it (${short(head)} if you push it now).`;

export const NOTE_QUARANTINED =
  "the PR carries the label 'mergexo:quarantined' from an earlier push: it goes once a push inside the lease is judged.";

export const noteBehind = (base: string): string =>
  `the PR is behind its base '${base}' (label from mergexo/rebase-notify): bring the base in with a merge, ` +
  `never a rebase: git fetch origin ${base} && git merge FETCH_HEAD && git push.`;

export const noteConflict = (base: string): string =>
  `the PR conflicts with its base '${base}': git fetch origin ${base} && git merge FETCH_HEAD, resolve, commit, push (no rebase).`;

export const noteFork = (n: number, headRepository: string | null): string =>
  `PR #${n} comes from ${headRepository ? `the fork ${headRepository}` : 'a fork that no longer exists'}: ` +
  "as write-root-gate does, no lease's branch glob matches it (anyone can name a fork's branch anything); " +
  'only a lease matching its author or a label applies.';

export const noteClosed = (n: number, state: string): string => `PR #${n} is ${state.toLowerCase()}, not open.`;

/**
 * HEAD does not descend from the PR's head on GitHub: the push would be a force-push, whatever mergexo's
 * record says (the run judging the remote head may not have finished yet). `why`: the fetch that failed.
 */
export function notOnRemoteHead(n: number, head: string, remote: string, why?: string): FindingText {
  return {
    message:
      `HEAD ${short(head)} does not descend from ${remote}, PR #${n}'s head on GitHub now` +
      (why ? ` (it could not be fetched: ${why})` : '') +
      ': pushing it would be a force-push, which mergexo/history-guard blocks, whether or not its run on that ' +
      'head has finished.',
    fix: `git fetch origin ${remote} && git merge ${short(remote)} (a merge, not a rebase or an amend), then check again.`,
  };
}

/** A finding: what is wrong and the way out, both in plain words. */
export interface FindingText {
  message: string;
  fix: string;
}

const unblockHint = (n: number): string =>
  `then ask a maintainer to run history-guard's operator workflow with mode=unblock, pull-request=${n}`;

export function historyFinding(
  n: number,
  head: string,
  state: GuardState,
  transition: Transition,
  alreadyBlocked: boolean,
): FindingText {
  if (alreadyBlocked) {
    const backup = state.backupRefs?.[0];
    return {
      message:
        `PR #${n} is blocked by mergexo/history-guard: its history was rewritten (expected ${state.accepted}, ` +
        `observed ${state.observed ?? 'unknown'}). No push lifts the block.`,
      fix:
        state.cause || state.refusedHead
          ? `ask a maintainer to review the head and run history-guard's operator workflow with mode=unblock, pull-request=${n}, accept-head=<the head>.`
          : `restore history: git fetch origin ${backup ?? state.accepted} && git merge ${short(state.accepted)} && git push, ` +
            `${unblockHint(n)} (or to accept the rewritten head with accept-head).`,
    };
  }
  if (state.cause) {
    const why =
      state.cause.kind === 'overwritten-head-gone'
        ? `GitHub recorded a rewrite of its branch (${describeRewrites(state.cause.rewrites)}) and no longer has ` +
          'the head it overwrote'
        : "mergexo's record of its history was altered";
    return {
      message: `pushing ${short(head)} would block PR #${n}: ${why}.`,
      fix: `do not push; ask a maintainer to review the head and accept it with mode=unblock, pull-request=${n}, accept-head=<the head>.`,
    };
  }
  if (state.refusedHead) {
    return {
      message: `pushing ${short(head)} would block PR #${n}: mergexo already refused this commit (${state.refusedHead}).`,
      fix: 'push a commit mergexo has not refused, or ask a maintainer to review and accept it.',
    };
  }
  const overwritten = state.overwritten?.length
    ? ` GitHub's timeline shows heads that were force-pushed away: ${state.overwritten.map(short).join(', ')}; they must come back under the branch too.`
    : '';
  return {
    message:
      `HEAD ${short(head)} does not descend from ${state.accepted}, the last head mergexo accepted for PR #${n}: ` +
      `${describeTransition(transition)}. Pushing it would block the PR.${overwritten}`,
    fix:
      `keep history append-only (no rebase, amend, reset or force-push): git fetch origin ${state.accepted} && ` +
      `git merge ${short(state.accepted)} (or rebuild your change on top of it: git reset --soft ${short(state.accepted)} && git commit), then check again.`,
  };
}

/** A violation as the report prints it: the rule's name and what the PR did to the path, in words. */
export interface ReportedViolation {
  path: string;
  rule: Violation['rule'];
  detail: string;
}

export function reportedViolation(v: Violation): ReportedViolation {
  return { path: v.path, rule: v.rule, detail: violationDetail(v.detail) };
}

export function writeRootFinding(v: Violation, lease: ResolvedLease): FindingText {
  const roots = lease.roots.length > 0 ? lease.roots.join(', ') : 'none';
  return {
    message: `${v.path}: ${RULE_TEXT[v.rule]} (${violationDetail(v.detail)}); lease '${lease.name}' grants: ${roots}.`,
    fix:
      v.rule === 'no-lease'
        ? `no lease applies to this PR (${leaseReasonText(lease.why)}): ask a maintainer for one in the lease file on the base branch.`
        : `take the change to ${v.path} out with a new commit (git checkout <base> -- ${v.path} or git rm, then commit; no rewrite), ` +
          'or ask a maintainer to widen the lease on the base branch.',
  };
}

export const undecidable = (why: string): string =>
  `mergexo check could not decide, and the gates refuse what they cannot decide: ${why}`;

/** The human report: a verdict line, then each finding with its way out, then notes. */
export function report(result: {
  verdict: 'pass' | 'fail';
  pr: number;
  head: string;
  lease: string;
  findings: readonly ({ gate: string } & FindingText)[];
  notes: readonly string[];
}): string {
  const lines: string[] = [];
  if (result.verdict === 'pass') {
    lines.push(
      `mergexo: would pass: pushing ${short(result.head)} to PR #${result.pr} keeps history append-only and stays inside lease '${result.lease}'.`,
    );
  } else {
    lines.push(
      `mergexo: would be refused: pushing ${short(result.head)} to PR #${result.pr} breaks ${result.findings.length} rule(s):`,
    );
    // Paths and branch names come from commits: one line each, control characters shown, so no
    // crafted name can forge a line of this report or drive the terminal.
    for (const f of result.findings) {
      lines.push(`  ✗ [${f.gate}] ${visible(f.message)}`, `    way out: ${visible(f.fix)}`);
    }
  }
  for (const n of result.notes) lines.push(`  note: ${visible(n)}`);
  return lines.join('\n');
}

// `mergexo init`

export const initNotInClone = (dir: string): string =>
  `${dir} is not inside a git checkout: run mergexo init in a clone of the repository to adopt mergexo in.`;

export const initGitUnavailable = (dir: string, why: string): string =>
  `git could not run in ${dir} (${why}): mergexo init needs git on PATH; install it, then run init again.`;

export const initWouldOverwrite = (files: readonly string[]): string =>
  `${files.join(', ')} ${files.length === 1 ? 'exists and differs' : 'exist and differ'} from what init writes: ` +
  'nothing was written; keep your files, or run `mergexo init --force` to replace them.';

/** Every check mergexo may write, and when it is there to require. */
export const REQUIRED_CHECKS: readonly [check: string, when: string][] = [
  ['mergexo/history-guard', 'always'],
  ['mergexo/write-root-gate', 'always'],
  ['mergexo/ci-wait', 'with wait-for-ci: true'],
  ['mergexo/rebase', 'with urgency: blocking'],
  ['mergexo/collision', 'with allocated-names'],
];

/** An ISO 8601 time to the second, as `enforced-since` takes it. */
export const isoSecond = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

const OUTCOME_WORD = { written: 'wrote', unchanged: 'unchanged', overwritten: 'replaced', kept: 'kept' } as const;

export { OUTCOME_WORD };

export function initReport(
  result: {
    root: string;
    defaultBranch: string;
    files: { path: string; outcome: keyof typeof OUTCOME_WORD }[];
    bots?: readonly { login: string; configFile: string }[];
  },
  mergexo: { uses: string; from: string },
  now: Date,
): string {
  const width = Math.max(...REQUIRED_CHECKS.map(([c]) => c.length));
  return [
    `mergexo init in ${result.root} (default branch ${result.defaultBranch}):`,
    ...result.files.map((f) => `  ${OUTCOME_WORD[f.outcome].padEnd(9)} ${f.path}`),
    `  the workflows call ${mergexo.uses} (from ${mergexo.from})`,
    ...(result.bots ?? []).map((b) => `  leased to ${b.login} what it updates (${b.configFile})`),
    '',
    'Next steps (the guide: docs/getting-started.md in mergexo):',
    '1. Fit the leases in .github/mergexo.yml to who changes what, and check them: `npx mergexo lint` says what',
    '   the gate would refuse in the file, and `npx mergexo replay` what it would have said about the pull requests',
    '   you already merged. Widen the leases and replay again until nothing surprises you.',
    `2. Commit the three files in one pull request and merge it into ${result.defaultBranch}: the lease lands with`,
    '   the workflows, never after them.',
    '3. Observe for as long as you like. Observe mode enforces nothing: each mergexo/* check is neutral and its',
    "   title says what enforcement would have done; the run's job summary says why.",
    `4. Require these checks on ${result.defaultBranch} (branch protection or a ruleset; a neutral check counts as`,
    '   passing, so this is safe while observing):',
    ...REQUIRED_CHECKS.map(([check, when]) => `     ${check.padEnd(width)}  ${when}`),
    '5. Switch to enforce: in both workflows replace `enforcement: observe` with these two lines, the second',
    '   being the time of the switch (this one is now; `date -u +%Y-%m-%dT%H:%M:%SZ` prints it then):',
    '     enforcement: enforce',
    `     enforced-since: '${isoSecond(now)}'`,
    '   A force-push GitHub recorded before that time never blocks a pull request; one after it does.',
  ].join('\n');
}

/** `init` could not tell which mergexo repository it was installed from. */
export const usesUnknown = (why: string, repository?: string): string =>
  `cannot tell which repository and commit the workflows should call mergexo from: ${why}. Nothing was ` +
  `written: pass --uses ${repository ?? 'OWNER/NAME'}@REF, where mergexo is on GitHub and a tag or full ` +
  'commit SHA of it (docs/getting-started.md#1-run-mergexo-init).';

export const USES_PLACEHOLDER =
  "--uses names OWNER, the docs' placeholder: pass the owner of the mergexo repository your workflows should call.";

export const pinUnreachable = (url: string, ref: string, why: string): string =>
  `--pin could not resolve '${ref}' with git ls-remote ${url} (${why}): check the name and your network, ` +
  'or pass --uses OWNER/NAME@<full commit SHA>.';

export const pinUnknownRef = (repository: string, ref: string): string =>
  `--pin: ${repository} has no tag or branch '${ref}': pass --uses with a tag of it, or its full commit SHA.`;

export const pinAmbiguous = (repository: string, ref: string): string =>
  `--pin: '${ref}' names both a tag and a branch of ${repository}, on different commits: pass the full commit SHA ` +
  'you mean with --uses.';

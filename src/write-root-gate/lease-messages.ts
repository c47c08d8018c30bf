/** The words of a lease and of a path that broke it: why a lease applies, each rule, each change's facts. */
import type { ChangeFacts, Rule, ViolationDetail } from './rules/decide.js';
import type { SymlinkTarget } from '../core/pure/git-diff.js';
import { invalidPathReason } from '../core/pure/paths/normalize.js';
import type { LeaseWhy, MatchHeld, ResolvedLease } from './rules/lease-config.js';
import type { LeaseFileRefusal } from './rules/lease-file.js';

/** The conditions of a lease's `match` that held, in a phrase (none: the lease applies to every PR). */
export function matchHeldText(held: readonly MatchHeld[]): string {
  if (held.length === 0) return 'it applies to every pull request';
  const phrase = (h: MatchHeld): string => {
    switch (h.kind) {
      case 'branch':
        return `head branch '${h.branch}' matches '${h.glob}'`;
      case 'author':
        return `author is @${h.login}`;
      case 'label':
        return `label '${h.label}' is on the PR`;
    }
  };
  return held.map(phrase).join(' and ');
}

/** Why a lease applies to a PR, or why none does, in words. */
export function leaseReasonText(why: LeaseWhy): string {
  const app = why.bareApp;
  const hint = app
    ? `; lease ${app.leases.map((l) => `'${l.name}' (line ${l.line})`).join(', ')} names author ${app.bare}, ` +
      `a user's login, which never matches the App: write author: ${app.author} for the App`
    : '';
  switch (why.kind) {
    case 'matched':
      return matchHeldText(why.held) + (why.inputAdded ? "; the workflow's write-roots are added" : '') + hint;
    case 'input':
      return (
        (why.fileLeases
          ? `no lease in ${why.leaseFile} matches this PR, so the workflow's write-roots apply`
          : "the workflow's write-roots apply to every PR") + hint
      );
    case 'none': {
      const pr = why.subject;
      const facts =
        `branch '${pr.headRef}', author @${pr.author}` +
        (pr.labels.length ? `, labels ${pr.labels.map((l) => `'${l}'`).join(', ')}` : ', no labels') +
        (pr.isCrossRepository ? ', from a fork' : '');
      return (
        (why.fileLeases
          ? `no lease in ${why.leaseFile} matches this PR (${facts})`
          : `no lease is configured: no write-roots input and no leases in ${why.leaseFile}`) + hint
      );
    }
  }
}

/** The lease in a phrase: `billing-agent (.github/mergexo.yml line 5: head branch 'x' matches 'y')`. */
export function describeLease(lease: ResolvedLease): string {
  return `${lease.name} (${lease.origin ? `${lease.origin}: ` : ''}${leaseReasonText(lease.why)})`;
}

/** The rule a path broke, as the check, comment and job summary name it. */
export const RULE_TEXT: Record<Rule, string> = {
  'no-lease': 'no lease applies to this PR, so it may write nothing',
  'invalid-path':
    "a path git refuses to check out (a '..' or '.git' segment), which only a crafted tree holds: no lease may write it; push a commit that removes it",
  'outside-roots': 'outside the write roots',
  'lease-file': "mergexo's lease file: only a root naming it exactly may change it",
  'protected-path':
    'protected path (workflows, CODEOWNERS, the protected-paths input): only a lease with a root naming it, or inside its directory (such as .github/workflows/), may change it',
  submodule: 'submodule change: only a root naming the submodule exactly may change it',
  'symlink-escape': 'symlink inside the roots that points outside them',
};

/** What the PR did to a path, in words ("renamed to x", "removed", "symlink to '../../secrets', ..."). */
export function violationDetail(detail: ViolationDetail): string {
  if (detail.kind === 'symlink') return describeSymlink(detail.link);
  const change = describeChange(detail);
  if (!detail.refused) return change;
  const why =
    detail.refused.kind === 'invalid-path'
      ? `git refuses ${invalidPathReason(detail.refused.path) ?? 'it'}`
      : `it holds the protected '${detail.refused.area}', so no lease may turn it into a file, symlink or submodule`;
  return `${change}; ${why}`;
}

function describeChange(facts: ChangeFacts): string {
  const change = describeDiff(facts);
  switch (facts.via) {
    case 'merge':
      return `${change} by merging the PR into its base (the PR's diff against its merge base does not show it)`;
    case 'conflict':
      return 'conflicts when the PR is merged into its base';
    default:
      return change;
  }
}

function describeDiff(facts: ChangeFacts): string {
  const kind = facts.object === 'file' ? '' : `${facts.object} `;
  const other = facts.counterpart ? `${facts.counterpart.side} ${facts.counterpart.path}` : '';
  switch (facts.status) {
    case 'added':
    case 'removed':
    case 'modified':
      return `${kind}${facts.status}`;
    case 'changed':
      return facts.modes
        ? `${kind}mode changed ${facts.modes.from} → ${facts.modes.to}`
        : `${kind}type or mode changed`;
    case 'renamed':
    case 'copied':
      return `${kind}${facts.status} ${other}`;
  }
}

function describeSymlink(link: SymlinkTarget | undefined): string {
  if (!link) return 'symlink whose target could not be read';
  if ('resolved' in link) return `symlink to '${link.target}', which resolves to '${link.resolved || '.'}'`;
  switch (link.escapes) {
    case 'absolute':
      return `symlink to the absolute path '${link.target}'`;
    case 'outside-repository':
      return `symlink to '${link.target}', which leaves the repository`;
    case 'loop':
      return `symlink to '${link.target}', which loops`;
    case 'unreadable':
      return `symlink to '${link.target}', which could not be resolved`;
  }
}

/** Why the entry at the lease path is not a lease file, and how to fix it: one line. */
export function leaseFileRefusalText(path: string, refusal: LeaseFileRefusal): string {
  switch (refusal.kind) {
    case 'directory':
      return (
        `${path} is a directory on the base branch; the lease file must be a YAML file. ` +
        "Point the 'lease-file' input at a file, or move the leases into one."
      );
    case 'not-a-file':
      return (
        `${path} is a ${refusal.type ?? 'non-file'} on the base branch; the lease file must be a regular YAML file ` +
        "(replace it there, or point the 'lease-file' input at one)."
      );
    case 'too-large':
      return `${path} is too large to read through the contents API (${refusal.size ?? '?'} bytes); keep it under 1 MB.`;
  }
}

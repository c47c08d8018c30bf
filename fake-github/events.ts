// Webhook payloads built from GitHub's own examples (@octokit/webhooks-examples) with the fake's live data
// written over the parts that matter, so handlers see exactly GitHub's payload shape.
import { createRequire } from 'node:module';
import * as g from './git.js';
import type { LooseJson } from './http.js';
import type { MergeGroupRecord } from './merge-queue.js';
import type { FakeRepo } from './repo.js';
import { labelJson, pullJson, repoJson, userJson } from './serialize.js';
import type { PullChanges, Store } from './store.js';
import { ZERO_SHA } from './loose-objects.js';

type Payload = Record<string, LooseJson>;
interface ExampleSet {
  name: string;
  examples: Payload[];
}

let examples: ExampleSet[] | undefined;

function loadExamples(): ExampleSet[] {
  if (!examples) {
    const require = createRequire(import.meta.url);
    examples = require('@octokit/webhooks-examples') as ExampleSet[];
  }
  return examples;
}

/** A deep copy of GitHub's example for `event` (and `action` when examples exist for it). */
export function webhookExample(event: string, action?: string): Payload {
  const set = loadExamples().find((e) => e.name === event);
  if (!set) throw new Error(`no webhook example for ${event}`);
  const ex = (action ? set.examples.find((e) => e.action === action) : undefined) ?? set.examples[0]!;
  return structuredClone(ex);
}

interface CommitFields {
  message: string;
  name: string;
  email: string;
  timestamp: string;
  tree: string;
}

/** A commit's message, author, committer date and tree for a payload: read in process, else from git. */
function commitFields(gitDir: string, sha: string): CommitFields {
  const c = g.showCommitSync(gitDir, sha);
  if (c) {
    const { message, authorName: name, authorEmail: email, committerDate: timestamp, tree } = c;
    return { message: message.trim(), name, email, timestamp, tree };
  }
  const [message, name, email, timestamp] = g
    .gitSyncFixed(gitDir, ['log', '-1', '--format=%B%x1f%an%x1f%ae%x1f%cI', sha], [sha])
    .split('\x1f');
  return {
    message: (message ?? '').trim(),
    name: name ?? '',
    email: email ?? '',
    timestamp: (timestamp ?? '').trim(),
    tree: g.gitSyncFixed(gitDir, ['rev-parse', `${sha}^{tree}`], [sha]).trim(),
  };
}

export interface PullEventOptions {
  before?: string;
  after?: string;
  sender?: string;
  /** For labeled/unlabeled. */
  label?: string;
  /**
   * For `edited`: what changed (`{ base: { ref: { from }, sha: { from } } }`, `title`, `body`). Default: what
   * the last `PATCH .../pulls/{n}` changed.
   */
  changes?: PullChanges;
}

export class Events {
  constructor(private readonly store: Store) {}

  private common(repo: FakeRepo, ex: Payload, sender: string): Payload {
    ex.repository = { ...ex.repository, ...repoJson(this.store, repo) };
    ex.sender = userJson(this.store, this.store.user(sender));
    if (ex.organization) ex.organization = { ...ex.organization, login: repo.owner, id: repo.ownerUser.id };
    return ex;
  }

  pullRequest(repo: FakeRepo, number: number, action: string, opts: PullEventOptions = {}): Payload {
    const pr = repo.getPull(number);
    const ex = webhookExample('pull_request', action);
    ex.action = action;
    ex.number = number;
    const stats = repo.statsSync(pr);
    const live = pullJson(this.store, repo, pr, {
      stats,
      mergeable: null,
      mergeableState: 'unknown',
      rebaseable: null,
    });
    ex.pull_request = { ...ex.pull_request, ...live };
    if (action === 'synchronize') {
      ex.before = opts.before ?? ex.before;
      ex.after = opts.after ?? repo.headSha(pr);
    } else {
      delete ex.before;
      delete ex.after;
    }
    // GitHub's examples have no `edited` one; `changes` is built like its schema (webhook-pull-request-edited).
    if (action === 'edited') ex.changes = structuredClone(opts.changes ?? pr.lastChanges ?? {});
    else delete ex.changes;
    if (action === 'labeled' || action === 'unlabeled') {
      const name = opts.label ?? pr.labels[pr.labels.length - 1] ?? 'label';
      ex.label = labelJson(this.store, repo, repo.ensureLabel(name));
    }
    return this.common(repo, ex, opts.sender ?? pr.author.login);
  }

  workflowDispatch(
    repo: FakeRepo,
    opts: { inputs?: Record<string, unknown>; ref?: string; sender?: string; workflow?: string } = {},
  ): Payload {
    const ex = webhookExample('workflow_dispatch');
    ex.inputs = opts.inputs ?? {};
    ex.ref = opts.ref ?? `refs/heads/${repo.defaultBranch}`;
    ex.workflow = opts.workflow ?? '.github/workflows/mergexo.yml';
    return this.common(repo, ex, opts.sender ?? repo.owner);
  }

  push(
    repo: FakeRepo,
    opts: { ref?: string; before: string; after: string; forced?: boolean; sender?: string },
  ): Payload {
    const ex = webhookExample('push');
    const ref = opts.ref ?? `refs/heads/${repo.defaultBranch}`;
    const sender = opts.sender ?? repo.owner;
    ex.ref = ref;
    ex.before = opts.before;
    ex.after = opts.after;
    ex.created = opts.before === ZERO_SHA;
    ex.deleted = opts.after === ZERO_SHA;
    ex.forced = opts.forced ?? false;
    ex.base_ref = null;
    ex.compare = `https://github.com/${repo.fullName}/compare/${opts.before.slice(0, 12)}...${opts.after.slice(0, 12)}`;
    let commits: Payload[] = [];
    if (!ex.deleted) {
      const range = ex.created ? [opts.after, '-n', '20'] : [`${opts.before}..${opts.after}`];
      try {
        const out = g
          .gitSyncFixed(repo.gitDir, ['log', '--format=%H', '--reverse', ...range], range.slice(0, 1))
          .split('\n')
          .filter(Boolean)
          .slice(-20);
        commits = out.map((sha) => {
          const c = commitFields(repo.gitDir, sha);
          return {
            id: sha,
            tree_id: c.tree,
            distinct: true,
            message: c.message,
            timestamp: c.timestamp,
            url: `https://github.com/${repo.fullName}/commit/${sha}`,
            author: { name: c.name, email: c.email, username: c.name },
            committer: { name: c.name, email: c.email, username: c.name },
            added: [],
            removed: [],
            modified: [],
          };
        });
      } catch {
        commits = [];
      }
    }
    ex.commits = commits;
    ex.head_commit = commits[commits.length - 1] ?? null;
    ex.pusher = { name: sender, email: `${sender}@users.noreply.github.com` };
    return this.common(repo, ex, sender);
  }

  /**
   * `merge_group` `checks_requested`. Give `group` (what `repo.mergeQueue.enqueue` returned) for a group the
   * fake's merge queue built, or the parts by hand: `headSha`, and optionally `baseSha`, `baseRef`, `prNumber`.
   */
  mergeGroup(
    repo: FakeRepo,
    opts: {
      headSha?: string;
      baseSha?: string;
      baseRef?: string;
      prNumber?: number;
      group?: MergeGroupRecord;
      sender?: string;
    },
  ): Payload {
    const ex = webhookExample('merge_group', 'checks_requested');
    const group = opts.group;
    const headSha = group?.headSha ?? opts.headSha;
    if (!headSha) throw new Error('mergeGroup: give headSha or group');
    const baseRef = group?.baseRef ?? opts.baseRef ?? `refs/heads/${repo.defaultBranch}`;
    const baseSha = group?.baseSha ?? opts.baseSha ?? repo.branchSha(baseRef.replace(/^refs\/heads\//, '')) ?? ZERO_SHA;
    // `base_sha` is the group's parent: the commit of the group ahead of it when there is one, not the base tip.
    // GitHub: "Managing a merge queue" (each merge group is built on the groups ahead of it; base_sha its parent)
    const parentSha = group?.parentSha ?? baseSha;
    const head = commitFields(repo.gitDir, headSha);
    ex.action = 'checks_requested';
    ex.merge_group = {
      ...ex.merge_group,
      head_sha: headSha,
      head_ref:
        group?.headRef ??
        `refs/heads/gh-readonly-queue/${baseRef.replace(/^refs\/heads\//, '')}/pr-${opts.prNumber ?? 1}-${baseSha}`,
      base_sha: parentSha,
      base_ref: baseRef,
      head_commit: {
        ...ex.merge_group?.head_commit,
        id: headSha,
        tree_id: head.tree,
        message: head.message,
        timestamp: head.timestamp,
        author: { name: head.name, email: head.email },
        committer: { name: head.name, email: head.email },
      },
    };
    return this.common(repo, ex, opts.sender ?? repo.owner);
  }

  private prsForSha(repo: FakeRepo, sha: string): Payload[] {
    const api = `${this.store.apiUrl}/repos/${repo.fullName}`;
    return [...repo.pulls.values()]
      .filter((p) => p.state === 'open' && repo.headSha(p) === sha)
      .map((p) => ({
        url: `${api}/pulls/${p.number}`,
        id: p.id,
        number: p.number,
        head: {
          ref: p.headRef,
          sha,
          repo: { id: p.headRepo.id, url: `${this.store.apiUrl}/repos/${p.headRepo.fullName}`, name: p.headRepo.name },
        },
        base: { ref: p.baseRef, sha: repo.baseSha(p), repo: { id: repo.id, url: api, name: repo.name } },
      }));
  }

  checkSuite(
    repo: FakeRepo,
    opts: { headSha: string; headBranch?: string; conclusion?: string | null; action?: string; sender?: string },
  ): Payload {
    const action = opts.action ?? 'completed';
    const ex = webhookExample('check_suite', action);
    ex.action = action;
    ex.check_suite = {
      ...ex.check_suite,
      head_sha: opts.headSha,
      head_branch: opts.headBranch ?? null,
      status: action === 'completed' ? 'completed' : 'queued',
      conclusion: action === 'completed' ? (opts.conclusion ?? 'success') : null,
      pull_requests: this.prsForSha(repo, opts.headSha),
    };
    return this.common(repo, ex, opts.sender ?? repo.owner);
  }

  workflowRun(
    repo: FakeRepo,
    opts: {
      headSha: string;
      headBranch?: string;
      conclusion?: string | null;
      name?: string;
      action?: string;
      sender?: string;
    },
  ): Payload {
    const action = opts.action ?? 'completed';
    const ex = webhookExample('workflow_run', action);
    ex.action = action;
    ex.workflow_run = {
      ...ex.workflow_run,
      head_sha: opts.headSha,
      head_branch: opts.headBranch ?? null,
      name: opts.name ?? ex.workflow_run?.name,
      status: action === 'completed' ? 'completed' : 'queued',
      conclusion: action === 'completed' ? (opts.conclusion ?? 'success') : null,
      pull_requests: this.prsForSha(repo, opts.headSha),
      repository: repoJson(this.store, repo, false),
      head_repository: repoJson(this.store, repo, false),
    };
    return this.common(repo, ex, opts.sender ?? repo.owner);
  }

  status(
    repo: FakeRepo,
    opts: { sha: string; context: string; state: string; description?: string; targetUrl?: string; sender?: string },
  ): Payload {
    const ex = webhookExample('status');
    ex.sha = opts.sha;
    ex.name = repo.fullName;
    ex.context = opts.context;
    ex.state = opts.state;
    ex.description = opts.description ?? null;
    ex.target_url = opts.targetUrl ?? null;
    ex.branches = [];
    try {
      const c =
        g.showCommitSync(repo.gitDir, opts.sha)?.sha ??
        g.gitSync(repo.gitDir, ['log', '-1', '--format=%H', opts.sha]).trim();
      ex.commit = { ...ex.commit, sha: c };
    } catch {
      // Unknown sha: keep the example's commit object, as a webhook for a vanished commit would.
    }
    return this.common(repo, ex, opts.sender ?? repo.owner);
  }
}

// REST JSON shapes. Field sets follow GitHub's OpenAPI description (the fidelity test checks the required
// ones); URLs point at the fake's API for API links and at github.com for HTML links, as GitHub's do.
import { AppRegistry, appIdOf } from './apps.js';
import type { CommitInfo, DiffEntry } from './git.js';
import { integrationJson } from './routes/apps.js';
import type { FakeRepo, PullStats } from './repo.js';
import {
  nodeId,
  type CheckRunRecord,
  type CommentRecord,
  type LabelRecord,
  type PullRecord,
  type StatusRecord,
  type Store,
  type TeamRecord,
  type UserRecord,
} from './store.js';

const HTML = 'https://github.com';
type Json = Record<string, unknown>;

export function userJson(store: Store, u: UserRecord): Json {
  const api = `${store.apiUrl}/users/${encodeURIComponent(u.login)}`;
  return {
    login: u.login,
    id: u.id,
    node_id: nodeId(u.type === 'Bot' ? 'BOT' : 'U', u.id),
    avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `${HTML}/${u.type === 'Bot' ? 'apps/' + u.login.replace(/\[bot\]$/, '') : u.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: u.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

/** A team as REST shows it in `requested_teams` (the owner's organization's team). */
export function teamJson(store: Store, r: FakeRepo, t: TeamRecord): Json {
  const api = `${store.apiUrl}/organizations/${r.ownerUser.id}/team/${t.id}`;
  return {
    id: t.id,
    node_id: nodeId('T', t.id),
    url: api,
    html_url: `${HTML}/orgs/${r.owner}/teams/${t.slug}`,
    name: t.name,
    slug: t.slug,
    description: null,
    privacy: 'closed',
    notification_setting: 'notifications_enabled',
    permission: 'pull',
    members_url: `${api}/members{/member}`,
    repositories_url: `${api}/repos`,
    parent: null,
  };
}

export function repoJson(store: Store, r: FakeRepo, full = true): Json {
  const api = `${store.apiUrl}/repos/${r.fullName}`;
  const html = `${HTML}/${r.fullName}`;
  const openIssues = [...r.pulls.values()].filter((p) => p.state === 'open').length;
  const base: Json = {
    id: r.id,
    node_id: r.nodeId,
    name: r.name,
    full_name: r.fullName,
    private: r.isPrivate,
    owner: userJson(store, r.ownerUser),
    html_url: html,
    description: null,
    fork: r.parent !== undefined,
    url: api,
    forks_url: `${api}/forks`,
    keys_url: `${api}/keys{/key_id}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    teams_url: `${api}/teams`,
    hooks_url: `${api}/hooks`,
    issue_events_url: `${api}/issues/events{/number}`,
    events_url: `${api}/events`,
    assignees_url: `${api}/assignees{/user}`,
    branches_url: `${api}/branches{/branch}`,
    tags_url: `${api}/tags`,
    blobs_url: `${api}/git/blobs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    trees_url: `${api}/git/trees{/sha}`,
    statuses_url: `${api}/statuses/{sha}`,
    languages_url: `${api}/languages`,
    stargazers_url: `${api}/stargazers`,
    contributors_url: `${api}/contributors`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    commits_url: `${api}/commits{/sha}`,
    git_commits_url: `${api}/git/commits{/sha}`,
    comments_url: `${api}/comments{/number}`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    contents_url: `${api}/contents/{+path}`,
    compare_url: `${api}/compare/{base}...{head}`,
    merges_url: `${api}/merges`,
    archive_url: `${api}/{archive_format}{/ref}`,
    downloads_url: `${api}/downloads`,
    issues_url: `${api}/issues{/number}`,
    pulls_url: `${api}/pulls{/number}`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    labels_url: `${api}/labels{/name}`,
    releases_url: `${api}/releases{/id}`,
    deployments_url: `${api}/deployments`,
  };
  if (!full) return base;
  return {
    ...base,
    created_at: r.createdAt,
    updated_at: r.createdAt,
    pushed_at: r.createdAt,
    git_url: `git://github.com/${r.fullName}.git`,
    ssh_url: `git@github.com:${r.fullName}.git`,
    clone_url: `${html}.git`,
    svn_url: html,
    homepage: null,
    size: 1,
    stargazers_count: 0,
    watchers_count: 0,
    language: 'TypeScript',
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    forks_count: 0,
    mirror_url: null,
    archived: false,
    disabled: false,
    open_issues_count: openIssues,
    license: null,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: [],
    visibility: r.isPrivate ? 'private' : 'public',
    forks: 0,
    open_issues: openIssues,
    watchers: 0,
    default_branch: r.defaultBranch,
    permissions: { admin: true, maintain: true, push: true, triage: true, pull: true },
    allow_squash_merge: true,
    allow_merge_commit: true,
    allow_rebase_merge: true,
    allow_auto_merge: true,
    delete_branch_on_merge: false,
    allow_update_branch: true,
    network_count: 0,
    subscribers_count: 0,
    ...(r.parent ? { parent: repoJson(store, r.parent, false), source: repoJson(store, r.parent, false) } : {}),
  };
}

export function labelJson(store: Store, r: FakeRepo, l: LabelRecord): Json {
  return {
    id: l.id,
    node_id: l.nodeId,
    url: `${store.apiUrl}/repos/${r.fullName}/labels/${encodeURIComponent(l.name)}`,
    name: l.name,
    color: l.color,
    default: l.default,
    description: l.description,
  };
}

function labelsOf(store: Store, r: FakeRepo, pr: PullRecord): Json[] {
  return pr.labels.map((n) => labelJson(store, r, r.ensureLabel(n)));
}

function authorAssociation(r: FakeRepo, u: UserRecord): string {
  if (u.login.toLowerCase() === r.owner.toLowerCase()) return 'OWNER';
  const role = r.roleOf(u.login);
  if (role !== 'none') return 'COLLABORATOR';
  return [...r.pulls.values()].some((p) => p.author === u && p.mergedAt) ? 'CONTRIBUTOR' : 'NONE';
}

export interface PullDetail {
  stats: PullStats;
  mergeable: boolean | null;
  mergeableState: string;
  rebaseable: boolean | null;
}

export function pullJson(store: Store, r: FakeRepo, pr: PullRecord, detail?: PullDetail): Json {
  const api = `${store.apiUrl}/repos/${r.fullName}`;
  const html = `${HTML}/${r.fullName}/pull/${pr.number}`;
  const headSha = r.headSha(pr);
  const baseSha = r.baseSha(pr);
  const branch = (repo: FakeRepo, ref: string, sha: string): Json => ({
    label: `${repo.owner}:${ref}`,
    ref,
    sha,
    user: userJson(store, repo.ownerUser),
    repo: repoJson(store, repo),
  });
  const out: Json = {
    url: `${api}/pulls/${pr.number}`,
    id: pr.id,
    node_id: pr.nodeId,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${api}/issues/${pr.number}`,
    number: pr.number,
    state: pr.state,
    locked: false,
    title: pr.title,
    user: userJson(store, pr.author),
    body: pr.body,
    created_at: pr.createdAt,
    updated_at: pr.updatedAt,
    closed_at: pr.closedAt,
    merged_at: pr.mergedAt,
    merge_commit_sha: pr.mergeCommitSha,
    assignee: null,
    assignees: [],
    requested_reviewers: (pr.requestedReviewers ?? []).map((u) => userJson(store, u)),
    requested_teams: (pr.requestedTeams ?? []).flatMap((slug) => {
      const team = r.teams.get(slug.toLowerCase());
      return team ? [teamJson(store, r, team)] : [];
    }),
    labels: labelsOf(store, r, pr),
    milestone: null,
    draft: pr.draft,
    commits_url: `${api}/pulls/${pr.number}/commits`,
    review_comments_url: `${api}/pulls/${pr.number}/comments`,
    review_comment_url: `${api}/pulls/comments{/number}`,
    comments_url: `${api}/issues/${pr.number}/comments`,
    statuses_url: `${api}/statuses/${headSha}`,
    head: branch(pr.headRepo, pr.headRef, headSha),
    base: branch(r, pr.baseRef, baseSha),
    _links: {
      self: { href: `${api}/pulls/${pr.number}` },
      html: { href: html },
      issue: { href: `${api}/issues/${pr.number}` },
      comments: { href: `${api}/issues/${pr.number}/comments` },
      review_comments: { href: `${api}/pulls/${pr.number}/comments` },
      review_comment: { href: `${api}/pulls/comments{/number}` },
      commits: { href: `${api}/pulls/${pr.number}/commits` },
      statuses: { href: `${api}/statuses/${headSha}` },
    },
    author_association: authorAssociation(r, pr.author),
    auto_merge: pr.autoMerge
      ? {
          enabled_by: userJson(store, pr.autoMerge.enabledBy),
          merge_method: pr.autoMerge.mergeMethod.toLowerCase(),
          commit_title: null,
          commit_message: null,
        }
      : null,
    active_lock_reason: null,
  };
  if (!detail) return out;
  return {
    ...out,
    merged: pr.mergedAt !== null,
    mergeable: detail.mergeable,
    rebaseable: detail.rebaseable,
    mergeable_state: detail.mergeableState,
    merged_by: pr.mergedBy ? userJson(store, pr.mergedBy) : null,
    comments: r.commentList.filter((c) => c.issueNumber === pr.number).length,
    review_comments: 0,
    maintainer_can_modify: pr.headRepo !== r,
    commits: detail.stats.commits,
    additions: detail.stats.additions,
    deletions: detail.stats.deletions,
    changed_files: detail.stats.changedFiles,
  };
}

/** A pull request seen through the issues API. */
export function issueJson(store: Store, r: FakeRepo, pr: PullRecord): Json {
  const api = `${store.apiUrl}/repos/${r.fullName}`;
  const html = `${HTML}/${r.fullName}/pull/${pr.number}`;
  return {
    url: `${api}/issues/${pr.number}`,
    repository_url: api,
    labels_url: `${api}/issues/${pr.number}/labels{/name}`,
    comments_url: `${api}/issues/${pr.number}/comments`,
    events_url: `${api}/issues/${pr.number}/events`,
    html_url: html,
    id: pr.id,
    node_id: pr.nodeId,
    number: pr.number,
    title: pr.title,
    user: userJson(store, pr.author),
    labels: labelsOf(store, r, pr),
    state: pr.state,
    locked: false,
    assignee: null,
    assignees: [],
    milestone: null,
    comments: r.commentList.filter((c) => c.issueNumber === pr.number).length,
    created_at: pr.createdAt,
    updated_at: pr.updatedAt,
    closed_at: pr.closedAt,
    author_association: authorAssociation(r, pr.author),
    active_lock_reason: null,
    draft: pr.draft,
    pull_request: {
      url: `${api}/pulls/${pr.number}`,
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      merged_at: pr.mergedAt,
    },
    body: pr.body,
    state_reason: pr.state === 'closed' ? 'completed' : null,
  };
}

export function commentJson(store: Store, r: FakeRepo, c: CommentRecord): Json {
  const api = `${store.apiUrl}/repos/${r.fullName}`;
  const pr = r.pulls.get(c.issueNumber);
  return {
    url: `${api}/issues/comments/${c.id}`,
    html_url: `${HTML}/${r.fullName}/${pr ? 'pull' : 'issues'}/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${api}/issues/${c.issueNumber}`,
    id: c.id,
    node_id: c.nodeId,
    user: userJson(store, c.user),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: authorAssociation(r, c.user),
    body: c.body,
    reactions: {
      url: `${api}/issues/comments/${c.id}/reactions`,
      total_count: 0,
      '+1': 0,
      '-1': 0,
      laugh: 0,
      hooray: 0,
      confused: 0,
      heart: 0,
      rocket: 0,
      eyes: 0,
    },
    performed_via_github_app: null,
  };
}

export function appJson(store: Store, slug: string): Json {
  // An App registered through the manifest flow answers as itself (fake-github/apps.ts).
  const registered = AppRegistry.of(store).bySlug(slug);
  if (registered) return integrationJson(store, registered);
  const owner = store.user(slug === 'github-actions' ? 'github' : slug, 'Organization');
  const id = appIdOf(store, slug);
  return {
    id,
    slug,
    node_id: nodeId('MDM6QXBw', id),
    client_id: `Iv1.${id}`,
    owner: userJson(store, owner),
    name: slug === 'github-actions' ? 'GitHub Actions' : slug,
    description: '',
    external_url: `https://${slug}.example.test`,
    html_url: `${HTML}/apps/${slug}`,
    created_at: '2018-07-30T09:30:17Z',
    updated_at: '2024-04-10T20:33:16Z',
    permissions: {
      checks: 'write',
      contents: 'write',
      metadata: 'read',
      pull_requests: 'write',
      issues: 'write',
      statuses: 'write',
    },
    events: ['check_run', 'check_suite', 'pull_request', 'push'],
  };
}

export function checkRunJson(store: Store, r: FakeRepo, c: CheckRunRecord): Json {
  const api = `${store.apiUrl}/repos/${r.fullName}`;
  const prs = [...r.pulls.values()].filter((p) => p.state === 'open' && p.headRepo === r && r.headSha(p) === c.headSha);
  return {
    id: c.id,
    name: c.name,
    node_id: c.nodeId,
    head_sha: c.headSha,
    external_id: c.externalId ?? '',
    url: `${api}/check-runs/${c.id}`,
    html_url: `${HTML}/${r.fullName}/runs/${c.id}`,
    details_url: c.detailsUrl ?? `${HTML}/${r.fullName}/runs/${c.id}`,
    status: c.status,
    conclusion: c.conclusion,
    started_at: c.startedAt,
    completed_at: c.completedAt,
    output: {
      title: c.output.title,
      summary: c.output.summary,
      text: c.output.text,
      annotations_count: c.annotations.length,
      annotations_url: `${api}/check-runs/${c.id}/annotations`,
    },
    check_suite: { id: c.suiteId },
    app: appJson(store, c.app),
    pull_requests: prs.map((p) => ({
      url: `${api}/pulls/${p.number}`,
      id: p.id,
      number: p.number,
      head: { ref: p.headRef, sha: r.headSha(p), repo: { id: r.id, url: api, name: r.name } },
      base: { ref: p.baseRef, sha: r.baseSha(p), repo: { id: r.id, url: api, name: r.name } },
    })),
  };
}

export function statusJson(store: Store, r: FakeRepo, s: StatusRecord): Json {
  return {
    url: `${store.apiUrl}/repos/${r.fullName}/statuses/${s.sha}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${s.creator.id}?v=4`,
    id: s.id,
    node_id: s.nodeId,
    state: s.state,
    description: s.description,
    target_url: s.targetUrl,
    context: s.context,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    creator: userJson(store, s.creator),
  };
}

export function commitJson(store: Store, r: FakeRepo, c: CommitInfo): Json {
  const api = `${store.apiUrl}/repos/${r.fullName}`;
  return {
    sha: c.sha,
    node_id: nodeId('C', parseInt(c.sha.slice(0, 8), 16)),
    commit: {
      author: { name: c.authorName, email: c.authorEmail, date: c.authorDate.replace(/\+00:00$/, 'Z') },
      committer: { name: c.committerName, email: c.committerEmail, date: c.committerDate.replace(/\+00:00$/, 'Z') },
      message: c.message,
      tree: { sha: c.tree, url: `${api}/git/trees/${c.tree}` },
      url: `${api}/git/commits/${c.sha}`,
      comment_count: 0,
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    },
    url: `${api}/commits/${c.sha}`,
    html_url: `${HTML}/${r.fullName}/commit/${c.sha}`,
    comments_url: `${api}/commits/${c.sha}/comments`,
    author: userByEmail(store, c.authorName),
    committer: userByEmail(store, c.committerName),
    parents: c.parents.map((p) => ({
      sha: p,
      url: `${api}/commits/${p}`,
      html_url: `${HTML}/${r.fullName}/commit/${p}`,
    })),
  };
}

// GitHub links a commit to an account by email; the fake's clones commit under the login as the name.
function userByEmail(store: Store, name: string): Json | null {
  const u = store.users.get(name.toLowerCase());
  return u ? userJson(store, u) : null;
}

export function fileJson(store: Store, r: FakeRepo, f: DiffEntry, headSha: string): Json {
  const enc = f.filename.split('/').map(encodeURIComponent).join('/');
  const out: Json = {
    sha: f.sha,
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.changes,
    blob_url: `${HTML}/${r.fullName}/blob/${headSha}/${enc}`,
    raw_url: `${HTML}/${r.fullName}/raw/${headSha}/${enc}`,
    contents_url: `${store.apiUrl}/repos/${r.fullName}/contents/${enc}?ref=${headSha}`,
  };
  if (f.previous_filename !== undefined) out.previous_filename = f.previous_filename;
  return out;
}

export function refJson(store: Store, r: FakeRepo, name: string, sha: string, type = 'commit'): Json {
  const api = `${store.apiUrl}/repos/${r.fullName}`;
  return {
    ref: name,
    node_id: `REF_${Buffer.from(`${r.id}:${name}`).toString('base64url')}`,
    url: `${api}/git/${name}`,
    object: { sha, type, url: `${api}/git/${type}s/${sha}` },
  };
}

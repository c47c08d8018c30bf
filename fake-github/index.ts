// Public API of the fake GitHub used by mergexo's tests, demo and benchmark.
export { FakeGitHub, type AppliedWrite } from './server.js';
export {
  FakeRepo,
  type PullView,
  type CommentView,
  type CheckRunView,
  type OpenPullOptions,
  type PullStats,
  type TimelineEntry,
  type TimelineEventView,
} from './repo.js';
export { Worktree, type FileSpec } from './worktree.js';
export {
  FakeMergeQueue,
  MERGE_QUEUE_BOT,
  type MergeGroupRecord,
  type MergeQueueEntryRecord,
  type QueueMergeMethod,
} from './merge-queue.js';
export { Faults, type FaultKind, type FaultMatch, type FaultRequest } from './faults.js';
export { countRequests, type LoggedRequest, type RequestCounts } from './request-log.js';
export { type GitHttpRequest } from './git-http.js';
export { Events, webhookExample, type PullEventOptions } from './events.js';
export { routeTable } from './router.js';
export {
  AppRegistry,
  AppRecord,
  GITHUB_ACTIONS_APP_ID,
  appIdOf,
  type AppManifest,
  type InstallationRecord,
} from './apps.js';
export { EnvironmentRecord, environmentsOf, repoVariablesOf } from './environments.js';
export { pinRequiredCheck, requiredChecksFor, rulesetsOf, type RequiredCheck, type RulesetRecord } from './rulesets.js';
export { setRepoSecret, workflowPermissionsOf, type WorkflowPermissionSettings } from './routes/actions-settings.js';
export { githubSchema } from './graphql/schema.js';
export { MAX_NODES, pointsOf, queryCost, type QueryCost } from './graphql/cost.js';
export { PULL_FILES_CAP } from './routes/pulls.js';
export { COMPARE_COMMITS_CAP, COMPARE_FILES_CAP } from './routes/compare.js';
export type {
  Role,
  TokenOptions,
  UserRecord,
  PullRecord,
  PullChanges,
  PullEventRecord,
  PullEventType,
} from './store.js';

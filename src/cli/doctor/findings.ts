/**
 * What doctor found, line by line (types only): each check has a stable id, holds or not, and says why as a kind
 * with its facts. `./decide.ts` returns them; `./messages.ts` words each kind, and the fix of each failing one.
 */
import type { GitHubWords } from '../../core/pure/words.js';
import type { Level, Permissions } from './callers.js';

/** What a refused read was about, for the line that says the token could not read it. */
export type Subject =
  | { what: 'workflows'; branch: string }
  | { what: 'called-workflow'; uses: string }
  | { what: 'variable'; name: string }
  | { what: 'installation' }
  | { what: 'environment'; env: string }
  | { what: 'branch-policies'; env: string }
  | { what: 'environment-secret'; env: string; name: string }
  | { what: 'repository-secret'; name: string }
  | { what: 'labels' }
  | { what: 'workflow-permissions' };

export type Finding =
  | { kind: 'unreadable'; subject: Subject; status: number | undefined; needs: string; said: GitHubWords }
  // The callers.
  | { kind: 'callers'; files: readonly string[] }
  | { kind: 'no-caller'; branch: string }
  | { kind: 'workflow-broken'; file: string; said: GitHubWords }
  | { kind: 'trigger-target'; file: string }
  | { kind: 'trigger-pull-request'; file: string }
  | { kind: 'trigger-types'; file: string; missing: readonly string[] }
  | { kind: 'calls-actions'; file: string; uses: string }
  | { kind: 'called'; uses: string }
  | { kind: 'called-invalid'; uses: string }
  | { kind: 'enforcing' }
  | { kind: 'observing'; files: readonly string[] }
  | { kind: 'enforcement-unknown'; file: string; value: string }
  | { kind: 'enforcement-differs'; values: readonly { file: string; value: string }[] }
  | { kind: 'since-set'; at: number }
  | { kind: 'since-unset' }
  | { kind: 'since-invalid'; file: string; value: string }
  | { kind: 'since-future'; at: number }
  | { kind: 'since-differs'; values: readonly { file: string; value: string }[] }
  // What the branch requires.
  | { kind: 'requirements-unknown'; branch: string; why: string; needs: string }
  | { kind: 'required'; check: string; branch: string }
  | { kind: 'not-required'; check: string; branch: string }
  | { kind: 'pinned'; check: string; appId: number }
  | { kind: 'unpinned'; check: string; appId: number }
  | { kind: 'pinned-elsewhere'; check: string; appId: number; others: readonly number[] }
  | { kind: 'no-queue'; branch: string }
  | { kind: 'queue-subscribed'; branch: string }
  | { kind: 'queue-unsubscribed'; branch: string; files: readonly string[] }
  // The App.
  /** `app`: the id or Client ID the caller names. */
  | { kind: 'app'; app: string; variable?: string }
  | { kind: 'no-app'; file: string }
  | { kind: 'app-variable-missing'; name: string }
  | { kind: 'app-id-invalid'; value: string; variable?: string }
  | { kind: 'app-id-expression'; text: string }
  | { kind: 'installed'; appId: number; slug: string; selected: boolean }
  | { kind: 'not-installed'; app: string }
  | { kind: 'installation-excludes'; slug: string }
  | { kind: 'installation-selection-unknown'; slug: string }
  | { kind: 'installation-suspended'; slug: string }
  | { kind: 'permissions-granted'; slug: string; needed: Permissions }
  | {
      kind: 'permissions-missing';
      slug: string;
      /** `when`: the condition under which a job asks for it. */
      missing: readonly { name: string; needed: Level; granted: Level | undefined; when?: string }[];
    }
  // The environment holding the key.
  | { kind: 'no-environment'; file: string }
  | { kind: 'environment-limited'; env: string; branch: string; queue: boolean }
  | { kind: 'environment-missing'; env: string }
  | { kind: 'environment-open'; env: string }
  | { kind: 'environment-protected-branches'; env: string; branch: string }
  | { kind: 'environment-other-branches'; env: string; patterns: readonly string[] }
  | { kind: 'environment-without-default'; env: string; branch: string }
  | { kind: 'environment-without-queue'; env: string; pattern: string }
  | { kind: 'secret-present'; env: string; name: string }
  | { kind: 'secret-missing'; env: string; name: string }
  | { kind: 'no-repository-secret'; name: string }
  | { kind: 'repository-secret'; name: string }
  // The repository.
  | { kind: 'label'; name: string }
  | { kind: 'label-missing'; name: string }
  | { kind: 'token-read' }
  | { kind: 'token-too-broad'; writes: boolean; approves: boolean };

export interface Check {
  /** Stable across runs: a topic, and `:subject` when the topic has one line per subject. */
  id: string;
  ok: boolean;
  finding: Finding;
}

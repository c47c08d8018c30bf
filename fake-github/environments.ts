// Deployment environments of a repository: their deployment branch policy, their secrets and variables, and the
// repository's Actions variables. A secret arrives sealed (libsodium's sealed box) to the environment's public key;
// the fake holds the private key and opens it, as GitHub does, so a test can read what a workflow would get
// (`environmentsOf(repo).get(name)?.secretValue(...)`). The API never answers a secret's value.
import { minimatch } from 'minimatch';
import sodium from 'libsodium-wrappers';
import type { FakeRepo } from './repo.js';
import { nodeId, now } from './store.js';

export interface BranchPolicySettings {
  protected_branches: boolean;
  custom_branch_policies: boolean;
}

export interface BranchPolicyRecord {
  id: number;
  nodeId: string;
  name: string;
  type: 'branch' | 'tag';
}

export interface NamedValue {
  name: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

export class EnvironmentRecord {
  readonly id: number;
  readonly nodeId: string;
  readonly createdAt = now();
  updatedAt = now();
  waitTimer = 0;
  preventSelfReview = false;
  reviewers: Array<{ type: string; id: number }> = [];
  /** null: every branch may deploy (GitHub's default for a new environment). */
  branchPolicy: BranchPolicySettings | null = null;
  readonly policies: BranchPolicyRecord[] = [];
  readonly secrets = new Map<string, NamedValue>();
  readonly variables = new Map<string, NamedValue>();
  private keys?: { keyId: string; publicKey: Uint8Array; privateKey: Uint8Array };

  constructor(
    readonly repo: FakeRepo,
    readonly name: string,
  ) {
    this.id = repo.store.nextId();
    this.nodeId = nodeId('EN', this.id);
  }

  /** The environment's secrets key pair (made on first use; libsodium must be ready). */
  keyPair(): { keyId: string; publicKey: Uint8Array; privateKey: Uint8Array } {
    if (!this.keys) {
      const kp = sodium.crypto_box_keypair();
      this.keys = { keyId: String(this.repo.store.nextId()) + '0'.repeat(12), ...kp };
    }
    return this.keys;
  }

  /** Opens a sealed value; undefined when it was not sealed to this environment's key. */
  open(encryptedBase64: string): string | undefined {
    const { publicKey, privateKey } = this.keyPair();
    try {
      const sealed = sodium.from_base64(encryptedBase64, sodium.base64_variants.ORIGINAL);
      return sodium.to_string(sodium.crypto_box_seal_open(sealed, publicKey, privateKey));
    } catch {
      return undefined;
    }
  }

  /** What a job that declares this environment would read from `secrets.<name>` (tests only; never served). */
  secretValue(name: string): string | undefined {
    return this.secrets.get(name.toUpperCase())?.value;
  }

  /**
   * Whether a run on `ref` (a branch name) may use this environment: every branch without a policy; protected
   * branches only with `protected_branches`; else only a branch matching one of the custom branch policies.
   */
  // GitHub: "Managing environments for deployment" (deployment branches: all, protected, or selected name patterns)
  allowsBranch(ref: string, isProtected: boolean): boolean {
    if (!this.branchPolicy) return true;
    if (this.branchPolicy.protected_branches) return isProtected;
    return this.policies.some((p) => p.type === 'branch' && minimatch(ref, p.name, { dot: true }));
  }
}

interface RepoSettings {
  environments: Map<string, EnvironmentRecord>;
  variables: Map<string, NamedValue>;
}

const settings = new WeakMap<FakeRepo, RepoSettings>();

function settingsOf(repo: FakeRepo): RepoSettings {
  let s = settings.get(repo);
  if (!s) settings.set(repo, (s = { environments: new Map(), variables: new Map() }));
  return s;
}

/** A repository's environments, by lower-case name (GitHub matches environment names without case). */
export function environmentsOf(repo: FakeRepo): Map<string, EnvironmentRecord> {
  return settingsOf(repo).environments;
}

/** A repository's Actions variables (`vars.<NAME>` in any of its workflows), by upper-case name. */
export function repoVariablesOf(repo: FakeRepo): Map<string, NamedValue> {
  return settingsOf(repo).variables;
}

export async function sodiumReady(): Promise<void> {
  await sodium.ready;
}

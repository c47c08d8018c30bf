// The steps of `init --app` on ports in memory: how a rerun resumes after each kind of stop, and that nothing
// creates an App before the token has proven it may store its key. The whole command against the fake GitHub is
// `index.test.ts`.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { TokenRefusedError } from '../../../src/core/github/errors.js';
import type { RulesetBody, SetupPort } from '../../../src/core/github/setup-port.js';
import { runAppSetup, type AppSetupContext } from '../../../src/cli/app/steps.js';

const PEM = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;
const REPO = { owner: 'acme', repo: 'widgets' };
const APP_CALLER = 'jobs:\n  mergexo:\n    uses: OWNER/mergexo/.github/workflows/mergexo-app.yml@v1\n';

/** GitHub in memory, as far as `init --app` reads and writes it. */
class MemorySetup implements SetupPort {
  env:
    { policy: { protected_branches: boolean; custom_branch_policies: boolean } | null; patterns: string[] } | undefined;
  secrets = new Map<string, string>();
  vars = new Map<string, string>();
  labelNames: string[] = [];
  sets: Array<RulesetBody & { id: number }> = [];
  landed = true;
  refuse = new Set<string>();
  converted = 0;
  writes = 0;
  private guard(what: string): void {
    if (this.refuse.has(what)) throw new TokenRefusedError(`refused ${what}`, 403, what);
  }
  async repository() {
    return { defaultBranch: 'main', owner: 'acme', ownerIsOrganization: false, admin: true };
  }
  async environment() {
    return this.env ? { branchPolicy: this.env.policy } : ('absent' as const);
  }
  async putEnvironment(
    _r: unknown,
    _n: string,
    policy: { protected_branches: boolean; custom_branch_policies: boolean },
  ) {
    this.guard('environment');
    this.writes++;
    this.env = { policy, patterns: this.env?.patterns ?? [] };
  }
  async branchPolicies() {
    return (this.env?.patterns ?? []).map((name, i) => ({ id: i + 1, name, type: 'branch' as const }));
  }
  async addBranchPolicy(_r: unknown, _e: string, branch: string) {
    this.writes++;
    this.env!.patterns.push(branch);
  }
  async removeBranchPolicy(_r: unknown, _e: string, p: { name: string }) {
    this.writes++;
    this.env!.patterns = this.env!.patterns.filter((x) => x !== p.name);
  }
  async environmentKey() {
    return { keyId: 'k1', key: Buffer.alloc(32, 7).toString('base64') };
  }
  async hasEnvironmentSecret(_r: unknown, _e: string, name: string) {
    return this.secrets.has(name);
  }
  async putEnvironmentSecret(_r: unknown, _e: string, name: string, sealed: { encryptedValue: string }) {
    this.guard('secret');
    this.writes++;
    this.secrets.set(name, sealed.encryptedValue);
  }
  async variable(_r: unknown, name: string) {
    return this.vars.get(name);
  }
  async setVariable(_r: unknown, name: string, value: string) {
    this.writes++;
    this.vars.set(name, value);
  }
  async listRepoLabels() {
    return this.labelNames;
  }
  async createLabel(_r: unknown, l: { name: string }) {
    this.writes++;
    this.labelNames.push(l.name);
    return 'created' as const;
  }
  async rulesets() {
    return this.sets.map(({ id, name }) => ({ id, name }));
  }
  async ruleset(_r: unknown, id: number) {
    return structuredClone(this.sets.find((s) => s.id === id)!);
  }
  async createRuleset(_r: unknown, body: RulesetBody) {
    this.guard('ruleset');
    this.writes++;
    this.sets.push({ ...structuredClone(body), id: 900 + this.sets.length });
    return 900 + this.sets.length - 1;
  }
  async updateRuleset(_r: unknown, id: number, body: RulesetBody) {
    this.guard('ruleset');
    this.writes++;
    Object.assign(
      this.sets.find((s) => s.id === id)!,
      structuredClone(body),
    );
  }
  async file() {
    return this.landed ? APP_CALLER : undefined;
  }
  async convertManifest() {
    this.converted++;
    return { id: 4200 + this.converted, slug: `app-${this.converted}`, name: 'app', owner: 'acme', pem: PEM };
  }
}

function context(
  setup: MemorySetup,
  over: Partial<AppSetupContext> = {},
): AppSetupContext & { lines: string[]; flows: number } {
  const lines: string[] = [];
  let clock = 0;
  const ctx = {
    repo: REPO,
    setup,
    appPort: () => ({ installation: async () => ({ id: 1, permissions: { checks: 'write' } }) }),
    serverUrl: 'https://github.example',
    root: '/nonexistent',
    environment: 'mergexo',
    org: undefined,
    waitMs: 60_000,
    pollMs: 5_000,
    writeFiles: async () => ({ root: '/r', defaultBranch: 'main', files: [] }),
    callerText: () => APP_CALLER,
    startFlow: async () => {
      ctx.flows++;
      return { pageUrl: 'http://127.0.0.1:1/', code: Promise.resolve('code'), close: () => {} };
    },
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
    out: (l: string) => lines.push(l),
    lines,
    flows: 0,
    ...over,
  };
  return ctx;
}

describe('runAppSetup', () => {
  it('sets everything up, and a second run writes nothing', async () => {
    const setup = new MemorySetup();
    expect(await runAppSetup(context(setup))).toBe(0);
    expect(setup.env).toEqual({
      policy: { protected_branches: false, custom_branch_policies: true },
      patterns: ['main'],
    });
    expect(setup.vars.get('MERGEXO_APP_ID')).toBe('4201');
    expect(setup.sets).toHaveLength(1);
    const writes = setup.writes;
    const again = context(setup);
    expect(await runAppSetup(again)).toBe(0);
    expect(setup.writes).toBe(writes);
    expect(again.flows).toBe(0);
    expect(again.lines.join('\n')).toMatch(/installation +not checked/);
  });

  it('creates no App when the token may not store the key, and none when it may not limit the environment', async () => {
    const noSecrets = new MemorySetup();
    noSecrets.refuse.add('secret');
    const ctx = context(noSecrets);
    await expect(runAppSetup(ctx)).rejects.toThrow(ConfigurationError);
    expect(ctx.flows).toBe(0);
    expect(noSecrets.converted).toBe(0);
    const noAdmin = new MemorySetup();
    noAdmin.refuse.add('environment');
    const ctx2 = context(noAdmin);
    await expect(runAppSetup(ctx2)).rejects.toThrow(/could not create or limit the environment mergexo/);
    expect(ctx2.flows).toBe(0);
  });

  it('narrows an environment open to other branches to the default branch', async () => {
    const setup = new MemorySetup();
    setup.env = { policy: { protected_branches: false, custom_branch_policies: true }, patterns: ['main', 'agent/*'] };
    const ctx = context(setup);
    await runAppSetup(ctx);
    expect(setup.env.patterns).toEqual(['main']);
    expect(ctx.lines.join('\n')).toMatch(/limited to main \(was: selected branches; removed agent\/\*\)/);
  });

  it('resumes after a stop between the App and its id: says the keyless App must go, and makes a new one', async () => {
    const setup = new MemorySetup();
    setup.vars.set('MERGEXO_APP_ID', '77');
    setup.vars.set('MERGEXO_APP_SLUG', 'old-app');
    const ctx = context(setup);
    expect(await runAppSetup(ctx)).toBe(0);
    expect(ctx.lines.join('\n')).toContain('created old-app (id 77) but stopped before storing its key');
    expect(ctx.lines.join('\n')).toContain('https://github.example/settings/apps/old-app/advanced');
    expect(setup.vars.get('MERGEXO_APP_ID')).toBe('4201');
  });

  it('stores nothing when the browser never comes back; the rerun starts the App over', async () => {
    const setup = new MemorySetup();
    const ctx = context(setup, {
      startFlow: async () => ({
        pageUrl: 'http://127.0.0.1:1/',
        code: Promise.reject(new Error('timeout')),
        close: () => {},
      }),
    });
    await expect(runAppSetup(ctx)).rejects.toThrow(/no App was created within 1 minutes/);
    expect(setup.vars.get('MERGEXO_APP_ID')).toBe('pending');
    expect(await runAppSetup(context(setup))).toBe(0);
    expect(setup.vars.get('MERGEXO_APP_ID')).toBe('4201');
  });

  it('waits, then leaves the ruleset for the rerun while the App workflow is not on the default branch', async () => {
    const setup = new MemorySetup();
    setup.landed = false;
    const ctx = context(setup);
    expect(await runAppSetup(ctx)).toBe(1);
    expect(setup.sets).toEqual([]);
    expect(ctx.lines.join('\n')).toMatch(/not on main yet: merge the workflows, then rerun/);
  });

  it('repins a ruleset whose checks count another source', async () => {
    const setup = new MemorySetup();
    await runAppSetup(context(setup));
    const rule = setup.sets[0]!.rules[0]!;
    (rule.parameters!.required_status_checks as Array<{ integration_id?: number }>)[0]!.integration_id = 15368;
    const ctx = context(setup);
    expect(await runAppSetup(ctx)).toBe(0);
    expect(ctx.lines.join('\n')).toMatch(/ruleset +mergexo: updated: requires/);
  });

  it('refuses --org for a repository the organization does not own', async () => {
    await expect(runAppSetup(context(new MemorySetup(), { org: 'other' }))).rejects.toThrow(
      /belongs to acme: leave --org out/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { parseSettings } from '../../src/rebase-notify/settings.js';

const parse = (inputs: Record<string, string>) => parseSettings(inputsFromRecord({ 'github-token': 't', ...inputs }));

describe('rebase-notify settings', () => {
  it('has the contract defaults', () => {
    expect(parse({})).toEqual({
      token: 't',
      enforcement: 'enforce',
      urgency: 'helpful',
      updateBranch: 'off',
      cooldownMinutes: 60,
      maxWrites: 100,
      includeDrafts: false,
      driftSource: 'auto',
      behindLabel: 'mergexo:behind',
      conflictLabel: 'mergexo:conflict',
      checkName: 'mergexo/rebase',
      allocatedNames: [],
      meetingBases: [],
      overlaps: 'off',
      collisionCheckName: 'mergexo/collision',
      ready: { modes: [], label: 'mergexo:ready', reviewers: [] },
      handOverPermission: 'maintain',
      handOverWorkflow: '.github/workflows/mergexo-hand-over.yml',
    });
  });

  it("an operator's hand-over: a PR number and one name, both or neither, with allocated-names", () => {
    const globs = { 'allocated-names': 'migrations/*_*.sql' };
    expect(parse({ ...globs, 'hand-over-to': '#12', 'hand-over-name': '0042' }).handOver).toEqual({
      pull: 12,
      name: '42',
    });
    expect(parse({ ...globs, 'hand-over-to': '12', 'hand-over-name': 'add-users' }).handOver?.name).toBe('add-users');
    expect(() => parse({ ...globs, 'hand-over-to': '12' })).toThrow(/'hand-over-name' must be one allocated name/);
    expect(() => parse({ ...globs, 'hand-over-name': '42' })).toThrow(/'hand-over-to' must be a PR number/);
    expect(() => parse({ ...globs, 'hand-over-to': '12', 'hand-over-name': 'a/b' })).toThrow(/one allocated name/);
    // Under a glob with a wildcard folder, a name carries its folder.
    const apps = { 'allocated-names': '*/migrations/*_*.py', 'hand-over-to': '12' };
    expect(parse({ ...apps, 'hand-over-name': 'orders/migrations/0042' }).handOver?.name).toBe('orders/migrations/42');
    expect(() => parse({ ...apps, 'hand-over-name': '/x/' })).toThrow(/one allocated name/);
    expect(() => parse({ 'hand-over-to': '12', 'hand-over-name': '42' })).toThrow(/needs 'allocated-names'/);
    expect(parse({ 'hand-over-permission': 'admin' }).handOverPermission).toBe('admin');
    expect(() => parse({ 'hand-over-permission': 'none' })).toThrow(/hand-over-permission/);
    expect(parse({ 'hand-over-workflow': 'hand-over.yaml' }).handOverWorkflow).toBe('.github/workflows/hand-over.yaml');
    expect(parse({ 'hand-over-workflow': '.github/workflows/x.yml' }).handOverWorkflow).toBe('.github/workflows/x.yml');
    for (const bad of ['../x.yml', 'workflows/x.yml', 'x.json'])
      expect(() => parse({ 'hand-over-workflow': bad })).toThrow(/'hand-over-workflow' must name one workflow file/);
  });

  it("takes ci-wait's ready-mark inputs, to take the mark back", () => {
    expect(parse({ 'ready-mark': 'label, draft', 'ready-label': 'can-land' }).ready).toEqual({
      modes: ['label', 'draft'],
      label: 'can-land',
      reviewers: [],
    });
  });

  it('collisions: globs one a line, overlaps on with them, a bad glob refused in one line', () => {
    const s = parse({ 'allocated-names': 'migrations/*_*.sql\n\n# ADRs\ndocs/adr/*-*.md\nmigrations/*_*.sql' });
    expect(s.allocatedNames.map((g) => g.glob)).toEqual(['migrations/*_*.sql', 'docs/adr/*-*.md']);
    expect(s.overlaps).toBe('notice');
    expect(parse({ 'allocated-names': 'm/*.sql', overlaps: 'off' }).overlaps).toBe('off');
    expect(parse({ overlaps: 'notice' }).overlaps).toBe('notice');
    expect(parse({ 'collision-check-name': 'x/y' }).collisionCheckName).toBe('x/y');
    expect(() => parse({ 'allocated-names': 'migrations/0042.sql' })).toThrow(/'migrations\/0042.sql' has no \*/);
    expect(() => parse({ overlaps: 'loud' })).toThrow(/overlaps/);
  });

  it('meeting-bases: one group a line, bases by commas; a base in two groups or no branch name is refused', () => {
    expect(
      parse({ 'meeting-bases': 'main, feature\n\n# next\nrelease/2, refs/heads/develop, release/2' }).meetingBases,
    ).toEqual([
      ['feature', 'main'],
      ['develop', 'release/2'],
    ]);
    // One base alone meets nothing.
    expect(parse({ 'meeting-bases': 'main' }).meetingBases).toEqual([]);
    expect(() => parse({ 'meeting-bases': 'main, feature\nfeature, next' })).toThrow(/'feature' is in two groups/);
    expect(() => parse({ 'meeting-bases': 'main, fea ture' })).toThrow(/'fea ture' is not a branch name/);
  });

  it('reads every input', () => {
    expect(
      parse({
        urgency: 'Blocking',
        'update-branch': 'merge',
        'cooldown-minutes': '0',
        'max-writes': '7',
        'include-drafts': 'true',
        base: 'refs/heads/release/1.x',
        'drift-source': 'api',
        'behind-label': 'stale',
        'conflict-label': 'conflicts',
        'check-name': 'rebase',
      }),
    ).toMatchObject({
      urgency: 'blocking',
      updateBranch: 'merge',
      cooldownMinutes: 0,
      maxWrites: 7,
      includeDrafts: true,
      base: 'release/1.x',
      driftSource: 'api',
      behindLabel: 'stale',
      conflictLabel: 'conflicts',
      checkName: 'rebase',
    });
  });

  it.each([
    [{ urgency: 'loud' }, /'urgency' must be one of blocking, helpful, fyi/],
    [{ 'update-branch': 'rebase' }, /'update-branch' must be one of off, merge/],
    [{ 'cooldown-minutes': '-1' }, /'cooldown-minutes' must be between 0/],
    [{ 'cooldown-minutes': 'soon' }, /whole number/],
    [{ 'max-writes': '100000' }, /'max-writes' must be between 0 and 5000/],
    [{ 'include-drafts': 'maybe' }, /true or false/],
    [{ base: 'feature..x' }, /'base' must be a branch name/],
    [{ 'drift-source': 'magic' }, /'drift-source' must be one of auto, git, api/],
    [{ 'behind-label': 'x', 'conflict-label': 'X' }, /must differ/],
    [{ 'behind-label': 'a,b' }, /label name/],
  ])('refuses %j with a message naming the fix', (inputs, message) => {
    expect(() => parse(inputs as Record<string, string>)).toThrow(ConfigurationError);
    expect(() => parse(inputs as Record<string, string>)).toThrow(message);
  });

  it('needs a token', () => {
    expect(() => parseSettings(inputsFromRecord({}))).toThrow(/'github-token' is required/);
  });
});

// Who may hand an allocated name over and when a recorded hand-over counts: the rules alone, on ports that answer
// as GitHub would (a run's record, a person's role, the default branch), counting what they were asked.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../src/core/pure/roles.js';
import { parseAllocatedGlob } from '../../../../src/rebase-notify/rules/collisions/allocated-names.js';
import {
  countedHandOvers,
  decideHandOver,
  handOverRule,
  lacksRole,
  type DispatchRecord,
  type HandOverPorts,
  type HandOverRequest,
} from '../../../../src/rebase-notify/rules/collisions/hand-over-authority.js';
import { nameKey } from '../../../../src/rebase-notify/rules/collisions/owners.js';
import type { HandOverRecord } from '../../../../src/rebase-notify/rules/state.js';

const WORKFLOW = '.github/workflows/mergexo-hand-over.yml';
const GLOB = 'migrations/*_*.sql';
const globs = [parseAllocatedGlob(GLOB)];
const rule = handOverRule({ handOverPermission: 'maintain', handOverWorkflow: WORKFLOW });

const dispatch = (over: Partial<DispatchRecord> = {}): DispatchRecord => ({
  event: 'workflow_dispatch',
  path: WORKFLOW,
  headBranch: 'main',
  actor: 'maya',
  triggeringActor: 'maya',
  title: 'mergexo hand-over 42 to PR 7',
  ...over,
});

/** Ports answering from tables, recording each question asked. */
function ports(
  runs: Record<number, DispatchRecord | 'unreadable'>,
  roles: Record<string, Role>,
): HandOverPorts & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    run: (id) => (asked.push(`run ${id}`), Promise.resolve(runs[id])),
    role: (login) => (asked.push(`role ${login}`), Promise.resolve(roles[login] ?? 'none')),
    defaultBranch: () => Promise.resolve('main'),
  };
}

const record = (over: Partial<HandOverRecord> = {}): HandOverRecord => ({
  name: '42',
  base: 'main',
  run: 100,
  actor: 'maya',
  ...over,
});
const holder = (records: HandOverRecord[], number = 7, baseRef = 'main') => ({ number, baseRef, records });

describe('lacksRole', () => {
  it('asks the first starter, then the re-runner, and stops at the first who lacks the role', async () => {
    const p = ports({}, { maya: 'maintain', bob: 'write' });
    expect(await lacksRole(dispatch({ triggeringActor: 'bob' }), 'maintain', p.role)).toEqual({
      login: 'bob',
      role: 'write',
    });
    const q = ports({}, { bob: 'write' });
    expect(await lacksRole(dispatch({ actor: 'bob' }), 'maintain', q.role)).toEqual({ login: 'bob', role: 'write' });
    expect(q.asked).toEqual(['role bob']);
    expect(await lacksRole(dispatch(), 'maintain', ports({}, { maya: 'admin' }).role)).toBeUndefined();
  });
});

describe('countedHandOvers', () => {
  it("counts a maintainer's dispatch of the hand-over workflow, under every glob's key", async () => {
    const p = ports({ 100: dispatch() }, { maya: 'maintain' });
    const counted = await countedHandOvers([holder([record()])], globs, rule, p);
    expect([...counted.handed]).toEqual([[nameKey(GLOB, '42'), 7]]);
    expect(counted.unchecked).toEqual([]);
  });

  it.each<[string, HandOverRecord, Record<number, DispatchRecord | 'unreadable'>, Record<string, Role>]>([
    // An agent with push access writes the record through a workflow sharing mergexo's token, citing its own run.
    [
      'a run of another workflow',
      record(),
      { 100: dispatch({ path: '.github/workflows/agent.yml' }) },
      { maya: 'admin' },
    ],
    ['a push run', record(), { 100: dispatch({ event: 'push' }) }, { maya: 'admin' }],
    ['a run on a branch the agent pushed', record(), { 100: dispatch({ headBranch: 'agent' }) }, { maya: 'admin' }],
    ['a hand-over of another name', record(), { 100: dispatch({ title: 'mergexo hand-over 43 to PR 7' }) }, {}],
    ['a hand-over to another PR', record(), { 100: dispatch({ title: 'mergexo hand-over 42 to PR 8' }) }, {}],
    ['a record naming someone who did not dispatch', record({ actor: 'boss' }), { 100: dispatch() }, { boss: 'admin' }],
    ['a dispatcher with write only', record(), { 100: dispatch() }, { maya: 'write' }],
    [
      'a re-run by someone without the role',
      record(),
      { 100: dispatch({ triggeringActor: 'agent' }) },
      { maya: 'admin' },
    ],
    ['a run GitHub does not have', record(), {}, { maya: 'admin' }],
    ['a record for another base', record({ base: 'release' }), { 100: dispatch() }, { maya: 'admin' }],
  ])('counts nothing for %s: the first claim holds', async (_, r, runs, roles) => {
    const counted = await countedHandOvers([holder([r])], globs, rule, ports(runs, roles));
    expect(counted.handed.size).toBe(0);
  });

  it('counts an unreadable run for nothing, and says which record could not be checked', async () => {
    const counted = await countedHandOvers([holder([record()])], globs, rule, ports({ 100: 'unreadable' }, {}));
    expect(counted.handed.size).toBe(0);
    expect(counted.unchecked).toEqual([{ pull: 7, name: '42' }]);
  });

  it('gives the name to the newest hand-over: an operator may hand it on again', async () => {
    const runs = { 100: dispatch(), 200: dispatch({ title: 'mergexo hand-over 42 to PR 9' }) };
    const later = holder([record({ run: 200 })], 9);
    const counted = await countedHandOvers([later, holder([record()])], globs, rule, ports(runs, { maya: 'admin' }));
    expect(counted.handed.get(nameKey(GLOB, '42'))).toBe(9);
  });
});

describe('decideHandOver', () => {
  const request: HandOverRequest = { pull: 7, name: '42', event: 'workflow_dispatch', runId: '100', actor: 'maya' };
  const open = { number: 7, state: 'OPEN', baseRef: 'main' };
  const operator = (runs: Record<number, DispatchRecord | 'unreadable'>, roles: Record<string, Role>, pull = open) => ({
    ...ports(runs, roles),
    authorize: () => Promise.resolve({ defaultBranch: 'main' }),
    pull: () => Promise.resolve(pull),
  });

  it("writes the record of a maintainer's own dispatch on the PR's base", async () => {
    expect(await decideHandOver(request, rule, operator({ 100: dispatch() }, { maya: 'maintain' }))).toEqual({
      record: { name: '42', base: 'main', run: 100, actor: 'maya' },
      pull: open,
    });
  });

  it('refuses a run that is no dispatch before asking anything', async () => {
    const p = operator({}, {});
    expect(await decideHandOver({ ...request, event: 'push' }, rule, p)).toEqual({
      refused: { kind: 'not-dispatch', event: 'push' },
    });
    expect(p.asked).toEqual([]);
  });

  it('refuses when GitHub cannot show the run, so no record a reader could not check is written', async () => {
    expect(await decideHandOver({ ...request, runId: '' }, rule, operator({}, {}))).toEqual({
      refused: { kind: 'no-run', runId: '' },
    });
    expect(await decideHandOver(request, rule, operator({ 100: 'unreadable' }, {}))).toEqual({
      refused: { kind: 'no-run', runId: '100' },
    });
  });

  it('refuses an agent re-running a maintainer’s hand-over, and one dispatched by a write-only person', async () => {
    const rerun = await decideHandOver(
      request,
      rule,
      operator({ 100: dispatch({ triggeringActor: 'agent' }) }, { maya: 'admin', agent: 'write' }),
    );
    expect(rerun).toMatchObject({ refused: { kind: 'run-fault', fault: { kind: 'other-dispatcher' } } });
    const writer = await decideHandOver(request, rule, operator({ 100: dispatch() }, { maya: 'write' }));
    expect(writer).toEqual({
      refused: { kind: 'run-role', run: 100, lacking: { login: 'maya', role: 'write' }, needed: 'maintain' },
    });
  });

  it('refuses a run of another workflow that says it hands the name over', async () => {
    const p = operator({ 100: dispatch({ path: '.github/workflows/agent.yml' }) }, { maya: 'admin' });
    expect(await decideHandOver(request, rule, p)).toMatchObject({
      refused: { kind: 'run-fault', run: 100, fault: { kind: 'other-workflow' } },
    });
  });

  it('refuses a closed PR', async () => {
    const p = operator({ 100: dispatch() }, { maya: 'admin' }, { ...open, state: 'CLOSED' });
    expect(await decideHandOver(request, rule, p)).toEqual({ refused: { kind: 'not-open', pull: 7, state: 'CLOSED' } });
  });
});

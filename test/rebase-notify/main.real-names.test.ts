// Names as real projects allocate them (rebase-notify, allocated-names), each shown on a history replayed from a
// real repository: the file names, the folders and the order are the facts of netbox-community/netbox and
// saleor/saleor (their migrations, 2018-2026); none of their code is here. Every run is main.ts
// in the test's process (../support/in-process/run.ts), with real git.
import { describe, expect, it } from 'vitest';
import {
  advanceMain,
  newWorld,
  notifyInProcess as notify,
  openPr,
  parseList,
  pushToPr,
  useFake,
  writesSince,
  type World,
} from './world.js';
import { newestCheck } from '../attacks/support.js';
import { nextSecond, useSteppedClock } from '../support/stepped-clock.js';

const fake = useFake();
// GitHub dates pushes and openings to the second: each next claim is moved to a later second.
useSteppedClock();
const CHECK = 'mergexo/collision';

const headOf = (world: World, number: number) => world.repo.headSha(world.repo.getPull(number));
const check = (world: World, number: number) => newestCheck(world.repo, headOf(world, number), CHECK);
const file = (path: string) => ({ [path]: `# ${path.slice(path.lastIndexOf('/') + 1)}\n` });
const files = (paths: readonly string[]) => Object.assign({}, ...paths.map(file)) as Record<string, string>;

/** A sweep with `names` as allocated-names; the PRs whose collision check fails, and each PR's check title. */
async function sweep(world: World, inputs: Record<string, string>, pulls: readonly number[]) {
  const run = await notify(world, { name: 'workflow_dispatch' }, inputs);
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  return {
    colliding: parseList(run.outputs.colliding),
    conclusions: pulls.map((n) => [n, check(world, n)?.conclusion]),
  };
}

describe('a wildcard folder namespaces the name: one line for every app', () => {
  it("netbox, April 2026: the index PR's numbers in three apps clash with the permission PR's, and no others", async () => {
    const world = await newWorld(fake);
    // netbox's last migration of each app before 2026-04-01.
    await advanceMain(world, 1, () =>
      files([
        'netbox/circuits/migrations/0056_gfk_indexes.py',
        'netbox/core/migrations/0021_job_queue_name.py',
        'netbox/dcim/migrations/0230_interface_rf_channel_frequency_precision.py',
        'netbox/extras/migrations/0136_customfield_validation_schema.py',
        'netbox/ipam/migrations/0088_rename_vlangroup_total_vlan_ids.py',
        'netbox/tenancy/migrations/0023_add_mptt_tree_indexes.py',
        'netbox/users/migrations/0015_owner.py',
        'netbox/virtualization/migrations/0054_virtualmachinetype.py',
        'netbox/vpn/migrations/0011_add_comments_to_organizationalmodel.py',
        'netbox/wireless/migrations/0018_add_mptt_tree_indexes.py',
      ]),
    );
    // 2026-04-01, #21560 (custom model actions): three apps' next numbers.
    const permissions = await openPr(world, 'permissions', {
      files: files([
        'netbox/core/migrations/0022_alter_datasource_options.py',
        'netbox/dcim/migrations/0231_alter_device_options.py',
        'netbox/virtualization/migrations/0055_alter_virtualmachine_options.py',
      ]),
    });
    nextSecond();
    // 2026-04-03, #21842 (SQL indexes audit): the next number of ten apps.
    const indexes = await openPr(world, 'indexes', {
      files: files(
        [
          'circuits/migrations/0057',
          'core/migrations/0022',
          'dcim/migrations/0231',
          'extras/migrations/0137',
          'ipam/migrations/0089',
          'tenancy/migrations/0024',
          'users/migrations/0016',
          'virtualization/migrations/0055',
          'vpn/migrations/0012',
          'wireless/migrations/0019',
        ].map((p) => `netbox/${p}_default_ordering_indexes.py`),
      ),
    });
    nextSecond();
    // 2026-04-20, #21923: core's 0024, the number the index PR gives tenancy.
    const jobs = await openPr(world, 'jobs', { files: file('netbox/core/migrations/0024_job_notifications.py') });
    const pulls = [permissions, indexes, jobs];

    const one = await sweep(world, { 'allocated-names': 'netbox/*/migrations/*_*.py' }, pulls);
    expect(one.colliding).toEqual([indexes]);
    expect(check(world, indexes)?.output.title).toBe(
      `3 allocated names held by #${permissions}: rename this PR's file`,
    );
    expect(check(world, indexes)?.output.summary).toContain('netbox/virtualization/migrations/55');

    const apps = [
      'circuits',
      'core',
      'dcim',
      'extras',
      'ipam',
      'tenancy',
      'users',
      'virtualization',
      'vpn',
      'wireless',
    ];
    const lines = apps.map((a) => `netbox/${a}/migrations/*_*.py`).join('\n');
    const perApp = await sweep(world, { 'allocated-names': lines }, pulls);
    expect(perApp).toEqual(one);
    expect(check(world, indexes)?.output.title).toBe(
      `3 allocated names held by #${permissions}: rename this PR's file`,
    );
  });

  it('saleor, July 2026: app 0040 and site 0051 each clash within their app, never across apps', async () => {
    const world = await newWorld(fake);
    await advanceMain(world, 1, () =>
      files([
        'saleor/app/migrations/0038_app_is_installed.py',
        'saleor/site/migrations/0050_sitesettings_return_reason_reference_type.py',
        'saleor/order/migrations/0222_ordergrantedrefundline_reason_reference.py',
      ]),
    );
    // 2026-07-01: AppExtension.identifier (#19360) takes app 0039.
    const identifier = await openPr(world, 'identifier', {
      files: file('saleor/app/migrations/0039_appextension_identifier_and_more.py'),
    });
    nextSecond();
    // 2026-07-13: removing MANAGE_OBSERVABILITY takes app 0040.
    const observability = await openPr(world, 'observability', {
      files: file('saleor/app/migrations/0040_remove_manage_observability_permission.py'),
    });
    nextSecond();
    // 2026-07-14: the identifier PR splits its index into app 0040 too.
    await pushToPr(
      world,
      'identifier',
      file('saleor/app/migrations/0040_appextension_identifier_unique_constraint.py'),
      'split',
    );
    // 2026-07-16 and 07-17: storefront traffic, then the CVE fix's merge migration, both site 0051.
    const storefront = await openPr(world, 'storefront', {
      files: file('saleor/site/migrations/0051_sitesettings_allow_storefront_traffic.py'),
    });
    nextSecond();
    const cve = await openPr(world, 'cve', { files: file('saleor/site/migrations/0051_merge_20260717_1400.py') });
    const pulls = [identifier, observability, storefront, cve];

    const one = await sweep(world, { 'allocated-names': 'saleor/*/migrations/*_*.py' }, pulls);
    expect(one.colliding).toEqual([identifier, cve]);
    expect(check(world, identifier)?.output.title).toContain(`held by #${observability}`);
    expect(check(world, cve)?.output.title).toContain(`held by #${storefront}`);
    const lines = ['account', 'app', 'checkout', 'order', 'product', 'site'].map(
      (a) => `saleor/${a}/migrations/*_*.py`,
    );
    expect(await sweep(world, { 'allocated-names': lines.join('\n') }, pulls)).toEqual(one);
  });
});

describe("a file that replaces others by its framework's convention is no new claim", () => {
  it("netbox's squashed migrations (2018 beside the ones they replace, 2024 in their place) pass", async () => {
    const world = await newWorld(fake);
    const extras = [
      '0001_initial',
      '0002_custom_fields',
      '0003_exporttemplate_add_description',
      '0004_topologymap_change_comma_to_semicolon',
      '0005_useraction_add_bulk_create',
      '0006_add_imageattachments',
      '0007_unicode_literals',
      '0008_reports',
      '0009_topologymap_type',
      '0010_customfield_filter_logic',
    ].map((n) => `netbox/extras/migrations/${n}.py`);
    const dcim = ['0131_consoleport_speed', '0132_cable_length', '0159_populate_cable_paths'];
    await advanceMain(world, 1, () => files([...extras, ...dcim.map((n) => `netbox/dcim/migrations/${n}.py`)]));
    const inputs = { 'allocated-names': 'netbox/*/migrations/*_*.py' };
    // 2018-08-01, #2213: the squash beside the migrations it replaces.
    const beside = await openPr(world, 'squash-2018', {
      files: file('netbox/extras/migrations/0001_initial_squashed_0010_customfield_filter_logic.py'),
    });
    // 2024-01-24: the squash in place of the migrations it replaces.
    const inPlace = await openPr(world, 'squash-2024', {
      files: {
        ...file('netbox/dcim/migrations/0131_squashed_0159.py'),
        ...Object.fromEntries(dcim.map((n) => [`netbox/dcim/migrations/${n}.py`, null])),
      },
    });
    // A migration that is no squash, numbered as one already there, still collides with the base.
    const clash = await openPr(world, 'clash', { files: file('netbox/extras/migrations/0008_webhooks.py') });
    const result = await sweep(world, inputs, [beside, inPlace, clash]);
    expect(result.colliding).toEqual([clash]);
    expect(result.conclusions).toEqual([
      [beside, 'success'],
      [inPlace, 'success'],
      [clash, 'failure'],
    ]);
  });
});

describe('bases whose PRs meet later are compared with each other', () => {
  it("netbox, June-July 2026: main's dcim 0238 and feature's 0238 fail once main and feature are named as meeting", async () => {
    const world = await newWorld(fake);
    // 2026-06-03 (#22364): main's dcim 0237; feature branches from it.
    await advanceMain(world, 1, () => file('netbox/dcim/migrations/0237_module_remove_local_context_data.py'));
    await world.wt.git('push', '-q', 'origin', `${world.main.at(-1)}:refs/heads/feature`);
    // 2026-06-03: the ltree PR (#21488), on feature, renumbers its migration to 0238 after merging feature.
    const ltree = await openPr(world, 'ltree', {
      files: file('netbox/dcim/migrations/0238_ltree_paths.py'),
      base: 'feature',
    });
    nextSecond();
    // 2026-07-14 (#22668): a fix on main takes dcim 0238 too.
    const cable = await openPr(world, 'cable', {
      files: file('netbox/dcim/migrations/0238_alter_cable__abs_length.py'),
    });
    const names = { 'allocated-names': 'netbox/*/migrations/*_*.py' };

    const apart = await sweep(world, names, [ltree, cable]);
    expect(apart.colliding).toEqual([]);
    const meeting = { ...names, 'meeting-bases': 'main, feature' };
    const mark = world.fake.gh.requests.length;
    const met = await sweep(world, meeting, [ltree, cable]);
    expect(met.colliding).toEqual([cable]);
    // One index for both bases, worked on once: the later claim's comment and failing check, nothing else.
    expect(writesSince(world, mark)).toHaveLength(2);
    expect(check(world, cable)?.output.title).toContain(`held by #${ltree}`);
    expect(check(world, ltree)?.conclusion).toBe('success');

    // The ltree PR lands on feature: feature's tree holds 0238, and main's PR still fails, naming that base.
    await world.repo.commitDirect('feature', file('netbox/dcim/migrations/0238_ltree_paths.py'), 'Merge ltree');
    await world.repo.closePullRequest(ltree);
    const landed = await notify(world, { name: 'pull_request', number: cable, action: 'synchronize' }, meeting);
    expect(landed.exitCode, landed.stdout + landed.stderr).toBe(0);
    expect(check(world, cable)?.conclusion).toBe('failure');
    expect(check(world, cable)?.output.title).toContain('held by the base feature');
  });
});

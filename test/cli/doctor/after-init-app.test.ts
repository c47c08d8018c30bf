// `mergexo doctor` on the repository `mergexo init --app` set up, both run as a person runs them (init the built
// command, doctor in the test's process): the browser's steps played as HTTP requests, the workflows init wrote
// landed on the default branch, the App installed.
// What init applies is what doctor holds a setup to: every line holds, exit 0.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { install, personEnv, playBrowser, startCli } from '../app/world.js';
import { doctor, failing, OWNER, OWNER_TOKEN, publishMergexo, useDoctorGitHub } from './world.js';

const gh = useDoctorGitHub();

const WRITTEN = ['.github/workflows/mergexo.yml', '.github/workflows/mergexo-operator.yml', '.github/mergexo.yml'];

describe('mergexo doctor after mergexo init --app', () => {
  it('exits 0 on the repository init --app set up', async () => {
    const mergexo = await publishMergexo(gh);
    const repo = await gh.createRepo(`${OWNER}/set-up-by-init`, { defaultBranch: 'main' });
    const wt = await repo.clone(OWNER);
    const cli = startCli(
      ['init', '--app', '--repo', repo.fullName, '--maintainer', OWNER, '--uses', `${mergexo.fullName}@v1`],
      wt.dir,
      personEnv(gh, OWNER_TOKEN),
    );
    const [, page] = await cli.waitFor(/open (http:\/\/127\.0\.0\.1:\d+\/) in a browser/);
    expect(await playBrowser(gh, page!, OWNER)).toBe(200);
    const [, installUrl] = await cli.waitFor(/install the App on this repository: (\S+)/);
    // The person lands what init wrote (the pull request that adds it, merged), then installs the App.
    await wt.commit(
      Object.fromEntries(WRITTEN.map((f) => [f, readFileSync(path.join(wt.dir, f), 'utf8')])),
      'mergexo as its own App',
    );
    await wt.push('main');
    expect(await install(gh, installUrl!, OWNER, repo.fullName)).toBe(302);
    const init = await cli.exit;
    expect([init.code, init.stderr]).toEqual([0, '']);

    const r = await doctor({ gh, repo, wt }, ['--json']);
    expect(failing(r).map((id) => r.json!.checks.find((c) => c.id === id)!.message)).toEqual([]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.json!.checks.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'trigger:.github/workflows/mergexo.yml',
        'pinned:mergexo/history-guard',
        'pinned:mergexo/write-root-gate',
        'app-permissions',
        'environment',
        'workflow-permissions',
      ]),
    );
  });
});

// `mergexo init --app` end to end: the built dist/cli/index.js run as a child process in a clone of a fake GitHub
// repository, and the person's browser played as HTTP requests (the local page, GitHub's new-App page, the
// callback, the install page).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FakeGitHub } from '../../../fake-github/index.js';
import { postForm } from '../../fake-github/app-helpers.js';
import { CLI } from '../world.js';

export interface Cli {
  /** Resolves with the first match of `re` in stdout (waiting for it to appear). */
  waitFor(re: RegExp): Promise<RegExpMatchArray>;
  exit: Promise<{ code: number; stdout: string; stderr: string }>;
}

/** The environment of the person's shell: the token, the fake as GitHub, a home and a temp dir of its own. */
export function personEnv(gh: FakeGitHub, token: string): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && !k.startsWith('GITHUB_') && k !== 'GH_TOKEN'),
  );
  return {
    ...base,
    GH_TOKEN: token,
    GITHUB_API_URL: gh.apiUrl,
    GITHUB_SERVER_URL: gh.serverUrl,
    MERGEXO_TIME_SCALE: '0.001',
    HOME: mkdtempSync(path.join(tmpdir(), 'mergexo-home-')),
    TMPDIR: mkdtempSync(path.join(tmpdir(), 'mergexo-tmp-')),
    // No `gh` on PATH: the token comes from GH_TOKEN only.
    PATH: path.dirname(process.execPath),
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
  };
}

export function startCli(args: string[], cwd: string, env: NodeJS.ProcessEnv): Cli {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...env, PATH: `${env.PATH}:/usr/bin:/bin` } });
  let stdout = '';
  let stderr = '';
  const waiters: Array<{ re: RegExp; resolve: (m: RegExpMatchArray) => void }> = [];
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString('utf8');
    for (const w of [...waiters]) {
      const m = stdout.match(w.re);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const exit = new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr })),
  );
  return {
    exit,
    waitFor: (re) =>
      new Promise((resolve, reject) => {
        const m = stdout.match(re);
        if (m) return resolve(m);
        waiters.push({ re, resolve });
        void exit.then(() => reject(new Error(`exited before ${re}: ${stdout}${stderr}`)));
      }),
  };
}

const unescape = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The person's browser: opens mergexo's local page, submits its form to GitHub's new-App page signed in as `login`,
 * follows GitHub's redirect back to the callback. Answers the callback's status.
 */
export async function playBrowser(gh: FakeGitHub, pageUrl: string, login: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const action = unescape(/action="([^"]+)"/.exec(html)![1]!);
  const manifest = unescape(/name="manifest" value="([^"]*)"/.exec(html)![1]!);
  const created = await postForm(action, { manifest }, gh.signIn(login));
  if (created.status !== 302 || !created.location)
    throw new Error(`GitHub answered ${created.status}: ${created.text}`);
  return (await fetch(created.location)).status;
}

/** The person clicks Install on the App's page for `repository`. */
export async function install(gh: FakeGitHub, installUrl: string, login: string, repository: string): Promise<number> {
  return (await postForm(installUrl, { repository }, gh.signIn(login))).status;
}

/** Every file under `dir` (not `.git` internals' packs of other tests) whose text contains `needle`. */
export function filesContaining(dir: string, needle: string, skip: RegExp = /node_modules/): string[] {
  const found: string[] = [];
  const walk = (d: string): void => {
    let entries: string[];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const name of entries) {
      const file = path.join(d, name);
      if (skip.test(file)) continue;
      let st;
      try {
        st = statSync(file);
      } catch {
        continue;
      }
      if (st.isDirectory()) walk(file);
      else if (st.isFile() && st.size < 5_000_000 && readFileSync(file).includes(needle)) found.push(file);
    }
  };
  walk(dir);
  return found;
}

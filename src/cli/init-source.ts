import { SHA_SOURCE, isSha } from '../core/pure/sha.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigurationError } from '../core/pure/errors.js';
import { git } from '../core/git.js';
import { parseUses } from './init-files.js';
import * as text from './messages.js';

/**
 * Which mergexo the workflows `init` writes call: `--uses`, else the copy of mergexo running this command, as npm
 * recorded where it came from. Never a placeholder: when neither tells, init stops and asks for `--uses`.
 *
 * npm records a package's source in the installing project's lockfile (`package-lock.json`, and the copy npm keeps
 * in `node_modules/.package-lock.json`), under `packages["node_modules/mergexo"].resolved`:
 * - from GitHub (`github:OWNER/NAME#REF`, `git+https://github.com/...`): `git+ssh://git@github.com/OWNER/NAME.git#SHA`,
 *   the commit REF resolved to, whatever form was asked for;
 * - from another git server: that URL, `#SHA`;
 * - from a tarball or a folder: `file:...` or a relative path (`"link": true`), which names no repository;
 * - from a registry: the tarball's URL; then package.json's `repository` and the release tag `v<version>` tell.
 * `npx --package SPEC mergexo` installs into a folder of npm's cache laid out the same way.
 */

/** What `init` names as the mergexo its workflows call, and where that came from (for its report). */
export interface MergexoSource {
  /** `OWNER/NAME@REF`, with ` # TAG` when REF is a commit SHA that TAG named (`--pin`). */
  uses: string;
  /** Where it was read, in words: `--uses`, or the lockfile and what npm recorded there. */
  from: string;
}

const OWNER_NAME = /^([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/;

/** The folder of the mergexo package this module was loaded from (dist/cli/ in the package, src/cli/ in a clone). */
export function ownPackageRoot(from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (let i = 0; i < 4; i++) {
    const manifest = readJson(path.join(dir, 'package.json'));
    if (manifest?.name === 'mergexo') return dir;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return undefined;
}

type Json = Record<string, unknown>;

function readJson(file: string): Json | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value !== null && typeof value === 'object' ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A GitHub repository URL (any git form npm or package.json writes) as OWNER/NAME, on one of `hosts`. */
export function repositoryOfUrl(raw: string, hosts: readonly string[]): string | undefined {
  const spec = raw.trim().replace(/#.*$/, '');
  const shorthand = /^(?:github:)?([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)$/.exec(spec);
  if (shorthand && (spec.startsWith('github:') || !spec.includes(':'))) {
    return hosts.includes('github.com') ? shorthand[1]?.replace(/\.git$/, '') : undefined;
  }
  let url: URL;
  try {
    // scp-like `git@github.com:OWNER/NAME.git` is a URL once written as ssh://.
    url = new URL(spec.replace(/^git\+/, '').replace(/^([^/@:]+@[^/:]+):(?!\/)/, 'ssh://$1/'));
  } catch {
    return undefined;
  }
  if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol)) return undefined;
  if (!hosts.includes(url.hostname.toLowerCase())) return undefined;
  const m = OWNER_NAME.exec(decodeURIComponent(url.pathname).replace(/^\/+/, ''));
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/** The hosts whose `OWNER/NAME` a workflow's `uses:` names: github.com, and GITHUB_SERVER_URL's (Enterprise Server). */
export function githubHosts(env: NodeJS.ProcessEnv): string[] {
  const hosts = ['github.com'];
  const server = str(env.GITHUB_SERVER_URL);
  if (server) {
    try {
      hosts.push(new URL(server).hostname.toLowerCase());
    } catch {
      // An unusable GITHUB_SERVER_URL adds no host; github.com still counts.
    }
  }
  return hosts;
}

/** The lockfile entry npm wrote for the package at `root`, from the nearest project above it. */
function lockEntry(root: string): { file: string; entry: Json; project: string } | undefined {
  let project = path.dirname(root);
  while (true) {
    const key = path.relative(project, root).split(path.sep).join('/');
    if (key.startsWith('node_modules/')) {
      for (const file of [
        path.join(project, 'node_modules', '.package-lock.json'),
        path.join(project, 'package-lock.json'),
        path.join(project, 'npm-shrinkwrap.json'),
      ]) {
        const packages = readJson(file)?.packages;
        const entry = packages && typeof packages === 'object' ? (packages as Json)[key] : undefined;
        if (entry && typeof entry === 'object') return { file, entry: entry as Json, project };
      }
    }
    const up = path.dirname(project);
    if (up === project) return undefined;
    project = up;
  }
}

/** The committish the project asked for (`#v1` in `github:acme/mergexo#v1`), if it is a ref and not a range. */
function askedRef(project: string, name: string): string | undefined {
  const manifest = readJson(path.join(project, 'package.json'));
  for (const field of ['devDependencies', 'dependencies', 'optionalDependencies']) {
    const deps = manifest?.[field];
    const spec = deps && typeof deps === 'object' ? str((deps as Json)[name]) : undefined;
    const ref = spec?.includes('#') ? spec.slice(spec.indexOf('#') + 1) : undefined;
    if (ref && !ref.startsWith('semver:') && /^[A-Za-z0-9._/-]+$/.test(ref)) return ref;
  }
  return undefined;
}

/** Where the package at `root` came from, or why that cannot be told (a sentence for the refusal). */
export function installedSource(
  root: string | undefined,
  env: NodeJS.ProcessEnv,
): { source: { repository: string; ref: string; sha?: string; from: string } } | { unknown: string; hint?: string } {
  if (root === undefined) return { unknown: 'this copy of mergexo has no package.json of its own' };
  const manifest = readJson(path.join(root, 'package.json')) ?? {};
  const hosts = githubHosts(env);
  const declared = repositoryOfDeclared(manifest.repository, hosts);
  const found = lockEntry(root);
  if (!found) {
    return { unknown: `it runs from ${root}, which npm did not install`, ...(declared ? { hint: declared } : {}) };
  }
  const resolved = str(found.entry.resolved);
  const lockName = path.relative(found.project, found.file);
  if (resolved === undefined || found.entry.link === true || resolved.startsWith('file:')) {
    return {
      unknown: `npm installed it from ${resolved ?? 'a folder'} (${lockName}), which names no repository`,
      ...(declared ? { hint: declared } : {}),
    };
  }
  const sha = new RegExp(`#(${SHA_SOURCE})$`).exec(resolved)?.[1];
  const fromGit = repositoryOfUrl(resolved, hosts);
  if (fromGit && sha) {
    const asked = askedRef(found.project, str(manifest.name) ?? 'mergexo');
    const ref = asked && !isSha(asked) ? asked : sha;
    return { source: { repository: fromGit, ref, sha, from: `${lockName}: ${resolved}` } };
  }
  // A registry's tarball: the release it is, by package.json's repository and version.
  const version = str(manifest.version);
  if (/^https?:\/\/.+\.tgz$/.test(resolved) && declared && version) {
    const gitHead = str(manifest.gitHead);
    return {
      source: {
        repository: declared,
        ref: `v${version}`,
        ...(isSha(gitHead) ? { sha: gitHead } : {}),
        from: `package.json (repository ${declared}, version ${version})`,
      },
    };
  }
  return {
    unknown: `npm installed it from ${resolved} (${lockName}), which is not a repository on ${hosts.join(' or ')}`,
    ...(declared ? { hint: declared } : {}),
  };
}

function repositoryOfDeclared(value: unknown, hosts: readonly string[]): string | undefined {
  const url = typeof value === 'string' ? value : value && typeof value === 'object' ? (value as Json).url : undefined;
  return typeof url === 'string' ? repositoryOfUrl(url, hosts) : undefined;
}

/** The commit `ref` names in `repository` on the server, by `git ls-remote` (tags before branches, peeled). */
export async function resolveRef(repository: string, ref: string, env: NodeJS.ProcessEnv): Promise<string> {
  if (isSha(ref)) return ref;
  const server = (str(env.GITHUB_SERVER_URL) ?? 'https://github.com').replace(/\/+$/, '');
  const url = `${server}/${repository}.git`;
  const r = await git(['ls-remote', '--tags', '--heads', url, ref, `${ref}^{}`], {
    okCodes: [0, 1, 2, 128],
    setup: 'user',
    env: { GIT_TERMINAL_PROMPT: '0' },
  }).catch((e: unknown) => ({ code: 128, stdout: '', stderr: e instanceof Error ? e.message : String(e) }));
  if (r.code !== 0) throw new ConfigurationError(text.pinUnreachable(url, ref, r.stderr.trim().split('\n')[0] ?? ''));
  const refs = new Map<string, string>();
  for (const line of r.stdout.split('\n')) {
    const [sha, name] = line.trim().split(/\s+/);
    if (sha && name) refs.set(name, sha);
  }
  const tag = refs.get(`refs/tags/${ref}^{}`) ?? refs.get(`refs/tags/${ref}`);
  const branch = refs.get(`refs/heads/${ref}`);
  if (tag && branch && tag !== branch) throw new ConfigurationError(text.pinAmbiguous(repository, ref));
  const sha = tag ?? branch;
  if (!sha) throw new ConfigurationError(text.pinUnknownRef(repository, ref));
  return sha;
}

/**
 * The mergexo `init` writes into the workflows: `--uses` as given, else where this copy was installed from; with
 * `pin`, its commit SHA, the tag or branch kept as a comment. A ConfigurationError (exit 2) when nothing tells.
 */
export async function whichMergexo(
  options: { uses?: string; pin: boolean },
  env: NodeJS.ProcessEnv,
  root = ownPackageRoot(),
): Promise<MergexoSource> {
  let repository: string;
  let ref: string;
  let comment: string | undefined;
  let sha: string | undefined;
  let from: string;
  if (options.uses !== undefined) {
    ({ repository, ref, comment } = parseUses(options.uses));
    if (repository.split('/')[0] === 'OWNER') throw new ConfigurationError(text.USES_PLACEHOLDER);
    from = '--uses';
  } else {
    const found = installedSource(root, env);
    if ('unknown' in found) throw new ConfigurationError(text.usesUnknown(found.unknown, found.hint));
    ({ repository, ref, sha, from } = found.source);
  }
  if (!options.pin) return { uses: `${repository}@${ref}${comment ? ` # ${comment}` : ''}`, from };
  sha ??= await resolveRef(repository, ref, env);
  const tag = ref === sha ? comment : ref;
  return { uses: `${repository}@${sha}${tag ? ` # ${tag}` : ''}`, from };
}

// A test's set-up push from its clone to a fake repository on this machine, written as files: the objects the
// repository lacks linked in as loose objects (./loose-objects.ts's format), the branch moved with git's lock
// protocol, and the push recorded in the line the push hook (./push-hook.ts) would append. `git push` is about
// eight processes (push, receive-pack, pack-objects, unpack-objects, rev-list, for-each-ref, the hook's bash and
// its merge-base); set-up pushes were most of a test's processes. What the fake and the clone see afterwards is
// what git leaves (test/fake-github/file-push.test.ts compares both). Wherever that is not certain, the push is
// declined (false, nothing moved) and the caller runs git.
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseTree } from './git-batch.js';
import { hasObjectSync, plainHistory, readObjectSync } from './git-objects.js';
import { isAncestor, listRefs, resolveRef } from './git.js';
import { moveRef } from './ref-lock.js';
import { signature, wallSeconds, writeObject, type ObjectType, ZERO_SHA } from './loose-objects.js';
import { hooksPathValue, PUSH_LOG, pushHookScript } from './push-hook.js';

// A branch name every git accepts as it is (check-ref-format's rules hold for it); any other goes to git.
const PLAIN_NAME = /^(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?!.*\.lock(?:\/|$))(?!.*(?:^|\/)\.)[A-Za-z0-9][A-Za-z0-9._/-]*$/;

// What a push to a path reads from the environment beyond these (GIT_DIR, GIT_CONFIG_*, GIT_OBJECT_DIRECTORY,
// GIT_COMMITTER_DATE, ...) may change what it does: then git pushes. HTTP and SSL settings reach no local push.
const HARMLESS_ENV_PREFIX = /^GIT_(?:SSL_|HTTP_|CURL_)/;
const HARMLESS_ENV = new Set([
  'GIT_ASKPASS',
  'GIT_TERMINAL_PROMPT',
  'GIT_CONFIG_NOSYSTEM',
  'GIT_AUTHOR_NAME',
  'GIT_AUTHOR_EMAIL',
  'GIT_AUTHOR_DATE',
  'GIT_COMMITTER_NAME',
  'GIT_COMMITTER_EMAIL',
  'GIT_EDITOR',
  'GIT_PAGER',
]);

export interface FilePush {
  /** The clone's `.git`. */
  gitDir: string;
  /** The bare repository the clone's `origin` names. */
  origin: string;
  /** The clone's branch pushed (`refs/heads/<src>`). */
  src: string;
  /** The origin's branch it goes to. */
  dst: string;
  force: boolean;
  /** What the hook logs as pusher and time (`FAKE_GITHUB_PUSHER`, `FAKE_GITHUB_PUSHED_AT`). */
  pusher: string;
  pushedAt: string;
  /** `name <email>`: the committer git names in the clone's reflog of the remote-tracking branch. */
  committer: string;
}

/**
 * `git push [--force] origin <src>:refs/heads/<dst>` from the clone at `p.gitDir`, written as files. Returns false
 * (having moved no ref) where git might do anything else: a push git would refuse or that moves nothing, a shallow
 * or grafted history, an object the clone holds in a form this reader cannot read, hooks or configuration beyond
 * what the fake installs, a name that is not a plain branch name, or a branch that moved meanwhile.
 */
export async function pushByFiles(p: FilePush): Promise<boolean> {
  if (!PLAIN_NAME.test(p.src) || !PLAIN_NAME.test(p.dst) || !p.pusher || !p.pushedAt) return false;
  if (!plainConfig(p)) return false;
  if (!plainHistory(p.gitDir) || !plainHistory(p.origin)) return false;
  const src = unambiguousBranch(p.gitDir, p.src);
  const ref = `refs/heads/${p.dst}`;
  if (src === undefined || nameClash(p.origin, ref)) return false;
  const old = resolveRef(p.origin, ref) ?? ZERO_SHA;
  // Up to date: git moves nothing and runs no hook.
  if (old === src) return false;
  // Not a fast-forward without --force: git refuses (and says why). Decided in the clone, as git's client does.
  if (old !== ZERO_SHA && !p.force && !(hasObjectSync(p.gitDir, old) && (await isAncestor(p.gitDir, old, src))))
    return false;
  const missing = missingObjects(p.gitDir, p.origin, src);
  if (!missing) return false;
  for (const o of missing) copyObject(p.gitDir, p.origin, o);
  if (!moveRef(p.origin, ref, old, src)) return false;
  // The hook's test: an update of an existing branch to an existing commit that does not contain the old one.
  const forced = old !== ZERO_SHA && !(await isAncestor(p.origin, old, src));
  appendFileSync(join(p.origin, PUSH_LOG), `${p.pushedAt} ${forced ? 1 : 0} ${old} ${src} ${ref} ${p.pusher}\n`);
  trackPush(p, src);
  return true;
}

/** The sha `refs/heads/<name>` holds, when git's reading of `<name>` as a push source can only be that branch. */
function unambiguousBranch(gitDir: string, name: string): string | undefined {
  const sha = resolveRef(gitDir, `refs/heads/${name}`);
  if (!sha || existsSync(join(gitDir, name))) return undefined;
  const others = [`refs/${name}`, `refs/tags/${name}`, `refs/remotes/${name}`, `refs/remotes/${name}/HEAD`];
  return others.some((r) => resolveRef(gitDir, r) !== undefined) ? undefined : sha;
}

/** A ref under `ref/` or one `ref` would sit under: git refuses to create it over a directory or a file. */
function nameClash(origin: string, ref: string): boolean {
  for (const name of listRefs(origin, 'refs/heads/').keys()) {
    if (name.startsWith(`${ref}/`) || ref.startsWith(`${name}/`)) return true;
  }
  return false;
}

/**
 * The clone's and origin's configuration hold nothing a push would obey beyond what the fake and `Worktree`
 * write: the clone's origin is `p.origin` with git's default refspec, origin runs exactly the fake's hook, keeps no
 * reflog and refuses nothing; the global configuration sets none of it either (the fake's git reads no system one).
 */
function plainConfig(p: FilePush): boolean {
  const clone = readText(join(p.gitDir, 'config'));
  const origin = readText(join(p.origin, 'config'));
  if (clone === undefined || origin === undefined) return false;
  const remote = /^\[remote "origin"\]\n((?:\t.*\n)*)/m.exec(clone)?.[1];
  if (remote !== `\turl = ${p.origin}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`) return false;
  if (clone.split('[remote "origin"]').length !== 2) return false;
  const risky = /hookspath|\[push|\[url|\[receive|\[transfer|fsck|extensions|\[include/i;
  // A work tree's clone logs its remote-tracking refs (git init's `logallrefupdates = true`), as trackPush does.
  if (risky.test(clone) || !/^\tlogallrefupdates = true$/m.test(clone)) return false;
  if (hookNames(join(p.gitDir, 'hooks')).length > 0) return false;
  const xdg = process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config');
  const globals = [join(homedir(), '.gitconfig'), join(xdg, 'git', 'config')];
  if (globals.some((f) => /logallrefupdates/i.test(readText(f) ?? '') || risky.test(readText(f) ?? ''))) return false;
  if (
    Object.keys(process.env).some((k) => k.startsWith('GIT_') && !HARMLESS_ENV.has(k) && !HARMLESS_ENV_PREFIX.test(k))
  )
    return false;
  // Origin: the fake's settings only (push-hook.ts), its hook exactly the one installed.
  const rest = origin
    .replace(`[core]\n\thooksPath = ${hooksPathValue(p.origin)}\n`, '')
    .replace('[receive]\n\tautogc = false\n', '');
  if (/hookspath|\[receive|\[transfer|fsck|extensions|logallrefupdates|\[include/i.test(rest)) return false;
  if (existsSync(join(p.origin, 'logs', 'refs', 'heads'))) return false;
  const hooks = join(p.origin, 'hooks');
  if (hookNames(hooks).join(' ') !== 'post-receive') return false;
  return readText(join(hooks, 'post-receive')) === pushHookScript(p.origin);
}

/** The hooks in `dir` (git's `*.sample` files are not hooks). */
function hookNames(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => !f.endsWith('.sample'))
      .sort();
  } catch {
    return [];
  }
}

interface Missing {
  id: string;
  type: ObjectType;
  data: Buffer;
}

/**
 * The objects reachable from `tip` in the clone that origin lacks, each read and checked against its id. The walk
 * stops at what origin has, as a push's negotiation does: a repository that holds a commit or tree holds all it
 * reaches. Undefined when one cannot be read here (the caller lets git try).
 */
function missingObjects(gitDir: string, origin: string, tip: string): Missing[] | undefined {
  const out: Missing[] = [];
  const seen = new Set<string>();
  const commits = [tip];
  const trees: string[] = [];
  const take = (id: string, type: ObjectType): Buffer | undefined => {
    const obj = readObjectSync(gitDir, id);
    if (obj?.type !== type) return undefined;
    out.push({ id, type, data: obj.data });
    return obj.data;
  };
  for (let c = commits.pop(); c !== undefined; c = commits.pop()) {
    if (seen.has(c) || hasObjectSync(origin, c)) continue;
    seen.add(c);
    const body = take(c, 'commit');
    if (!body) return undefined;
    const head = body.toString('latin1', 0, Math.max(0, body.indexOf('\n\n')));
    for (const line of head.split('\n')) {
      if (line.startsWith('tree ')) trees.push(line.slice(5));
      else if (line.startsWith('parent ')) commits.push(line.slice(7));
    }
  }
  for (let t = trees.pop(); t !== undefined; t = trees.pop()) {
    if (seen.has(t) || hasObjectSync(origin, t)) continue;
    seen.add(t);
    const body = take(t, 'tree');
    if (!body) return undefined;
    for (const e of parseTree(body)) {
      // A submodule's commit lives in another repository: git sends none.
      if (e.mode === '160000') continue;
      if (e.mode === '040000') trees.push(e.oid);
      else if (!seen.has(e.oid) && !hasObjectSync(origin, e.oid)) {
        seen.add(e.oid);
        if (!take(e.oid, 'blob')) return undefined;
      }
    }
  }
  return out;
}

/** Puts an object into origin: the clone's loose file hard-linked (as a local clone shares them), else written. */
function copyObject(gitDir: string, origin: string, o: Missing): void {
  const rel = join('objects', o.id.slice(0, 2), o.id.slice(2));
  const to = join(origin, rel);
  if (existsSync(to)) return;
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(join(gitDir, rel), to);
    return;
  } catch {
    // Packed in the clone, or another file system: written below.
  }
  if (existsSync(join(gitDir, rel))) {
    const tmp = `${to}.tmp${process.pid}`;
    copyFileSync(join(gitDir, rel), tmp);
    renameSync(tmp, to);
  } else writeObject(origin, o.type, o.data);
}

/**
 * What `git push` leaves in the clone: its remote-tracking branch at the pushed commit, with the reflog entry git
 * writes there (a work tree's clone logs every ref update). Under git's lock; a held lock leaves it as git would
 * after warning: the push itself went through.
 */
function trackPush(p: FilePush, sha: string): void {
  const ref = `refs/remotes/origin/${p.dst}`;
  const before = resolveRef(p.gitDir, ref) ?? ZERO_SHA;
  if (before === sha || !moveRef(p.gitDir, ref, before, sha)) return;
  const log = join(p.gitDir, 'logs', ref);
  mkdirSync(dirname(log), { recursive: true });
  appendFileSync(log, `${before} ${sha} ${signature(p.committer, wallSeconds())}\tupdate by push\n`);
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

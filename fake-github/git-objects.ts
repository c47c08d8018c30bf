// Objects read straight from a bare repository's files, synchronously: loose objects and packs (version 2
// indexes), deltas resolved. Each git process the fake starts costs a fork of the large test process, while the
// history questions of a request (is one commit an ancestor of another, their merge base, the commits of a range,
// one commit's fields) are walks over a few commits (git-walk.ts). Every object read is checked against its id
// (the SHA-1 of its type, size and bytes), so a read returns exactly what git stores or nothing; on nothing (an
// object this reader cannot find: alternates, SHA-256, a pack still being written) the caller asks git.
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { objectId } from './loose-objects.js';

export interface RawObject {
  type: string;
  data: Buffer;
}

const TYPES = ['', 'commit', 'tree', 'blob', 'tag'];
const OFS_DELTA = 6;
const REF_DELTA = 7;
const OBJECT_ID = /^[0-9a-f]{40}$/;
// Git's default pack depth is 50; a longer chain is not worth following here.
const MAX_DELTA_DEPTH = 200;

interface PackIndex {
  packPath: string;
  ids: Buffer;
  fanout: Uint32Array;
  offsets: number[];
  /** Every entry's offset in pack order: an entry's bytes end where the next one starts. */
  sorted: number[];
  packEnd: number;
}

interface RepoObjects {
  packs: Map<string, PackIndex | undefined>;
  listed: string;
}

const repos = new Map<string, RepoObjects>();

/** Forgets the packs read from the repositories under `rootDir` (a stopped fake's, or one repository before gc). */
export function forgetPacks(rootDir: string): void {
  for (const gitDir of repos.keys()) if (gitDir === rootDir || gitDir.startsWith(`${rootDir}/`)) repos.delete(gitDir);
}

/**
 * True when git's answers about history come from the objects alone: no grafts, replacement refs or shallow
 * boundary rewrite parents, and no alternates lend objects this reader does not look in.
 */
export function plainHistory(gitDir: string): boolean {
  return !['shallow', 'info/grafts', 'refs/replace', 'objects/info/alternates'].some((p) =>
    existsSync(join(gitDir, p)),
  );
}

function readIndex(packDir: string, name: string): PackIndex | undefined {
  const packPath = join(packDir, `${name}.pack`);
  let idx: Buffer;
  let packSize: number;
  try {
    idx = readFileSync(join(packDir, `${name}.idx`));
    const fd = openSync(packPath, 'r');
    try {
      packSize = fstatSync(fd).size;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  // Version 2: magic, version, 256 fanout words, ids, CRCs, 4-byte offsets, then 8-byte offsets for large ones.
  if (idx.length < 8 + 1024 || idx.readUInt32BE(0) !== 0xff744f63 || idx.readUInt32BE(4) !== 2) return undefined;
  const fanout = new Uint32Array(256);
  for (let i = 0; i < 256; i++) fanout[i] = idx.readUInt32BE(8 + i * 4);
  const count = fanout[255]!;
  const idsAt = 8 + 1024;
  const offAt = idsAt + count * 24;
  const largeAt = offAt + count * 4;
  if (idx.length < largeAt + 40) return undefined;
  const offsets = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const o = idx.readUInt32BE(offAt + i * 4);
    offsets[i] = o & 0x80000000 ? Number(idx.readBigUInt64BE(largeAt + (o & 0x7fffffff) * 8)) : o;
  }
  const sorted = [...offsets].sort((a, b) => a - b);
  return { packPath, ids: idx.subarray(idsAt, idsAt + count * 20), fanout, offsets, sorted, packEnd: packSize - 20 };
}

/** The repository's packs, listed again when `rescan` is set (an object was not found in the known ones). */
function packsOf(gitDir: string, rescan: boolean): PackIndex[] {
  let r = repos.get(gitDir);
  if (!r) repos.set(gitDir, (r = { packs: new Map(), listed: '\0' }));
  if (rescan || r.listed === '\0') {
    const packDir = join(gitDir, 'objects', 'pack');
    let names: string[];
    try {
      names = readdirSync(packDir)
        .filter((f) => f.endsWith('.idx'))
        .map((f) => f.slice(0, -4))
        .sort();
    } catch {
      names = [];
    }
    const listed = names.join('\0');
    if (listed !== r.listed) {
      const packs = new Map<string, PackIndex | undefined>();
      for (const n of names) packs.set(n, r.packs.get(n) ?? readIndex(packDir, n));
      r.packs = packs;
      r.listed = listed;
    }
  }
  return [...r.packs.values()].filter((p): p is PackIndex => p !== undefined);
}

function findOffset(pack: PackIndex, id: Buffer): number | undefined {
  const first = id[0]!;
  let lo = first === 0 ? 0 : pack.fanout[first - 1]!;
  let hi = pack.fanout[first]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = pack.ids.compare(id, 0, 20, mid * 20, mid * 20 + 20);
    if (c === 0) return pack.offsets[mid];
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return undefined;
}

function entryBytes(pack: PackIndex, offset: number): Buffer {
  let lo = 0;
  let hi = pack.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pack.sorted[mid]! <= offset) lo = mid + 1;
    else hi = mid;
  }
  const end = lo < pack.sorted.length ? pack.sorted[lo]! : pack.packEnd;
  const buf = Buffer.alloc(Math.max(0, end - offset));
  const fd = openSync(pack.packPath, 'r');
  try {
    readSync(fd, buf, 0, buf.length, offset);
  } finally {
    closeSync(fd);
  }
  return buf;
}

function readPacked(gitDir: string, pack: PackIndex, offset: number, depth: number): RawObject | undefined {
  if (depth > MAX_DELTA_DEPTH) return undefined;
  const buf = entryBytes(pack, offset);
  let i = 0;
  let c = buf[i++]!;
  const type = (c >> 4) & 7;
  while (c & 0x80) c = buf[i++]!;
  if (type >= 1 && type <= 4) return { type: TYPES[type]!, data: inflateSync(buf.subarray(i)) };
  let base: RawObject | undefined;
  if (type === OFS_DELTA) {
    c = buf[i++]!;
    let back = c & 0x7f;
    while (c & 0x80) {
      c = buf[i++]!;
      back = (back + 1) * 128 + (c & 0x7f);
    }
    base = readPacked(gitDir, pack, offset - back, depth + 1);
  } else if (type === REF_DELTA) {
    base = readObject(gitDir, buf.subarray(i, i + 20).toString('hex'), depth + 1);
    i += 20;
  }
  if (!base) return undefined;
  const data = applyDelta(base.data, inflateSync(buf.subarray(i)));
  return data ? { type: base.type, data } : undefined;
}

/** Git's delta format: the base's and the result's sizes, then copies from the base and inserted bytes. */
function applyDelta(base: Buffer, delta: Buffer): Buffer | undefined {
  let i = 0;
  const size = (): number => {
    let n = 0;
    let shift = 0;
    let c: number;
    do {
      c = delta[i++]!;
      n += (c & 0x7f) * 2 ** shift;
      shift += 7;
    } while (c & 0x80);
    return n;
  };
  if (size() !== base.length) return undefined;
  const out = Buffer.alloc(size());
  let o = 0;
  while (i < delta.length) {
    const op = delta[i++]!;
    if (op & 0x80) {
      let off = 0;
      let len = 0;
      for (let b = 0; b < 4; b++) if (op & (1 << b)) off += delta[i++]! * 2 ** (8 * b);
      for (let b = 0; b < 3; b++) if (op & (16 << b)) len += delta[i++]! * 2 ** (8 * b);
      if (len === 0) len = 0x10000;
      if (off + len > base.length || o + len > out.length) return undefined;
      base.copy(out, o, off, off + len);
      o += len;
    } else if (op > 0) {
      if (o + op > out.length) return undefined;
      delta.copy(out, o, i, i + op);
      i += op;
      o += op;
    } else return undefined;
  }
  return o === out.length ? out : undefined;
}

function readLooseObject(gitDir: string, id: string): RawObject | undefined {
  let raw: Buffer;
  try {
    raw = inflateSync(readFileSync(join(gitDir, 'objects', id.slice(0, 2), id.slice(2))));
  } catch {
    return undefined;
  }
  const sp = raw.indexOf(0x20);
  const nul = raw.indexOf(0, sp);
  if (sp < 0 || nul < 0) return undefined;
  return { type: raw.toString('latin1', 0, sp), data: raw.subarray(nul + 1) };
}

function verified(id: string, obj: RawObject | undefined): RawObject | undefined {
  if (!obj) return undefined;
  return objectId(obj.type, obj.data) === id ? obj : undefined;
}

function readObject(gitDir: string, id: string, depth: number): RawObject | undefined {
  const bin = Buffer.from(id, 'hex');
  for (const rescan of [false, true]) {
    for (const pack of packsOf(gitDir, rescan)) {
      const offset = findOffset(pack, bin);
      if (offset === undefined) continue;
      try {
        const obj = verified(id, readPacked(gitDir, pack, offset, depth));
        if (obj) return obj;
      } catch {
        // A pack replaced while it was read (gc): listed again below.
      }
    }
    const loose = verified(id, readLooseObject(gitDir, id));
    if (loose) return loose;
  }
  return undefined;
}

/** The object `id` (a full SHA-1) of `gitDir` as git stores it, or undefined when this reader cannot tell. */
export function readObjectSync(gitDir: string, id: string): RawObject | undefined {
  if (!OBJECT_ID.test(id)) return undefined;
  try {
    return readObject(gitDir, id, 0);
  } catch {
    return undefined;
  }
}

/**
 * Whether `gitDir` holds object `id`, loose or in a pack, by its files alone (a pack's index is what git trusts
 * too). False also when this reader cannot tell (alternates): the caller then treats the object as missing.
 */
export function hasObjectSync(gitDir: string, id: string): boolean {
  if (!OBJECT_ID.test(id)) return false;
  if (existsSync(join(gitDir, 'objects', id.slice(0, 2), id.slice(2)))) return true;
  const bin = Buffer.from(id, 'hex');
  for (const rescan of [false, true]) {
    for (const pack of packsOf(gitDir, rescan)) if (findOffset(pack, bin) !== undefined) return true;
  }
  return false;
}

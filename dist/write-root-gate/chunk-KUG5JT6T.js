import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/core/github/job-reads.ts
import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
var SHARED_ROUTES = [
  /^\/repos\/[^/]+\/[^/]+\/commits\/[^/]+\/pulls$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/,
  /^\/repos\/[^/]+\/[^/]+\/contents\/.+$/,
  /^\/repos\/[^/]+\/[^/]+\/commits\/[^/]+\/check-runs$/
];
function sharedRoute(url, baseUrl) {
  const base = new URL(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  const { pathname } = new URL(url);
  const path2 = pathname.startsWith(base.pathname) ? `/${pathname.slice(base.pathname.length)}` : pathname;
  return SHARED_ROUTES.some((route) => route.test(path2));
}
var MAX_ENTRY_BYTES = 512 * 1024;
var JobReads = class _JobReads {
  constructor(file, key) {
    this.file = file;
    this.key = key;
  }
  file;
  key;
  entries;
  /** The job's shared reads under `token`, in the runner's temporary directory; none outside a runner. */
  static forJob(runnerTemp, token) {
    if (!runnerTemp || !token) return void 0;
    const id = createHmac("sha256", token).update("mergexo job reads").digest("hex").slice(0, 24);
    return new _JobReads(path.join(runnerTemp, "mergexo", `reads-${id}.json`), token);
  }
  /** The answer kept for `url`, when its signature holds. */
  lookup(url) {
    const entry = this.load()[url];
    if (!entry || !this.valid(url, entry)) return void 0;
    return { etag: entry.etag, data: entry.data, ...entry.link ? { link: entry.link } : {} };
  }
  /** Keeps `answer` for `url` (in memory and for the job's later steps); a failure to write only loses the saving. */
  remember(url, answer) {
    const entry = { ...answer, mac: this.mac(url, answer) };
    if (Buffer.byteLength(JSON.stringify(entry)) > MAX_ENTRY_BYTES) return;
    const entries = { ...this.load(true), [url]: entry };
    this.entries = entries;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const next = `${this.file}.${process.pid}`;
      writeFileSync(next, JSON.stringify(entries), { mode: 384 });
      renameSync(next, this.file);
    } catch {
    }
  }
  load(fresh = false) {
    if (this.entries && !fresh) return this.entries;
    try {
      const parsed = JSON.parse(readFileSync(this.file, "utf8"));
      this.entries = typeof parsed === "object" && parsed !== null ? parsed : {};
    } catch {
      this.entries = {};
    }
    return this.entries;
  }
  mac(url, answer) {
    return createHmac("sha256", this.key).update(JSON.stringify([url, answer.etag, answer.link ?? null, answer.data])).digest("hex");
  }
  valid(url, entry) {
    if (typeof entry.etag !== "string" || typeof entry.mac !== "string") return false;
    const want = Buffer.from(this.mac(url, entry), "hex");
    const got = Buffer.from(entry.mac, "hex");
    return got.length === want.length && timingSafeEqual(got, want);
  }
};

export {
  sharedRoute,
  JobReads
};

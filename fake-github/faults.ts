// Injected failures. Random faults draw from a seeded PRNG once per matching request, so a schedule replays
// identically for the same request sequence; one-shot faults are consumed in order before random ones.
export type FaultKind = '500' | '502' | '503' | '403-secondary' | '429' | 'slow' | 'drop';

export interface FaultRequest {
  method: string;
  path: string;
  kind: 'read' | 'write';
  operation: string;
}

export type FaultMatch =
  | ((req: FaultRequest) => boolean)
  | { method?: string; path?: RegExp | string; kind?: 'read' | 'write'; operation?: string };

interface OneShot {
  kind: FaultKind;
  match?: FaultMatch;
  times: number;
}

/** mulberry32: tiny, fast and good enough to make fault schedules reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function matches(m: FaultMatch | undefined, req: FaultRequest): boolean {
  if (!m) return true;
  if (typeof m === 'function') return m(req);
  if (m.method && m.method.toUpperCase() !== req.method) return false;
  if (m.kind && m.kind !== req.kind) return false;
  if (m.operation && m.operation !== req.operation) return false;
  if (m.path !== undefined) {
    if (typeof m.path === 'string' ? req.path !== m.path : !m.path.test(req.path)) return false;
  }
  return true;
}

export class Faults {
  private queue: OneShot[] = [];
  private randomCfg: { rate: number; kinds: FaultKind[]; rand: () => number; match?: FaultMatch } | undefined;
  /** Faults injected so far, in order (kind and request), for asserting a schedule. */
  readonly history: Array<{ kind: FaultKind; method: string; path: string }> = [];

  random(opts: { rate: number; kinds?: FaultKind[]; seed?: number; match?: FaultMatch }): void {
    this.randomCfg = {
      rate: opts.rate,
      kinds: opts.kinds ?? ['500', '502', '503', '403-secondary', '429', 'slow', 'drop'],
      rand: prng(opts.seed ?? 1),
      match: opts.match,
    };
  }

  next(opts: { kind: FaultKind; match?: FaultMatch; times?: number }): void {
    this.queue.push({ kind: opts.kind, match: opts.match, times: opts.times ?? 1 });
  }

  clear(): void {
    this.queue = [];
    this.randomCfg = undefined;
  }

  /** Decides the fault for one request, if any. */
  decide(req: FaultRequest): FaultKind | undefined {
    const i = this.queue.findIndex((q) => matches(q.match, req));
    let kind: FaultKind | undefined;
    if (i >= 0) {
      const q = this.queue[i]!;
      kind = q.kind;
      if (--q.times <= 0) this.queue.splice(i, 1);
    } else if (this.randomCfg && matches(this.randomCfg.match, req)) {
      const r = this.randomCfg.rand();
      const pick = this.randomCfg.rand();
      if (r < this.randomCfg.rate) kind = this.randomCfg.kinds[Math.floor(pick * this.randomCfg.kinds.length)];
    }
    if (kind) this.history.push({ kind, method: req.method, path: req.path });
    return kind;
  }
}

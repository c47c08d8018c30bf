// What one simulated hour shows: how many pushes got every verdict, how long each waited for them, and where the
// identity's budget went, by action and by request. Counted from the fake's request log as GitHub counts: a 304,
// GET /rate_limit and a request refused because the hour is spent cost nothing.
import type { LoggedRequest } from '../../fake-github/index.js';
import type { HourResult } from './play.js';

export interface BudgetLine {
  action: string;
  request: string;
  /** REST requests charged (304s and refusals for a spent hour excluded). */
  requests: number;
  /** GraphQL points charged. */
  points: number;
}

export interface HourSummary {
  setup: string;
  agents: number;
  pushesPerHour: number;
  pushes: number;
  /** Pushes whose head got every verdict (a success of each check the event's jobs write). */
  decided: number;
  /** Pushes without every verdict whose pull request got them on a later push. */
  superseded: number;
  /** Pushes without every verdict, on this head or a later one. */
  missing: number;
  /** Pushes an hour with every verdict written: all of them when none is missing, else those decided. */
  sustained: number;
  /** Seconds from a push to its last verdict, over the pushes decided. */
  latency?: { median: number; worst: number };
  requests: number;
  points: number;
  refused: { primary: number; secondary: number };
  budget: BudgetLine[];
  peakRunners: number;
  realSeconds: number;
}

/** A request as the budget counts it: REST requests by one each, GraphQL by its points. */
function charged(e: LoggedRequest): { requests: number; points: number } {
  if (e.status === 0 || e.notModified || e.limited === 'primary') return { requests: 0, points: 0 };
  if (e.graphql) return { requests: 0, points: e.points ?? 0 };
  if (e.operation === 'GET /rate_limit') return { requests: 0, points: 0 };
  return { requests: 1, points: 0 };
}

export function summarize(hour: HourResult): HourSummary {
  const { pushes, verdicts, required } = hour;
  // A verdict counts when it was written within the hour.
  const doneAt = (sha: string): number | undefined => {
    const seen = verdicts.get(sha);
    if (!seen || !required.every((name) => seen.has(name))) return undefined;
    const at = Math.max(...required.map((name) => seen.get(name)!));
    return at <= hour.end ? at : undefined;
  };
  const byPull = new Map<number, typeof pushes>();
  for (const p of pushes) byPull.set(p.pr, [...(byPull.get(p.pr) ?? []), p]);
  let decided = 0;
  let superseded = 0;
  let missing = 0;
  const waits: number[] = [];
  for (const list of byPull.values()) {
    list.sort((a, b) => a.at - b.at);
    let coveredLater = false;
    for (let i = list.length - 1; i >= 0; i--) {
      const p = list[i]!;
      const at = doneAt(p.sha);
      if (at !== undefined) {
        decided++;
        waits.push((at - p.at) / 1000);
        coveredLater = true;
      } else if (coveredLater) superseded++;
      else missing++;
    }
  }
  waits.sort((a, b) => a - b);

  const partOf = new Map<string, string>();
  for (const job of hour.jobs) for (const p of job.parts) partOf.set(p.token, p.part);
  const lines = new Map<string, BudgetLine>();
  let requests = 0;
  let points = 0;
  const refused = { primary: 0, secondary: 0 };
  for (const e of hour.requests) {
    if (e.limited) refused[e.limited]++;
    const cost = charged(e);
    requests += cost.requests;
    points += cost.points;
    if (cost.requests === 0 && cost.points === 0) continue;
    const action = partOf.get(e.token ?? '') ?? 'other';
    const key = `${action}\t${e.operation}`;
    const line = lines.get(key) ?? { action, request: e.operation, requests: 0, points: 0 };
    line.requests += cost.requests;
    line.points += cost.points;
    lines.set(key, line);
  }
  return {
    setup: hour.options.setup.label,
    agents: hour.options.agents,
    pushesPerHour: hour.options.pushesPerHour,
    pushes: pushes.length,
    decided,
    superseded,
    missing,
    sustained: missing === 0 ? pushes.length : decided,
    ...(waits.length ? { latency: { median: waits[Math.floor((waits.length - 1) / 2)]!, worst: waits.at(-1)! } } : {}),
    requests,
    points,
    refused,
    budget: [...lines.values()].sort((a, b) => a.action.localeCompare(b.action) || b.requests - a.requests),
    peakRunners: hour.peakRunners,
    realSeconds: hour.realMs / 1000,
  };
}

/**
 * mergexo's record of a PR's claims, kept as history-guard keeps its copy of its state: a hidden line of the
 * verdict check's `output.text`, which nobody can edit and, under mergexo's own App, nobody else can write or
 * delete. The collision check on each head says since when mergexo saw the PR claim each name it adds there; a
 * later run reads it back only where GitHub's own record of the branch cannot show the claim (a commit a rebase
 * left behind), and only under the App (`decide-claims.ts`): under `GITHUB_TOKEN` any workflow can write the same check.
 */
import { parseMarkers, renderMarker } from '../../core/pure/markers.js';
import { ACTION } from '../rules/state.js';

const KIND = 'claims';

/** What one collision check recorded for one PR: its base and, by `nameKey`, since when it claimed each name. */
export interface ClaimsRecord {
  base: string;
  since: ReadonlyMap<string, number>;
}

/** The hidden line the collision check of PR `number` carries. */
export function claimsRecordLine(number: number, record: ClaimsRecord): string {
  const since = Object.fromEntries([...record.since].map(([key, at]) => [key, new Date(at).toISOString()]));
  return renderMarker({ action: ACTION, kind: KIND, key: String(number), data: { base: record.base, since } });
}

/** The record a check's text holds for PR `number`; anything malformed is no record. */
export function readClaimsRecord(text: string | null | undefined, number: number): ClaimsRecord | undefined {
  const marker = parseMarkers(text ?? '').find((m) => m.action === ACTION && m.kind === KIND);
  const { base, since } = marker?.data ?? {};
  if (marker?.key !== String(number) || typeof base !== 'string' || !since || typeof since !== 'object') return;
  const out = new Map<string, number>();
  for (const [key, at] of Object.entries(since as Record<string, unknown>)) {
    const ms = typeof at === 'string' ? Date.parse(at) : NaN;
    if (Number.isFinite(ms)) out.set(key, ms);
  }
  return { base, since: out };
}

/**
 * How a cross-action marker changes shape without losing state on a repository that upgrades. The marker
 * line itself stays `mergexo:v1` (`../markers.ts`); what a marker's `data` holds is versioned per marker:
 * version 1 carries no `v` field (every marker written before the protocol module had none), a later
 * version writes `"v": <n>` in its data. A reader accepts its own version and the one before it, so the
 * markers already on open PRs keep being read for one major release after a change.
 */

/** The version of a marker's data: 1 without a `v` field; undefined when `v` is not a whole number from 1. */
export function versionOf(data: Readonly<Record<string, unknown>> | undefined): number | undefined {
  const v = data?.v;
  if (v === undefined) return 1;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;
}

/** Whether a reader of `current` reads this data: its own version or the previous one. */
export function readable(data: Readonly<Record<string, unknown>> | undefined, current: number): boolean {
  const v = versionOf(data);
  return v !== undefined && (v === current || v === current - 1);
}

/** The version field a writer of `current` puts in its data: none for version 1. */
export function versionField(current: number): { v?: number } {
  return current === 1 ? {} : { v: current };
}

/**
 * mergexo keeps its per-PR state in GitHub itself, as a hidden HTML comment inside
 * bot-authored PR comments. A marker names the action, what the comment is for (`kind`)
 * and which finding it is about (`key`), and may carry a small JSON state.
 */
export interface Marker {
  action: string;
  kind: string;
  key: string;
  data?: Record<string, unknown>;
}

const PREFIX = '<!-- mergexo:v1 ';
const SUFFIX = ' -->';
const FIRST_LINE = /^<!-- mergexo:v1 (\{.*\}) -->$/;

export function renderMarker(marker: Marker): string {
  // `--` cannot appear in JSON outside strings, so escaping it keeps the HTML comment
  // closed exactly where we intend even if a value contains `-->`.
  const json = JSON.stringify(marker).replace(/--/g, '-\\u002d');
  return `${PREFIX}${json}${SUFFIX}`;
}

/**
 * The marker of a comment is its first line, exactly where `withMarker` puts it. Anything later
 * in the body may quote text mergexo does not control (file names, CI output): a marker-shaped
 * string there is inert, so nobody can plant state inside a comment mergexo wrote.
 */
export function parseMarkers(body: string): Marker[] {
  const newline = body.indexOf('\n');
  const first = (newline < 0 ? body : body.slice(0, newline)).replace(/\r$/, '');
  const match = FIRST_LINE.exec(first);
  if (!match) return [];
  try {
    const value = JSON.parse(match[1] ?? '') as Partial<Marker>;
    if (typeof value.action === 'string' && typeof value.kind === 'string' && typeof value.key === 'string') {
      return [
        {
          action: value.action,
          kind: value.kind,
          key: value.key,
          ...(value.data && typeof value.data === 'object' ? { data: value.data } : {}),
        },
      ];
    }
  } catch {
    // A damaged marker is not state we can trust; ignoring it fails closed upstream.
  }
  return [];
}

export function withMarker(body: string, marker: Marker): string {
  return `${renderMarker(marker)}\n${body}`;
}

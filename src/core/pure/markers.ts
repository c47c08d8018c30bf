/**
 * mergexo keeps its per-PR state in GitHub itself, as a hidden HTML comment inside
 * bot-authored PR comments. A marker names the action, what the comment is for (`kind`)
 * and which finding it is about (`key`), and may carry a small JSON state. A comment's first line
 * holds its markers: the one of the action that wrote it, then any another action added to it (a
 * rider: ci-wait keeps its count on rebase-notify's conflict notice when that is the PR's notice).
 * A marker one action reads from another is declared, written and read in `./protocol/` only.
 */
export interface Marker {
  action: string;
  kind: string;
  key: string;
  data?: Record<string, unknown>;
}

const PREFIX = '<!-- mergexo:v1 ';
const SUFFIX = ' -->';
const FIRST_LINE = /^(?:<!-- mergexo:v1 \{.*?\} -->)+$/;
/** Between two markers on the first line: a JSON value never holds `--` (`renderMarker` escapes it). */
const BETWEEN = `${SUFFIX}${PREFIX}`;

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
  const first = firstLine(body);
  if (!FIRST_LINE.test(first)) return [];
  const markers: Marker[] = [];
  for (const json of first.slice(PREFIX.length, -SUFFIX.length).split(BETWEEN)) {
    const marker = parseOne(json);
    // A damaged marker is not state we can trust; ignoring the line fails closed upstream.
    if (!marker) return [];
    markers.push(marker);
  }
  return markers;
}

function firstLine(body: string): string {
  const newline = body.indexOf('\n');
  return (newline < 0 ? body : body.slice(0, newline)).replace(/\r$/, '');
}

function parseOne(json: string): Marker | undefined {
  try {
    const value = JSON.parse(json) as Partial<Marker>;
    if (typeof value.action === 'string' && typeof value.kind === 'string' && typeof value.key === 'string') {
      return {
        action: value.action,
        kind: value.kind,
        key: value.key,
        ...(value.data && typeof value.data === 'object' ? { data: value.data } : {}),
      };
    }
  } catch {
    // fall through
  }
  return undefined;
}

/** A comment's text as a person reads it: the body without its marker line. */
export function markerlessText(body: string): string {
  const first = firstLine(body);
  if (!FIRST_LINE.test(first)) return body;
  const newline = body.indexOf('\n');
  return newline < 0 ? '' : body.slice(newline + 1);
}

export function withMarker(body: string, marker: Marker): string {
  return withMarkers(body, [marker]);
}

/** The body with several markers on its first line: the writer's own first, then the riders. */
export function withMarkers(body: string, markers: readonly Marker[]): string {
  return `${markers.map(renderMarker).join('')}\n${body}`;
}

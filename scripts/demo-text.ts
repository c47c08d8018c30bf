// The plain words of `npm run demo` (scripts/demo.ts): colour, a job summary as plain text, and which of mergexo's
// comments ask nothing of the PR's author.

/** no-color.org: NO_COLOR (non-empty) always wins; FORCE_COLOR turns colour on where stdout is not a terminal. */
export function colourWanted(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY;
}

/** At most `max` lines of `lines`, then how many were left out. */
export function brief(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max), `… (${lines.length - max} more lines)`];
}

export const SUMMARY_WIDTH = 150;

/** The job summary (GitHub-flavoured markdown and a little HTML) as the plain text a reader takes from it. */
export function plainSummary(markdown: string): string[] {
  // A line break inside a table cell (HTML or markdown) separates items of the cell; anywhere else it ends a line.
  const text = markdown
    .replace(/<(t[dh])\b([^>]*)>([\s\S]*?)<\/\1>/gi, (_m, tag: string, attrs: string, cell: string) => {
      return `<${tag}${attrs}>${cell.replace(/<br\s*\/?>/gi, ', ')}</${tag}>`;
    })
    .split('\n')
    .map((line) => line.replace(/<br\s*\/?>/gi, line.trimStart().startsWith('|') ? ', ' : '\n'))
    .join('\n')
    .replace(/<\/(tr|p|div|h\d|li|summary|details|table)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' · ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (line === '' || /^\|?\s*:?-{3,}/.test(line) || line.startsWith('```')) continue;
    if (line.startsWith('|')) {
      line = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim())
        .join(' · ');
    }
    line = line
      .replace(/^#{1,6}\s+/, '')
      .replace(/\*\*(.*?)\*\*/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\s*·$/, '')
      .replace(/\s+/g, ' ');
    if (line !== '') lines.push(line);
  }
  return lines;
}

export interface CommentLife {
  repo: string;
  pr: number;
  id: number;
  /** Every body the comment had, first to last. */
  versions: string[];
  deleted: boolean;
}

const MARKER = /^<!-- mergexo:v1 (\{.*\}) -->\n?/;
/** The action and kind a comment's marker names (what the comment is for), or '' where there is none. */
export function markerOf(body: string): { action: string; kind: string } {
  const m = MARKER.exec(body);
  try {
    const parsed = JSON.parse(m?.[1] ?? '{}') as { action?: unknown; kind?: unknown };
    return { action: String(parsed.action ?? ''), kind: String(parsed.kind ?? '') };
  } catch {
    return { action: '', kind: '' };
  }
}
export const stripMarker = (body: string) => body.replace(MARKER, '');

/**
 * Whether a mergexo comment asks nothing of the PR's author over its whole life. The quiet-PRs rule of
 * issue #12 is that a PR carries a mergexo comment only when its author must act; a comment that only holds an
 * action's state (history-guard's and ci-wait's `state` comments: the author has nothing to do with them) or
 * that only ever said all is well (an up-to-date notice) is noise the author still reads. A comment that once
 * asked for something (a block, a quarantine, a CI failure, a conflict, a behind notice, a hand-over to a human)
 * and was later edited to an all-clear did ask, so every version counts: it asks nothing only if none of its
 * versions asked anything.
 */
export function asksNothing(versions: string[]): boolean {
  return versions.every((body) => markerOf(body).kind === 'state' || isAllClear(stripMarker(body)));
}

/** A body that only says nothing is wrong (any more): its first line carries the ✅ of an all-clear. */
function isAllClear(text: string): boolean {
  const first = text.split('\n', 1)[0] ?? '';
  return first.includes('✅') || /\bup to date\b/i.test(first);
}

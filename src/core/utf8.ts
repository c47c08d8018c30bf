// GitHub measures some limits in UTF-8 bytes, not in characters: a check run's `output.summary` and
// `output.text` may hold 65,535 bytes (github/docs#35252: "summary exceeds a maximum bytesize of 65535").
// Text a PR controls (file names, CI excerpts) is often multibyte, so budgets are counted here in bytes,
// and a cut always falls between two code points, never inside one (nor between a surrogate pair's halves).

/** How many bytes `s` takes in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD, as it is sent). */
export function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** The longest prefix of `s` whose UTF-8 encoding fits in `maxBytes`, cut between code points. */
export function utf8Prefix(s: string, maxBytes: number): string {
  if (utf8Bytes(s) <= maxBytes) return s;
  let bytes = 0;
  let end = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += ch.length;
  }
  return s.slice(0, end);
}

/** `s` if it fits in `maxBytes`; else a prefix of it and `note`, together at most `maxBytes`. */
export function clipUtf8(s: string, maxBytes: number, note: string): string {
  if (utf8Bytes(s) <= maxBytes) return s;
  return `${utf8Prefix(s, Math.max(maxBytes - utf8Bytes(note), 0))}${note}`;
}

/** The first `max` characters (code points) of `s`, never half of a surrogate pair. */
export function codePointPrefix(s: string, max: number): string {
  if (s.length <= max) return s;
  let n = 0;
  let end = 0;
  for (const ch of s) {
    if (n === max) break;
    n++;
    end += ch.length;
  }
  return s.slice(0, end);
}

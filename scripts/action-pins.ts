// Every third-party action is pinned by full commit SHA with its version in a comment:
//
//   uses: actions/checkout@fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09 # v5.1.0
//
// A tag can be moved (the tj-actions attack of March 2025 moved every tag of an action to a commit that printed the
// runner's secrets), and the App's private key flows into actions/create-github-app-token; an organization may also
// require full-length SHAs, and would then refuse to run the workflows at all. The comment is how Dependabot
// (.github/dependabot.yml) knows the version it proposes to update. Run by `npm run lint:actions`.
//
// Checked: every `uses:` line of a workflow or action.yml, commented ones included (the examples a reader copies
// are often comments). Not checked: local actions and workflows (`./...`), Docker images (`docker://...`), and
// mergexo itself as the docs write it (`OWNER/mergexo...`: the reader replaces OWNER and pins the release they use,
// docs/security.md "Pinning by SHA").
import type { Problem } from './lint-actions.js';

/** A `uses:` line: indentation, an optional `#` (a commented example) and `- `, the reference, a comment. */
const USES_LINE = /^\s*(#\s*)?(?:-\s+)?uses:\s*(['"]?)([^\s'"#]+)\2\s*(?:#\s*(.*))?$/;
const FULL_SHA = /^[0-9a-f]{40}$/;
/** `# v5.1.0`, `# v3`: the version the SHA is, first in the comment. */
const VERSION_COMMENT = /^v\d+(\.\d+)*\b/;
/** mergexo's own placeholder, as every doc and example writes it. */
const MERGEXO_ITSELF = /^OWNER\/mergexo(\/|@)/;

/** A pinned third-party reference Dependabot keeps current (not a commented example), for the check across files. */
export interface Pin {
  file: string;
  line: number;
  /** `owner/repo` or `owner/repo/path`. */
  action: string;
  sha: string;
  version: string;
}

/** The problems of one file's `uses:` lines, and the pins it holds. */
export function checkPins(text: string, file: string): { problems: Problem[]; pins: Pin[] } {
  const problems: Problem[] = [];
  const pins: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const m = USES_LINE.exec(raw);
    const ref = m?.[3];
    if (!ref || ref.startsWith('./') || ref.startsWith('docker://') || MERGEXO_ITSELF.test(ref)) return;
    const line = i + 1;
    const at = ref.lastIndexOf('@');
    const action = at > 0 ? ref.slice(0, at) : ref;
    const version = (m?.[4] ?? '').trim();
    const pinned = at > 0 && FULL_SHA.test(ref.slice(at + 1));
    if (!pinned) {
      problems.push({
        file,
        line,
        message:
          `${ref} is not pinned: a third-party action is referenced by its full 40-character commit SHA with the ` +
          `version in a comment (uses: ${action}@<SHA> # vX.Y.Z), so a moved tag cannot change what runs`,
      });
      return;
    }
    if (!VERSION_COMMENT.test(version)) {
      problems.push({
        file,
        line,
        message: `${ref} has no version comment: write it after the SHA (# vX.Y.Z), as Dependabot reads and updates it`,
      });
      return;
    }
    // A commented example is not a reference Dependabot updates: its pin is checked, but not held to the others.
    if (m?.[1]) return;
    pins.push({ file, line, action, sha: ref.slice(at + 1), version: VERSION_COMMENT.exec(version)?.[0] ?? '' });
  });
  return { problems, pins };
}

/**
 * One action, one commit: a pin that differs from the first one found for the same action (another SHA, or the same
 * SHA called another version) is a problem, so an update cannot leave a stale copy behind.
 */
export function checkPinsAgree(pins: readonly Pin[]): Problem[] {
  const first = new Map<string, Pin>();
  const problems: Problem[] = [];
  for (const pin of pins) {
    const seen = first.get(pin.action);
    if (!seen) {
      first.set(pin.action, pin);
      continue;
    }
    if (seen.sha === pin.sha && seen.version === pin.version) continue;
    problems.push({
      file: pin.file,
      line: pin.line,
      message:
        `${pin.action} is pinned to ${pin.sha} # ${pin.version} here but to ${seen.sha} # ${seen.version} in ` +
        `${seen.file}:${seen.line}: pin one commit everywhere`,
    });
  }
  return problems;
}

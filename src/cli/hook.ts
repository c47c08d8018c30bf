import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigurationError } from '../core/pure/errors.js';
import type { Checkout } from './local-git.js';
import * as text from './messages.js';

/** The first comment line of every hook mergexo writes: how install-hook knows one of its own. */
export const HOOK_MARKER = '# mergexo pre-push hook';

export const DEFAULT_HOOK_COMMAND = 'npx --no-install mergexo';

/** A single-quoted shell word. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The pre-push hook: git hands it the remote's name and, on stdin, one line per ref pushed
 * (`<local ref> <local sha> <remote ref> <remote sha>`). Every branch pushed is checked at the
 * commit being pushed; exit 1 (a gate would refuse) stops the push, anything else (no token, no
 * PR yet) is reported and lets it through.
 */
export function hookScript(command: string, args: readonly string[]): string {
  const baked = args.map(shellQuote).join(' ');
  return `#!/bin/sh
${HOOK_MARKER}: installed by \`mergexo install-hook\` (run it again to update this file).
# Checks each pushed branch with \`mergexo check\` and stops the push when a gate would refuse it.
# To push anyway, knowingly: git push --no-verify.
remote="$1"
status=0
while read -r local_ref local_sha remote_ref remote_sha; do
  case "$local_sha" in *[!0]*) ;; *) continue ;; esac
  case "$remote_ref" in refs/heads/*) ;; *) continue ;; esac
  branch="\${remote_ref#refs/heads/}"
  ${command} check --remote "$remote" --head "$local_sha" --branch "$branch"${baked ? ` ${baked}` : ''} </dev/null
  code=$?
  if [ "$code" -eq 1 ]; then
    status=1
  elif [ "$code" -ne 0 ]; then
    echo "mergexo: could not check $branch (exit $code); not blocking the push." >&2
  fi
done
exit $status
`;
}

/** Writes the hook; refuses to replace a hook mergexo did not write. Returns the file. */
export async function installHook(checkout: Checkout, command: string, args: readonly string[]): Promise<string> {
  const dir = await checkout.hooksDir();
  const file = join(dir, 'pre-push');
  const existing = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined;
    throw e;
  });
  if (
    existing !== undefined &&
    !existing
      .split('\n')
      .slice(0, 3)
      .some((l) => l.startsWith(HOOK_MARKER))
  ) {
    throw new ConfigurationError(text.hookExists(file));
  }
  await mkdir(dir, { recursive: true });
  await writeFile(file, hookScript(command, args));
  await chmod(file, 0o755);
  return file;
}

/**
 * Which lease files the gate reads: a regular file whose text the contents API returned. Anything else at the lease
 * path (a directory, a symlink or submodule, a file over the API's 1 MB) is a configuration mistake the maintainer
 * must fix, not a file to guess around: a gate that read it some other way could read leases nobody reviewed.
 */

/** The entry at the lease path, as the contents API showed it at the base commit. */
export type ShownLeaseFile =
  | { kind: 'absent' }
  | { kind: 'directory' }
  | { kind: 'entry'; type: string | undefined; content?: string; encoding?: string; size?: number };

/** Why the entry at the lease path cannot be the lease file. */
export type LeaseFileRefusal =
  | { kind: 'directory' }
  | { kind: 'not-a-file'; type: string | undefined }
  | { kind: 'too-large'; size: number | undefined };

export type LeaseFileJudgement =
  { kind: 'absent' } | { kind: 'text'; base64: string } | { kind: 'refused'; refusal: LeaseFileRefusal };

export function judgeLeaseFile(file: ShownLeaseFile): LeaseFileJudgement {
  if (file.kind === 'absent') return { kind: 'absent' };
  if (file.kind === 'directory') return { kind: 'refused', refusal: { kind: 'directory' } };
  if (file.type !== 'file') return { kind: 'refused', refusal: { kind: 'not-a-file', type: file.type } };
  // The contents API leaves a file over 1 MB without its content (encoding `none`).
  if (file.encoding !== 'base64' || typeof file.content !== 'string') {
    return { kind: 'refused', refusal: { kind: 'too-large', size: file.size } };
  }
  return { kind: 'text', base64: file.content };
}

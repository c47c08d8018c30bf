// `Commit.file(path:)` over the fake's bare repositories: the tree entry at a path of a commit, and its object
// (a blob's text, as GraphQL's `Blob` shows it). Read from git only when a query asks for the field.
// GitHub: "Objects - GraphQL API" (Commit.file, TreeEntry, Blob: text null when binary, isTruncated)
import * as g from '../git.js';
import type { FakeRepo } from '../repo.js';

type Obj = Record<string, unknown>;

/** git's own test for binary content: a NUL byte in the first 8,000 bytes. */
function binary(content: Buffer): boolean {
  return content.subarray(0, 8000).includes(0);
}

function blobNode(repo: FakeRepo, sha: string): Obj {
  let content: Promise<Buffer> | undefined;
  const read = () => (content ??= g.readBlob(repo.gitDir, sha));
  return {
    __typename: 'Blob',
    id: `B_${Buffer.from(`${repo.id}:${sha}`).toString('base64url')}`,
    oid: sha,
    abbreviatedOid: sha.slice(0, 7),
    byteSize: async () => (await read()).length,
    isBinary: async () => binary(await read()),
    // The fake never cuts a blob's text; a reader must still look at `isTruncated`, as GitHub may.
    isTruncated: false,
    text: async () => {
      const c = await read();
      return binary(c) ? null : c.toString('utf8');
    },
  };
}

/** The entry at `path` in commit `sha`, or null when the commit has nothing there. */
export async function treeEntryAt(repo: FakeRepo, sha: string, path: string): Promise<Obj | null> {
  const [entry] = await g.lsTree(repo.gitDir, sha, path);
  if (!entry || entry.path !== path) return null;
  return {
    __typename: 'TreeEntry',
    name: entry.path.split('/').pop() ?? entry.path,
    path: entry.path,
    type: entry.type,
    mode: parseInt(entry.mode, 8),
    oid: entry.sha,
    size: entry.size,
    object: () =>
      entry.type === 'blob'
        ? blobNode(repo, entry.sha)
        : entry.type === 'tree'
          ? { __typename: 'Tree', oid: entry.sha, abbreviatedOid: entry.sha.slice(0, 7) }
          : null,
  };
}

/**
 * A request that creates or changes something: a REST write, or a GraphQL mutation (fragments and
 * queries never start a line with `mutation`, so a document that does is paced, in doubt). Kept apart
 * from the client so the port (`./octokit/`) can count requests without loading Octokit.
 */
export function isWrite(o: { method: string; url: string; query?: unknown }): boolean {
  if (o.method === 'GET' || o.method === 'HEAD') return false;
  if (o.url !== '/graphql') return true;
  return typeof o.query !== 'string' || /^\s*mutation\b/m.test(o.query);
}

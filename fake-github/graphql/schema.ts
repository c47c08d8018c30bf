// GitHub's real GraphQL schema, so every query is validated exactly as api.github.com would validate it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';

let cached: GraphQLSchema | undefined;

// The package only exports its JS entry (which also parses a 10 MB JSON we do not need), so the SDL file is
// located through node_modules directly.
function sdlPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const p = join(dir, 'node_modules', '@octokit', 'graphql-schema', 'schema.graphql');
    if (existsSync(p)) return p;
    const up = dirname(dir);
    if (up === dir) throw new Error('fake-github: @octokit/graphql-schema is not installed');
    dir = up;
  }
}

/** Built once per process: parsing GitHub's 1.2 MB SDL takes most of a second. */
export function githubSchema(): GraphQLSchema {
  if (!cached) {
    // The published SDL repeats a few field definitions; GitHub's server tolerates them, so does this.
    cached = buildSchema(readFileSync(sdlPath(), 'utf8'), { assumeValidSDL: true });
  }
  return cached;
}

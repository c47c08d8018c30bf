// Builds fake-github/openapi/routes.json from GitHub's OpenAPI description (npm package @octokit/openapi,
// far too big to keep in the repository). Usage:
//   scratch="$(mktemp -d)"; (cd "$scratch" && npm pack @octokit/openapi@23 && tar xzf octokit-openapi-*.tgz)
//   npx tsx fake-github/openapi/extract.ts "$scratch/package/generated/api.github.com.json"
// (a path to the unpacked package directory also works). The extract lists every operation (method, path,
// operationId) and, for the operations the fake serves, the required top-level properties of the success
// response, so the fidelity test can run without the 400 MB package.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeTable } from '../router.js';

type Schema = Record<string, any>;

const arg = process.argv[2];
if (!arg) {
  console.error('usage: tsx fake-github/openapi/extract.ts <api.github.com.json | unpacked @octokit/openapi dir>');
  process.exit(2);
}
const file = arg.endsWith('.json')
  ? arg
  : [join(arg, 'generated/api.github.com.json'), join(arg, 'package/generated/api.github.com.json')].find(existsSync)!;
const doc = JSON.parse(readFileSync(file, 'utf8')) as Schema;

function deref(s: Schema | undefined): Schema | undefined {
  let cur = s;
  for (let i = 0; cur && cur.$ref && i < 20; i++) {
    const parts = String(cur.$ref).replace(/^#\//, '').split('/');
    cur = parts.reduce<Schema>((o, p) => o[p], doc);
  }
  return cur;
}

/** Required top-level properties of an object schema, merging allOf and intersecting oneOf/anyOf variants. */
function required(s: Schema | undefined): string[] {
  const r = deref(s);
  if (!r) return [];
  if (r.type === 'array' || r.items) return required(r.items);
  const own = new Set<string>(r.required ?? []);
  for (const part of r.allOf ?? []) for (const k of required(part)) own.add(k);
  const variants = r.oneOf ?? r.anyOf;
  if (variants?.length) {
    const sets = (variants as Schema[]).map((v) => new Set(required(v)));
    for (const k of sets[0]!) if (sets.every((x) => x.has(k))) own.add(k);
  }
  return [...own].sort();
}

function isArray(s: Schema | undefined): boolean {
  const r = deref(s);
  return !!r && (r.type === 'array' || (!r.properties && !!r.items));
}

const served = new Set(routeTable.map((r) => `${r.method} ${r.template}`));
const operations: Array<Record<string, unknown>> = [];
for (const [path, item] of Object.entries(doc.paths as Record<string, Schema>)) {
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
    const op = item[method];
    if (!op) continue;
    const entry: Record<string, unknown> = { method: method.toUpperCase(), path, operationId: op.operationId };
    if (served.has(`${method.toUpperCase()} ${path}`)) {
      const code = Object.keys(op.responses).find((c) => c.startsWith('2'));
      const resp = code ? deref(op.responses[code]) : undefined;
      const schema = resp?.content?.['application/json']?.schema;
      entry.success = {
        status: Number(code),
        array: schema ? isArray(schema) : false,
        required: schema ? required(schema) : [],
      };
    }
    operations.push(entry);
  }
}
const out = join(fileURLToPath(new URL('.', import.meta.url)), 'routes.json');
writeFileSync(
  out,
  JSON.stringify({ source: `@octokit/openapi ${doc.info?.version ?? ''}`.trim(), operations }, null, 0).replace(
    /\},\{/g,
    '},\n{',
  ) + '\n',
);
console.log(`wrote ${operations.length} operations (${[...served].length} served) to ${out}`);

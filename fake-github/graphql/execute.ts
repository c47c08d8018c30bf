// POST /graphql: parse, validate against GitHub's schema, execute, and shape errors like GitHub does.
import { execute, parse, validate, type DocumentNode, type GraphQLError, type OperationDefinitionNode } from 'graphql';
import { githubSchema } from './schema.js';
import { GitHubGraphQLError, rootValue, type GraphQLContext } from './resolvers.js';

export interface ParsedOperation {
  document?: DocumentNode;
  kind: 'read' | 'write';
  name: string;
  parseError?: GraphQLError;
}

/** Reads the operation type and name before anything runs, so the request can be logged and faulted. */
export function inspectOperation(body: { query?: unknown; operationName?: unknown }): ParsedOperation {
  if (typeof body?.query !== 'string') return { kind: 'read', name: 'invalid' };
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (e) {
    return { kind: 'read', name: 'invalid', parseError: e as GraphQLError };
  }
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const op = typeof body.operationName === 'string' ? ops.find((o) => o.name?.value === body.operationName) : ops[0];
  return {
    document,
    kind: op?.operation === 'mutation' ? 'write' : 'read',
    name:
      op?.name?.value ??
      (typeof body.operationName === 'string' ? body.operationName : `anonymous ${op?.operation ?? 'query'}`),
  };
}

function locations(e: GraphQLError): Array<{ line: number; column: number }> | undefined {
  return e.locations?.map((l) => ({ line: l.line, column: l.column }));
}

// graphql-js and GitHub word the most common validation error differently; GitHub's wording is kept.
function validationError(e: GraphQLError): Record<string, unknown> {
  const m = /^Cannot query field "(\w+)" on type "(\w+)"\./.exec(e.message);
  if (m) {
    return {
      path: undefined,
      extensions: { code: 'undefinedField', typeName: m[2], fieldName: m[1] },
      locations: locations(e),
      message: `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
    };
  }
  return { locations: locations(e), message: e.message };
}

export async function runGraphQL(
  ctx: GraphQLContext,
  body: { query?: unknown; variables?: unknown; operationName?: unknown },
  op: ParsedOperation,
): Promise<{ status: number; body: unknown }> {
  if (typeof body?.query !== 'string') {
    return {
      status: 200,
      body: { errors: [{ message: 'A query attribute must be specified and must be a string.' }] },
    };
  }
  if (op.parseError || !op.document) {
    const e = op.parseError!;
    return {
      status: 200,
      body: { errors: [{ message: e.message.replace(/^Syntax Error: /, 'Parse error: '), locations: locations(e) }] },
    };
  }
  const schema = githubSchema();
  const errors = validate(schema, op.document);
  if (errors.length) return { status: 200, body: { errors: errors.map(validationError) } };
  const result = await execute({
    schema,
    document: op.document,
    rootValue: rootValue(ctx),
    contextValue: ctx,
    variableValues: (body.variables as Record<string, unknown>) ?? {},
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
  });
  const out: Record<string, unknown> = { data: result.data ?? null };
  if (result.errors?.length) {
    out.errors = result.errors.map((e) => {
      const orig = e.originalError;
      const typed = orig instanceof GitHubGraphQLError ? { type: orig.type } : {};
      if (orig && !(orig instanceof GitHubGraphQLError) && !e.path)
        return { message: e.message, locations: locations(e) };
      if (
        orig &&
        !(orig instanceof GitHubGraphQLError) &&
        e.path &&
        !/^Variable|^Expected|^Int cannot/.test(e.message)
      ) {
        // Unexpected resolver failures are fake bugs; surface them loudly in test output.
        console.error('fake-github graphql resolver error:', orig);
      }
      return { ...typed, path: e.path, locations: locations(e), message: e.message };
    });
  }
  return { status: 200, body: out };
}

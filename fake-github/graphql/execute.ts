// POST /graphql: parse, validate against GitHub's schema, execute, and shape errors like GitHub does.
import {
  execute,
  parse,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { TokenInfo } from '../store.js';
import { MAX_NODES, queryCost } from './cost.js';
import { githubSchema } from './schema.js';
import { GitHubGraphQLError, rootValue, type GraphQLContext } from './resolvers.js';

export interface ParsedOperation {
  document?: DocumentNode;
  kind: 'read' | 'write';
  name: string;
  parseError?: GraphQLError;
}

// An action sends the same few query texts in every run: each is parsed and validated against GitHub's schema
// once per process (a document and its validation depend on the text alone; graphql-js changes neither).
const KEPT_DOCUMENTS = 1_000;
const documents = new Map<string, DocumentNode | GraphQLError>();
const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();

function parsed(query: string): DocumentNode | GraphQLError {
  let document = documents.get(query);
  if (document === undefined) {
    try {
      document = parse(query);
    } catch (e) {
      document = e as GraphQLError;
    }
    if (documents.size >= KEPT_DOCUMENTS) documents.clear();
    documents.set(query, document);
  }
  return document;
}

function validated(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  let errors = validations.get(document);
  if (errors === undefined) validations.set(document, (errors = validate(schema, document)));
  return errors;
}

/** Reads the operation type and name before anything runs, so the request can be logged and faulted. */
export function inspectOperation(body: { query?: unknown; operationName?: unknown }): ParsedOperation {
  if (typeof body?.query !== 'string') return { kind: 'read', name: 'invalid' };
  const document = parsed(body.query);
  if (document instanceof Error) return { kind: 'read', name: 'invalid', parseError: document };
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

/** The points left in the token's hour. */
export function graphqlRemaining(token: TokenInfo): number {
  return Math.max(token.graphqlRateLimit - token.used.graphql, 0);
}

/**
 * GitHub's answer once the points are spent: HTTP 200 (as its docs say) with a RATE_LIMITED error, the
 * x-ratelimit-* headers showing what is left. A query that costs more than what is left is refused the same way.
 */
export function rateLimitedAnswer(token: TokenInfo): { status: number; body: unknown; points: number } {
  return {
    status: 200,
    body: {
      errors: [
        {
          type: 'RATE_LIMITED',
          code: 'graphql_rate_limit',
          message: `API rate limit already exceeded for user ID ${token.user.id}.`,
        },
      ],
    },
    points: 0,
  };
}

/**
 * Runs a query and prices it in GitHub's points (`points` in the answer: the caller charges them). A request
 * that does not parse or validate costs 1 point, GitHub's minimum; one refused for the rate limit costs none.
 */
export async function runGraphQL(
  ctx: GraphQLContext,
  body: { query?: unknown; variables?: unknown; operationName?: unknown },
  op: ParsedOperation,
): Promise<{ status: number; body: unknown; points: number }> {
  if (typeof body?.query !== 'string') {
    return {
      status: 200,
      body: { errors: [{ message: 'A query attribute must be specified and must be a string.' }] },
      points: 1,
    };
  }
  if (op.parseError || !op.document) {
    const e = op.parseError!;
    return {
      status: 200,
      body: { errors: [{ message: e.message.replace(/^Syntax Error: /, 'Parse error: '), locations: locations(e) }] },
      points: 1,
    };
  }
  const schema = githubSchema();
  const errors = validated(schema, op.document);
  if (errors.length) return { status: 200, body: { errors: errors.map(validationError) }, points: 1 };
  const variables = (body.variables as Record<string, unknown>) ?? {};
  const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
  const cost = queryCost(schema, op.document, variables, operationName);
  if (cost.nodes > MAX_NODES) {
    return {
      status: 200,
      body: {
        errors: [
          {
            type: 'MAX_NODE_LIMIT_EXCEEDED',
            message:
              `This query requests up to ${cost.nodes.toLocaleString('en-US')} possible nodes which exceeds the ` +
              `maximum limit of ${MAX_NODES.toLocaleString('en-US')}.`,
          },
        ],
      },
      points: 1,
    };
  }
  if (cost.points > graphqlRemaining(ctx.token)) return rateLimitedAnswer(ctx.token);
  const result = await execute({
    schema,
    document: op.document,
    rootValue: rootValue({ ...ctx, cost }),
    contextValue: { ...ctx, cost },
    variableValues: variables,
    operationName,
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
  return { status: 200, body: out, points: cost.points };
}

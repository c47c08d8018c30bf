// GitHub's price of a GraphQL query, computed before it runs, as GitHub's "Rate limits and query limits for the
// GraphQL API" page describes it: count the requests needed to fulfil each connection, assuming every page is
// full (a connection costs one request per possible parent: the product of the `first`/`last` of the
// connections above it), add them up, divide by 100 and round to the nearest whole number, at least 1. Nodes
// are counted as GitHub counts them for its 500,000-node limit: each connection's page size times its parents'.
// GitHub: "Rate limits and query limits for the GraphQL API" (points per query, 500,000 nodes)
import {
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isListType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** GitHub's limit on the nodes one query may request. */
export const MAX_NODES = 500_000;

export interface QueryCost {
  /** Requests needed to fulfil every connection, each page assumed full. */
  requests: number;
  /** `rateLimit { cost }`: requests / 100, rounded, at least 1. */
  points: number;
  /** `rateLimit { nodeCount }`: the most nodes the query may return. */
  nodes: number;
}

/** Requests to points: divided by 100, rounded to the nearest whole number, never below 1. */
export function pointsOf(requests: number): number {
  return Math.max(1, Math.round(requests / 100));
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  requests: number;
  nodes: number;
}

function included(walk: Walk, node: { directives?: readonly unknown[] | undefined }): boolean {
  const n = node as FieldNode;
  try {
    if (getDirectiveValues(GraphQLSkipDirective, n, walk.variables)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, n, walk.variables)?.if !== false;
  } catch {
    // A variable the request did not supply: the query fails when it runs; priced as if the field stayed.
    return true;
  }
}

/**
 * The fields a selection set asks of `parent`, fragments expanded and `@skip`/`@include` applied. Fields with
 * the same response key are one field (GraphQL merges them), so a connection named twice is priced once;
 * fields under a type condition other than the parent keep their own key (they apply to other objects).
 */
function collect(
  walk: Walk,
  parent: GraphQLCompositeType,
  set: SelectionSetNode,
  into = new Map<string, { type: GraphQLCompositeType; field: FieldNode; sets: SelectionSetNode[] }>(),
  scope = '',
): Map<string, { type: GraphQLCompositeType; field: FieldNode; sets: SelectionSetNode[] }> {
  for (const sel of set.selections) {
    if (!included(walk, sel)) continue;
    if (sel.kind === Kind.FIELD) {
      const key = `${scope}${sel.alias?.value ?? sel.name.value}`;
      const hit = into.get(key);
      if (hit) {
        if (sel.selectionSet) hit.sets.push(sel.selectionSet);
      } else into.set(key, { type: parent, field: sel, sets: sel.selectionSet ? [sel.selectionSet] : [] });
      continue;
    }
    const fragment =
      sel.kind === Kind.INLINE_FRAGMENT ? sel : (walk.fragments.get(sel.name.value) as FragmentDefinitionNode);
    if (!fragment) continue;
    const condition = fragment.typeCondition
      ? (walk.schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined)
      : parent;
    if (!condition) continue;
    const sameType = condition === parent || isAbstractType(condition);
    collect(walk, sameType ? parent : condition, fragment.selectionSet, into, sameType ? scope : `${condition.name}:`);
  }
  return into;
}

function fieldDef(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return 'getFields' in type ? type.getFields()[name] : undefined;
}

function argument(walk: Walk, def: GraphQLField<unknown, unknown>, node: FieldNode, name: string): unknown {
  const arg = def.args.find((a) => a.name === name);
  const given = node.arguments?.find((a) => a.name.value === name);
  if (!arg) return undefined;
  if (!given) return arg.defaultValue;
  try {
    return valueFromAST(given.value, arg.type, walk.variables);
  } catch {
    return undefined;
  }
}

/** A GitHub connection: a `...Connection` type paged with `first`/`last`. */
function isConnection(def: GraphQLField<unknown, unknown>): boolean {
  return (
    getNamedType(def.type).name.endsWith('Connection') && def.args.some((a) => a.name === 'first' || a.name === 'last')
  );
}

function price(walk: Walk, parent: GraphQLCompositeType, sets: SelectionSetNode[], parents: number): void {
  const fields = new Map<string, { type: GraphQLCompositeType; field: FieldNode; sets: SelectionSetNode[] }>();
  for (const set of sets) collect(walk, parent, set, fields);
  for (const { type, field, sets: subsets } of fields.values()) {
    if (field.name.value.startsWith('__')) continue;
    const def = fieldDef(type, field.name.value);
    if (!def) continue;
    let multiplier = 1;
    if (isConnection(def)) {
      const first = argument(walk, def, field, 'first');
      const last = argument(walk, def, field, 'last');
      // GitHub refuses a connection without first or last; priced as a full page (100) if it gets this far.
      const size = typeof first === 'number' ? first : typeof last === 'number' ? last : 100;
      walk.requests += parents;
      walk.nodes += parents * size;
      multiplier = size;
    } else if (isListType(getNullableType(def.type)) && Array.isArray(argument(walk, def, field, 'ids'))) {
      // `nodes(ids: [...])` is no connection, but each id is its own object: connections under it are priced
      // once per id (an assumption: GitHub's page does not say).
      multiplier = (argument(walk, def, field, 'ids') as unknown[]).length;
    }
    if (subsets.length === 0) continue;
    const child = getNamedType(def.type);
    if (!('getFields' in child) && !isAbstractType(child)) continue;
    price(walk, child as GraphQLCompositeType, subsets, parents * multiplier);
  }
}

/**
 * The price of one operation of a validated document. `variables` are the request's; defaults are applied and
 * `@skip`/`@include` honoured, so a field a query leaves out costs nothing.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): QueryCost {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const op = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  if (!op) return { requests: 0, points: 1, nodes: 0 };
  const coerced = getVariableValues(schema, op.variableDefinitions ?? [], variables);
  // Variables that do not coerce make the query fail when it runs; the price is still estimated from them.
  const walk: Walk = { schema, fragments, variables: coerced.coerced ?? variables, requests: 0, nodes: 0 };
  const root = op.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (root) price(walk, root, [op.selectionSet], 1);
  return { requests: walk.requests, points: pointsOf(walk.requests), nodes: walk.nodes };
}

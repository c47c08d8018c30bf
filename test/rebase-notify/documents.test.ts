// rebase-notify's documents are shaped by GitHub's price for GraphQL: every connection costs one request per
// possible parent (full pages assumed), and a query's points are the requests / 100, rounded, at least 1.
// Here that price is computed from each document's text: a page of the listing stays at 1 point in every mode.
import { Kind, parse, type FragmentDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  REBASE_CONFLICT_PAGE,
  REBASE_MERGEABLE,
  REBASE_ONE_PULL,
  REBASE_OPEN_PULLS,
  REBASE_PULL_COMMENTS,
} from '../../src/rebase-notify/documents.js';

type Vars = Record<string, unknown>;

function valueOf(v: ValueNode, vars: Vars): unknown {
  if (v.kind === Kind.VARIABLE) return vars[v.name.value];
  if (v.kind === Kind.INT) return Number(v.value);
  if (v.kind === Kind.BOOLEAN) return v.value;
  if (v.kind === Kind.LIST) return v.values.map((x) => valueOf(x, vars));
  return undefined;
}

/** The requests GitHub counts for `document` with `vars`: each connection, times the pages of its parents. */
function requests(document: string, vars: Vars): number {
  const doc = parse(document);
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!op || op.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  const walk = (set: SelectionSetNode | undefined, parents: number): number => {
    let total = 0;
    for (const s of set?.selections ?? []) {
      const skip = s.directives?.some((d) => {
        const on = Boolean(valueOf(d.arguments?.[0]?.value as ValueNode, vars));
        return (d.name.value === 'include' && !on) || (d.name.value === 'skip' && on);
      });
      if (skip) continue;
      if (s.kind === Kind.FRAGMENT_SPREAD) total += walk(fragments.get(s.name.value)?.selectionSet, parents);
      else if (s.kind === Kind.INLINE_FRAGMENT) total += walk(s.selectionSet, parents);
      else {
        const page = s.arguments?.find((a) => a.name.value === 'first' || a.name.value === 'last');
        const size = page ? Number(valueOf(page.value, vars)) : undefined;
        // `nodes(ids:)` is no connection, but each id is a parent of what it holds.
        const ids = s.arguments?.find((a) => a.name.value === 'ids');
        const many = ids ? (valueOf(ids.value, vars) as unknown[]).length : 1;
        total += size ? parents + walk(s.selectionSet, parents * size) : walk(s.selectionSet, parents * many);
      }
    }
    return total;
  };
  return walk(op.selectionSet, 1);
}

const points = (n: number) => Math.max(1, Math.round(n / 100));

const listing = (withChecks: boolean): Vars => ({
  withPulls: true,
  withMergeable: true,
  withChecks,
  withBehind: true,
  withConflict: true,
  conflictPage: REBASE_CONFLICT_PAGE,
});

describe("the price of rebase-notify's documents", () => {
  it('a page of the listing costs 1 point, with the comments window or the checks on each head', () => {
    expect(requests(REBASE_OPEN_PULLS, listing(false))).toBe(1 + 100 + 1 + 1);
    // The conflicting PRs' comments ride along the blocking page up to the last request that still rounds down.
    expect(requests(REBASE_OPEN_PULLS, listing(true))).toBe(1 + 100 + 1 + 1 + REBASE_CONFLICT_PAGE);
    expect(points(requests(REBASE_OPEN_PULLS, listing(true)))).toBe(1);
    expect(points(requests(REBASE_OPEN_PULLS, { ...listing(true), conflictPage: REBASE_CONFLICT_PAGE + 1 }))).toBe(2);
  });

  it('the comments of 100 PRs by id, one PR with everything, and the test merge each cost 1 point', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `PR_${i}`);
    expect(requests(REBASE_PULL_COMMENTS, { ids })).toBe(100);
    expect(points(requests(REBASE_PULL_COMMENTS, { ids }))).toBe(1);
    expect(points(requests(REBASE_ONE_PULL, { withMergeable: true, withChecks: true }))).toBe(1);
    expect(requests(REBASE_MERGEABLE, {})).toBe(0);
  });
});

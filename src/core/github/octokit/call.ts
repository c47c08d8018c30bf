/**
 * How the Octokit implementation makes one call: the route's entry in `../routes.ts` says what mergexo was doing
 * and which `permissions:` entry a refused token lacks, so no call site types either by hand.
 */
import { callGitHub } from '../errors.js';
import { METHOD_ROUTES, QUERY_ROUTES, whatOf, type MethodName } from '../routes.js';
import type { QueryName } from '../port.js';

/** Runs `fn` as a call of the port method `method` (`subject` fills the route's `{}`: a label, a check's name). */
export function call<T>(method: MethodName, fn: () => Promise<T>, subject?: string): Promise<T> {
  const route = METHOD_ROUTES[method];
  return callGitHub(whatOf(route, subject), route.permission, fn);
}

/** Runs `fn` as the GraphQL query `name`. */
export function callQuery<T>(name: QueryName, fn: () => Promise<T>): Promise<T> {
  const route = QUERY_ROUTES[name];
  return callGitHub(whatOf(route), route.permission, fn);
}

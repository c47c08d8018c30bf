import { ConfigurationError } from '../pure/errors.js';

interface RequestErrorLike {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

function asRequestError(e: unknown): RequestErrorLike | undefined {
  return typeof e === 'object' && e !== null && 'status' in e ? (e as RequestErrorLike) : undefined;
}

/**
 * GitHub's GraphQL refusal of a permission: HTTP 200 with an error of type FORBIDDEN ("Resource not accessible
 * by integration"), which `callGitHub` cannot tell from the status.
 */
export function isGraphQLForbidden(e: unknown): boolean {
  const errors = (e as { errors?: { type?: string }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((x) => x?.type === 'FORBIDDEN');
}

export function httpStatus(e: unknown): number | undefined {
  return asRequestError(e)?.status;
}

/** GitHub's own words in an error answer (without the documentation link octokit appends to `message`). */
export function answerMessage(e: unknown): string {
  const data = asRequestError(e)?.response?.data;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message !== '') return message;
  return e instanceof Error ? e.message : String(e);
}

/**
 * GitHub refused the token (401) or found it lacks a permission (403): a ConfigurationError whose
 * fix is the token, not the request. Typed so that a caller holding a token from elsewhere (the
 * CLI's GH_TOKEN) can say what to do with that token instead of the workflow's wording.
 */
export class TokenRefusedError extends ConfigurationError {
  constructor(
    message: string,
    readonly status: 401 | 403,
    /** The `permissions:` entry the call needs. */
    readonly permission: string,
  ) {
    super(message);
  }
}

/**
 * Runs one GitHub call and turns the answers a user can fix into ConfigurationErrors:
 * a bad token, or a token whose job lacks a `permissions:` entry. Everything else is
 * rethrown for the caller to judge (a gate treats it as undecidable).
 */
export async function callGitHub<T>(what: string, permission: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const err = asRequestError(e);
    if (err?.status === 401) {
      throw new TokenRefusedError(
        `GitHub rejected the token while trying to ${what} (401 Bad credentials). ` +
          "Pass a valid token in 'github-token' (the default is the workflow's GITHUB_TOKEN).",
        401,
        permission,
      );
    }
    if (err?.status === 403 && /not accessible by integration|must have .*access/i.test(err.message ?? '')) {
      // GitHub's x-accepted-github-permissions header uses app permission names
      // (pull_requests=write); the workflow key the user must edit is spelled differently.
      const accepted = err.response?.headers?.['x-accepted-github-permissions'];
      throw new TokenRefusedError(
        `The token may not ${what} (403 Resource not accessible by integration). ` +
          `Add \`${permission}\` to the job's \`permissions:\` block` +
          (accepted ? ` (GitHub asked for: ${accepted}).` : '.'),
        403,
        permission,
      );
    }
    throw e;
  }
}

/**
 * GitHub's refusal to create a label: adding a label the repository lacks creates it, and GitHub refuses that to
 * a token without `issues: write` (403 "You do not have permission to create labels on this repository.", with
 * the error `{ resource: Repository, field: label, code: unauthorized }`; docs/github-behaviour.md).
 */
export function isLabelCreationRefused(e: unknown): boolean {
  const err = asRequestError(e);
  if (err?.status !== 403) return false;
  const errors = (err.response?.data as { errors?: { field?: unknown; code?: unknown }[] } | undefined)?.errors;
  if (Array.isArray(errors) && errors.some((x) => x?.field === 'label' && x?.code === 'unauthorized')) return true;
  return /permission to create labels/i.test(answerMessage(e));
}

/** A label GitHub would not create for this token (`isLabelCreationRefused`), with the permission that would. */
export class LabelCreationRefusedError extends TokenRefusedError {
  constructor(
    readonly label: string,
    /** GitHub's own words. */
    readonly said: string,
    permission: string,
  ) {
    super(
      `The repository has no label '${label}', and GitHub creates one only for a token with \`${permission}\` ` +
        `(403 ${said}). Add \`${permission}\` to the job's \`permissions:\` block (a GitHub App: Issues: write), ` +
        'or create the label once in the repository.',
      403,
      permission,
    );
  }
}

import { ConfigurationError } from '../errors.js';

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

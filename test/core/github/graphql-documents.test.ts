import { validate } from '@octokit/graphql-schema';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS as CORE } from '../../../src/core/github/graphql-documents.js';
import { DOCUMENTS as PULL_READ } from '../../../src/core/pr/documents.js';
import { DOCUMENTS as REBASE_NOTIFY } from '../../../src/rebase-notify/documents.js';
import { DOCUMENTS as MUTATIONS } from '../../../src/core/github/octokit/mutations.js';

/** Every document mergexo sends: the gateway's, each action's own (an action's file beside it), and the port's mutations. */
const EVERY_DOCUMENT: Record<string, string> = {
  ...CORE,
  ...PULL_READ,
  ...REBASE_NOTIFY,
  ...MUTATIONS,
};

describe('GraphQL documents mergexo sends', () => {
  it.each(Object.entries(EVERY_DOCUMENT))("%s validates against GitHub's published schema", (_name, document) => {
    expect(validate(document).map((e) => e.message)).toEqual([]);
  });

  it('the check can fail: an unknown field is reported', () => {
    expect(validate('query { viewer { loginName } }').length).toBeGreaterThan(0);
  });
});

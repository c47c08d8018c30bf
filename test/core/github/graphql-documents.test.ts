import { validate } from '@octokit/graphql-schema';
import { describe, expect, it } from 'vitest';
import { ALL_DOCUMENTS } from '../../../src/core/github/graphql-documents.js';

describe('GraphQL documents mergexo sends', () => {
  it.each(Object.entries(ALL_DOCUMENTS))("%s validates against GitHub's published schema", (_name, document) => {
    expect(validate(document).map((e) => e.message)).toEqual([]);
  });

  it('the check can fail: an unknown field is reported', () => {
    expect(validate('query { viewer { loginName } }').length).toBeGreaterThan(0);
  });
});

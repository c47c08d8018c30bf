// The options both rules take: the source root, and an allowlist of known imports (`from` imports `to`,
// project-relative) that a rule reports once it is no longer made, so a list can only shrink.
export const ALLOWLIST_SCHEMA = [
  {
    type: 'object',
    properties: {
      root: { type: 'string', description: 'the source root, relative to the working directory' },
      allow: {
        type: 'array',
        items: {
          type: 'object',
          properties: { from: { type: 'string' }, to: { type: 'string' } },
          required: ['from', 'to'],
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
];

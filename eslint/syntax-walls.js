// The walls stock ESLint rules can say, as the options eslint.config.js gives `no-restricted-syntax` and
// `no-restricted-globals` per folder. Flat config replaces a rule's options for a file rather than merging them,
// so the config hands each folder the lists of every wall around it, concatenated. Each message names its wall.

/** Octokit's ways to GitHub: `rest.<scope>.<method>`, `graphql`, `request`, `paginate`. */
const OCTOKIT = 'rest|graphql|request|paginate';
/** The module a declaration, a re-export, an `import()` or an `import('x').T` type names. */
const SOURCE =
  ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression, TSImportType) > ' +
  'Literal.source';
// esquery's regular expressions cannot hold a slash: `\x2F` is one.
const SLASH = '\\x2F';

const COMPUTED_IMPORT =
  'rooms: `import()` takes a plain string under src/: a computed name (a template, a concatenation, a variable) ' +
  'hides which room it reaches, so the walls cannot check it.';
const REQUIRE =
  'rooms: no require under src/, in any form (require, createRequire, module.require, import x = require(), ' +
  'process.getBuiltinModule): use import, which the walls check.';
const AUGMENT =
  "rooms: no `declare module '...'` under src/: it reaches into another module where the walls cannot see; " +
  'import the types instead.';

/** Everywhere under src/: every import names its module plainly, so rooms and purity can check it. */
export const ANYWHERE = [
  { selector: "ImportExpression:not([source.type='Literal'])", message: COMPUTED_IMPORT },
  { selector: 'Identifier[name=/^(require|createRequire)$/]', message: REQUIRE },
  { selector: "TSImportEqualsDeclaration[moduleReference.type='TSExternalModuleReference']", message: REQUIRE },
  { selector: `${SOURCE}[value=/^(node:)?module$/]`, message: REQUIRE },
  // Node's loader in a variable's clothing: it hands out any builtin (node:module's createRequire among them).
  {
    selector: "MemberExpression:matches([property.name='getBuiltinModule'], [property.value='getBuiltinModule'])",
    message: REQUIRE,
  },
  { selector: "TSModuleDeclaration[id.type='Literal']", message: AUGMENT },
];

const NOT_OCTOKIT =
  'port: reach GitHub through the port (GitHubPort in src/core/github/port.ts), not Octokit: only its ' +
  'implementation (src/core/github/octokit/, the client factory) touches rest, graphql, request and paginate.';
const NOT_RAW =
  'port: reach GitHub through the port (GitHubPort in src/core/github/port.ts), not a raw HTTP client: only its ' +
  'implementation (src/core/github/octokit/, the client factory, proxy.ts) makes requests.';

/**
 * Outside the port's implementation: no Octokit and no raw HTTP. `x.rest.a.b` is how a REST method is reached,
 * which a plain field named `rest` (`e.rest.length`) is not.
 */
export const OUTSIDE_PORT = [
  { selector: `MemberExpression[property.name=/^(graphql|request|paginate)$/]`, message: NOT_OCTOKIT },
  {
    selector: "MemberExpression[object.object.type='MemberExpression'][object.object.property.name='rest']",
    message: NOT_OCTOKIT,
  },
  { selector: `MemberExpression[computed=true][property.value=/^(${OCTOKIT})$/]`, message: NOT_OCTOKIT },
  {
    selector: `MemberExpression[computed=true] > TemplateLiteral.property[quasis.0.value.cooked=/^(${OCTOKIT})$/]`,
    message: NOT_OCTOKIT,
  },
  { selector: `ObjectPattern > Property[key.name=/^(${OCTOKIT})$/]`, message: NOT_OCTOKIT },
  { selector: `ObjectPattern > Property[key.value=/^(${OCTOKIT})$/]`, message: NOT_OCTOKIT },
  {
    selector: `CallExpression[callee.object.name='Reflect'] > Literal.arguments[value=/^(${OCTOKIT})$/]`,
    message: NOT_OCTOKIT,
  },
  { selector: `${SOURCE}[value=/^(@octokit${SLASH}|@actions${SLASH}github$)/]`, message: NOT_OCTOKIT },
  {
    selector: `${SOURCE}[value=/^(undici|@actions${SLASH}http-client|(node:)?(https|http2))(${SLASH}|$)/]`,
    message: NOT_RAW,
  },
  // A local server (the CLI's App set-up page) may use node:http; a request may not.
  {
    selector:
      'ImportDeclaration[source.value=/^(node:)?http$/] > ' +
      ':matches(ImportDefaultSpecifier, ImportNamespaceSpecifier, ' +
      'ImportSpecifier[imported.name=/^(request|get|Agent|globalAgent|ClientRequest)$/])',
    message: NOT_RAW,
  },
  {
    selector:
      ':matches(ImportExpression, TSImportType, ExportNamedDeclaration, ExportAllDeclaration) > ' +
      'Literal.source[value=/^(node:)?http$/]',
    message: NOT_RAW,
  },
  {
    selector:
      'MemberExpression[object.name=/^(globalThis|global|self)$/][property.name=/^(fetch|WebSocket|EventSource)$/]',
    message: NOT_RAW,
  },
  {
    selector:
      'MemberExpression[object.name=/^(globalThis|global|self)$/][property.value=/^(fetch|WebSocket|EventSource)$/]',
    message: NOT_RAW,
  },
];

/** Outside the port's implementation, the platform's own HTTP clients. */
export const OUTSIDE_PORT_GLOBALS = ['fetch', 'WebSocket', 'EventSource'].map((name) => ({ name, message: NOT_RAW }));

const CLOCK =
  'purity: a pure module reads no clock and no randomness: Date only as new Date(value), Date.parse or ' +
  'Date.UTC; Math only as Math.<name>, never Math.random. Take the time from the shell (ctx.clock) as an argument.';
const META = 'purity: a pure module does not read import.meta (where it lies on disk): the shell passes facts in.';

/** In a pure folder: no clock, no randomness, no reading of where the module lies. */
export const PURE = [
  {
    selector: "MemberExpression[object.name='Date']:not([computed=false][property.name=/^(parse|UTC)$/])",
    message: CLOCK,
  },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK },
  {
    selector: "MemberExpression[object.name='Math']:matches([computed=true], [property.name='random'])",
    message: CLOCK,
  },
  // Date and Math as values (an alias, an argument, `Date()`) would carry the clock and the dice past the above.
  {
    selector:
      'Identifier[name=/^(Date|Math)$/]:not(MemberExpression > .object, MemberExpression[computed=false] > .property, ' +
      'NewExpression > .callee, Property[computed=false] > .key, TSTypeReference > .typeName, ' +
      'TSQualifiedName > .right, TSPropertySignature > .key, PropertyDefinition > .key, MethodDefinition > .key, ' +
      'TSTypeQuery > .exprName)',
    message: CLOCK,
  },
  { selector: "MetaProperty[meta.name='import']", message: META },
];

const IMPURE_GLOBAL =
  'purity: a pure module touches no process, clock, randomness, timer or network ({{name}}): the shell reads ' +
  'the fact and passes it in.';

/** In a pure folder, the globals that reach outside the function: the process, clocks, randomness, timers. */
export const PURE_GLOBALS = [
  'process',
  'crypto',
  'performance',
  'globalThis',
  'global',
  'self',
  'navigator',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'eval',
].map((name) => ({ name, message: IMPURE_GLOBAL.replace('{{name}}', name) }));

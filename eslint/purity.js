// mergexo/purity: purity is by folder. The pure folders are those the `pure` option names (core's pure part)
// and every folder named `rules` (the `ruleFolder` option) below a room of src/, at any depth
// (src/<action>/rules/, src/rebase-notify/drift/rules/): a folder is checked as soon as it exists.
// A pure folder imports only pure folders (its own files among them), type imports included, and of packages
// only those the `packages` option names. That makes purity transitive: nothing pure reaches I/O, however many
// steps away, because every step is itself checked. Every import form counts (see rooms.js); a specifier that
// resolves nowhere is reported by mergexo/rooms. What a pure file may call (clocks, randomness, process,
// fetch) is said by stock rules in eslint.config.js.
import path from 'node:path';
import { importVisitors, isInside, projectPath, specifierOf } from './graph.js';
import { resolverFor } from './resolve.js';

const SCHEMA = [
  {
    type: 'object',
    properties: {
      root: { type: 'string', description: 'the source root, relative to the working directory' },
      pure: {
        type: 'array',
        items: { type: 'string' },
        description: 'pure folders, relative to the source root (core/pure)',
      },
      ruleFolder: { type: 'string', description: 'the name of the pure folder of a room (rules)' },
      packages: {
        type: 'object',
        description: 'the packages pure code may import: true for all of one, or the names it may import',
        additionalProperties: { anyOf: [{ const: true }, { type: 'array', items: { type: 'string' } }] },
      },
    },
    additionalProperties: false,
  },
];

/** The names an import declaration takes, or undefined when it takes the whole module. */
function importedNames(node) {
  if (node.type !== 'ImportDeclaration') return undefined;
  const names = [];
  for (const specifier of node.specifiers) {
    if (specifier.type !== 'ImportSpecifier') return undefined;
    names.push(specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value);
  }
  return names;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A pure folder imports only pure folders and the packages the config names' },
    schema: SCHEMA,
    messages: {
      impure:
        'purity: {{from}} is in the pure folder {{folder}}, which imports only pure folders ({{pure}}), type ' +
        'imports included, so not {{to}}. Move what it needs into a pure folder, or let the shell ask it ' +
        'through a port and pass the answer in.',
      builtin:
        'purity: {{from}} is in the pure folder {{folder}} and may not import {{name}}: a rule does no I/O. ' +
        'Let the shell read the fact and pass it in.',
      package:
        'purity: {{from}} is in the pure folder {{folder}}, which imports of packages only {{packages}} ' +
        '(eslint.config.js), so not {{name}}{{names}}.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(context.cwd, options.root ?? 'src');
    const pure = (options.pure ?? []).map((folder) => path.join(root, folder));
    const ruleFolder = options.ruleFolder ?? 'rules';
    const packages = options.packages ?? {};

    /** The pure folder a file is in, or undefined. */
    function pureFolderOf(file) {
      const named = pure.find((folder) => isInside(folder, file));
      if (named) return named;
      if (!isInside(root, file)) return undefined;
      const parts = path.relative(root, file).split(path.sep);
      // Below a room (parts[0]), never the file itself (the last part).
      const at = parts.slice(1, -1).indexOf(ruleFolder);
      return at === -1 ? undefined : path.join(root, ...parts.slice(0, at + 2));
    }

    const file = context.filename;
    const folder = pureFolderOf(file);
    if (folder === undefined) return {};
    const resolve = resolverFor(context.cwd);
    const data = {
      from: projectPath(context.cwd, file),
      folder: `${projectPath(context.cwd, folder)}/`,
      pure: [...pure.map((p) => `${projectPath(context.cwd, p)}/`), `${ruleFolder}/ below a room`].join(', '),
      packages: Object.keys(packages).join(', ') || 'none',
    };

    function check(node) {
      const specifier = specifierOf(node);
      if (specifier === undefined) return;
      const found = resolve(file, specifier);
      if (found.kind === 'file') {
        if (pureFolderOf(found.file) === undefined) {
          context.report({ node, messageId: 'impure', data: { ...data, to: projectPath(context.cwd, found.file) } });
        }
        return;
      }
      if (found.kind !== 'package') return;
      const allowed = packages[found.name];
      if (allowed === true) return;
      const names = importedNames(node);
      if (Array.isArray(allowed) && names !== undefined && names.every((name) => allowed.includes(name))) return;
      if (found.name.startsWith('node:') && !allowed) {
        context.report({ node, messageId: 'builtin', data: { ...data, name: found.name } });
        return;
      }
      const what = allowed ? ` other than as import { ${allowed.join(', ')} }` : '';
      context.report({ node, messageId: 'package', data: { ...data, name: found.name, names: what } });
    }

    return importVisitors(check);
  },
};

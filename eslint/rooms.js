// mergexo/rooms: the house's walls (CONTRIBUTING, "The house in one picture").
//   a. an action (any folder of src/ but core/ and cli/) imports only src/core/** and its own folder;
//   b. src/core/** imports no action and nothing of src/cli/;
//   c. a decide.ts (or decide-<topic>.ts) imports no messages, no src/core/untrusted.ts and nothing under
//      src/core/github/;
//   d. src/cli/** imports an action only through its public surface, src/<action>/index.ts;
//   e. no decide, settings or state module imports a messages module: text never feeds a decision.
// `allow: [{ from, to }]` (project-relative paths) lists known exceptions; this repository keeps it empty.
import path from 'node:path';
import { isInside, projectPath, resolveImport, specifierOf } from './graph.js';
import { ALLOWLIST_SCHEMA } from './options.js';

const MESSAGES = /(^|-)messages\.ts$/;
const DECIDE = /(^|-)decide(-[\w-]+)?\.ts$/;
const NO_TEXT = /(^|-)(decide|settings|state)(-[\w-]+)?\.ts$/;

/** Where a file lives: `core`, `cli`, an action's name, or undefined outside the source root. */
function roomOf(root, file) {
  if (!isInside(root, file)) return undefined;
  const [first, second] = path.relative(root, file).split(path.sep);
  return second === undefined ? '' : first;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each room of the house to the imports it may make' },
    schema: ALLOWLIST_SCHEMA,
    messages: {
      actionReach:
        'rooms (a): {{from}} is in the {{room}} action and may import only src/core/** and src/{{room}}/, ' +
        'not {{to}}. Move what both need into src/core/ and import it from there.',
      coreReach:
        'rooms (b): src/core/ imports no action and no CLI, so {{from}} may not import {{to}}. ' +
        'Move the shared piece into src/core/, or pass it in from the caller.',
      decideReach:
        'rooms (c): a decide module stays pure: {{from}} may not import {{to}} ({{what}}). ' +
        'Return a typed plan and let the shell or messages.ts do the rest.',
      cliReach:
        'rooms (d): the CLI uses an action only through its public surface: import src/{{room}}/index.ts ' +
        'instead of {{to}} in {{from}} (export what the CLI needs from there).',
      textReach:
        'rooms (e): text never feeds a decision: {{from}} may not import {{to}}. ' +
        'Keep the words in messages.ts and hand it the plan or value instead.',
      staleAllow:
        'The rooms allowlist in eslint.config.js still lists {{from}} -> {{to}}, but {{from}} no longer ' +
        'imports it: remove the entry.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(context.cwd, options.root ?? 'src');
    const file = context.filename;
    const room = roomOf(root, file);
    if (room === undefined) return {};
    const from = projectPath(context.cwd, file);
    const allowed = new Set((options.allow ?? []).filter((entry) => entry.from === from).map((entry) => entry.to));
    const used = new Set();
    const base = path.basename(file);

    function verdict(target) {
      const targetRoom = roomOf(root, target);
      const targetBase = path.basename(target);
      // Files outside the source root (package.json, ...) and loose files in it belong to no room.
      if (!targetRoom) return undefined;
      if (DECIDE.test(base)) {
        if (MESSAGES.test(targetBase)) return { messageId: 'decideReach', what: 'words are the work of messages' };
        if (target === path.join(root, 'core', 'untrusted.ts'))
          return { messageId: 'decideReach', what: 'escaping belongs to the text a shell writes' };
        if (isInside(path.join(root, 'core', 'github'), target))
          return { messageId: 'decideReach', what: 'only a shell reaches GitHub' };
      }
      if (NO_TEXT.test(base) && MESSAGES.test(targetBase)) return { messageId: 'textReach' };
      if (targetRoom === 'core' || targetRoom === room) return undefined;
      if (room === 'core') return { messageId: 'coreReach' };
      if (room === 'cli') {
        return target === path.join(root, targetRoom, 'index.ts')
          ? undefined
          : { messageId: 'cliReach', room: targetRoom };
      }
      return room === '' ? undefined : { messageId: 'actionReach', room };
    }

    function check(node) {
      const specifier = specifierOf(node);
      if (specifier === undefined) return;
      const target = resolveImport(file, specifier);
      if (target === undefined) return;
      const to = projectPath(context.cwd, target);
      const found = verdict(target);
      if (found === undefined) return;
      if (allowed.has(to)) {
        used.add(to);
        return;
      }
      const { messageId, ...data } = found;
      context.report({ node, messageId, data: { from, to, ...data } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      TSImportEqualsDeclaration: check,
      // A deferred import is still an import across a wall.
      ImportExpression: check,
      'Program:exit'(node) {
        for (const to of allowed) {
          if (!used.has(to)) context.report({ node, messageId: 'staleAllow', data: { from, to } });
        }
      },
    };
  },
};

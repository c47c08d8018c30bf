// mergexo/rooms: the house's walls (CONTRIBUTING, "The house in one picture").
//   a. an action (any folder of src/ but core/ and cli/) imports only src/core/** and its own folder; a file
//      directly under src/ is a room of its own: it imports only src/core/**, and nothing else imports it;
//   b. src/core/** imports no action and nothing of src/cli/;
//   c. a decide.ts (or decide-<topic>.ts) imports no messages, no src/core/untrusted.ts and nothing under
//      src/core/github/;
//   d. src/cli/** imports an action only through its public surface, src/<action>/index.ts;
//   e. no decide, settings or state module imports a messages module: text never feeds a decision;
//   and src/ imports nothing outside src/ but packages.
// Every import form counts: imports and re-exports, type-only ones, `import()`, `import('./x.js').T` types and
// `import x = require()`. Specifiers resolve as the typecheck resolves them (eslint/resolve.js): relative,
// absolute, aliased. One that names no package and resolves to no file is reported: a wall cannot check it.
// `allow: [{ from, to }]` (project-relative paths) lists known exceptions; this repository keeps it empty.
import path from 'node:path';
import { importVisitors, isInside, projectPath, specifierOf } from './graph.js';
import { ALLOWLIST_SCHEMA } from './options.js';
import { resolverFor } from './resolve.js';

const MESSAGES = /(^|-)messages\.[cm]?[jt]s$/;
const DECIDE = /(^|-)decide(-[\w-]+)?\.[cm]?[jt]s$/;
const NO_TEXT = /(^|-)(decide|settings|state)(-[\w-]+)?\.[cm]?[jt]s$/;
const INDEX = /^index\.[cm]?[jt]s$/;

/**
 * Where a file lives: `{ name }` (`core`, `cli` or an action's folder), `{ name, loose: true }` for a file
 * directly under the source root (named by its file name), or undefined outside the source root.
 */
function roomOf(root, file) {
  if (!isInside(root, file)) return undefined;
  const parts = path.relative(root, file).split(path.sep);
  return parts.length === 1 ? { name: parts[0], loose: true } : { name: parts[0], loose: false };
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
      looseFrom:
        'rooms (a): {{from}} lies directly under src/, a room of its own that may import only src/core/**, ' +
        'not {{to}}. Move it into the room it belongs to.',
      looseTo:
        'rooms (a): {{to}} lies directly under src/, a room of its own that no other room imports, so ' +
        '{{from}} may not. Move it into the room that uses it, or into src/core/.',
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
      outsideReach:
        'rooms: src/ imports nothing outside src/ but packages, so {{from}} may not import {{to}}. ' +
        'Move what it needs into src/.',
      unresolved:
        "rooms: '{{specifier}}' in {{from}} names no package and resolves to no file, so the walls cannot " +
        'check it. Import by a path the typecheck resolves (relative, such as ./x.js).',
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
    const resolve = resolverFor(context.cwd);
    const from = projectPath(context.cwd, file);
    const allowed = new Set((options.allow ?? []).filter((entry) => entry.from === from).map((entry) => entry.to));
    const used = new Set();
    const base = path.basename(file);

    function verdict(target) {
      const targetRoom = roomOf(root, target);
      const targetBase = path.basename(target);
      if (!targetRoom) return { messageId: 'outsideReach' };
      if (DECIDE.test(base)) {
        if (MESSAGES.test(targetBase)) return { messageId: 'decideReach', what: 'words are the work of messages' };
        if (target === path.join(root, 'core', 'untrusted.ts'))
          return { messageId: 'decideReach', what: 'escaping belongs to the text a shell writes' };
        if (isInside(path.join(root, 'core', 'github'), target))
          return { messageId: 'decideReach', what: 'only a shell reaches GitHub' };
      }
      if (NO_TEXT.test(base) && MESSAGES.test(targetBase)) return { messageId: 'textReach' };
      if (targetRoom.name === room.name) return undefined;
      if (room.loose) return targetRoom.name === 'core' ? undefined : { messageId: 'looseFrom' };
      if (targetRoom.loose) return { messageId: 'looseTo' };
      if (targetRoom.name === 'core') return undefined;
      if (room.name === 'core') return { messageId: 'coreReach' };
      if (room.name === 'cli') {
        const surface = path.dirname(target) === path.join(root, targetRoom.name) && INDEX.test(targetBase);
        return surface ? undefined : { messageId: 'cliReach', room: targetRoom.name };
      }
      return { messageId: 'actionReach', room: room.name };
    }

    function check(node) {
      const specifier = specifierOf(node);
      if (specifier === undefined) return;
      const found = resolve(file, specifier);
      if (found.kind === 'unresolved') {
        context.report({ node, messageId: 'unresolved', data: { from, specifier } });
        return;
      }
      if (found.kind !== 'file') return;
      const to = projectPath(context.cwd, found.file);
      const problem = verdict(found.file);
      if (problem === undefined) return;
      if (allowed.has(to)) {
        used.add(to);
        return;
      }
      const { messageId, ...data } = problem;
      context.report({ node, messageId, data: { from, to, ...data } });
    }

    return {
      // A deferred import, a re-export and a type are each still an import across a wall.
      ...importVisitors(check),
      'Program:exit'(node) {
        for (const to of allowed) {
          if (!used.has(to)) context.report({ node, messageId: 'staleAllow', data: { from, to } });
        }
      },
    };
  },
};

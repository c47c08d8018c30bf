// mergexo/no-cycle: a module on an import cycle is reported at each import that closes one.
// Static imports, `import type`, `export ... from` and `import('./x.js').T` types count: a type-only cycle still
// ties two rooms together. `await import()` does not: it is how a bundle defers a heavy module.
// `allow: [{ from, to }]` (project-relative paths) names imports left out of the graph: known breaches
// whose fix removes the import, and with it the cycle.
import path from 'node:path';
import { importGraph, importVisitors, isInside, projectPath, specifierOf } from './graph.js';
import { resolverFor } from './resolve.js';
import { ALLOWLIST_SCHEMA } from './options.js';

/** The shortest import path from `start` back to `goal`, or undefined when there is none. */
function pathBack(graph, start, goal, skipped) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index];
    for (const next of graph.get(file) ?? []) {
      if (skipped(file, next)) continue;
      if (next === goal) {
        const trail = [file];
        for (let step = previous.get(file); step !== undefined; step = previous.get(step)) trail.unshift(step);
        return trail;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the modules under src/' },
    schema: ALLOWLIST_SCHEMA,
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Move what both sides need (usually types) into a module neither imports back, ' +
        'such as a types.ts beside them.',
      staleAllow:
        'The cycle allowlist in eslint.config.js still lists {{from}} -> {{to}}, but {{from}} no longer ' +
        'imports it: remove the entry.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(context.cwd, options.root ?? 'src');
    const file = context.filename;
    if (!isInside(root, file)) return {};
    const graph = importGraph(context.cwd, root);
    const resolve = resolverFor(context.cwd);
    const from = projectPath(context.cwd, file);
    const allow = options.allow ?? [];
    const allowed = new Set(allow.map((entry) => `${entry.from}\n${entry.to}`));
    const skipped = (a, b) => allowed.has(`${projectPath(context.cwd, a)}\n${projectPath(context.cwd, b)}`);
    const unused = new Set(allow.filter((entry) => entry.from === from).map((entry) => entry.to));
    const seen = new Set();
    function check(node) {
      const specifier = specifierOf(node);
      if (specifier === undefined) return;
      const found = resolve(file, specifier);
      const target = found.kind === 'file' ? found.file : undefined;
      // The rest of the graph comes from disk; this file's own edges come from its live text.
      if (target === undefined || seen.has(target) || !isInside(root, target)) return;
      seen.add(target);
      unused.delete(projectPath(context.cwd, target));
      if (skipped(file, target)) return;
      const trail = target === file ? [] : pathBack(graph, target, file, skipped);
      if (trail === undefined) return;
      const cycle = [file, ...trail, file].map((step) => projectPath(context.cwd, step)).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    }
    const { ImportExpression: _deferred, ...visitors } = importVisitors(check);
    return {
      ...visitors,
      'Program:exit'(node) {
        for (const to of unused) context.report({ node, messageId: 'staleAllow', data: { from, to } });
      },
    };
  },
};

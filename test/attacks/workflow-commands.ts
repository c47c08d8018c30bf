// What the GitHub Actions runner would do with a step's output: every line (split at CR, LF or CRLF, as
// .NET's StreamReader.ReadLine splits) is parsed as a workflow command the way the runner's
// ActionCommandManager does: `::name props::data` after leading whitespace (v2), or `##[name props]data`
// anywhere in the line (the legacy form), for registered command names, case-insensitively, honouring
// `::stop-commands::TOKEN` until `::TOKEN::`. Tests use it to prove no workflow command comes from data.

/** The command names the runner registers (the extensions of ActionCommandManager, and stop-commands). */
export const RUNNER_COMMANDS = [
  'add-mask',
  'add-matcher',
  'add-path',
  'debug',
  'echo',
  'endgroup',
  'error',
  'group',
  'notice',
  'remove-matcher',
  'save-state',
  'set-env',
  'set-output',
  'stop-commands',
  'warning',
];

export interface RunnerCommand {
  name: string;
  data: string;
  line: string;
}

/** What .NET's `string.TrimStart()` removes: `Char.IsWhiteSpace`. */
const DOTNET_LEADING_WHITESPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function parseV2(line: string, registered: Set<string>): RunnerCommand | undefined {
  const message = line.replace(DOTNET_LEADING_WHITESPACE, '');
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const name = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!registered.has(name)) return undefined;
  return { name, data: unescapeData(message.slice(end + 2)), line };
}

function parseV1(line: string, registered: Set<string>): RunnerCommand | undefined {
  const prefix = line.indexOf('##[');
  if (prefix < 0) return undefined;
  const rb = line.indexOf(']', prefix);
  if (rb < 0) return undefined;
  const info = line.slice(prefix + 3, rb);
  const space = info.indexOf(' ');
  const name = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!registered.has(name)) return undefined;
  return { name, data: line.slice(rb + 1), line };
}

/** Every command the runner would process in `output` (a stop token's resume command included). */
export function runnerCommands(output: string): RunnerCommand[] {
  const registered = new Set(RUNNER_COMMANDS);
  const found: RunnerCommand[] = [];
  let stopToken: string | undefined;
  for (const line of output.split(/\r\n|\r|\n/)) {
    const command = parseV2(line, registered) ?? parseV1(line, registered);
    if (!command) continue;
    if (stopToken !== undefined) {
      if (command.name === stopToken) {
        registered.delete(stopToken);
        stopToken = undefined;
        found.push(command);
      }
      continue;
    }
    found.push(command);
    if (command.name === 'stop-commands') {
      stopToken = command.data.toLowerCase();
      registered.add(stopToken);
    }
  }
  return found;
}

/** Attack payloads put this word first in every command's data, so an annotation they forge is recognizable. */
export const PWNED = 'pwned';

/**
 * The commands in `output` that mergexo did not mean to write: anything but masks of the token's own forms,
 * annotations and debug lines (whose data `@actions/core` %-encodes), and log groups; and any annotation
 * whose data starts with PWNED (mergexo's own begin with its words, quoting data only later).
 */
export function forgedCommands(output: string, tokenForms: readonly string[]): RunnerCommand[] {
  return runnerCommands(output).filter((c) => {
    if (c.data.toLowerCase().startsWith(PWNED)) return true;
    if (c.name === 'add-mask') return !tokenForms.includes(c.data);
    return !['error', 'warning', 'notice', 'debug', 'group', 'endgroup'].includes(c.name);
  });
}

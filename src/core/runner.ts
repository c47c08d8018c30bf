// What an action tells the Actions runner: log lines and workflow commands on stdout, outputs and
// the job summary in the files the runner names. This is the part of `@actions/core` mergexo uses,
// in its formats byte for byte (test/core/runner.test.ts runs both and compares). `@actions/core`
// itself loads its OIDC client (`@actions/http-client`, undici, tunnel) and `@actions/exec` when it
// is imported, which took most of a bundle's start-up; no mergexo run needs either of them.
import { randomUUID } from 'node:crypto';
import { existsSync, appendFileSync, promises as fsp, constants } from 'node:fs';
import { EOL } from 'node:os';

/** Where an annotation points (`@actions/core`'s AnnotationProperties). */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

function toCommandValue(input: unknown): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'string' || input instanceof String) return String(input);
  return JSON.stringify(input);
}

const escapeData = (s: unknown) => toCommandValue(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

const escapeProperty = (s: unknown) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

function issueCommand(command: string, properties: Record<string, unknown>, message: unknown): void {
  const keys = Object.keys(properties);
  const props = Object.entries(properties)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  process.stdout.write(`::${command}${keys.length > 0 ? ` ${props}` : ''}::${escapeData(message)}${EOL}`);
}

function annotation(command: string, message: string | Error, p: AnnotationProperties): void {
  const properties =
    Object.keys(p).length === 0
      ? {}
      : {
          title: p.title,
          file: p.file,
          line: p.startLine,
          endLine: p.endLine,
          col: p.startColumn,
          endColumn: p.endColumn,
        };
  issueCommand(command, properties, message instanceof Error ? message.toString() : message);
}

/** `INPUT_<NAME upper-cased, spaces to _>`, as the runner sets it, trimmed. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}

export function setSecret(secret: string): void {
  issueCommand('add-mask', {}, secret);
}

export function setOutput(name: string, value: unknown): void {
  const file = process.env.GITHUB_OUTPUT || '';
  if (!file) {
    process.stdout.write(EOL);
    issueCommand('set-output', { name }, toCommandValue(value));
    return;
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  const delimiter = `ghadelimiter_${randomUUID()}`;
  const text = toCommandValue(value);
  // A value cannot end the heredoc early: the delimiter is random and checked.
  if (name.includes(delimiter))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (text.includes(delimiter))
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function debug(message: string): void {
  issueCommand('debug', {}, message);
}

export function warning(message: string | Error, properties: AnnotationProperties = {}): void {
  annotation('warning', message, properties);
}

export function error(message: string | Error, properties: AnnotationProperties = {}): void {
  annotation('error', message, properties);
}

/** Logs the error and makes the step fail when the process exits. */
export function setFailed(message: string | Error): void {
  process.exitCode = 1;
  error(message);
}

export function startGroup(name: string): void {
  issueCommand('group', {}, name);
}

export function endGroup(): void {
  issueCommand('endgroup', {}, '');
}

type Cell = string | { data: string; header?: boolean };

const wrap = (tag: string, content: string) => (content ? `<${tag}>${content}</${tag}>` : `<${tag}>`);

/** The job summary, built up and then appended to the runner's file by `write()`. */
class Summary {
  private buffer = '';

  addRaw(text: string, addEOL = false): this {
    this.buffer += text;
    if (addEOL) this.buffer += EOL;
    return this;
  }

  addHeading(text: string, level: 1 | 2 | 3 | 4 | 5 | 6 = 1): this {
    return this.addRaw(wrap(`h${level}`, text), true);
  }

  addTable(rows: Cell[][]): this {
    const body = rows
      .map((row) =>
        wrap(
          'tr',
          row
            .map((cell) => (typeof cell === 'string' ? wrap('td', cell) : wrap(cell.header ? 'th' : 'td', cell.data)))
            .join(''),
        ),
      )
      .join('');
    return this.addRaw(wrap('table', body), true);
  }

  async write(): Promise<void> {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
      throw new Error(
        'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
      );
    }
    try {
      await fsp.access(file, constants.R_OK | constants.W_OK);
    } catch {
      throw new Error(
        `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`,
      );
    }
    await fsp.appendFile(file, this.buffer, { encoding: 'utf8' });
    this.buffer = '';
  }
}

export const summary = new Summary();

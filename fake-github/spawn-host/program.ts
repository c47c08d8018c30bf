// Which spawn host client.ts starts: the Python one (host.py says why it is cheaper) when `python3` is found, the
// Node one (host.mjs) otherwise. MERGEXO_SPAWN_HOST=python or =node forces one (=0 turns the host off: client.ts).
import { accessSync, closeSync, constants, openSync, readSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type HostKind = 'python' | 'node';

export interface HostProgram {
  kind: HostKind;
  file: string;
  args: string[];
}

const NODE_HOST = fileURLToPath(new URL('./host.mjs', import.meta.url));
const PYTHON_HOST = fileURLToPath(new URL('./host.py', import.meta.url));

/** Whether `file` starts with `#!`: a script, such as a version manager's shim, rather than the interpreter. */
function isScript(file: string): boolean {
  const head = Buffer.alloc(2);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, head, 0, 2, 0) === 2 && head.toString('latin1') === '#!';
  } finally {
    closeSync(fd);
  }
}

/**
 * The first `python3` on `path` that is the interpreter itself, else the first script of that name, else null.
 * A shim that is a shell script (a version manager's) costs more CPU to start than a whole test file's spawns
 * save, and the host needs no particular Python 3, only the standard library.
 */
export function findPython(path: string): string | null {
  let script: string | null = null;
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, 'python3');
    try {
      accessSync(file, constants.X_OK);
      if (!isScript(file)) return file;
      script ??= file;
    } catch {
      // not here, or not readable
    }
  }
  return script;
}

// Looked up once per process; `pythonFailed` once a Python host exited before it answered anything (a Python too
// old to run host.py): the Node host from then on.
let python: string | null | undefined;
let pythonFailed = false;

export function markPythonFailed(): void {
  pythonFailed = true;
}

/** The host program for this process's next host, by MERGEXO_SPAWN_HOST. */
export function hostProgram(): HostProgram {
  const wanted = process.env.MERGEXO_SPAWN_HOST;
  if (wanted !== 'node' && (wanted === 'python' || !pythonFailed)) {
    python ??= findPython(process.env.PATH ?? '');
    if (python) return { kind: 'python', file: python, args: ['-I', '-S', PYTHON_HOST] };
  }
  return { kind: 'node', file: process.execPath, args: [NODE_HOST] };
}

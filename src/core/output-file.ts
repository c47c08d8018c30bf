// The runner's file-command format, shared by the root action (which reads the outputs of the
// parts it runs) and the test harness (which reads the outputs of the action under test).

/** Parses a GITHUB_OUTPUT (or GITHUB_ENV / GITHUB_STATE) file: `name=value` lines and `name<<DELIM ... DELIM` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '') continue;
    const heredoc = line.indexOf('<<');
    const eq = line.indexOf('=');
    if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (delimiter === '') throw new Error(`output file line ${i + 1}: empty delimiter for "${name}"`);
      const value: string[] = [];
      let closed = false;
      for (i++; i < lines.length; i++) {
        if (lines[i] === delimiter) {
          closed = true;
          break;
        }
        value.push(lines[i] as string);
      }
      if (!closed) throw new Error(`output file: matching delimiter "${delimiter}" not found for "${name}"`);
      result[name] = value.join('\n');
    } else if (eq > 0) {
      result[line.slice(0, eq)] = line.slice(eq + 1);
    } else {
      throw new Error(`output file line ${i + 1}: invalid format: ${JSON.stringify(line)}`);
    }
  }
  return result;
}

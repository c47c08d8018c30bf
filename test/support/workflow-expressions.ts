// GitHub Actions expressions, as far as the reusable workflow uses them, so a test can decide which of its jobs run
// for an event (`if:`) and what a job's step receives (`with:`) without a workflow runner. GitHub's rules: `&&` and
// `||` return an operand (not a boolean), `!` and comparisons return booleans, strings compare case-insensitively,
// operands of different types compare as numbers, and an unknown property is null.
// Supported: literals, property paths (`inputs.wait-for-ci`, `github.event.merge_group.head_sha`), `!`, `==`, `!=`,
// `<`, `<=`, `>`, `>=`, `&&`, `||`, parentheses, and the functions contains, startsWith, endsWith, format, fromJSON,
// toJSON, and a step's status checks success, failure, cancelled and always (read from `job.status`, as GitHub's
// context names the job's status so far; absent means success). Anything else throws, so a workflow change this
// evaluator does not understand fails the test loudly.

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
export type Context = Record<string, unknown>;

type Token =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'word'; value: string }
  | { kind: 'op'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new Error(`unterminated string in: ${text}`);
        if (text[i] === "'" && text[i + 1] === "'") {
          value += "'";
          i += 2;
        } else if (text[i] === "'") {
          i++;
          break;
        } else {
          value += text[i++];
        }
      }
      tokens.push({ kind: 'string', value });
    } else if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const m = /^-?\d+(\.\d+)?/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'number', value: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_*][A-Za-z0-9_-]*)*/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'word', value: m[0] });
      i += m[0].length;
    } else {
      const op = ['==', '!=', '<=', '>=', '&&', '||'].find((o) => text.startsWith(o, i)) ?? c;
      if (!['==', '!=', '<=', '>=', '&&', '||', '!', '<', '>', '(', ')', ','].includes(op)) {
        throw new Error(`unsupported character '${c}' in: ${text}`);
      }
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    }
  }
  return tokens;
}

function truthy(v: Value): boolean {
  return !(v === null || v === false || v === 0 || v === '' || (typeof v === 'number' && Number.isNaN(v)));
}

function toNumber(v: Value): number {
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? 0 : Number(v);
  return NaN;
}

function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b && (a === null || typeof a !== 'object')) return a === b;
  if (typeof a === 'object' || typeof b === 'object') return a === b;
  return toNumber(a) === toNumber(b);
}

function text(v: Value): string {
  if (v === null) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function lookup(context: Context, path: string): Value {
  let current: unknown = context;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[part];
  }
  return current === undefined ? null : (current as Value);
}

const FUNCTIONS: Record<string, (...args: Value[]) => Value> = {
  contains: (hay, needle) =>
    Array.isArray(hay)
      ? hay.some((h) => equal(h, needle))
      : text(hay).toLowerCase().includes(text(needle).toLowerCase()),
  startswith: (s, p) => text(s).toLowerCase().startsWith(text(p).toLowerCase()),
  endswith: (s, p) => text(s).toLowerCase().endsWith(text(p).toLowerCase()),
  format: (f, ...args) => text(f).replace(/\{(\d+)\}/g, (_m, n: string) => text(args[Number(n)] ?? null)),
  fromjson: (s) => JSON.parse(text(s)) as Value,
  tojson: (v) => JSON.stringify(v),
};

/** The status check functions of a step's `if:`. */
const STATUS_CHECKS = ['success', 'failure', 'cancelled', 'always'];

/** Evaluates one expression (the text inside `${{ }}`, or a whole `if:`). */
export function evaluate(expression: string, context: Context): Value {
  const tokens = tokenize(expression);
  let pos = 0;
  const peek = () => tokens[pos];
  const take = (value?: string): Token => {
    const t = tokens[pos++];
    if (!t || (value !== undefined && t.value !== value)) {
      throw new Error(`expected '${value ?? 'a token'}' at token ${pos} of: ${expression}`);
    }
    return t;
  };
  const primary = (): Value => {
    const t = take();
    if (t.kind === 'string' || t.kind === 'number') return t.value;
    if (t.kind === 'op' && t.value === '(') {
      const v = or();
      take(')');
      return v;
    }
    if (t.kind === 'op' && t.value === '!') return !truthy(primary());
    if (t.kind === 'word') {
      if (t.value === 'true') return true;
      if (t.value === 'false') return false;
      if (t.value === 'null') return null;
      if (peek()?.value === '(' && STATUS_CHECKS.includes(t.value.toLowerCase())) {
        take('(');
        take(')');
        const status = lookup(context, 'job.status') ?? 'success';
        const name = t.value.toLowerCase();
        return name === 'always' || (name === 'success' ? status === 'success' : status === name);
      }
      if (peek()?.value === '(') {
        const fn = FUNCTIONS[t.value.toLowerCase()];
        if (!fn) throw new Error(`unsupported function ${t.value} in: ${expression}`);
        take('(');
        const args: Value[] = [];
        while (peek()?.value !== ')') {
          args.push(or());
          if (peek()?.value === ',') take(',');
        }
        take(')');
        return fn(...args);
      }
      return lookup(context, t.value);
    }
    throw new Error(`unexpected '${String(t.value)}' in: ${expression}`);
  };
  const comparison = (): Value => {
    let left = primary();
    for (;;) {
      const op = peek()?.value;
      if (op !== '==' && op !== '!=' && op !== '<' && op !== '<=' && op !== '>' && op !== '>=') return left;
      take();
      const right = primary();
      if (op === '==') left = equal(left, right);
      else if (op === '!=') left = !equal(left, right);
      else {
        const [a, b] = [toNumber(left), toNumber(right)];
        left = op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
      }
    }
  };
  const and = (): Value => {
    let left = comparison();
    while (peek()?.value === '&&') {
      take();
      const right = comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  function or(): Value {
    let left = and();
    while (peek()?.value === '||') {
      take();
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  }
  const value = or();
  if (pos !== tokens.length) throw new Error(`unexpected '${String(tokens[pos]?.value)}' in: ${expression}`);
  return value;
}

/** An `if:` condition: a bare expression or one wrapped in `${{ }}`; absent means the job runs. */
export function condition(expression: string | undefined, context: Context): boolean {
  if (expression === undefined) return true;
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(expression)?.[1] ?? expression;
  return truthy(evaluate(inner, context));
}

/** A `with:` value: every `${{ }}` replaced by its value as text. */
export function interpolate(template: string, context: Context): string {
  return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_m, expr: string) => text(evaluate(expr, context)));
}

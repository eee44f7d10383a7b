import { renderToStaticMarkup } from 'react-dom/server';
import { css } from 'styled-system/css';
import { describe, expect, it } from 'vitest';
import { SecurityName } from './SecurityName';

/** The text of each line (the two top-level spans), tags dropped. */
const lines = (html: string): string[] => [...html.matchAll(/<span class="[^"]*"(?: data-security-name="")?>(.*?)<\/span>(?=<span class|$)/g)].map((match) => (match[1] ?? '').replace(/<[^>]+>/g, ''));

describe('SecurityName', () => {
  it('a Chinese name over the symbol and the English name, the English marked as English', () => {
    const html = renderToStaticMarkup(<SecurityName stock={{ id: 'NVDA', name: 'NVIDIA Corporation', customName: '輝達' }} />);
    expect(lines(html)).toEqual(['輝達', 'NVDA · NVIDIA Corporation']);
    expect(html).toContain('<span lang="en" data-english-name="">NVIDIA Corporation</span>');
  });

  it('an English name alone over the symbol when there is no Chinese name', () => {
    const html = renderToStaticMarkup(<SecurityName stock={{ id: 'FDS', name: 'FactSet', customName: null }} />);
    expect(lines(html)).toEqual(['FactSet', 'FDS']);
    expect(html).not.toContain('lang="en"');
  });

  it('leaves the symbol out where the row shows it elsewhere, and then draws no empty line', () => {
    const chinese = renderToStaticMarkup(<SecurityName stock={{ id: 'TSM', name: 'Taiwan Semiconductor', customName: '台積電' }} withSymbol={false} />);
    expect(lines(chinese)).toEqual(['台積電', 'Taiwan Semiconductor']);
    const english = renderToStaticMarkup(<SecurityName stock={{ id: 'FDS', name: 'FactSet', customName: null }} withSymbol={false} />);
    expect(lines(english)).toEqual(['FactSet']);
  });

  it('cuts both lines with an ellipsis and keeps the lists’ own classes', () => {
    const html = renderToStaticMarkup(<SecurityName stock={{ id: 'NVDA', name: 'NVIDIA Corporation', customName: '輝達' }} className="first" lineClassName="second" />);
    const classes = [...html.matchAll(/^<span class="([^"]*)"|<\/span><span class="([^"]*)"/g)].map((match) => match[1] ?? match[2]);
    expect(classes).toHaveLength(2);
    // Panda hashes class names: compare with the atomic classes of the same declarations.
    const [first = [], second = []] = classes.map((list) => (list ?? '').split(' '));
    for (const list of [first, second]) {
      expect(list).toContain(css({ textOverflow: 'ellipsis' }));
      expect(list).toContain(css({ whiteSpace: 'nowrap' }));
    }
    expect(first).toContain('first');
    expect(second).toContain('second');
    expect(second).toContain(css({ color: 'muted' }));
    expect(second).toContain(css({ fontSize: '12px' }));
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WordWrap } from './WordWrap';

describe('WordWrap', () => {
  it('puts a <wbr> between the words of a title, and only text otherwise', () => {
    const html = renderToStaticMarkup(
      <h1>
        <WordWrap text="盤後整理：大盤整理格局未變" />
      </h1>,
    );
    expect(html).toContain('整理<wbr/>');
    expect(html).not.toMatch(/整<wbr\/>理|盤<wbr\/>後/);
    expect(html.replace(/<wbr\/>/g, '')).toBe('<h1>盤後整理：大盤整理格局未變</h1>');
  });

  it('keeps hostile text as text', () => {
    const html = renderToStaticMarkup(
      <h1>
        <WordWrap text={'<img src=x onerror=alert(1)>'} />
      </h1>,
    );
    expect(html).not.toContain('<img');
  });
});

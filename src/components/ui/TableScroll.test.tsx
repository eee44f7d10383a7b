import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tableScrollRecipe } from './data-table-styles';
import { TableScroll } from './TableScroll';

describe('TableScroll', () => {
  it('is a region named by its label that the keyboard can reach, framed by default', () => {
    const html = renderToStaticMarkup(
      <TableScroll label="同業比較">
        <table />
      </TableScroll>,
    );
    expect(html).toBe(`<div class="${tableScrollRecipe({ framed: true })}" role="region" aria-label="同業比較" tabindex="0"><table></table></div>`);
  });

  it('goes without its frame, keeps a minimum height and carries a test id when asked', () => {
    const html = renderToStaticMarkup(
      <TableScroll label={'<"表">'} framed={false} minHeight={522} testId="statement-table-scroll">
        <table />
      </TableScroll>,
    );
    expect(html).toBe(
      `<div class="${tableScrollRecipe({ framed: false })}" role="region" aria-label="&lt;&quot;表&quot;&gt;" tabindex="0" style="min-height:522px" data-testid="statement-table-scroll"><table></table></div>`,
    );
  });
});

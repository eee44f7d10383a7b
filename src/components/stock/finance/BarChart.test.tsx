import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themeVar } from '@/lib/design/palette';
import { BarChart } from './BarChart';

describe('BarChart', () => {
  it('draws amounts in neutral colours, never the rise red or fall green', () => {
    const html = renderToStaticMarkup(
      <BarChart
        data={[
          { label: '2025Q1', value: 120 },
          { label: '2025Q2', value: -30 },
          { label: '2025Q3', value: 80 },
        ]}
        label="淨利長條圖"
        formatValue={String}
      />,
    );
    const fills = [...html.matchAll(/<rect [^>]*fill="([^"]+)"/g)].map((match) => match[1]);
    expect(fills).toEqual([themeVar('brand'), themeVar('stable'), themeVar('brand')]);
    expect(html).not.toContain(themeVar('rise'));
    expect(html).not.toContain(themeVar('fall'));
  });
});

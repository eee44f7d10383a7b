import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChangeCells } from './PriceChange';

const row = (cells: React.ReactNode) => renderToStaticMarkup(<tr>{cells}</tr>);
const directions = (html: string) => [...html.matchAll(/data-direction="(\w+)"/g)].map((match) => match[1]);

describe('ChangeCells', () => {
  it('writes the change and the % change, both coloured by the change as shown (2 decimals)', () => {
    const html = row(<ChangeCells change={-23.86} changePercent={-3.44} attributes={() => ({})} />);
    expect(html).toMatch(/^<tr><td class="[^"]+" data-direction="fall">−23.86<\/td><td class="[^"]+" data-direction="fall">−3.44%<\/td><\/tr>$/);
    expect(directions(row(<ChangeCells change={1.5} changePercent={0.4} attributes={() => ({})} />))).toEqual(['rise', 'rise']);
    expect(directions(row(<ChangeCells change={0.004} changePercent={0.001} attributes={() => ({})} />))).toEqual(['stable', 'stable']);
  });

  it('gives each cell the attributes its table asks for it (a sort value, a live field)', () => {
    const html = row(<ChangeCells change={2} changePercent={1} attributes={(field) => ({ 'data-value': field === 'change' ? 2 : 1, 'data-field': field })} />);
    expect(html).toContain('data-direction="rise" data-value="2" data-field="change">+2.00</td>');
    expect(html).toContain('data-direction="rise" data-value="1" data-field="changePercent">+1.00%</td>');
  });
});

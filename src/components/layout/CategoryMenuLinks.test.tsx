import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MENU } from '@/lib/articles/categories';
import { CategoryMenuLinks } from './CategoryMenuLinks';

const classes = { list: 'l', main: 'm', subList: 's', sub: 'x' };
const subLinks = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="x"/g)].map((match) => match[1]);

describe('CategoryMenuLinks', () => {
  it('in the header and drawer: every sub-item, the page’s category marked, each sub-list named', () => {
    const html = renderToStaticMarkup(<CategoryMenuLinks path="/category/premarket" classes={classes} />);
    expect(subLinks(html)).toEqual(CATEGORY_MENU.flatMap((entry) => entry.items.map((item) => item.href)));
    expect(html).toContain('<a href="/category/analysis" class="m" aria-current="true">');
    expect(html).toContain('<a href="/category/premarket" class="x" aria-current="page">');
    expect(html).toContain(`aria-label="${CATEGORY_MENU[0]!.category.name}子分類"`);
  });

  it('in the article sidebar: no page marked, no sub-list named, and no first sub-item (its main link stands for it)', () => {
    const html = renderToStaticMarkup(<CategoryMenuLinks subItems="after-main" classes={classes} />);
    expect(subLinks(html)).toEqual(CATEGORY_MENU.flatMap((entry) => entry.items.slice(1).map((item) => item.href)));
    expect(html).not.toContain('aria-current');
    expect(html).not.toContain('aria-label');
    // Every main link; a sub-list only for an entry with more than its first item.
    expect(html.match(/class="m"/g)).toHaveLength(CATEGORY_MENU.length);
    expect(html.match(/<ul class="s"/g)).toHaveLength(CATEGORY_MENU.filter((entry) => entry.items.length > 1).length);
  });
});

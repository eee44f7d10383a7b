import type { Page } from '@playwright/test';

/** Everything that could run script from the article: inline handlers, script URLs, foreign elements. */
export async function domHazards(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (/^\s*(javascript|vbscript|data):/i.test(attr.value) && /^(href|src|action|formaction|xlink:href|srcdoc|data)$/i.test(attr.name)) {
          found.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 40)}`);
        }
        if (attr.name === 'srcdoc') found.push(`${el.tagName} srcdoc`);
      }
    }
    // Inside the author's HTML nothing but plain content elements: no class, id or style either.
    for (const body of Array.from(document.querySelectorAll('[data-testid="article-body"], [data-testid="article-teaser"]'))) {
      for (const el of Array.from(body.querySelectorAll('script, style, iframe, object, embed, form, input, button, meta, base, link, svg, math, [style], [class], [id]'))) {
        found.push(`body contains ${el.tagName}${el.hasAttribute('style') ? '[style]' : ''}${el.hasAttribute('class') ? '[class]' : ''}${el.hasAttribute('id') ? '[id]' : ''}`);
      }
    }
    // Scripts anywhere: only the framework's (nonce) and the JSON-LD data block.
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (!script.nonce && script.type !== 'application/ld+json' && script.src === '') found.push(`script without nonce: ${script.textContent?.slice(0, 60)}`);
    }
    return found;
  });
}

/** The article's JSON-LD block, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.getByTestId('article-json-ld').textContent({ timeout: 10_000 });
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

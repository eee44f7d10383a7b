/**
 * A strict little reader for the sitemap XML this project writes (tests only): checks the declaration,
 * the namespace, balanced elements from the sitemap vocabulary, and that every `&` starts an entity.
 * Answers the entries with their text unescaped.
 */
export interface ReadSitemap {
  root: 'urlset' | 'sitemapindex';
  entries: { loc: string; lastmod?: string }[];
}

const ELEMENTS = new Set(['urlset', 'url', 'sitemapindex', 'sitemap', 'loc', 'lastmod']);
const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

const unescape = (text: string) =>
  text.replace(ENTITY, (_, name: string) =>
    name === 'amp'
      ? '&'
      : name === 'lt'
        ? '<'
        : name === 'gt'
          ? '>'
          : name === 'quot'
            ? '"'
            : name === 'apos'
              ? "'"
              : String.fromCodePoint(name.startsWith('#x') ? parseInt(name.slice(2), 16) : Number(name.slice(1))),
  );

export function readSitemap(xml: string): ReadSitemap {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (!xml.startsWith(declaration)) throw new Error('missing XML declaration');
  const stack: string[] = [];
  const entries: ReadSitemap['entries'] = [];
  let root: ReadSitemap['root'] | undefined;
  let current: { loc?: string; lastmod?: string } | undefined;
  for (const token of xml.slice(declaration.length).match(/<[^>]*>|[^<]+/g) ?? []) {
    if (token.startsWith('<')) {
      const tag = /^<(\/?)([a-z]+)((?: xmlns="[^"]*")?)>$/.exec(token);
      if (!tag) throw new Error(`malformed tag ${token}`);
      const [, closing, name = '', attrs] = tag;
      if (!ELEMENTS.has(name)) throw new Error(`unknown element ${name}`);
      if (closing) {
        if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
        if (name === 'url' || name === 'sitemap') {
          if (!current?.loc) throw new Error(`<${name}> without <loc>`);
          entries.push(current.lastmod ? { loc: current.loc, lastmod: current.lastmod } : { loc: current.loc });
          current = undefined;
        }
        continue;
      }
      if (stack.length === 0) {
        if (root || (name !== 'urlset' && name !== 'sitemapindex')) throw new Error(`bad root ${name}`);
        if (attrs !== ' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"') throw new Error('missing sitemap namespace');
        root = name;
      } else if (attrs) throw new Error(`attributes on ${name}`);
      if (name === 'url' || name === 'sitemap') current = {};
      stack.push(name);
    } else {
      const text = token;
      if (text.replace(ENTITY, '').includes('&')) throw new Error(`unescaped & in ${text}`);
      if (text.includes('>')) throw new Error(`unescaped > in ${text}`);
      const parent = stack.at(-1);
      if (parent === 'loc' && current) current.loc = unescape(text);
      else if (parent === 'lastmod' && current) current.lastmod = unescape(text);
      else if (text.trim() !== '') throw new Error(`stray text ${text}`);
    }
  }
  if (stack.length > 0 || !root) throw new Error('unclosed elements');
  return { root, entries };
}

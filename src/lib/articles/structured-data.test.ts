import { describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../upstream/article';
import { jsonForScript } from '../http/html-escape';
import { articleCanonicalUrl, articleDescription, articleJsonLd, articleOpenGraph, PAYWALLED_CLASS } from './structured-data';

const HOSTILE_TITLE = '【測試】XSS 防護測試文章 </script><script>alert("xss-title")</script>';

const article = (extra: Partial<ArticleDetail> = {}): ArticleDetail => ({
  articleId: 122,
  authorId: 2,
  version: 1,
  title: '個股報告：博通（AVGO）',
  summary: '博通同時握有\n客製化 AI 加速器。',
  cover: { url: 'http://localhost:8788/static/covers/stock.svg', width: 1200, height: 675, alt: '封面' },
  categoryTags: ['美股個股'],
  tags: ['個股報告', 'AI 晶片'],
  stockTags: ['AVGO'],
  isPaid: false,
  price: 0,
  status: 'published',
  visibility: 'public',
  totalViews: 1,
  publishedAt: '2026-11-08T09:30:00Z',
  updatedAt: '2026-11-09T09:30:00Z',
  teaser: '<p>t</p>',
  content: '<p>c</p>',
  isUnlocked: false,
  canEdit: false,
  ...extra,
});

const input = (extra: Partial<ArticleDetail> = {}) => ({
  siteUrl: 'https://usstock.example/',
  siteName: '美股通',
  article: article(extra),
  author: { name: '陳思穎', url: '/author/2' },
  section: '個股報告',
});

describe('articleJsonLd', () => {
  it('describes a free article as a NewsArticle with headline, author, dates and image', () => {
    const data = articleJsonLd(input());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '個股報告：博通（AVGO）',
      url: 'https://usstock.example/article/122',
      datePublished: '2026-11-08T09:30:00Z',
      dateModified: '2026-11-09T09:30:00Z',
      image: ['http://localhost:8788/static/covers/stock.svg'],
      author: [{ '@type': 'Person', name: '陳思穎', url: 'https://usstock.example/author/2' }],
      articleSection: '個股報告',
      isAccessibleForFree: true,
    });
    expect(data).not.toHaveProperty('hasPart');
  });

  it('marks a paid article with isAccessibleForFree false and the paywalled part', () => {
    const data = articleJsonLd(input({ isPaid: true, price: 80, content: null }));
    expect(data.isAccessibleForFree).toBe(false);
    expect(data.hasPart).toEqual({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${PAYWALLED_CLASS}` });
  });

  it('leaves out what it does not know rather than inventing it', () => {
    const data = articleJsonLd({ ...input({ cover: null, tags: [] }), author: null, section: undefined });
    for (const key of ['image', 'author', 'articleSection', 'keywords']) expect(data).not.toHaveProperty(key);
  });
});

describe('the JSON-LD as written into the page (http/html-escape.ts)', () => {
  it('cannot be broken out of by a hostile title, and still parses to the same data', () => {
    const data = articleJsonLd(input({ title: HOSTILE_TITLE, summary: 'a & b <!-- c --> \u2028 d' }));
    const json = jsonForScript(data);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
    expect((JSON.parse(json) as { headline: string }).headline).toBe(HOSTILE_TITLE);
  });
});

describe('Open Graph and canonical URL', () => {
  it('gives the canonical URL on SITE_URL and the article fields', () => {
    expect(articleCanonicalUrl('http://localhost:8787', 5)).toBe('http://localhost:8787/article/5');
    expect(articleOpenGraph('http://localhost:8787/', article())).toMatchObject({
      title: '個股報告：博通（AVGO）',
      url: 'http://localhost:8787/article/122',
      image: 'http://localhost:8788/static/covers/stock.svg',
      description: '博通同時握有 客製化 AI 加速器。',
      tags: ['美股個股', '個股報告', 'AI 晶片'],
    });
  });

  it('keeps descriptions to 160 characters and falls back to the title', () => {
    expect(articleDescription({ summary: '字'.repeat(400), title: 't' })).toHaveLength(160);
    expect(articleDescription({ summary: '', title: '標題' })).toBe('標題');
  });
});

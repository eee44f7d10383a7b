import type { ArticleDetail } from '../upstream/article';

/**
 * What search engines and link previews read about an article: the canonical URL, Open Graph and
 * JSON-LD NewsArticle (schema.org), with the paywall markup Google asks for on paid content
 * (isAccessibleForFree false + a hasPart WebPageElement naming the paid section's CSS selector).
 * Plain data, so it is unit-tested; ArticleSeo/ArticleJsonLd render it.
 */

/** The class on the element holding a paid article's body (or its paywall, while locked). */
export const PAYWALLED_CLASS = 'article-paywalled';

export const articlePath = (articleId: number): string => `/article/${articleId}`;

export function articleCanonicalUrl(siteUrl: string, articleId: number): string {
  return `${siteUrl.replace(/\/+$/, '')}${articlePath(articleId)}`;
}

/** A description for meta tags: the summary on one line, at most 160 characters. */
export function articleDescription(article: Pick<ArticleDetail, 'summary' | 'title'>): string {
  const text = (article.summary || article.title).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

export interface OpenGraphData {
  title: string;
  description: string;
  url: string;
  image: string | null;
  imageAlt: string;
  publishedTime: string;
  modifiedTime: string;
  tags: string[];
}

export function articleOpenGraph(siteUrl: string, article: ArticleDetail): OpenGraphData {
  return {
    title: article.title,
    description: articleDescription(article),
    url: articleCanonicalUrl(siteUrl, article.articleId),
    image: article.cover?.url ?? null,
    imageAlt: article.cover?.alt ?? '',
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
    tags: [...article.categoryTags, ...article.tags],
  };
}

export interface JsonLdInput {
  siteUrl: string;
  siteName: string;
  article: ArticleDetail;
  /** Null while the author could not be resolved: the author is then left out, not invented. */
  author: { name: string; url: string } | null;
  /** The category's name, when the article has one. */
  section?: string | undefined;
}

export function articleJsonLd({ siteUrl, siteName, article, author, section }: JsonLdInput): Record<string, unknown> {
  const url = articleCanonicalUrl(siteUrl, article.articleId);
  const base = siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title.slice(0, 110),
    description: articleDescription(article),
    inLanguage: 'zh-Hant-TW',
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    ...(article.cover ? { image: [article.cover.url] } : {}),
    ...(author ? { author: [{ '@type': 'Person', name: author.name, url: `${base}${author.url}` }] } : {}),
    publisher: { '@type': 'Organization', name: siteName, url: `${base}/` },
    ...(section ? { articleSection: section } : {}),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    isAccessibleForFree: !article.isPaid,
    ...(article.isPaid ? { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${PAYWALLED_CLASS}` } } : {}),
  };
}

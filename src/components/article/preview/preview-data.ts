import { articleTextLines } from '@/lib/articles/article-text';
import { sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { diffTextLines, type TextDiff } from '@/lib/articles/text-diff';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { isPreviewable, isRefusal, parsePreviewQuery, type PreviewRequest, previewGuard } from '@/lib/auth/guards';
import { getConfig, getUpstreamContext, notFound } from '@/lib/server/request-context';
import { type ArticleDetail, type ArticleVersion, getArticleForAuthor, getArticleVersion, getAuthorOwnership } from '@/lib/upstream/article';
import type { AppConfig } from '@/lib/config';
import { UpstreamError } from '@/lib/upstream/errors';
import type { UpstreamContext } from '@/lib/upstream/http';
import { ARTICLE_BODY_WIDTH } from '../detail/article-data';
import { ownershipAnswer, settle } from './preview-access';

/** The saved version shown instead of the current text. */
export interface PreviewVersion {
  version: number;
  title: string;
  note: string;
  updatedAt: string;
  isCurrent: boolean;
}

/** What the preview shows under its banner. */
export type PreviewShown =
  /** The current text. */
  | { kind: 'current'; article: ArticleDetail; html: string }
  /**
   * A saved version: its title, text, status and date over the author-side article, and (unless it
   * is the current one) its text compared line by line with the current text.
   */
  | { kind: 'version'; article: ArticleDetail; html: string; version: PreviewVersion; diff: TextDiff | null }
  /** The owner asked for a version the article does not have: the page says so, with the versions list. */
  | { kind: 'missingVersion'; version: number };

export interface PreviewArticle {
  kind: 'ok';
  /** The author-side article as it is now: status (deleted included, for its owner), visibility, current version. */
  current: ArticleDetail;
  shown: PreviewShown;
}

/** The article service failed (not the visitor's fault): an error state, never a 5xx page. */
export type PreviewLoad = PreviewArticle | { kind: 'unavailable' };
/** What resolvePreview found: the preview, an outage, or nothing this visitor may see (→ 404). */
export type PreviewOutcome = PreviewLoad | { kind: 'notFound' };

/** The version's text over the author-side article (a version carries no cover or tags of its own). */
function withVersion(article: ArticleDetail, version: ArticleVersion): ArticleDetail {
  return { ...article, title: version.title, updatedAt: version.updatedAt, status: version.status, version: version.version, content: version.content };
}

const isVersion = (value: ArticleVersion | Record<string, never>): value is ArticleVersion => 'version' in value;
const isMissing = (error: unknown): boolean => error instanceof UpstreamError && error.status === 404;

/**
 * /article/preview's guard and data, before the page's first <Suspense> (so a refusal is a real 404).
 * Malformed ids, a visitor who is not a member, a member who does not own the author, an unknown
 * article: the 404 page. The ownership check and the article calls run together; nothing is shown
 * unless the check allowed it.
 */
export async function loadPreview(query: string | undefined): Promise<PreviewLoad> {
  const outcome = await resolvePreview(getUpstreamContext(), getConfig(), getSignedInMemberId(), parsePreviewQuery(query));
  return outcome.kind === 'notFound' ? notFound() : outcome;
}

const NOT_FOUND = { kind: 'notFound' } as const;

/** loadPreview without Waku's runtime (tested in workerd against the sandbox). */
export async function resolvePreview(ctx: UpstreamContext, config: Pick<AppConfig, 'SITE_URL' | 'IMAGE_PROXY_URL'>, memberId: number | null, request: PreviewRequest | null): Promise<PreviewOutcome> {
  // No call at all for a guest or a malformed query.
  if (request === null || memberId === null) return NOT_FOUND;
  const ref = { articleId: request.articleId, authorId: request.authorId };
  const [ownership, article, version] = await Promise.all([
    // fetch=1: the guard needs the answer, not the list of the author's articles.
    settle(getAuthorOwnership(ctx, request.authorId, { fetch: 1 })),
    settle(getArticleForAuthor(ctx, ref)),
    request.version === null ? null : settle(getArticleVersion(ctx, { ...ref, version: request.version })),
  ]);

  const decision = previewGuard(memberId, request, ownershipAnswer(ownership, 'preview'));
  if (decision.kind === 'unavailable') return { kind: 'unavailable' };
  if (decision.kind !== 'allow') return NOT_FOUND;

  if (!article.ok) {
    if (isRefusal(article.error)) return NOT_FOUND;
    console.error('[preview] article load failed', request, article.error);
    return { kind: 'unavailable' };
  }
  const current = article.value;
  if (!isPreviewable(current, request)) return NOT_FOUND;

  const sanitize = (shown: ArticleDetail) => sanitizeArticleHtml(shown.content ?? shown.teaser, sanitizeOptions(config), shown.articleId);
  if (version === null) return { kind: 'ok', current, shown: { kind: 'current', article: current, html: sanitize(current) } };

  if (!version.ok) {
    // The article is the owner's: an unknown version is theirs to be told about, not a 404 page.
    if (isMissing(version.error) && request.version !== null) return { kind: 'ok', current, shown: { kind: 'missingVersion', version: request.version } };
    if (isRefusal(version.error)) return NOT_FOUND;
    console.error('[preview] version load failed', request, version.error);
    return { kind: 'unavailable' };
  }
  const saved = version.value;
  if (!isVersion(saved) || saved.articleId !== request.articleId || saved.authorId !== request.authorId) return NOT_FOUND;

  const shown = withVersion(current, saved);
  const html = sanitize(shown);
  const diff = saved.isCurrent ? null : diffTextLines(readableLines(shown, html), readableLines(current, sanitize(current)));
  const { title, note, updatedAt, isCurrent } = saved;
  return { kind: 'ok', current, shown: { kind: 'version', article: shown, html, version: { version: saved.version, title, note, updatedAt, isCurrent }, diff } };
}

const sanitizeOptions = ({ SITE_URL, IMAGE_PROXY_URL }: Pick<AppConfig, 'SITE_URL' | 'IMAGE_PROXY_URL'>) => ({
  siteUrl: SITE_URL,
  imageProxyUrl: IMAGE_PROXY_URL,
  imageDisplayWidth: ARTICLE_BODY_WIDTH,
});

/** What a reader reads of a text: its title, then the lines of its sanitised body. */
const readableLines = (article: ArticleDetail, sanitizedHtml: string): string[] => [`標題：${article.title}`, ...articleTextLines(sanitizedHtml)];

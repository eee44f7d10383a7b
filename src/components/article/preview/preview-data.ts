import { sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { isPreviewable, isRefusal, type OwnershipAnswer, parsePreviewQuery, type PreviewRequest, previewGuard } from '@/lib/auth/guards';
import { getConfig, getUpstreamContext, notFound } from '@/lib/server/request-context';
import { type ArticleDetail, type ArticleVersion, getArticleForAuthor, getArticleVersion, getAuthorOwnership } from '@/lib/upstream/article';
import type { AppConfig } from '@/lib/config';
import type { UpstreamContext } from '@/lib/upstream/http';
import { ARTICLE_BODY_WIDTH } from '../detail/article-data';

/** The saved version shown instead of the current text. */
export interface PreviewVersion {
  version: number;
  note: string;
  isCurrent: boolean;
}

export interface PreviewArticle {
  kind: 'ok';
  /** The author-side article; with a version asked for, its title, text, status and date are that version's. */
  article: ArticleDetail;
  /** Sanitised HTML of the whole text (an owner always gets it; the teaser only if the service gave none). */
  html: string;
  version: PreviewVersion | null;
}

/** The article service failed (not the visitor's fault): an error state, never a 5xx page. */
export type PreviewLoad = PreviewArticle | { kind: 'unavailable' };
/** What resolvePreview found: the preview, an outage, or nothing this visitor may see (→ 404). */
export type PreviewOutcome = PreviewLoad | { kind: 'notFound' };

/** A call's answer, or the error it failed with (so the guard decides before any failure is thrown). */
type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(call: Promise<T>): Promise<Settled<T>> =>
  call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

function ownershipAnswer(result: Settled<{ authorId: number; isOwner: boolean }>): OwnershipAnswer {
  if (result.ok) return { kind: 'answered', ownership: result.value };
  if (isRefusal(result.error)) return { kind: 'refused' };
  console.error('[preview] ownership check failed', result.error);
  return { kind: 'failed' };
}

/** The version's text over the author-side article (a version carries no cover or tags of its own). */
function withVersion(article: ArticleDetail, version: ArticleVersion): ArticleDetail {
  return { ...article, title: version.title, updatedAt: version.updatedAt, status: version.status, version: version.version, content: version.content };
}

const isVersion = (value: ArticleVersion | Record<string, never>): value is ArticleVersion => 'version' in value;

/**
 * /article/preview's guard and data, before the page's first <Suspense> (so a refusal is a real 404).
 * Malformed ids, a visitor who is not a member, a member who does not own the author, an unknown or
 * deleted article or version: the 404 page. The ownership check and the article calls run together;
 * nothing is shown unless the check allowed it.
 */
export async function loadPreview(query: string | undefined): Promise<PreviewLoad> {
  const outcome = await resolvePreview(getUpstreamContext(), getConfig(), getSignedInMemberId(), parsePreviewQuery(query));
  return outcome.kind === 'notFound' ? notFound() : outcome;
}

const NOT_FOUND = { kind: 'notFound' } as const;

/** loadPreview without Waku's runtime (tested in workerd against the sandbox). */
export async function resolvePreview(
  ctx: UpstreamContext,
  config: Pick<AppConfig, 'SITE_URL' | 'IMAGE_PROXY_URL'>,
  memberId: number | null,
  request: PreviewRequest | null,
): Promise<PreviewOutcome> {
  // No call at all for a guest or a malformed query.
  if (request === null || memberId === null) return NOT_FOUND;
  const ref = { articleId: request.articleId, authorId: request.authorId };
  const [ownership, article, version] = await Promise.all([
    // fetch=1: the guard needs the answer, not the list of the author's articles.
    settle(getAuthorOwnership(ctx, request.authorId, { fetch: 1 })),
    settle(getArticleForAuthor(ctx, ref)),
    request.version === null ? null : settle(getArticleVersion(ctx, { ...ref, version: request.version })),
  ]);

  const decision = previewGuard(memberId, request, ownershipAnswer(ownership));
  if (decision.kind === 'unavailable') return { kind: 'unavailable' };
  if (decision.kind !== 'allow') return NOT_FOUND;

  for (const result of [article, version]) {
    if (result && !result.ok) {
      if (isRefusal(result.error)) return NOT_FOUND;
      console.error('[preview] article load failed', request, result.error);
      return { kind: 'unavailable' };
    }
  }
  if (!article.ok || !isPreviewable(article.value, request)) return NOT_FOUND;

  let shown = article.value;
  let shownVersion: PreviewVersion | null = null;
  if (version?.ok) {
    const saved = version.value;
    if (!isVersion(saved) || saved.articleId !== request.articleId || saved.authorId !== request.authorId || saved.status === 'deleted') return NOT_FOUND;
    shown = withVersion(shown, saved);
    shownVersion = { version: saved.version, note: saved.note, isCurrent: saved.isCurrent };
  }

  const { SITE_URL, IMAGE_PROXY_URL } = config;
  const html = sanitizeArticleHtml(shown.content ?? shown.teaser, { siteUrl: SITE_URL, imageProxyUrl: IMAGE_PROXY_URL, imageDisplayWidth: ARTICLE_BODY_WIDTH }, shown.articleId);
  return { kind: 'ok', article: shown, html, version: shownVersion };
}

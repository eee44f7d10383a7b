import { css, cx } from 'styled-system/css';
import type { AuthorView } from '@/lib/articles/authors';
import { fixedSizeImage } from '@/lib/articles/images';
import { formatDate, formatTime } from '@/lib/format/dates';
import { getConfig } from '@/lib/server/request-context';
import type { ArticleSummary } from '@/lib/upstream/article';
import { badge, focusRing } from '@/components/ui/control-styles';
import { rowListClass, rowRuleClass } from '@/components/ui/data-table-styles';
import { AuthorAvatar } from './AuthorAvatar';
import { categoryBadge } from './category-menu';
import { titleWrap, WordWrap } from '@/components/ui/WordWrap';

/**
 * One page of a list: each article with its cover, category badge, paid badge, title, summary,
 * author and date. Rows have a fixed height (ArticleListSkeleton uses the same rows), so a list
 * that streams in, or a page appended by "load more", never shifts what is above it. Everything
 * here is text from the article service and is rendered as text (React escapes it). Pictures go
 * through the image proxy (webp, densities 1 and 2), lazy, with width and height set.
 */
export function ArticleItems({ articles, authors }: { articles: readonly ArticleSummary[]; authors: ReadonlyMap<number, AuthorView> }) {
  const imageProxy = getConfig().IMAGE_PROXY_URL;
  return (
    <ol className={listClass} data-testid="article-list">
      {articles.map((article) => (
        <ArticleItem key={article.articleId} article={article} author={authors.get(article.authorId)} imageProxy={imageProxy} />
      ))}
    </ol>
  );
}

function ArticleItem({ article, author, imageProxy }: { article: ArticleSummary; author: AuthorView | undefined; imageProxy: string }) {
  const href = `/article/${article.articleId}`;
  const cover = article.cover ? fixedSizeImage(imageProxy, article.cover.url, COVER_WIDTH) : null;
  const avatar = author?.avatar ? fixedSizeImage(imageProxy, author.avatar, AVATAR_SIZE) : null;
  const badge = categoryBadge(article.categoryTags);
  const authorName = author?.name || '作者';
  return (
    <li className={rowClass} data-testid="article-item" data-article-id={article.articleId}>
      <a href={href} className={coverLinkClass} tabIndex={-1} aria-hidden="true">
        {cover ? (
          <img src={cover.src} srcSet={cover.srcSet} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} loading="lazy" decoding="async" className={coverClass} />
        ) : (
          <span className={coverClass} />
        )}
      </a>
      <div className={bodyClass}>
        <div className={badgesClass}>
          {badge && (
            <a href={badge.href} className={categoryClass} data-testid="article-category">
              {badge.label}
            </a>
          )}
          {article.isPaid && (
            <span className={paidClass} data-testid="article-paid">
              付費{article.price > 0 ? ` ${article.price} pCoin` : ''}
            </span>
          )}
        </div>
        <h3 className={titleClass}>
          <a href={href} className={titleLinkClass} data-testid="article-title">
            <WordWrap text={article.title} />
          </a>
        </h3>
        <p className={summaryClass}>{article.summary}</p>
        <p className={metaClass}>
          {author ? (
            <a href={author.href} className={authorClass} data-testid="article-author">
              <AuthorAvatar name={authorName} image={avatar} size={AVATAR_SIZE} />
              <span className={ellipsisClass}>{authorName}</span>
            </a>
          ) : (
            <span className={authorClass} data-testid="article-author">
              {authorName}
            </span>
          )}
          <span aria-hidden="true">·</span>
          <PublishedAt iso={article.publishedAt} />
        </p>
      </div>
    </li>
  );
}

/** "2026/11/22 06:30 台北"; phones show the date only, leaving the author's name room. */
function PublishedAt({ iso }: { iso: string }) {
  const date = formatDate(iso);
  const time = formatTime(iso);
  return (
    <time dateTime={iso} className={timeClass}>
      {date}
      {time && <span className={clockClass}> {time}</span>}
    </time>
  );
}

const AVATAR_SIZE = 20;
export const COVER_WIDTH = 160;
export const COVER_HEIGHT = 90;

export const listClass = cx(rowListClass, css({ display: 'grid' }));
/** Fixed row heights (phone / tablet and up); the skeleton rows use the same class. */
export const rowClass = cx(rowRuleClass, css({ display: 'flex', gap: '3', alignItems: 'center', h: '124px', tablet: { h: '148px', gap: '4' }, px: '3', overflow: 'hidden' }));
const coverLinkClass = css({ flexShrink: 0, display: 'block', lineHeight: 0 });
export const coverClass = css({ display: 'block', w: '112px', h: '63px', tablet: { w: `${COVER_WIDTH}px`, h: `${COVER_HEIGHT}px` }, borderRadius: 'md', objectFit: 'cover', bg: 'line' });
const bodyClass = css({ display: 'grid', gap: '1', minW: 0, flex: 1 });
const badgesClass = css({ display: 'flex', gap: '2', alignItems: 'center', h: '20px', overflow: 'hidden' });
const categoryClass = css(badge.raw({ tone: 'brand', shape: 'pill' }), { px: '2', fontSize: '12px', lineHeight: '20px', whiteSpace: 'nowrap', _hover: { bg: 'blueTintHover' } });
const paidClass = css(badge.raw({ tone: 'paid' }), { px: '1.5', fontSize: '12px', lineHeight: '20px', whiteSpace: 'nowrap' });
const titleClass = css(titleWrap.raw(), { m: 0, fontSize: '15px', tablet: { fontSize: '17px' }, fontWeight: 600, lineHeight: '1.4', lineClamp: 2 });
const titleLinkClass = css(focusRing.raw(), { _hover: { color: 'brand' } });
// Phones have room for the title only; lineClamp sets display itself, so it is applied from tablet up.
const summaryClass = css({ display: 'none', tablet: { lineClamp: 1 }, m: 0, fontSize: '14px', color: 'muted' });
const metaClass = css({ m: 0, display: 'flex', alignItems: 'center', gap: '1.5', fontSize: '13px', color: 'muted', whiteSpace: 'nowrap', minW: 0 });
const authorClass = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: 0, _hover: { color: 'brand' } });
const timeClass = css({ flexShrink: 0 });
const clockClass = css({ display: 'none', tablet: { display: 'inline' } });
const ellipsisClass = css({ overflow: 'hidden', textOverflow: 'ellipsis' });

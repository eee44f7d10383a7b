import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { formatDateTime } from '@/lib/format/dates';
import type { ArticleDetail } from '@/lib/upstream/article';
import { badge, focusRing, pill } from '@/components/ui/control-styles';
import { AuthorByline, AuthorBylineSkeleton } from './AuthorByline';
import { articleCategory } from './taxonomy';
import { titleWrap, WordWrap } from '@/components/ui/WordWrap';

/** What the header shows: the article's, or the edge article index's entry while the article streams in. */
export type ArticleHeaderFacts = Pick<ArticleDetail, 'title' | 'isPaid' | 'publishedAt' | 'updatedAt'> & {
  categoryTags: readonly string[];
  /** Unknown until the article arrives: the byline's skeleton stands in for it. */
  authorId?: number | undefined;
};

/**
 * Category, paid badge, title, then the author (streamed) and the dates. `placeholder`: the same
 * header in the article's skeleton (decision 029), without the test ids the article's own carries —
 * for a moment React holds both in the document while it swaps them.
 */
export function ArticleHeader({ article, placeholder = false }: { article: ArticleHeaderFacts; placeholder?: boolean }) {
  const testId = (id: string): string | undefined => (placeholder ? undefined : id);
  const category = articleCategory(article.categoryTags);
  const updated = article.updatedAt !== article.publishedAt;
  return (
    <header className={headerClass}>
      {(category || article.isPaid) && (
        <div className={badgesClass}>
          {category && (
            <a href={category.href} className={categoryClass} data-testid={testId('article-category')}>
              {category.label}
            </a>
          )}
          {article.isPaid && <span className={paidClass}>付費文章</span>}
        </div>
      )}
      <h1 className={titleClass} data-testid={testId('article-title')}>
        <WordWrap text={article.title} />
      </h1>
      <div className={metaClass}>
        {article.authorId === undefined ? (
          <AuthorBylineSkeleton />
        ) : (
          <Suspense fallback={<AuthorBylineSkeleton />}>
            <AuthorByline authorId={article.authorId} />
          </Suspense>
        )}
        <p className={datesClass}>
          <DatedAt label="發布於" at={article.publishedAt} testId={testId('article-published')} />
          {updated && <DatedAt label="更新於" at={article.updatedAt} testId={testId('article-updated')} />}
        </p>
      </div>
    </header>
  );
}

/** 「發布於 …」 or 「更新於 …」: the label, then the machine-readable time. */
function DatedAt({ label, at, testId }: { label: string; at: string; testId: string | undefined }) {
  return (
    <span>
      {label}{' '}
      <time dateTime={at} data-testid={testId}>
        {formatDateTime(at)}
      </time>
    </span>
  );
}

const headerClass = css({ display: 'grid', gap: '3' });
const badgesClass = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' });
const categoryClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { px: '2.5', py: '0.5', fontSize: '13px' });
const paidClass = css(badge.raw({ tone: 'paid' }), { px: '2', py: '0.5', fontSize: '13px' });
const titleClass = css(titleWrap.raw(), { m: 0, fontSize: '24px', lineHeight: '1.4', fontWeight: 800, tablet: { fontSize: '30px' } });
const metaClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', minH: '44px' });
const datesClass = css({ m: 0, display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: '13px', color: 'muted' });

import { Suspense } from 'react';
import { css } from 'styled-system/css';
import type { CursorParam } from '@/lib/articles/cursor';
import { ARTICLE_DEFAULTS } from '@/lib/upstream/article';
import { EmptyState } from '@/components/ui/EmptyState';
import { Section } from '@/components/ui/Section';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { ArticleBody } from '../detail/ArticleBody';
import { ArticleCover } from '../detail/ArticleCover';
import { ArticleHeader } from '../detail/ArticleHeader';
import { ArticleTags } from '../detail/ArticleTags';
import { articleCardClass } from '../detail/article-card';
import type { PreviewLoad } from './preview-data';
import { previewHref, VERSIONS_SECTION_ID } from './preview-links';
import { PreviewBanner } from './PreviewBanner';
import { VersionDiff } from './VersionDiff';
import { VersionsList } from './VersionsList';
import { VersionsSkeleton } from './VersionsSkeleton';

/**
 * /article/preview: the author-side article, drafts and deleted ones included, laid out exactly as
 * readers will see it (the article detail components), under the 「預覽模式」 banner; a saved version
 * in its place when one is asked for, with its differences from the current text; and the article's
 * versions. Nothing for search engines or analytics: noindex, no canonical, no JSON-LD, no
 * page-view report, no recent-articles block.
 */
export function PreviewView({ load, versionsCursor }: { load: PreviewLoad; versionsCursor: CursorParam }) {
  if (load.kind === 'unavailable') {
    return (
      <>
        <PrivatePageHead title="預覽暫時無法載入" />
        <EmptyState kind="error" text="預覽暫時無法載入，請稍後再試。" minHeight={360} />
      </>
    );
  }
  const { current, shown } = load;
  const ref = { articleId: current.articleId, authorId: current.authorId };
  // The version the page is about (its row in the list says 閱讀中); null for the current text.
  const shownNumber = shown.kind === 'version' ? shown.version.version : shown.kind === 'missingVersion' ? shown.version : null;
  // The list will hold the article's versions up to a page: its skeleton takes that many rows.
  const expectedRows = Math.max(1, Math.min(current.version, ARTICLE_DEFAULTS.versionsFetch));
  return (
    <div className={pageClass} data-testid="article-preview">
      <PrivatePageHead title={`預覽：${current.title}`} />
      <PreviewBanner current={current} shown={shown} />
      {shown.kind === 'missingVersion' ? (
        <div className={missingClass} data-testid="preview-missing-version">
          <EmptyState kind="notFound" text={`找不到版本 ${shown.version}。這篇文章目前是版本 ${current.version}，可以從下方的版本紀錄選擇要閱讀的版本。`} minHeight={240} />
          <a href={previewHref(ref, null)} className={linkClass}>
            閱讀目前版本 →
          </a>
        </div>
      ) : (
        <article className={articleCardClass} data-testid="article" data-article-id={shown.article.articleId} data-status={shown.article.status} data-version={shown.article.version}>
          <ArticleHeader article={shown.article} />
          {shown.article.cover && <ArticleCover cover={shown.article.cover} />}
          <ArticleBody html={shown.html} />
          <ArticleTags tags={[...shown.article.categoryTags, ...shown.article.tags]} stockTags={shown.article.stockTags} />
        </article>
      )}
      {shown.kind === 'version' && shown.diff && <VersionDiff diff={shown.diff} shownVersion={shown.version.version} currentVersion={current.version} />}
      <Section id={VERSIONS_SECTION_ID} title="版本紀錄" testId="preview-versions">
        <Suspense key={versionsCursor.cursor ?? ''} fallback={<VersionsSkeleton rows={expectedRows} />}>
          <VersionsList article={ref} shownVersion={shownNumber} cursor={versionsCursor} />
        </Suspense>
      </Section>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', minW: 0 });
const missingClass = css({ display: 'grid', gap: '3' });
const linkClass = css({ justifySelf: 'start', fontSize: '14px', fontWeight: 600, color: 'brand', _hover: { textDecoration: 'underline' } });

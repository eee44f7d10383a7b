import { Suspense } from 'react';
import { cx } from 'styled-system/css';
import { stockPath } from '@/lib/stock/tabs';
import { ArticleBody, proseClass } from '../detail/ArticleBody';
import { authoredTablesClass } from '@/components/ui/data-table-styles';
import { renderBodyNodes } from './body-nodes';
import { articleMentions } from './mention-data';
import { QuoteChip, QuoteChipSkeleton } from './QuoteChip';

/**
 * The article body with the first mention of each stock it names linked to the stock's page, a
 * quote chip after it (decision 043). The text leaves with the page; each chip is a
 * Suspense boundary inside the body and streams in when the one quote call of the page answers, so
 * no client code is needed. The chip is an inline block, so the link's underline stays off its figures. A body naming no stock (or a directory that cannot answer) renders as
 * before, as the sanitiser's HTML alone.
 */
export async function LinkedArticleBody({ html, stockTagsKey, className, testId = 'article-body' }: { html: string; stockTagsKey: string; className?: string | undefined; testId?: string }) {
  const { linked, quoteKey } = await articleMentions(html, stockTagsKey);
  if (!linked) return <ArticleBody html={html} className={className} testId={testId} />;
  return (
    <div className={cx(proseClass, authoredTablesClass, className)} data-testid={testId}>
      {renderBodyNodes(linked.nodes, (mention, key) => (
        <a key={key} href={stockPath(mention.stock.id)} data-testid="ticker-link" data-stock-id={mention.stock.id}>
          {mention.text}
          <Suspense fallback={<QuoteChipSkeleton />}>
            <QuoteChip stock={mention.stock} text={mention.text} quoteKey={quoteKey} />
          </Suspense>
        </a>
      ))}
    </div>
  );
}

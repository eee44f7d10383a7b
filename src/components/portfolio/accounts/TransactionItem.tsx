import { css } from 'styled-system/css';
import { focusRing, textButton } from '@/components/ui/control-styles';
import { PORTFOLIO_PATH } from '@/lib/auth/guards';
import { formatDecimal } from '@/lib/format/money';
import { Decimal } from '@/lib/portfolio/money';
import { KIND_LABELS } from '@/lib/portfolio/entries';
import { addEntryHref } from '@/lib/portfolio/routes';
import type { StoredEntry } from '@/lib/portfolio/store-rpc';
import { entryDetails, entrySummary } from '../entry-text';

/**
 * One transaction of the account: its day and kind, what it was, its fees or withholding, the day's
 * rate and the member's note (text: React escapes it); 修改 opens 記一筆 filled with it, 刪除 is a form
 * (復原 follows).
 */
export function TransactionItem({ entry }: { entry: StoredEntry }) {
  const summary = entrySummary(entry);
  return (
    <li className={itemClass} data-testid="portfolio-entry" data-entry-id={entry.id} data-kind={entry.kind}>
      <div className={lineClass}>
        <time dateTime={entry.date} className={dateClass}>
          {entry.date}
        </time>
        <span className={kindClass} data-kind={entry.kind}>
          {KIND_LABELS[entry.kind]}
        </span>
      </div>
      <p className={summaryClass} data-testid="portfolio-entry-summary">
        {summary}
      </p>
      <p className={detailClass}>{[...entryDetails(entry), `匯率 ${formatDecimal(new Decimal(entry.fx))}`].join(' · ')}</p>
      {entry.note && <p className={noteClass}>{entry.note}</p>}
      <div className={actionsClass}>
        <a href={addEntryHref({ accountId: entry.accountId, edit: entry.id })} className={editClass} aria-label={`修改：${entry.date} ${summary}`} data-testid="portfolio-entry-edit">
          修改
        </a>
        <form method="post" action={PORTFOLIO_PATH}>
          <input type="hidden" name="intent" value="remove-entry" />
          <input type="hidden" name="account" value={entry.accountId} />
          <input type="hidden" name="id" value={entry.id} />
          <button type="submit" className={removeClass} aria-label={`刪除：${entry.date} ${summary}`} data-testid="portfolio-entry-remove">
            刪除
          </button>
        </form>
      </div>
    </li>
  );
}

const itemClass = css({ display: 'grid', gap: '1', py: '3', borderBottom: '1px solid token(colors.line)', minW: 0 });
const lineClass = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: '13px' });
const dateClass = css({ color: 'muted', fontVariantNumeric: 'tabular-nums' });
const kindClass = css({
  px: '2',
  borderRadius: 'sm',
  fontWeight: 700,
  bg: 'greyTint',
  color: 'greyText',
  '&[data-kind="buy"], &[data-kind="deposit"]': { bg: 'blueTint', color: 'brand' },
  '&[data-kind="sell"], &[data-kind="withdrawal"]': { bg: 'amberTint', color: 'amberText' },
  '&[data-kind="dividend"]': { bg: 'greenTint', color: 'greenText' },
});
const summaryClass = css({ m: 0, fontSize: '15px', fontWeight: 600, overflowWrap: 'anywhere' });
const detailClass = css({ m: 0, fontSize: '13px', color: 'muted', overflowWrap: 'anywhere' });
const noteClass = css({ m: 0, fontSize: '13px', color: 'ink', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const actionsClass = css({ display: 'flex', alignItems: 'center', gap: '3' });
const editClass = css(focusRing.raw(), { display: 'inline-flex', alignItems: 'center', h: '36px', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
const removeClass = css(textButton.raw(), focusRing.raw(), { h: '36px', px: '1', fontSize: '14px', color: 'redText', _hover: { textDecoration: 'underline' } });

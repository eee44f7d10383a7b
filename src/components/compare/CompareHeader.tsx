import { css } from 'styled-system/css';
import { Link, type Unstable_RouteHref } from 'waku/router/client';
import { focusRing, pill } from '@/components/ui/control-styles';
import { pageTitleClass } from '@/components/ui/page-title';
import { type CompareQuery, compareHref, MAX_COMPARED } from '@/lib/compare/compare-query';
import type { CompareSelection } from '@/lib/compare/selection';
import { displayName } from '@/lib/market/security-labels';
import { stockIdToUrlSegment } from '@protocol/stock-id';
import { displaySymbol } from '@/lib/market/us-indices';

const list = (items: readonly string[]): string => items.map((id) => stockIdToUrlSegment(displaySymbol(id))).join('、');

/** What the page could not do with the ids it was given, each in a sentence (decision 041). */
export function compareNotices(parsed: CompareQuery, selection: CompareSelection): string[] {
  const notices: string[] = [];
  if (selection.unknown.length > 0) notices.push(`找不到這些代號，已略過：${list(selection.unknown)}。`);
  if (parsed.malformed.length > 0) notices.push(`這些不是股票代號，已略過：${parsed.malformed.join('、')}。`);
  if (selection.leftOut.length > 0) notices.push(`一次最多比較 ${MAX_COMPARED} 檔，只比較前 ${MAX_COMPARED} 檔；未納入：${list(selection.leftOut)}。`);
  return notices;
}

/**
 * The page's title and the securities compared, each with a link that takes it out of the
 * comparison (a plain link to the same page without it), then the notices.
 */
export function CompareHeader({ title, parsed, selection }: { title: string; parsed: CompareQuery; selection: CompareSelection }) {
  const ids = selection.compared.map((record) => record.id);
  const notices = compareNotices(parsed, selection);
  return (
    <header className={headerClass}>
      <h1 className={pageTitleClass}>{title}</h1>
      {ids.length > 0 && (
        <ul className={chipsClass} aria-label="比較中的股票" data-testid="compare-chips">
          {selection.compared.map((record) => (
            <li key={record.id} className={chipClass} data-stock-id={record.id}>
              <span>
                {displayName(record)} <span className={mutedClass}>{displaySymbol(record.id)}</span>
              </span>
              <Link
                to={
                  compareHref(
                    ids.filter((id) => id !== record.id),
                    parsed.period,
                  ) as Unstable_RouteHref
                }
                className={removeClass}
                aria-label={`從比較中移除 ${displayName(record)}`}
              >
                移除
              </Link>
            </li>
          ))}
        </ul>
      )}
      {notices.length > 0 && (
        <ul className={noticesClass} data-testid="compare-notices">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

const headerClass = css({ display: 'grid', gap: '3', minW: 0 });
const chipsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: 0, p: 0 });
const chipClass = css(pill.raw({ tone: 'outline' }), { display: 'inline-flex', alignItems: 'center', gap: '2', pl: '3', pr: '1', h: '36px', fontSize: '14px', fontWeight: 600, maxW: '100%' });
const mutedClass = css({ color: 'muted', fontWeight: 400 });
const removeClass = css(focusRing.raw({ offset: 'tight' }), {
  px: '2',
  h: '28px',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'full',
  fontSize: '13px',
  fontWeight: 400,
  color: 'brand',
  _hover: { bg: 'canvas' },
});
// Palette tokens only (the dark theme re-themes them): a white note marked by a brand bar.
const noticesClass = css({
  m: 0,
  pl: '5',
  py: '2',
  pr: '3',
  fontSize: '14px',
  color: 'ink',
  bg: 'surface',
  border: '1px solid token(colors.line)',
  borderLeft: '4px solid token(colors.brand)',
  borderRadius: 'md',
  display: 'grid',
  gap: '1',
});

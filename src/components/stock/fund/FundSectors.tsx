import { css } from 'styled-system/css';
import { formatPercent } from '@/lib/format/numbers';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { loadFund } from './fund-data';
import { NO_STOCK_HOLDINGS_TEXT } from './fund-facts';
import type { StockId } from '@protocol/stock-id';

const ROW_HEIGHT = 36;
/** GICS has eleven sectors, plus 其他: the section keeps room for all of them. */
const MAX_ROWS = 12;
export const SECTORS_HEIGHT = MAX_ROWS * ROW_HEIGHT + 16;

/** 產業配置: the fund's weight in each sector, a bar per sector scaled to the largest (a glance says how concentrated it is). */
export async function FundSectors({ id }: { id: StockId }) {
  const fund = await loadSectionData(() => loadFund(id), '[fund] sectors', id);
  if (fund === null) return <EmptyState kind="error" text="產業配置暫時無法載入，請稍後再試。" minHeight={SECTORS_HEIGHT} />;
  if (fund.assetClass !== 'equity') return <EmptyState kind="noResult" text={NO_STOCK_HOLDINGS_TEXT[fund.assetClass]} minHeight={SECTORS_HEIGHT} />;
  if (fund.sectors.length === 0) return <EmptyState kind="noResult" text="目前沒有這檔 ETF 的產業配置資料。" minHeight={SECTORS_HEIGHT} />;
  // Bars scale to the largest sector, so the differences between the smaller ones stay visible.
  const largest = Math.max(0.01, ...fund.sectors.map((sector) => sector.weight));
  return (
    <ul className={listClass} style={{ minHeight: SECTORS_HEIGHT }} data-testid="fund-sectors">
      {fund.sectors.slice(0, MAX_ROWS).map((sector) => (
        <li key={sector.sector} className={rowClass} style={{ height: ROW_HEIGHT }} data-testid="fund-sector">
          <span className={nameClass}>{sector.sectorZh}</span>
          <span className={trackClass} aria-hidden="true">
            <span className={barClass} style={{ width: `${Math.min(100, Math.max(1, (sector.weight / largest) * 100))}%` }} />
          </span>
          <span className={valueClass} data-weight={sector.weight}>
            {formatPercent(sector.weight)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function FundSectorsSkeleton() {
  return <Skeleton height={SECTORS_HEIGHT} label="載入產業配置…" />;
}

const listClass = css({ listStyle: 'none', m: 0, py: '2', px: '4', bg: 'surface', borderRadius: 'lg' });
const rowClass = css({ display: 'grid', gridTemplateColumns: '6.5em minmax(0, 1fr) 4.5em', alignItems: 'center', gap: '3', fontSize: '14px' });
const nameClass = css({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const trackClass = css({ display: 'block', h: '10px', bg: 'canvas', borderRadius: 'full', overflow: 'hidden' });
const barClass = css({ display: 'block', h: '100%', bg: 'brand', borderRadius: 'full' });
const valueClass = css({ textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

import { css } from 'styled-system/css';
import { formatDate } from '@/lib/format/dates';
import { formatExchangeRate, formatPercent, formatPrice, MISSING } from '@/lib/format/numbers';
import { type AdrComparison, type CloseUsed, summarisePremium } from '@/lib/market/adr-parity';
import type { AdrPair } from '@/lib/upstream/taiwan-market';
import { directionText } from '@/components/ui/direction-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { shimmer, srOnly } from '@/components/ui/Skeleton';
import { loadAdrParity } from './adr-parity-data';
import { premiumChartGeometry } from './adr-premium-chart';
import { AdrPremiumChart } from './AdrPremiumChart';

/**
 * The room the section takes, below and from a tablet up (four figures in two rows or one, the note,
 * the chart, its two- or three-line summary). The section, its skeleton and its error state all
 * reserve it, so nothing below moves when it streams in.
 */
export const ADR_PARITY_HEIGHT = { narrow: 500, wide: 396 } as const;

/**
 * An ADR against its Taiwan listing: the Taiwan close in TWD, USD/TWD, the ADR's parity
 * price and its premium or discount, which close is used (and why, when one market was closed), and a
 * year of the premium. Rendered on the server only for a paired security (the page asks findAdrPair);
 * its four upstream calls stream behind the page's <Suspense>.
 */
export async function AdrParity({ pair }: { pair: AdrPair }) {
  const data = await loadSectionData(() => loadAdrParity(pair), '[stock] ADR parity', pair.adrSymbol);
  if (data === null) {
    return (
      <div className={reservedClass} data-testid="adr-parity-error">
        <EmptyState kind="error" text="台股對照資料暫時無法載入，請稍後再試。" />
      </div>
    );
  }
  const { comparison, history } = data;
  if (!comparison) {
    return (
      <div className={reservedClass}>
        <EmptyState kind="noResult" text={`近兩週沒有${pair.nameZh}（${pair.twseCode}）的台股收盤價可供對照。`} />
      </div>
    );
  }
  const geometry = premiumChartGeometry(history);
  const summary = summarisePremium(history);
  return (
    <div className={boxClass} data-testid="adr-parity">
      <dl className={figuresClass}>
        <Figure name="taiwan-close" label={`台股收盤（${pair.twseCode}）`} value={formatPrice(comparison.taiwan.close)} unit="元" sub={formatDate(comparison.taiwan.date)} />
        <Figure name="rate" label="美元兌新台幣" value={comparison.rate ? formatExchangeRate(comparison.rate.rate) : '暫缺'} sub={comparison.rate ? formatDate(comparison.rate.date) : '無法換算'} />
        <Figure name="parity" label="ADR 換算價" value={comparison.parity === null ? MISSING : formatPrice(comparison.parity)} unit="美元" sub={`1 ADR = ${pair.sharesPerAdr} 股`} />
        <PremiumFigure comparison={comparison} />
      </dl>
      <p className={noteClass} data-testid="adr-close-used" data-close-used={comparison.closeUsed.kind}>
        {closeUsedText(comparison.closeUsed)}
      </p>
      {geometry && summary ? <AdrPremiumChart geometry={geometry} summary={summary} points={history} /> : <p className={noteClass}>近一年的對照資料不足，無法畫出溢價走勢。</p>}
    </div>
  );
}

function Figure({ name, label, value, unit, sub, direction }: { name: string; label: string; value: string; unit?: string; sub: string; direction?: string }) {
  return (
    <div className={figureClass} data-figure={name}>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass} data-direction={direction}>
        {value}
        {unit && value !== MISSING && <span className={unitClass}> {unit}</span>}
      </dd>
      <dd className={subClass}>{sub}</dd>
    </div>
  );
}

/** 溢價 or 折價 in words first; the Taiwan colours (premium red, discount green) only add to them. */
function PremiumFigure({ comparison }: { comparison: AdrComparison }) {
  const premium = comparison.premiumPercent;
  const rounded = premium === null ? null : Math.round(premium * 100) / 100;
  const word = rounded === null ? '溢價／折價' : rounded > 0 ? '溢價' : rounded < 0 ? '折價' : '平價';
  const direction = rounded === null ? undefined : rounded > 0 ? 'rise' : rounded < 0 ? 'fall' : 'stable';
  const value = rounded === null ? MISSING : `${word} ${formatPercent(Math.abs(rounded))}`;
  return <Figure name="premium" label="ADR 溢價／折價" value={value} sub={`ADR ${formatPrice(comparison.adr.price)}（${monthDay(comparison.adr.date)}）`} {...(direction ? { direction } : {})} />;
}

/** 2026-11-24 → 11/24: a date in a narrow cell, whose year the figures beside it show. */
const monthDay = (date: string): string => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** Which close the figures use, and why when it is not the ADR's own date. */
export function closeUsedText(used: CloseUsed): string {
  switch (used.kind) {
    case 'same-day':
      return 'ADR 價格對照同日台股收盤價與匯率。';
    case 'taiwan-closed':
      return `台股 ${formatDate(used.date)} ${used.holiday ? `休市（${used.holiday}）` : '無收盤價'}，採用 ${formatDate(used.usedDate)} 收盤價與匯率換算。`;
    case 'new-york-closed':
      return `美股 ${formatDate(used.date)} 休市（${used.holiday}），以 ADR ${formatDate(used.adrDate)} 收盤價對照最新台股收盤價。`;
    case 'taiwan-newer':
      return `台股 ${formatDate(used.taiwanDate)} 已收盤、美股尚未開盤，以 ADR ${formatDate(used.adrDate)} 收盤價對照。`;
  }
}

export function AdrParitySkeleton() {
  return (
    <div className={boxClass} role="status" aria-live="polite" aria-busy="true">
      <span className={srOnly}>載入台股對照…</span>
      <div className={figuresClass}>
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className={`${figureClass} ${shimmer()}`} />
        ))}
      </div>
    </div>
  );
}

const reservedClass = css({ minH: `${ADR_PARITY_HEIGHT.narrow}px`, tablet: { minH: `${ADR_PARITY_HEIGHT.wide}px` }, display: 'grid', bg: 'surface', borderRadius: 'lg' });
const boxClass = css({
  minH: `${ADR_PARITY_HEIGHT.narrow}px`,
  tablet: { minH: `${ADR_PARITY_HEIGHT.wide}px` },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '3',
  bg: 'surface',
  borderRadius: 'lg',
});
const figuresClass = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2', m: 0, tablet: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } });
const figureClass = css({ h: '76px', px: '3', py: '2', borderRadius: 'md', border: '1px solid token(colors.line)', minW: 0, display: 'grid', alignContent: 'center' });
const labelClass = css({ fontSize: '13px', lineHeight: '18px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const valueClass = css(directionText.raw({ flat: 'own' }), {
  m: 0,
  fontSize: '18px',
  lineHeight: '26px',
  fontWeight: 700,
  color: 'ink',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
const unitClass = css({ fontSize: '13px', fontWeight: 400, color: 'muted' });
const subClass = css({ m: 0, fontSize: '12px', lineHeight: '18px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const noteClass = css({ m: 0, minH: '40px', fontSize: '13px', lineHeight: '20px', color: 'ink' });

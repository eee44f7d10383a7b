import { css } from 'styled-system/css';

/**
 * The attribution lightweight-charts' licence asks for: TradingView named as the creator with a link
 * to tradingview.com, visible on the page (its README), with the attribution notice of the library's
 * NOTICE file ("TradingView Lightweight Charts / Copyright (c) 2023 TradingView, Inc."). Server-rendered, so it is there before and
 * without the chart script; the in-chart logo is off because of our style CSP (see
 * docs/decisions/012-charts.md).
 */
export function ChartAttribution() {
  return (
    <p className={attributionClass} data-testid="chart-attribution">
      <a href="https://www.tradingview.com/" target="_blank" rel="noopener" className={linkClass}>
        Charts by TradingView
      </a>
      <span>（TradingView Lightweight Charts, Copyright (c) 2023 TradingView, Inc.）</span>
    </p>
  );
}

const attributionClass = css({ m: 0, fontSize: '12px', color: 'muted', lineHeight: '20px', minH: '20px' });
const linkClass = css({ color: 'brand', textDecoration: 'underline', textUnderlineOffset: '2px' });

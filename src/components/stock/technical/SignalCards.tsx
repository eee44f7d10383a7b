import { css, cva } from 'styled-system/css';
import type { SignalIndicator, TechnicalSignal } from './signals';

const INDICATOR_NAMES: Record<SignalIndicator, string> = { MA: '均線 MA(5/20/60)', RSI: 'RSI(14)', MACD: 'MACD(12,26,9)', KD: 'KD(9,3,3)' };

/** The current signals, one card per indicator, in plain Chinese with the values behind them. */
export function SignalCards({ signals }: { signals: readonly TechnicalSignal[] }) {
  return (
    <ul className={signalGridClass} aria-label="目前技術訊號">
      {signals.map((signal) => (
        <li key={signal.indicator} className={signalCardClass} data-testid="technical-signal" data-tone={signal.tone}>
          <span className={indicatorClass}>{INDICATOR_NAMES[signal.indicator]}</span>
          <strong className={labelRecipe({ tone: signal.tone })}>{signal.label}</strong>
          <span className={detailClass}>{signal.detail}</span>
        </li>
      ))}
    </ul>
  );
}

/** Four placeholder cards in the same grid, so the streamed cards land exactly where these were. */
export function SignalCardsSkeleton() {
  return (
    <ul className={signalGridClass} aria-hidden="true">
      {['MA', 'RSI', 'MACD', 'KD'].map((key) => (
        <li key={key} className={`${signalCardClass} ${placeholderClass}`} />
      ))}
    </ul>
  );
}

/** Card heights per breakpoint: one column on phones, two on tablets, four from laptop width. */
export const signalGridClass = css({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: '3',
  gridTemplateColumns: '1fr',
  gridAutoRows: '92px',
  tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gridAutoRows: '116px' },
  laptop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gridAutoRows: '136px' },
});
const signalCardClass = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', overflow: 'hidden', bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)' });
const placeholderClass = css({ bg: 'skeleton', borderColor: 'transparent' });
const indicatorClass = css({ fontSize: '12px', color: 'muted' });
const labelRecipe = cva({ base: { fontSize: '15px', lineHeight: '1.4' }, variants: { tone: { bullish: { color: 'riseText' }, bearish: { color: 'fallText' }, neutral: { color: 'ink' } } } });
const detailClass = css({ fontSize: '12px', color: 'muted', fontVariantNumeric: 'tabular-nums' });

import { css, cx } from 'styled-system/css';
import { PAYWALLED_CLASS } from '@/lib/articles/structured-data';
import { formatPCoinAmount } from '@/lib/format/numbers';
import type { Reader } from './access';
import { UnlockButton } from './UnlockButton';

/**
 * The end of a locked paid article: its price and how to read on (UnlockButton: guests are asked to
 * sign in, members confirm and unlock with pCoin). The class marks the paywalled part for the
 * JSON-LD's hasPart. `price` is null when neither the article nor the product catalogue can say it now
 * (article-price.ts): nobody is asked to pay an amount the page cannot show.
 */
export function Paywall({ price, reader, articleId, authorId }: { price: number | null; reader: Reader; articleId: number; authorId: number }) {
  return (
    <section className={cx(PAYWALLED_CLASS, boxClass)} aria-labelledby="paywall-heading" data-testid="paywall">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <rect x="8" y="18" width="24" height="17" rx="3" fill="#fff1e0" stroke="#b45a00" strokeWidth="2.5" />
        <path d="M13 18v-5a7 7 0 0 1 14 0v5" fill="none" stroke="#b45a00" strokeWidth="2.5" />
        <circle cx="20" cy="26.5" r="2.5" fill="#b45a00" />
      </svg>
      <h2 id="paywall-heading" className={headingClass}>
        這是付費文章
      </h2>
      {price === null ? (
        <p className={textClass} data-testid="paywall-price-unavailable">
          解鎖價格暫時無法取得，請稍後再試。
        </p>
      ) : (
        <p className={textClass}>
          解鎖全文需要 <strong className={priceClass} data-testid="paywall-price">{formatPCoinAmount(price)}</strong>
        </p>
      )}
      <UnlockButton articleId={articleId} authorId={authorId} price={price} reader={reader} className={buttonClass} />
      <p className={noteClass}>
        {reader === 'guest' ? '登入會員即可使用 pCoin 解鎖，解鎖後可隨時重新閱讀。' : '解鎖後可隨時重新閱讀，同一篇文章不會重複扣點。'}
      </p>
    </section>
  );
}

const boxClass = css({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: '2',
  p: '6',
  textAlign: 'center',
  borderRadius: 'lg',
  border: '1px solid #f3d7b5',
  bg: 'linear-gradient(180deg, #fffaf3 0%, #ffffff 100%)',
  // Fades the end of the teaser into the paywall, so it reads as "there is more".
  _before: {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    top: '-72px',
    h: '72px',
    bg: 'linear-gradient(180deg, rgba(255,255,255,0) 0%, #ffffff 100%)',
    pointerEvents: 'none',
  },
});
const headingClass = css({ m: 0, fontSize: '20px', fontWeight: 800 });
const textClass = css({ m: 0, fontSize: '15px', color: 'muted' });
const priceClass = css({ color: '#9a4c00', fontSize: '18px' });
const buttonClass = css({
  mt: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '200px',
  h: '44px',
  px: '5',
  borderRadius: 'full',
  bg: 'brand',
  color: 'white',
  fontWeight: 700,
  fontSize: '16px',
  border: 'none',
  cursor: 'pointer',
  _hover: { bg: 'brandDark' },
  _focusVisible: { outline: '3px solid #9cc3ea', outlineOffset: '2px' },
  _disabled: { bg: '#aab4c3', cursor: 'not-allowed', _hover: { bg: '#aab4c3' } },
});
const noteClass = css({ m: 0, fontSize: '13px', color: 'muted' });

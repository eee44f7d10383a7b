import { css, cx } from 'styled-system/css';
import { pill, textButton } from '@/components/ui/control-styles';
import { PAYWALLED_CLASS } from '@/lib/articles/structured-data';
import { themeVar } from '@/lib/design/palette';
import { formatInteger, formatPCoinAmount } from '@/lib/format/numbers';
import type { Reader } from './access';
import { paywallOffer } from './paywall-offer';
import { UnlockButton } from './UnlockButton';

export interface PaywallProps {
  price: number | null;
  reader: Reader;
  /** A member's live pCoin balance (the profile service's, this request's); null for a guest or when unknown now. */
  balance: number | null;
  /** The top-up page with its return URL back to this article (top-up.ts). */
  topUpHref: string;
  articleId: number;
  authorId: number;
}

/**
 * The end of a locked paid article: its price and how to read on (paywall-offer.ts). Guests are asked
 * to sign in; a member sees their balance, and either confirms and unlocks with pCoin (UnlockButton) or,
 * when the balance is short, how much is missing and a link to the top-up page, which brings them
 * back here. The top-up link is server-rendered: no script for it. The class marks the paywalled part
 * for the JSON-LD's hasPart. `price` is null when neither the article nor the product catalogue can say
 * it now (article-price.ts): nobody is asked to pay an amount the page cannot show.
 */
export function Paywall({ price, reader, balance, topUpHref, articleId, authorId }: PaywallProps) {
  const offer = paywallOffer(reader, price, balance);
  const shownBalance = offer.kind === 'sign-in' ? null : offer.balance;
  return (
    <section className={cx(PAYWALLED_CLASS, boxClass)} aria-labelledby="paywall-heading" data-testid="paywall">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <rect x="8" y="18" width="24" height="17" rx="3" fill={themeVar('amberTint')} stroke={themeVar('amberText')} strokeWidth="2.5" />
        <path d="M13 18v-5a7 7 0 0 1 14 0v5" fill="none" stroke={themeVar('amberText')} strokeWidth="2.5" />
        <circle cx="20" cy="26.5" r="2.5" fill={themeVar('amberText')} />
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
          解鎖全文需要{' '}
          <strong className={priceClass} data-testid="paywall-price">
            {formatPCoinAmount(price)}
          </strong>
        </p>
      )}
      {shownBalance !== null && (
        <p className={textClass} data-testid="paywall-balance">
          你的 pCoin 餘額：<strong className={balanceClass}>{formatInteger(shownBalance)}</strong>
          {offer.kind === 'top-up' && (
            <>
              ，
              <strong className={shortfallClass} data-testid="paywall-shortfall">
                還差 {formatPCoinAmount(offer.shortfall)}
              </strong>
            </>
          )}
        </p>
      )}
      {offer.kind === 'top-up' ? (
        <a href={topUpHref} className={buttonClass} data-testid="paywall-top-up">
          儲值 pCoin
        </a>
      ) : (
        <UnlockButton articleId={articleId} authorId={authorId} price={price} reader={reader} topUpHref={topUpHref} className={buttonClass} />
      )}
      <p className={noteClass}>{noteFor(offer.kind)}</p>
    </section>
  );
}

function noteFor(kind: ReturnType<typeof paywallOffer>['kind']): string {
  if (kind === 'sign-in') return '登入會員即可使用 pCoin 解鎖，解鎖後可隨時重新閱讀。';
  if (kind === 'top-up') return '儲值完成後會回到這篇文章，即可解鎖閱讀。';
  return '解鎖後可隨時重新閱讀，同一篇文章不會重複扣點。';
}

const boxClass = css({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: '2',
  p: '6',
  textAlign: 'center',
  borderRadius: 'lg',
  border: '1px solid token(colors.amberLine)',
  bg: 'linear-gradient(180deg, token(colors.amberWash) 0%, token(colors.surface) 100%)',
  // Fades the end of the teaser into the paywall, so it reads as "there is more".
  _before: { content: '""', position: 'absolute', left: 0, right: 0, top: '-72px', h: '72px', bg: 'linear-gradient(180deg, transparent 0%, token(colors.surface) 100%)', pointerEvents: 'none' },
});
const headingClass = css({ m: 0, fontSize: '20px', fontWeight: 800 });
const textClass = css({ m: 0, fontSize: '15px', color: 'muted' });
const priceClass = css({ color: 'amberText', fontSize: '18px' });
const balanceClass = css({ color: 'ink' });
// The price's amber, not the rise red: red is "up" to Taiwanese readers (decision 025).
const shortfallClass = css({ color: 'amberText', whiteSpace: 'nowrap' });
// The solid brand pill (background, text colour, hover), larger and bolder.
const buttonClass = css(textButton.raw(), pill.raw({ tone: 'solid' }), {
  mt: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '200px',
  h: '44px',
  px: '5',
  fontWeight: 700,
  fontSize: '16px',
  _focusVisible: { outline: '3px solid token(colors.focus)', outlineOffset: '2px' },
  _disabled: { bg: 'disabled', cursor: 'not-allowed', _hover: { bg: 'disabled' } },
});
const noteClass = css({ m: 0, fontSize: '13px', color: 'muted' });

'use client';

import { useState } from 'react';
import { css } from 'styled-system/css';
import { useRouter } from 'waku';
import { loginHref } from '@/lib/http/return-path';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { showGlobalDialog } from '@/components/dialogs/global-dialog-events';
import { unlockArticle } from './unlock-action';
import { formatPCoinAmount } from '@/lib/format/numbers';
import { INSUFFICIENT_BALANCE_NEXT_STEP, insufficientBalanceText } from './unlock-outcome';
import { useHydrated } from '@/components/ui/use-hydrated';
import { reportSessionRefused, useSessionEnded } from '@/components/auth/session-ended';

/**
 * The paywall's action. A guest's 登入後解鎖全文 is a link to /login (works without JavaScript);
 * with JavaScript it opens the login-required dialog instead (as wherever a guest tries a
 * member action). A member confirms the price in the 380 px confirm dialog, the server function
 * unlocks, and the page re-renders with the whole article. A balance below the price is refused by
 * the article service without a charge (the paywall offers the top-up instead when it knew the balance
 * was short; this is for a balance it could not read, or one spent elsewhere since): the reader is told
 * both numbers and what to do next. A price the page could not learn (null) leaves nothing to confirm:
 * the button is disabled.
 */
export function UnlockButton({
  articleId,
  authorId,
  price,
  reader,
  topUpHref,
  className,
}: {
  articleId: number;
  authorId: number;
  price: number | null;
  reader: 'guest' | 'member';
  /** The top-up page, offered after a refusal for an insufficient balance. */
  topUpHref: string;
  className: string;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<{ text: string; nextStep: string | null } | null>(null);
  // Until hydration the guest link simply goes to /login; tests wait for this mark before clicking.
  const hydrated = useHydrated();
  // A session that ended while the page stayed open: the guest's button at once.
  const sessionEnded = useSessionEnded();

  if (reader === 'guest' || sessionEnded) {
    return (
      <a
        href={loginHref(`/article/${articleId}`)}
        className={className}
        data-testid="paywall-login"
        data-hydrated={hydrated ? 'true' : undefined}
        onClick={(event) => {
          event.preventDefault();
          showGlobalDialog('login-required');
        }}
      >
        登入後解鎖全文
      </a>
    );
  }

  const confirm = async () => {
    const outcome = await unlockArticle(articleId, authorId).catch(() => ({ status: 'error' }) as const);
    setConfirming(false);
    if (outcome.status === 'unlocked') await router.reload();
    else if (outcome.status === 'insufficient') setProblem({ text: insufficientBalanceText(outcome.balance, outcome.price ?? price), nextStep: INSUFFICIENT_BALANCE_NEXT_STEP });
    // The page was rendered for a member, so a refusal means the session is gone: AuthRuntime finds out.
    else if (outcome.status === 'login-required') reportSessionRefused();
    else showGlobalDialog('api-error');
  };

  if (price === null) {
    return (
      <button type="button" className={className} data-testid="paywall-unlock" disabled>
        暫時無法解鎖
      </button>
    );
  }

  return (
    <>
      <button type="button" className={className} data-testid="paywall-unlock" data-hydrated={hydrated ? 'true' : undefined} onClick={() => setConfirming(true)}>
        以 {formatPCoinAmount(price)} 解鎖
      </button>
      {problem && (
        <div role="alert" className={problemClass} data-testid="paywall-problem">
          <p className={problemTextClass}>{problem.text}</p>
          {problem.nextStep && (
            <p className={nextStepClass} data-testid="paywall-next-step">
              {problem.nextStep}
              <a href={topUpHref} className={nextStepLinkClass} data-testid="paywall-next-step-top-up">
                儲值 pCoin
              </a>
              <a href="/article" className={nextStepLinkClass}>
                瀏覽最新文章
              </a>
            </p>
          )}
        </div>
      )}
      <ConfirmDialog open={confirming} title="解鎖文章" message={`將使用 ${formatPCoinAmount(price)} 解鎖這篇文章，解鎖後可隨時重新閱讀。`} onConfirm={confirm} onCancel={() => setConfirming(false)} />
    </>
  );
}

const problemClass = css({ display: 'grid', gap: '1', maxW: '100%' });
const problemTextClass = css({ m: 0, fontSize: '14px', fontWeight: 600, color: 'riseText' });
const nextStepClass = css({ m: 0, fontSize: '13px', color: 'muted' });
const nextStepLinkClass = css({ ml: '1', color: 'brand', textDecoration: 'underline', whiteSpace: 'nowrap' });

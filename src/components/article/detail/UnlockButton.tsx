'use client';

import { useState } from 'react';
import { css } from 'styled-system/css';
import { useRouter } from 'waku';
import { loginHref } from '@/lib/http/return-path';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { showGlobalDialog } from '@/components/dialogs/global-dialog-events';
import { unlockArticle } from './unlock-action';
import { INSUFFICIENT_BALANCE_TEXT } from './unlock-outcome';
import { useHydrated } from '@/components/ui/use-hydrated';
import { reportSessionRefused, useSessionEnded } from '@/components/auth/session-ended';

/**
 * The paywall's action. A guest's 登入後解鎖全文 is a link to /login (works without JavaScript);
 * with JavaScript it opens the login-required dialog instead (spec §6: wherever a guest tries a
 * member action). A member confirms the price in the 380 px confirm dialog, the server function
 * unlocks, and the page re-renders with the whole article.
 */
export function UnlockButton({ articleId, authorId, price, reader, className }: {
  articleId: number;
  authorId: number;
  price: number;
  reader: 'guest' | 'member';
  className: string;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
    else if (outcome.status === 'insufficient') setProblem(INSUFFICIENT_BALANCE_TEXT);
    // The page was rendered for a member, so a refusal means the session is gone: AuthRuntime finds out.
    else if (outcome.status === 'login-required') reportSessionRefused();
    else showGlobalDialog('api-error');
  };

  return (
    <>
      <button
        type="button"
        className={className}
        data-testid="paywall-unlock"
        data-hydrated={hydrated ? 'true' : undefined}
        onClick={() => setConfirming(true)}
      >
        以 {price} pCoin 解鎖
      </button>
      {problem && (
        <p role="alert" className={problemClass} data-testid="paywall-problem">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="解鎖文章"
        message={`將使用 ${price} pCoin 解鎖這篇文章，解鎖後可隨時重新閱讀。`}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

const problemClass = css({ m: 0, fontSize: '14px', fontWeight: 600, color: 'riseText' });

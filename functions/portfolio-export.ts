import { attachmentDisposition } from '@/lib/http/content-disposition';
import { memberStoreOf } from '@/lib/member/member-store';
import { todayInTaipei } from '@/lib/portfolio/entries';
import { accountFilePath, parseAccountId, PORTFOLIO_TITLE } from '@/lib/portfolio/routes';
import { exportTransactionsCsv } from '@/lib/portfolio/transactions-csv';
import type { EdgeMiddleware } from './edge-env';
import { sessionMemberId } from './member-form';
import { accountNotFound, plainText, signInFirst } from './portfolio-csv-answers';

/** Characters no saved file's name may hold on Windows or macOS, and control characters. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/gu;

/**
 * GET /portfolio/accounts/{id}/export.csv (exportHref): the account's transactions as the CSV of
 * docs/portfolio-csv.md, a download named after the account. Runs inside the session (after guestToken):
 * the store is the verified session's member's, so another member's id, like an unknown one, is a 404;
 * a guest is sent to sign in. The file is one member's: `private, no-store`, never a shared cache's.
 */
export default function portfolioExport(): EdgeMiddleware {
  return async (c, next) => {
    const path = accountFilePath(new URL(c.req.url).pathname);
    if (path?.action !== 'export') return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plainText(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    const accountId = parseAccountId(path.id);
    const memberId = sessionMemberId();
    if (memberId === null) return signInFirst(accountId);
    if (accountId === null) return accountNotFound();
    const store = memberStoreOf(c.env.MEMBER_STORES, memberId);
    try {
      const account = (await store.listAccounts()).find((listed) => listed.id === accountId);
      if (!account) return accountNotFound();
      const csv = exportTransactionsCsv(await store.listTransactions(accountId));
      const today = todayInTaipei(Date.now());
      const name = `${PORTFOLIO_TITLE}-${account.name.replace(UNSAFE_IN_FILE_NAME, '_')}-${today}.csv`;
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': attachmentDisposition(`portfolio-account-${accountId}-${today}.csv`, name),
          'cache-control': 'private, no-store',
          'x-robots-tag': 'noindex',
        },
      });
    } catch (err) {
      console.error('[portfolio-export] the member store failed', err);
      return plainText(503, '暫時無法匯出，請稍後再試', { 'retry-after': '30' });
    }
  };
}

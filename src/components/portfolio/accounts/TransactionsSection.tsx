import { css } from 'styled-system/css';
import { EmptyState } from '@/components/ui/EmptyState';
import { focusRing } from '@/components/ui/control-styles';
import { formatInteger } from '@/lib/format/numbers';
import type { MemberStore } from '@/lib/member/member-store';
import { checkEntry, todayInTaipei } from '@/lib/portfolio/entries';
import { entryValues, type PortfolioAnswer, readAnswer } from '@/lib/portfolio/portfolio-answers';
import { accountHref, addEntryHref } from '@/lib/portfolio/routes';
import type { StoredEntry } from '@/lib/portfolio/store-rpc';
import { entrySummary } from '../entry-text';
import { storeRefusal } from '../ledger-refusal';
import { NoticeAction, type NoticeTone, PortfolioNotice } from '../PortfolioNotice';
import type { LoadedAccount } from '../portfolio-data';
import { addEntryLinkClass, ruledListClass, sectionClass, sectionHeadClass, sectionHeadingClass } from '../section-styles';
import { TransactionItem } from './TransactionItem';

/** Transactions a page shows: enough to scroll through a year of a busy account, few enough for a phone. */
export const ENTRIES_PER_PAGE = 50;

/**
 * The account's transactions, newest first, ENTRIES_PER_PAGE a page (`?page=`), under what the last
 * form about one came to (`query`: the page's, portfolio-answers.ts): 已記下 / 已修改 / 已修改並移到 / 已復原
 * naming it from the store, 已刪除 with 復原 (the removed transaction's fields, checked again, and its id, sent back), or why the
 * store refused to remove one (a later sale needs its shares).
 */
export async function TransactionsSection({ store, account, query }: { store: MemberStore; account: LoadedAccount; query: string }) {
  const pages = Math.max(1, Math.ceil(account.transactionCount / ENTRIES_PER_PAGE));
  const requested = Number(new URLSearchParams(query).get('page'));
  const page = Number.isSafeInteger(requested) && requested >= 1 ? Math.min(requested, pages) : 1;
  // Only the page shown is read from the store, never the account's every transaction.
  const { total, entries: shown } = await store.listTransactionsPage(account.account.id, (page - 1) * ENTRIES_PER_PAGE, ENTRIES_PER_PAGE);
  const answer = readAnswer(query);
  const notice = answer && (await entryNotice(answer, account, shown));
  const pageHref = (to: number) => (to === 1 ? accountHref(account.account.id) : `${accountHref(account.account.id)}?page=${to}`);
  return (
    <section className={sectionClass} aria-labelledby="portfolio-entries-heading" data-testid="portfolio-entries">
      <div className={sectionHeadClass}>
        <h2 id="portfolio-entries-heading" className={sectionHeadingClass}>
          交易紀錄
        </h2>
        <a href={addEntryHref({ accountId: account.account.id })} className={addEntryLinkClass} data-testid="portfolio-entries-add">
          記一筆
        </a>
      </div>
      {notice && (
        <PortfolioNotice tone={notice.tone} lines={notice.lines}>
          {notice.undo && <NoticeAction fields={{ intent: 'restore-entry', ...notice.undo }} label="復原" testId="portfolio-entry-undo" />}
        </PortfolioNotice>
      )}
      {shown.length === 0 ? (
        <EmptyState kind="noResult" text="這個帳戶還沒有交易。按「記一筆」記下第一筆入金或買進。" minHeight={160} />
      ) : (
        <>
          <p className={countClass}>共 {formatInteger(total)} 筆，新的在前</p>
          <ul className={ruledListClass} data-testid="portfolio-entry-list">
            {shown.map((entry) => (
              <TransactionItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav className={pagerClass} aria-label="交易紀錄分頁" data-testid="portfolio-entries-pager">
          {page > 1 ? (
            <a href={pageHref(page - 1)} className={pageLinkClass} rel="prev">
              ← 較新
            </a>
          ) : (
            <span />
          )}
          <span aria-current="page">
            第 {page} / {pages} 頁
          </span>
          {page < pages ? (
            <a href={pageHref(page + 1)} className={pageLinkClass} rel="next">
              較舊 →
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

/**
 * The notice of an answer about a transaction of this account, or null (an answer about another page).
 * The transaction named is looked for on the page shown first (a new one usually is), then among all.
 */
async function entryNotice(answer: PortfolioAnswer, account: LoadedAccount, shown: readonly StoredEntry[]): Promise<{ tone: NoticeTone; lines: string[]; undo?: Record<string, string> } | null> {
  const written = async (verb: string, id: number) => {
    const entry = shown.find((candidate) => candidate.id === id) ?? (await account.entries()).find((candidate) => candidate.id === id);
    return entry ? { tone: 'done' as const, lines: [`${verb}：${entry.date} ${entrySummary(entry)}`] } : null;
  };
  switch (answer.kind) {
    case 'entry-added':
      return written('已記下', answer.id);
    case 'entry-edited':
      return written('已修改', answer.id);
    case 'entry-moved':
      return written(`已修改並移到「${account.account.name}」`, answer.id);
    case 'entry-restored':
      return written('已復原', answer.id);
    case 'entry-removed': {
      // The fields come from the link: checked again, and offered back only when they make a transaction of this account.
      const checked = checkEntry(answer.values, todayInTaipei(Date.now()));
      if (!checked.ok || answer.values.account !== String(account.account.id)) return { tone: 'done', lines: ['已刪除一筆交易。'] };
      // Its id too: 復原 writes it again in its place among its day's (the store takes the id only if it is free).
      const undo = { ...(entryValues(checked.entry, account.account.id) as Record<string, string>), ...(answer.id === null ? {} : { id: String(answer.id) }) };
      return { tone: 'done', lines: [`已刪除：${checked.entry.date} ${entrySummary(checked.entry)}`], undo };
    }
    case 'refused':
      return answer.form === 'remove' && answer.id !== null ? { tone: 'refused', lines: ['沒有刪除：', ...(await storeRefusal(account, { remove: answer.id }))] } : null;
    case 'not-found':
      return { tone: 'refused', lines: ['找不到這筆交易，可能已在其他分頁刪除。'] };
    case 'error':
      return { tone: 'refused', lines: ['暫時無法完成，請稍後再試。'] };
    default:
      return null;
  }
}

const countClass = css({ m: 0, fontSize: '13px', color: 'muted' });
const pagerClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', fontSize: '14px' });
const pageLinkClass = css(focusRing.raw(), { display: 'inline-flex', alignItems: 'center', h: '40px', px: '2', color: 'brand', fontWeight: 600 });

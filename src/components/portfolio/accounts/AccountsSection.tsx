import { css } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { readAnswer } from '@/lib/portfolio/portfolio-answers';
import { addEntryHref } from '@/lib/portfolio/routes';
import { ACCOUNT_LIMIT } from '@/lib/portfolio/store-rpc';
import { NoticeAction, PortfolioNotice } from '../PortfolioNotice';
import type { LoadedAccount } from '../portfolio-data';
import { addEntryLinkClass, ruledListClass, sectionClass, sectionHeadClass, sectionHeadingClass } from '../section-styles';
import { AccountItem } from './AccountItem';
import { accountNotice, accountProblems, EMPTY_ACCOUNTS_TEXT, UNDO_LABEL } from './account-text';
import { NewAccountForm } from './NewAccountForm';

/**
 * The member's accounts on /portfolio, under what the last form about an account came to (`query`:
 * the page's, portfolio-answers.ts): each with its settings, 記一筆, rename and delete (which asks first,
 * then offers 復原), and 新增帳戶, open when there is none yet or the last try was refused. A new
 * member sees what to do first.
 */
export function AccountsSection({ accounts, query }: { accounts: LoadedAccount[]; query: string }) {
  const answer = readAnswer(query);
  const about = answer && 'id' in answer && answer.id !== null ? accounts.find((loaded) => loaded.account.id === answer.id) : undefined;
  // An answer naming an account says nothing unless the account is the member's (a removed one is not listed).
  const named = answer && 'id' in answer && answer.id !== null && answer.kind !== 'refused' && answer.kind !== 'account-removed';
  const notice = answer && (!named || about) ? accountNotice(answer, about?.account.name ?? '') : null;
  // 復原 while the removed account is not back (another tab may have restored it).
  const undo = (answer?.kind === 'account-removed' || (answer?.kind === 'refused' && answer.form === 'restore')) && !about ? answer.id : null;
  const createProblems = accountProblems(answer, 'account', null);
  const refusedCreate = answer?.kind === 'refused' && answer.form === 'account';
  return (
    <section className={sectionClass} aria-labelledby="portfolio-accounts-heading" data-testid="portfolio-accounts">
      <div className={sectionHeadClass}>
        <h2 id="portfolio-accounts-heading" className={sectionHeadingClass}>
          帳戶
        </h2>
        {accounts.length > 0 && (
          <a href={addEntryHref()} className={addEntryLinkClass} data-testid="portfolio-add-entry">
            記一筆
          </a>
        )}
      </div>
      {notice && (
        <PortfolioNotice tone={notice.tone} lines={[notice.text]}>
          {undo !== null && <NoticeAction fields={{ intent: 'restore-account', id: String(undo) }} label={UNDO_LABEL} testId="portfolio-account-undo" />}
        </PortfolioNotice>
      )}
      {accounts.length === 0 ? (
        <div data-testid="portfolio-accounts-empty">
          <EmptyState kind="noResult" text={EMPTY_ACCOUNTS_TEXT} minHeight={160} />
        </div>
      ) : (
        <ul className={ruledListClass}>
          {accounts.map(({ account, transactionCount }) => {
            const renameRefused = answer?.kind === 'refused' && answer.form === 'rename' && answer.id === account.id;
            const rename = renameRefused ? { values: answer.values, error: accountProblems(answer, 'rename', account.id).name } : null;
            return <AccountItem key={account.id} account={account} entryCount={transactionCount} rename={rename} />;
          })}
        </ul>
      )}
      <details className={newClass} open={accounts.length === 0 || refusedCreate}>
        <summary className={summaryClass} data-testid="new-account-open">
          新增帳戶（最多 {ACCOUNT_LIMIT} 個）
        </summary>
        <NewAccountForm values={refusedCreate ? answer.values : {}} problems={createProblems} />
      </details>
    </section>
  );
}

const newClass = css({ borderTop: '1px solid token(colors.line)', pt: '2' });
const summaryClass = css(focusRing.raw(), { display: 'inline-flex', alignItems: 'center', minH: '44px', fontSize: '15px', fontWeight: 700, color: 'brand', cursor: 'pointer' });

import { css } from 'styled-system/css';
import { EmptyState } from '@/components/ui/EmptyState';
import { pageTitleClass } from '@/components/ui/page-title';
import type { MemberStore } from '@/lib/member/member-store';
import { portfolioHref } from '@/lib/portfolio/routes';
import { getUpstreamContext, notFound } from '@/lib/server/request-context';
import { usdTwdRatesOrNull } from '@/lib/upstream/taiwan-market';
import { loadPortfolio } from '../portfolio-data';
import { EntryForm } from './EntryForm';
import { entryFormState } from './entry-form-state';

/** The day's rates for the form: a failure leaves the field empty with a hint, never the page broken. */
const usdTwdRates = () => usdTwdRatesOrNull(getUpstreamContext(), '[portfolio]');

/** 記一筆 / 修改 for the member's store: the form, or, before any account exists, the way to create one. */
export async function AddEntryView({ store, query }: { store: MemberStore; query: string }) {
  const accounts = await loadPortfolio(store);
  const editing = new URLSearchParams(query).has('edit');
  const title = editing ? '修改交易' : '記一筆';
  if (accounts.length === 0) {
    return (
      <>
        <h1 className={pageTitleClass}>{title}</h1>
        <div className={emptyClass} data-testid="portfolio-add-no-account">
          <EmptyState kind="noResult" text="記帳之前，先建立一個帳戶（例如「國泰複委託」），設定幣別和手續費規則。" minHeight={160} />
          <a href={portfolioHref()} className={linkClass}>
            前往我的持股，新增帳戶 →
          </a>
        </div>
      </>
    );
  }
  const state = await entryFormState(accounts, query, usdTwdRates);
  // Another member's transaction, or one since removed: nothing here to change.
  if (!state) return notFound();
  return (
    <>
      <h1 className={pageTitleClass}>{title}</h1>
      <EntryForm state={state} accounts={accounts.map((loaded) => loaded.account)} />
    </>
  );
}

const emptyClass = css({ display: 'grid', gap: '3' });
const linkClass = css({ justifySelf: 'start', fontSize: '15px', color: 'brand', _hover: { textDecoration: 'underline' } });

import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { EmptyState } from '@/components/ui/EmptyState';
import { Section } from '@/components/ui/Section';
import { Skeleton } from '@/components/ui/Skeleton';
import { taipeiWithNewYork } from '@/lib/calendar/calendar-times';
import { formatDate } from '@/lib/format/dates';
import { formatExchangeRate, formatInteger } from '@/lib/format/numbers';
import { type AccountValuation, addTotals, finishRows, portfolioWhole, priceHoldings, shareOfWhole } from '@/lib/portfolio/account-valuation';
import { Decimal } from '@/lib/portfolio/money';
import { HOLDINGS_SHOWN, largestHoldings } from '@/lib/portfolio/holdings-shown';
import { accountHref, addEntryHref, fullOverviewHref, portfolioHref } from '@/lib/portfolio/routes';
import type { LoadedAccount } from '../portfolio-data';
import { latestUsdTwd, type Prices, pricesOf, type RateNow } from './holdings-data';
import { HoldingsTable } from './HoldingsTable';
import { SplitProposals } from './SplitProposals';

/** Without today's rate the weights are by USD value: one rate for every holding leaves the proportions as they are. */
const NO_RATE = new Decimal(1);

/**
 * 持股: the holdings of `scope` (one account, or each account with its total and a grand total), valued
 * at the screener snapshot's prices, with its time (資料時間). Today's USD/TWD waits behind its own
 * boundary; without it the page shows the USD figures and says NT$ is unavailable. `limit`: how many
 * rows the overview lists before 顯示全部 (null: all; an account's page lists all).
 */
export async function HoldingsSection({ accounts, scope, limit = null }: { accounts: LoadedAccount[]; scope: 'all' | number; limit?: number | null }) {
  const inScope = scope === 'all' ? accounts : accounts.filter((loaded) => loaded.account.id === scope);
  // An account whose transactions do not replay still shows (with what is wrong), so it is not "nothing held".
  const nothingHeld = inScope.every((loaded) => loaded.summary.ok && loaded.summary.summary.positions.length === 0);
  const prices = nothingHeld ? null : await pricesOf(heldSymbols(inScope));
  return <HoldingsView accounts={inScope} scope={scope} prices={prices} rate={prices ? latestUsdTwd() : null} limit={limit} />;
}

const heldSymbols = (accounts: LoadedAccount[]): Set<string> => new Set(accounts.flatMap((loaded) => (loaded.summary.ok ? loaded.summary.summary.positions.map((position) => position.symbol) : [])));

/** The section for the accounts of its scope, at `prices` (null: nothing is held) and the rate `rate` gives (null when nothing is held), its rows up to `limit` (null: all). */
export function HoldingsView({
  accounts,
  scope,
  prices,
  rate,
  limit = null,
}: {
  accounts: LoadedAccount[];
  scope: 'all' | number;
  prices: Prices | null;
  rate: Promise<RateNow | null> | null;
  limit?: number | null;
}) {
  return (
    <Section id="portfolio-holdings" title="持股" testId="portfolio-holdings" note={prices && <PricesTime prices={prices} />}>
      {prices === null || rate === null ? (
        <Empty accounts={accounts} scope={scope} />
      ) : (
        <>
          <Suspense fallback={<Skeleton height={Math.min(120 + 44 * prices.bySymbol.size, 480)} label="持股載入中" />}>
            <Holdings accounts={accounts} prices={prices} rate={rate} overall={scope === 'all'} limit={limit} />
          </Suspense>
          <Suspense fallback={null}>
            <SplitProposals accounts={accounts} />
          </Suspense>
        </>
      )}
    </Section>
  );
}

function PricesTime({ prices }: { prices: Prices }) {
  return prices.asOf ? (
    <span data-testid="holdings-as-of">
      資料時間 <time dateTime={prices.asOf}>{taipeiWithNewYork(prices.asOf)}</time>
    </span>
  ) : (
    <span data-testid="holdings-as-of">報價暫時無法取得</span>
  );
}

function Empty({ accounts, scope }: { accounts: LoadedAccount[]; scope: 'all' | number }) {
  const text = accounts.length === 0 ? '還沒有帳戶。先建立一個帳戶，再記下第一筆買進，持股就會列在這裡。' : '目前沒有持股。記下一筆買進，持股就會列在這裡。';
  return (
    <div className={emptyClass} data-testid="holdings-empty">
      <EmptyState kind="noResult" text={text} minHeight={160} />
      {accounts.length > 0 && (
        <a href={addEntryHref(scope === 'all' ? {} : { accountId: scope })} className={linkClass}>
          記一筆 →
        </a>
      )}
    </div>
  );
}

async function Holdings({ accounts, prices, rate: ratePromise, overall, limit }: { accounts: LoadedAccount[]; prices: Prices; rate: Promise<RateNow | null>; overall: boolean; limit: number | null }) {
  const rate = await ratePromise;
  const exact = new Map([...prices.bySymbol].map(([symbol, quote]) => [symbol, quote.price]));
  const own = accounts.map((loaded) => (loaded.summary.ok ? priceHoldings(loaded.summary.summary.positions, loaded.summary.summary.dividends, exact, rate?.rate ?? NO_RATE) : null));
  // The overview weighs each holding against the whole portfolio (each account's total: its share of it); an account's page against the account.
  const whole = overall ? portfolioWhole(own) : null;
  // Totalled (and the whole summed) over every holding first; then the smaller ones are left out, and only the rows kept get their own figures.
  const shown = largestHoldings(own, limit);
  const valued = accounts.map((loaded, index) => {
    const priced = shown.valuations[index] ?? null;
    return {
      loaded,
      valuation: priced && finishRows(priced, whole ?? priced.totals.valueTwd),
      held: own[index]?.rows.length ?? 0,
      sharePercent: priced && whole ? shareOfWhole(priced.totals, whole) : undefined,
    };
  });
  const withTwd = rate !== null;
  const weightOf = overall ? '全部帳戶' : '該帳戶';
  const totals = valued.flatMap(({ valuation }) => (valuation ? [valuation.totals] : []));
  const grand: AccountValuation = { rows: [], totals: addTotals(totals) };
  return (
    <div className={stackClass}>
      <p className={noteClass} data-testid="holdings-rate">
        {rate ? (
          <>
            新台幣以今日匯率 {formatExchangeRate(rate.shown)}（{formatDate(rate.date)}）換算；未實現損益（NT$）= 股價影響 + 匯率影響；權重為占{weightOf}市值的比例。
          </>
        ) : (
          `新台幣匯率暫時無法取得：下表只列美元金額，新台幣損益暫缺；權重為占${weightOf}美元市值的比例。`
        )}
      </p>
      {valued.map(({ loaded, valuation, held, sharePercent }) => (
        <div key={loaded.account.id} className={stackClass} data-testid="holdings-account" data-account-id={loaded.account.id}>
          {overall && (
            <h3 className={accountHeadingClass}>
              <a href={accountHref(loaded.account.id)}>{loaded.account.name}</a>
            </h3>
          )}
          {valuation === null ? (
            <EmptyState kind="error" text="這個帳戶的交易紀錄無法計算持股（例如賣出多於當時持有的股數），請到交易紀錄修正。" />
          ) : held === 0 ? (
            <p className={noteClass}>這個帳戶目前沒有持股。</p>
          ) : (
            <HoldingsTable
              label={`${loaded.account.name}的持股`}
              valuation={valuation}
              costMethod={loaded.account.costMethod}
              prices={prices}
              withTwd={withTwd}
              weightOf={overall ? 'all' : 'account'}
              totalWeight={sharePercent}
              testId="holdings-table"
            />
          )}
        </div>
      ))}
      {limit !== null && shown.hidden > 0 && (
        <p className={noteClass} data-testid="holdings-shown">
          只列市值最大的 {limit} 檔（共 {formatInteger(shown.total)} 檔）；各帳戶合計與權重已含全部持股。{' '}
          <a href={fullOverviewHref('portfolio-holdings')} className={linkClass} data-testid="holdings-show-all">
            顯示全部 {formatInteger(shown.total)} 檔
          </a>
        </p>
      )}
      {overall && limit === null && shown.total > HOLDINGS_SHOWN && (
        <p className={noteClass} data-testid="holdings-shown">
          列出全部 {formatInteger(shown.total)} 檔。{' '}
          <a href={`${portfolioHref()}#portfolio-holdings`} className={linkClass} data-testid="holdings-show-fewer">
            只列市值最大的 {HOLDINGS_SHOWN} 檔
          </a>
        </p>
      )}
      {overall && totals.length > 1 && (
        <div className={stackClass} data-testid="holdings-grand-total">
          <h3 className={accountHeadingClass}>全部帳戶</h3>
          <HoldingsTable label="全部帳戶合計" valuation={grand} costMethod={null} prices={prices} withTwd={withTwd} weightOf="all" testId="holdings-grand-table" totalLabel="全部帳戶合計" />
        </div>
      )}
    </div>
  );
}

const stackClass = css({ display: 'grid', gap: '3', minW: 0 });
const emptyClass = css({ display: 'grid', gap: '2', justifyItems: 'center' });
const linkClass = css({ color: 'brand', fontWeight: 600, _hover: { textDecoration: 'underline' } });
const noteClass = css({ m: 0, fontSize: '13px', color: 'muted' });
const accountHeadingClass = css({ m: 0, fontSize: '16px', fontWeight: 700, '& a': { color: 'ink', _hover: { color: 'brand' } } });

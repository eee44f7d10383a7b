import { css, cx } from 'styled-system/css';
import { ListSeo } from '@/components/article/list/ListSeo';
import { EmptyState } from '@/components/ui/EmptyState';
import { pageTitleClass } from '@/components/ui/page-title';
import { taipeiWithNewYork } from '@/lib/calendar/calendar-times';
import { formatInteger } from '@/lib/format/numbers';
import { choiceOptions } from '@/lib/screener/choice-options';
import { readScreenerSnapshot } from '@/lib/screener/edge-screener';
import { FILTERS } from '@/lib/screener/filters';
import { runScreen } from '@/lib/screener/run-screen';
import { parseScreen, presetScreen, screenQuery as wholeScreenQuery } from '@/lib/screener/screen-query';
import type { Preset } from '@/lib/screener/types';
import { markMainContentUnavailable } from '@/lib/server/main-content-unavailable';
import { getConfig, redirect } from '@/lib/server/request-context';
import { canonicalTarget, readCarriedNotices } from './carried-notices';
import { PresetJsonLd } from './PresetJsonLd';
import { PresetLinks } from './PresetLinks';
import { ResultsPager } from './ResultsPager';
import { ResultsTable } from './ResultsTable';
import { SaveScreenForm } from './SaveScreenForm';
import { SCREENER_PAGE_SIZE } from '@/lib/screener/types';
import { type ChoiceOptions, ScreenerForm } from './ScreenerForm';
import { screenerPath, screenHref } from './screen-links';

const SCREENER_TITLE = '美股選股';
const SCREENER_DESCRIPTION = '依市值、本益比、殖利率、配息頻率、成長率、股價走勢等 40 多個條件篩選全部美股與 ETF，可依任一欄位排序、分享網址與匯出 CSV。';

/**
 * /screener and /screener/{preset}: the screen the URL says, rendered whole on the server from the
 * snapshot the isolate holds (no upstream wait). A query that is not the screen's canonical form
 * answers 308 to it, carrying what it left out so the landing page says why (carried-notices.ts).
 * While the snapshot is first filling, the page says so and shows what it has.
 */
export async function ScreenerView({ preset, query }: { preset?: Preset | undefined; query?: string | undefined }) {
  const path = screenerPath(preset);
  const { query: screenQuery, notices: carried } = readCarriedNotices(new URLSearchParams(query ?? ''), preset);
  const parsed = parseScreen(screenQuery, preset);
  if (parsed.redirect) return redirect(canonicalTarget(path, screenQuery, parsed), 308);
  const { screen } = parsed;
  const title = preset ? preset.title : SCREENER_TITLE;
  const description = preset ? preset.description : SCREENER_DESCRIPTION;
  // A screen other than the page's own (or one with notices) repeats another page: linked, not indexed.
  const indexed = parsed.canonical === '' && carried.length === 0;
  const snapshot = await readScreenerSnapshot(getConfig());
  const seo = <ListSeo title={preset ? `${preset.title}｜美股選股` : SCREENER_TITLE} description={description} path={path} noindex={!indexed} />;
  const header = (
    <header className={headClass}>
      <h1 className={pageTitleClass}>{title}</h1>
      <p className={introClass}>{description}</p>
      {preset && (
        <p className={introClass}>
          <a href={screenHref(screen, undefined, { page: 1 })} className={linkClass} data-testid="screener-full-link">
            在完整選股器中調整這些條件
          </a>
        </p>
      )}
    </header>
  );
  if (snapshot.state !== 'ready') {
    // Not yet filled (a first fill after a deploy runs in the background), or no data at all: said in words.
    if (snapshot.state === 'unavailable') markMainContentUnavailable('screener: no snapshot');
    return (
      <div className={pageClass} data-screener="" data-testid="screener-page" data-state={snapshot.state}>
        {seo}
        {header}
        <PresetLinks current={preset} />
        {snapshot.state === 'filling' ? (
          <EmptyState kind="noResult" text="選股資料正在準備中，請過一兩分鐘再重新整理這一頁。" minHeight={320} />
        ) : (
          <EmptyState kind="error" text="選股資料暫時無法載入，請稍後再試。" minHeight={320} />
        )}
      </div>
    );
  }
  const result = runScreen(snapshot.rows, screen, snapshot.tradingDate ?? '');
  const options: ChoiceOptions = new Map(FILTERS.flatMap((filter) => (filter.kind === 'choice' && filter.fromRows ? [[filter.key, choiceOptions(filter, snapshot.rows)] as const] : [])));
  const notices = [...carried];
  // The session the snapshot's quotes are in, as a stock page's quote says it: the live runtime corrects it.
  const session = snapshot.marketSession;
  return (
    <div className={pageClass} data-screener="" data-testid="screener-page" data-state="ready">
      {seo}
      {preset && indexed && <PresetJsonLd preset={preset} rows={result.rows} total={result.total} />}
      {header}
      <PresetLinks current={preset} />
      {notices.length > 0 && (
        <ul className={noticesClass} role="status" data-testid="screener-notices">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <div className={layoutClass}>
        <section className={resultsClass} aria-labelledby="screener-count">
          <div className={summaryClass}>
            <h2 id="screener-count" className={countClass} data-testid="screener-count" data-total={result.total}>
              {formatInteger(result.total)} 檔符合
            </h2>
            <a href="#screener-filters" className={cx(linkClass, phoneOnlyClass)}>
              調整條件
            </a>
            <a href={`${path}/export.csv${parsed.canonical ? `?${parsed.canonical}` : ''}`} className={linkClass} download data-testid="screener-export">
              匯出 CSV
            </a>
          </div>
          <p className={asOfClass} data-testid="screener-as-of">
            {snapshot.asOf ? (
              <>
                資料時間 <time dateTime={snapshot.asOf}>{taipeiWithNewYork(snapshot.asOf)}</time>
              </>
            ) : null}
          </p>
          {result.rows.length === 0 ? (
            <EmptyState kind="noResult" minHeight={320} text="沒有股票符合這些條件。試著放寬範圍，或拿掉一些條件。" />
          ) : (
            <>
              <ResultsTable rows={result.rows} firstRank={(result.page - 1) * SCREENER_PAGE_SIZE + 1} screen={screen} preset={preset} session={session} asOf={snapshot.asOf ?? ''} />
              <ResultsPager screen={screen} preset={preset} page={result.page} pages={result.pages} />
            </>
          )}
          {/* The whole screen, not the preset's difference: a saved screen opens as /screener?<query>. */}
          <SaveScreenForm query={wholeScreenQuery(screen)} />
        </section>
        <section id="screener-filters" className={filtersClass} aria-label="篩選條件">
          <ScreenerForm screen={screen} preset={preset} options={options} presetKeys={preset ? [...presetScreen(preset).filters.keys()] : []} />
        </section>
      </div>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', maxW: '1200px', w: '100%', mx: 'auto', minW: 0 });
const headClass = css({ display: 'grid', gap: '1' });
const introClass = css({ m: 0, fontSize: '14px', color: 'muted' });
const linkClass = css({ fontSize: '14px', color: 'brand', textDecoration: 'underline', whiteSpace: 'nowrap' });
const noticesClass = css({ m: 0, listStyle: 'disc', pl: '6', pr: '3', py: '2', fontSize: '14px', color: 'ink', bg: 'yellowTint', border: '1px solid token(colors.yellowLine)', borderRadius: 'md' });
// Results first (on a phone a preset's rows come before its filters); from laptop width the filters stand to their left.
const layoutClass = css({ display: 'grid', gap: '4', minW: 0, laptop: { gridTemplateColumns: '300px minmax(0, 1fr)', gridTemplateAreas: '"filters results"', alignItems: 'start' } });
const resultsClass = css({ display: 'grid', gap: '2', alignContent: 'start', minW: 0, laptop: { gridArea: 'results' } });
const filtersClass = css({ minW: 0, scrollMarginTop: '64px', laptop: { gridArea: 'filters' } });
const phoneOnlyClass = css({ laptop: { display: 'none' } });
const summaryClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3' });
const countClass = css({ m: 0, fontSize: '18px', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
const asOfClass = css({ m: 0, fontSize: '12px', color: 'muted' });

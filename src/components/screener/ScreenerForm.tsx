import { css, cx } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import { srOnly } from '@/components/ui/Skeleton';
import { COLUMNS } from '@/lib/screener/columns';
import type { ScreenerFilter } from '@/lib/screener/filter-kinds';
import { FILTERS } from '@/lib/screener/filters';
import { FILTER_GROUPS, type FilterGroup, type Preset, type Screen } from '@/lib/screener/types';
import { FilterField, fieldsClass } from './FilterFields';
import { LiveScreenerForm } from './LiveScreenerForm';
import { screenerPath } from './screen-links';

const GROUP_LABELS: Record<FilterGroup, string> = { basic: '基本', valuation: '估值', dividend: '股利', growth: '成長與獲利', trend: '走勢', etf: 'ETF', taiwan: '台灣' };

/** The columns shown, in the reader's order, then the others: the form sends them in this order, so ticking one adds it at the end. */
const columnsInOrder = (shown: readonly string[]) => [...COLUMNS].sort((a, b) => rank(shown, a.key) - rank(shown, b.key));
const rank = (shown: readonly string[], key: string) => (shown.includes(key) ? shown.indexOf(key) : shown.length);

export type ChoiceOptions = ReadonlyMap<string, readonly { id: string; label: string }[]>;

/**
 * The screen as a GET form: every filter in its group, the columns, and the sort kept as hidden
 * values, so 套用條件 (or Enter in a field) sends the whole screen and the server answers with its
 * canonical URL. Groups fold (<details>) so a phone scans their names first; a group with a filter
 * in use start open (the others folded: a phone sees the results after a short list of names), each saying how many of its filters are in use. With JavaScript,
 * LiveScreenerForm applies each change as it happens.
 */
export function ScreenerForm({ screen, preset, options, presetKeys }: { screen: Screen; preset: Preset | undefined; options: ChoiceOptions; presetKeys: readonly string[] }) {
  const path = screenerPath(preset);
  return (
    <LiveScreenerForm action={path} className={formClass} presetKeys={presetKeys.join(',')}>
      {/* The first submit button is the one Enter in a field presses: 套用, never a band or a column. */}
      <button type="submit" className={srOnly} tabIndex={-1} aria-hidden="true">
        套用條件
      </button>
      <input type="hidden" name="sort" value={screen.sort} />
      <input type="hidden" name="dir" value={screen.direction} />
      {FILTER_GROUPS.map((group) => {
        const filters = FILTERS.filter((filter) => filter.group === group);
        const used = filters.filter((filter) => screen.filters.has(filter.key)).length;
        return (
          <details key={group} className={groupClass} open={used > 0} data-group={group}>
            <summary className={summaryClass}>
              <span className={summaryLabelClass}>{GROUP_LABELS[group]}</span>
              {used > 0 && <span className={usedClass}>{used} 個條件</span>}
            </summary>
            <div className={cx(fieldsClass, groupFieldsClass)}>
              {filters.map((filter: ScreenerFilter) => (
                <FilterField
                  key={filter.key}
                  filter={filter}
                  value={screen.filters.get(filter.key)}
                  options={options.get(filter.key) ?? (filter.kind === 'choice' ? filter.options : [])}
                  screen={screen}
                  preset={preset}
                />
              ))}
            </div>
          </details>
        );
      })}
      <details className={groupClass} data-group="columns">
        <summary className={summaryClass}>
          <span className={summaryLabelClass}>顯示欄位</span>
          <span className={usedClass}>{screen.columns.length} 欄</span>
        </summary>
        <fieldset className={cx(fieldsClass, columnsClass)}>
          <legend className={srOnly}>表格顯示的欄位</legend>
          {columnsInOrder(screen.columns).map((column) => (
            <label key={column.key}>
              <input type="checkbox" name="cols" value={column.key} defaultChecked={screen.columns.includes(column.key)} />
              <span>{column.label}</span>
            </label>
          ))}
        </fieldset>
      </details>
      <div className={actionsClass}>
        <button type="submit" className={applyClass} data-testid="screener-apply">
          套用條件
        </button>
        {/* A typed range's count before it is applied (screener-live.ts writes it). */}
        <output className={pendingClass} aria-live="polite" data-pending-count="" data-testid="screener-pending-count" />
        <a href={path} className={resetClass}>
          {preset ? `回到「${preset.title}」的條件` : '清除所有條件'}
        </a>
      </div>
    </LiveScreenerForm>
  );
}

const formClass = css({ display: 'grid', gap: '2', alignContent: 'start', minW: 0 });
const groupClass = css({ bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)', minW: 0, '&[open] > summary::after': { transform: 'rotate(225deg)' } });
const summaryClass = css(focusRing.raw({ offset: 'inset' }), {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '44px',
  px: '3',
  fontSize: '15px',
  fontWeight: 700,
  cursor: 'pointer',
  borderRadius: 'lg',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  // The fold's own mark (a flex summary loses the browser's): a chevron that turns when open.
  _after: {
    content: '""',
    w: '8px',
    h: '8px',
    ml: 'auto',
    flexShrink: 0,
    borderRight: '2px solid currentColor',
    borderBottom: '2px solid currentColor',
    transform: 'rotate(45deg)',
    transition: 'transform 0.15s',
  },
});
const summaryLabelClass = css({ flex: 1 });
const usedClass = css({ fontSize: '12px', fontWeight: 600, color: 'brand', bg: 'blueTint', px: '2', py: '0.5', borderRadius: 'full' });
const groupFieldsClass = css({ display: 'grid', gap: '4', px: '3', pb: '4', pt: '1' });
const columnsClass = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', m: 0, px: '3', pb: '4', pt: '1', border: 'none' });
// Stays in view at the bottom while the form is (the count of a range being typed is beside 套用條件).
const actionsClass = css({ position: 'sticky', bottom: 0, zIndex: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', py: '2', bg: 'canvas' });
const applyClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { minH: '40px', px: '5', fontSize: '15px', border: 'none', cursor: 'pointer' });
const pendingClass = css({ fontSize: '14px', fontWeight: 600, color: 'brand', _empty: { display: 'none' } });
const resetClass = css(focusRing.raw(), { fontSize: '14px', color: 'brand', textDecoration: 'underline' });
